import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on three knowledge questions (the hundred-and-fifty-sixth batch): Taobao's search ads
 * charged by the sale and free of risk, its display ads taken for keyword ads of another platform; the lighthouse
 * factory made a ministry's title for a plant without workers, CPS a merger of departments and the industrial internet
 * workshop PCs put online; the blue and yellow badges swapped, content left unreviewed and ads unlabelled. Each named as
 * a class of claim, in words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 156th batch’s wrong facts', () => {
  it.each([
    ['mkt-09', '直通车是按订单计费的。钻展属于京东的搜索广告。', 2],
    ['mech-12', '灯塔工厂是国务院认定的。CPS就是几个部门合并在一起。', 2],
    ['newmedia-01', '黄V代表企业认证。这种账号的视频官方不审核。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['mkt-09', '电商站内我会用淘宝的直通车做搜索推广，它按点击扣费，不成交也要花钱；钻展是展示广告，按千次展示竞价；淘宝客按成交付佣金。'],
    ['mech-12', '灯塔工厂是世界经济论坛评选的，看的是数字化技术的规模化应用。CPS是把计算、通信和物理设备融合的系统。工业互联网把设备数据采集到平台上分析。'],
    ['newmedia-01', '企业号我会先做蓝V认证，要交营业执照；个人创作者做的是黄V认证。发布的内容平台都会审核，带货视频要标明广告。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('直通车不是按成交收费的。', 'mkt-09')).toEqual([]);
    expect(misconceptionsOf('灯塔工厂并不要求车间没有工人。', 'mech-12')).toEqual([]);
    expect(misconceptionsOf('很多人以为蓝V是个人认证。', 'newmedia-01')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'mkt-09': 2, 'mech-12': 2, 'newmedia-01': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 10);
  });

  const near = [
    ['mkt-09', '直通车和成交，直通车和零，钻展和搜索，钻展和关键词，'],
    ['mech-12', '灯塔工厂和工信部，灯塔工厂和熄火，CPS和部门，工业互联网和电脑，'],
    ['newmedia-01', '蓝V和个人，黄V和企业，个人和蓝V，标注和广告，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the three questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
