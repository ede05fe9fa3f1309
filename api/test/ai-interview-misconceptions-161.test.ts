import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on eight knowledge questions (the hundred-and-sixty-first batch): net profit all paid out
 * and the cash flow statement tied to receivables; equipment put in the contractor's materials, overhead paid to the
 * supervisor and owner's costs left out of project cost; logistic regression called unsupervised, agglomerative
 * clustering run top-down and mixtures made hard; consumer return rights given to firms and orders made unchangeable;
 * clicks counted as users and a funnel read as proof; the news elements, the lead and the first person got wrong; LLMs
 * said never to invent and high temperature said to be accurate; ABC classes read off lead times and A items bought
 * once a year. Each named as a class of claim, in words other than any rated answer's, and the right statement of the
 * same matter left alone.
 */
describe('interview.misconception: the 161st batch’s wrong facts', () => {
  it.each([
    ['acct-01', '公司的净利润全都作为应付股利发掉。期末现金余额应与应收账款一致。', 2],
    ['civil-13', '电梯的设备购置费计入施工方材料费。勘察设计费不计入工程造价。', 2],
    ['da-10', '无监督分群可以直接用逻辑回归。凝聚聚类是从一个大簇开始拆。', 2],
    ['buyer-03', '企业采购也适用消费者权益保护法的保护。采购订单不必写验收标准。', 2],
    ['da-08', '同一个用户点了三次就算三个人。漏斗就能证明哪个页面设计差。', 2],
    ['editor-01', '新闻六要素包括标题和配图。导语要写在结尾。', 2],
    ['editor-13', 'ChatGPT给的数据都是真的。温度调得越高越准确。', 2],
    ['buyer-11', 'ABC分类根据交货期划分。A类一年采购一次。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['acct-01', '净利润期末转入未分配利润，宣告发放股利时才转到应付股利。现金流量表的期末现金余额和资产负债表的货币资金对上，应收账款增加在间接法里从净利润中减去。'],
    ['civil-13', '工程造价包括建筑安装工程费、设备及工器具购置费、工程建设其他费用、预备费和建设期利息。企业管理费是施工企业的管理开支。'],
    ['da-10', '逻辑回归是有监督的分类，分群用K-means。凝聚法从每个样本单独一簇开始逐步合并，高斯混合模型给出属于各簇的概率。'],
    ['buyer-03', '采购订单要写明交货期和质量标准，发出后经双方协商可以变更。企业采购不适用七天无理由退货，退货按合同约定处理。'],
    ['da-08', '漏斗每一步按去重的用户数算转化率，同一个用户点了多次只算一人。漏斗只能定位流失环节，原因要拆分渠道再用A/B测试验证。'],
    ['editor-01', '新闻六要素是时间、地点、人物、起因、经过、结果。导语放在消息的开头，消息要客观，编辑的观点写进评论。'],
    ['editor-13', '大模型会编造出处，AI给的引文要逐条核实。温度调低输出更稳定，AI润色后要请作者确认。'],
    ['buyer-11', 'ABC分类按年消耗金额排序分类，A类物料金额占比大，要重点管控、小批量多次采购，ABC分类要定期重新计算。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s clause fires nothing', () => {
    expect(misconceptionsOf('逻辑回归不是无监督方法。', 'da-10')).toEqual([]);
    expect(misconceptionsOf('导语不放在结尾。', 'editor-01')).toEqual([]);
    expect(misconceptionsOf('ABC分类不是按提前期分的。', 'buyer-11')).toEqual([]);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'acct-01': 2, 'civil-13': 2, 'da-10': 2, 'buyer-03': 2, 'da-08': 2, 'editor-01': 2, 'editor-13': 2, 'buyer-11': 2 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 20);
  });

  const near = [
    ['acct-01', '净利润和全部，未分配利润和利润表，现金流量表和应收账款，'],
    ['civil-13', '设备购置费和材料费，企业管理费和监理，土地和工程造价，'],
    ['da-10', '逻辑回归和有监督，凝聚和开始，高斯混合和概率，GMM和一个，'],
    ['buyer-03', '七天无理由和网购，采购和消费者权益保护法，订单和交货期，订单和民法典，'],
    ['da-08', '点击次数和人数，一个人和点了，漏斗和证明，不需要和拆，'],
    ['editor-01', '六要素和人物，导语和末尾，消息和第一人称，编辑和看法，'],
    ['editor-13', 'AI和真的，不需要和查证，温度和最高，润色和原意，'],
    ['buyer-11', 'ABC和提前期，ABC和金额，A类和一年，分类和固定，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the eight questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
