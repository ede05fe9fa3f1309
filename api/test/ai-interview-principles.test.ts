import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { gamingOf } from '../src/ai/interview/gaming';
import { asksConduct, maximsOf, ownDetailOf, principleShareOf, recitesPlatitudes, speaksInPrinciples } from '../src/ai/interview/principles';
import { GENERAL_CONDUCT_CONTENT, PLATITUDES_MIN, PRINCIPLE_SHARE } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.general and interview.gaming.platitudes (principles.ts, principles.json): a question about the student's
 * own conduct answered with general principles alone is capped clearly below a concrete answer; a polished paragraph
 * of maxims with nothing of the student's own is a recited answer. Knowledge questions keep judging their content.
 */
const q = (id: string) => bankQuestion(id)!;
const scoreOf = (id: string, answer: string, category = '产品经理') => scoreOne(q(id), answer, { category, group: '' });
const timing = { seconds: 120, seconds_used: 60, late: 0 };

// written for these tests, on questions of the banks: none is an item of a rated set
const GENERAL_DISAGREEMENT =
  '如果和开发有分歧，我觉得首先态度要真诚，要先听听对方的想法和意见，可能他们考虑的问题我没想到。然后互相理解，互相尊重，站在对方的角度考虑，大家一起商量出一个合理的方案。总之沟通是最重要的。';
const CONCRETE_DISAGREEMENT =
  '上学期做校园跑腿小程序，我写需求时要求下单后能实时看到跑腿员的位置。开发的同学说定位接口要付费，两周也做不完。我就改成每隔五分钟刷新一次状态，第一版只显示“已接单、已取件、已送达”三步，上线后三百多单里只有两个人问过位置。';
const PLAN_IN_THE_MATTER =
  '如果开发说这不算缺陷，我会先在测试环境按原来的步骤再复现一遍，确认不是数据的问题。然后把复现步骤、截图和接口日志贴到缺陷单里，标上需求文档里对应的那一条，再找他当面看。还说不通就拉上产品经理一起确认需求。';
const RECITED =
  '面对不同意见，我始终坚持对事不对人的原则，认真倾听，换位思考，求同存异。良好的沟通是化解分歧的关键，相互信任是团队协作的基石，从而实现个人与团队的共同成长。';

describe('interview.general: which questions ask about the student’s own conduct', () => {
  it('reads an example asked for, or what the student does or would do; not a knowledge question', () => {
    expect(asksConduct(q('common-03'))).toBe(true); // 讲一次…意见不合的经历 (example)
    expect(asksConduct(q('pm-04'))).toBe(true); // 你如何与开发工程师沟通需求？出现分歧怎么办？
    expect(asksConduct(q('fa-14'))).toBe(true); // 如果业务部门对你的分析结论有异议，你会怎么处理？
    expect(asksConduct({ text: '什么是线程池？它有哪些参数？', example: false })).toBe(false);
    expect(asksConduct({ text: 'SQL中WHERE和HAVING有什么区别？', example: false })).toBe(false);
    expect(asksConduct({ text: '你如何理解会计的职业道德？', example: false })).toBe(false);
    expect(asksConduct({ text: '什么是数据库索引？你怎么优化一条慢SQL？', example: false })).toBe(false);
  });
});

describe('interview.general: an answer in principles alone', () => {
  it('finds nothing of the student’s own in principles, and a figure, a person met, speech or a named tool in a concrete answer', () => {
    expect(ownDetailOf(GENERAL_DISAGREEMENT, q('pm-04'))).toEqual([]);
    expect(ownDetailOf(CONCRETE_DISAGREEMENT, q('pm-04')).length).toBeGreaterThan(0);
    expect(ownDetailOf('我跟他说：“阿姨您先别急，我这就去问医生。”', q('nurse-03'))).toContain('speech');
    expect(ownDetailOf('我在一家律所实习了五个月，主要跟着律师整理证据。', q('legal-10'))).toContain('quantity');
    expect(ownDetailOf('我会用Excel把每条线路的成本拉出来比一比。', q('fa-14'))).toContain('Excel');
    // a figure the question gives (日活下降了20%) is not the student's own
    expect(ownDetailOf('先确认数据口径有没有变，再分渠道看。', { text: '如果某产品的日活跃用户突然下降了20%，你会如何分析原因？' })).toEqual([]);
  });

  it('interview.general.loanword: an everyday English word of speech (offer, feedback) names no thing; a tool still does', () => {
    expect(ownDetailOf('几个offer我会先看岗位是不是匹配，再听听老师的feedback。', q('common-15'))).toEqual([]);
    expect(ownDetailOf('我会用Excel把几个offer的条件列出来比一比。', q('common-15'))).toContain('Excel');
  });

  it('interview.general.premise-count: the question’s own "several" said back (几家公司 for 多家公司) is no quantity; the student’s own 几次 is', () => {
    expect(ownDetailOf('如果同时收到几家公司的通知，我会比较岗位和发展空间。', q('common-15'))).toEqual([]);
    expect(ownDetailOf('我只做过几次学校外事处的陪同，没听清就请对方再说一遍。', q('trans-05'))).toContain('quantity');
  });

  it('is the share of principle words (沟通, 尊重, 角度, 意见), high for a general answer and low for a plan in the matter’s own words', () => {
    expect(principleShareOf(GENERAL_DISAGREEMENT, q('pm-04'))).toBeGreaterThanOrEqual(PRINCIPLE_SHARE);
    expect(principleShareOf(PLAN_IN_THE_MATTER, q('qa-05'))).toBeLessThan(PRINCIPLE_SHARE);
    expect(speaksInPrinciples(q('pm-04'), GENERAL_DISAGREEMENT)).toBe(true);
    expect(speaksInPrinciples(q('pm-04'), CONCRETE_DISAGREEMENT)).toBe(false);
    expect(speaksInPrinciples(q('qa-05'), PLAN_IN_THE_MATTER)).toBe(false);
  });

  it('caps the content at GENERAL_CONDUCT_CONTENT, even when it weighs its cases (如果…我会), with a note that asks for the student’s own case', () => {
    const a = analyzeAnswer(q('pm-04'), GENERAL_DISAGREEMENT, timing);
    expect(a.general).toBe(true);
    expect(a.content).toBeLessThanOrEqual(GENERAL_CONDUCT_CONTENT);
    const general = scoreOf('pm-04', GENERAL_DISAGREEMENT);
    expect(general.notes.join('')).toMatch(/只讲了通用的原则/);
    expect(general.score).toBeGreaterThanOrEqual(45);
    expect(general.score).toBeLessThanOrEqual(70);
    expect(scoreOf('pm-04', CONCRETE_DISAGREEMENT).score).toBeGreaterThanOrEqual(general.score + 10);
    expect(scoreOf('qa-05', PLAN_IN_THE_MATTER, '软件测试').score).toBeGreaterThanOrEqual(75);
  });

  it('leaves a knowledge question’s short, right and general answer alone', () => {
    const knowledge = q('acct-06'); // 请说说借贷记账法的记账规则。
    const answer = '有借必有贷，借贷必相等。每笔业务至少记两个账户，一边记借方一边记贷方，金额相等。资产和费用增加记借方，负债、所有者权益和收入增加记贷方。';
    expect(asksConduct(knowledge)).toBe(false);
    expect(speaksInPrinciples(knowledge, answer)).toBe(false);
    expect(analyzeAnswer(knowledge, answer, timing).general).toBe(false);
  });
});

describe('interview.gaming.platitudes: a polished paragraph of maxims', () => {
  it('is PLATITUDES_MIN maxims or more in principles alone, in no word of speech', () => {
    expect(maximsOf(RECITED).length).toBeGreaterThanOrEqual(PLATITUDES_MIN);
    expect(recitesPlatitudes(q('common-03'), RECITED)).toBe(true);
    expect(gamingOf(RECITED, q('common-03'))).toBe('platitudes');
  });

  it('is not a student’s own general answer said in speech, nor maxims beside a case of their own', () => {
    const said = '我觉得就是要对事不对人吧，互相尊重，求同存异，有分歧的时候多沟通，良好的沟通是解决分歧的关键，站在对方的角度想一想。';
    expect(recitesPlatitudes(q('common-03'), said)).toBe(false);
    const withCase = `${RECITED}比如大三做课程设计时，我和组长对数据库选型有分歧，我们各写了一个两百行的小样，比了查询速度才定下来。`;
    expect(recitesPlatitudes(q('common-03'), withCase)).toBe(false);
  });

  it('scores at most 40, below the general answer said in the student’s own words', () => {
    const recited = scoreOf('common-03', RECITED);
    expect(recited.score).toBeLessThanOrEqual(40);
    expect(recited.notes[0]).toMatch(/现成说法/);
  });
});
