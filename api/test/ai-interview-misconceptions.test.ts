import { analyzeAnswer } from '../src/ai/interview/analysis';
import { allQuestions, bankQuestion } from '../src/ai/interview/bank';
import { misconceptionEntries, misconceptionsOf } from '../src/ai/interview/misconceptions';
import { errorCap } from '../src/ai/interview/score-interview';
import { ERROR_CAP, MANY_ERRORS, MANY_ERRORS_CAP } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';

/**
 * The dictionary of factual errors (misconceptions.json) held to its own examples: each entry fires on the wrong
 * statements it lists and on none of the right ones (a correction that names the wrong value included), and no
 * sample answer of the banks ever fires an entry of its own question.
 */
const entries = misconceptionEntries();

describe('interview.misconception: the dictionary', () => {
  it('covers knowledge questions of many banks, each entry on a question that exists', () => {
    expect(entries.length).toBeGreaterThanOrEqual(40);
    for (const [id] of entries) expect(bankQuestion(id)).toBeDefined();
    expect(new Set(entries.map(([id]) => id.replace(/-\d+$/, ''))).size).toBeGreaterThanOrEqual(10);
  });

  it.each(entries)('%s: each entry fires on its wrong statements and on none of its right ones', (id, list) => {
    for (const entry of list) {
      for (const wrong of entry.fires) expect(misconceptionsOf(wrong, id)).toContain(entry.note);
      for (const right of entry.passes) expect(misconceptionsOf(right, id)).toEqual([]);
    }
  });

  it('never fires on a sample answer of the banks', () => {
    const fired = allQuestions().flatMap((q) =>
      [q.sample, q.follow_up_sample ?? '', ...Object.values(q.group_samples ?? {})].filter(Boolean).flatMap((s) => misconceptionsOf(s, q.id).map((note) => `${q.id}: ${note}`)),
    );
    expect(fired).toEqual([]);
  });
});

describe('interview.misconception: an entry read in its clauses', () => {
  it('a negation elsewhere in the sentence does not clear an entry marked clause, a correction in its own clause does', () => {
    // nurse-07 and da-15 hold entries marked `clause`: their corrections are bare negations
    expect(misconceptionsOf('别紧张，先把滴速调快，让药尽快输完。', 'nurse-07')).not.toEqual([]);
    expect(misconceptionsOf('别紧张，滴速不能调快，要减慢或者停止输液。', 'nurse-07')).toEqual([]);
    expect(misconceptionsOf('两者差别不小，只要相关系数很高就能断定存在因果关系。', 'da-15')).not.toEqual([]);
    expect(misconceptionsOf('相关系数很高也不能断定存在因果关系。', 'da-15')).toEqual([]);
  });

  it('an entry not marked clause is still cleared by a correction anywhere in its sentence', () => {
    const [, list] = entries.find(([id]) => id === 'java-08')!;
    expect(list.some((e) => e.clause)).toBe(false);
    expect(misconceptionsOf('很多人以为串行化隔离最弱，其实它最强。', 'java-08')).toEqual([]);
  });
});

describe('interview.misconception: what a confident error costs', () => {
  const q = bankQuestion('java-08')!;
  const wrong = '事务的四大特性是原子性、一致性、隔离性和持久性。MySQL默认的隔离级别是读已提交，因为它性能最好，可重复读一般不用。';
  const right = '事务的四大特性是原子性、一致性、隔离性和持久性。MySQL InnoDB默认的隔离级别是可重复读，它靠MVCC避免了脏读和不可重复读，我们项目里一直用的默认值。';

  it('lowers the content, caps the answer and names the error in the report', () => {
    const a = analyzeAnswer(q, wrong, { seconds: 120, seconds_used: 60, late: 0 });
    expect(a.errors.length).toBeGreaterThan(0);
    const scored = (answer: string) => scoreOne(q, answer, { category: 'Java开发', group: '技术' });
    const w = scored(wrong);
    expect(w.score).toBeLessThanOrEqual(ERROR_CAP);
    expect(w.notes.some((n) => n.startsWith('说法有误：'))).toBe(true);
    expect(scored(right).score).toBeGreaterThan(w.score + 20);
    expect(scored(right).notes.some((n) => n.startsWith('说法有误'))).toBe(false);
  });
});

describe('interview.misconception: textbook errors of knowledge questions told fluently', () => {
  it.each([
    ['acct-04', '小规模和一般纳税人是看注册资金来划分的，一般纳税人征收率是3%，小规模纳税人按13%交。', 3],
    ['civil-08', '钢筋凭合格证就能进场，抽样检验没必要做；保护层越厚越安全；接头都集中在同一截面好检查。', 3],
    ['legal-01', '要约发出后就不可以撤回；对方不答复就视为承诺；口头合同都无效。', 3],
    ['da-03', '先用两周A方案，接着换成B方案对比。p值越大代表越显著，一旦显著就马上上线。', 3],
    ['mkt-10', '挑达人就看粉丝数，推广内容不用标注广告，出了问题品牌方不会承担。', 3],
  ])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['acct-04', '两者按年应税销售额是否超过500万元划分，小规模纳税人征收率3%，可以自行开普票。'],
    ['civil-08', '钢筋进场看合格证，并且按批复验合格后才用；保护层符合设计要求；接头相互错开。'],
    ['legal-01', '要约在到达前可以撤回；沉默一般不构成承诺；签字或盖章都能让合同成立。'],
    ['da-03', '同时把用户随机分成两组跑A和B，样本量事先算好，按预定周期跑完再看p值是否小于0.05。'],
    ['mkt-10', '选达人看粉丝画像和互动率是否匹配品牌，推广要标明广告，品牌方要审核内容。'],
  ])('%s: the right facts fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception.many: an answer wrong in two facts or more is mostly wrong', () => {
  it('caps one error at ERROR_CAP and two or more at MANY_ERRORS_CAP, a right answer at neither', () => {
    expect(errorCap(0)).toBe(100);
    expect(errorCap(1)).toBe(ERROR_CAP);
    expect(errorCap(MANY_ERRORS)).toBe(MANY_ERRORS_CAP);
    expect(MANY_ERRORS_CAP).toBeLessThan(ERROR_CAP);
  });

  it('scores a fluent handshake told wrong twice at MANY_ERRORS_CAP, and the right one well above it', () => {
    const q = bankQuestion('ops-08')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: '运维工程师', group: '技术' });
    const wrong = '三次握手是这样的：第一次客户端先发一个ACK给服务器；第二次服务器回一个SYN；第三次客户端再发SYN+ACK，连接就建立了。要三次主要是为了交换加密用的密钥。挥手完了以后服务器会进入TIME_WAIT，大概等两秒就释放。';
    const right = '三次握手是客户端先发SYN，服务端回SYN+ACK，客户端再回ACK，这样双方都确认能收能发，也同步了初始序列号。断开要四次，因为TCP是全双工的，两个方向要各自关闭。主动关闭的一方最后进入TIME_WAIT，等2MSL再释放。我实习时用ss命令看到过很多TIME_WAIT，就是短连接太多。';
    expect(misconceptionsOf(wrong, 'ops-08').length).toBeGreaterThanOrEqual(MANY_ERRORS);
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(misconceptionsOf(right, 'ops-08')).toEqual([]);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });

  it('names STP expanded as strategy, price and promotion, and segmentation as splitting products, not the right expansion', () => {
    expect(misconceptionsOf('STP战略就是Strategy、Target price和Promotion，也就是战略、目标价格和促销。市场细分的意思是把自己的产品分成不同的型号。', 'mkt-06').length).toBeGreaterThanOrEqual(2);
    expect(misconceptionsOf('STP就是Segmentation、Targeting和Positioning。先按需求把消费者分成几类，再选一类做目标市场，最后给品牌定位。', 'mkt-06')).toEqual([]);
  });
});

describe('interview.misconception: wrong facts of eight more subjects, said in other words than the dictionary’s examples', () => {
  it.each([
    ['mkt-03', '4P是科特勒最先提出来的营销组合，包括产品、价格、人员和促销。', 2],
    ['acct-10', '坏账准备要等客户倒闭、确实收不回的时候再计提。计提比例由国家统一规定。', 2],
    ['fe-04', '宏任务的优先级比微任务高。微任务包括setInterval。', 1],
    ['algo-10', 'L2又称Lasso回归。', 1],
    ['nurse-11', '夜里病人睡着了就不用翻身。骶尾部可以撒点痱子粉。', 1],
    ['civil-08', '搭接长度凭经验定就可以。隐蔽验收等浇捣完以后再一起检查。', 2],
    ['legal-08', '员工可以直接到人民法院打官司，仲裁可有可无。', 1],
    ['qa-06', '黑盒就是要看代码逻辑的。', 1],
  ])('%s: the errors of a fluent wrong answer are named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['mkt-03', '4P是麦卡锡1960年提出的，包括产品、价格、渠道和促销，后来科特勒把它写进教材推广开来。4C是劳特朋从顾客角度提出的，和4P不是一回事。'],
    ['acct-10', '坏账准备在期末按预期信用损失估计计提，借记信用减值损失，贷记坏账准备；比例看账龄和客户信用，企业自己定。确实收不回时再核销。'],
    ['fe-04', '宏任务包括setTimeout、setInterval，微任务包括Promise.then；每执行完一个宏任务就先清空微任务队列。'],
    ['algo-10', '带L1的叫Lasso回归，带L2的是岭回归。'],
    ['nurse-11', '夜间也要按时翻身。骶尾部保持清洁干燥，不要撒痱子粉。'],
    ['civil-08', '搭接长度按图纸和规范核对。隐蔽验收在浇筑前做完，监理签字后才浇混凝土。'],
    ['legal-08', '劳动争议要先申请劳动仲裁，对裁决不服才能到人民法院起诉，仲裁不收费。'],
    ['qa-06', '黑盒测试就是不看代码，只看输入输出。白盒是看代码逻辑的。'],
  ])('%s: the right facts, told loosely, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('caps 4P told as Kotler’s with 人员 for 渠道, and leaves the right answer well above it', () => {
    const q = bankQuestion('mkt-03')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: '市场营销', group: '市场销售' });
    const wrong = '4P营销理论是科特勒上世纪末提出来的，指的是产品、价格、人员和推广，其中人员最重要。4C其实就是4P换了个说法，内容一样。';
    const right = '4P是麦卡锡在1960年提出的，指产品、价格、渠道和促销，后来科特勒让它广为流传。我做社团义卖时按这个想过：产品是手写明信片，价格定在5元，渠道是食堂门口的摊位，促销靠公众号预告。';
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });

  it('a loose but right 黑盒/白盒 (黑盒就是不看代码) is no error; 黑盒要看代码 still is', () => {
    const q = bankQuestion('qa-06')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: '测试工程师', group: '技术' });
    const loose = '黑盒测试就是不看代码，只看输入和输出，照着需求测功能。白盒要看代码，测代码里的逻辑。黑盒常用等价类、边界值，白盒有语句覆盖这些。';
    const wrong = '黑盒测试就是要看代码逻辑，一条条走分支。白盒测试是不看代码的，只管输入输出。';
    expect(scored(loose).notes.some((n) => n.startsWith('说法有误'))).toBe(false);
    expect(scored(loose).score).toBeGreaterThan(ERROR_CAP);
    expect(scored(wrong).score).toBeLessThanOrEqual(ERROR_CAP);
  });
});
