import { bankQuestion } from '../src/ai/interview/bank';
import { gamingOf } from '../src/ai/interview/gaming';
import { stuffsHollowly } from '../src/ai/interview/hollow-stuffing';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.gaming.buzzwords.hollow: answers strung of clauses that say nothing of the student's own (the question said
 * back, a list of terms, a motto, a jargon slogan, a tautology), against the answers that list a few terms and explain
 * them, or answer with a short list that is what is asked.
 */
const q = (id: string) => bankQuestion(id)!;
const HR = { category: '人力资源', group: '职能' };
const MKT = { category: '市场营销', group: '市场销售' };
const GAMING_MAX = 40;

const APPRAISAL_STUFFED = '员工绩效考核要做到公平有效，公开透明，OKR、KPI、BSC，打通链路，组织赋能，考核闭环，结果就是过程，过程就是结果。';
const APPRAISAL_SWAPPED = '绩效公平有效，严管严控严查，KPI OKR 目标管理 关键事件，考核对齐战略，激励约束双轮驱动，有效公平就是公平有效。';
// a list's terms may hold 会 or 过 (家长会, 过程管理): they bind speech only in a clause
const PARENTS_STUFFED = '与家长有效沟通，家校共育，沟通就是理解，理解就是沟通，真诚真心真情，微信群、家长会、家访、电话，形成家校合力闭环。';
const BRAND_STUFFED = '品牌要在年轻人中提升知名度，抓手是抖音、小红书、B站、快闪店、联名款，让年轻人知道品牌，从而提升知名度，品效合一，形成闭环。';

const APPRAISAL_TOLD =
  '我觉得先要目标清楚，用KPI、OKR这些工具定下每个人要做什么，比如销售看回款，客服看满意度；然后过程中每月和员工面谈一次，有问题及时调；最后打分要有标准，结果公开，员工不认可可以申诉。这样大家才觉得公平。';
const APPRAISAL_STEPS = '公平有效的绩效考核分四步：定目标、定标准、做沟通、用结果。目标要和员工一起定，标准要事先公开，过程中要反馈，结果要和奖金、晋升挂钩。';
const APPRAISAL_LOOP =
  '绩效考核要形成闭环：先定目标，每月跟进，季度评估，再把结果反馈给员工，员工改进后进入下一轮。我在一家物流公司实习时，仓库就是这样做的，分拣差错率从千分之五降到千分之二。';
const BRAND_TOLD =
  '我会先去年轻人多的地方，比如B站和小红书，找几个做穿搭、美食的中小博主合作种草，成本比大V低；再做一个和学校社团的联名活动，让学生自己拍视频参与；最后看话题播放量和新增关注，效果好的内容再加投。';
const BRAND_LISTED = '提升知名度可以从三方面：内容营销、KOL合作、线下活动。内容营销就是做年轻人爱看的短视频；KOL合作是找垂直领域的博主种草；线下活动是进校园、做快闪店，让他们亲手体验产品。';

describe('interview.gaming.buzzwords.hollow: clauses that say nothing of the student\'s own', () => {
  it('reads the question said back, lists, mottos, jargon and tautologies as stuffing', () => {
    expect(stuffsHollowly(APPRAISAL_STUFFED, q('hr-04'))).toBe(true);
    expect(stuffsHollowly(APPRAISAL_SWAPPED, q('hr-04'))).toBe(true);
    expect(stuffsHollowly(BRAND_STUFFED, q('mkt-14'))).toBe(true);
    expect(stuffsHollowly(PARENTS_STUFFED, q('teacher-04'))).toBe(true);
    expect(gamingOf(APPRAISAL_SWAPPED, q('hr-04'))).toBe('buzzwords');
  });

  it('scores such stuffing at most the gaming ceiling', () => {
    expect(scoreOne(q('hr-04'), APPRAISAL_STUFFED, HR).score).toBeLessThanOrEqual(GAMING_MAX);
    expect(scoreOne(q('hr-04'), APPRAISAL_SWAPPED, HR).score).toBeLessThanOrEqual(GAMING_MAX);
    expect(scoreOne(q('mkt-14'), BRAND_STUFFED, MKT).score).toBeLessThanOrEqual(GAMING_MAX);
    expect(scoreOne(q('teacher-04'), PARENTS_STUFFED, { category: '教师', group: '教育' }).score).toBeLessThanOrEqual(GAMING_MAX);
  });

  it('leaves alone terms listed and then explained, a short list of what is asked, and a slogan among deeds', () => {
    expect(stuffsHollowly(APPRAISAL_TOLD, q('hr-04'))).toBe(false);
    expect(stuffsHollowly(APPRAISAL_STEPS, q('hr-04'))).toBe(false);
    expect(stuffsHollowly(APPRAISAL_LOOP, q('hr-04'))).toBe(false);
    expect(stuffsHollowly(BRAND_TOLD, q('mkt-14'))).toBe(false);
    expect(stuffsHollowly(BRAND_LISTED, q('mkt-14'))).toBe(false);
    expect(gamingOf(APPRAISAL_LOOP, q('hr-04'))).toBeNull();
    expect(gamingOf(BRAND_TOLD, q('mkt-14'))).toBeNull();
  });

  it('reads no tautology in a definition that says something new, nor a list with no slogan as stuffing', () => {
    // X就是Y with Y new: a definition, no circle
    expect(stuffsHollowly('绩效考核就是看目标完成了多少，公平就是标准事先公开，有效就是结果和奖金挂钩，员工有异议可以申诉。', q('hr-04'))).toBe(false);
    // a bare list of the matter asked, no jargon, no circle
    expect(stuffsHollowly('目标、标准、过程沟通、结果反馈，再加上申诉渠道。', q('hr-04'))).toBe(false);
  });

  it('reads a 5,000-character text of near matches within the bound', () => {
    const near = '绩效就是考核，考核就是绩效，KPI OKR 360度，公平公正公开，激励约束双轮驱动，我们每月面谈一次，'.repeat(100);
    const listed = '品牌、年轻人、种草、破圈、私域、'.repeat(300);
    expectWithinMs(() => stuffsHollowly(near, q('hr-04')), WHOLE_READ_MS);
    expectWithinMs(() => stuffsHollowly(listed, q('mkt-14')), WHOLE_READ_MS);
    expectWithinMs(() => gamingOf(near, q('hr-04')), WHOLE_READ_MS);
  });
});
