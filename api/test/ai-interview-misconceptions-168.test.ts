import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-sixty-eighth and -ninth batches): a bad-debt provision booked to 管理费用
 * and said never reversible, its ageing rates said fixed by the standard; escape analysis said off by default and
 * inverted, the string constant pool put on each thread's stack; a 离职证明 withheld or written against the leaver and
 * social insurance kept to hold him; shutdown() and shutdownNow() swapped; depreciation kept on after it is fully
 * provided; a present-value index read the smaller the better; 情势变更 said to need a clause; a low rating taken for
 * 不胜任 in law; national codes and mandatory clauses called only a reference; AI content said bound by no rule; a letter
 * of authority said valid for ever. Each named as a class of
 * claim, in words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 168th and 169th batches’ wrong facts', () => {
  it.each([
    ['acct-10', '计提坏账时借：管理费用，贷：坏账准备。已经提过的坏账准备不可以冲回。账龄比例是准则规定得很死的，企业不准自己调整。', 3],
    ['java-06', '逃逸分析缺省不启用。发生逃逸的对象会被放在栈上。串池在虚拟机栈中。', 3],
    ['hr-05', '员工走的时候离职证明压着不给。离职证明里注明“能力差”。社保不减员，扣着不放。', 3],
    ['java-05', 'shutdown() 直接停止所有任务。shutdownNow更优雅。', 1],
    ['acct-08', '提足折旧的资产照样计提折旧。', 1],
    ['fa-13', 'PI越小越好。', 1],
    ['legal-01', '情势变更要在合同中事先约定才可以主张。', 1],
    ['hr-04', '绩效考核拿了d，自动视为不胜任。', 1],
    ['civil-01', '国标只作参考。', 1],
    ['editor-13', '大模型创作的文章没有监管。', 1],
    ['legal-12', '授权委托书一直有效。', 1],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['acct-10', '计提时借记信用减值损失，贷记坏账准备。客户回款后，多提的坏账准备可以转回。计提比例由企业按预期信用损失估计，要考虑客户的信用状况。'],
    ['java-06', '逃逸分析在HotSpot里默认开启。没有逃逸的对象可以栈上分配或标量替换，逃逸的对象放在堆上。字符串常量池JDK7起在堆中，所有线程共享。'],
    ['hr-05', '解除劳动合同时应当出具离职证明，写明合同期限、岗位和工作年限。单位在15日内为员工办理社保转移。培训费按服务期约定另行追偿。'],
    ['java-05', 'shutdown()把已提交的任务执行完再关闭，shutdownNow()立即中断正在执行的任务。'],
    ['acct-08', '已提足折旧仍在使用的固定资产不再计提折旧。'],
    ['fa-13', '现值指数大于1项目可行，越大越好。'],
    ['legal-01', '情势变更是法定规则，合同没有约定也可以主张，协商不成可请求法院变更或解除。'],
    ['hr-04', '绩效考核最低不等于不胜任工作，要有证据并经培训或调岗。'],
    ['civil-01', '强制性条文必须执行，企业标准可以严于国标。'],
    ['editor-13', 'AI生成的内容要按规定加标识。'],
    ['legal-12', '授权委托书要写明权限和期限。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('说坏账准备计提后不能转回，这是误区。', 'acct-10')).toEqual([]);
    expect(misconceptionsOf('有人以为逃逸分析默认关闭，其实JDK 6u23起就默认开启。', 'java-06')).toEqual([]);
    expect(misconceptionsOf('扣着离职证明不开是违法的。', 'hr-05')).toEqual([]);
  });

  // the entries these batches added, the last of each question's list
  const added: Record<string, number> = { 'acct-10': 3, 'java-06': 3, 'hr-05': 3, 'java-05': 1, 'acct-08': 1, 'fa-13': 1, 'legal-01': 1, 'hr-04': 1, 'civil-01': 1, 'editor-13': 1, 'legal-12': 1 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['acct-10', '计提和管理费用，坏账准备和转回，一经计提和冲回，准则和规定，不用和客户，'],
    ['java-06', '逃逸分析和默认，逃逸的对象和栈上，别的线程和栈，常量池和放在，两个线程和字面量，'],
    ['hr-05', '离职证明和公司，赔清和培训费，离职证明上和评价，社保和公司，不给和档案，扣下和证明，'],
    ['java-05', 'shutdown()和任务，shutdownNow()和队列，shutdownNow和线程，立刻和中断，温和和执行完，'],
    ['acct-08', '提足折旧和资产，提前报废和清理，一次性和折旧，'],
    ['fa-13', '现值指数和越小，现值指数和小于1，选和最小，'],
    ['legal-01', '情势变更和必须，合同和写明，没写和情势变更，'],
    ['hr-04', '考核和员工，最低和培训，胜任和证据，'],
    ['civil-01', '国家规范和条文，强制性条文和执行，企业标准和严于，'],
    ['editor-13', 'AI生成和标识，人工智能和稿子，规定和办法，'],
    ['legal-12', '授权委托书和公章，授权委托书和期限，有效和权限，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
