import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { toldForMotive } from '../src/ai/interview/on-question';
import { starOf, tellsResult } from '../src/ai/interview/star';
import { namesAskedMatter, toldMotive } from '../src/ai/interview/stories';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.story.matter-named.told: a design revised on users' word told as it happened (the people using it told the
 * student what was wrong, the student changed it) names the matter of 讲一次你根据用户反馈修改设计的经历 without 反馈 or
 * 修改. interview.star.after-change.next-clause: its result told a clause after the change finished. interview.relevance.
 * motive.elsewhere and interview.story.motive: a motive question answered by a story that gives no motive is off it; one
 * whose story names the work and gives the motive weighs as a story.
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const FEEDBACK = bankQuestion('ui-12')!; // 讲一次你根据用户反馈修改设计的经历
const MARKETING = bankQuestion('mkt-15')!; // 你为什么想从事市场营销工作？
const UI = { category: 'UI设计师', group: '设计' };
const MKT = { category: '市场营销', group: '市场销售' };

// feedback told as the people using it said it to the student, the revision as what the student changed it to
const CLINIC =
  '我帮社区诊所做过一张挂在候诊区的叫号屏，第一版用了浅蓝底和细字，还放了诊所的宣传图。用了几天，护士跟我说坐在后排的老人看不见号，总是跑到前台问轮到没有。我去候诊区坐了一上午，后排确实只看得到一片蓝。我把底改成黑色，号码放到屏幕正中间用白色大字，宣传图删了，叫到的号闪三下。改完护士说坐在最后一排也看得见，跑到前台问的少多了。';
const TICKETS =
  '大二我给学院的话剧社做过一个订票页面，一开始座位图是一整张平面图，要自己放大才能点。演出前一周社长把群里的意见转给我，好几个同学抱怨手机上点不中座位。我找了三个同学当面试，他们都点错了两三次。我把座位图换成按排选择的列表，每排后面直接写剩几个座。第二次演出没有人再在群里问怎么选座了。';
// a report that names nobody telling the student anything, and no change of the student's: no matter named
const NO_CHANGE = '我做过一个社团招新的海报，老师说颜色挺好看的，大家也都觉得不错，后来海报贴在食堂门口，很多人来报名了。';

describe('interview.story.matter-named.told: feedback and a revision told as they happened', () => {
  it('reads what the users told the student and what the student changed it to as the matter asked', () => {
    expect(namesAskedMatter(FEEDBACK, CLINIC)).toBe(true);
    expect(namesAskedMatter(FEEDBACK, TICKETS)).toBe(true);
    expect(analyzeAnswer(FEEDBACK, CLINIC, TIMING).on_topic).toBe(true);
    expect(scoreOne(FEEDBACK, CLINIC, UI).score).toBeGreaterThanOrEqual(60);
    expect(scoreOne(FEEDBACK, TICKETS, UI).score).toBeGreaterThanOrEqual(60);
  });

  it('not a form said outside the student\'s own clause, nor praise with nothing changed', () => {
    expect(namesAskedMatter(FEEDBACK, NO_CHANGE)).toBe(false);
    expect(namesAskedMatter(FEEDBACK, '老板说顾客都抱怨，后来公司把页面换成了新版。')).toBe(false);
  });

  it('reads the forms only where a story names its matter: the concepts\' terms and coverage are the bank\'s as before', () => {
    expect(keywordCoverage('我把底改成黑色。', FEEDBACK).covered).not.toContain('修改');
    expect(keywordCoverage('护士跟我说看不见号。', FEEDBACK).covered).not.toContain('反馈');
  });
});

describe('interview.star.after-change.next-clause: the shift told a clause after the change finished', () => {
  it('reads 改完…，…少多了 as a result', () => {
    expect(tellsResult('改完护士说站在门口也能看清，来前台问的少多了。')).toBe(true);
    expect(starOf(CLINIC).example).toBe(true);
  });

  it('not a change hoped for, nor a shift in another sentence, nor one no change finished', () => {
    expect(tellsResult('改完以后应该会好很多。')).toBe(false);
    expect(tellsResult('我把页面改完了。后来人一直很多。')).toBe(false);
    expect(tellsResult('我一直在改，来问的人也没见少多少。')).toBe(false);
  });
});

// a night of work told as a pressure story: neither the work asked nor a motive said, though a customer is spoken to
const HARVEST =
  '说起这个我想起前年秋天在我姑家帮忙收苹果的事。有天傍晚冷库的人打电话说第二天一早要八百箱，园子里才摘了五百箱。我一边叫了隔壁两家的亲戚来帮忙，一边跟冷库的师傅商量先把摘好的运走。我们打着手电摘到半夜，第二天六点又接着干。最后差了六十箱，我跟冷库的人说清楚了，剩下的下午补上，他们也同意了。那天我觉得事情再多，先把能做的做了就不慌。';
// the motive shown in a story of the student's own, naming the work
const TEA =
  '我家在安溪，爷爷做了一辈子茶。以前茶叶都是卖给上门收茶的老板，价钱人家说了算。后来我堂哥在网上开店，把茶按口味分成几种小包装，配上茶园的照片，一年卖的比以前多了一倍。那时候我就觉得，同样的茶，怎么讲给人听差别很大。大学我选了市场营销，实习时也在一家茶企做新品推广。我想做营销，是因为我喜欢琢磨买茶的人到底在意什么。';
// reasons anyone gives, no story: on the question, weighed as before
const STOCK = '我觉得市场营销很有挑战性，我性格外向，喜欢和人打交道，所以想从事市场营销工作。';

describe('interview.relevance.motive.elsewhere: a motive asked, answered by a story that gives none', () => {
  it('is off the question however well told, and scores low', () => {
    expect(toldForMotive(MARKETING, HARVEST)).toBe(true);
    const a = analyzeAnswer(MARKETING, HARVEST, TIMING);
    expect(a.on_topic).toBe(false);
    // interview.engaged.no-situation.motive: 我跟冷库的人说清楚了 takes on no situation the question set
    expect(a.content).toBeLessThan(40);
    expect(scoreOne(MARKETING, HARVEST, MKT).score).toBeLessThanOrEqual(15);
  });

  it('not a story that names the work or gives a motive, nor a thin motive, nor a question that asks no motive', () => {
    expect(toldForMotive(MARKETING, TEA)).toBe(false);
    expect(toldForMotive(MARKETING, STOCK)).toBe(false);
    expect(toldForMotive(MARKETING, '因为家里做生意，从小就看着大人跟客户打交道。')).toBe(false);
    expect(toldForMotive(FEEDBACK, HARVEST)).toBe(false);
    expect(analyzeAnswer(MARKETING, TEA, TIMING).on_topic).toBe(true);
  });
});

describe('interview.story.motive: a motive shown in a story of the student\'s own that names the work', () => {
  it('weighs as a story', () => {
    expect(toldMotive(MARKETING, TEA, starOf(TEA), true)).toBe(true);
    expect(analyzeAnswer(MARKETING, TEA, TIMING).content).toBeGreaterThanOrEqual(70);
    expect(scoreOne(MARKETING, TEA, MKT).score).toBeGreaterThanOrEqual(70);
  });

  it('not reasons anyone gives with no story, nor a story with no setting of its own, nor one naming no motive', () => {
    expect(toldMotive(MARKETING, STOCK, starOf(STOCK), false)).toBe(false);
    expect(toldMotive(MARKETING, TEA, starOf(TEA), false)).toBe(false);
    expect(toldMotive(MARKETING, HARVEST, starOf(HARVEST), true)).toBe(false);
    expect(scoreOne(MARKETING, STOCK, MKT).score).toBeLessThan(60);
  });
});

const PROMOTION = bankQuestion('mkt-02')!; // 讲一次你策划或参与的推广活动
// a promotion told by its devices: a stall, a tasting, a group the buyers joined
const HONEY =
  '去年国庆我跟着学院的助农小组在县城广场摆摊卖土蜂蜜。我们把蜂蜜倒在小勺里让路过的人试吃，旁边放了蜂场的照片。我负责拉群，买过的人扫码进群，以后在群里接龙订货。第一天只卖了二十几瓶，第二天我们把摊挪到超市门口，卖了八十多瓶，群里也有了一百多人。';

describe('interview.story.matter-named.told: a promotion told by its devices', () => {
  it('reads a stall, a tasting and a group the student ran as the promotion asked', () => {
    expect(namesAskedMatter(PROMOTION, HONEY)).toBe(true);
    expect(analyzeAnswer(PROMOTION, HONEY, TIMING).on_topic).toBe(true);
    expect(scoreOne(PROMOTION, HONEY, MKT).score).toBeGreaterThanOrEqual(60);
  });

  it('not the devices said outside the student\'s own clause, nor read as the concept\'s terms', () => {
    expect(namesAskedMatter(PROMOTION, '小区门口每天都有人摆摊，周末还有试吃。')).toBe(false);
    expect(keywordCoverage('我们在小区门口摆摊。', PROMOTION).covered).not.toContain('推广');
  });
});
