import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on two knowledge questions (the hundred-and-fifty-seventh batch): the feed-forward layer
 * made the only mixer of positions, left without an activation and narrowed, cross-attention's queries and keys
 * swapped; the Android density buckets turned upside down, a dp made one physical pixel everywhere and media queries
 * limited to orientation. Each named as a class of claim, in words other than any rated answer's, and the right
 * statement of the same matter left alone.
 */
describe('interview.misconception: the 157th batch’s wrong facts', () => {
  it.each([
    ['algo-06', '前馈层是唯一能让各个token互相交互的模块。前馈层不用激活函数。cross attention里查询来自编码器。', 3],
    ['ui-05', 'mdpi对应3倍图。dp和密度没关系。媒体查询不能按宽度设断点。', 3],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['algo-06', 'Transformer每层是多头自注意力加前馈网络，自注意力让每个位置看到所有位置，前馈网络逐位置计算，中间用ReLU激活并把512维放大到2048维。交叉注意力的Q来自解码器，K和V来自编码器的输出。'],
    ['ui-05', '安卓以mdpi为1倍基准，xhdpi是2倍，xxhdpi是3倍。dp是密度无关像素，1dp在mdpi上等于1个物理像素。H5用媒体查询的min-width设断点。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人以为前馈网络是唯一让位置交换信息的地方。', 'algo-06')).toEqual([]);
    expect(misconceptionsOf('交叉注意力的Q来自编码器是误区。', 'algo-06')).toEqual([]);
    expect(misconceptionsOf('mdpi不是最高清的一档。', 'ui-05')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'algo-06': 3, 'ui-05': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 4);
  });

  const near = [
    ['algo-06', '前馈和唯一，注意力和不看，前馈网络和激活，交叉注意力和Q，cross attention和K，'],
    ['ui-05', 'mdpi和最低，xhdpi和2倍，1dp和像素，媒体查询和只能，媒体查询和宽度，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the two questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
