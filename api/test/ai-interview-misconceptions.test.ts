import { analyzeAnswer } from '../src/ai/interview/analysis';
import { allQuestions, bankQuestion } from '../src/ai/interview/bank';
import { misconceptionEntries, misconceptionsOf } from '../src/ai/interview/misconceptions';
import { errorCap } from '../src/ai/interview/score-interview';
import { ERROR_CAP, MANY_ERRORS, MANY_ERRORS_CAP } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

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

describe('interview.misconception: wrong facts of sixteen more subjects, said in other words than the dictionary’s examples', () => {
  // the wrong-fact answers of two spent batches (混凝土裂缝 … 五险一金, 感染防控 … 逻辑回归), each told again in new words
  it.each([
    ['civil-04', '裂缝多半是水泥放少了，水泥加得越多就越不会开裂。浇完后应该放在太阳底下暴晒，让它尽快干透，浇水只会把混凝土泡软。拆模越早越好。', 3],
    ['nurse-09', '第一步先做人工呼吸，吹完两口气然后再判断病人有没有反应。按压的地方在胸骨最下面的剑突。每按完一轮就停下来摸一下颈动脉。按压和吹气按15:2来做。', 4],
    ['fe-08', '强缓存每次都得去服务器问一遍，协商缓存是完全不会发请求的，直接用本地文件。强缓存命中返回304。', 2],
    ['legal-06', '诉讼时效一般是两年，从双方签合同那天开始起算。过了诉讼时效法院就不予受理了。最长时效是十年。', 4],
    ['acct-04', '两者是看公司员工有多少人来划分的。小规模纳税人税率是13%，一般纳税人是3%。小规模纳税人不能开发票。', 3],
    ['mech-03', '过盈配合是孔比轴大，能转动；过渡配合其实就是随便配。公差越小越好，最好都用IT01级。基孔制和基轴制没什么区别。', 4],
    ['da-05', '中位数就是最大的数加最小的数再除以2。遇到收入差距很大的数据，应该用平均数比较稳。', 2],
    ['hr-10', '五险包括意外险和住房保险，一金是企业年金。这些保险全部由员工个人交，单位只负责代扣。工伤保险属于商业保险。', 4],
    ['nurse-14', '戴了手套操作就不用洗手了。手上沾到看得见的血也可以直接用速干手消。用完的针头要把针帽套回去。', 3],
    ['java-08', '原子性就是SQL一条一条地执行，哪条成功了就先提交。MySQL默认隔离级别是读已提交。', 2],
    ['acct-06', '借贷记账法就是有借必有贷，借贷不一定相等。一笔业务只能记一个借方和一个贷方。试算平衡时借贷有差额很正常。', 3],
    ['legal-07', '商标不用注册，谁先用就归谁。发明专利保护期是50年。商业秘密不需要采取保密措施也受保护。', 3],
    ['da-03', 'A版本推给新用户，B版本推给老用户，比较哪个好。为了省事一次可以同时改好几个地方。p值越大越显著。', 3],
    ['mech-06', '带传动的传动比最准确，不会打滑。链传动运转很平稳，没有冲击。蜗杆传动通常不能自锁。', 3],
    ['civil-13', '工程造价由人工费、材料费和利润组成，机械的费用算在利润里。规费和税金是业主另外交的，不计入工程造价。预备费是施工单位留着发奖金的。', 3],
    ['algo-08', '逻辑回归本质上就是一个线性回归模型，输出可以无限大。它的激活函数用ReLU，用最小二乘法求解就行。', 4],
  ])('%s: each error of a fluent wrong answer is named, two or more of them', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
    expect(errors).toBeGreaterThanOrEqual(MANY_ERRORS);
  });

  it.each([
    ['civil-04', '裂缝主要是温度、收缩和养护不到位造成的。水泥不是越多越好，多了水化热大反而容易裂。浇完要盖上薄膜浇水养护七天以上，夏天别暴晒，拆模要等强度够了再拆。'],
    ['nurse-09', '先拍肩呼叫看有没有反应，没有就呼救，然后马上按压，位置在两乳头连线中点，深度五到六厘米，一分钟一百到一百二十次，按三十次吹两口气，尽量少中断，五个循环再评估一次。'],
    ['fe-08', '强缓存命中就直接读本地，不发请求，看Cache-Control的max-age。过期了才走协商缓存，带ETag去问服务器，没变就回304。no-cache不是不缓存，是每次要验证，no-store才是不存。'],
    ['legal-06', '诉讼时效就是权利人请求法院保护的期间，民法典规定一般三年，从知道权利受损和义务人那天算起。过了时效法院还是会受理，只是对方可以抗辩，对方自己愿意还的不能再要回。最长是二十年。'],
    ['acct-04', '主要看年应税销售额，超过500万就得登记一般纳税人。一般纳税人税率13%、9%、6%，可以抵扣进项；小规模按3%征收率，不能抵扣，但发票自己也能开。'],
    ['mech-03', '配合分三种，间隙配合孔比轴大，过盈配合轴比孔大要压进去，过渡配合可能松可能紧，用在要定位的地方。精度够用就行，越高越贵，一般优先用基孔制。'],
    ['da-05', '均值是加起来除以个数，中位数是排好序中间那个。均值容易被极端值拉偏，像收入这种数据用中位数更合适。'],
    ['hr-10', '五险是养老、医疗、失业、工伤、生育，一金是住房公积金。养老医疗失业单位和个人都交，工伤生育只有单位交，公积金也是双方一起交，都不能不交。'],
    ['nurse-14', '最重要是手卫生，戴手套也不能代替洗手，摘了手套要洗手。手上有看得见的污染要用流动水洗。针头用完不回套，直接扔锐器盒，医疗垃圾放黄袋子，跟生活垃圾分开。'],
    ['java-08', 'ACID是原子性、一致性、隔离性、持久性，原子性就是要么全做要么全不做。隔离级别从低到高是读未提交、读已提交、可重复读、串行化，MySQL默认可重复读。'],
    ['acct-06', '规则就是有借必有贷，借贷必相等。资产增加记借方，负债增加记贷方。可以一借多贷，试算平衡时两边合计要相等，不等就是记错了。'],
    ['legal-07', '商标要尽快注册，注册了十年一续。专利先申请再公开，发明专利二十年。版权作品写完就有，登记是为了好举证。商业秘密要签保密协议、控制权限。'],
    ['da-03', 'A/B测试就是把用户随机分两组，一组用旧版一组用新版，同时跑。一次只改一个地方，样本量提前算好，跑够周期再看p值是不是小于0.05。'],
    ['mech-06', '带传动平稳、能缓冲，但有弹性滑动，传动比不准；链传动不打滑但有冲击噪声，适合低速重载；齿轮传动比准、效率高；蜗杆传动比大、能自锁，效率低。'],
    ['civil-13', '按费用构成分，建安费有人工费、材料费、施工机具使用费、企业管理费、利润、规费和税金。措施费像脚手架也算进去，预备费是建设单位留着应对变更的。'],
    ['algo-08', '逻辑回归是在线性组合外面套了一个Sigmoid，把输出压到0到1当作概率，再按0.5分类。损失用交叉熵，用梯度下降求参数，是线性分类器。'],
  ])('%s: the right facts, told loosely, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('negations and corrections that name the wrong idea fire nothing', () => {
    expect(misconceptionsOf('戴手套不能代替洗手，用过的针头严禁回套针帽，医疗垃圾和生活垃圾要分开放。', 'nurse-14')).toEqual([]);
    expect(misconceptionsOf('很多人以为商标用了就自动受保护，其实要注册；专利申请前不要公开，否则丧失新颖性。', 'legal-07')).toEqual([]);
    expect(misconceptionsOf('公积金不是自愿的，签协议不交也无效；工伤保险不属于商业保险。', 'hr-10')).toEqual([]);
    expect(misconceptionsOf('不要一次改多个地方，也不能A给新用户B给老用户。', 'da-03')).toEqual([]);
  });

  it('caps an infection-control answer and a cost-composition answer told wrong at MANY_ERRORS_CAP, the right ones above ERROR_CAP', () => {
    const nurse = bankQuestion('nurse-14')!;
    const civil = bankQuestion('civil-13')!;
    const nurseScore = (answer: string) => scoreOne(nurse, answer, { category: '护士', group: '医疗' }).score;
    const civilScore = (answer: string) => scoreOne(civil, answer, { category: '土木工程师', group: '工程制造' }).score;
    expect(nurseScore('感染防控我觉得关键在手卫生。平时操作都戴手套，戴了手套就不用洗手了，摘手套后也不需要再洗。手上有看得见的分泌物也可以直接用速干手消毒剂。用过的针头我会马上把针帽套回去，免得扎到人。')).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(nurseScore('感染防控我觉得关键在手卫生，按两前三后洗手，戴手套也不能代替洗手，摘了手套马上做手卫生。手上有看得见的血要用流动水洗。针头用完直接丢锐器盒，不回套。实习时带教老师每次都盯着我们洗手，六步洗手法要洗够十五秒以上。')).toBeGreaterThan(ERROR_CAP);
    expect(civilScore('工程造价主要由人工费、材料费和利润组成，施工机械的费用算在利润里。规费和税金是业主另外交给政府的，不计入工程造价。预备费是施工单位自己留的奖金。')).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(civilScore('按费用构成要素，建筑安装工程费由人工费、材料费、施工机具使用费、企业管理费、利润、规费和税金组成；按造价形成分，是分部分项工程费、措施项目费、其他项目费、规费和税金。预备费是建设单位为设计变更和价差预留的。我在造价实习时用广联达套过定额，脚手架就列在措施项目里。')).toBeGreaterThan(ERROR_CAP);
  });
});

describe('interview.misconception: the thirty-fourth batch’s wrong facts in other words, and sixteen more questions widened', () => {
  // the wrong-fact answers of batch 34 (跌倒预防 … Transformer) told again in new words, then questions that had few or no entries
  it.each([
    ['nurse-06', '防跌倒最好的办法就是让老人长期卧床，别让他下地。吃了催眠药的病人睡得很熟，反而不大会摔。床栏只有夜里睡觉的时候才需要拉上。拖过的地板湿一些也没事。', 4],
    ['acct-07', '我们公司收入确认就是按收付实现制来的。客户预收的货款，收到后马上确认收入。财务只要开出发票就可以确认收入。', 4],
    ['legal-01', '定金我建议约定得越高越好，最好占到合同价款的一半。对方违约时，双倍返还的定金和违约金我们可以一并主张。争议解决条款里我会同时约定仲裁和法院诉讼，两条路都能走。', 3],
    ['java-06', 'JDK8开始方法区被挪到了堆里。本地方法栈主要为普通Java方法服务。虚拟机栈里存放类的元数据。', 3],
    ['civil-06', '横道图可以清楚看出各工作之间的逻辑关系。关键线路上的工作有较多的时差。排进度的时候不需要考虑劳动力和机械。进度计划批准后就不能调整了。', 4],
    ['da-15', '相关性与因果性说到底是一样的。相关系数只要足够高就可以断定存在因果关系。', 2],
    ['mech-14', '几何模型越详细越好，螺纹孔和圆角一律保留。网格越粗越准。约束的边界条件不太重要。云图里绿色就代表安全。结果不用做收敛性验证。', 5],
    ['algo-06', 'Transformer是在RNN的基础上演变来的。Q、K、V三者都一样。模型本身就能感知词的顺序。多头的目的是加快训练速度。编码器和解码器结构完全一样。', 5],
    ['java-03', 'Redis属于关系型数据库。Redis没法持久化。缓存穿透是指大量key在同一时间过期。', 3],
    ['mech-11', '车削的时候是车刀在旋转。3D打印属于减材加工。', 1],
    ['ops-12', '上了云就用不着运维了。', 1],
    ['teacher-10', '核心素养指的就是德智体美劳。', 1],
    ['fa-03', '预算一经批准，任何情况下都不能调整。', 1],
    ['ops-07', '告警越多越放心。', 1],
    ['hr-01', '人力资源管理无非就是招聘。', 1],
    ['pm-09', '北极星指标应该选累计注册用户数。', 1],
  ])('%s: the errors of a fluent wrong answer are named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['nurse-06', '高危患者要做好评估，床栏拉好，地面保持干燥，吃了安眠药的病人起夜要有人扶，鼓励在协助下适当活动。病情变化要重新评估。'],
    ['acct-07', '收入按权责发生制确认，新准则看控制权转移，用五步法。预收的钱先挂合同负债，发了货客户拿到控制权再确认收入，开没开发票不是标准。'],
    ['legal-01', '定金最多合同标的额的20%，违约时定金和违约金只能选一个。违约金太高法院会调低。争议解决要么仲裁要么诉讼，不能都写。还要核对盖章单位和签约主体一致。'],
    ['java-06', '堆和方法区是线程共享的，虚拟机栈、本地方法栈和程序计数器是线程私有的。JDK8以后方法区用元空间实现，放在本地内存。本地方法栈是给native方法用的。'],
    ['civil-06', '先划分施工过程，算工程量和持续时间，再用网络图找关键线路，关键线路是最长的那条，上面的工作没有机动时间。还要考虑劳动力和机械的均衡，执行中实际进度落后要及时调整计划。'],
    ['da-15', '相关只是两个变量一起变，因果是一个导致另一个。冰淇淋和溺水都跟天热有关，是混杂变量，要判断因果得做实验。'],
    ['mech-14', '先建模并简化掉小倒角，然后划网格，关键部位加密，设材料参数，按实际工况加约束和载荷，求解后看应力是否小于许用应力，再加密网格看收敛，最好和实验对一下。'],
    ['algo-06', 'Transformer完全靠自注意力，能并行算。QKV是输入乘三个不同的矩阵得到的。因为自注意力不看顺序，要加位置编码。多头是在不同子空间看不同关系。解码器要加mask，GPT只用解码器。'],
    ['java-03', '项目里用Redis缓存热点数据，开了AOF持久化。遇到过缓存穿透，就是查不存在的数据，用布隆过滤器挡住；缓存雪崩是大量key同时过期，我们给过期时间加了随机值。'],
    ['mech-11', '车削是工件转、车刀走，铣削是铣刀转。磨削用于精加工。3D打印是增材制造。'],
    ['ops-12', '用过阿里云的ECS和OSS。上云的好处是弹性伸缩、按量付费，不过安全是责任共担，备份还得自己做。'],
    ['teacher-10', '核心素养是学生应具备的必备品格和关键能力，分文化基础、自主发展、社会参与三个方面。'],
    ['fa-03', '预算管理包括编制、执行、控制和考核。执行出现偏差先分析原因，必要时按程序申请调整预算。'],
    ['ops-07', '监控分主机、应用和业务三层，告警要分级，重要的打电话，次要的发群里，还要去重收敛，避免告警疲劳。'],
    ['hr-01', '人力资源有六大模块：规划、招聘配置、培训开发、绩效、薪酬福利和劳动关系，我对招聘最感兴趣。'],
    ['pm-09', '北极星指标是最能代表产品核心价值的那一个指标，比如内容产品看用户阅读时长。'],
  ])('%s: the right facts, told loosely, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('negations and refutations that name the wrong idea fire nothing', () => {
    expect(misconceptionsOf('不要让患者一直卧床；吃了安眠药并不是不容易跌倒，反而更容易；地面湿了不能不管。', 'nurse-06')).toEqual([]);
    expect(misconceptionsOf('收入确认不是收付实现制；预收款不能直接确认收入；开了发票不一定能确认收入。', 'acct-07')).toEqual([]);
    expect(misconceptionsOf('定金不能超过20%；定金和违约金不能同时主张；不能同时约定仲裁和诉讼。', 'legal-01')).toEqual([]);
    expect(misconceptionsOf('很多人以为粗网格更准，这是错的；边界条件并非不重要；不能看颜色判断安全。', 'mech-14')).toEqual([]);
    expect(misconceptionsOf('横道图不能表示逻辑关系；关键工作并非有很多机动时间；进度计划不是定了就不能改。', 'civil-06')).toEqual([]);
    expect(misconceptionsOf('Transformer不是在RNN的基础上发展来的；多头不是为了加快训练速度；很多人误以为Decoder不需要mask。', 'algo-06')).toEqual([]);
    expect(misconceptionsOf('Redis不是关系型数据库；布隆过滤器说存在不一定存在；上云以后备份也要自己做。', 'java-03')).toEqual([]);
  });

  it('caps the cash-basis revenue answer and the coarse-mesh FEA answer at MANY_ERRORS_CAP', () => {
    const acct = bankQuestion('acct-07')!;
    const mech = bankQuestion('mech-14')!;
    const acctScore = (answer: string) => scoreOne(acct, answer, { category: '会计', group: '财会金融' }).score;
    const mechScore = (answer: string) => scoreOne(mech, answer, { category: '机械工程师', group: '工程制造' }).score;
    expect(acctScore('收入确认的原则就是收付实现制，哪天收到钱哪天确认收入。客户赊账三个月，就三个月后再确认。预收的款到账时就直接确认为收入。总之只要开了发票就一定能确认收入，税法和会计一样。')).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(mechScore('先建几何模型，模型越复杂越好，所有倒角和小孔都要保留。网格划得越粗越准，细网格反而会有误差。边界条件不太重要，软件会自动识别受力。云图上绿色就说明安全，不需要做收敛性检查。')).toBeLessThanOrEqual(MANY_ERRORS_CAP);
  });
});

describe('interview.misconception: the wrong facts of the thirty-fifth batch and the widened questions, in other words', () => {
  it.each([
    ['nurse-10', '交班时床边交接太浪费时间了，大家在护士站碰个头说说就行。情况稳定的老病人交班时可以不讲。麻醉药品前一班清点一次就够了。交接记录可以等到下班前统一补写。', 4],
    ['algo-04', '我一般用Adam，因为它不需要设置学习率。动量法的作用是让学习率逐渐变大。学习率越大，模型效果越好。', 3],
    ['legal-14', '遇到冲突，司法解释比法律的效力还高。地方性法规在全国都适用。我觉得查到一条相关的法条就能下结论了。', 3],
    ['java-09', 'synchronized是一种乐观锁。ReentrantLock是在JVM层面实现的，所以ReentrantLock的性能一直更好。', 3],
    ['acct-01', '公司的净利润就等于现金流量表上的现金净增加额。期末净利润会转入资产负债表里的实收资本。', 2],
    ['civil-07', '图纸不合理的话现场自行修改就可以。变更不需要监理签字确认，变更费用全部由施工方承担。', 3],
    ['da-06', '其实WHERE和HAVING能互相替换，只是习惯问题，HAVING里不能使用聚合函数。另外HAVING一定要跟ORDER BY一起写。', 2],
    ['mech-07', '标注时公差越大精度要求越高。尺寸没问题的话形状肯定也合格。圆度跟圆跳动是一回事。', 3],
    ['hr-08', '培训期间不用发工资。', 1],
    ['mkt-09', 'CPM是按点击收费的，信息流广告就是搜索广告。', 2],
    ['qa-03', '页面频繁改的模块比较适合做自动化。', 1],
    ['sales-07', '漏斗的最上面是成交客户。', 1],
    ['ui-06', '设计系统搭好了就不需要再维护。', 1],
    ['legal-03', '法务无权代表公司出庭，打官司只能请律师。', 1],
    ['editor-01', '图书差错率在万分之三以内就算合格。', 1],
    ['editor-04', '转载别人的文章标明来源就没问题。', 1],
    ['trans-08', '用谷歌翻译翻完可以直接交付。', 1],
    ['civil-09', '广联达主要是用来画图的。', 1],
    ['fe-14', '渲染列表时key设成index就行。', 1],
    ['java-10', '服务拆得越多越好。', 1],
    ['da-10', '用K-means之前不用做归一化。', 1],
    ['acct-09', '当月购进的固定资产当月就要计提折旧。', 1],
    ['hr-07', '结构化面试的优势在于灵活，可以随便问。', 1],
    ['civil-03', '施工三宝就是安全帽、安全带和绝缘鞋。', 1],
  ])('%s: the errors of a fluent wrong answer are named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['nurse-10', '交接班要口头、书面和床旁结合，危重和新来的病人一定去床边看。麻药每班都当面清点签字，记录当班写清楚，接班的没到交班的不能走。'],
    ['algo-04', 'SGD每次用一个样本，批量梯度下降用全部数据，小批量折中。Adam也有学习率，只是会自适应调整；动量是累积梯度，学习率太大反而会震荡。'],
    ['legal-14', '效力上法律高于司法解释，地方性法规只在本地有效，指导性案例法院应当参照，查到的法条要核对是否现行有效。'],
    ['java-09', '两者都是可重入的悲观锁。synchronized是JVM层面的关键字，ReentrantLock是JDK的API，要在finally里unlock，默认非公平。JDK1.6以后性能差不多。'],
    ['acct-01', '净利润通过未分配利润进入资产负债表的所有者权益；现金流量表按收付实现制编，净利润和现金净增加额一般不相等。'],
    ['civil-07', '工程变更要先报监理和业主，设计院出变更单，签认后再施工；费用按合同约定，业主原因的由建设单位承担，全部留书面资料。'],
    ['da-06', 'WHERE在分组前过滤行，不能用聚合函数；HAVING在分组后过滤组，可以用聚合函数，两者不能随便互换。'],
    ['mech-07', '形位公差控制形状和位置，和尺寸公差不同。公差值越小精度越高；尺寸合格不代表形状合格；圆跳动有基准，和圆度不是一回事。'],
    ['hr-08', '入职培训包括公司制度、岗位技能和安全教育，培训期间正常发工资。'],
    ['mkt-09', 'CPC按点击付费，CPM按千次曝光付费；信息流按兴趣推荐，搜索广告看关键词。'],
    ['qa-03', '回归用例稳定、要反复跑，适合自动化；需求经常变的先手工测。'],
    ['sales-07', '漏斗从线索到成交一层层变少，要看每个阶段的转化率和停留时间。'],
    ['legal-03', '企业法务可以作为公司的工作人员出庭，所里的律师要持执业证。'],
    ['editor-04', '新媒体发稿快，但审核和校对一样不能少，转载要先拿到授权。'],
    ['fe-14', 'key最好用后端返回的唯一id，别用index。'],
    ['java-10', '微服务按业务边界拆分，拆太细会让调用链变长。'],
    ['da-10', 'K-means要先把特征标准化，K用肘部法来选。'],
    ['acct-09', '固定资产当月增加当月不提折旧，下个月开始提。'],
    ['hr-07', '结构化面试题目和评分标准统一，比较公平，缺点是不够灵活。'],
    ['civil-03', '很多人以为三宝包括安全鞋，其实是安全帽、安全带、安全网。'],
  ])('%s: the right facts, told loosely, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('refutations that name the wrong idea fire nothing', () => {
    expect(misconceptionsOf('很多人以为床旁交接浪费时间，其实重点病人必须到床边看。', 'nurse-10')).toEqual([]);
    expect(misconceptionsOf('有人误以为Adam不需要设置学习率，其实默认是0.001。学习率越大，效果不一定越好。', 'algo-04')).toEqual([]);
    expect(misconceptionsOf('很多人以为司法解释效力高于法律，这是错的。', 'legal-14')).toEqual([]);
    expect(misconceptionsOf('别以为synchronized是乐观锁，它是悲观锁。', 'java-09')).toEqual([]);
    expect(misconceptionsOf('很多人以为HAVING不能用聚合函数，其实可以。WHERE和HAVING不能互换。', 'da-06')).toEqual([]);
    expect(misconceptionsOf('圆跳动和圆度不是一回事。', 'mech-07')).toEqual([]);
    expect(misconceptionsOf('很多人以为新媒体不用校对，其实一样要三审三校。', 'editor-04')).toEqual([]);
  });

  it('caps the 交接班 answer told wrong four times at MANY_ERRORS_CAP', () => {
    const q = bankQuestion('nurse-10')!;
    const score = (answer: string) => scoreOne(q, answer, { category: '护士', group: '医疗' }).score;
    expect(score('交接班就是口头交接，在护士站说一遍就行，床旁交接太耽误时间。病情稳定的病人可以不交接。毒麻药品清点一次就够了，早班不用再点。交班记录等下班前统一补写就行。')).toBeLessThanOrEqual(MANY_ERRORS_CAP);
  });
});

describe('interview.misconception: the thirty-sixth batch (box-sizing, GC, 偿债能力, 结构化面试, 样本不平衡, ABC, 加工工艺, Nginx)', () => {
  it.each([
    ['fe-06', '盒模型有内容、内边距、边框和外边距。box-sizing的默认值是border-box，平时一般改成padding-box。上下两个段落的外边距不会折叠。', 3],
    ['java-07', 'JVM靠引用计数来判断对象死没死。Serial属于多线程收集器，CMS回收时没有停顿，Java 8默认用G1，堆开得越大越好。', 5],
    ['fa-06', '速动比率越高说明企业风险越大，速动资产是流动资产加存货。资产负债率越高越健康，利息保障倍数低于1表示很安全。', 4],
    ['hr-07', '结构化面试是考官当场想问什么就问什么，打分主要凭面试官的印象，一位考官就可以，无领导小组讨论也算结构化面试。', 4],
    ['algo-07', '不均衡的时候最好是看准确率。把多的那类做过采样，少数类做欠采样，再给多数类高一点的权重，PR曲线没什么用。', 4],
    ['buyer-11', 'ABC分类法根据单价划分，A类的品种占80%，它源于马斯洛的理论。', 2],
    ['mech-11', '铣削主要用于加工轴类和外圆，钻孔能达到IT7，数控机床跟普通机床精度差不多，热处理安排在精加工以后。', 4],
    ['ops-06', 'nginx是一种数据库，负载均衡属于正向代理。nginx是多线程的，改了配置必须重启，静态资源放在Tomcat更快。', 5],
  ])('%s: the wrong answer in new words is named', (id, answer, least) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(least);
  });

  it.each([
    ['fe-06', 'box-sizing默认是content-box，项目里全局设成border-box，padding和border算进宽度，margin不算。垂直方向相邻的margin会合并，水平方向的不会。padding-box已经废弃了。'],
    ['java-07', 'JVM用可达性分析，不用引用计数。Serial是单线程，ParNew是它的多线程版本；CMS初始标记和重新标记要STW；JDK 8默认Parallel，JDK 9起默认G1，G1新生代老年代都管。堆不是越大越好。'],
    ['fa-06', '流动比率和速动比率越高短期偿债能力越强，速动资产要扣除存货；资产负债率越高风险越大，利息保障倍数是息税前利润除以利息费用。'],
    ['hr-07', '结构化面试题目和评分标准统一，由几位考官各自打分再汇总；非结构化面试才是随便问、凭感觉打分。'],
    ['algo-07', '不平衡时准确率会虚高，要看召回率、F1和PR曲线。少数类过采样，多数类欠采样，SMOTE插值合成新样本，给少数类更大的权重。'],
    ['buyer-11', 'ABC分类按年度占用金额来分，A类品种占10%到20%、金额占70%左右，来自帕累托的二八原理。'],
    ['mech-11', '车削是工件旋转，加工轴类回转体；铣削是刀具旋转，加工平面和沟槽。钻孔精度只有IT11左右，精孔要铰。淬火放在半精加工后、磨削前。'],
    ['ops-06', 'Nginx是Web服务器和反向代理，负载均衡默认轮询，多进程加事件驱动；改完配置nginx -s reload就行，不必重启；静态资源放Nginx，动态请求转给Tomcat。'],
  ])('%s: the right facts, told loosely, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('refutations that name the wrong idea fire nothing', () => {
    expect(misconceptionsOf('很多人以为Nginx是数据库，其实它是Web服务器。', 'ops-06')).toEqual([]);
    expect(misconceptionsOf('有人误以为CMS没有停顿，其实初始标记和重新标记还是要STW。', 'java-07')).toEqual([]);
    expect(misconceptionsOf('很多人以为PR曲线用不上，其实不平衡时更该看它。', 'algo-07')).toEqual([]);
    expect(misconceptionsOf('不是给多数类更大的权重，而是给少数类。', 'algo-07')).toEqual([]);
    expect(misconceptionsOf('很多人以为资产负债率越高实力越强，这是错的。', 'fa-06')).toEqual([]);
    expect(misconceptionsOf('ABC分类法不是来自马斯洛需求层次理论。', 'buyer-11')).toEqual([]);
  });

  it.each([
    ['algo-09', 'ItemCF就是计算相似的用户再推荐。'],
    ['civil-12', '绿色建筑其实就是节能建筑。'],
    ['fa-03', '预算编制完全由财务部负责。'],
    ['fa-12', '营运资金就是流动资产。'],
    ['hr-01', '绩效管理也就是考核。'],
    ['legal-03', '企业法务平时只负责打官司。'],
    ['mech-09', 'DFM就是设计做完以后再检查能不能加工。'],
    ['ops-12', '上云之后就更便宜。'],
    ['pm-09', '任何产品的北极星指标都是日活。'],
    ['qa-03', '全部用例都要做成自动化。'],
    ['teacher-10', '核心素养要靠题海来提升。'],
    ['trans-01', '直译就是字对字。'],
    ['ui-14', '每一条信息都要醒目。'],
    ['editor-04', '点击量才是最重要的。'],
    ['algo-13', 'BERT是基于解码器的，幻觉能被彻底消除。'],
    ['algo-14', 'PCA算特征选择。'],
    ['da-10', 'Kmeans能找出非凸的簇。'],
    ['da-11', '异常值都要剔除。'],
    ['java-10', '微服务速度比单体更快。'],
    ['mech-08', '不锈钢完全不锈蚀。'],
    ['ops-04', '空闲内存接近0就说明内存不足。'],
    ['ops-10', '用例没过照样上线。'],
    ['qa-08', '响应时间用平均值就行。'],
    ['mkt-09', 'ROI等于花费除以收入。'],
  ])('%s: a widened question names the textbook error', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['algo-09', '基于用户的协同过滤找相似用户，基于物品的算物品相似度。'],
    ['civil-12', '绿色建筑不只是节能，还要健康舒适、环境宜居。'],
    ['fa-12', '营运资金是流动资产减去流动负债。'],
    ['hr-01', '绩效管理包括计划、辅导、考核和反馈，不等于考核。'],
    ['ops-12', '上云不一定省钱，闲置资源多反而更贵。'],
    ['qa-03', '不是所有用例都适合自动化，选稳定的回归用例。'],
    ['da-11', '异常值先看原因，不能一律删除。'],
    ['ops-04', 'free少不一定是内存不够，要看available。'],
    ['qa-08', '响应时间不能只看平均值，要看TP99。'],
    ['mech-08', '不锈钢也会生锈。'],
  ])('%s: the widened question\'s right facts fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('refutations on the widened questions fire nothing', () => {
    expect(misconceptionsOf('很多人以为绩效管理就是考核，其实还有辅导和反馈。', 'hr-01')).toEqual([]);
    expect(misconceptionsOf('有人误以为不锈钢绝对不会生锈，这是错的。', 'mech-08')).toEqual([]);
    expect(misconceptionsOf('很多人以为PCA属于特征选择，其实是特征提取。', 'algo-14')).toEqual([]);
  });

  it('caps the Nginx answer told wrong throughout at MANY_ERRORS_CAP', () => {
    const q = bankQuestion('ops-06')!;
    const score = (answer: string) => scoreOne(q, answer, { category: '运维工程师', group: '技术' }).score;
    expect(score('Nginx主要是当数据库用的，可以保存用户的数据。负载均衡是正向代理的一种，默认策略是ip_hash。Nginx是多线程模型，修改配置后一定要重启才能生效，静态文件一般不放Nginx上。')).toBeLessThanOrEqual(MANY_ERRORS_CAP);
  });
});

describe('interview.misconception: the thirty-seventh batch (虚拟DOM, 幂等性, 杜邦分析, Docker/K8s, 窗口函数, 大语言模型, 金属材料, 双减)', () => {
  it.each([
    ['fe-14', '虚拟DOM是浏览器内置的，放在GPU里维护。用了虚拟DOM就不会触发重排和重绘，所有场景下它都比手写的原生操作快。', 3],
    ['java-12', '幂等指的是同一时刻只允许一个线程调用。集群部署的时候加synchronized也能保证只执行一次。token没有必要，按钮置灰就能防止重复提交。', 3],
    ['fa-07', '杜邦分析里权益乘数是负债除以资产。总资产周转率越低越稳健。', 2],
    ['ops-03', 'Docker说白了就是轻量级的虚拟机。K8s里的Service就是一台物理机器，数据库部署在Deployment里最好。K8s是Docker公司推出的。', 3],
    ['da-07', 'ROW_NUMBER碰到相同的值给一样的编号。窗口函数必须配合GROUP BY。MySQL至今不支持窗口函数。', 3],
    ['algo-13', '大模型就是一个数据库，把网页原文存在权重里。参数越多就不会有幻觉。微调通常要从头训练，LoRA属于数据增强。', 3],
    ['mech-08', '45号钢含碳百分之45。铸铁韧性比钢更好。不锈钢里没有铬，靠镀锌防锈。铝合金的密度比钢更大。Q235强度很高，适合做齿轮。', 5],
    ['teacher-06', '双减是2019年发布的，减少了考试科目，初中取消中考。所有年级都不留书面作业，课后服务也叫停了。', 4],
  ])('%s: the wrong answer in new words is named', (id, answer, least) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(least);
  });

  it.each([
    ['fe-14', '虚拟DOM是框架用JS对象描述的DOM树，数据变了先在内存里diff，再把差异打到真实DOM上，还是会有重排重绘，只是次数少了。它不一定比手写原生快。'],
    ['java-12', '幂等就是同一个请求调一次和调多次结果一样。GET、PUT、DELETE是幂等的，POST不是。单机可以加锁，分布式要用Redis锁、唯一索引或者防重token，前端置灰只能辅助。'],
    ['fa-07', '杜邦分析把ROE拆成销售净利率乘总资产周转率乘权益乘数，权益乘数是总资产除以股东权益，负债越多权益乘数越大。周转率越高资产用得越好。'],
    ['ops-03', '容器共享宿主机内核，比虚拟机轻。K8s最小调度单位是Pod，Service给一组Pod提供稳定入口，数据库这种有状态的用StatefulSet。'],
    ['da-07', 'ROW_NUMBER不管是否相同都给唯一序号，RANK并列会跳号，DENSE_RANK不跳号。窗口函数不减少行数，PARTITION BY分组、ORDER BY排序，MySQL 8.0开始支持。'],
    ['algo-13', '大模型是根据上文预测下一个token的生成模型，GPT是Decoder-only。再大的模型也会幻觉。微调是在预训练模型上继续训练，LoRA冻结原权重只训练低秩矩阵。'],
    ['mech-08', '45钢含碳量约0.45%，是中碳钢。铸铁脆，适合做床身。不锈钢靠铬形成钝化膜。铝合金密度只有钢的三分之一左右，飞机上大量使用。选材先保证使用性能，再考虑工艺和成本。'],
    ['teacher-06', '双减是2021年7月中办国办印发的，减的是学生的作业负担和校外培训负担。一二年级不布置书面家庭作业，学校要开展课后服务。'],
  ])('%s: a loosely told right answer fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('refutations of the batch\'s errors fire nothing', () => {
    expect(misconceptionsOf('很多人以为虚拟DOM不需要重排，其实最后还是要改真实DOM。', 'fe-14')).toEqual([]);
    expect(misconceptionsOf('有人以为45钢的含碳量是百分之四十五，其实是0.45%。', 'mech-08')).toEqual([]);
    expect(misconceptionsOf('双减不是2018年出台的，是2021年。', 'teacher-06')).toEqual([]);
    expect(misconceptionsOf('很多人以为大模型是搜索引擎，其实它是生成模型。', 'algo-13')).toEqual([]);
    expect(misconceptionsOf('MySQL 5.7不支持窗口函数，8.0才有。', 'da-07')).toEqual([]);
  });

  it('caps the metals answer told wrong throughout at MANY_ERRORS_CAP', () => {
    const q = bankQuestion('mech-08')!;
    const score = (answer: string) => scoreOne(q, answer, { category: '机械工程师', group: '技术' }).score;
    expect(score('常用的有碳钢、铸铁、不锈钢和铝合金。45号钢含碳百分之45，硬度很高。铸铁韧性比钢更好，适合受冲击的零件。不锈钢里没有铬，靠镀锌防锈。铝合金的密度比钢更大，飞机上一般不用。选材首先看价格，越便宜越好。')).toBeLessThanOrEqual(MANY_ERRORS_CAP);
  });

  it.each([
    ['fe-10', '防抖和节流是浏览器原生的API。'],
    ['da-08', '漏斗分析只适用于电商。'],
    ['fa-09', '财务预测就是对历史数据做分析。'],
    ['qa-11', '手机应用不用测兼容性。'],
    ['ui-06', '设计系统就是Ant Design。'],
    ['ui-08', '按照米勒定律，一个页面最多只能放七个按钮。'],
    ['acct-09', '损益类账户结转之后仍然有余额。'],
    ['acct-11', '一般纳税人增值税税率是17%。'],
    ['algo-09', '召回要用比排序更复杂的模型。'],
    ['civil-03', '技术交底口头讲一下就行。'],
    ['civil-12', '绿色建筑就是安装光伏。'],
    ['editor-09', '省略号写成三个点。'],
    ['fa-03', '弹性预算是可以随意修改的预算。'],
    ['fa-12', '现金越多越好。'],
    ['hr-01', '人力资源三支柱指招聘、薪酬和绩效。'],
    ['hr-08', '试用期可以不缴社保。'],
    ['hr-14', '评价中心是一个专门做人才测评的机构。'],
    ['mech-09', '零件个数越多越好。'],
    ['newmedia-11', '跳出率越高越好。'],
    ['ops-12', '云主机就是独立的物理服务器。'],
    ['pm-09', '北极星指标一直不能调整。'],
    ['qa-03', 'Appium只支持Android。'],
    ['qa-06', '黑盒测试不用看需求。'],
    ['qa-12', 'Jenkins就是一个缺陷管理工具。'],
    ['sales-07', '线索越多业绩肯定越高。'],
    ['teacher-10', '核心素养是2020年提出的。'],
    ['trans-01', '动态对等是纽马克提出的。'],
    ['trans-06', '交传不允许做笔记。'],
    ['ui-14', '色彩越多层级越分明。'],
    ['acct-05', '中级会计职称应届毕业就可以报考。'],
    ['acct-05', '注册会计师必须是会计专业才能考。'],
  ])('%s: a widened question names the textbook error', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['fe-10', '防抖节流一般自己用setTimeout写，或者用lodash。'],
    ['da-08', '漏斗分析可以看注册流程每一步的流失。'],
    ['qa-11', 'App要测不同机型和系统的兼容。'],
    ['ui-08', '米勒定律说短时记忆大约七个组块，所以长号码要分段。'],
    ['acct-11', '增值税基本税率以前是17%，现在是13%。'],
    ['civil-03', '安全技术交底要书面签字，三级安全教育是公司、项目和班组。'],
    ['editor-09', '省略号是六个点，破折号占两格。'],
    ['hr-01', 'HR三支柱是COE、HRBP和SSC。'],
    ['hr-08', '试用期也要给员工缴社保。'],
    ['newmedia-11', '跳出率越低越好。'],
    ['pm-09', '北极星指标不要频繁改，但产品阶段变了可以调整。'],
    ['qa-06', '黑盒测试依据需求文档设计用例，不看代码。'],
    ['teacher-10', '中国学生发展核心素养2016年发布。'],
    ['trans-01', '功能对等是奈达提出的。'],
    ['trans-06', '交传靠笔记和短时记忆。'],
    ['acct-05', '注会不限专业，中级职称要有工作年限。'],
  ])('%s: the widened question\'s right facts fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('refutations on the widened questions fire nothing', () => {
    expect(misconceptionsOf('很多人以为试用期不用交社保，其实是违法的。', 'hr-08')).toEqual([]);
    expect(misconceptionsOf('有人误以为交传不能记笔记。', 'trans-06')).toEqual([]);
    expect(misconceptionsOf('很多人以为跳出率越高越好，这是错的。', 'newmedia-11')).toEqual([]);
    expect(misconceptionsOf('很多人以为零件越多越好，其实DFM要减少零件。', 'mech-09')).toEqual([]);
  });

  it.each([
    ['trans-08', 'memoQ就是机器翻译。'],
    ['trans-14', 'CATTI是外交部组织的。'],
    ['ui-02', 'Sketch可以在Windows上用。'],
    ['fa-05', '做数据透视表会改动源数据。'],
    ['acct-14', '金蝶就是Excel的插件。'],
    ['buyer-14', 'CRM指的是供应商管理。'],
    ['civil-09', 'PKPM主要用来算量。'],
    ['ui-04', 'UI等同于UX。'],
    ['fe-10', '输入框搜索建议要用节流。'],
    ['da-08', '漏斗每个步骤的顺序不重要。'],
    ['qa-11', 'APP不用测网络切换。'],
    ['ui-06', '小公司没必要做设计系统。'],
    ['ui-08', 'Gestalt讲的是色彩。'],
    ['fa-09', '销售百分比法里全部资产都跟着收入变。'],
  ])('%s: a question widened further names the textbook error', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['trans-08', 'Trados靠翻译记忆库和术语库，可以接入机器翻译。'],
    ['ui-02', 'Sketch只能在Mac上用，Figma在浏览器里协作。'],
    ['fa-05', '数据透视表不改源数据，改了源数据要刷新。'],
    ['buyer-14', 'SRM管供应商，CRM管客户。'],
    ['civil-09', '广联达算量计价，PKPM做结构计算。'],
    ['ui-04', 'UI是UX的一部分，好的UI不只是好看。'],
    ['fe-10', '搜索框用防抖，滚动用节流。'],
    ['ui-06', '小团队也可以先做轻量的组件库。'],
  ])('%s: the further widened question\'s right facts fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the thirty-eighth and thirty-ninth batches’ subjects, in students’ own words', () => {
  it.each([
    ['nurse-08', '健康宣教时医学术语越多越好，住院第一天一次讲完就够了，病人签了名就证明他学会了。', 3],
    ['ui-14', '信息层级是指设计稿里图层的前后顺序。核心信息放到页面的最下方。层级越多越分明。', 3],
    ['mkt-13', '整合营销就是企业合并，4C是成本、渠道、竞争和公司。', 2],
    ['buyer-13', '战略采购即大批量购买。供应商越多越好。长期合作容易产生吃回扣的问题。', 3],
    ['trans-13', '本地化是指翻译成地方话。文本长度无需考虑。', 2],
    ['java-02', 'bean默认是多例的。AOP就是面向接口编程。', 2],
    ['fe-09', '用Postman调也会被拦，axios内置跨域处理。', 2],
    ['java-03', 'Redis用的是多线程。我们的项目不需要开启持久化。', 2],
    ['fe-01', 'DNS解析由服务端完成。HTTP是基于UDP的。', 2],
    ['acct-11', '营改增以后进项都不能抵扣了。发票开错撕了重开就行。', 2],
    ['legal-09', '罚款最多几万块。用户信息可以提供给合作伙伴，只要签了协议就行。', 2],
    ['mkt-03', '定价越低越好。渠道和促销不属于4P。', 2],
  ])('%s: the wrong claims are named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['nurse-08', '宣教要少用医学术语，不能一次讲完，要分阶段；签字不代表听懂，要让患者复述。老年患者也要和本人沟通，家属一起听。'],
    ['ui-14', '信息层级不是图层顺序，而是内容的主次。重要信息放在上方，层级一般三层左右，不是越多越好。'],
    ['mkt-13', '整合营销传播是舒尔茨提出的，把广告、公关、促销等渠道整合起来，每个渠道传递一致的信息。4C是顾客、成本、便利和沟通。'],
    ['buyer-13', '战略采购不是一次性大批量采购，看物料的重要性和供应风险；供应商不是越多越好，要和关键供应商长期合作，靠制度防范腐败。'],
    ['trans-13', '本地化不是翻成方言，要把单位、日期、货币按当地习惯转换，还要考虑译文长度。'],
    ['java-02', 'Bean默认是单例的，AOP是面向切面编程，是对面向对象编程的补充，Service层也可以加切面。'],
    ['fe-09', '跨域是浏览器的同源策略，Postman不受影响；协议、域名、端口任一不同都算跨域，换成axios也解决不了。'],
    ['java-03', 'Redis执行命令是单线程的，数据在内存里，要开RDB或AOF；过期时间加随机值防雪崩，布隆过滤器防穿透。'],
    ['fe-01', '浏览器先查缓存，再向本地DNS服务器查IP，然后建立TCP连接，HTTPS先做TLS握手；服务器返回HTML，DOM和CSSOM合成渲染树。'],
    ['acct-11', '营改增后按增值额纳税，进项可以抵扣；开错的发票要作废或开红字发票。'],
    ['legal-09', '向第三方提供个人信息要单独同意，情节严重的最高罚五千万元。'],
    ['mkt-03', '4P包括产品、价格、渠道和促销，定价不是越低越好。'],
  ])('%s: the right facts in the same words fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it.each([
    ['newmedia-03', '阅读量高就代表内容优质。'],
    ['pm-01', 'DAU就是月活。'],
    ['sales-11', '只有性格外向的人才能做好销售。'],
    ['editor-01', '好编辑只要文笔好就行。'],
    ['newmedia-15', '剪映只能在手机上用。'],
    ['nurse-01', '同理心就是同情病人。'],
    ['trans-14', '想考二笔得先考过三级。'],
    ['fa-05', 'Excel最多只能放65536行。'],
  ])('%s: a widened question names the textbook error', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['newmedia-03', '阅读量高不代表内容好，还要看完读率。'],
    ['pm-01', 'DAU是日活，MAU是月活。'],
    ['sales-11', '内向的人也能做好销售，关键是倾听。'],
    ['editor-01', '好编辑不只要文笔好，还要会策划选题。'],
    ['newmedia-15', '剪映手机和电脑都能用。'],
    ['nurse-01', '同理心不是同情，是站在患者角度理解他的感受。'],
    ['trans-14', 'CATTI二级可以直接报考，不用先考三级。'],
    ['fa-05', '老版xls最多65536行，xlsx能放一百多万行。'],
  ])('%s: the widened question\'s right facts fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('caps the Redis answer told wrong in several facts, and leaves the right one above the cap', () => {
    const q = bankQuestion('java-03')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: 'Java开发', group: '技术' });
    const wrong = '我们拿Redis存所有业务数据，它属于关系型数据库，还能用SQL查。Redis采用多线程，数据默认保存在磁盘上，所以没必要开持久化。';
    const right = '我们项目里Redis主要做商品详情缓存，数据还是以MySQL为准。Redis执行命令是单线程的，快在内存和IO多路复用；我们开了AOF持久化。遇到过缓存雪崩，一批key同时过期，后来给过期时间加了随机值。';
    expect(misconceptionsOf(wrong, 'java-03').length).toBeGreaterThanOrEqual(MANY_ERRORS);
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(misconceptionsOf(right, 'java-03')).toEqual([]);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });
});

describe('interview.misconception: the fortieth batch’s subjects, in other words than the batch’s', () => {
  it.each([
    ['java-04', 'InnoDB默认使用哈希索引。EXPLAIN的type是ALL表示用上了所有索引，最快。联合索引的列顺序不重要。', 3],
    ['ops-10', 'Jenkins只能和GitHub配合使用。发版最好都安排在周五。', 2],
    ['algo-09', '矩阵分解的目的是把评分矩阵扩大。评估推荐效果看准确率就行。业界已经淘汰了深度学习。', 3],
    ['civil-12', '绿色建筑就是绿化多的建筑。绿色建筑的造价通常比传统建筑便宜。现浇将被淘汰。', 3],
    ['ui-05', '移动端画布用1920x1080。1pt=1px。只切1倍图就行。不需要预留安全区。', 4],
    ['legal-08', '仲裁需要交费。时效从签订合同之日起算。调解是必经程序。', 3],
    ['mech-09', '各个零件都用不同规格。设计师不需要考虑制造成本。', 2],
    ['mkt-06', '目标市场最好选全体消费者。STP核心是价格。这个理论是2010年提出的。', 3],
  ])('%s: the errors of a fluent wrong answer are named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['java-04', 'InnoDB默认用B+树索引。EXPLAIN的type为ALL是全表扫描，要优化。联合索引要遵循最左前缀，顺序很重要。'],
    ['ops-10', 'Jenkins是开源的，GitHub、GitLab都能对接。发布尽量避开周五晚上，测试这一步不能省。'],
    ['algo-09', '矩阵分解把评分矩阵分解成用户和物品两个低维矩阵。评价推荐不能只看准确率，召回和多样性也重要。工业界大量使用深度学习推荐。'],
    ['civil-12', '绿色建筑是全寿命期内节约资源、保护环境的建筑，分基本级和一到三星，初期造价一般略高。现浇仍是主流。'],
    ['ui-05', '移动端设计稿按750×1334来画，iOS用pt，Android用dp，@2x屏1pt等于2px，要切@2x和@3x，刘海屏要留安全区，正文14px以上。'],
    ['legal-08', '劳动争议先仲裁，不服再起诉，仲裁不收费，时效一年，从知道权利被侵害之日起算；调解是自愿的，不是必经程序。'],
    ['mech-09', 'DFM在设计早期就考虑加工和装配，尽量统一螺钉规格、用标准件，设计阶段就要考虑成本。'],
    ['mkt-06', 'STP先细分，再选和自身优势匹配的目标市场，最后定位；核心是细分和差异化定位，不是低价。'],
  ])('%s: the right facts fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('caps a fluent wrong index answer at MANY_ERRORS_CAP, and leaves the right one well above it', () => {
    const q = bankQuestion('java-04')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: 'Java开发', group: '技术' });
    const wrong = '索引就像书的目录。InnoDB默认用的是哈希索引，查询是O(1)的。联合索引的字段顺序无所谓，用到其中任意一个字段都能用上。优化慢SQL我会看EXPLAIN，type是ALL说明用上了全部索引，是最好的。';
    const right = '索引就像书的目录，InnoDB默认用B+树索引，叶子节点有序，适合范围查询。联合索引要遵循最左前缀。优化慢SQL我先开慢查询日志找到语句，再用EXPLAIN看type，ALL就是全表扫描，要加合适的索引或改写条件。我实习时把一个订单查询从2秒降到了50毫秒。';
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(misconceptionsOf(right, 'java-04')).toEqual([]);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });
});

describe('interview.misconception: the forty-first batch’s subjects, in other words than the batch’s', () => {
  it.each([
    ['nurse-06', '防跌倒重点是年轻好动的病人，老年人很少会摔倒。入院时没必要做跌倒评估。床栏白天尽量不拉起。', 3],
    ['fa-12', '营运资金等于总资产减去总负债。营运资金管理主要针对固定资产。流动比率越高越好。应该提前付款给供应商。', 4],
    ['mech-03', '公差等级数字越大精度越高。H7/g6属于过盈配合。间隙配合就是孔比轴小。', 3],
    ['fe-08', 'Expires是HTTP/1.1定义的。ETag保存的是过期时间。from disk cache表示从服务器重新请求了资源。', 3],
    ['acct-06', '资产类账户余额通常在贷方。试算平衡了就证明账肯定没错。', 2],
    ['java-08', '脏读指读到其他事务已提交的数据。MyISAM也支持事务。更新操作没必要加事务。', 3],
    ['algo-08', '权重越大表示这个特征越不重要。逻辑回归的决策边界是曲线。', 2],
  ])('%s: the errors of a fluent wrong answer are named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['nurse-06', '老年人、体弱和服镇静药的患者是跌倒高危人群，入院时就用Morse量表评估，高危患者卧床时拉起床栏，拖地后放警示牌，起夜有人陪护。'],
    ['fa-12', '营运资金是流动资产减流动负债，管的是现金、应收、存货和应付；流动比率是流动资产除以流动负债，一般2左右，现金周转期越短越好，要加快回款、在信用期内付款。'],
    ['mech-03', '配合分间隙、过渡、过盈三种，H7/g6是间隙配合，H7/s6是过盈配合；IT等级数字越大精度越低，重要配合面选IT6、IT7，一般优先用基孔制。'],
    ['fe-08', '强缓存用Cache-Control的max-age，Expires是HTTP/1.0的，优先级更低；协商缓存用ETag和Last-Modified，ETag是资源的唯一标识；from memory cache表示命中强缓存，没发请求。'],
    ['acct-06', '资产类账户余额一般在借方，负债类在贷方；试算平衡不能证明账一定没错，漏记重记查不出来。'],
    ['java-08', '脏读是读到别的事务未提交的数据，MyISAM不支持事务，事务主要加在增删改的方法上。'],
    ['algo-08', '逻辑回归用Sigmoid把线性组合映射成概率，决策边界是线性的，特征标准化后系数绝对值越大影响越大，多分类可以用Softmax或OvR。'],
  ])('%s: the right facts fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it.each([
    ['acct-07', '签订了合同就确认收入。'],
    ['algo-04', '梯度下降肯定能收敛到全局最优。'],
    ['buyer-14', '三单匹配就是询价单、合同和发票。'],
    ['da-10', '簇的个数越多越好。'],
    ['hr-14', '无领导小组里发言越多，得分越高。'],
    ['mkt-09', '做SEO几天就能上首页。'],
    ['ops-04', '遇到权限问题chmod -R 777就好。'],
    ['qa-12', '流水线红了可以先不管，继续合并。'],
    ['trans-14', '四级证书属于翻译资格证。'],
    ['ui-08', '防错指的是出错以后给用户提示。'],
  ])('%s: a widened question names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it('caps a fluent wrong working-capital answer at MANY_ERRORS_CAP, and leaves the right one well above it', () => {
    const q = bankQuestion('fa-12')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: '财务分析', group: '财会金融' });
    const wrong = '营运资金就是总资产减去总负债，也就是净资产。营运资金管理主要是管理厂房设备这些长期资产。流动比率是流动负债除以流动资产，越高越好。';
    const right = '营运资金是流动资产减流动负债，营运资金管理就是管好现金、应收账款、存货和应付账款之间的平衡。流动比率是流动资产除以流动负债，一般2左右比较合适。我实习时做过应收账款账龄分析，把一个客户的回款周期从90天压到了60天。';
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(misconceptionsOf(right, 'fa-12')).toEqual([]);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });
});

describe('interview.misconception: every knowledge question holds six common errors or more', () => {
  it.each(['acct-05', 'acct-07', 'algo-02', 'algo-04', 'buyer-11', 'civil-03', 'da-10', 'hr-08', 'java-10', 'ops-04', 'trans-06', 'buyer-07', 'civil-09', 'da-06', 'da-15', 'editor-09', 'fa-03', 'fa-12', 'fe-10', 'fe-14', 'hr-07', 'legal-03', 'mech-06', 'mkt-10', 'newmedia-11', 'nurse-01', 'ops-12', 'pm-09', 'qa-08', 'sales-07', 'teacher-10', 'trans-08', 'ui-02', 'ui-08'])('%s', (id) => {
    expect(entries.find(([q]) => q === id)![1].length).toBeGreaterThanOrEqual(6);
  });
});

describe('interview.misconception: the forty-second batch’s subjects, in other words than the batch’s', () => {
  it.each([
    ['mech-06', '平带传动依靠啮合传递动力。齿轮传动效率较低。蜗杆传动的传动比比较小。', 3],
    ['civil-07', '设计变更跟现场签证没区别。变更只能减少造价。', 2],
    ['hr-14', 'MBTI是微软在2000年推出的。MBTI测量的是智力。DISC测的是抑郁倾向。大五人格只适用于中国。测评结果完全准确，做了测评就不需要面试。', 5],
    ['algo-04', '之所以叫随机，是因为初始值是随机的。mini-batch就是更小的学习率。Adam根本收敛不到最优。', 3],
    ['da-06', 'HAVING和WHERE的功能完全一样。WHERE必须写在GROUP BY的后面。WHERE SUM(salary) > 10000就能筛出部门。', 3],
    ['ops-12', '上了云以后数据就绝对安全。云服务器买了以后配置固定，无法升级。按量计费肯定比包年包月便宜。', 3],
    ['java-06', '新创建的对象首先分配在老年代。JVM只有堆和栈两块。', 2],
    ['acct-01', '净利润为正的话现金肯定增加。三大报表只需要看利润表。资产加上负债等于所有者权益。', 3],
  ])('%s: the errors of a fluent wrong answer are named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['mech-06', '带传动靠摩擦力传动，过载会打滑；链传动靠啮合，平均传动比准确；齿轮传动效率高；蜗杆传动传动比大，常用于减速，效率较低。'],
    ['civil-07', '设计变更由设计单位出文件，现场签证确认合同外的工作量，两者不同；变更可能增加也可能减少工程量。'],
    ['hr-14', 'MBTI由迈尔斯和布里格斯母女编制，测性格偏好；DISC测行为风格；霍兰德测职业兴趣；大五人格是国际通用的模型；测评只作参考，要结合面试。'],
    ['algo-04', '批量梯度下降用全部样本，SGD每次随机抽一个样本，小批量每次用一小批样本；动量法累积历史梯度；Adam自适应调整每个参数的学习率。'],
    ['da-06', 'WHERE在分组前过滤行，写在GROUP BY前面，不能用聚合函数；HAVING在分组后过滤分组，写在GROUP BY后面，比如HAVING COUNT(*) > 5。'],
    ['ops-12', 'IaaS提供虚拟机和存储，PaaS提供运行平台，SaaS是直接用的软件；云上安全是责任共担；云服务器可以弹性扩容；长期稳定的业务包年包月更便宜。'],
    ['java-06', 'JVM内存分为堆、方法区、虚拟机栈、本地方法栈和程序计数器；新对象优先在Eden区分配，多次GC存活后晋升到老年代。'],
    ['acct-01', '利润为正现金不一定增加，三张表要结合起来看；资产等于负债加所有者权益。'],
  ])('%s: the right facts fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it.each([
    ['acct-09', '负债类科目月末也要转入本年利润。'],
    ['da-12', '同比增速=本期数据÷去年同期数据。'],
    ['fa-07', '所以权益乘数越高越好。'],
    ['fe-14', 'Vue的diff是跨层级对比的。'],
    ['java-10', '所有微服务必须一起部署。'],
    ['qa-06', '所谓白盒测试就是单元测试。'],
    ['trans-14', 'CATTI只考笔译，没有口译。'],
    ['ui-04', '配色用得越多越好看。'],
  ])('%s: a widened question names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it('caps a fluent wrong transmission answer at MANY_ERRORS_CAP, and leaves the right one well above it', () => {
    const q = bankQuestion('mech-06')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: '机械工程师', group: '工程制造' });
    const wrong = '常见的有带、链、齿轮和蜗杆传动。V带是靠啮合工作的，传动比很精确；齿轮传动效率很低，只有百分之六十左右；蜗杆传动效率很高，而且通常用来增速。';
    const right = '常见的有带、链、齿轮和蜗杆传动。带传动靠摩擦，能缓冲减振，过载打滑起保护作用，但传动比不准；链传动靠啮合，平均传动比准确，适合低速重载；齿轮传动效率高、传动比准确；蜗杆传动传动比大、能自锁，但效率低。我在金工实习拆过一台减速器，就是一级蜗杆减速。';
    expect(misconceptionsOf(wrong, 'mech-06').length).toBeGreaterThanOrEqual(MANY_ERRORS);
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(misconceptionsOf(right, 'mech-06')).toEqual([]);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });
});

describe('interview.misconception: every knowledge question holds seven common errors or more', () => {
  it.each(['acct-05', 'acct-07', 'acct-09', 'acct-14', 'algo-02', 'algo-04', 'algo-14', 'buyer-07', 'buyer-11', 'buyer-14', 'civil-03', 'civil-04', 'civil-07', 'civil-09', 'da-05', 'da-06', 'da-08', 'da-10', 'da-11', 'da-12', 'da-15', 'editor-01', 'editor-04', 'editor-09', 'fa-03', 'fa-05', 'fa-07', 'fa-09', 'fe-10', 'fe-14', 'hr-01', 'hr-07', 'hr-08', 'hr-09', 'hr-14', 'java-06', 'java-10', 'legal-03', 'legal-09', 'mech-06', 'mech-09', 'mech-11', 'mkt-09', 'mkt-10', 'newmedia-03', 'newmedia-11', 'newmedia-15', 'nurse-01', 'ops-04', 'ops-12', 'pm-01', 'pm-09', 'qa-03', 'qa-06', 'qa-08', 'qa-11', 'qa-12', 'sales-07', 'sales-11', 'teacher-10', 'trans-01', 'trans-06', 'trans-08', 'trans-14', 'ui-02', 'ui-04', 'ui-06', 'ui-08'])('%s', (id) => {
    expect(entries.find(([q]) => q === id)![1].length).toBeGreaterThanOrEqual(7);
  });
});

describe('interview.misconception: the forty-third batch’s subjects name each wrong claim (analysis v56)', () => {
  it.each([
    ['java-11', '自动配置启动时会扫描整个硬盘，把找到的类全部注册成Bean。@SpringBootApplication里面包含了@Controller。自动配置在编译期就完成了。'],
    ['acct-07', '收入确认就是收付实现制。收入准则用四步法。开票就意味着控制权转移。收入确认越早越好。'],
    ['nurse-12', '临终护理要不惜一切代价延长病人的生命。视力是最后消失的。止痛药尽量不用。'],
    ['trans-01', '信达雅里面最重要的是雅。奈达主张形式对等。逐字逐句对着翻才是忠实。'],
    ['sales-07', '漏斗的转化率是越低越好。销售漏斗只适用于B2C。漏斗每层的人数应该是一样的。'],
    ['fa-13', 'IRR就是利润除以投资。回收期越长越好。一律以回收期为准。'],
    ['newmedia-10', '公域流量都是免费的。私域的核心是拉新。私域流量的用户不会流失。'],
    ['da-10', '按性别分属于行为分群。分好群以后就不用再更新。K-means每个簇的数量都一样。'],
  ])('%s: a fluent wrong answer names three errors', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['java-11', '自动配置读取AutoConfiguration.imports里的候选类，@ConditionalOnClass是类存在才生效，@ConditionalOnMissingBean是容器里没有这个Bean才创建，配置文件可以覆盖默认值。'],
    ['nurse-12', '临终关怀以减轻痛苦为主，按三阶梯原则止痛，听觉最后消失，要鼓励家属在床边说话，也要给家属哀伤辅导。'],
    ['fa-13', 'NPV要把现金流折现后减去投资，大于零可行；IRR是使NPV为零的折现率，回收期越短越好，冲突时以NPV为准，要用现金流而不是利润。'],
    ['newmedia-10', '私域是企业微信、社群、公众号这些可以免费反复触达的用户，投DOU+买的是公域流量，私域用户也会流失，要长期运营。'],
  ])('%s: the right answer names nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it.each(['acct-07', 'da-10', 'fa-13', 'java-11', 'newmedia-10', 'nurse-12', 'sales-07', 'trans-01'])('%s holds eight common errors or more', (id) => {
    expect(entries.find(([q]) => q === id)![1].length).toBeGreaterThanOrEqual(8);
  });
});

describe('interview.misconception: the forty-sixth and forty-seventh batches’ wrong facts, in other words than theirs', () => {
  it.each([
    ['trans-12', '陪同口译那次我做的是交传，交传就是对方一边讲我一边同步跟着翻。后来又做同传，同传是等老板讲完一大段我再翻。'],
    ['legal-02', '我告诉同学，依据消保法网上买的东西三十天内都能无理由退货，退回的运费全部由卖家承担。'],
    ['hr-11', '员工关系管理说到底就是组织聚餐和发福利。员工犯了错，罚多少钱公司自己说了算。'],
    ['nurse-08', '健康宣教时我告诉阿姨，胰岛素可以放冷冻层冻起来。每次固定打在同一个部位就不疼了。'],
    ['mkt-11', '预算少就投CPC，CPC就是按曝光付费的。CTR就是转化率。'],
    ['pm-10', '排优先级可以用卡诺模型，它只有三种类型。基本型需求优先级最低，可以最后做。'],
    ['buyer-06', '和供应商微信里谈好的条件在法律上不算数。签完的合同一经签订就不可以修改。'],
    ['fa-04', '企业的现金流就等于它的净利润。固定资产的折旧每年都要花出去现金。'],
    ['teacher-10', '核心素养说白了就是学生的考试分数。核心素养主要是面向高中学段的。'],
    ['qa-07', 'GET请求的参数是隐藏的，所以比POST更安全。Postman一般是用来做性能测试的。'],
    ['ops-09', '我们服务器做了RAID 1，相当于已经有备份了。另外只保留最近的一份备份就行。'],
    ['algo-02', '过拟合就是模型太简单，学不会规律。缓解的话可以把Dropout层去掉。'],
  ])('%s: a fluent wrong answer names two errors or more', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['trans-12', '交传是等对方讲完一段我再根据笔记翻，同传才是边听边译，要在同传箱里两三个人轮换。'],
    ['legal-02', '依据消保法，网购商品七日内可以无理由退货，但定做的商品不适用，运费一般由消费者承担。'],
    ['hr-11', '员工关系管理不只是组织聚餐和发福利，还包括劳动合同、规章制度和申诉渠道。'],
    ['nurse-08', '胰岛素不能冷冻，没开封的放冰箱冷藏，注射部位要轮换，打完餐时胰岛素要按时吃饭。'],
    ['mkt-11', 'CPC是按点击付费，CPM是按千次曝光付费，CTR是点击率。'],
    ['pm-10', 'KANO模型是狩野纪昭1984年提出的，把需求分为五类，基本型需求必须优先满足。'],
    ['buyer-06', '口头约定也能成立合同，只是不好举证；合同签了以后双方协商一致可以变更。'],
    ['fa-04', '现金流不等于净利润，折旧不付现金，算经营现金流时要加回。'],
    ['teacher-10', '核心素养不是考试分数，而是必备品格和关键能力，小学到高中都要培养。'],
    ['qa-07', 'GET的参数在URL里，密码要用POST放在请求体，Postman主要做接口功能测试。'],
    ['ops-09', 'RAID不是备份，误删会同步到镜像盘，备份要保留多个历史版本。'],
    ['algo-02', '过拟合是模型太复杂，训练集好测试集差，可以加Dropout、加正则化或者增加数据。'],
  ])('%s: the right facts, and the wrong ones negated, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the forty-eighth and forty-ninth batches’ wrong facts, in other words than theirs', () => {
  it.each([
    ['legal-05', '我是专科毕业生也可以报名法考。听说法考只考一场，全是选择题。证书五年以后要重新考。'],
    ['da-11', '处理缺失值最好的办法就是全部删除。数值只要高于平均数就算异常。清洗一般放在分析的最后一步。'],
    ['hr-01', '人力资源管理包括四大模块。薪酬管理是财务部负责的事。绩效考核就是考勤打卡。'],
    ['pm-06', '我写的PRD主要是写给领导看的。异常流程让开发自己决定。评审通过以后就不能再修改了。'],
    ['mkt-08', '营销说到底就是卖货。我们小公司没必要做品牌，消费者只看价格。'],
    ['fe-13', '密码先用base64加密再传给后端。把token放在localStorage里，localStorage是加密的。token不用设置过期时间。'],
    ['java-13', '引入MQ以后可以保证强一致。Kafka属于Redis的一个功能。删得越快越不会丢。'],
    ['mech-13', '画图时可见轮廓线用细实线。标题栏位于图纸右上角。尺寸标注得越多越好。'],
    ['buyer-12', 'AQL指的是允许的次品数量。抽检时我会选外观最好的几件来检。不良批次全部要销毁。'],
    ['ui-13', 'MJ是谷歌推出的绘图工具。AI画出来的图片是矢量图。人工智能生成的作品都不受版权保护。'],
    ['ops-04', '负载跟核数没关系。kill -9是最安全的结束进程方式。缓存占的内存是回收不了的。'],
    ['teacher-12', '继续教育是可选的。职称评审主要看教龄。教研活动没什么用。'],
    ['newmedia-11', '阅读数等于粉丝数。打开率就是转发数除以阅读数。算法只看点赞推荐。'],
    ['fa-10', '业财融合是指把两个部门合成一个部门。财务不再做预算。报表可以根据业务需要调整利润。'],
  ])('%s: a fluent wrong answer names two errors or more', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['legal-05', '法考要求本科以上学历，大专不能报名；先考客观题，通过后再考主观题，资格证书长期有效；过了法考还要在律所实习一年才能执业。'],
    ['da-11', '缺失值不能一律删除，要看缺失比例；偏离均值三个标准差以外的才算异常值；清洗要在分析之前做。'],
    ['hr-01', '人力资源管理一般分为六大模块，薪酬福利和员工关系都是其中的模块，人力资源规划也由HR牵头。'],
    ['pm-06', 'PRD全称是Product Requirements Document，主要给开发和测试看，要写清异常流程，附上原型图，评审后需求变了要走变更流程并更新版本号。'],
    ['mkt-08', '品牌不只是logo，营销也不等于销售，品牌和营销是相互促进的。'],
    ['fe-13', '登录校验要在后端做，Base64只是编码，不是加密；localStorage是明文的，HttpOnly的cookie前端读不到，token要设置过期时间。'],
    ['java-13', '消息队列把同步调用变成异步，只能保证最终一致；Kafka是独立的消息系统，只保证分区内有序；消费成功后再手动ack。'],
    ['mech-13', '可见轮廓线用粗实线，不可见的用细虚线，中心线用细点画线；标题栏在右下角，尺寸不要重复标注。'],
    ['buyer-12', 'AQL是接收质量限，按不合格率算；抽样要随机，不合格批可以退货或让步接收，还要让供应商出8D报告。'],
    ['ui-13', 'Midjourney并不是Adobe的产品，Adobe自己的是Firefly；Stable Diffusion可以部署在本地；AI出的是位图；AI图的版权要看具体情况。'],
    ['ops-04', '负载要结合CPU核数看；kill -9是强制终止；buff/cache可以回收，要看available；du和df看到的不一样。'],
    ['teacher-12', '教师资格证不是终身有效，每5年要注册；继续教育每五年要修满360学时；评职称除了年限还看业绩；新老师要多参加教研。'],
    ['newmedia-11', '阅读量不等于粉丝数，打开率是阅读人数除以送达人数，在看和收藏是两个指标，平台推荐会综合完播和互动。'],
    ['fa-10', '业财融合不是合并部门，是让财务参与业务决策，财务还要牵头做预算，报表必须如实反映，不能多报利润。'],
  ])('%s: the right facts, and the wrong ones negated, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fiftieth and fifty-first batches’ wrong facts, in other words than theirs', () => {
  it.each([
    ['legal-12', '对方盖了公章就一定有效，真假不用核实。合同诈骗属于民事纠纷，报警没用。'],
    ['acct-09', '折旧只在年末计提。收入和费用月底直接转到利润分配。制造费用都记入管理费用。'],
    ['pm-05', '留存率是新注册用户占总用户的比例。留存低代表产品成功了。'],
    ['mkt-04', '替代品不算竞品。竞争对手的数据只能从年报里获取。'],
    ['hr-06', '岗位需要的话写男性优先是法律允许的。学信网只能查985的学历。'],
    ['java-10', '微服务都得用不同语言写。各个服务一般共用一个数据库。'],
    ['da-14', '柱形图从最小值开始画差异更明显。PowerBI是谷歌的软件。'],
    ['fe-11', 'Webpack是CSS预处理器。ESLint就是包管理器。'],
    ['algo-11', 'AUC越接近0.5说明模型越好。把测试集加到训练集里再训一遍。'],
    ['qa-08', 'TPS和并发用户数是一样的。错误率不属于性能指标。'],
    ['buyer-03', '先付钱再签合同。请购可以省掉。'],
    ['editor-08', '采访没看到的场面可以凭经验补充。引号里不必是原话。'],
    ['ops-01', 'ping得通说明服务一定正常。502是浏览器缓存导致的。'],
    ['newmedia-13', '官方通报之前可以先写一篇猜测。用别人的视频不需要授权。'],
    ['mech-05', '操作铣床要戴手套。220V是安全电压。'],
    ['ui-10', '同一套图标风格最好各不相同。导出用JPG就行。'],
  ])('%s: a fluent wrong answer names two errors or more', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['legal-12', '签约前要核验公章是不是备案的，私刻的公章不能代表公司；国家企业信用信息公示系统是免费的；合同诈骗数额较大的构成犯罪，不只是民事纠纷。'],
    ['acct-09', '月末要计提当月折旧，损益类科目先转本年利润，制造费用分配转入生产成本，现金要日清月结，结账后发现错误用红字更正法。'],
    ['pm-05', '次日留存是当天新增用户里第二天还活跃的比例，留存越高越好；推送不能太频繁，注销入口也要好找。'],
    ['mkt-04', '波特五力和4P没关系；替代品也算竞品；竞品数据还可以看电商评价和行业报告，要持续跟踪。'],
    ['hr-06', '招聘信息不能写限男性或已婚已育优先，也不能因为乙肝携带拒绝录用；学历可以上学信网核验。'],
    ['java-10', '微服务可以用不同语言但不是必须；每个服务有自己的库；服务间可以用HTTP或RPC；缺点是运维复杂；小项目先用单体。'],
    ['da-14', '柱状图纵轴要从0开始；Power BI是微软的，能连数据库；透视表能计数；看板指标不是越多越好。'],
    ['fe-11', 'Webpack是打包工具，Babel是编译器，ESLint是代码检查工具，Tree Shaking会删掉没用到的代码。'],
    ['algo-11', '离线指标好不代表线上一定好；AUC越接近1越好；上线后会有数据漂移，要监控；测试集不能拿来训练；灰度是逐步放量。'],
    ['qa-08', '响应时间要看TP99；TPS和并发用户数不同；CPU不是越高越好；错误率也是性能指标；要在独立环境测。'],
    ['buyer-03', '先请购审批，再选供应商、签合同下单，验收合格后三单匹配再付款；选供应商不能只看价格。'],
    ['editor-08', '新闻的细节不能想象，不能把几个受访者拼成一个人，引号里必须是原话，出错要公开更正。'],
    ['ops-01', 'ping通只说明网络可达，端口要用telnet看；502说明后端服务异常；日志在/var/log；还要看防火墙规则。'],
    ['newmedia-13', '灾难热点不能借势；官方通报出来之前不要乱推测；网上的图片也有版权，用之前要授权。'],
    ['mech-05', '开车床严禁戴手套，工件转着不能量，车削也要戴护目镜，220V不是安全电压，急停只在紧急时用。'],
    ['ui-10', '同一套图标风格要统一，小尺寸要做像素对齐，热区至少44pt，状态不能只靠颜色，导出用SVG或PNG。'],
  ])('%s: the right facts, and the wrong ones negated, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fifty-second and fifty-third batches', () => {
  it.each([
    ['hr-02', '三方协议相当于劳动合同。三方协议要劳动局盖章才算数。'],
    ['fe-02', '所有图片都转成base64最省事。开了gzip以后JS运行更快。'],
    ['java-14', '排查线程问题先用jmap看线程。-Xss控制的是堆大小。'],
    ['mkt-01', '自媒体上的软文不适用广告法。达人种草不需要标注合作。'],
    ['da-01', '月活就是日活×30。节假日对日活没有影响。'],
    ['pm-14', 'HTTPS的S指speed。接口就是数据库的一张表。'],
    ['civil-10', '业主现场直接让改，不需要走设计变更。隐蔽工程我们自己验收就可以。'],
    ['algo-05', 'arXiv的论文都通过了同行评审。ICLR的审稿不公开。'],
    ['fa-03', '超支了就借用下年的预算。有利差异一定是好事，不需要分析原因。'],
    ['newmedia-05', '差评统统删掉。请水军控评是正常的营销。'],
    ['teacher-14', '当班主任要有中级职称。家访已经过时了。'],
    ['ops-07', 'Zabbix只能监控Windows。CPU阈值设成100%就行。'],
    ['ui-07', 'UI设计要用CMYK。#FFFFFF是黑色。'],
    ['qa-11', '苹果手机装测试包就发APK。中断测试只有Web要做。'],
    ['mech-14', '应力超过屈服强度也能直接用线性结果。一阶四面体是精度最高的单元。'],
    ['trans-14', 'CATTI证书拿到就终身有效。口译和笔译是一张证书。'],
  ])('%s: a fluent wrong answer names two errors or more', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['hr-02', '三方协议是学生、用人单位和学校签的就业协议，不是劳动合同，入职后还要签劳动合同；违约金要双方协商，不能随便写。'],
    ['fe-02', '小图标才转base64；JS放body底部或加defer；gzip只减小传输体积；CDN不会替你压缩代码；HTTP/2下合并请求没那么重要。'],
    ['java-14', 'jstack看线程栈，jmap看堆内存，jstat看GC；top的线程号要转成十六进制；-Xss是线程栈大小，-Xmx才是堆；kill -3不会让进程退出。'],
    ['mkt-01', '抖音和小红书上的推广同样受广告法约束，不能用“最”“第一”这类词，饮料也不能宣传降血糖，达人推广要标明广告。'],
    ['da-01', 'MAU是月内去重的活跃用户，不等于DAU乘30；要按渠道、版本、地区拆，不能只看总数；要和上周同一天比，排除周末的影响。'],
    ['pm-14', 'HTTPS的S是Secure；前端负责页面，后端负责接口和数据库；API是系统之间调用的约定；安卓和iOS的代码不一样。'],
    ['civil-10', '业主要改必须走设计变更；主体结构不能分包，分包单位也不能再分包；隐蔽工程要请监理验收签字才能覆盖。'],
    ['algo-05', 'arXiv是预印本，没有经过同行评审；ICLR的审稿意见在OpenReview上公开；star多只说明热度高。'],
    ['fa-03', '超支要分析原因，按程序申请调整，不能挪用下一年的预算；有利差异也要分析原因。'],
    ['newmedia-05', '负面评论不能全部删掉，要先回应；买水军刷评是违规的；如实的差评不构成侵犯名誉权；道歉要写清楚问题和整改措施。'],
    ['teacher-14', '新老师也可以当班主任；手机暂时代为保管，放学交还家长；不能长时间罚站，也不能罚抄；成绩不在群里公布排名。'],
    ['ops-07', 'Prometheus是CNCF的时序数据库；黄金指标是延迟、流量、错误和饱和度；CPU阈值一般设80%左右。'],
    ['ui-07', '界面用RGB，印刷用CMYK；60%主色，30%辅助色，10%强调色；红绿色盲最常见；#000000是黑色，#FFFFFF是白色。'],
    ['qa-11', 'iOS测试包用TestFlight分发；App要做来电、短信的中断测试。'],
    ['mech-14', '超过屈服要做非线性分析；铸铁是脆性材料，用最大主应力判断；一阶四面体精度低，要用二阶单元。'],
    ['trans-14', 'CATTI证书每三年要登记一次；口译和笔译分别发证。'],
  ])('%s: the right facts, and the wrong ones negated, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fifty-fourth and fifty-fifth batches', () => {
  it.each([
    ['buyer-10', '谁报价最低就看那家，最低的报价就等于合理价。PPI就是采购价格指数。'],
    ['da-09', '只看上线后前两天的数据就行。渗透率等于功能的使用次数除以日活，所以会超过100%。'],
    ['newmedia-07', '用户看够3秒就算完播了。开头先加一段品牌片头，平台会多给流量。'],
    ['legal-04', '合规管理就是事后应对，出了事再整改。首席合规官只能从外部聘请律师担任。'],
    ['ops-05', '单台服务器配置拉满就不会宕机。备份就是高可用，是一回事。'],
    ['acct-13', '老板要求怎么记账就怎么记。会计的证书考到以后永久有效。'],
    ['qa-14', '边界值就测最小和最大两个值。需求覆盖和代码覆盖是一样的。'],
    ['civil-03', '四口就是工地的四个大门。农民工干几天就走，不用做三级教育。'],
    ['hr-04', 'KPI设得越多越科学。平衡计分卡只看财务指标。'],
    ['teacher-03', '教学重点和难点是一回事。小学每节课45分钟。'],
    ['sales-06', '显性需求就是客户说不出来的需求。我们说得越多，客户就越信任我们。'],
    ['fe-05', 'ESLint和Prettier是一个工具。husky就是用来自动部署的。'],
    ['pm-07', '焦点小组是一对一访谈。问卷有30份就能代表全部用户。'],
    ['trans-07', '功能对等是傅雷提出的。商务翻译一律用归化。'],
    ['fa-08', '沉没成本也要考虑进去。房租属于变动成本。'],
    ['ui-02', '二倍图、三倍图是给印刷用的。Sketch是跨平台的软件。'],
  ])('%s: a fluent wrong answer, worded as another student would, names two errors or more', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['buyer-10', '不能只看最低报价，要在同规格、同口径下比，含税和不含税要折算；铜价看期货和现货行情；三家报价要相互独立；还价要按成本构成测算。'],
    ['da-09', '评估窗口至少两周，避开新奇效应；渗透率按去重用户算；要排除节假日和活动的影响，最好有对照组；也要看卸载率和客诉；核心指标上线前定好。'],
    ['newmedia-07', '完播率是看完整条视频的占比；开头不要放片头，直接给结果；节奏要快；商业推广用歌要授权；平台会看前三秒的跳出率。'],
    ['legal-04', '合规的规包括法律法规、行业准则和内部规章制度；合规要事前识别风险；业务部门是第一道防线；首席合规官可以由总法律顾问兼任；ISO 37301是自愿性认证。'],
    ['ops-05', '高可用要消除单点，多副本部署；负载均衡会做健康检查摘除故障节点；主从要配MHA自动切换；备份不等于高可用；灰度发布能降低风险。'],
    ['acct-13', '领导让做假账要拒绝；依法接受检查要如实提供账簿；收入按权责发生制确认；会计有回避制度；每年都要参加继续教育。'],
    ['qa-14', '语句覆盖最弱，分支覆盖包含语句覆盖；等价类每类取代表值；边界值要测边界和两侧；需求覆盖和代码覆盖不是一回事；用例要评审。'],
    ['civil-03', '2米及以上是高处作业；所有进场人员都要戴安全帽；四口是楼梯口、电梯井口、预留洞口、通道口；脚手架验收合格才能用；临时工也要三级教育。'],
    ['hr-04', 'KPI抓三到五个关键指标；OKR起源于英特尔；OKR一般不和奖金直接挂钩；强制分布是企业可以选用的方法；考核后要面谈反馈；平衡计分卡有四个维度。'],
    ['teacher-03', '三维目标是知识与技能、过程与方法、情感态度与价值观；教学目标从学生的角度写；重点和难点不同；小学一节课40分钟；五环节是凯洛夫提出的；每节课都要备课。'],
    ['sales-06', 'SPIN是尼尔·雷克汉姆提出的；预算只是约束；开放式问题让客户自由说；BANT是预算、决策权、需求和时间；显性需求是客户说出来的；客户说八成，销售说两成。'],
    ['fe-05', 'ESLint检查规范，类型检查靠TypeScript；Prettier管格式；单元测试用Jest在Node里跑；Code Review在合并之前做；注释写为什么；husky在提交前跑检查。'],
    ['pm-07', '先访谈找问题，再发问卷验证；样本量按置信度和误差算；访谈不问引导性问题；焦点小组是六到八人座谈；NPS是推荐者比例减贬损者比例；流失用户也要访谈。'],
    ['trans-07', '功能对等是奈达提出的；韦努蒂提倡异化；杨宪益的译本偏异化，霍克斯的偏归化；策略要看文本和读者灵活选择；颜色词在不同文化里含义不同。'],
    ['fa-08', '房租是固定成本，原材料是变动成本；边际贡献越高越能弥补固定成本；沉没成本不应该影响决策；作业成本法按成本动因分配间接费用；结论要和生产部门沟通。'],
    ['ui-02', 'PS主要处理位图，Illustrator是矢量软件；Sketch只能在Mac上用；Figma在浏览器里就能多人协作；切图要导出@2x和@3x给高分屏用。'],
  ])('%s: the right facts, and the wrong ones negated, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fifty-sixth and fifty-seventh batches', () => {
  it.each([
    ['civil-14', '郊区的工地不用设围挡。夜间施工只要业主同意就行，不用办许可。'],
    ['acct-02', '借贷两边平了就证明账没有错。原始凭证写错了，会计直接在上面改就行。'],
    ['editor-04', 'PGC就是网友上传的内容。订阅号一天能群发三次。'],
    ['da-08', '漏斗至少要有十个环节。算漏斗不用设时间窗口。'],
    ['fe-12', 'TS是Facebook开发的。unknown和any没有区别。'],
    ['legal-11', '入职三个月内签合同就行。公司可以扣员工的身份证保管。'],
    ['buyer-01', 'QCDS里的Q是数量。合格供应商进了名录就永久有效。'],
    ['mkt-09', 'SEM是免费的。小红书用户主要是中老年男性。'],
    ['pm-12', '马斯洛需求层次分为三层。积分没有成本，发得越多越好。'],
    ['hr-08', '三级安全教育就是公司、部门和个人自学三级。柯氏评估是德鲁克提出的。'],
    ['trans-11', '回译就是把原文再翻一遍。视译就是看视频配字幕。'],
    ['mech-04', '8D指8个部门一起签字处理问题。Cpk越小越好。'],
    ['newmedia-12', 'GMV就是利润。巨量千川是快手的投放工具。'],
    ['nurse-01', '护士节是5月20日。红十字会是南丁格尔创立的。'],
    ['qa-04', '冒烟测试就是让系统连续跑72小时。单元测试由测试人员来做。'],
    ['teacher-08', '最近发展区是皮亚杰提出的。罗森塔尔效应说明老师要严厉，多批评。'],
  ])('%s: a fluent wrong answer, worded as another student would, names two errors or more', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['civil-14', '工地四周设封闭围挡，主要路段2.5米、一般路段1.8米，郊区也要设；土方覆盖，定时洒水；夜间施工要办许可并公告；五牌一图的一图是总平面图；建筑垃圾和生活垃圾分开清运；车辆出场冲洗轮胎。'],
    ['acct-02', '试算平衡了也不代表没有错，科目记错它发现不了；凭证没错、账簿写错用划线更正法，科目错了用红字更正法，少记用补充登记法；原始凭证有错退回出具单位重开；会计凭证保管30年。'],
    ['editor-04', 'UGC是用户生成内容，PGC是专业生产内容；中央厨房是一次采集、多种生成、多元传播；算法推荐是机器按兴趣推送，编辑要把关；订阅号每天群发一次；把关人是筛选信息的人，新媒体时代依然重要。'],
    ['da-08', '漏斗按关键路径分四五步；每一步的转化率是这一步人数除以上一步人数；要设定时间窗口；后一步比前一步人多说明数据有问题；流失最多的环节要先分析原因再优化。'],
    ['fe-12', 'TypeScript是微软开发的，是JavaScript的超集；类型检查在编译阶段，浏览器不能直接运行TS，要先编译；unknown比any安全；interface和type都能描述对象；运行速度和JS一样。'],
    ['legal-11', '入职一个月内要签书面劳动合同；竞业限制只适用于高管、高级技术人员和负有保密义务的人，最长两年，要按月给补偿；保密协议和竞业限制不是一回事；不定时工作制要审批；不得收押金、扣身份证；电子劳动合同也有效。'],
    ['buyer-01', 'QCDS是质量、成本、交付和服务；不能只看价格；关键物料找两三家，按绩效分份额；合格供应商每年复评；准入要实地考察；ISO9001是质量管理体系认证。'],
    ['mkt-09', 'SEM是付费的竞价排名，SEO是免费优化自然排名；信息流广告出现在朋友圈和抖音里；国内邮件营销打开率很低；小红书用户以年轻女性为主，B站以年轻人为主；先小规模测试再加预算。'],
    ['pm-12', '马斯洛需求层次分五层；八角行为分析法是周郁凯提出的；激励以正向为主；上瘾模型是触发、行动、多变的酬赏、投入；积分有成本，要控制发放、设有效期；等级越往后越难升。'],
    ['hr-08', '入职培训在入职第一周进行；三级安全教育是公司级、车间级和班组级；培训期间也要发工资；柯氏四级评估是反应、学习、行为、结果；出勤率高不代表培训有效；721法则是70%来自工作实践、10%来自正式培训。'],
    ['trans-11', '平行文本是目标语原创的同类文本；回译是把译文翻回原语对照；影子跟读是边听边跟着说；视译是看着稿子口头翻译；词汇量之外，中文表达和背景知识同样重要；不能逐字硬译。'],
    ['mech-04', '8D是八个步骤，最早是福特用的；鱼骨图是石川馨提出的，从人机料法环测分析；5Why不一定问五次，问到根本原因为止；Cpk越大越好，一般要求大于1.33；用帕累托图找出关键的少数优先解决。'],
    ['newmedia-12', '提前三天发预告视频预热；一场直播一般两三个小时；GMV是成交总额，不等于利润；UV价值等于GMV除以访客数；抖音用巨量千川，快手用磁力金牛；抽奖规则要提前公布；复盘要看转化和停留时长。'],
    ['nurse-01', '慎独是无人监督时也严格按规程操作；护士执业注册五年要延续；护士节是5月12日；红十字会是亨利·杜南创立的；南丁格尔誓言是后人为纪念她写的；护士不能自己开医嘱。'],
    ['qa-04', 'V模型是瀑布模型的变体，左边是开发阶段，右边是测试；验收测试最后由用户来做；冒烟测试先验证主流程；单元测试由开发写代码测；每次修改都要回归；缺陷修复后要测试验证才能关闭。'],
    ['teacher-08', '最近发展区是维果茨基提出的，指学生在帮助下能达到的水平；德西效应说明奖励过多会削弱内在动机；罗森塔尔效应说明老师的期待能促进学生进步；内部动机来自学生自己的兴趣。'],
  ])('%s: the right facts, and the wrong ones negated, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fifty-eighth and fifty-ninth batches', () => {
  it.each([
    ['hr-13', '三支柱里的SSC是管公司战略的。HRBP就是HR的预算伙伴。'],
    ['mkt-05', 'ROI跟ROAS没什么区别。UTM是抖音后台自带的功能。'],
    ['qa-03', '金字塔的底座是UI自动化。Selenium只支持谷歌浏览器。'],
    ['teacher-11', '起外号、孤立同学都不算欺凌。不满16周岁的学生不承担任何法律责任。'],
    ['editor-11', 'off the record的意思是能写，只是不录音。华尔街日报体就是倒金字塔。'],
    ['pm-04', '一个冲刺一般是两个月。一个故事点等于一个小时。'],
    ['civil-01', '三检指的是事前、事中和事后检查。混凝土标准试件边长100毫米。'],
    ['buyer-04', 'EOQ等于年需求乘以单价再除以订货成本。法律规定招标必须选报价最低的那家。'],
    ['da-04', 'SCQA就是Summary、Conclusion、Question和Answer。看月度走势用饼图最清楚。'],
    ['teacher-09', '加德纳认为人只有三种智能。木桶理论说的是成绩取决于最好的那科。'],
    ['editor-07', '修改权归出版社所有。署名权只保护五十年。'],
    ['newmedia-09', '教师节是九月一号。七夕是阳历八月七号。'],
    ['nurse-05', '褪黑素是白天晒太阳时分泌最多。咖啡因的半衰期只有半个小时。'],
    ['pm-11', '拍一拍是2016年推出的。群聊里用不了拍一拍。'],
    ['qa-05', '严重程度和优先级没有区别。被驳回的缺陷要马上删除。'],
    ['fe-15', 'DocumentFragment会让浏览器只渲染可视区域的节点。虚拟列表要求每一项高度必须相同。'],
  ])('%s: a fluent wrong answer, worded as another student would, names two errors or more', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['hr-13', 'HR是公司和员工之间的桥梁。三支柱是COE专家中心、HRBP业务伙伴和SSC共享服务中心；尤里奇提出HR的四种角色：战略伙伴、行政专家、员工支持者和变革推动者。法定代表人一般是董事长或总经理，不是HR。'],
    ['mkt-05', '活动前定目标，跟踪曝光、点击和转化。ROAS是广告收入除以广告花费，ROI是利润除以投入，两者不是一回事。UTM是加在链接上的参数。末次点击归因把功劳给最后一个触点。增量要和对照组比，剔除节假日影响。'],
    ['qa-03', '我用Pytest做接口自动化，用Selenium做UI自动化。按测试金字塔，单元测试最多，UI测试最少。Selenium支持多种浏览器和语言。探索性测试要靠人工。不稳定的用例用显式等待，不用Thread.sleep。'],
    ['teacher-11', '先制止冲突，分开了解情况。起侮辱性外号、孤立、网上发丑照都可能构成欺凌，一次也可能构成。已满十四不满十六周岁的人犯严重罪行也要负刑事责任。涉及欺凌要通知双方家长并报告学校，学校可以给予纪律处分。'],
    ['editor-11', '采访前准备提纲，采访中多追问。off the record的话不能发表。直接引语必须是原话。录音前征得对方同意。倒金字塔把最重要的放在前面，人物稿常用华尔街日报体。受访者没有审定权，但要和他核实事实。'],
    ['pm-04', '需求评审前准备原型和文档，讲清楚背景。我们按Scrum两周一个Sprint，站会15分钟。用户故事写成“作为用户，我想要…以便…”。故事点是相对估算，不等于工时。产品经理一般是Product Owner，Scrum Master不拍板。'],
    ['civil-01', '熟悉图纸，做好书面技术交底。三检制是自检、互检和交接检。材料有合格证也要见证取样复验。标准试块边长150毫米，标准养护28天。隐蔽工程验收合格后才能浇筑。'],
    ['buyer-04', '集中采购、招标比价、谈判议价。EOQ是根号下2乘年需求乘订货成本除以储存成本，订得越多不一定越省。工程项目达到规模标准才必须招标，也不一定最低价中标。TCO包括价格、运输、维修、能耗和报废。'],
    ['da-04', '结论先行，先说结论和建议。SCQA是情境、冲突、疑问、回答。MECE是相互独立、完全穷尽。看趋势用折线图，柱状图纵轴从0开始。p值小于0.05不代表结论有95%的概率正确；相关系数0.8也不说明80%的销量是广告带来的。'],
    ['teacher-09', '我会平等对待每个学生，了解原因，个别辅导。加德纳是美国心理学家，提出八种智能。木桶理论说的是短板决定盛水量。分层教学是班内动态分组，不分快慢班。'],
    ['editor-07', '改稿先从结构入手，再改语言。著作权属于作者，修改权也是作者的，内容修改要经作者同意。编辑改得再多也不能署名。署名权、修改权保护期不受限制。'],
    ['newmedia-09', '先定栏目，再排节日和热点：记者节11月8日，教师节9月10日，七夕是农历七月初七，母亲节是5月第二个星期日，父亲节是6月第三个星期日，618是京东的店庆。发布时间看自己账号后台的数据。'],
    ['nurse-05', '夜班是护理工作的特点，我能接受。褪黑素在黑暗中分泌，下夜班回家戴墨镜、拉遮光帘补觉。咖啡因半衰期大约五个小时，夜班后半段少喝咖啡。生物钟要好几天才能倒过来。'],
    ['pm-11', '拍一拍是微信2020年上线的，双击对方头像触发，私聊和群聊都能用，可以撤回，后缀是自己设置的，它不是已读回执，而是降低互动门槛。'],
    ['qa-05', '先对照需求文档确认自己的理解，准备复现步骤、截图和日志。严重程度和优先级不是一回事，Logo错字严重程度低但优先级高。拒绝的缺陷写明原因保留，不能删除。有分歧请产品经理判断。'],
    ['fe-15', '用虚拟列表只渲染可视区域，不定高的先预估高度再修正。DocumentFragment只是减少回流，节点仍全部渲染。requestAnimationFrame在每帧重绘前执行，一帧约16.7毫秒。用事件委托在父元素上监听。'],
  ])('%s: the right facts, and the wrong ones negated, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the sixtieth and sixty-first batches', () => {
  it.each([
    ['buyer-05', '供应商说原材料价格上调属于不可抗力，可以不承担责任。定金最高能约定到货款的四成，对方违约得三倍退还定金。'],
    ['editor-14', '连续报道就是从不同角度围绕一个主题写几篇。判断新闻价值主要看字数和转发量。'],
    ['legal-13', '合同上只有签名没有盖章就不成立。电子合同在法律上没有效力。表见代理的责任应当由业务员个人承担。'],
    ['newmedia-01', '个人主体也可以申请服务号。公众号认证是一次性的，交完费永久有效。'],
    ['pm-01', '小程序需要先在应用市场安装才能使用。个人没法注册小程序，只有公司可以。'],
    ['sales-11', '原一平是美国的汽车销售冠军。乔·吉拉德是日本卖保险的。首因效应强调的是最后留下的印象。'],
    ['teacher-07', '按照教师法，学生当堂提的问题老师必须马上回答。苏格拉底的产婆术，就是把答案全部直接讲给学生。'],
    ['trans-05', 'AIIC是中国译协下属的组织，总部设在北京。口译笔记最好一字不差地记全，尽量别用符号。'],
    ['ui-11', 'Android默认的中文字体是苹方。font-weight设成700字会变细。'],
    ['editor-01', '现在的书号还是十位数。期刊不需要ISSN，用ISBN就够了。'],
    ['legal-03', '律所一般登记为有限公司。律师的收费标准全部由国家统一规定。'],
    ['nurse-03', '给躁动病人上约束带是护理操作，护士自己决定就行，不需要医生的医嘱。清醒的成年患者不能拒绝治疗，听家属的。'],
    ['sales-04', 'BANT里的T代表Target。陌生拜访成交率大概五成以上，去之前什么都不用准备。'],
    ['trans-04', '机器翻译是上个世纪九十年代才有的。BLEU越小说明翻得越好。'],
    ['pm-15', 'MoSCoW的名字取自莫斯科这座城市。RICE里E指Efficiency。'],
    ['qa-09', '偶发的问题就不用报了。截图和日志别附在缺陷单里。'],
  ])('%s: a fluent wrong answer, worded as another student would, names two errors or more', (id, answer) => {
    expect(misconceptionsOf(answer, id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['buyer-05', '原材料涨价是商业风险，不属于不可抗力。定金不超过合同标的额的20%，收定金的一方违约要双倍返还，定金和违约金只能选一个。供应商晚交货，先书面催告，合理期限内还不交才解除合同。'],
    ['editor-14', '连续报道跟踪一个事件的发展，系列报道围绕一个主题从不同角度写。新闻价值看时新性、重要性、显著性、接近性和趣味性。组合报道是同一家媒体把消息、评论和图片组合刊发。中国新闻奖由中国记协主办，每年一次。'],
    ['legal-13', '签名或者盖章都能让合同成立。合同专用章可以对外签约。构成表见代理的，公司要承担责任。可靠的电子签名和手写签名效力相同。法定代表人不一定是股东。'],
    ['newmedia-01', '个人只能注册订阅号。订阅号的推送折叠在订阅号消息里，服务号直接显示在聊天列表。微信认证每年年审，审核费300元。标题最多64个字。'],
    ['pm-01', '微信小程序2017年上线，不用下载安装，用完即走。前端用WXML、WXSS和JavaScript开发。个人也能注册小程序。给用户发订阅消息要用户同意。'],
    ['sales-11', '乔·吉拉德是美国的汽车推销员，提出了250定律：每个顾客背后有大约250个人。原一平是日本的保险推销员。首因效应是第一印象，AIDA是注意、兴趣、欲望、行动。登门槛效应是先提小要求再提大要求。'],
    ['teacher-07', '答不上来就如实告诉学生，课后查清再讲。产婆术是苏格拉底的方法，用提问引导学生自己找到答案。“知之为知之，不知为不知”出自《论语》。'],
    ['trans-05', '吉尔是法国学者，精力分配模型包括听辨、记忆、产出和协调。笔记记意不记字，多用符号。没听清可以请讲者重复，事后跟客户说明。AIIC是国际会议口译员协会，总部在日内瓦。'],
    ['ui-11', 'iOS默认中文字体是苹方，Windows是微软雅黑。font-weight 400是常规，700是粗体。思源黑体开源免费商用，苹方不能打包进App。行高一般是字号的1.5倍左右。'],
    ['editor-01', '2007年以后ISBN是13位，以978开头。书号由主管部门核发给出版社。期刊用ISSN和CN号。CIP数据由CIP中心核准。'],
    ['legal-03', '律所是合伙所或个人所。律师收费主要由律所和委托人协商。律所律师可以担任企业的常年法律顾问。企业法务可以申请公司律师证。'],
    ['nurse-03', '约束要有医嘱并告知家属，松紧能伸进一两指，每两小时松解一次。清醒的成年患者有权拒绝治疗，要报告医生并记录。被打可以直接报警。'],
    ['sales-04', 'MAN是购买力、决策权和需求，BANT是预算、决策权、需求和时间。陌生拜访成功率低，拜访前要了解客户情况。250定律是乔·吉拉德提出的。'],
    ['trans-04', '机器翻译上世纪五十年代就开始了，现在主流是神经网络机器翻译。BLEU越高越接近参考译文。译后编辑是人改机器的译文。'],
    ['pm-15', 'MoSCoW是Must、Should、Could、Won\'t。RICE是覆盖乘影响乘信心再除以工作量。第一版只做核心功能，尽快上线验证。'],
    ['qa-09', '标题简洁概括问题，正文写步骤、预期和实际结果，附截图和日志。偶现的问题也要提，写清频率。一个缺陷一份报告。Jira是Atlassian的商业软件，禅道是国产的。'],
  ])('%s: the right facts, and the wrong ones negated, fire nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it.each([
    ['buyer-06', '工人放假也算不可抗力。'],
    ['legal-01', '电子签章在法律上不被承认。'],
    ['legal-12', '法定代表人必须由股东担任。'],
    ['editor-06', '新闻价值的标准就是看阅读量。'],
    ['newmedia-06', '公众号平台规定标题最多只能写十五个字。'],
    ['pm-11', '小程序是2015年推出的。'],
    ['sales-12', '首因效应说的是离开时的印象最重要。'],
    ['sales-02', '登门槛效应就是先提很过分的要求。'],
    ['sales-01', 'AIDA的D是决策。'],
    ['sales-03', '留面子效应是先提小要求。'],
    ['sales-08', '250定律就是每天要联系250个老客户。'],
    ['sales-15', '原一平是美国卖车的。'],
    ['teacher-08', '产婆术是老师把答案直接告诉学生。'],
    ['teacher-03', '苏格拉底的产婆术是老师直接讲授。'],
    ['trans-06', '吉尔是英国的翻译学者。'],
    ['trans-12', '口译时不可以让讲者再说一遍。'],
    ['trans-14', '我考过了AIIC。'],
    ['trans-08', 'DeepL还是基于规则的。'],
    ['ui-06', '思源宋体是付费字体。'],
    ['ui-14', '行高只能是字号的整数倍。'],
    ['ui-02', '苹方可以直接嵌入网页使用。'],
    ['ui-05', '安卓系统默认中文字体是苹方。'],
    ['editor-09', 'CIP数据写错了也没关系。'],
    ['legal-15', '律所的合伙人就是股东。'],
    ['nurse-06', '约束带绑得越紧越好。'],
    ['nurse-13', '患者没有权利拒绝用药。'],
    ['nurse-01', '病人的治疗以家属的意见为准。'],
    ['sales-07', 'MAN里M是市场。'],
    ['sales-06', 'MAN法则的N是Number。'],
    ['pm-02', 'RICE四项相乘就是得分。'],
    ['pm-10', 'MoSCoW的W是Wish。'],
    ['pm-08', '第一版要把竞品有的功能都做齐。'],
    ['qa-02', '偶现的bug不用提。'],
    ['qa-05', '截图和日志尽量不要附。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['trans-04', '统计机器翻译是九十年代IBM提出的，神经机器翻译是2014年以后才有的。'],
    ['pm-01', '小程序的后端我们用Java写，前端用WXML和JavaScript。'],
    ['ui-11', '思源黑体是开源的，商用不用付费；苹方只能调用系统自带的，不能打包进App。'],
    ['newmedia-01', '订阅号消息会被折叠，服务号直接出现在聊天列表里。'],
    ['sales-11', '乔·吉拉德和日本的原一平都是推销大师，一个卖车一个卖保险。'],
    ['nurse-03', '紧急情况下可以先约束，再立即请医生补开医嘱，并通知家属。'],
    ['legal-03', '律师不能同时担任利益冲突双方的法律顾问。'],
    ['qa-09', '截图里的密码要打码，截图本身要带上。'],
  ])('%s: a near miss that names the wrong idea rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('caps a fluent wrong restraint answer at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const q = bankQuestion('nurse-03')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: '护士', group: '医疗' });
    const wrong = '病人情绪激动拔针的时候，护士可以自己给他上约束带，不用等医嘱，也不用告诉家属。约束带越紧越好，绑一整夜都不用松。清醒的病人没有权利拒绝输液，要听家属的。';
    const right = '实习时有个老人夜里躁动要拔针，我先叫他名字安抚，报告医生，医生评估后开了保护性约束的医嘱，我们跟他女儿打电话说明原因，她同意后才上约束带，松紧能伸进一两根手指，每两小时松解一次，看手腕皮肤和血运，记在护理记录里。白天他清醒了说不想输液，我们没有硬来，请医生跟他讲清楚风险，他后来同意了。';
    expect(misconceptionsOf(wrong, 'nurse-03').length).toBeGreaterThanOrEqual(MANY_ERRORS);
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(misconceptionsOf(right, 'nurse-03')).toEqual([]);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });
});

describe('interview.misconception: the fluent wrong facts of the sixty-second and sixty-third batches, as classes', () => {
  it.each([
    ['newmedia-06', '蔡格尼克效应说人对做完的事情记得最牢。米勒的7±2就是一眼只能看7个字。F型阅读是从右往左看的。', 3],
    ['mkt-14', '第一提及是最容易做到的一层。单纯曝光效应没有上限，越多越好。Z世代就是80后。', 3],
    ['trans-10', 'ISO 17100是中国译协的口译标准。[sic]表示译者已更正。译者注要写在原文里。', 3],
    ['legal-05', '法律由委员长签署公布。行政法规由国务院各部委制定。地方性法规可以和法律不一致。', 3],
    ['nurse-05', '孕妇照常上夜班。产假是90天。哺乳时间每天半小时。', 3],
    ['hr-04', '排名最后就算不胜任。国家要求淘汰的比例不能超过一成。单方面把工资降一级也可以。', 3],
    ['teacher-12', '最后才关注自己的生存。特级教师就是正高级。所有老师每年都必须参加国培。', 3],
    ['editor-01', '出版职业资格考试由教育部组织。责编只要初级就行。责任编辑只管文字。', 3],
    ['trans-09', '名词委是一家民营公司。芝加哥手册是牛津编的。写-ize就是美式。', 3],
    ['legal-13', '认缴没有期限。有限公司至少要2个股东。股东可以随时把出资抽回。', 3],
    ['newmedia-04', '视频号是字节旗下的。DOU+是免费送的。小红书的加热工具叫粉条。', 3],
    ['civil-12', '装配式就是钢结构。装配率按重量除出来。Revit是广联达的。', 3],
    ['teacher-07', '夏天离太阳更近。天空的蓝是倒映了海水。月牙是地球的影子挡的。', 3],
    ['mech-13', 'A0是最小的图幅。1:2是放大一倍。不用填更改单。', 3],
    ['fa-10', '阿米巴模式来自松下。EVA就是净利润减所得税。国资委从来没用过EVA。', 3],
    ['pm-10', 'C 是 Customer，I 是 Investor。紧急而不重要的要马上做。', 2],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['common-04', '重要但不紧急的事情我会直接砍掉。'],
    ['editor-05', '紧急但不重要的稿子我都先做。'],
    ['hr-10', '产假只有60天。'],
    ['legal-14', '法律都是公布当日生效。'],
    ['trans-13', '英美混用也无所谓。'],
    ['mkt-01', '1985年出生的人就是Z世代。'],
    ['mech-01', 'Revit属于国产软件。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['newmedia-06', '蔡格尼克效应是说没做完的事更容易被记住，所以标题留个悬念；F型阅读是从左上往右再往下。'],
    ['mkt-14', '测未提示知名度时不给名单，让受访者自己说出想到的品牌；Z世代主要是95后和00后。'],
    ['nurse-05', '我们医院的夜班是晚上八点到早上八点，怀孕七个月以上就不排夜班了，哺乳期到孩子一周岁。'],
    ['hr-04', '排名最后不等于不胜任，要先培训或者调岗；调到外地要跟员工协商，不能按自动离职处理。'],
    ['teacher-07', '月食是地球的影子挡住了月亮，月相是我们看到月亮被照亮的部分在变。'],
    ['mech-13', '2:1是放大一倍，小零件一般用A4，A3的尺寸是297×420。'],
    ['legal-13', '新公司法要求认缴出资五年内缴足，规模小的公司可以只设一名董事。'],
    ['civil-12', 'BIM是建筑信息模型，是一种方法，Revit是欧特克的软件，施工阶段主要用它做碰撞检查。'],
    ['pm-10', 'R是Responsible，A是Accountable；紧急但不重要的尽量交给别人，重要但不紧急的要排进计划。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the sixty-fourth and sixty-fifth batches, as classes', () => {
  it.each([
    ['buyer-10', 'FOB报价里已经含了到目的港的海运费。CIF运输途中的风险都归卖方。EXW的出口清关由供应商办理。DDP的进口增值税由买方承担。Incoterms每年都会修订。', 5],
    ['fe-13', 'OAuth就是一种哈希算法。client_secret可以配置在前端代码里。授权码可以反复使用。state参数可有可无。SPA首选隐式授权。', 5],
    ['civil-03', '基坑挖到八米以内都不算危大工程。专项施工方案项目负责人签字即可实施。论证专家可以从本项目里选。高大模板要二十米以上。安全交底口头讲一下就行。', 5],
    ['acct-09', '期末存货按公允价值重新计量。可变现净值等于市场售价。计提跌价准备借记销售费用。存货跌价准备不允许转回。库存盘盈记入营业外收入。可以改用后进先出法。', 6],
    ['hr-11', '下班路上出车祸不算工伤。工伤认定单位有半年时间申请。员工本人无权申请工伤。伤残一级最轻。停工留薪期只发底薪。员工上班时突发脑溢血不属于工伤。', 6],
    ['legal-04', '反垄断法只管大平台。同行约好统一涨价没问题。并购交割后再备案。市场份额超过20%就推定有支配地位。垄断最多罚一百万。独家供货条款完全合法。', 6],
    ['algo-05', 'AlexNet是Facebook提出的。ImageNet由谷歌构建。吴恩达拿了图灵奖。LSTM是OpenAI的。', 4],
    ['editor-04', '媒体的报道不受版权保护。图片没水印就代表可以随便用。洗稿超过五成就算原创。公益号转载属于合理使用。版权保护期是去世后二十五年。', 5],
    ['ops-09', 'RTO指的是恢复点目标。RPO越大越好。mysqldump默认就能保证一致性。binlog就是错误日志。从库相当于实时备份。', 5],
    ['mkt-01', '早期采用者大约占30%。罗杰斯是研究90年代网民时提出的这套理论。鸿沟在早期大众和晚期大众之间。跨越鸿沟就是靠降价。', 4],
    ['mech-04', 'RPN就是三项分数相加。探测度越高说明越容易检出。RPN越大控制越好。防错主要靠培训和罚款。首件合格后其余的免检。', 5],
    ['newmedia-01', '竖屏视频的比例是16:9。1920×1080是竖屏。帧率越高画质越清楚。码率就是分辨率。中国的电视制式是NTSC。', 5],
    ['ui-09', 'SUS是国家标准规定的一套题。SUS每道题1到10分。SUS分数就是一个百分比。及格线是90分。主持人要帮用户，告诉他怎么操作。', 5],
    ['trans-01', '目的论的宗旨是忠实。交际翻译即逐字直译。广告应该采用语义翻译。', 3],
    ['nurse-14', '感染性废物丢黑色袋。锐器盒装满了才更换。医疗垃圾在科室存放七天。针刺伤后用嘴吸出血。病人无传染病就不需要报告。', 5],
    ['pm-11', '二维码是华为发明的。二维码四角的方块只是装饰。二维码中心是空白的。付款码截屏发给家人也能用。数据越多二维码格子越大。', 5],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['buyer-06', '合同里写DDP的话，进口关税由我们承担。'],
    ['qa-01', '测第三方登录时要知道，授权码可以多次使用。'],
    ['civil-14', '高大模板的标准是搭设高度十五米以上。'],
    ['acct-06', '计提存货跌价，借管理费用，贷库存商品。'],
    ['fa-12', '存货跌价准备一经计提不得转回。'],
    ['hr-10', '工伤保险里，伤残十级最严重。'],
    ['legal-08', '上班途中被撞伤不能认定为工伤。'],
    ['legal-13', '小公司不用做反垄断合规。'],
    ['algo-13', '2018年的图灵奖颁给了吴恩达。'],
    ['legal-07', '没有在版权局登记的作品不受保护。'],
    ['ops-05', '高可用设计里，RTO越长越好。'],
    ['pm-08', '创新者占了三成用户，先拿下他们。'],
    ['mech-09', 'DFMEA里RPN最高就是30分。'],
    ['buyer-12', '供应商的首件检验由操作工自己检一下就行。'],
    ['newmedia-07', '开头三秒的画面帧率越高越清晰。'],
    ['pm-07', '可用性测试时主持人要多提示用户点哪里。'],
    ['trans-07', '文学作品适合交际翻译。'],
    ['nurse-01', '医疗废物装黑色袋，生活垃圾装黄色袋。'],
    ['pm-01', '付款码是固定不变的，截图也能付。'],
    ['mkt-06', '鸿沟在早期大众和晚期大众之间。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['buyer-10', 'FOB是离岸价，主运费和保险由买方负担；CIF下风险在装运港装船时转移；现在用的是Incoterms 2020。'],
    ['fe-13', 'OAuth 2.0是授权框架；前端只把code交给后端，后端用AppSecret换token；state要随机生成并校验；单页应用用授权码模式加PKCE。'],
    ['civil-03', '开挖深度超过3米的基坑要编专项方案，5米以上还要专家论证；专项方案由施工单位技术负责人和总监签字；交底要书面签字。'],
    ['acct-09', '存货期末按成本与可变现净值孰低计量，跌价准备借资产减值损失、贷存货跌价准备，价值回升时可在原计提金额内转回。'],
    ['hr-11', '上下班途中非本人主要责任的交通事故算工伤；工伤认定由单位在30日内申请，单位不申请的职工在一年内申请；伤残一级最重；停工留薪期原工资福利待遇不变。'],
    ['ops-09', 'RPO是恢复点目标，RTO是恢复时间目标，都是越小越好；mysqldump加--single-transaction；binlog配合全量备份可以恢复到误删之前；从库不能代替备份。'],
    ['mkt-01', '创新者约占2.5%，早期采用者13.5%；鸿沟在早期采用者和早期大众之间，要靠细分市场的滩头阵地跨过去。'],
    ['mech-04', 'RPN等于S×O×D，越高越要优先处理；防错靠工装和传感器；首件合格后还要巡检。'],
    ['newmedia-01', '竖屏是9:16，竖屏全高清是1080×1920；帧率越高越流畅；国内是PAL制，拍25帧。'],
    ['ui-09', 'SUS是John Brooke编的，10道题5级评分，乘以2.5，平均分大约68；主持人保持中立，不提示用户。'],
    ['trans-01', '语义翻译贴近原文，交际翻译重读者效果，广告用交际翻译。'],
    ['nurse-14', '医疗废物装黄色袋，锐器盒四分之三满就封口，暂存不超过两天，针刺伤后从近心端向远心端挤血，禁止用嘴吸，都要上报。'],
    ['pm-11', '二维码是日本电装发明的，三个角上的方块是定位图形，中间放logo靠纠错，付款码每分钟刷新。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the sixty-sixth and sixty-seventh batches, as classes', () => {
  it.each([
    ['ops-13', 'r是1，x是4。最安全的权限就是777。重要文件要设成777。umask就是新建文件的默认权限。SUID属于一种安全机制。所有运维同事都加进sudoers。', 5],
    ['nurse-12', '评分时0分代表最痛。痛没痛以医生的判断为准。第三阶梯用阿司匹林。优先肌注。吗啡最多用两天就得停。', 5],
    ['teacher-14', '小学生一天睡七个小时就够。胸部距桌边一尺。看20cm远的书本20秒。户外运动对近视作用不大。戴了眼镜近视会加深。', 5],
    ['qa-08', '疲劳测试只需要跑五分钟。基准测试安排在最后。JMeter是收费软件。think time设为0。', 4],
    ['java-02', 'Spring AOP是在编译时织入的。private方法上的事务注解也生效。所有异常都会回滚。异常catch住了也会回滚。REQUIRES_NEW会沿用外层事务。', 6],
    ['fe-11', '版本号最后一位代表主版本。^2.0.1就是固定版本。yarn.lock属于临时文件，不用提交。npm ci会升级到最新。都放到dependencies里。', 5],
    ['acct-02', '银行对账每年年末做一次。企业已付银行未付的，加到银行对账单。调节后还有差额就计入管理费用。未达账项就是银行的差错。', 4],
    ['civil-06', '流水步距是每个专业队在一个施工段上的时间。工期=3×4×2。施工段越细越好。组织间歇不计入工期。', 4],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['ops-04', 'chmod里r=1、w=2、x=4。'],
    ['nurse-04', '实习时老师说10分是不痛。'],
    ['teacher-06', '眼保健操坚持做就能治好近视。'],
    ['teacher-04', '我跟家长说眼镜越戴越深。'],
    ['nurse-08', '给家长宣教：小学生睡8个小时就够。'],
    ['java-14', '我们用的JMeter是微软出的工具。'],
    ['qa-03', 'LoadRunner是Apache的免费工具。'],
    ['java-08', 'Spring里REQUIRED每次都新开一个事务。'],
    ['fe-05', 'package-lock.json要加进.gitignore。'],
    ['ops-10', '流水线里用npm ci把依赖升级到最新版本。'],
    ['acct-09', '银行对账年底做一次就行。'],
    ['acct-12', '未达账项都是银行记错的。'],
    ['acct-03', '调完调节表还差200元，就计入营业外支出。'],
    ['civil-11', '流水节拍就是相邻两个班组开工的时间间隔。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['ops-13', 'r=4、w=2、x=1；777对所有人开放，最危险；umask 022时新建文件是644；SUID以文件所有者身份运行，要定期用find / -perm -4000审计；sudoers只给需要的命令，要输密码。'],
    ['nurse-12', '0分不痛，10分最痛；疼痛以患者主诉为准；第一阶梯用布洛芬，第二阶梯可待因，第三阶梯吗啡；首选口服、按时给药；癌痛用吗啡很少成瘾，按疼痛调整剂量。'],
    ['teacher-14', '小学生每天睡10小时，就寝不晚于21:20；眼离书一尺、胸离桌一拳、手离笔尖一寸；每20分钟看6米外20秒；每天户外两小时；近视了要配合适的眼镜。'],
    ['qa-08', '负载测试在预期负载下看指标，压力测试加压直到崩溃；稳定性测试跑24小时；先做基准测试；JMeter是Apache开源的；思考时间按真实用户设置。'],
    ['java-02', 'Spring AOP默认运行时用动态代理；同类this调用和private方法事务都不生效；默认只有RuntimeException回滚；catch吃掉异常不会回滚；REQUIRED加入当前事务，REQUIRES_NEW总是新开。'],
    ['fe-11', '版本号是主版本.次版本.补丁号，^1.2.3不升大版本，~1.2.3只升补丁；package-lock.json要提交；npm ci按lock文件安装；ESLint放devDependencies。'],
    ['acct-02', '每月编银行存款余额调节表；银行已收企业未收的加在企业日记账余额；调节后两边应该相等；未达账项是时间差。'],
    ['civil-06', '流水节拍是一个班组在一个施工段上的持续时间，流水步距是相邻班组进场的间隔；等节奏流水工期是(m+n-1)×t；施工段不宜过多；技术间歇要算进工期。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the sixty-eighth and sixty-ninth batches, as classes', () => {
  it.each([
    ['buyer-04', '价值就是成本除以功能。降本先削减功能。价值工程最好在投产以后再搞。维护成本和采购无关。', 4],
    ['java-10', 'CAP里的P代表Performance。ZooKeeper偏向AP。Nacos仅支持AP。机器加够了CAP都能做到。BASE最后也要实现强一致。', 5],
    ['algo-09', '缺失的评分都补成0。隐因子越多越好。ALS两个矩阵一起更新。FunkSVD能克服冷启动。', 4],
    ['pm-01', '电子纸说白了是LCD。Kindle每天都得充电。残影都怪芯片太差。电纸书只有黑白。Kindle是汉王出的。', 5],
    ['teacher-11', '孩子在校园受伤学校一律要赔。学校成了学生的临时监护人。打人的学生家长不用赔。校外人员伤了学生学校赔全部。', 4],
    ['trans-13', 'zh代表地区代码。港澳也统一用zh-TW。ISO 8601规定DD-MM-YYYY。法国数字格式和英语一致。million译成十万。英式日期也是月/日/年。德语通常更短。', 7],
    ['ui-10', '苹果图标四角要保持透明。App Store会帮你放大。自适应图标做成48dp，主体要铺满画布。Play Store要1024x1024。', 4],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['buyer-13', '价值系数等于成本系数除以功能系数。'],
    ['fa-08', '做成本分析就先砍掉主要功能。'],
    ['mech-09', '价值工程在设计阶段作用不大。'],
    ['buyer-02', '保养成本是使用部门的事。'],
    ['ops-05', 'Eureka选择CP，保证注册信息一致。'],
    ['java-13', 'BASE就是要求强一致。'],
    ['pm-11', '墨水屏翻页慢是因为处理器不行。'],
    ['teacher-14', '学生在学校出事，学校都要负责。'],
    ['teacher-04', '上课期间监护权转给老师了。'],
    ['teacher-02', '推倒人的同学父母不用承担责任。'],
    ['legal-02', '学校无权向打人的社会人员追偿。'],
    ['trans-07', '一套繁体版港澳台就全能用。'],
    ['ui-05', 'Google Play的图标阴影要设计师自己画。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['buyer-04', '价值工程的公式是V=F/C；在保证必要功能的前提下去掉多余功能；最好在设计阶段做；看寿命周期成本，不只看采购单价。'],
    ['java-10', 'CAP是一致性、可用性和分区容错性，三者不能同时满足；ZooKeeper是CP，Eureka是AP；Nacos两种都支持；BASE放弃强一致，追求最终一致。'],
    ['algo-09', '矩阵分解只在已知评分上算损失，不能把缺失值填0；k一般几十，太大会过拟合；ALS固定一个矩阵求另一个，轮流更新；新用户同样有冷启动问题。'],
    ['pm-01', 'Kindle是亚马逊2007年推出的；墨水屏不是液晶屏，没有背光，靠反射环境光；只在翻页时耗电，充一次用几周；残影是墨水颗粒的物理特性；现在已有彩色墨水屏。'],
    ['teacher-11', '学校不是监护人；无民事行为能力的孩子在校受伤推定学校有过错，学校能证明尽到职责的不担责；打人孩子的监护人要承担赔偿；校外人员伤人的，学校承担补充责任后可以追偿。'],
    ['trans-13', 'zh是语言代码，CN是地区代码；香港用zh-HK，台湾用zh-TW，用词要区分；美国是月/日/年，英国是日/月/年；ISO 8601是YYYY-MM-DD；德语用逗号作小数点；million是百万；德语一般比英语长。'],
    ['ui-10', 'iOS交1024×1024的方形图，不带透明，圆角系统自动裁；Android自适应图标是108dp两层，logo放在66dp安全区；Google Play交512×512，圆角阴影Play会自动加。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the seventieth and seventy-first batches, as classes', () => {
  it.each([
    ['newmedia-05', 'IP属地是工信部2019年规定上线的。IP属地能精确到街道。IP属地可以在设置里关闭。评论IP在外地，肯定是同行来黑的。', 4],
    ['mkt-13', 'AIDMA的M代表动机。AISAS的两个S分别是销售和满意。', 2],
    ['mech-05', '整顿是把没用的东西清走。素养就是文化程度。6S多了一个效率。5S最早来自美国。', 4],
    ['nurse-03', '病历家属不能复印。封存时不需要患者在场。记录写错了可以重新抄一份换掉。抢救时来不及记录的，48小时内补上。', 4],
    ['pm-05', 'Facebook的例子是新用户第一天加满二十个好友。Aha时刻最好等到用户用了两周以后。', 2],
    ['fe-05', 'husky是在GitHub服务器上执行检查的。lint-staged会检查所有文件。fix代表新功能。有了这些工具就不用做代码审查了。', 4],
    ['buyer-08', '返利不需要记账。两千元以内都算佣金。采购人员收了回扣不违法。收了购物卡也没什么风险。', 4],
    ['algo-11', 'PSI就是占比差的平方和。PSI低于0.05说明漂移很大。KS值越大两组越一致。PSI只能用在预测分数上。直接把模型的输出当作真实标签去训练。', 5],
    ['fa-03', '价格差异要乘以预算用量。超支属于有利差异。用量差异全部由车间负责。差异在百分之三十以内不用分析。', 4],
    ['da-07', 'LAG拿到的是后一天的数据。2 preceding and current row不包含当前行。加了order by以后默认窗口就是整个分区。RANGE与ROWS完全相同。', 4],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['newmedia-13', '国外的IP属地会精确到城市。'],
    ['legal-09', 'IP属地是公安部强制要求显示的。'],
    ['mkt-09', 'AIDMA里M是Marketing。'],
    ['mkt-05', 'AISAS最后的S代表售后服务。'],
    ['mech-04', '6S比5S多了一个速度。'],
    ['mech-12', '5S是德国人最早提出的。'],
    ['civil-14', '素养就是员工的学历高低。'],
    ['nurse-12', '病历不允许家属复印。'],
    ['nurse-01', '封存病历是医院单方的事。'],
    ['nurse-10', '交班前发现记录写错，可以重新誊一遍换上。'],
    ['nurse-09', '抢救时来不及写的记录，事后二十四小时内补齐。'],
    ['pm-09', 'Slack的关键是团队达到2000人。'],
    ['pm-13', 'Aha时刻不宜太早，要让用户慢慢发现。'],
    ['fe-11', 'lint-staged会把整个仓库都检查一遍。'],
    ['ops-10', 'husky推送后由服务器执行检查。'],
    ['qa-12', 'commit规范里feat是修复。'],
    ['sales-13', '佣金口头约定就可以，不用入账。'],
    ['acct-13', '商业贿赂只处罚行贿的一方。'],
    ['legal-04', '超过五千元才构成商业贿赂。'],
    ['buyer-13', '供应商送现金就没有法律风险。'],
    ['fa-08', '用量差异要乘实际单价。'],
    ['fa-02', '价格差异一律归采购部门。'],
    ['algo-14', '特征的漂移没法监控。'],
    ['algo-01', 'KS越小说明模型越好。'],
    ['da-12', '算环比用LEAD取上个月的值。'],
    ['da-02', 'ROWS和RANGE只是两种写法。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['newmedia-05', 'IP属地按网信办2022年施行的账号信息管理规定显示，境内到省、境外到国家，用户不能关闭；外地IP也不能说明就是同行，差评要先核实再回应。'],
    ['mkt-13', 'AIDMA是注意、兴趣、欲望、记忆、行动；AISAS是电通2005年提出的，两个S是搜索和分享。'],
    ['mech-05', '5S起源于日本：整理是区分要和不要，整顿是定位摆放，清扫、清洁、素养是养成守规矩的习惯；6S加的是安全。'],
    ['nurse-03', '患者有权复印病历；封存要医患双方在场；写错只能划线修改签名，不能重抄；抢救记录在抢救结束后6小时内补记。'],
    ['pm-05', 'Aha时刻要尽早让新用户体验到，比如Facebook是10天内加7个好友，Slack是团队发满2000条消息，Dropbox是放进一个文件。'],
    ['fe-05', 'husky在本地提交前跑检查，lint-staged只查暂存区的文件，feat是新功能、fix是修bug，工具再全也还要做代码评审。'],
    ['buyer-08', '折扣和佣金可以明示给，但双方都要如实入账；账外暗中给的是回扣，属于商业贿赂，收的人也违法，现金和购物卡一样。'],
    ['algo-11', 'PSI是(实际占比-预期占比)×ln(实际占比/预期占比)求和，小于0.1稳定，大于0.25要处理；KS越大分布差异越大；特征也可以算PSI；重训要等真实标签。'],
    ['fa-03', '价格差异=(实际价格-标准价格)×实际用量，用量差异=(实际用量-标准用量)×标准价格；成本超支是不利差异；价格差异主要由采购负责，但要查原因。'],
    ['da-07', 'LAG取上一行，LEAD取下一行；rows between 6 preceding and current row是7行；有order by时默认累计到当前行，没有order by才是整个分区；ROWS按行数、RANGE按值，有重复值时不同。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the seventy-second and seventy-third batches, as classes', () => {
  it.each([
    ['java-04', '慢查询日志装好MySQL默认就开着。long_query_time的单位是ms。开了log_queries_not_using_indexes，没用索引的查询就不会被记录。SET GLOBAL改完以后当前会话立即生效。mysqldumpslow会自动帮你改写SQL。', 5],
    ['civil-10', '图纸会审只是总包内部的会。主体完工以后再开图纸会审。会审纪要仅是内部的记录。图纸不合适的，施工方可以自行修改。设计交底由项目总工向班组交代。', 5],
    ['fa-09', '滚动预测就是把最近12个月的实际数合计一下。滚动预测的预测期逐月缩短。滚动预测会取代原来的预算。滚动预测没有任何假设。', 4],
    ['acct-13', '回避制度仅适用于政府机关。老板的妻子担任出纳也是合法的。出纳能兼管会计档案。出纳的账不用别人审核。', 4],
    ['buyer-03', '三单就是请购单、报价单和付款单。入库单不算在三单里。三单核对时只看总额就可以付款。发票价格高于合同价时以发票为准付款。服务采购做不了三单匹配。', 4],
    ['hr-01', '延长工作时间按一倍工资。法定节假日可以用调休代替加班费。日工资按月薪除以30算。只要员工愿意，每月加60个小时都行。', 4],
    ['teacher-09', '国家允许按分数分重点班。排名要公布在班级群。等级制违背政策。学校可以劝成绩差的学生退学。', 4],
    ['mech-11', '电火花对任何材料都能加工。电极必须比工件硬。快走丝的精度比慢走丝高。淬火后线切割就切不动了。激光切割靠刀片去切。', 5],
    ['ops-10', '蓝绿部署只需要一套资源就够。金丝雀发布的意思是在凌晨发布。K8s默认的策略是Recreate。滚动更新无法回滚。', 4],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['java-14', '排查时发现慢查询日志默认是开启的。'],
    ['ops-01', 'long_query_time默认是10毫秒。'],
    ['civil-07', '遇到图纸问题不用等设计院出变更。'],
    ['civil-01', '会审纪要不用签字。'],
    ['civil-11', '设计交底和设计院没关系。'],
    ['fa-02', '考核都按滚动预测的数。'],
    ['acct-02', '出纳可以把收入和费用的明细账也登了。'],
    ['acct-09', '月底出纳自己和银行对一下账，不需要别人复核。'],
    ['buyer-14', '服务类只能先全款支付。'],
    ['hr-11', '法定节假日加班安排补休就可以。'],
    ['legal-08', '加班时间法律上没有上限。'],
    ['hr-09', '算日工资是月工资除以30天。'],
    ['teacher-04', '我会把每次的成绩单发到家长群。'],
    ['teacher-05', '初二了还跟不上，可以建议他去读职校。'],
    ['mech-02', '淬火以后电火花就加工不了了。'],
    ['mech-09', '模具一定要先用线切割割好再去淬火。'],
    ['ops-05', '滚动发布出了问题回不去。'],
    ['qa-12', '金丝雀这个名字是因为金丝雀晚上叫。'],
    ['ops-03', 'Deployment默认用Recreate策略。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['java-04', 'MySQL慢查询日志默认是关闭的，要设置slow_query_log=ON；long_query_time单位是秒，默认10秒；log_queries_not_using_indexes会把没用索引的查询也记进来；SET GLOBAL只对新连接生效；mysqldumpslow只做汇总，SQL还得自己改写。'],
    ['civil-10', '图纸会审在开工前由建设单位组织，设计、施工、监理单位参加；会审纪要各方签字盖章后与图纸同等效力；施工单位不得擅自改设计，要由设计院出变更；设计交底是设计院向各方讲设计意图，施工单位给工人讲的是技术交底。'],
    ['fa-09', '滚动预测每月或每季更新一次，始终往后看12个月；它和预算目标分开，不用来考核；它也要基于业务驱动因素和假设。'],
    ['acct-13', '回避制度适用于国家机关、国有企业和事业单位，直系亲属包括夫妻、直系血亲、三代以内旁系血亲和近姻亲；出纳不得兼管稽核、会计档案和收入、费用、债权债务账目的登记；银行对账由出纳以外的人做。'],
    ['buyer-03', '三单匹配是采购订单、入库单和发票逐行核对数量和单价；发票价高于订单价时以订单价为准，先查明差异；服务类用合同、服务确认单和发票匹配。'],
    ['hr-01', '加班费是工作日延时不低于150%，休息日不能补休的200%，法定节假日300%；法定节假日加班不能用调休代替；日工资按月工资除以21.75天；每月加班不超过36小时。'],
    ['teacher-09', '义务教育阶段不得分重点班和非重点班；成绩和排名不公开，单独告诉家长，实行等级评价；初中学生不能劝退，也不能劝他提前去职校。'],
    ['mech-11', '电火花只能加工导电材料；电极一般用紫铜或石墨，不用比工件硬；慢走丝精度高、丝只用一次，快走丝钼丝往复使用；模具常先淬火再线切割；激光切割是光束熔化材料，不用刀具。'],
    ['ops-10', '蓝绿发布是两套生产环境整体切换，成本高但回滚快；金丝雀先放小部分流量再逐步扩大；Deployment默认RollingUpdate，Recreate会中断服务；滚动更新可以用kubectl rollout undo回滚。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the seventy-fourth and seventy-fifth batches, as classes', () => {
  it.each([
    ['ui-07', '红绿色盲很罕见，最常见的要数蓝黄色盲。按钮只靠颜色区分状态，不用再配文字。女性色盲的比例更高。色弱的人眼里的画面都是黑白的。', 4],
    ['qa-14', '无效等价类没必要单独测试。几个无效值写在一条用例里一起输入就行。边界值只测边界上的值，两侧的值不属于边界值分析。', 3],
    ['trans-07', 'white elephant指贵重的礼物。in the red表示赚钱。lucky dog相当于骂人。feel blue是心情很愉快。西方人眼里dragon也是吉祥的象征。', 5],
    ['teacher-10', '2022年版新课标其实是2020年发布的。跨学科主题学习要占一半课时。劳动课已经不再单独开设。信息科技被取消了。英语从小学一年级开设是新课程方案的规定。', 5],
    ['ops-07', 'Prometheus采用推模式。Prometheus的指标数据保存在MySQL里。告警规则配置在Alertmanager里。for: 10m表示每隔10分钟重复通知一次。counter不用rate，直接用总数设阈值。', 5],
    ['editor-11', '肖像权只保护普通老百姓。人死后名誉权就不存在了。家庭矛盾不属于隐私。2022年出台的《人格权法》规定了这些。', 4],
    ['civil-01', '从大到小依次是检验批、分项、分部、单位工程。检验批项目经理签字就行。分部工程由专业监理工程师组织验收。主控项目合格率达到85%就算合格。', 4],
    ['java-12', '雪花算法生成的是32位的ID。雪花ID是纯随机数。雪花算法的时间戳是秒级的。时钟回拨不影响雪花算法。', 4],
    ['fa-04', '购置生产线的支出算经营活动。支付贷款利息属于投资活动。发放股利是经营活动。股票投资可以视为现金等价物。', 4],
    ['acct-05', '继续教育仅适用于高级会计师。继续教育两年一个周期。学分没修满可以结转到下一年。不需要修专业科目。没完成继续教育的话职称会被取消。', 5],
    ['legal-03', '仲裁委隶属于法院。仲裁不用事先达成仲裁协议。裁决不服可以上诉。仲裁和诉讼两边可以同时进行。仲裁都是公开审理的。', 5],
    ['pm-07', '用户画像就是把年龄和收入求平均值得到的平均用户。画像一定要是真实存在的用户。画像越多越好。', 3],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['ui-04', '红色和绿色是安全的。'],
    ['ui-14', '成功只用绿色，不需要加图标。'],
    ['qa-01', '无效等价类不用测。'],
    ['qa-06', '边界值就是测边界本身。'],
    ['trans-01', 'in the red意思是盈利。'],
    ['teacher-03', '跨学科要用一半的课时。'],
    ['teacher-13', '信息科技要到高中才开设。'],
    ['teacher-12', '劳动课被取消了。'],
    ['ops-05', 'Prometheus用的是推的方式。'],
    ['ops-01', '告警规则写在Alertmanager里。'],
    ['editor-08', '公众人物没有肖像权。'],
    ['editor-14', '已故人物怎么写都不构成侵权。'],
    ['newmedia-13', '病史不算隐私。'],
    ['legal-09', '我国2021年单独颁布了《人格权法》。'],
    ['civil-08', '检验批是最大的验收单位。'],
    ['civil-11', '竣工验收的时候建设单位可以不参加。'],
    ['java-13', '雪花算法和UUID一样长。'],
    ['java-04', '雪花ID完全是随机的。'],
    ['acct-01', '分红属于经营活动。'],
    ['fa-01', '折旧越多，经营现金流越差。'],
    ['acct-15', '继续教育只针对中级以上职称。'],
    ['legal-15', '仲裁跟开庭一样是公开审理的。'],
    ['legal-01', '写了仲裁条款也不影响去法院起诉。'],
    ['legal-12', '仲裁委是设在法院里的机构。'],
    ['da-10', 'persona越多越好。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['ui-07', '色觉障碍最常见的是红绿色盲，蓝黄色盲很少见；不能只靠红绿区分状态，要配合图标和文字；色盲男性远多于女性；多数色盲不是看到黑白，只是分不清某几种颜色。'],
    ['qa-14', '等价类分有效和无效，无效等价类也要测，每条用例只覆盖一个无效类；边界值要测0、1、2、99、100、101。'],
    ['trans-07', 'white elephant是昂贵而无用的东西，in the red是亏损，lucky dog是幸运儿，feel blue是忧郁；西方的dragon是邪恶的怪物，望子成龙要意译。'],
    ['teacher-10', '2022年版义务教育课程方案2022年4月印发、当年秋季执行；各门课用不少于10%的课时做跨学科主题学习；劳动和信息科技独立设课；英语从三年级开设。'],
    ['ops-07', 'Prometheus是拉模式，定时抓exporter的指标，存在自带的TSDB里；告警规则写在Prometheus里，Alertmanager负责分组、静默和通知；for: 5m表示持续5分钟才触发；counter要用rate算增量。'],
    ['editor-11', '公众人物也有肖像权，商业使用要经本人同意；死者的名誉也受保护，近亲属可以追究；病史属于隐私，发表前要征得同意；人格权规定在民法典的人格权编。'],
    ['civil-01', '验收从小到大是检验批、分项、分部、单位工程；检验批和分项由专业监理工程师组织，分部由总监组织，单位工程竣工验收由建设单位组织；主控项目必须全部合格，一般项目合格率80%以上。'],
    ['java-12', '雪花算法是Twitter开源的，生成64位ID，41位毫秒时间戳，趋势递增；时钟回拨会产生重复ID，要检测并等待；幂等要用客户端先领取的token做唯一键。'],
    ['fa-04', '买设备属于投资活动，付利息和分红属于筹资活动；股票不算现金等价物；折旧不付现，间接法要加回净利润。'],
    ['acct-05', '取得初级以上资格的会计人员每年都要参加继续教育，不少于90学分，专业科目不少于三分之二，学分当年度有效、不能结转；没完成会记入信用档案，证书不会吊销。'],
    ['legal-03', '商事仲裁要有仲裁协议，仲裁委独立于法院，一裁终局不能上诉，约定仲裁后法院不受理起诉，仲裁一般不公开进行；劳动仲裁不一样，不服可以在十五日内向法院起诉。'],
    ['pm-07', '用户画像是从访谈里归纳的典型用户，名字照片可以虚构，一般做三到五个，不是取平均值。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('leaves labour arbitration, which needs no agreement and may be taken to court, to its own rules', () => {
    expect(misconceptionsOf('劳动仲裁不需要双方事先约定，对劳动仲裁裁决不服的，可以在十五日内向法院起诉。', 'legal-03')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the seventy-sixth and seventy-seventh batches, as classes', () => {
  it.each([
    ['hr-08', '721学习法则讲的是员工能力七成来自课堂培训。遗忘曲线告诉我们，刚学完的内容不容易忘，所以复习没必要太早。', 2],
    ['buyer-01', '统一社会信用代码是15位的。还要查验组织机构代码证和税务登记证。企业信用信息公示系统查询要收费。公示系统由税务局负责运营。注册资本等于公司银行账户里的现金。', 5],
    ['java-05', '虚拟线程是JDK 17引入的。每创建一个虚拟线程就对应一个内核线程。虚拟线程要放进线程池复用。虚拟线程最适合CPU密集型任务。', 4],
    ['da-04', '百分点跟百分比没什么区别。增加了三倍就是变成原来的三倍。翻两番等于原来的两倍。利润减少了一倍。', 4],
    ['fa-08', '检测人员的工资算作预防成本。退货产生的赔款计入鉴定成本。为了省钱，预防成本可以削减。', 2],
    ['da-01', 'IDFA永久不变，用户没法改。OAID所有安卓设备都可以获取。Android 10以后申请READ_PHONE_STATE就能读取IMEI。', 3],
    ['qa-09', 'adb是iOS自带的工具。苹果手机的日志也通过adb抓。不root的话adb抓不到日志。HTTPS什么软件都抓不了。DevTools的请求记录无法导出。HAR就是图片文件。', 6],
    ['mkt-04', '年报属于公司的内部资料。年报要到次年年末才公布。巨潮资讯网是东方财富旗下的。非上市企业不需要公示任何信息。公示系统只向律师开放。', 5],
    ['teacher-03', '统编教材包括数学和英语。统编教材是2010年开始使用的。统编教材由江苏教育出版社出版。统编教材的审定由各省负责。统编教材目前仅在小学使用。', 5],
    ['pm-06', '流程图的符号以ISO 9001的规定为准。菱形用于表示起止。泳道图属于UML的用例图。只要方向一致，箭头可以不画。', 4],
    ['qa-05', 'ISO/IEC 25010发布于2001年。25010对应的国标是GB/T 19001。25010规定了六个质量特性。25010不包括易用性。', 4],
    ['sales-09', '原价商家随便标。赠品出了问题商家不承担。明码标价只适用于线下门店。构成价格欺诈的只能退款。', 4],
    ['ui-05', '刘海屏是2018年才出现的。Home Indicator仅仅是装饰。状态栏全部iPhone都相同。TabBar标准高度是44pt。苹果的Safari不支持safe-area。安卓系统没有挖孔的API。', 6],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['hr-05', '721法则里七成能力靠上课。'],
    ['common-11', '遗忘是先慢后快的，所以复习不用急。'],
    ['teacher-08', '遗忘曲线说明过一周以后才会大量遗忘。'],
    ['legal-01', '统一社会信用代码是十五位。'],
    ['buyer-06', '签合同前要让对方交组织机构代码证和税务登记证。'],
    ['mkt-07', '国家企业信用信息公示系统由公安部负责。'],
    ['fa-06', '注册资本就是账上的现金。'],
    ['java-09', '虚拟线程和内核线程一对一。'],
    ['java-14', '把任务放在固定虚拟线程池里跑。'],
    ['java-15', '虚拟线程Java 11就有了。'],
    ['da-12', '翻两番和翻一番差不多。'],
    ['editor-09', '增长了一倍就是原来的一倍。'],
    ['fa-14', '百分点就是百分之几。'],
    ['mkt-05', '百分比和百分点是一回事。'],
    ['editor-03', '数字减少了一倍。'],
    ['mech-04', '报废的零件计入外部损失。'],
    ['buyer-12', '质量培训能省就省。'],
    ['civil-01', '培训费用计入鉴定成本。'],
    ['legal-09', 'IDFA不需要用户授权就能获取。'],
    ['newmedia-11', 'OAID是苹果提供的。'],
    ['qa-11', '安卓10以后只要授权，照样可以读取IMEI。'],
    ['qa-07', 'Charles只能抓HTTP。'],
    ['qa-10', 'HAR和JPG一样。'],
    ['qa-02', '安装了Xcode就有adb。'],
    ['mkt-12', '年报要买了股票才可以看。'],
    ['fa-01', '巨潮资讯网要充会员。'],
    ['buyer-10', '2024年的年报要到2025年12月才有。'],
    ['teacher-10', '统编版仅用于小学。'],
    ['teacher-06', '语数外都用统编教材。'],
    ['teacher-12', '统编教材由北师大出版社出版。'],
    ['teacher-15', '统编教材各地可以自行删改课文。'],
    ['pm-04', '泳道图其实就是用例图。'],
    ['pm-15', '平行四边形代表子流程。'],
    ['pm-03', '我从下往上画，箭头都能省略。'],
    ['qa-04', '25010被9126取代了。'],
    ['qa-08', '性能慢一点不违反标准。'],
    ['qa-14', '质量特性还包括文档完整性。'],
    ['qa-13', '安全性不在质量特性里。'],
    ['sales-13', '原价可以定得高一点。'],
    ['mkt-02', '赠品是白送的，不用负责。'],
    ['newmedia-12', '直播间里的报价不受明码标价规定的约束。'],
    ['legal-04', '价格欺诈没法要求赔偿。'],
    ['mkt-11', '原价法律上没有限制。'],
    ['mkt-01', '明码标价只针对实体店。'],
    ['ui-11', '安全区只有顶部。'],
    ['ui-04', '刘海是从iPhone XS开始有的。'],
    ['ui-06', '顶部留20pt就够。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['hr-08', '721法则说的是七成靠在岗实践，两成靠向别人学，一成来自课堂；遗忘曲线是先快后慢，所以培训后当天和第二天都要复习。'],
    ['buyer-01', '统一社会信用代码是18位，三证合一以后执照上就有这个代码；国家企业信用信息公示系统是市场监管总局的，免费查；注册资本是认缴的，还要看实缴。'],
    ['java-05', '虚拟线程是JDK 21正式推出的，由JVM调度到少量载体线程上，创建很便宜，不用池化，适合IO密集的任务。'],
    ['da-04', '转化率从4%涨到6%，是涨了2个百分点，相对增长50%；增加了两倍是变成原来的三倍，翻两番是四倍；成本从100降到50是降了一半。'],
    ['fa-08', '质量成本分预防、鉴定、内部损失和外部损失四类：检验员工资属于鉴定成本，车间报废属于内部损失，客户退货属于外部损失；应该多投预防。'],
    ['da-01', 'IDFA用户可以在设置里重置，iOS 14.5以后要弹窗授权；OAID是移动安全联盟推出的，不是所有机型都有；Android 10以后普通App读不到IMEI。'],
    ['qa-09', 'adb是Android SDK里的工具，打开USB调试就能用logcat抓日志；iPhone的日志用Xcode看；Charles装好根证书就能抓HTTPS；F12勾选Preserve log，可以导出HAR。'],
    ['mkt-04', '上市公司的年报在巨潮资讯网免费下载，次年4月底前披露；非上市企业的年报在国家企业信用信息公示系统里也能免费查。'],
    ['teacher-03', '统编教材是语文、道德与法治、历史三科，2017年起使用，由人民教育出版社出版，教育部统一审定，小学初中都用。'],
    ['pm-06', '流程图符号按GB/T 1526：菱形表示判断，圆角矩形表示开始和结束，平行四边形表示输入输出；泳道图每条泳道是一个角色；按从上到下的方向画，反方向要画箭头。'],
    ['qa-05', 'ISO/IEC 25010是2011年发布的，取代了9126，对应国标GB/T 25000.10，有八个质量特性，包括易用性、安全性和性能效率。'],
    ['sales-09', '划线原价要用促销前七日内的最低成交价；赠品质量也要合格；网店同样要明码标价；价格欺诈可以要求退一赔三。'],
    ['ui-05', '刘海屏从2017年的iPhone X开始，底部Home Indicator区域也属于安全区；状态栏高度各机型不同；iOS标签栏49pt；env(safe-area-inset-bottom)是iOS Safari引入的；安卓9起有DisplayCutout接口。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the seventy-eighth and seventy-ninth batches, as classes', () => {
  it.each([
    ['algo-13', '大模型训练第一步就是RLHF。预训练属于有监督学习。RLHF用不着奖励模型。PPO是一种优化prompt的技巧。DPO要额外训练奖励模型。SFT靠用户的点赞数据来做。InstructGPT是Meta发表的。', 7],
    ['fe-01', '样式表放在哪儿都行。重绘必定会导致回流。display:none的节点也在渲染树里面。transform会触发回流。有依赖的脚本就用async。DOMContentLoaded要等图片全部加载完才触发。', 6],
    ['java-04', 'EXPLAIN里最优的是ALL。key_len就是索引名称的长度。rows是精确值。Using index代表没用上索引。EXPLAIN会实际执行一遍SQL。', 5],
    ['da-15', '辛普森悖论是因为样本量太小。伯克利那次，全校合并以后女生的录取率反而比男生高。所以一律以汇总数据为准。', 3],
    ['fa-12', '商票比银票更可靠。汇票最长可以开一年半。贴现不收利息。承兑汇票不可以背书。应收票据属于非流动资产。', 5],
    ['hr-11', '年假只看在本单位的工龄。满1年不满10年每年7天。年休假包括法定节假日。年休假没休完就作废。', 4],
    ['ops-13', '等保2.0用的是2008版的标准。等级保护共分四级。定级后到通信管理局备案。测评每三年做一次。云平台通过了等保，我们就不需要再单独测评。', 5],
    ['trans-14', 'N1是最容易的。日语能力考试每年只考一次。单项不设及格线。我的N2证书有效期是两年。', 4],
    ['mkt-07', '人口普查每5年一次。经济普查是三年一次。统计年鉴是内部发行的。普查的原始数据可以花钱买。', 4],
    ['nurse-14', '结核病人做接触隔离就行。流感病人要住负压病房。负压病房门可以敞开。N95是给患者戴的。', 4],
    ['sales-13', '7日内手机有故障只能修不能退。手机的保修期是半年。处理品不属于三包。发票可以不开。', 4],
    ['mech-06', '模数越大，齿越小。国家标准规定压力角为25°。不发生根切的最少齿数为14。模数不同也能啮合。中心距不需要除以2。', 5],
    ['qa-06', 'L8(2^7)里8是因素的个数。正交法可以穷举所有组合。两个条件的判定表有三条规则。', 3],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['algo-06', '预训练其实是有监督学习。'],
    ['algo-05', 'DPO的算力开销比PPO更大。'],
    ['algo-01', '我们先做RLHF，然后再预训练。'],
    ['fe-02', '做动画最好改top。'],
    ['fe-14', 'transform最耗性能。'],
    ['fe-15', 'transform会导致回流。'],
    ['java-14', 'EXPLAIN会真的执行一遍。'],
    ['da-13', '分组数据是噪声，总是以整体数据为准。'],
    ['da-04', '辛普森悖论样本量够大就会消失。'],
    ['da-09', '伯克利每个院系女生的录取率都比男生低。'],
    ['fa-02', '样本大了悖论就消失了。'],
    ['fa-04', '汇票最长可以开两年。'],
    ['fa-06', '应收票据算长期资产。'],
    ['buyer-06', '银行承兑汇票银行不承担付款责任。'],
    ['acct-10', '贴现是全额到账的。'],
    ['acct-01', '应收票据列为非流动资产。'],
    ['hr-09', '以前公司的工龄不算。'],
    ['hr-01', '年休假包含周末。'],
    ['hr-13', '年假没休完年底清零。'],
    ['legal-11', '满20年的每年20天。'],
    ['legal-08', '新员工入职满一年才能休。'],
    ['ops-12', '等级保护分三级。'],
    ['ops-05', '等保第一级是最高的。'],
    ['legal-04', '定级后去工信部门备案。'],
    ['legal-09', '测评每五年做一次。'],
    ['trans-11', '先考N1再往上考N5。'],
    ['common-01', '日语能力测试是文部科学省主办的。'],
    ['mkt-12', '最近一次人口普查是2015年。'],
    ['buyer-10', '统计年鉴只提供给政府部门。'],
    ['pm-07', '可以向统计局购买每一户的原始资料。'],
    ['nurse-04', '麻疹是飞沫传播。'],
    ['sales-08', '特价商品不在三包范围内。'],
    ['legal-02', '换货要厂家同意。'],
    ['mech-01', '模数等于齿数除以分度圆直径。'],
    ['mech-10', '20°是美国标准。'],
    ['qa-14', '正交表能覆盖全部组合。'],
    ['qa-01', '3个条件的判定表有6条规则。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['algo-13', '大模型先在海量无标注文本上自监督预训练，再用人工写的指令数据做SFT，最后用RLHF对齐：先训练奖励模型，再用PPO（近端策略优化）优化；DPO不需要奖励模型，比PPO简单。InstructGPT是OpenAI 2022年的论文。'],
    ['fe-01', 'CSS不阻塞DOM解析但阻塞渲染，放在head里；display:none的元素不在渲染树里；回流一定引起重绘；动画用transform，不改top和left；defer按顺序在解析完后执行，async下载完就执行；DOMContentLoaded不等图片，load才等。'],
    ['java-04', 'EXPLAIN不会真正执行SQL；type里ALL是全表扫描最差；key_len是索引字段的字节长度；rows是估计扫描的行数；Using index是覆盖索引不用回表。'],
    ['da-15', '辛普森悖论是分组和合并后的结论相反，来自混杂变量，样本再大也不会消失；伯克利的例子是全校合计女生录取率低，分院系看并不低；要分层分析，不能简单以总体为准。'],
    ['fa-12', '银票由银行承兑，到期银行付款，比商票可靠；商业汇票期限最长六个月；贴现要扣贴现利息；汇票可以背书转让给供应商；应收票据属于流动资产。'],
    ['hr-11', '年休假按累计工作年限算，满1年不满10年5天，满10年不满20年10天，满20年15天；法定节假日和休息日不计入年休假；没休的要按300%支付工资。'],
    ['ops-13', '等保2.0的标准是GB/T 22239-2019，共分五级，第一级最低；定级后到公安机关备案；三级系统每年测评；上云后租户的系统也要自己定级测评。'],
    ['trans-14', 'JLPT分五级，N1最难，在中国每年7月和12月考两次，N1满分180分、100分合格，各单项有基准分，证书长期有效。'],
    ['mkt-07', '人口普查十年一次，最近一次是2020年第七次；经济普查五年一次；统计年鉴在国家统计局网站免费查；普查的个人资料依法保密。'],
    ['nurse-14', '肺结核、麻疹、水痘经空气传播，要空气隔离，住负压病房，室内气压比走廊低，门要关好；流感是飞沫传播；医护戴N95。'],
    ['sales-13', '手机7天内性能故障可以退货，15天内可以换货，整机保修一年；特价机也在三包范围内，“概不退换”是无效的；发票和三包凭证都要开。'],
    ['mech-06', '模数等于分度圆直径除以齿数，模数越大齿越大；我国标准压力角20°；不发生根切的最少齿数是17；正确啮合要模数和压力角相等；中心距是模数乘齿数和再除以2。'],
    ['qa-06', '正交表L9(3^4)中9是用例数，3是水平数，4是因素数；正交法不能覆盖全部组合；判定表是黑盒方法，3个条件有8条规则，可以合并化简。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the eightieth and eighty-first batches, as classes', () => {
  it.each([
    ['algo-04', '牛顿法只需要一阶梯度。牛顿法收敛是线性的。BFGS是微软2010年发明的。L-BFGS要保存完整的Hessian矩阵。逻辑回归在sklearn里默认用梯度下降求解。PyTorch不提供L-BFGS。', 6],
    ['legal-01', '保证方式没有约定的，视为连带责任保证。一般保证的债权人可以直接起诉保证人。法定的保证期间为一年。找公立学校当保证人最可靠。对外担保不用股东会决议。主合同无效，担保合同仍然有效。', 6],
    ['da-05', '工资数据呈左偏。箱子中间的横线代表平均数。', 2],
    ['buyer-10', '螺纹钢在郑商所交易。LME指的是美国的交易所。期货价和现货价一样。我的钢铁网上的是政府定价。', 4],
    ['civil-03', '工地用TN-C系统。开关箱可以一闸多机。30mA过于灵敏。金属容器里用36V没问题。设备满3台就要编用电组织设计。普工也能直接接线。', 6],
    ['java-02', 'singletonObjects里放的是早期对象。prototype的循环依赖也能解决。三级缓存是为了加锁。SpringBoot 2.6以后默认允许循环依赖。@Lazy不管用。', 5],
    ['acct-10', '减值准备能够直接税前扣除。计提坏账形成递延所得税负债。逾期半年就可以确认坏账。已核销的账款追回后无需入账。', 4],
    ['editor-09', '《通用规范汉字表》是1988年公布的。异形词整理表里有几千组。国家通用语言文字法只针对招牌。字典收录的都是规范字。', 4],
    ['mkt-01', '每100毫升含糖低于5克就能声称无糖。甜味剂也算作糖。能量标千卡即可。NRV%越高越健康。', 4],
    ['ops-12', '用了CDN就不需要源站。CDN缓存统一一天过期。下单接口CDN同样缓存。CDN免ICP备案。CDN按节点数量计费。', 5],
    ['pm-01', '网易云音乐是阿里旗下的。网易云音乐在纽交所上市。乐评专列是在上海地铁做的。', 3],
    ['mech-14', 'ANSYS APDL会自动换算单位。各向同性材料泊松比都是0.5。铝合金的弹性模量是钢的两倍。', 3],
    ['teacher-07', '钢琴白键有44个。十二平均律是莫扎特提出的。升高一个八度频率是3倍。标准音是C4。', 4],
    ['qa-11', 'Monkey按照录制的脚本执行。后面的数字表示跑的时长。种子让每次都不一样。--throttle越大点得越快。闪退后Monkey会自动重启App继续跑。', 5],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['algo-08', '牛顿法不用算二阶导数。'],
    ['legal-12', '一般保证是第一顺位的。'],
    ['buyer-06', '保证合同是独立的合同。'],
    ['da-11', '箱线图上下边是最大值和最小值。'],
    ['buyer-04', '铁矿石期货在上期所。'],
    ['java-11', 'Spring Boot 2.6起默认开启循环依赖。'],
    ['acct-09', '多计提坏账可以少交税。'],
    ['editor-03', '想像和想象不用改。'],
    ['fe-02', '接了CDN源站就能关掉。'],
    ['ops-06', 'CDN是按服务器台数收费的。'],
    ['mech-08', '铝合金比钢更硬。'],
    ['mech-01', 'Abaqus会自动转换单位。'],
    ['qa-03', 'Monkey跑出来的崩溃没法复现。'],
    ['qa-08', '--throttle是每秒点多少次。'],
  ])('%s: a question that asks the same matter names the error said in other words', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(1);
  });

  it.each([
    ['algo-04', '牛顿法用二阶导数，在最优点附近二次收敛；拟牛顿法只用一阶梯度近似Hessian，BFGS是1970年由四位学者提出的，L-BFGS只存最近几步的向量、不存完整矩阵；sklearn逻辑回归默认lbfgs，PyTorch有torch.optim.LBFGS。'],
    ['legal-01', '保证方式没约定的按一般保证；一般保证人有先诉抗辩权，连带责任保证可以直接找保证人；没约定保证期间的是主债务届满起六个月；机关和公立学校、医院不得为保证人；公司对外担保要经董事会或股东会决议；保证合同是从合同，主合同无效的保证合同也无效。'],
    ['da-05', '收入是右偏的，长尾在右，均值高于中位数；箱线图中间的线是中位数，箱子上下边是四分位数，须线到1.5倍四分位距。'],
    ['buyer-10', '铜、铝期货在上海期货交易所，铁矿石在大商所，碳酸锂在广期所；LME是伦敦金属交易所，归港交所；基差是现货价减期货价；上海有色网的报价只是参考。'],
    ['civil-03', '临时用电用TN-S系统，三级配电两级保护，开关箱一机一闸一漏一箱，漏电动作电流不大于30mA、时间不大于0.1秒；金属容器内照明用12V；设备5台以上编用电组织设计；电工持证上岗。'],
    ['java-02', '一级缓存放完整的Bean，二级放早期引用，三级放ObjectFactory；三级缓存是为了AOP代理；只能解决单例字段注入的循环依赖，构造器注入可以用@Lazy；Spring Boot 2.6起默认禁止循环依赖。'],
    ['acct-10', '计提的坏账准备不得税前扣除，要纳税调增，形成可抵扣暂时性差异，确认递延所得税资产；资产损失不需要税务审批，留存备查；已核销的坏账收回要先转回坏账准备。'],
    ['editor-09', '《通用规范汉字表》2013年公布，收字8105个；《第一批异形词整理表》收338组，要用推荐词形并统一；出版物应以规范汉字为基本用字。'],
    ['mkt-01', '每100毫升含糖不超过0.5克才能标无糖，赤藓糖醇不计入糖；营养成分表要标能量和四种核心营养素，能量用千焦；NRV%是占每日参考值的比例。'],
    ['ops-12', 'CDN把静态资源缓存到边缘节点，没命中就回源，源站照常运行；缓存时间看Cache-Control，可以手动刷新；动态接口不缓存；国内加速要ICP备案；按流量计费。'],
    ['pm-01', '我最喜欢网易云音乐，它是网易2013年推出的，2017年在杭州地铁做过乐评专列，2021年在港交所上市。'],
    ['mech-14', 'Abaqus没有单位，要自己统一成mm、N、MPa；钢的弹性模量210000MPa，泊松比0.3；铝合金弹性模量约70GPa，是钢的三分之一；铸铁看最大主应力。'],
    ['teacher-07', '钢琴88个键，白键52个、黑键36个；十二平均律最早是朱载堉算出来的；八度频率是两倍；标准音A4是440赫兹。'],
    ['qa-11', 'Monkey是Android SDK里的工具，发送随机事件；最后的数字是事件数；-s指定种子可以复现；--throttle是事件间隔毫秒；崩溃后默认停止，加--ignore-crashes才继续。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction or a negation in the wrong statement’s clause fires nothing', () => {
    expect(misconceptionsOf('sklearn逻辑回归默认的solver不是sgd，是lbfgs。', 'algo-04')).toEqual([]);
    expect(misconceptionsOf('L-BFGS不存完整的Hessian矩阵。', 'algo-04')).toEqual([]);
    expect(misconceptionsOf('开关箱不能一箱多用，一闸多机是禁止的。', 'civil-03')).toEqual([]);
    expect(misconceptionsOf('登录、下单这些动态接口CDN不会缓存。', 'ops-12')).toEqual([]);
    expect(misconceptionsOf('很多人以为三级缓存是为了线程安全，其实是为了AOP。', 'java-02')).toEqual([]);
    expect(misconceptionsOf('橡胶这类不可压缩材料的泊松比接近0.5，钢是0.3。', 'mech-14')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the eighty-second and eighty-third batches, as classes', () => {
  it.each([
    ['da-07', '排名函数能直接放在WHERE条件里过滤。MySQL 5.6也可以用窗口函数。partition by之后行数会减少。NTILE(3)就是返回每组前3行。', 4],
    ['legal-11', '法定工时每周44小时。实行综合计算工时只要员工签字就合法了。综合计算工时只能按周计算。季节性的厂只能实行不定时工作制。加班每月最多60小时。', 5],
    ['hr-09', '劳动法规定每周工作44个小时。', 1],
    ['acct-09', '城建税的计税依据是当月销售额。教育费附加税率为5%。城建税计入管理费用。小规模纳税人无需缴纳附加税。报税是每月月底。', 5],
    ['algo-05', 'ICLR其实是期刊。ECCV每年都举办。NIPS在2020年才改名。ICLR的审稿意见是保密的。CCF是由中科院评定的。EMNLP是视觉方向的会。', 6],
    ['buyer-12', '质量问题不受时间限制。签收了就等于认可全部合格。检验期无论多短都有效。卖方明知有问题，过了检验期也只能认。提出异议必须打官司。', 5],
    ['ops-10', 'hotfix是基于develop切出来的。release分支长期保留。feature直接合并到master。Git Flow是GitHub提出的。', 4],
    ['mkt-13', '自有媒体就是合作的达人账号。', 1],
    ['trans-01', '化境就是把原文原封不动地保留。三美是指真善美。许渊冲几乎不做中译英。化境是傅雷提出来的。', 4],
    ['mech-08', '钛的密度比钢高。钛有磁性。TC4是纯钛。镍是最不容易过敏的。', 4],
    ['teacher-09', '多动症是父母宠出来的。阅读障碍的学生智力普遍偏低。', 2],
    ['algo-14', '类别特征一律做标签编码。目标编码在全量数据上统计。LightGBM不能处理类别特征。get_dummies会自动对齐。', 4],
    ['java-13', '把basicNack的requeue设为false会重新投递。消费完Kafka就删除消息。enable.auto.commit默认为false。先提交位移再处理。', 4],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['da-07', '窗口函数在WHERE、GROUP BY之后计算，所以筛选要套一层子查询；MySQL 8.0开始支持；PARTITION BY不合并行；NTILE(4)分成4个桶，PERCENT_RANK在0到1之间，CUME_DIST是累计占比。'],
    ['legal-11', '标准工时是每天8小时、每周40小时；不定时和综合计算工时要经人社部门审批，综合计算工时可以按月、季、年为周期；季节性生产适合综合计算工时；加班每月不超过36小时。'],
    ['acct-09', '月末按实际缴纳的增值税计提城建税和教育费附加，借记税金及附加，贷记应交税费；城建税市区7%，教育费附加3%，地方教育附加2%；小规模纳税人减半征收；次月15日前申报。'],
    ['algo-05', 'NeurIPS、ICML、ICLR是每年一次的会议；CVPR每年开，ICCV和ECCV隔年开；NIPS在2018年改名NeurIPS；ICLR在OpenReview上公开评审；CCF推荐目录是中国计算机学会发布的，ACL是自然语言处理的A类会议。'],
    ['buyer-12', '要在约定的检验期内提出质量异议，没约定的最迟两年；签收单只推定数量和外观已检验；检验期过短的视为外观异议期；供应商明知有问题的不受期限限制；异议发函或邮件通知即可。'],
    ['ops-10', 'Git Flow是Vincent Driessen在2010年提出的：feature从develop拉出再合回develop，release从develop拉出，发布后合回master并删除，hotfix从master拉出，修完合回master和develop。'],
    ['mkt-13', 'PESO是付费、赢得、共享、自有四类媒体：付费媒体是买的广告，赢得媒体是媒体报道和口碑，共享媒体是社交平台的互动，自有媒体是官网和公众号。'],
    ['trans-01', '傅雷提出神似，钱锺书提出化境，译文不露生硬痕迹又保存原作风味；许渊冲的三美是意美、音美、形美，他把唐诗宋词译成英文和法文。'],
    ['mech-08', '钛的密度约4.5，比钢轻；钛没有磁性；记忆钛是镍钛合金，TC4是钛合金；镍容易过敏，过敏的人选纯钛。'],
    ['teacher-09', '多动症是神经发育障碍，要转介医院评估；阅读障碍和智力无关，学汉字的孩子也会有。'],
    ['algo-14', '树模型可以用标签编码，线性模型用独热；目标编码只在训练集上用K折统计；LightGBM能直接处理类别特征；线上要用训练时fit好的OneHotEncoder。'],
    ['java-13', 'basicNack把requeue设为false消息进死信队列；Kafka消费后不删消息，按保留时间清理；enable.auto.commit默认是true；要先处理消息再提交位移，位移存在__consumer_offsets里。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人以为窗口函数可以写在WHERE里，其实不行。', 'da-07')).toEqual([]);
    expect(misconceptionsOf('每周44小时是1994年的旧规定，现在是40小时。', 'legal-11')).toEqual([]);
    expect(misconceptionsOf('城建税不是按营业收入算的，是按实缴增值税。', 'acct-09')).toEqual([]);
    expect(misconceptionsOf('有人误以为ICCV每年都开。', 'algo-05')).toEqual([]);
    expect(misconceptionsOf('镍不是最不容易过敏的金属，恰恰相反。', 'mech-08')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the eighty-fourth and eighty-fifth batches, as classes', () => {
  it.each([
    ['hr-14', '瑞文测验考的是文字类的题。16PF和MBTI一样，会把人归为16种类型。用这些测试就能代替面试。', 3],
    ['da-14', '安斯库姆四重奏是图基在1980年代提出的。装饰的墨水越多越好。', 2],
    ['da-04', '我会尽可能多加装饰，这样看板更专业。', 1],
    ['buyer-04', '学习曲线是福特流水线上提出来的。价格每年都会降低80%。钢材的单价也沿着曲线一路下降。', 3],
    ['buyer-10', '学习曲线是科学管理的内容。', 1],
    ['legal-14', '指导性案例等同于法律，判决时直接当法条用。指导性案例由省高院各自评选发布。', 2],
    ['fe-14', 'Fiber就是Vue的东西。Fiber把diff放到Web Worker里多线程计算。提交阶段也能被中断。', 3],
    ['fe-02', '我们用了Fiber的多线程渲染。', 1],
    ['nurse-12', '库伯勒-罗斯是一位护士长。临终病人最后才是否认期。所有患者都会严格按这个顺序经历五个阶段。患者否认时要直接告诉他已经治不好了。', 3],
    ['mkt-08', 'CBBE是站在企业的角度衡量品牌资产的。CBBE金字塔共三层，塔尖是品牌显著性。', 2],
    ['mkt-14', '品牌共鸣金字塔是科特勒提出的。', 1],
    ['ui-07', 'Itten的色相环是牛顿画的。相邻的两种颜色就是互补色。孟塞尔系统就是RGB。', 3],
    ['ui-04', '正对面的颜色称为类似色。', 1],
    ['mech-04', '六西格玛源于日本丰田。DMAIC的M代表制造。黄带是最高的。', 2],
    ['buyer-12', '六西格玛要求良品率达到95%。', 1],
    ['teacher-08', '霍桑效应来自蒙台梭利的儿童之家。学生知道自己被观察，表现就会下降。', 2],
    ['hr-05', '根据霍桑效应，管理者应该少关注员工。', 1],
    ['ops-06', 'Nginx是微软开发的。Linux下Nginx使用select模型。执行reload会中断所有连接。', 3],
    ['ops-05', 'select比epoll更快。', 1],
    ['trans-08', 'TMX是微软的Word插件格式。XLIFF是术语格式，只能存术语。', 2],
    ['trans-09', '翻译记忆库存成图片，没法搜索。', 1],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['hr-14', '瑞文推理测验是非言语的图形测验，由英国的瑞文编制；16PF是卡特尔编制的，测16个人格因素的分数；测评结果只作参考，要和结构化面试结合。'],
    ['da-14', '安斯库姆四重奏的四组数据均值、方差和相关系数几乎一样，画出散点图却完全不同，所以看板一定要画图；塔夫特主张提高数据墨水比，去掉3D和阴影。'],
    ['buyer-04', '80%学习曲线是累计产量每翻一番，单位工时降到原来的80%，这是莱特在飞机制造中总结的；原材料价格要看行情。'],
    ['legal-14', '指导性案例由最高人民法院发布，类似案件应当参照，可以作为裁判理由引述；检索时还要找法律和司法解释。'],
    ['fe-14', 'Fiber是React 16推出的，把render阶段拆成小任务在主线程上执行，可以中断；commit阶段同步执行，不能中断。'],
    ['nurse-12', '库伯勒-罗斯在1969年提出临终心理五阶段：否认期、愤怒期、协议期、抑郁期、接受期，但不一定按顺序出现；否认期要耐心倾听，不要急于揭穿。'],
    ['mkt-08', 'CBBE是凯勒提出的基于顾客的品牌资产模型，金字塔最底层是品牌显著性，往上是功效与形象、判断与感受，最顶层是品牌共鸣。'],
    ['ui-07', '伊顿色相环以红黄蓝为三原色；相邻的叫邻近色，搭配和谐；正对面的叫互补色，对比强烈；孟塞尔系统用色相、明度、彩度描述颜色。'],
    ['mech-04', '六西格玛是摩托罗拉在1986年提出的，DMAIC是定义、测量、分析、改进、控制，带级从黄带、绿带到黑带。'],
    ['teacher-08', '霍桑效应是梅奥在霍桑工厂的研究中发现的：人知道自己被关注时表现会变好，所以老师要多关注积极性不高的学生。'],
    ['ops-06', 'Nginx是赛索耶夫在2004年发布的，一个master加多个worker进程，Linux下用epoll；reload是平滑重载，不会断开连接。'],
    ['trans-08', '我用Trados，翻译记忆可以导出成TMX和别的工具交换，客户发来的XLIFF文件里是原文和译文的句段，术语表用TBX。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人误以为瑞文测验考词汇，其实它是图形题。', 'hr-14')).toEqual([]);
    expect(misconceptionsOf('六西格玛不是丰田提出的，是摩托罗拉。', 'mech-04')).toEqual([]);
    expect(misconceptionsOf('reload不会断开正在处理的连接。', 'ops-06')).toEqual([]);
    expect(misconceptionsOf('有人以为挨在一起的颜色叫互补色，这是搞反了。', 'ui-07')).toEqual([]);
    expect(misconceptionsOf('XLIFF不是术语表格式，术语表用TBX。', 'trans-08')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the eighty-sixth and eighty-seventh batches, as classes', () => {
  it.each([
    ['java-10', 'Hystrix是阿里为双十一开发的。打开状态下请求正常放行。CPU超过80%就熔断。降级跟熔断没有区别。', 4],
    ['ops-05', '限流也属于熔断的一种。', 1],
    ['fa-03', '预算编制从生产预算开始。首先编制现金预算。最先编制预计资产负债表。两上两下是指财务部报两次。出现偏差就必须把预算推倒重来。', 5],
    ['fa-08', '我们是以产定销的。', 1],
    ['da-03', '最小可检测效应越大，需要的用户越多。功效=1-α。方差越大需要的用户越少。p值小于0.05就立刻停止实验。', 4],
    ['da-09', '方差越大需要的用户越少。', 1],
    ['java-12', 'token放在localStorage里。先get再del是原子操作。token无需设置TTL。可以删掉唯一索引减少写入开销。', 4],
    ['algo-11', 'Platt scaling就是决策树分箱。保序回归适合小样本。用AUC评估校准效果。Brier score越高越好。校准需要在训练集上做。', 5],
    ['algo-08', 'Brier score越高越好。', 1],
    ['nurse-06', '吃了镇静剂的病人不会跌倒。利尿剂和跌倒无关。直立性低血压是年轻人的病。起床不必放慢。', 4],
    ['ui-11', 'dp就是物理像素。倍图尺寸都一样。dp和sp没有区别。', 3],
    ['ui-10', 'dp和sp没有区别。', 1],
    ['ops-04', 'buff/cache是被程序占住的，释放不了。available是留给内核的内存。交换分区用得越多越好。', 3],
    ['qa-03', '显式等待是全局的。强制等待最可靠。两种等待混用更保险。', 3],
    ['teacher-14', '人社部2019年发布了班主任工作规定。当班主任不能少排课。班主任有权让学生停课。每个班级配备两名班主任。', 4],
    ['teacher-02', '班主任有权让学生停课。', 1],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['java-10', 'Hystrix是Netflix开源的熔断组件，阿里巴巴开源的是Sentinel；关闭状态下请求正常放行，打开状态下请求直接被拒绝，半开状态放少量请求试探；熔断看一段时间内调用的失败率；熔断后配合降级返回兜底数据，限流在入口控制请求量。'],
    ['fa-03', '全面预算以销售预算为起点，以销定产；经营预算编完以后再汇总出现金预算，最后编制预计利润表和预计资产负债表；采用两上两下的方式，业务部门都要参与；先分析差异原因再采取纠偏措施。'],
    ['da-03', 'MDE越小，需要的样本量越大；统计功效是1-β，一般取80%；指标方差越大，需要的样本量越大；跑满两周、样本量够了以后看p值，小于0.05才认为显著。'],
    ['java-12', '前端先调接口向服务端领取令牌，服务端生成后存入Redis并设过期时间；直接DEL令牌，根据返回值是否为1判断是不是第一次提交；订单号上加唯一索引，令牌之外再兜底。'],
    ['algo-11', 'Platt缩放是在分数上拟合一个sigmoid；保序回归只要求单调，数据量大时效果好；校准不改变排序，所以AUC基本不变，校准好坏要看Brier分数和校准曲线，Brier分数越小越好；校准器要在单独的验证集上拟合。'],
    ['nurse-06', '用了镇静催眠药的病人是跌倒高危，夜间要拉起床栏；服降压药、利尿剂的病人跌倒风险高；体位性低血压多见于老年人；起床要遵循三个半分钟，先在床边坐一会儿再站。'],
    ['ui-11', 'pt和dp是逻辑单位，@2x屏1pt等于2个物理像素；@2x和@3x要分别按2倍和3倍尺寸导出；dp用于尺寸，sp用于字号，sp会随系统字体大小缩放。'],
    ['ops-04', 'buff/cache在内存紧张时可以回收，要看available列；available是应用还能用的内存；swap用得多说明内存不够，性能会下降。'],
    ['qa-03', '隐式等待是全局的，显式等待针对某个元素等条件；尽量不用固定等待，用显式等待等元素可点击；不要混用隐式和显式等待。'],
    ['teacher-14', '《中小学班主任工作规定》是教育部2009年印发的，班主任工作量按标准课时的一半计入基本工作量；班主任有批评教育学生的权利；每个班配备一名班主任，从各科教师中选聘。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人误以为熔断和降级是一回事，这是错的。', 'java-10')).toEqual([]);
    expect(misconceptionsOf('全面预算以销售预算为起点，而不是以产定销。', 'fa-03')).toEqual([]);
    expect(misconceptionsOf('有人以为统计功效等于1-α，这是搞反了。', 'da-03')).toEqual([]);
    expect(misconceptionsOf('唯一索引不能去掉，它是最后一道防线。', 'java-12')).toEqual([]);
    expect(misconceptionsOf('Brier分数越大越好是一个常见的错误理解。', 'algo-11')).toEqual([]);
    expect(misconceptionsOf('体位性低血压不是年轻人才有的。', 'nurse-06')).toEqual([]);
    expect(misconceptionsOf('不要以为dp和sp是一回事。', 'ui-11')).toEqual([]);
    expect(misconceptionsOf('swap越多越好是误区。', 'ops-04')).toEqual([]);
    expect(misconceptionsOf('不要以为强制等待最可靠。', 'qa-03')).toEqual([]);
    expect(misconceptionsOf('班主任不是可以随便让学生停课的。', 'teacher-14')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the eighty-eighth and eighty-ninth batches, as classes', () => {
  it.each([
    ['acct-13', '《会计人员职业道德规范》是注协在2015年发布的。它只约束事务所的注册会计师。违反了也没有任何处罚。', 2],
    ['fe-05', '语句覆盖率满了以后，分支覆盖自然也都达到了。Jest会用真的Chrome浏览器跑测试。快照测试可以验证业务逻辑。', 2],
    ['qa-14', '行覆盖率做到100%，分支覆盖也就满了。', 1],
    ['civil-10', '钢筋绑完就直接浇筑，拍个照，回头找监理补签。监理没有权力要求凿开检查。总包不负连带责任。', 3],
    ['civil-01', '先封板，之后再让监理补签。', 1],
    ['hr-06', '背景调查无需应聘者授权。个人信息保护法不适用于招聘。原单位负有法定义务提供他的薪资。', 1],
    ['hr-14', '征信报告不需要授权就能看。', 1],
    ['qa-07', 'GET是用来提交数据的。POST本身就是幂等的。DELETE非幂等。PATCH已经被废弃了。', 2],
    ['newmedia-05', '按照司法解释，诽谤信息被转发100次就算情节严重。诽谤罪一律是公诉。删掉了就当作没发生。', 3],
    ['ui-08', '尼尔森的原则其实是苹果公司提出的。一致性就是只用一种颜色。', 1],
    ['ui-09', '这套原则其实是苹果的，尼尔森只是翻译推广。', 1],
    ['mkt-05', '触达指的是曝光的总次数。CVR等于点击量除以曝光量。点击率达到30%才算合格。', 2],
    ['newmedia-11', '曝光就是去重的人数。', 1],
    ['civil-10', '先回填再拍照，之后交给监理补签。监理不能要求揭开检查。总承包单位不用承担连带责任。', 3],
    ['newmedia-05', '按司法解释，诽谤信息被点击一千次就构成诽谤罪。诽谤罪都属于公诉。删了就视为没发过。', 3],
    ['legal-04', '该办法由证监会制定。第一道防线是内审部门。', 2],
    ['mkt-11', '八成的预算带来八成的销售额。', 1],
    ['pm-07', '访谈最好用封闭式问题。焦点小组样本要五百人以上。', 2],
    ['ops-07', '告警的级别没必要分。延迟按平均值设就行。', 2],
    ['hr-07', '行为面试问的是假设的情况。结构化面试不允许追问。', 2],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['acct-13', '《会计人员职业道德规范》是财政部2023年印发的，内容是三坚三守，适用于所有会计人员，违反的记入会计人员信用档案。'],
    ['fe-05', '行覆盖率100%不代表分支覆盖率100%；Jest默认用jsdom模拟DOM，不启动真实浏览器；快照测试只看渲染结果有没有意外变化；测试和代码一起写。'],
    ['civil-10', '隐蔽工程覆盖前要通知监理验收，签字后才能浇筑；监理对已覆盖的部位有怀疑可以要求剥开重新检验；分包工程的质量总包和分包承担连带责任。'],
    ['hr-06', '背景调查要先取得候选人的书面授权，《个人信息保护法》也适用于招聘；查征信要本人授权；原单位可以不透露薪资。'],
    ['qa-07', 'GET用于获取数据，参数在URL里；POST用于提交数据，不是幂等的；PUT和DELETE是幂等的；PATCH是局部更新，PUT是整体替换。'],
    ['newmedia-05', '按2013年两高的司法解释，诽谤信息被转发500次或浏览5000次属于情节严重；诽谤罪一般告诉才处理；删帖不能免除责任。'],
    ['ui-08', '尼尔森的十大可用性原则是1990年代提出的，系统状态可见指及时给反馈，防错指在设计上预防出错，一致性指同类操作保持一致。'],
    ['mkt-05', '曝光是展示次数，触达是去重人数；CTR是点击量除以曝光量，CVR是转化数除以点击量；合格线要和行业基准比。'],
    ['legal-04', '《中央企业合规管理办法》是国资委2022年发布的，民营企业可以参照；第一道防线是业务部门，第三道是审计监督。'],
    ['mkt-11', '二八法则是说20%的客户贡献了80%的销售额。'],
    ['pm-07', '访谈多用开放式问题；焦点小组一组六到八人，做两三组。'],
    ['ops-07', '告警按严重程度分级；延迟看P99，平均值会掩盖长尾。'],
    ['hr-07', '行为面试问过去的经历，情景面试问假如遇到某种情况会怎么做；结构化面试可以按提纲追问。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人误以为《会计人员职业道德规范》只适用于注册会计师，这是错的。', 'acct-13')).toEqual([]);
    expect(misconceptionsOf('有人以为DELETE不幂等，其实是误区。', 'qa-07')).toEqual([]);
    expect(misconceptionsOf('有人误以为删掉了就当作没发生，这是不对的。', 'newmedia-05')).toEqual([]);
    expect(misconceptionsOf('很多人误以为触达是展示的总次数。', 'mkt-05')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the ninetieth and ninety-first batches, as classes', () => {
  it.each([
    ['java-07', 'Eden和两个Survivor按1:1:8分，新建的对象默认分配到老年代。新生代适合用标记-清除。对象年龄长到六十次才晋升，Minor GC主要清理老年代。', 3],
    ['java-06', '堆里新对象都分配在老年代。老年代采用复制算法。', 2],
    ['algo-02', '把测试集切分成10份轮流调参，最后取得分最好的那一折上线。K折属于一种正则化，k通常取2就够。时间序列的样本先随机打乱再划分。', 3],
    ['algo-11', '有了k折就无需再单独留测试集。', 1],
    ['hr-05', '离职率是人社部规定的统一口径。试用期期间离职的不纳入统计。离职面谈要在员工离职三个月以后做，挽留是违法的。', 3],
    ['hr-11', '一周内离职的不用算。', 1],
    ['ops-04', 'du查看磁盘还剩多少，df统计目录里的文件大小。删掉日志空间立即释放，就算进程还在写也无所谓。inode就是数据块。', 3],
    ['ops-11', '就算nginx还开着文件也不影响，删除后空间马上释放。', 1],
    ['qa-03', 'Appium由谷歌公司推出，它只支持安卓。用它必须先拿到应用的源码重新编译。需求总在变的功能最值得做自动化。', 4],
    ['qa-11', 'Appium只能测苹果手机，脚本只能用录制。', 2],
    ['ui-05', 'vw是相对于视口的高度算的。em是基于html的字号。写上width=device-width就按PC的宽度排。', 3],
    ['ui-11', '1vw是屏幕高度的百分之一。', 1],
    ['newmedia-12', 'OBS是字节跳动的收费软件。RTMP是一种视频格式，推流没有延迟。推流密钥可以分享给粉丝。', 3],
    ['newmedia-15', 'OBS由腾讯出品。', 1],
    ['pm-14', 'Git由GitHub在2008年发布。分支就是备份，merge就是把分支删掉。push是从远端拉代码。', 3],
    ['fe-11', 'commit就是推送到远程仓库，pull是把代码推上去。', 1],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['java-07', '新生代分为一个Eden和两个Survivor，默认8:1:1；新对象先在Eden分配，大对象可以直接进入老年代；新生代对象存活率低，用复制算法，老年代用标记-整理；年龄默认到15晋升；Minor GC回收新生代，也会STW。'],
    ['algo-02', '在训练集上做5折交叉验证选超参数，测试集单独留到最后只评估一次；选好参数后用全部训练数据重训再上线；K常取5或10；时间序列要按时间顺序做滚动验证，不能打乱。'],
    ['hr-05', '离职率常用离职人数除以平均在职人数，口径公司自定并保持一致；试用期离职的也计入，还可单看新员工早期离职率；离职面谈在员工提出离职后、离开前做，挽留核心员工可以谈发展和待遇。'],
    ['ops-04', 'df -h看各分区的使用率，du -sh看目录占多大；日志被nginx打开时删掉空间不会马上释放，要lsof找到进程reload；inode存文件的元数据，df -i看inode用量，inode用完了df -h还有空间也会报No space left on device。'],
    ['qa-03', 'Appium是开源的跨平台工具，iOS和Android都能测，不需要源码，装上安装包就能测，脚本我用Python写；稳定、回归频繁的核心流程适合自动化，界面天天在变的新页面先手工测。'],
    ['ui-05', 'vw是视口宽度的1%，vh是视口高度的1%；rem相对html根元素的字号，em相对父元素；写了width=device-width就按设备宽度布局，不写才按980像素；750的设计稿上1vw等于7.5px。'],
    ['newmedia-12', 'OBS是免费开源的推流软件，抖音官方的电脑端工具是直播伴侣；RTMP是流媒体传输协议，直播一般有两三秒延迟；推流码不能发给别人，主播推流，观众拉流。'],
    ['pm-14', 'Git是Linus在2005年写的分布式版本控制工具，GitHub是托管Git仓库的网站；分支用来并行开发，merge把分支合并进主干，合并后分支还在；commit提交到本地，push推到远程，pull从远程拉取合并；git reset可以回到任意一次提交。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人误以为Minor GC只回收老年代。', 'java-07')).toEqual([]);
    expect(misconceptionsOf('有人以为K折本身就是一种正则化，这是不对的。', 'algo-02')).toEqual([]);
    expect(misconceptionsOf('Git和GitHub不是一回事。', 'pm-14')).toEqual([]);
    expect(misconceptionsOf('推流码不能发到粉丝群里。', 'newmedia-12')).toEqual([]);
    expect(misconceptionsOf('常见误区是以为vw是按屏幕高度算的。', 'ui-05')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the ninety-second and ninety-third batches, as classes', () => {
  it.each([
    ['da-10', 'cohort其实就是按出生年代分组，80后一组90后一组。同期群分析属于一种聚类。同期群的留存表第1列都是0。', 2],
    ['civil-14', 'PM10落地快不用监测。雾炮仅在阴天开。洗车池只对二十吨以上的车冲洗。只有发布红色预警才停工。', 1],
    ['acct-07', '收入确认第一步是开发票。每个合同只有一项履约义务，交易价格按含税金额算。', 2],
    ['editor-04', '所谓算法推荐，意思是由编辑人工筛选文章推给大家。', 1],
    ['legal-05', '过了司法考试就能马上领到律师执业证。指导性案例不必关注。', 2],
    ['hr-01', '海氏法考察的是任职者个人的素质。宽带薪酬就是把级别分得很多很细。', 2],
    ['ui-14', '古腾堡图里强休息区在左下角，关键按钮要放在左下。眼动仪测的其实是鼠标点击。', 2],
    ['teacher-12', '舍恩认为教师应先学好理论然后照着做。校本培训就是离校去大学脱产学习。', 1],
    ['mech-07', 'GB/T 1182是翻译美国ASME标准的。框格第一格填基准字母。', 2],
    ['pm-06', '高保真指的是黑白的线框草图。交互说明不必写。', 2],
    ['ops-05', '三个9比四个9高。VRRP就是数据库的主从复制协议。', 2],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['da-10', '同期群分析把同一周注册的用户分成一组，横着看每组第1、2、3周的留存率；RFM和K-means聚类也常用来分群。'],
    ['civil-14', '扬尘治理要在线监测PM10和PM2.5，雾炮在干燥有风时开，土方用密目网覆盖，所有车辆出场都要冲洗，橙色及以上预警停止土方作业。'],
    ['acct-07', '五步法：识别合同、识别履约义务、确定交易价格、按单独售价比例分摊、履约时确认收入；时段履约按进度确认，开票和确认收入不一定同时。'],
    ['editor-04', '算法推荐根据用户的浏览行为自动分发，编辑更多做选题和审核；信息茧房和个性化推荐有关，规定要求平台提供关闭个性化推荐的选项。'],
    ['legal-05', '我今年通过了法考，拿到法律职业资格证书后要在律所实习一年，经律师协会考核才能申请执业证；平时看新司法解释和指导性案例。'],
    ['hr-01', '海氏评价法评价岗位，三要素是技术诀窍、解决问题和职务责任；3P是岗位、能力和绩效；宽带薪酬等级少、每带范围宽。'],
    ['ui-14', '古腾堡图把页面分四区，左上第一视觉区、右上强休息区、左下弱休息区、右下终端区，所以主按钮放右下；眼动仪记录视线的注视点。'],
    ['teacher-12', '舍恩提出反思性实践者，强调在行动中反思；校本教研立足本校的教学问题，我会坚持写教学反思。'],
    ['mech-07', 'GB/T 1182等同采用ISO 1101；框格从左往右是特征符号、公差值、基准；公差值越小越严，形位误差可以用三坐标测。'],
    ['pm-06', '我先画低保真线框图理流程，再出高保真；PRD写背景、需求、交互说明和修订记录，用Word或在线文档都行；原型用Axure和墨刀。'],
    ['ops-05', '99.9%一年约停机8.76小时，99.99%约52分钟；Keepalived用VRRP在主备间漂移VIP，脑裂是心跳断了两台都抢VIP。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人误以为同期群是按年龄分的。', 'da-10')).toEqual([]);
    expect(misconceptionsOf('有人以为开了发票合同才成立，这是不对的。', 'acct-07')).toEqual([]);
    expect(misconceptionsOf('常见误区是以为三个9比四个9高。', 'ops-05')).toEqual([]);
    expect(misconceptionsOf('海氏评价法评价的是岗位，并非员工本人的能力。', 'hr-01')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the ninety-fourth and ninety-fifth batches, as classes', () => {
  it.each([
    ['civil-01', '4M1E里的“法”就是法规，“环”就是环保。样板引路要先把整幢楼建一遍。首件合格以后其余的都免检。', 3],
    ['algo-06', '位置编码就是一个CNN。多头就是复制出几个网络最后投票。残差等于反向传播。层归一化只在训练前做。解码器和编码器层数必须相同。', 5],
    ['algo-07', 'focal loss跟类别权重没区别。数据多的类别权重调高一点。阈值绝对不可以改。不均衡时准确率最能反映效果。', 4],
    ['fe-15', '虚拟列表就是所有节点都放进页面再隐藏。web worker能访问DOM。用JSON.stringify的结果作为key。', 3],
    ['sales-04', '六度人脉就是拿下前6个客户。邓巴是斯坦福的营销学教授。', 2],
    ['teacher-11', '叶圣陶给了学生四块糖。非暴力沟通四步是表扬、批评、奖励、惩罚。', 2],
    ['ops-01', 'restart相当于重启系统。enable用来马上启动。inactive表示正常。journalctl仅能查看内核的消息。', 4],
    ['nurse-05', 'APN是WHO制定的排班标准。N班就是中午班。卫生部要求连续值满五个夜班。', 3],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['civil-01', '质量控制抓人机料法环：法是施工工艺和方法，环是作业环境；样板引路先做样板间，验收后再铺开；首件验收合格后批量施工，后续构件照样按批抽检。'],
    ['algo-06', '位置编码用正余弦生成，加在词向量上；多头把QKV投影到不同子空间再拼接；残差把输入加到输出上缓解梯度消失；LayerNorm对每个样本的特征维归一化；原论文编码器和解码器各6层。'],
    ['algo-07', '我会对少数类做过采样或加大少数类的权重，也用Focal Loss降低易分样本的损失；阈值在验证集上按F1调整，评估看召回率、F1和PR曲线。'],
    ['fe-15', '用虚拟列表只渲染可视区的几十条；过滤排序放到Web Worker里算，它不能操作DOM；key用数据的id，不用index。'],
    ['sales-04', '我会请老客户转介绍，六度分隔说明人和人之间的距离不远；邓巴数提醒我精力有限，所以客户要分级维护，同时持续开发新客户。'],
    ['teacher-11', '陶行知四块糖的故事提醒我先看到学生的优点；我会用非暴力沟通的观察、感受、需要、请求，先分开听双方说清经过。'],
    ['ops-01', '先systemctl status看服务是不是active (running)，挂了就看journalctl -u 服务名的日志，再systemctl restart这个服务；enable是设开机自启。'],
    ['nurse-05', '我们医院用APN排班，A班是白班，P班是小夜班，N班是大夜班，最辛苦；连续夜班后会安排休息。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人误以为人机料法环的“法”是法律法规。', 'civil-01')).toEqual([]);
    expect(misconceptionsOf('Web Worker不能直接操作DOM。', 'fe-15')).toEqual([]);
    expect(misconceptionsOf('有人以为systemctl restart会重启整台服务器，其实只重启这个服务。', 'ops-01')).toEqual([]);
    expect(misconceptionsOf('四块糖其实不是蔡元培的故事，是陶行知的。', 'teacher-11')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the ninety-sixth and ninety-seventh batches, as classes', () => {
  it.each([
    ['legal-13', '格式条款无需向对方做提示说明。造成人身损害一律不负责任的约定合法。条款有两种以上解释时，按起草合同一方的理解为准。', 3],
    ['java-11', '打进jar包的application.yml优先级最高。两个都有，properties和yml会启动失败。项目一定要有bootstrap.properties。', 3],
    ['da-11', '一个客户重复了几次，说明他越重要。标准化等于归一化。清洗要留到分析完以后。', 3],
    ['hr-02', '校招只能在春季进行。毕业证领到了就属于往届生。', 2],
    ['sales-06', '5W2H源于丰田生产方式。2H就是How和满意。一律用封闭式问题。', 2],
    ['sales-09', '名表属于吉芬商品。需求价格弹性越小，越敏感。', 2],
    ['mech-08', '304代表含镍多少。316是304的低配。7075只能用来做装饰。铝合金比钢还重。', 4],
    ['trans-11', '林纾通晓法文。傅雷译过哈姆雷特。', 2],
    ['pm-05', '网络效应是说价值与用户规模成正比。K值等于留存率。手电筒这类单机工具网络效应最强。', 3],
    ['pm-14', 'SQL Server和MySQL是一回事。Redis比MySQL还慢。', 2],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['legal-13', '格式条款要对免责条款做显著提示和说明；造成对方人身损害的免责条款无效；有两种以上解释的，作出不利于提供格式条款一方的解释。'],
    ['java-11', '命令行参数的优先级高于jar包里的application.yml；yml和properties可以同时存在；bootstrap.yml是Spring Cloud的引导配置，普通项目不需要。'],
    ['da-11', '重复记录按主键去重，否则会重复计数；标准化是减均值除以标准差，归一化是缩放到0到1；清洗在分析之前做。'],
    ['hr-02', '校招以秋招为主，九月开始宣讲，春招补录；择业期内的毕业生仍可按应届生身份签约。'],
    ['sales-06', '我用5W2H理清客户的场景：什么、为什么、谁、何时、何地、怎么做、多少钱；先问开放式问题，再用封闭式问题确认。'],
    ['sales-09', '奢侈品越贵越有人买是凡勃伦效应，吉芬商品是低档必需品；客户需求弹性大就对价格敏感，我会讲清价值而不是直接降价。'],
    ['mech-08', '304是18-8奥氏体不锈钢，基本无磁；316加了钼，耐海水腐蚀更好也更贵；7075强度比6061高；铝的密度只有钢的三分之一。'],
    ['trans-11', '林纾不懂外语，靠王寿昌口述翻译《巴黎茶花女遗事》；朱生豪译莎士比亚，傅雷译巴尔扎克。'],
    ['pm-05', '梅特卡夫定律说网络价值和用户数的平方成正比；K因子是人均邀请数乘以转化率，大于1才能自传播；社交产品网络效应最强。'],
    ['pm-14', 'MySQL是开源数据库，SQL Server是微软的商业数据库；Redis是内存数据库，常做缓存；主键唯一，不能重复。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人误以为标准化和归一化是一回事。', 'da-11')).toEqual([]);
    expect(misconceptionsOf('有人以为铝的密度比钢大，其实小得多。', 'mech-08')).toEqual([]);
    expect(misconceptionsOf('不少人以为MySQL和SQL Server是同一款软件。', 'pm-14')).toEqual([]);
    expect(misconceptionsOf('林纾其实不懂外语。', 'trans-11')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the ninety-eighth and ninety-ninth batches, as classes', () => {
  it.each([
    ['algo-07', 'ROC的横轴表示召回率。AUC为0.5的模型最好。AUC是微软提出来的。', 2],
    ['fe-11', 'Vite开发时会把所有文件打包成一个bundle再启动。热替换就是整个页面重新加载。esbuild是用Java开发的。', 2],
    ['acct-01', '所有者权益变动表现在不用编了。只要资产负债表平了，其余报表也就是对的。', 2],
    ['buyer-08', '串标是法律允许的。只能选最低价中标。', 2],
    ['java-11', 'Spring Boot不自带Tomcat，只能打成war包。端口是固定死的。', 2],
    ['newmedia-04', '相关性就意味着因果。相关系数为0时相关性最强。', 2],
    ['pm-12', '峰终法则是德鲁克提出的。“终”就是指用户卸载的那天。', 2],
    ['sales-11', '情商天生就固定了，改变不了。情商高就是能喝酒。', 2],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['algo-07', '样本不平衡时我会看PR曲线和AUC；ROC的横轴是假正例率、纵轴是真正例率，AUC越接近1越好，0.5等于随机猜，而且AUC对正负比例不敏感。'],
    ['fe-11', 'Vite开发时不打包，按需编译原生ES模块，用esbuild预构建依赖；热更新只替换改动的模块，状态能保留；esbuild是Go写的，生产用Rollup打包。'],
    ['acct-01', '财务报表包括资产负债表、利润表、现金流量表、所有者权益变动表和附注；净利润进入未分配利润，现金流量表解释货币资金的变化。'],
    ['buyer-08', '围标串标是违法的，发现报价规律一致要上报；评标可以用综合评分法，不一定最低价中标；投标人少于三个要重新招标，标底要保密。'],
    ['java-11', 'Spring Boot内嵌Tomcat，打成jar用java -jar就能跑，端口用server.port改；自动配置在启动时按@ConditionalOnClass等条件判断是否生效。'],
    ['newmedia-04', '发布时间和阅读量相关，但相关不等于因果，我会做A/B测试；皮尔逊系数越接近1正相关越强，0表示没有线性相关。'],
    ['pm-12', '我会用峰终定律，它是卡尼曼提出的，在用户完成任务的高峰和结束时给惊喜，而不是平均发奖励。'],
    ['sales-11', '优秀的销售要有情商，能觉察客户的情绪、管理自己的情绪，情商可以后天练习提高；还要有抗压能力和学习能力。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人误以为相关就等于因果。', 'newmedia-04')).toEqual([]);
    expect(misconceptionsOf('有人以为附注不属于财务报表，这是误区。', 'acct-01')).toEqual([]);
    expect(misconceptionsOf('围标不是联合体投标，它扰乱公平竞争。', 'buyer-08')).toEqual([]);
    expect(misconceptionsOf('热更新不会整页刷新。', 'fe-11')).toEqual([]);
    expect(misconceptionsOf('很多人误以为情商成年后就固定了。', 'sales-11')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the hundredth and hundred-and-first batches, as classes', () => {
  it.each([
    ['fe-07', '用弹性布局时justify-content一直对应上下，align-items一直对应左右。弹性盒子是CSS2就有的，IE8也支持。translate的-50%是相对于父容器的宽度。', 3],
    ['fe-07', 'margin:0 auto，上下也能居中。line-height和高度一样，多行文本也能居中。', 2],
    ['fe-12', 'TS的类型会被编译进JS，浏览器运行时会校验。最安全的类型是any。接口只能给类用。严格模式会让程序变慢。', 4],
    ['java-09', '用volatile修饰就不需要加锁了。ThreadLocal可以让不同线程共用一个值。sleep方法会释放锁。单线程也会出现死锁。', 4],
    ['legal-15', '一个律所里的两个律师能分别代理原告和被告。委托结束以后保密责任就没了。法务不用遵守保密义务。', 3],
    ['civil-13', '第一步是竣工决算，然后是施工图预算。投资估算最精准。概算由承包商编制。竣工决算和竣工结算一个意思。', 4],
    ['da-01', '无埋点指的是什么数据都不采集。客户端埋点从来不会丢数据。埋点数据都是实时到达的。', 3],
    ['buyer-12', '一方审核是客户来审。供应商要考察满两年才能进合格名录。IATF 16949是食品厂用的。', 3],
    ['qa-12', '测试驱动开发是IBM在2010年提出来的。先把代码写完再补测试，这就是TDD。红绿重构里绿代表可以上线的版本。', 3],
    ['qa-04', '单元测试安排在系统测试以后，由测试来写。', 1],
    ['ui-02', '红点设计奖是美国的，iF只评海报。站酷是Behance的中国版。', 2],
    ['mkt-04', '标杆学习是通用电气提出的。选标杆一定要选比自己差的。', 1],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['fe-07', '父元素display:flex，justify-content管主轴、align-items管交叉轴，默认row时主轴水平，改成column方向就对调；flex是CSS3的，IE10要加前缀；absolute加top、left 50%，再translate(-50%,-50%)按自身宽高拉回；margin: 0 auto只能水平居中。'],
    ['fe-12', 'TS在编译期检查类型，编译后类型擦除，运行时不检查；unknown比any安全，用之前要收窄；interface和type都能描述对象；strict只影响编译检查，项目里都开着。'],
    ['java-05', 'volatile只保证可见性，count++要用AtomicInteger或加锁；ThreadLocal是每个线程一份副本；sleep不释放锁，wait释放锁；死锁要两个线程互相等对方的锁。'],
    ['legal-03', '律师不能在同一案件里代理双方，同一律所也要做利益冲突审查；律师的保密义务结案后仍然存在；企业法务对公司的商业秘密也负有保密义务。'],
    ['civil-13', '多次计价依次是投资估算、设计概算、施工图预算、合同价、结算和竣工决算，越往后越准确；设计概算由设计单位编，超过估算要重新报批；结算是施工单位和建设单位结清工程款，决算由建设单位编。'],
    ['da-01', '我会先看埋点：全埋点是SDK自动采集所有点击，客户端埋点会被拦截而丢数，服务端更准；埋点数据可能延迟上报，当天的数要等第二天回补再看。'],
    ['buyer-01', '第一方审核是内审，第二方审核是我们采购方审供应商，第三方审核由认证机构做；现场审核一定要进车间；VDA 6.3是汽车行业的过程审核。'],
    ['qa-04', 'TDD是肯特·贝克提出的，开发先写一个失败的测试，再写代码让它通过，然后重构；单元测试由开发写，在集成测试和系统测试之前。'],
    ['ui-02', '我常看红点和iF的获奖作品，它们都是德国的设计奖；也逛站酷和Behance，Behance是Adobe旗下的。'],
    ['mkt-04', '标杆管理是施乐最早做的，要向行业里最好的企业学习，也可以跨行业对标，而且要持续做。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人误以为volatile能保证原子性。', 'java-05')).toEqual([]);
    expect(misconceptionsOf('有人以为结算和决算是一回事，这是误区。', 'civil-13')).toEqual([]);
    expect(misconceptionsOf('律师的保密义务不因结案而终止。', 'legal-03')).toEqual([]);
    expect(misconceptionsOf('无埋点不是不采集数据，而是自动采集。', 'da-01')).toEqual([]);
    expect(misconceptionsOf('红点奖不是日本的，是德国的。', 'ui-02')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the hundred-and-second and hundred-and-third batches, as classes', () => {
  it.each([
    ['buyer-07', '牛鞭效应就是订单波动向上游传递时逐级减小。门店离顾客最近，安全库存最高。缓解它的办法是大批量订货。', 3],
    ['buyer-13', '越往上游的供应商，需求越稳定。引起牛鞭效应的原因在于共享了POS数据。', 2],
    ['fe-07', 'place-items只能控制水平居中。line-height取容器高度的1/2。table-cell已经废弃。margin: auto不需要设置尺寸。Grid只有Chrome才支持。', 5],
    ['acct-11', '商品适用6%。价税合计直接乘以税率就是税额。集体福利的进项也可以抵扣。留抵的进项年末清零。', 4],
    ['acct-04', '服务都按13%交税，9%的税率已经废除了。', 1],
    ['editor-14', '报道能左右读者怎么想。越遥远的国际新闻，媒体越影响不了。', 2],
    ['hr-05', '雇主品牌就是公司的logo。员工的口碑和雇主品牌没关系。', 2],
    ['fe-03', 'useContext只可以在类组件里用。Context只能向下传一层。Redux是尤雨溪做的。Redux的state能直接修改。', 4],
    ['qa-02', '测试阶段发现的不算缺陷。error就是用户看到的报错。复现步骤写两步就行。', 3],
    ['trans-13', '低语境是指说话委婉的文化，德国属于高语境。译成英文时背景都可以删掉。', 3],
    ['mkt-12', '净推荐值按一到五分打分，4分及以上算推荐者。NPS不会是负数。', 2],
    ['newmedia-02', '库里肖夫效应是希区柯克提出的。蒙太奇是英文，意思是慢镜头。剪辑一下库里肖夫效应就没了。', 3],
    ['buyer-03', '贴花按价款的百分之三，印花税只有卖方一方缴。没缴印花税的合同不生效。框架协议不需要贴。', 2],
    ['trans-05', '释意就是要给听众添一些解释。释意理论只适用于笔译。', 1],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['buyer-07', '牛鞭效应是需求波动往上游逐级放大，上游工厂的安全库存也要留足；缓解它要共享销售数据、小批量多频次订货、少做促销。'],
    ['fe-07', 'grid布局父元素写display: grid和place-items: center就同时水平垂直居中，现在的浏览器都支持；单行文字把line-height设成容器高度；table-cell配vertical-align: middle也行；绝对定位四边为0加margin: auto，要给宽高。'],
    ['acct-11', '销售货物13%，交通运输、建筑9%，现代服务6%；含税金额先除以1+税率再算税；员工福利的进项不得抵扣；当期没抵完的结转下期。'],
    ['editor-14', '议程设置是麦库姆斯和肖提出的，媒体影响人们想什么，对读者没有亲身经历的国际新闻作用更强。'],
    ['hr-02', '雇主品牌是公司作为雇主的口碑，HR牵头、市场部配合，在职员工的评价很重要，EVP是雇主价值主张。'],
    ['fe-03', 'Context在React 16.3推出，可以跨多层传值；useContext在函数组件里用；Redux是Dan Abramov在2015年发布的，reducer是纯函数，请求放在thunk里。'],
    ['qa-09', 'bug一词和1947年Mark II里的飞蛾有关；error是人的错误，造成defect，执行后表现为failure；测试阶段发现的也是缺陷；标题写现象，复现步骤写全。'],
    ['trans-07', '高语境文化说话含蓄，中国、日本属于高语境；美国、德国属于低语境；中译英要给英文读者补上背景。'],
    ['mkt-05', 'NPS按0到10分打，9到10分是推荐者，0到6分是贬损者，NPS等于推荐者占比减贬损者占比，可能是负数，销量也要看。'],
    ['newmedia-07', '库里肖夫效应是库里肖夫在1920年前后发现的，镜头的意义来自前后组接；蒙太奇来自法语，指剪辑。'],
    ['buyer-06', '买卖合同的印花税是价款的万分之三，买卖双方各自缴纳，没贴花不影响合同效力，电子合同也要交。'],
    ['trans-06', '释意理论是从会议口译里总结出来的，脱离语言外壳是抛开原文词句、表达意义，数字和人名要译准。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人误以为牛鞭效应往上游会越来越小。', 'buyer-07')).toEqual([]);
    expect(misconceptionsOf('有人以为NPS不可能是负数，这是误区。', 'mkt-05')).toEqual([]);
    expect(misconceptionsOf('蒙太奇不是英语，是法语。', 'newmedia-07')).toEqual([]);
    expect(misconceptionsOf('不少人以为中国属于低语境，其实是高语境。', 'trans-07')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the hundred-and-fourth to hundred-and-seventh batches, as classes', () => {
  it.each([
    ['newmedia-06', '按框架效应，不管标题怎么表述，读者的判断都不会变。写“90%的人满意”还是“10%的人不满意”，点击率都一样。负面的标题读者会直接忽略。', 2],
    ['buyer-12', 'IQC就是成品出货检验。OQC是指收货时的进料检验。让步接收的意思是拒收退货。特采是特别采购。', 3],
    ['acct-11', '虚开是指发票上的税率填错了。让别人替我们开票不属于虚开。虚开顶多罚五千，不构成犯罪。发票真假只能打电话问卖方。', 3],
    ['mkt-09', '信息流广告只出现在搜索结果页。巨量引擎属于百度。广点通是抖音的。oCPM是按转化付费。', 4],
    ['fe-10', '闭包是ES2015才新增的。setTimeout的时间是精确的，写多少毫秒就准时执行。防抖只能用在手机上。', 3],
    ['pm-15', 'PMF说的是产品部和市场部门的配合。拿到B轮就说明达到了PMF。', 2],
    ['pm-04', '技术债就是拖欠开发的奖金。技术债平时不会产生利息。重构就是把功能重新做一遍。', 3],
    ['trans-04', '大语言模型是按内置的词典一个词一个词地查。机器翻译从来不会出错。最早的一代是神经网络机器翻译。', 3],
    ['ops-09', '热备是把数据刻到光盘上离线存放。磁带早就淘汰了。异地备份没有必要。', 3],
    ['trans-10', '忠诚原则说的是译者只对原文负责。功能学派是五十年代苏联的理论。', 2],
    ['fe-03', '$refs是响应式的。v-model是Vue3才有的。.sync是单向的。', 3],
    ['java-12', '乐观锁就是先把这行锁住再改。版本号每更新一次减1。唯一索引只对查询起作用。', 3],
    ['legal-12', '合同金额五十万以上必须盖骑缝章。空白的地方按对我们有利的意思解释。货款转到对方法人的个人银行卡最安全。', 3],
    ['newmedia-11', '打开率是阅读人数除以全平台用户数。点赞不算互动。转粉率等于取关数除以新增关注数。', 3],
    ['fe-12', 'enum编译后会被删掉。数字枚举默认从1开始。.d.ts里写的是具体实现。', 3],
    ['ui-06', 'Ant Design是字节做的。苹果的Human Interface Guidelines讲的是硬件按键。设计系统里的组件自动受版权保护。设计系统三年内不能修改。', 4],
    ['ui-02', '图层是2003年才加进Photoshop的。把一张海报重复临摹满一万小时就能成为大师。', 2],
    ['pm-08', 'Dropbox当年的MVP就是一个所有功能都做好的网盘。Zappos一开始就建了自己的仓库。礼宾式MVP是用AI客服冒充人工。免费的都不算MVP。', 4],
    ['trans-05', '顺句驱动要先等讲者把一句话说完再开口。同传箱里有暂停按钮。同声传译是联合国首创的。', 3],
    ['sales-04', '注册资本就是年营业额。参保人数指的是投保的客户。经营异常说明业务扩张太快。', 3],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['newmedia-06', '框架效应说的是同一件事换个说法，人的选择就会不同；“九成好评”比“一成差评”更让人想点，“避坑”类标题也常常更抓眼球。'],
    ['buyer-12', '来料由IQC按AQL抽检，生产过程中是IPQC巡检，出货前是OQC；轻微不合格经评审可以让步接收或特采（特别采用），严重不合格整批退货。'],
    ['acct-11', '多开金额、为他人开票都属于虚开，严重的要追究刑事责任；收到发票要到全国增值税发票查验平台查验真伪。'],
    ['mkt-09', '信息流广告穿插在抖音、朋友圈的内容里，不需要用户搜索；巨量引擎是字节跳动的，广点通是腾讯的；oCPM按展示扣费，按转化目标优化。'],
    ['fe-10', '防抖靠闭包保存定时器id，闭包从JS诞生起就有；setTimeout的延迟不精确，要等主线程空闲；手机上滚动也要节流。'],
    ['pm-15', 'PMF是产品满足了目标市场的真实需求，要看留存和自发推荐；至少40%的用户说产品没了会非常失望，才算达到。'],
    ['pm-04', '技术债是为赶进度留下的不完善代码，不还会越滚越大；重构是不改变外部行为、改善内部结构，用户看不出区别。'],
    ['trans-04', '机器翻译先是基于规则，后来是统计，现在是神经网络；大模型会产生幻觉，译文要人工审校。'],
    ['ops-09', '冷备是停机后备份，热备是在线备份；磁带现在还常用于归档；至少要有一份异地备份。'],
    ['trans-10', '按诺德的功能加忠诚原则，译者要对委托人、作者和读者负责，原文的数字有错要和客户核实。'],
    ['fe-03', '父传子用props，子传父用emit；$refs不是响应式的；v-model在Vue 2里也能用在组件上；.sync是双向绑定的语法糖；子组件用defineExpose把方法暴露给父组件。'],
    ['java-12', '悲观锁用SELECT … FOR UPDATE，乐观锁用版本号，每次更新加一；唯一索引在插入时会检查，重复就报错。'],
    ['legal-12', '多页合同加盖骑缝章防止被抽换；空白处要划掉；货款只付到合同约定的对公账户，不要打到个人账户。'],
    ['newmedia-11', '打开率是阅读人数除以送达人数；互动率是点赞、评论、转发、收藏之和除以阅读量；转粉率是新增关注除以阅读量，取关多要复盘。'],
    ['fe-12', '普通enum编译后会生成对象，const enum会被内联；数字枚举默认从0开始，能反向映射，字符串枚举不能反向映射；.d.ts只写类型声明。'],
    ['ui-06', 'Ant Design是蚂蚁集团的设计体系，多用于中后台网页；Human Interface Guidelines是苹果的人机界面指南；设计系统要持续迭代。'],
    ['ui-02', '我用Photoshop修图，靠刻意练习提升：临摹以后请老师点评，每次换一个难一点的练习。'],
    ['pm-08', 'Dropbox的MVP是一段演示视频，Zappos的创始人拍鞋店的照片挂到网上；礼宾式MVP是创始人亲自服务，绿野仙踪式MVP背后是人工，用户不知道；MVP不一定收费。'],
    ['trans-05', '同传里用顺句驱动，按原文语序断句，边听边译；同传箱里的咳嗽键只关自己的话筒；同声传译在纽伦堡审判时大规模使用。'],
    ['sales-04', '我用企查查筛客户：注册资本是认缴的，不是营业额；参保人数看员工规模；经营异常是风险信号，要谨慎。'],
    ['ops-09', '冷备是停机后备份，热备是在线备份，恢复最快。'],
    ['fe-03', '子组件用defineExpose把方法暴露给父组件。'],
    ['newmedia-11', '转粉率是新增关注除以阅读量，取关多说明内容不好。'],
    ['buyer-12', '特采是特别采用，不需要重新采购。'],
    ['acct-11', '虚开是指没有真实交易开票，开错了要作废重开。'],
    ['fe-10', 'ES6新增了let，闭包一直都有，ES6以前就能用。'],
    ['pm-15', '判断PMF要看留存，不看融资。'],
    ['pm-15', '40%的用户说会非常失望才算，如果大多数说无所谓，说明还没达到。'],
    ['trans-04', '机器翻译也会出错，不会出错的翻译不存在。'],
    ['fe-12', '把普通enum换成const enum没有运行时开销。'],
    ['ui-06', 'Ant Design Mobile只能用在移动端。'],
    ['trans-05', '顺句驱动是按原文语序断句，和交传等整句说完再译不同。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人误以为IQC是出货检验。', 'buyer-12')).toEqual([]);
    expect(misconceptionsOf('有人以为多开一点不算虚开，这是误区。', 'acct-11')).toEqual([]);
    expect(misconceptionsOf('巨量引擎不是腾讯的，是字节跳动的。', 'mkt-09')).toEqual([]);
    expect(misconceptionsOf('很多人误以为磁带已经被淘汰了，其实还在用。', 'ops-09')).toEqual([]);
    expect(misconceptionsOf('乐观锁并不是用FOR UPDATE把这行锁住。', 'java-12')).toEqual([]);
    expect(misconceptionsOf('特采不是特别采购，而是特别采用。', 'buyer-12')).toEqual([]);
  });
});

describe('interview.misconception: the fluent wrong facts of the hundred-and-eighth to hundred-and-eleventh batches, as classes', () => {
  it.each([
    ['fe-10', 'lodash的debounce把leading设为true，就会等用户停下来以后才执行。maxWait设了以后等待时间会加倍。节流和防抖这两者可以随意互换。', 2],
    ['algo-02', '欠拟合的特点是低偏差。过拟合对应的是高偏差。为了扩充数据，我把测试数据镜像以后合并到训练集里。', 2],
    ['fe-15', '用了content-visibility，屏幕外的节点会被删除出DOM。无限加载就是一进来把所有数据全都拉回来。Canvas画的文字也可以复制。', 3],
    ['newmedia-07', '人眼需要两秒才能看清画面。所以前3秒应该放一张静止的logo。', 2],
    ['ui-06', '设计系统无非是一组色板。设计系统上线以后就可以不需要设计师了。', 2],
    ['fa-06', '利息保障倍数越低越安全。Z值只适用于银行。', 3],
    ['ui-13', '要用AI画图，设计师得先取得资格证。AI图的标识要占画面的一半。', 2],
    ['da-15', '格兰杰检验通过就证明了两者有因果。A/B测试里人工分组更科学。', 2],
    ['trans-10', '合同没有约定以哪个文本为准的，都以译文为准。译者也算合同的一方当事人。', 2],
    ['ops-13', '配置免密登录时把私钥复制到服务器上。fail2ban会对SSH流量加密。为了省事把SELinux禁用。', 3],
    ['hr-14', '贝尔宾模型把团队分成五种角色。盖洛普优势识别有20个主题。法律规定招聘必须做测评。', 3],
    ['fe-13', 'SSO指的是同一时间只能在一台设备上登录。CAS的ticket长期有效。', 2],
    ['newmedia-01', '新号前三天不能发作品。更新越多权重越高。', 2],
    ['newmedia-06', '长标题的点击率必然更高。用问号的标题会被折叠。微信搜索只识别前十个字。', 3],
    ['trans-09', '101%匹配多出来的1%说明译文比原文准。模糊匹配的门槛越低越好。术语库跟记忆库是一回事。', 3],
    ['da-05', '截尾平均是把中间的数据剔除再求平均。小数数据算不了中位数。', 2],
  ])('%s: each error of a fluent wrong answer is named, in words other than the rated answer’s', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['fe-10', 'lodash的debounce里leading为true时第一次触发立即执行，trailing为true时在停止触发后执行；maxWait保证最长多久执行一次；throttle就是设了maxWait的debounce。'],
    ['algo-02', '过拟合是低偏差、高方差，欠拟合是高偏差、低方差；数据增强只对训练集做翻转裁剪，测试集要单独留着。'],
    ['fe-15', 'content-visibility: auto跳过屏幕外元素的渲染，contain-intrinsic-size给它们占位；无限滚动是滚到底再请求下一页；canvas表格性能好，但文字不能选中，读屏软件也读不到。'],
    ['newmedia-07', '视觉暂留约0.1秒，所以每秒24帧的画面看起来是连续的；前三秒要直接给钩子，不要放黑屏和logo。'],
    ['ui-06', '设计系统包括设计原则、配色、字体、组件和规范，它让设计师少做重复劳动，不能取代设计师。'],
    ['fa-06', '利息保障倍数是息税前利润除以利息费用，越高越安全；Z值越高越安全，低于1.8有破产风险。'],
    ['ui-13', '生成式AI服务的提供者要备案，AI生成的图片要按规定加标识；设计师个人用AI出图不需要考证。'],
    ['da-15', '格兰杰因果检验用时间序列数据，只能说明预测上的先后关系，不能证明真正的因果；随机对照试验是推断因果的标准方法。'],
    ['trans-10', '双语合同要写明以哪个文本为准，没约定的按合同目的解释；译者不是合同当事人。'],
    ['ops-13', '把公钥放进服务器的authorized_keys，私钥留在本地；fail2ban根据登录失败日志封IP；SELinux不要关，按需调整策略。'],
    ['hr-14', '贝尔宾团队角色有九种，讲究角色互补；盖洛普优势识别有34个才干主题，用来发挥优势；测评只是招聘的辅助工具。'],
    ['fe-13', '单点登录是登录一次就能访问多个互相信任的系统；CAS的ST是一次性的，由后端去CAS服务器校验。'],
    ['newmedia-01', '新号可以直接发作品，推荐看每条内容的完播和互动，与其发得多不如每条做好。'],
    ['newmedia-06', '我会写几个标题，挑最贴合内容的那个；标题不宜过长，关键词放前面更醒目。'],
    ['trans-09', '101%匹配是上下文匹配，比100%更可靠；模糊匹配阈值一般设在70%以上；术语库存术语，记忆库存句对。'],
    ['da-05', '截尾均值是去掉两端各5%的数据再求平均，比均值稳健；数据个数为偶数时，中位数取中间两个数的平均。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人误以为过拟合是高偏差。', 'algo-02')).toEqual([]);
    expect(misconceptionsOf('测试集千万不能加进训练集。', 'algo-02')).toEqual([]);
    expect(misconceptionsOf('私钥不能上传到服务器，要留在本地。', 'ops-13')).toEqual([]);
    expect(misconceptionsOf('有人以为Z值越低越好，这是误区。', 'fa-06')).toEqual([]);
    expect(misconceptionsOf('单点登录和只能在一台设备上登录是两回事。', 'fe-13')).toEqual([]);
    expect(misconceptionsOf('抖音官方并没有公布过养号规则。', 'newmedia-01')).toEqual([]);
  });
});

describe('interview.misconception: the wrong facts of the hundred-and-twelfth to hundred-and-fifteenth batches', () => {
  // each fluent wrong answer says two or more errors, each a class of its own (the stages, the ageing, the origin)
  it.each([
    ['acct-10', '预期信用损失分三个阶段：第一阶段是已经发生信用减值的；第三阶段是信用风险没有明显增加的。账龄越长说明客户信用越好，计提比例应该越低。', 2],
    ['ops-03', 'cgroups负责隔离，Namespace负责限制资源。Kubernetes里的Pod就是容器的别名，一个Pod里只能放一个容器。', 2],
    ['algo-08', 'sklearn里的参数C就是正则化强度，C越大惩罚越重。要做多分类只能用一对多。', 2],
    ['pm-07', '五个人能发现产品百分之百的问题。问卷发五份，统计出来的比例就能代表全体用户。', 2],
    ['algo-14', '主成分选的是方差最小的方向。PCA之前不需要做标准化。', 2],
    ['trans-13', 'L10n中间的10指的是本地化要走十道工序。伪本地化就是译者故意把几处译文翻错。', 2],
    ['java-13', 'acks=0表示要等所有副本都写进去才返回。ISR指的是已经掉线的那些副本。', 2],
    ['teacher-14', '班主任可以对不配合的家长罚款。每天布置的书面作业不少于两小时。', 2],
    ['newmedia-05', '前4个小时企业一定不要回应。回应的时候也不要用官方账号，要让运营用个人小号去评论区解释。', 2],
    ['buyer-10', 'PMI的荣枯线是100，高于100就该停止下单。财新PMI其实就是国家统计局PMI的另一个叫法。', 1],
  ])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['acct-10', '第一阶段是信用风险没有显著增加的，计提未来12个月的预期信用损失；账龄越长，计提比例越高。'],
    ['ops-03', 'Namespace负责隔离，cgroups负责限制资源；一个Pod里可以有多个容器，一个Node上可以跑很多Pod。'],
    ['algo-08', 'C是正则化强度的倒数，C越小正则化越强；多分类可以用一对多，也可以直接用softmax。'],
    ['pm-07', '可用性测试一轮找五个用户就能发现大部分问题，要多测几轮；问卷要几百份才有代表性。'],
    ['acct-01', '间接法从净利润开始，加回折旧，应收账款增加要减去，两种方法算出来的结果一样。'],
    ['acct-09', '货到票未到的，月末按合同价暂估入库，下月初红字冲回，发票到了再按实际入账。'],
    ['qa-08', 'Apdex里响应时间小于T的算满意，T到4T算容忍，超过4T算失望，越接近1越好。'],
    ['nurse-12', '安宁疗护要继续做好翻身、口腔护理和皮肤护理，让病人舒服、有尊严。'],
    ['da-11', '均值填补会让这一列的方差变小，多重插补是生成几份填补数据再合并结果。'],
    ['teacher-08', '我不公布排名，只跟学生本人说他的进步。'],
    ['hr-11', 'EAP的咨询内容严格保密，不会告诉领导，也不进档案。'],
    ['newmedia-05', '黄金4小时内要尽快回应，用官方账号发声明，不能用小号冒充网友。'],
    ['buyer-10', 'PMI的荣枯线是50，高于50说明制造业在扩张。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the facts of the hundred-and-sixteenth and hundred-and-seventeenth batches', () => {
  it.each([
    // 所有列都建上索引 also says the older error that more indexes are always better
    ['java-04', '每个非叶子节点都存整行数据，叶子节点之间没有指针相连。覆盖索引指的是把所有列都建上索引。', 4],
    ['ops-07', 'SLA是我们内部自己定的目标。错误预算还有很多的时候要冻结发布。', 2],
    ['mech-14', '一次四面体单元精度最高。二次单元的精度反而更低。', 1],
    ['newmedia-12', 'GPM就是毛利率，越低越好。场观指的是同时在线人数的最高值。', 2],
    ['algo-09', 'Wide部分是一个多层神经网络，FM碰到ID类的稀疏特征就处理不了。', 1],
    ['hr-05', 'Q12的十二道题全是关于薪酬的。员工离开的是公司，不是经理。', 2],
    ['ui-14', '颜色和留白都不能用来区分层级。每往上一级，字号都要乘以黄金比例。', 2],
    ['fa-04', '存货增加了要加回。经营活动现金流一定大于净利润。', 2],
    ['pm-06', 'Given是给定的排期。验收标准等开发做完以后由测试来补。', 2],
    ['teacher-09', '形成性评价就是期末考试。', 1],
  ])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id).length).toBe(errors);
  });

  it.each([
    ['java-04', 'B+树非叶子节点只存键，叶子节点之间用双向链表相连；覆盖索引是查询的列都在索引里，不用回表。'],
    ['java-04', '联合索引(a,b,c)遵守最左前缀原则，查询条件里必须带上最左边的a。'],
    ['ops-07', 'SLO是团队内部定的目标，SLA是跟客户签的合同；错误预算花光了就要冻结发布。'],
    ['mech-14', '线性四面体偏刚，复杂零件用二次四面体；二次单元比一次单元算得慢，但精度更高。'],
    ['newmedia-12', 'GPM是千次观看成交金额，越高越好；场观是累计观看人次。'],
    ['hr-05', '员工离开的往往不是公司，而是直属上级，所以Q12里有好几题问的是上级。'],
    ['ui-14', '层级靠字号、字重、颜色和留白一起表达，字号比例可以选1.25。'],
    ['fa-04', '间接法里折旧要加回，应收账款增加要减去；经营现金流不一定大于净利润。'],
    ['pm-06', 'Given是前置条件，When是用户操作，Then是预期结果；验收标准要在开发前写进PRD。'],
    ['teacher-09', '形成性评价是平时的小测和反馈，期末考试是终结性评价。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });
});

describe('interview.misconception: the facts of the hundred-and-eighteenth and hundred-and-nineteenth batches', () => {
  // each subject's common errors as classes, said here in words other than the rated answers’: the 民法典's date,
  // parts, the old laws and the judicial interpretations; the adaptive optimisers' steps and Nesterov's look-ahead; the
  // CPA exam's organiser, subjects, entry, sittings, pass line and practice; the W model's timing and its testers;
  // the balanced scorecard's reach, weights and scoring; the harmonic drive's flexspline, ratio and use; 旁站; the
  // retention curve's shape; the two-step flow; PPM and SCAR; CUPED's covariate, variance and sample; the nine-patch
  // image; the thread pool's keepAliveTime, default rejection and order
  it.each([
    ['legal-05', '民法典2019年开始施行，一共六编。原来的物权法现在仍然有效。司法解释都作废了。', 4],
    ['algo-04', 'Adagrad训练越往后学习率越大。RMSprop用梯度的绝对值代替平方。NAG比标准动量收敛更慢。', 3],
    ['acct-05', '注会专业阶段只考五科。CPA每年考两次，合格线是70分。没有初级不能报注会。', 4],
    ['qa-04', 'W模型就是编码完成以后才开始做测试。评审不需要测试人员参与。验收由测试经理签字就行。', 3],
    ['hr-04', '平衡计分卡只针对基层员工。各个维度的权重都要相同。主管只管签字就行。', 3],
    ['mech-06', '谐波减速器的柔轮是铸造的刚性件。谐波传动传动比也不大。工业机器人全部改用了同步带。', 3],
    ['civil-10', '旁站就是监理守在门口查安全帽。浇筑混凝土无需旁站。旁站记录由施工方来填。', 3],
    ['pm-05', '留存曲线会持续上升才健康。曲线变平说明产品不行了。留存跌到零很正常。', 3],
    ['mkt-10', '两级传播是从粉丝流向意见领袖。意见领袖只负责转发。两级就是广告播两次。', 3],
    ['buyer-12', 'PPM就是罚款的单价。1PPM相当于千分之一。SCAR是让供应商调价的单子。', 3],
    ['da-09', 'CUPED要拿上线以后的数据当协变量。方差越大越容易显著。用CUPED样本量需要增加一倍。', 3],
    ['ui-11', '.9图只在iPhone上用。右侧和底部的线标记可拉伸区域。导出成.9.jpg就行。', 3],
    ['java-05', 'keepAliveTime指的是任务执行的超时。默认饱和策略是DiscardPolicy。队列满了才交给核心线程。', 3],
  ])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['legal-05', '民法典2020年5月28日通过，2021年1月1日起施行，共七编1260条，合同法、物权法同时废止。最高法清理司法解释，一部分废止，一部分修改后重新发布。'],
    ['legal-05', '民法总则是2017年通过的，后来编入了民法典；民法典合同编有五百多条；劳动合同法仍然有效。'],
    ['algo-04', 'AdaGrad累加梯度平方，累加越多学习率越小；RMSProp改用指数移动平均；Nesterov在前瞻点算梯度，通常比普通动量快。'],
    ['acct-05', '注会由中注协组织，每年考一次，专业阶段六科，60分及格，单科成绩五年有效；报名要大专以上学历，不用先考初级；全科合格后在事务所做满两年审计才能签字。'],
    ['acct-05', 'ACCA一年有四次考试，我要先考过初级再说。'],
    ['qa-04', 'W模型里测试与开发同步进行，测试人员参加需求评审和设计评审；单元测试由开发写，验收测试请用户参与确认。'],
    ['hr-04', '平衡计分卡把公司战略分解到部门和个人，四个维度是财务、客户、内部流程、学习与成长，权重按岗位设定；员工先自评，主管根据数据打分，平时持续反馈。'],
    // a scheme of the company's own (德能勤绩) is no balanced scorecard
    ['hr-04', '我们的考核有四个维度：德、能、勤、绩。它的四个维度是德、能、勤、绩。'],
    ['mech-06', '谐波传动的柔轮是薄壁弹性钢件，单级传动比可达一百以上，多齿同时啮合，常用在机器人关节里，要用润滑脂。'],
    // a gear pair's ratio of 3 to 5 and a belt that needs no oil are right
    ['mech-06', '齿轮传动单级传动比一般只有一比三到一比五，带传动不需要润滑。'],
    ['civil-10', '混凝土浇筑时监理要全程旁站，旁站记录由监理员填写签字。'],
    ['pm-05', '留存曲线先降后平，走平说明留住了核心用户；掉到零说明用户都流失了，要找原因。我们的DAU曲线一直往上走。'],
    ['mkt-10', '两级传播是信息从媒介流向意见领袖，再由意见领袖传给一般受众；意见领袖会解读信息，不一定有认证。'],
    ['buyer-12', 'PPM是百万分之一，用来衡量不良率；收到SCAR后供应商要分析根本原因并提交纠正措施。'],
    ['da-09', 'CUPED用实验开始前的数据当协变量来减小方差，所以需要的样本更少；不显著也不代表功能没用。'],
    ['ui-11', '点九图是安卓的格式，左边和上边的黑线标可拉伸区域，右边和下边标内容区域，文件存成.9.png，黑线运行时会被去掉。'],
    // design advice and a stray line on a page are no nine-patch
    ['ui-11', '正文颜色用深灰代替纯黑，开发还原时多了一条黑线显示出来。'],
    ['java-05', 'keepAliveTime是非核心线程空闲多久被回收，默认拒绝策略是AbortPolicy，核心线程满了先进队列。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人以为民法典施行后合同法仍然有效，其实已经废止了。', 'legal-05')).toEqual([]);
    expect(misconceptionsOf('有人误以为柔轮是铸铁的、不会变形。', 'mech-06')).toEqual([]);
    expect(misconceptionsOf('CUPED不是用上线以后的数据当协变量。', 'da-09')).toEqual([]);
  });
});

describe('interview.misconception: the facts of the hundred-and-twentieth and hundred-and-twenty-first batches', () => {
  // each subject's common errors as classes, said here in words other than the rated answers’: principal and agent
  // (what decides gross or net, who is which, what it changes, whose choice); the funds-behaviour method (fixed and
  // variable funds, the high-low points, a and b, regression); overview first and drill-down; the open-ended contract
  // (dismissal, the ten years, whose right, the third contract); HTTPS's order, its private key, TLS 1.3's round trip,
  // HTTP/2's one connection; OKR's O and KR and its scoring; dimension chains; autumn leaves; JSON, its syntax and size,
  // Swagger; mocks, stubs, joint testing and the testing tools' languages; 百度指数 and 微信指数; eye tracking; 5E; VMI
  it.each([
    ['acct-07', '判断总额净额主要看谁开发票。代理人是指控制着商品、自己承担存货风险的一方。总额法和净额法只影响利润。准则允许企业自行选择。', 4],
    ['fa-09', '不变资金会随着销量同比例增长。高低点法要挑资金占用量最高的一年和最低的一年。常数项a代表变动资金。回归直线法的准确度不如高低点法。', 4],
    ['da-14', '做看板要先放明细，再筛选，最后才看全局。下钻就是从单笔订单往上汇总到大区。', 2],
    ['legal-11', '无固定期限合同公司随时都可以解除。员工连续工作满五年就能签无固定期限合同。签不签无固定期限是用人单位的权利。第三次续签只能签一年以内的合同。', 4],
    ['fe-01', '浏览器要先做TLS握手，把密钥协商好，然后才建立TCP连接。服务器会把私钥跟证书一起发给浏览器。TLS 1.3握手要来回三次。HTTP/2会对同一个域名开六条TCP连接。', 4],
    ['hr-01', 'OKR的O一定要写成具体数字。KR写成方向性的描述就行。OKR要求每个KR都百分之百完成。', 2],
    ['mech-13', '封闭环就是设计时第一个确定的尺寸。组成环越多，封闭环就越精确。尺寸一定要标成封闭的。尺寸大的是增环。', 4],
    ['teacher-07', '树叶里原本只有叶绿素这一种色素。叶绿素被霜冻坏了就变成红色。叶子掉下来是因为被冻死了。', 3],
    ['pm-14', 'JSON是Java专用的数据格式。JSON的key可以不写引号。JSON比XML体积更大。Swagger文档只能用专门的客户端打开。', 4],
    ['qa-07', 'Mock就是直接请求生产环境的真实接口。Mock和Stub是一回事。接口用Mock跑通以后就不用再联调了。Mockito是前端的JavaScript库。WireMock只能在Windows上跑。', 5],
    ['newmedia-13', '百度指数上的数就等于搜过这个词的准确人数。微信指数指的是公众号的粉丝量。这两个指数都只能看当天。', 3],
    ['ui-09', '眼动仪是靠测脑电波推算视线的。热力图上红色的区域表示用户没看。扫视就是眼睛停在某个点上。', 3],
    ['teacher-03', '5E就是Explain、Example、Exercise、Evaluate和Extend。5E模式里老师先讲清楚，再让学生去探究。', 2],
    ['buyer-04', '供应商管理库存的缺点是会加剧牛鞭效应。用了VMI以后补多少还是由采购决定。', 2],
  ])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['acct-07', '判断总额法还是净额法，看企业在商品转让给客户前是否拥有控制权，不看谁开发票。主要责任人按总额确认收入，代理人按净额确认佣金。两种方法利润一样，只是营业收入差很多。'],
    // a case where the shop invoices but the maker controls the goods is told rightly
    ['acct-07', '我们店帮厂家代卖，发票是我们开的，但货的控制权在厂家，所以按净额确认收入。'],
    ['fa-09', '资金习性法把资金分成不变资金和变动资金：不变资金在一定产销量范围内不随业务量变动，比如厂房设备；变动资金随销售收入同比例变动，比如应收账款。高低点法选销售收入最高和最低的两期，截距a是不变资金，斜率b是单位变动资金。回归直线法用了所有期的数据，比高低点法更精确。'],
    ['da-14', '看板第一屏放核心指标和趋势图，再让用户按地区筛选，最后按需下钻到明细。下钻是从大区点进门店，上卷是从门店汇总到大区。'],
    // the analyst's own order of work is no dashboard's layout
    ['da-14', '我先把订单明细清洗好，再汇总成门店和大区的指标。'],
    ['legal-11', '无固定期限合同不是铁饭碗，但单位也不能随时解除，只能按法定情形解除，该给经济补偿的要给。员工在同一单位连续工作满十年，或者连续签了两次固定期限合同后，员工提出续订的，单位应当签无固定期限合同。'],
    // a three-year contract's probation beside the open-ended one's
    ['hr-09', '试用期三年以上和无固定期限的不超过六个月。'],
    ['fe-01', 'HTTPS先TCP三次握手，再在上面做TLS握手，证书里带的是公钥，私钥只留在服务器上。TLS 1.3握手只要1个RTT，TLS 1.2要2个。HTTP/2在一条TCP连接上多路复用，HTTP/1.1时浏览器对同一域名最多开6条连接。'],
    ['hr-01', 'OKR的O是定性的方向，KR要可衡量，比如把复购率从20%提到30%。OKR一般不和奖金直接挂钩，完成六七成就不错。'],
    // a KPI's score tied to the bonus is no OKR's
    ['hr-04', 'KPI考核分数直接跟奖金挂钩，所以指标要定得公平。'],
    ['mech-13', '封闭环是加工中最后间接形成的尺寸，它的公差等于各组成环公差之和，所以尺寸链越短越好，标注时要留一个开口环，不能标成封闭的。增环增大时封闭环增大，减环增大时封闭环减小。'],
    ['teacher-07', '叶子里有叶绿素，也有叶黄素和胡萝卜素，秋天叶绿素分解，黄色就显出来了；枫叶变红是因为秋天合成了花青素。日照变短后叶柄基部形成离层，叶子就掉了。'],
    ['pm-14', 'JSON源自JavaScript，但和语言无关，Java、Python、PHP都能解析；JSON的键必须加双引号，不能写注释；JSON比XML更轻量。我们用Swagger写接口文档，在浏览器里打开Swagger UI就能看。'],
    ['qa-07', 'Mock是用模拟服务代替真实依赖，不用调线上接口；Stub只返回预设数据，Mock还会校验调用，两者不一样。Mock测通过以后还要联调和做集成测试。Mockito是Java的单元测试框架，WireMock在Linux和Windows上都能跑。'],
    ['newmedia-13', '我每天看百度指数和微信指数。百度指数是以搜索量为基础加权算出来的，反映热度趋势；微信指数反映一个词在微信里的热度。百度指数可以看过去几年的趋势，指数按天更新。'],
    ['ui-09', '眼动仪用红外光拍瞳孔和角膜反射来计算视线。热图红色是看得最多的地方，蓝色是看得少的。注视是眼睛停在一个点上，扫视是两次注视之间的快速跳动。'],
    ['teacher-03', '我用5E教学模式：吸引、探究、解释、迁移、评价，先让学生探究，老师再解释。'],
    // a lesson taught first and explored after is a choice of the teacher's, not 5E's order misread
    ['teacher-03', '我先讲清楚概念，再让学生分组探究验证。'],
    // sharing stock data in VMI, and a floor price kept from the supplier in a negotiation
    ['buyer-04', 'VMI让供应商看到我们的库存数据，自己决定补货，能缓解牛鞭效应。谈判时我们的底价不能告诉供应商。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s clause or sentence fires nothing', () => {
    expect(misconceptionsOf('很多人以为谁开发票谁就是主要责任人，其实不对。', 'acct-07')).toEqual([]);
    expect(misconceptionsOf('无固定期限合同并不是说公司随时可以解除。', 'legal-11')).toEqual([]);
    expect(misconceptionsOf('服务器不会把私钥发给浏览器。', 'fe-01')).toEqual([]);
    expect(misconceptionsOf('Mock和Stub不是一回事。', 'qa-07')).toEqual([]);
  });
});

describe('interview.misconception: the facts of the hundred-and-twenty-second to hundred-and-twenty-fifth batches', () => {
  // each subject's common errors as classes, in words other than the rated answers': DELF and DALF's levels; AHP's
  // hierarchy, scale, reciprocal matrix and consistency ratio; PERT's three times, its mean and variance, PERT and CPM;
  // absorption and variable costing; skimming and penetration pricing; J-cut and L-cut; Isolation Forest; the OOM
  // killer; the perceptual map; the Page Object pattern; source maps; EXIF; DPR and the one-pixel border; @Autowired
  // and @Resource; orthostatic hypotension; knowledge distillation; Twitter's limit
  it.each([
    ['trans-14', ['DALF属于初级证书。', 'DELF算最高级别。', '我有DELF C2。']],
    ['buyer-01', ['一致性比率大于0.3就算通过。', '判断矩阵是对称矩阵。', 'AHP的标度用1到5就行。', '最下面一层是总目标。']],
    ['civil-06', ['悲观时间是三个里最短的。', '方差越大工期越可靠。', 'PERT与CPM是一回事。']],
    ['fa-08', ['变动成本法要把固定制造费用分摊到产品里。', '对外报告只能用变动成本法。']],
    ['mkt-01', ['撇脂定价就是用低价抢客户。', '渗透定价是先定高价。']],
    ['newmedia-07', ['L-cut的名字来自“连”的拼音首字母。', 'J cut只能放在结尾。']],
    ['algo-07', ['孤立森林属于监督学习。', '路径越长越异常。']],
    ['ops-01', ['OOM killer属于JVM的功能。', '系统日志里查不到被杀的记录。']],
    ['mkt-06', ['定位图的坐标轴是固定的。', '做定位图不用调研消费者。']],
    ['qa-03', ['断言应该写在页面类里。', '所有页面都放进一个公共类。']],
    ['fe-11', ['Source Map是浏览器运行时自动生成的。', '没有map文件页面就跑不起来。']],
    ['editor-08', ['元数据是无法篡改的。', '没有EXIF的照片一定被修过。']],
    ['ui-05', ['0.5px所有安卓机都支持。', 'Android的DPR都是1。']],
    ['java-02', ['@Resource是Spring提供的注解。', '@Autowired是JSR规范里的。']],
    ['nurse-06', ['直立性低血压是站起时血压升高。', '降压药都放在睡前吃。']],
    ['algo-11', ['蒸馏时用小模型作为老师。', '温度设为0.5更好。']],
    ['pm-11', ['Twitter属于Facebook的产品。', '推特在2020年取消了字数限制。']],
  ] as [string, string[]][])('%s: each sibling of the subject’s error is named', (id, sentences) => {
    for (const s of sentences) expect(misconceptionsOf(s, id)).toHaveLength(1);
  });

  it.each([
    ['trans-14', 'DELF分A1到B2四级，DALF是C1和C2，我考的是DALF C1。'],
    ['buyer-01', 'AHP用1到9的标度，判断矩阵互反，CR小于0.1才算通过。'],
    ['civil-06', '乐观时间最短，悲观时间最长，期望时间是(a+4m+b)/6。'],
    ['fa-08', '完全成本法把固定制造费用计入存货，对外报表用完全成本法。'],
    ['mkt-01', '新饮料面向学生，我会用渗透定价，先定低价打开市场。'],
    ['newmedia-07', '开头我常用J-cut，让下一个镜头的声音先进来。'],
    // a decision tree's information gain is no Isolation Forest's
    ['algo-07', '孤立森林是无监督的，路径越短越可能是异常。随机森林的每棵树按信息增益分裂。'],
    ['ops-01', '服务挂了我先看dmesg里有没有OOM killer的记录，再用systemctl重启。'],
    ['mkt-06', '知觉图的轴按消费者最看重的属性选，数据来自问卷。'],
    ['qa-03', '我用Page Object模式，每个页面一个类，断言写在用例里。'],
    ['fe-11', '生产环境的Source Map只上传到Sentry，不公开放到CDN。'],
    ['editor-08', 'EXIF可以被修改，只能当线索，还要联系拍摄者。没有EXIF不一定被P过。'],
    ['ui-05', '一像素边框我用伪元素加transform: scale(0.5)来做。'],
    ['java-02', '@Autowired默认按类型注入，@Resource默认按名称，找不到再按类型。'],
    ['nurse-06', '体位性低血压是站起来后血压下降，起床要慢，头晕就叫护士。'],
    ['algo-11', '知识蒸馏用大模型当老师，温度一般设成4。'],
    ['pm-11', '推特最早限制140字，2017年放宽到280字。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('PERT和CPM其实不是一回事。', 'civil-06')).toEqual([]);
    expect(misconceptionsOf('很多人误以为撇脂定价是低价。', 'mkt-01')).toEqual([]);
    expect(misconceptionsOf('不要把map文件公开放到CDN上。', 'fe-11')).toEqual([]);
  });
});

describe('interview.misconception: the facts of the hundred-and-twenty-sixth and hundred-and-twenty-seventh batches', () => {
  // each subject's common errors as classes, in words other than the rated answers': 三级沉淀, discharge and bored-pile
  // mud; the h-index, Semantic Scholar and its TLDR; OmegaT's licence and what a CAT tool stores; the farm-produce
  // purchase invoice; back-to-back payment terms; big ideas; Svelte and the virtual DOM; IEEE 830 and what a
  // specification holds; a branch office; the blue-hat mark; brass, bronze and copper; the financing strategies; 钉钉
  it.each([
    ['civil-14', ['三级沉淀指的是废水要放够三天。', '设一级沉淀池就行。', '冲洗车辆的污水直接流进河道。', '钻孔的泥浆不需要外运。']],
    ['algo-05', ['H指数就是总被引次数除以论文数。', '谷歌学术英文名叫Semantic Scholar。', 'TLDR是作者自己填的。']],
    ['trans-08', ['OmegaT是收费软件。', 'OmegaT只能在Windows上运行。', '每句都是实时调用DeepL翻出来的。']],
    ['acct-11', ['收购发票按收购价款乘以13%抵扣。', '从收购商那里收的也一样能开收购发票。']],
    ['buyer-06', ['背靠背付款是合同法认可的，写了就绝对有效。', '客户没付款之前，供应商都无权起诉。']],
    ['teacher-10', ['大概念是陶行知提出来的。', '大概念指的是章节的名称。', '课程标准把大概念删除了。']],
    ['fe-14', ['Vue 3采用双虚拟DOM。', '页面里虚拟DOM越多越快。']],
    ['qa-05', ['IEEE 830是国家强制标准。', '需求文档上没写的都不算bug。']],
    ['legal-01', ['分公司也是独立的法人。', '总公司为分公司的欠款不承担责任。']],
    ['sales-13', ['蓝帽子就是有机食品。', '保健品能宣传降血脂。', '保健食品的批准证书永久有效。']],
    ['mech-08', ['青铜就是铜加锌。', '紫铜是铜锌合金。', 'H68的68表示锌的含量。']],
    ['fa-12', ['匹配型就是长短期资金对半。', '激进型的风险最小。']],
    ['pm-01', ['钉钉是由腾讯开发的。', '打卡定位是国家规定必须开启的。']],
  ] as [string, string[]][])('%s: each sibling of the subject’s error is named', (id, sentences) => {
    for (const s of sentences) expect(misconceptionsOf(s, id)).toHaveLength(1);
  });

  it.each([
    ['civil-14', '施工废水经三级沉淀池沉淀后排入市政污水管网，泥浆用罐车运到指定地点。'],
    ['algo-05', 'h指数是有h篇论文各被引至少h次，我用Semantic Scholar和谷歌学术查文献。'],
    ['trans-08', 'OmegaT免费开源，Windows和Mac都能装，译文存在本地翻译记忆库里，断网也能用。'],
    ['acct-11', '向农户收购自产的洋芋，由我们自己开收购发票，按买价乘9%抵扣。'],
    ['buyer-06', '大企业和中小企业约定背靠背条款是无效的，付款期限要写清楚。'],
    ['teacher-10', '大概念是能迁移的核心观念，比如结构决定功能，单元教学围绕它展开。'],
    ['fe-14', 'Svelte在编译时生成更新DOM的代码，没有虚拟DOM；React用一棵虚拟DOM做diff。'],
    ['qa-05', 'IEEE 830是需求规格说明书的推荐实践，需求没写的问题我也会提，由评审决定。'],
    ['legal-01', '分公司不是独立法人，它签的合同由总公司承担责任，所以要核对总公司的授权。'],
    ['sales-13', '蓝帽子是保健食品的标志，只能讲批准的保健功能，不能说降血压。'],
    ['mech-08', '黄铜是铜锌合金，H62含铜约62%；青铜是铜锡合金，耐磨，常做轴套；紫铜是纯铜。'],
    ['fa-12', '激进型用短期借款支持部分永久性流动资产，成本低风险高；保守型风险低成本高。'],
    ['pm-01', '钉钉是阿里2015年推出的，已读回执是它自己的设计。'],
    ['da-09', '别只看头两天，新鲜劲过了再看一到两周的数据。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人误以为黄铜是铜加锡。', 'mech-08')).toEqual([]);
    expect(misconceptionsOf('分公司不是独立法人，这一点常被搞混。', 'legal-01')).toEqual([]);
    expect(misconceptionsOf('蓝帽子不是绿色食品的标志。', 'sales-13')).toEqual([]);
  });

  it('caps a fluent copper-alloy answer told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const q = bankQuestion('mech-08')!;
    const scored = (answer: string) => scoreOne(q, answer, { category: '机械工程师', group: '技术' });
    const wrong = '铜合金我用得多。黄铜是铜和锡的合金，所以特别硬，轴套都用它；紫铜是铜和铝的合金，导电不好。我们做烘干机的时候轴套就选了黄铜，用了半年磨损很小。';
    const right = '铜合金我用得多。黄铜是铜锌合金，好加工、便宜；锡青铜耐磨，轴套常用它；紫铜是纯铜，导电好，做电气件。我们做烘干机的时候轴套选了锡青铜，用了半年磨损很小。';
    expect(misconceptionsOf(wrong, 'mech-08').length).toBeGreaterThanOrEqual(MANY_ERRORS);
    expect(scored(wrong).score).toBeLessThanOrEqual(MANY_ERRORS_CAP);
    expect(misconceptionsOf(right, 'mech-08')).toEqual([]);
    expect(scored(right).score).toBeGreaterThan(ERROR_CAP);
  });

  // misconceptionsOf reads every entry of the question and every attribution, a whole reading: 1-3 ms idle, and 107 ms
  // once in CI with both cores held
  it('reads a 5,000-character answer of near matches in well under WHOLE_READ_MS', () => {
    const near = [
      ['civil-14', '三级沉淀池的水逐级流过，沉淀后的水排入污水管网，泥浆外运到指定地点，'],
      ['fa-12', '激进型用短期资金支持部分永久性流动资产，保守型用长期资金，配合型按期限匹配，'],
      ['qa-05', '需求规格说明书里没写的问题也可以提，性能和易用性也在需求范围里，'],
      ['mech-08', '黄铜的铜和锌，青铜的铜和锡，紫铜的纯铜，H62的铜含量，'],
    ];
    for (const [id, unit] of near) {
      const answer = unit.repeat(Math.ceil(5000 / unit.length));
      expect(misconceptionsOf(answer, id)).toEqual([]);
      expectWithinMs(() => misconceptionsOf(answer, id), WHOLE_READ_MS);
    }
  });
});
