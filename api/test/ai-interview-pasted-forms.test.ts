import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { answersWithFrame } from '../src/ai/interview/frames';
import { gamingOf } from '../src/ai/interview/gaming';
import { hedgesOf } from '../src/ai/interview/hedges';
import { asksBack } from '../src/ai/interview/interviewer-questions';
import { readsAsReference, retoldParableOf } from '../src/ai/interview/reference-text';
import { isSaid, sentencesOf } from '../src/ai/interview/sentences';
import { starOf } from '../src/ai/interview/star';
import { stuffedWithBuzzwords } from '../src/ai/interview/stock-phrases';
import { STORY_CONTENT } from '../src/ai/interview/weights';

/**
 * Text from elsewhere in new forms (a short-video coach's script, a paper's abstract, a business parable told as one's
 * own), English buzzwords in a Chinese frame, golden sentences, questions handed back, hedging that never commits —
 * each against an ordinary answer of the same matter, which they must not catch.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };

describe('interview.gaming.reference: a short-video script and an abstract', () => {
  it('reads a coach\'s script as pasted, not a student\'s account of the same numbers', () => {
    const script = '宝子们！标题到底怎么写？我先说结论：标题决定了你的点击率！很多人写标题就是平铺直叙，用户一眼划过去。记住两个套路，第一，数字法；第二，反问法！学会这两招，点击率翻倍不是梦！觉得有用的宝子们记得点赞收藏关注，下期教你怎么做封面！';
    const own = '我在学院公众号写过推文，一开始标题就是活动名，打开率只有百分之二左右。后来我对比了后台数据，把标题改成带具体数字的，比如“三分钟看懂选课系统”，打开率到了百分之五，点赞和评论区留言也多了一些。';
    expect(readsAsReference(script)).toBe(true);
    expect(readsAsReference(own)).toBe(false);
  });

  it('reads a thesis abstract as pasted, not a student telling their thesis', () => {
    const abstract = '摘要：针对传统推荐算法冷启动效果差的问题，本文提出一种融合知识图谱的推荐方法。首先构建商品知识图谱，其次设计图注意力网络学习表示，最后联合训练。实验结果表明，该方法在公开数据集上的召回率提升了4.2%。关键词：推荐系统；知识图谱；冷启动';
    const own = '我毕业设计做的是推荐系统的冷启动。新用户没有行为数据，我就用注册时选的兴趣标签先推热门内容，再根据头几次点击调整，离线测下来召回率比只推热门高了四个点左右。';
    expect(readsAsReference(abstract)).toBe(true);
    expect(readsAsReference(own)).toBe(false);
  });
});

describe('interview.gaming.parable: a business parable told as one\'s own', () => {
  it('names the parable retold in the first person, and gaming reads it as text from elsewhere', () => {
    const fable = '我实习的时候，主管让我们去推销员都觉得没戏的地方开市场：一个海岛，岛上的人都光脚不穿鞋。别人回来说没有需求，我却觉得这是最大的市场，后来卖出去两千双鞋。';
    expect(retoldParableOf(fable)).toBe('两个推销员去非洲卖鞋');
    expect(gamingOf(fable, q('sales-02'))).toBe('reference');
  });

  it('leaves a real sales story alone, and a parable named without a claim of one\'s own', () => {
    expect(retoldParableOf('我在商场卖过运动鞋，有个阿姨嫌贵，我让她试了两双对比脚感，她最后买了贵的那双。')).toBeNull();
    expect(retoldParableOf('把梳子卖给和尚这个故事讲的是创造需求。')).toBeNull();
  });
});

describe('interview.gaming.buzzwords: English buzzwords in a Chinese frame', () => {
  it('catches align…pain point…closed loop…mindset, not a PM answer that uses MVP and ROI plainly', () => {
    expect(stuffedWithBuzzwords('我做需求会先看能不能align到north star，找准用户的pain point，形成closed loop，用agile的mindset去validate每个hypothesis，最后实现long-term的business growth。')).toBe(true);
    expect(stuffedWithBuzzwords('我会先看这个需求影响多少用户，再估开发要几天，算一下ROI。拿不准的先做个MVP，上线一周看留存有没有变化。')).toBe(false);
  });
});

describe('interview.gaming.frame: golden sentences between two maxims', () => {
  it('frames a plan of metaphors opened and closed by a maxim, not a plan told plainly after one', () => {
    const golden = '说到职业规划，我很喜欢一句话：“机会只留给有准备的人。”第一年，我要做一块海绵，不断吸收；第三年，我要做一颗螺丝钉，在岗位上发光发热；第五年，我要成为一棵大树，为团队遮风挡雨。正所谓“千里之行，始于足下”，我会脚踏实地，一步一个脚印。';
    const plain = '我很喜欢一句话：“机会只留给有准备的人。”我第一年想把公司的报销和总账流程都跟下来，年底前考出中级会计的两门；第三年希望能独立负责一个子公司的月结。';
    expect(answersWithFrame(q('common-06'), golden)).toBe(true);
    expect(answersWithFrame(q('common-06'), plain)).toBe(false);
  });
});

describe('interview.gaming.frame: an ode of parallel metaphors', () => {
  it('frames 教师是一盏灯…；教师是一座桥…；教师是一片海 on a question of motive, not reasons of one\'s own', () => {
    const ode = '教师是一盏灯，照亮孩子前行的路；教师是一座桥，连接知识与梦想；教师是一片海，包容每一个不同的灵魂。我愿意用青春和热爱，在三尺讲台上书写无悔的人生。';
    const own = '我大二开始给一个初一的孩子补数学，他从不及格考到了八十多分。那时候我发现自己讲得清楚，也有耐心，所以想当老师。';
    expect(answersWithFrame(q('teacher-01'), ode)).toBe(true);
    expect(answersWithFrame(q('teacher-01'), own)).toBe(false);
  });
});

describe('interview.relevance.asked-back and the hedges that never commit', () => {
  it('puts an answer of questions back to the interviewer off the question, not one that asks only when handed over', () => {
    const back = '这个我想先请教一下，咱们公司一般是怎么定优先级的？是老板说了算，还是开会投票？您这边遇到两个部门吵起来一般怎么办？';
    expect(asksBack(q('pm-10'), back)).toBe(true);
    expect(analyzeAnswer(q('pm-10'), back, timing).on_topic).toBe(false);
    expect(asksBack(q('pm-10'), '我会先把两边的需求拆开，看哪个影响的用户多。要是还定不下来，我会问一下：咱们公司这个季度的目标是什么？再拿目标去排。')).toBe(false);
  });

  it('hears an answer that never commits as hedged', () => {
    expect(hedgesOf('怎么说呢，每个人情况不一样，可能要综合考虑，到时候再看吧。').length).toBeGreaterThanOrEqual(4);
    expect(hedgesOf('我选城市主要看离家近，其次才是薪资。')).toEqual([]);
  });
});

describe('interview.account.full: a shop-floor story of a how-to question', () => {
  it('says a long clause held by a verb\'s potential complement (装不进), and hears a recurring trouble as the task', () => {
    expect(isSaid('有一批泵体加工完的时候老是压不进密封圈')).toBe(true);
    expect(isSaid('质量管理体系内审外审供应商审核来料检验过程检验成品检验出货检验')).toBe(false);
    expect(starOf(sentencesOf('那批端盖老是拧不上，我一个个量了螺纹孔，返修了三十多件。').said).present).toContain('task');
  });

  it('credits the story as an account however far its particulars are from the reference\'s words', () => {
    const story = '我在一个做泵的厂实习时遇到过。有一批泵体加工完的时候老是压不进密封圈，返修率大概一成。我跟着检验员把退回来的三十多件量了一遍，发现密封槽都偏浅了几丝，而且都是同一台车床做的。再看那台车床的记录，刀具磨损了没及时换。我把数据交给了工段长，后来规定每加工五十件换一次刀片，之后一个月没再出过这个问题。';
    const a = analyzeAnswer(q('mech-04'), story, timing);
    expect(a.star.score).toBe(100);
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT * 0.9);
  });
});
