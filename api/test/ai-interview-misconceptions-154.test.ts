import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on three knowledge questions (the hundred-and-fifty-fourth batch): the tax adviser's
 * examination put under the CPA institute and its holder signing audit reports; a line of the Analects credited to
 * another classic, quotations left unchecked against the source or reworded by the editor; a percentile taken as the
 * mean times a fraction, and percentiles added and averaged across hours. Each named as a class of claim, in words
 * other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 154th batch’s wrong facts', () => {
  it.each([
    ['acct-05', '我准备考税务师，这个考试由中注协统一组织。税务师可以替企业在年审的审计报告上签字。', 2],
    ['editor-03', '“己所不欲，勿施于人”出自《孟子》。名句大家都背得出，没必要再查对原文。', 2],
    ['da-14', '看板上的P99就是均值乘以0.99。每天的P90我会把各小时的P90加起来再除以小时数。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['acct-05', '我有初级会计职称，在备考税务师。税务师考试由中国注册税务师协会组织，共五科，成绩滚动五年有效。审计报告只能由注册会计师签字，税务师做的是涉税鉴证和税务代理。'],
    ['editor-03', '审校引文时我会找权威版本的原书逐字核对，比如“学而时习之”出自《论语·学而》，“富贵不能淫”出自《孟子》。引文有疑问先和作者核实，不能直接改引号里的字。'],
    ['da-14', '接口耗时我会放P50、P95和P99：P95是95%的请求都不超过的耗时，长尾看P99。全天的P95要用原始数据重算，分位数不能直接平均。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence fires nothing', () => {
    expect(misconceptionsOf('有人以为税务师能在审计报告上签字，这是错的。', 'acct-05')).toEqual([]);
    expect(misconceptionsOf('很多人误以为“学而时习之”出自《孟子》。', 'editor-03')).toEqual([]);
    expect(misconceptionsOf('P95不是平均值乘以0.95。', 'da-14')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'acct-05': 2, 'editor-03': 2, 'da-14': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 20);
  });

  const near = [
    ['acct-05', '税务师和中注协，税务师和审计报告，税务师和注册会计师，'],
    ['editor-03', '学而时习之和孟子，生于忧患和论语，没必要和原文，引文和编辑，'],
    ['da-14', 'P95和平均，均值和0.9，分位数和平均，P95和加起来，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the three questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
