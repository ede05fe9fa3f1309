import { concretenessOf, vagueWordsOf } from '../src/ai/interview/concreteness';
import { answersOwnChoice, ownChoiceObjectOf } from '../src/ai/interview/frames';
import { analysed, q, scoreOf } from './interview-helper';

/**
 * interview.relevance.own-choice: a question about the student's own choice, preference or experience (你最喜欢的一款产品,
 * 为什么选择我们公司, 你的优点和缺点, 职业规划) answered by a first-person account that speaks of its object, gives reasons
 * and tells particulars of the student's own is on the question, whatever product or company it names; a story of
 * another matter, or one that borrows the question's words and turns elsewhere, stays off it.
 */
const ownChoice = (id: string, answer: string) => answersOwnChoice(q(id), answer, concretenessOf(answer).score - vagueWordsOf(answer).length);

const APP =
  '我最常用的是网易云音乐，最喜欢的是它的评论区。我晚上写作业的时候会开着歌单，听到一首歌就去翻评论，很多人写自己的故事，我觉得这让听歌不是一个人的事。如果让我改，我想改的是推荐：它一直给我推我听过的那几类，我会加一个“换换口味”的按钮，让用户自己决定要不要跳出去。';
const READER =
  '我最喜欢一个读书App。我用了两年，最喜欢的是划线能看到别人在同一句话上的想法。要改的话，我会改它的领时长提醒：每次读到一半就跳出来一个弹窗，特别打断。我问了宿舍里经常用的六个人，五个说这个弹窗烦。我的改法是阅读页里不弹，退出阅读的时候再提示；衡量的话看单次阅读时长有没有变长。';
const MARATHON_AS_PRODUCT =
  '我最喜欢的是跑马拉松。去年十一月我在杭州跑了第一个全程，从大二开始练，每周跑四次，一开始五公里都喘，后来慢慢加到三十公里。比赛那天三十五公里的时候腿抽筋了，我走了一段又跑起来，最后四小时四十分完赛，因为它让我学会坚持。';
const USER_FIRST =
  '我其实是先当了你们的用户。高中开始我就玩贵公司那款做了英文版的国风游戏，大学学了英语以后，我专门切到英文版去玩，看那些诗句和道具名是怎么处理的。我觉得做得最好的是没有硬翻，有个成就的名字换成了玩家一看就懂的说法。我应聘这个岗位，一是想做既懂原文又懂玩家的翻译，二是我大三在学院的项目里做过一个小游戏的汉译英，知道术语一致有多难。';
const COOKING =
  '我选择贵公司这个岗位，是因为我很喜欢做饭。我从初中就开始做饭，最拿手的是红烧肉，每次放假回家都给爸妈做一桌菜，去年还在食堂帮厨过一个月，学会了颠勺，所以我觉得我动手能力很强。';
const STRENGTHS =
  '我的长处是做事细。去年在学院做助管，报销单一分钱对不上我都会翻回去查，老师后来把全院的对账都交给我。短板是有点慢，因为我总想再改一遍，交东西常常卡着截止时间，上学期有两次作业是最后十分钟才交。我现在会先给自己定一个提前一天的期限。';
const PLAN =
  '第一年我想先把手工测试做扎实，把业务流程弄懂，提的缺陷能让开发一看就复现。这期间把接口自动化补上，我现在会用pytest写几个简单的用例，但还没在真实项目里跑过。第二到第三年希望能负责一个模块的自动化，把每次回归的时间压下来。再往后是做测试开发还是做性能，我现在还说不好，因为想做两年再定。';
const BASKETBALL =
  '我平时喜欢打篮球，周末会和室友去操场打半场，打完球一起去吃火锅，有一次我们打了三个小时，第二天腿都抬不起来，因为太累了，所以后来我们都改成只打一个小时，大家都说还是这样舒服。';

describe('interview.relevance.own-choice: the question’s frame', () => {
  it('knows the questions about the student’s own choice, preference or experience', () => {
    for (const id of ['pm-01', 'common-07', 'common-02', 'common-06']) expect(ownChoiceObjectOf(q(id))).not.toBeNull();
  });

  it('leaves questions about a matter, not the student, to the bank’s words (有什么优点 of 结构化面试, a how-to question)', () => {
    for (const id of ['hr-07', 'java-10', 'editor-11', 'hr-05']) expect(ownChoiceObjectOf(q(id))).toBeNull();
  });
});

describe('interview.relevance.own-choice: the answer’s frame, over several question types', () => {
  it('takes a first-person account of the object with reasons and particulars for on the question', () => {
    expect(ownChoice('pm-01', APP)).toBe(true);
    expect(ownChoice('pm-01', READER)).toBe(true);
    expect(ownChoice('common-07', USER_FIRST)).toBe(true);
    expect(ownChoice('common-02', STRENGTHS)).toBe(true);
    expect(ownChoice('common-06', PLAN)).toBe(true);
  });

  it('takes a story of another matter, or one that borrows only the question’s words, for no account of its object', () => {
    expect(ownChoice('pm-01', MARATHON_AS_PRODUCT)).toBe(false);
    expect(ownChoice('common-07', COOKING)).toBe(false);
    expect(ownChoice('common-02', BASKETBALL)).toBe(false);
    expect(ownChoice('common-06', BASKETBALL)).toBe(false);
  });

  it('wants reasons and particulars of the student’s own, not the object’s words alone', () => {
    const bare = '我最喜欢的产品是一个App，它的功能很多，界面很好看，用户体验也不错，设置很方便，推荐也很准，下载的人很多，版本更新也很快，会员也划算，总之是一款非常优秀的产品，值得大家使用和推荐给身边的朋友。';
    expect(ownChoice('pm-01', bare)).toBe(false);
  });

  it('wants the student’s own voice: a company’s slogans with one 我选择 at the end are none', () => {
    const slogans =
      '因为贵公司一直秉承“用户第一、创新驱动”的价值观，致力于成为“最受年轻人喜爱的平台”，贵公司的“内容+社群”生态和“数据驱动”的团队，正是行业的未来，而这个职位正是连接用户和产品的职位，去年贵公司的用户已经过亿。所以我选择贵公司。';
    expect(ownChoice('common-07', slogans)).toBe(false);
  });

  it('wants reasons, not intentions alone (我想…我会…)', () => {
    const intentions =
      '第一年我想先熟悉部门的基本工作流程，把基本功打扎实，多向前辈学习。两到三年的时候我想能独立负责一些项目，成为一名合格的工程师。五年的时候我会努力成为部门的骨干，我也会去考一个中级证书。';
    expect(ownChoice('common-06', intentions)).toBe(false);
  });
});

describe('interview.relevance.own-choice: on the question and scored as a good answer', () => {
  it('puts any product or company the student names, told in their own use of it, on the question', () => {
    for (const [id, answer] of [
      ['pm-01', APP],
      ['pm-01', READER],
      ['common-07', USER_FIRST],
    ] as const) {
      expect(analysed(id, answer).on_topic).toBe(true);
      expect(scoreOf(id, answer)).toBeGreaterThanOrEqual(60);
    }
  });

  it('keeps an off-topic story off the question and low', () => {
    for (const [id, answer] of [
      ['pm-01', MARATHON_AS_PRODUCT],
      ['common-07', COOKING],
      ['common-06', BASKETBALL],
    ] as const) {
      expect(analysed(id, answer).on_topic).toBe(false);
      expect(scoreOf(id, answer)).toBeLessThanOrEqual(40);
    }
  });

  it('keeps a turn to a subject of one’s own off the question, however it is told (我先说说我自己)', () => {
    const turned = `我先说说我自己吧。我在一个小县城长大，爸妈在外地打工，高中住校，大学一直做家教补贴生活费。${USER_FIRST}`;
    expect(analysed('common-07', turned).on_topic).toBe(false);
  });
});
