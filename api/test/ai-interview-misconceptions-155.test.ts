import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on five knowledge questions (the hundred-and-fifty-fifth batch): the occupational health
 * examination kept for special trades, its results withheld and put off until after work starts; a forecast's three
 * statements left unlinked, its gap plugged into capital reserve and its figures made rosy for the bank; incremental
 * budgeting called the most scientific, budget slack encouraged, year-end spending sprees and transfers without
 * approval; TypeScript called nominally typed, never taken for void and T[] for a type other than Array<T>;
 * requestIdleCallback run on a thread of its own and ten thousand nodes inserted at once without blocking. Each named as
 * a class of claim, in words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 155th batch’s wrong facts', () => {
  it.each([
    ['hr-08', '职业健康体检只有电焊这些特殊工种才做。检查结果不需要通知劳动者本人。', 2],
    ['fa-09', '做预测时三张报表不用联动。预测最好做得好看一点。', 2],
    ['fa-03', '首选的方法就是增量预算。各部门可以往上多报两成。年底预算要赶紧花完。', 3],
    ['fe-12', 'TS采用的是名义类型系统。never就等于void。', 2],
    ['fe-15', 'requestIdleCallback的回调跟主线程同时跑。所以一次性插入上万个节点也不会卡。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['hr-08', '入职培训要讲职业健康：接触粉尘、噪声的岗位上岗前都要做职业健康检查，费用由公司承担，结果书面告知员工本人，没做检查不能上岗。'],
    ['fa-09', '我用三表联动模型做预测：收入从销量和价格推，净利润进未分配利润，现金流量表由两张表推出来，资金缺口用短期借款补足。同时做乐观、基准、悲观三种情景。'],
    ['fa-03', '增量预算在上年基础上调整，简单但会延续不合理开支；零基预算更科学但工作量大。要防止各部门制造预算松弛，杜绝年底突击花钱，部门之间调剂要走审批。'],
    ['fe-12', 'TypeScript是结构类型，两个接口字段一样就能互相赋值。never表示永远不会返回，void表示没有返回值。number[]和Array<number>完全等价。'],
    ['fe-15', '上万条数据我用虚拟列表，只渲染可视区域的几十个节点。requestIdleCallback在主线程空闲时执行，适合放不紧急的统计上报。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('很多人以为职业健康检查只有特种作业人员才做。', 'hr-08')).toEqual([]);
    expect(misconceptionsOf('差额不能塞进资本公积。', 'fa-09')).toEqual([]);
    expect(misconceptionsOf('增量预算不是最科学的方法。', 'fa-03')).toEqual([]);
    expect(misconceptionsOf('TS不是名义类型。', 'fe-12')).toEqual([]);
    expect(misconceptionsOf('requestIdleCallback的回调和主线程并行是误区。', 'fe-15')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'hr-08': 2, 'fa-09': 2, 'fa-03': 3, 'fe-12': 2, 'fe-15': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 15);
  });

  const near = [
    ['hr-08', '职业健康检查和只有，粉尘和不用，体检结果和告知，先和上岗，'],
    ['fa-09', '三张表和勾稽，差额和资本公积，预测和乐观，数字和好看，'],
    ['fa-03', '增量预算和科学，预算松弛和留，突击和，年底和花掉，划和审批，'],
    ['fe-12', 'TS和名义，名字和赋值，never和void，number[]和Array<number>，'],
    ['fe-15', '回调和主线程，requestIdleCallback和线程，一次和一万，渲染和卡，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the five questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
