import { attributionErrorsOf, wrongAttributionsOf } from '../src/ai/interview/attributions';
import { misconceptionsOf } from '../src/ai/interview/misconceptions';
import { expectAddedQuietOnFairAnswers, expectEachPatternQuick, expectNearMatchesQuiet, expectWrongTwinCapped } from './misconception-checks';
import { WHOLE_READ_MS } from './timing';

/**
 * Wrong facts told fluently on six knowledge questions (the hundred-and-forty-sixth batch): tax depreciation years and
 * residual value, AI authorship, detectors and labels, the first site meeting and the work contact sheet, the
 * double-code network and its floats, cost breakdown and the price law, strategic sourcing and make-or-buy. Each named
 * as a class of claim, in words other than any rated answer's, and the right statement of the same matter left alone.
 */
describe('interview.misconception: the 146th batch’s wrong facts', () => {
  it.each([
    ['acct-08', '折旧方法有年限平均法、工作量法、双倍余额递减法和年数总和法。税法对每类资产规定了最长折旧年限，电子设备最多用三年。残值率由国家统一定为5%。', 2],
    ['editor-13', '用AI写稿可以，但要守规矩。新修订的著作权法下大模型也能成为著作权人。AI写的稿件不需要标识，平台查不出来就行。', 2],
    ['civil-10', '开工前第一次工地会议由我们施工方的项目经理来召集。工作联系单就等于设计变更，发出去就能施工。', 2],
    ['civil-06', '双代号网络图里节点代表一项工作。自由时差一般比总时差大。', 2],
    ['buyer-10', '判断价格合理就用成本拆解，它是华为在2016年提出的。价格法规定利润不能超过百分之八。', 2],
    ['buyer-13', '战略采购就是年年重新招标换供应商。垂直整合是指向十几家供应商分散采购。', 2],
  ] as [string, string, number][])('%s: each error of a fluent wrong answer is named', (id, answer, errors) => {
    expect(misconceptionsOf(answer, id)).toHaveLength(errors);
  });

  it.each([
    ['acct-08', '税法规定的是最低折旧年限，房屋建筑物20年，电子设备3年。净残值由企业合理估计，折旧年限一经确定不得随意变更，变更要在附注里披露。'],
    ['editor-13', 'AI生成的内容不一定准确，要人工核实。作者只能是自然人、法人或非法人组织。AIGC检测会误判，只能作参考，三审三校一个都不能少。AI生成的文字和图片都要加标识。'],
    ['civil-10', '第一次工地会议由建设单位主持，监理和施工单位的负责人都参加。监理例会的纪要由项目监理机构整理，各方会签。工作联系单只用来沟通，改设计要走设计变更。'],
    ['civil-06', '双代号网络图中箭线表示工作，节点表示工作的开始或结束，虚箭线表示逻辑关系。虚工作不占时间也不耗资源。自由时差小于等于总时差，总时差为零的是关键工作，必须按时完成。'],
    ['buyer-10', '应该成本分析是美国国防部在军品采购里用起来的。供应商的成本拆解要逐项核实，自己测算再谈。价格法没有规定利润上限，禁止的是哄抬价格和串通涨价。'],
    ['buyer-13', '战略采购要和关键供应商长期合作，定期评估，杠杆类物料可以招标压价。垂直整合是收购上游供应商。自制还是外购不能只比材料费，人工和管理费都要算。'],
  ])('%s: a near miss that says the matter rightly fires nothing', (id, answer) => {
    expect(misconceptionsOf(answer, id)).toEqual([]);
  });

  it('a correction in the wrong statement’s sentence or clause fires nothing', () => {
    expect(misconceptionsOf('很多人以为税法规定的是最长折旧年限，其实是最低年限。', 'acct-08')).toEqual([]);
    expect(misconceptionsOf('有的AIGC检测工具号称准确率百分之百，其实误判不少。', 'editor-13')).toEqual([]);
    expect(misconceptionsOf('有人说联系单就等于设计变更，这是错的。', 'civil-10')).toEqual([]);
    expect(misconceptionsOf('自由时差比总时差大是不可能的。', 'civil-06')).toEqual([]);
    expect(misconceptionsOf('不能供应商报多少我们就认多少。', 'buyer-10')).toEqual([]);
    expect(misconceptionsOf('说战略采购就是每年重新招标，这是误区。', 'buyer-13')).toEqual([]);
  });

  it('names cost breakdown credited to a company, taken up in the next sentence too, and not its origin', () => {
    expect(wrongAttributionsOf('成本拆解是阿里巴巴在2014年提出的。').map((w) => w.key)).toEqual(['应该成本分析']);
    expect(wrongAttributionsOf('最实用的是应该成本法。这个方法是丰田最早提出来的。').map((w) => w.key)).toEqual(['应该成本分析']);
    expect(attributionErrorsOf('应该成本分析是美国国防部在军品采购中提出的。')).toEqual([]);
    expect(wrongAttributionsOf('华为提出的成本拆解要求很细，我们用成本拆解来核价。')).toEqual([]);
  });

  it('caps a fluent schedule told wrong twice at MANY_ERRORS_CAP, and leaves the right one above ERROR_CAP', () => {
    const wrong = '编进度计划我会先做工作分解，列出工序和工程量，再按定额和班组人数算出每道工序的持续时间。然后理清先后关系，画双代号网络图，图中节点代表一项工作。算出时间参数找关键线路，自由时差一般比总时差大，所以先看自由时差。最后用横道图给班组交底，每周对比实际进度，滞后了就调整资源或压缩关键工作。';
    const right = '编进度计划我会先做工作分解，列出工序和工程量，再按定额和班组人数算出每道工序的持续时间。然后理清先后关系，画双代号网络图，箭线表示工作，节点表示工作的开始和结束。算出时间参数找关键线路，总时差为零的就是关键工作，要重点盯。最后用横道图给班组交底，每周对比实际进度，滞后了就调整资源或压缩关键工作。';
    expectWrongTwinCapped('civil-06', { category: '土木工程师', group: '工程制造' }, wrong, right);
  });

  // the entries this batch added, the last of each question's list
  const added: Record<string, number> = { 'acct-08': 3, 'editor-13': 4, 'civil-10': 3, 'civil-06': 4, 'buyer-10': 2, 'buyer-13': 3 };

  it('no entry added fires on an answer of the rated sets that either rater put at 3 or more', () => {
    expectAddedQuietOnFairAnswers(added, 30);
  });

  const near = [
    ['acct-08', '税法和最高，房屋和最多，电子设备和最长，残值率和国家，残值和所有企业，利润高和年限，折旧方法和随时，年限和只能比，'],
    ['editor-13', 'AI和作者，人工智能和著作权人，AIGC检测和准确率，检测工具和百分之百，三审三校和终审，AI生成和标注，图片和视频和标识，文字和文本，'],
    ['civil-10', '第一次工地会议和项目经理，业主和监理，监理例会和纪要，资料员和签字，联系单和设计变更，联系单和同意，'],
    ['civil-06', '双代号和节点，箭线和工作，虚工作和时间，虚箭线和工期，自由时差和总时差，总时差和零，'],
    ['buyer-10', '供应商和多少，成本拆解和核算，价格法和利润率，利润和百分之五，京东和应该成本，'],
    ['buyer-13', '战略采购和每年，供应商和一年，垂直整合和供应商，自制和材料费，外购和人工，报价和最低，合作和越久，'],
  ] as const;

  // a few ms on an idle machine for the whole question, far more in CI while other suites' workers hold both cores
  it('reads a 5,000-character answer of near matches within WHOLE_READ_MS', () => {
    expectNearMatchesQuiet(near, WHOLE_READ_MS);
  });

  it('runs each pattern of the six questions over such an answer in well under 50 ms', () => {
    expectEachPatternQuick(near, 50);
  });
});
