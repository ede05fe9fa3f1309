import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently (the hundred-and-sixty-third batch): the test plan written after release, test cases hidden from developers and kept from review, release allowed with fatal defects open; self-attention called linear in length, softmax dropped, decoding made one parallel step; a translation maxim reversed and credited to Lu Xun, a word-count rule invented for the translators' association, passages cut without telling the client; the Doherty threshold made a call to slow responses down and credited to the wrong maker, Fitts's law turned into a count of clicks. Each named as a class of claim, in words other than any rated answer's, and the right statement of the same
 * matter left alone.
 */
describe('interview.misconception: the 163rd batch’s wrong facts', () => {
  it.each([
    ['qa-04', '测试计划发布之后再补。测试用例不需要评审。严重等级不用考虑。', 3],
    ['algo-06', '注意力的开销随长度线性增长。注意力不需要softmax。解码器一次把整个句子输出。', 3],
    ['trans-01', '鲁迅主张宁可顺而不信。中国翻译协会规定了译文字数。看不懂的可以删去，不必通知客户。', 3],
    ['ui-08', '页面响应别太快。要等3秒再给结果。多尔蒂阈值是苹果的。操作次数越多黏性越强。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['qa-04', '测试计划在需求分析阶段制定，测试结束后写测试报告。用例写完组织开发一起评审。致命缺陷修复验证后才能上线。'],
    ['algo-06', '自注意力的复杂度是O(n²)，长文本要用稀疏注意力。QK点积除以根号d_k后做softmax。推理时解码器自回归地逐词生成。'],
    ['trans-01', '鲁迅主张宁信而不顺。严复提出信达雅。原文有疑问要和客户确认，不能擅自删减。'],
    ['ui-08', '多尔蒂阈值来自IBM 1982年的研究，系统要在400毫秒内响应。菲茨定律说按钮越大越近越好点，流程步骤要精简。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('测试计划不是上线以后写的。', 'qa-04')).toEqual([]);
    expect(misconceptionsOf('有人以为注意力的计算量是线性的，其实是平方。', 'algo-06')).toEqual([]);
    expect(misconceptionsOf('鲁迅批评宁错而务顺。', 'trans-01')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'qa-04': 3, 'algo-06': 3, 'trans-01': 3, 'ui-08': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['qa-04', '测试计划和上线，用例和开发，用例和评审，致命缺陷和上线，严重级别和管，'],
    ['algo-06', '注意力和计算量，复杂度和长度，softmax和归一化，根号和缩放，解码器和一次，推理和训练，'],
    ['trans-01', '鲁迅和信，鲁迅和顺，译协和标准，译文和字数，删和客户，'],
    ['ui-08', '响应和快，等和秒，多尔蒂和谷歌，菲茨和点击，次数和满意，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
