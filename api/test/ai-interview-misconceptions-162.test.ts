import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-sixty-second batch): bought followers called lawful and allowed, reach set by follower count; antihypertensives stopped once the pressure is normal, a missed dose doubled, salt left unlimited, pressure taken straight after exertion; the 4P promotion narrowed to discounts, the product P stripped of packaging and brand, and one P chosen instead of the mix. Each named as a class of claim, in words other than any rated answer's, and the right statement of the same
 * matter left alone.
 */
describe('interview.misconception: the 162nd batch’s wrong facts', () => {
  it.each([
    ['newmedia-01', '新号先刷一批粉丝，刷粉没问题。流量取决于粉丝数量。', 2],
    ['nurse-08', '降压药吃到血压达标就停药。漏吃一次下回吃两片。高血压患者无需控盐。量血压要趁刚锻炼完。', 4],
    ['mkt-03', '促销其实就是降价。售后服务不算产品。每个产品只选一个P。', 4],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['newmedia-01', '从零做账号先定人设，持续发优质内容。推荐看完播率和互动率，新号发的视频也会先推给一小批用户。买粉会被平台判定违规。'],
    ['nurse-08', '降压药要长期规律服用，血压正常了也不能自己停。漏服了不要下次加倍。每天吃盐不超过5克。测血压前静坐5分钟，不要刚运动完就量。'],
    ['mkt-03', '4P是产品、价格、渠道、促销。产品包括功能、包装、品牌和服务。促销包括广告、公关、人员推销和销售促进。四个P要组合使用。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人误以为买粉是合法的。', 'newmedia-01')).toEqual([]);
    expect(misconceptionsOf('降压药血压正常就停药是误区。', 'nurse-08')).toEqual([]);
    expect(misconceptionsOf('促销不只是打折降价。', 'mkt-03')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'newmedia-01': 2, 'nurse-08': 4, 'mkt-03': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['newmedia-01', '买粉和平台，推荐和粉丝，粉丝和数量，刷粉和违规，'],
    ['nurse-08', '降压药和正常，漏服和补，高血压和盐，一天和克，运动和血压，'],
    ['mkt-03', '促销和打折，广告和促销，包装和产品，产品和功能，只和P，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
