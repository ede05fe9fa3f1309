import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-sixty-fourth batch): a SELECT alias allowed in WHERE, HAVING refused without GROUP BY, HAVING's aggregate required in SELECT; accounting ethics limited to working hours, business data left out of confidentiality, profit moved between periods called an estimate; a stickiness threshold invented to excuse a drop in daily actives, Simpson's paradox read as a reason not to break a figure down, a fall in actives read as uninstalls. Each named as a class of claim, in words other than any rated answer's, and the right statement of the same
 * matter left alone.
 */
describe('interview.misconception: the 164th batch’s wrong facts', () => {
  it.each([
    ['da-06', 'where里可以引用别名。HAVING只能搭配GROUP BY。SELECT中一定要包含SUM才能过滤。', 4],
    ['acct-13', '职业道德只约束上班时间。经营数据不属于商业秘密。季度之间把利润平滑一下。', 3],
    ['da-01', '黏性在百分之二十以上就不用管。辛普森悖论总是让分组结论相反。DAU下降一成说明一成用户卸载了。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['da-06', 'WHERE在分组前过滤，不能用SELECT的别名。没有GROUP BY也可以写HAVING。HAVING里的COUNT(*)不必出现在SELECT里。'],
    ['acct-13', '职业道德业余也要遵守，不能给本单位供应商兼职记账。采购价和毛利是商业秘密，不能泄露。收入按实际期间确认，不能调节利润。'],
    ['da-01', '日活降20%要先确认数据，再按渠道、版本、地区拆解。辛普森悖论提醒分组和总体结论可能不同。日活下降不一定是卸载。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('WHERE能用别名是误区。', 'da-06')).toEqual([]);
    expect(misconceptionsOf('HAVING不一定要和GROUP BY一起用。', 'da-06')).toEqual([]);
    expect(misconceptionsOf('会计不能在月份之间把利润调一调。', 'acct-13')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'da-06': 3, 'acct-13': 3, 'da-01': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['da-06', 'WHERE和别名，HAVING和GROUP BY，HAVING和SELECT，SELECT和COUNT，'],
    ['acct-13', '职业道德和上班，下班和自由，保密和工资，经营数据和秘密，采购价和供应商，利润和月份，'],
    ['da-01', '黏性和20%以上，辛普森悖论和相反，不要和渠道，日活和卸载，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
