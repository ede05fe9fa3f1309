import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { answersOwnChoice, missesOwnFrame, namesFrameMatter } from '../src/ai/interview/frames';
import { scoreInterview } from '../src/ai/interview/score-interview';
import { fastestMs } from './timing';

/**
 * interview.relevance.own-experience.matter: a question whose frame lists the words that name its matter (与不同性格的
 * 同事合作: whom one worked with, the working together, the character) answered by a story of the student's own that
 * names none of them is a story of something else, however particular: its 她 and 慢慢 are any story's. A cooperation
 * story told in plain words (a roommate, a teammate, a 师傅, 组员, 急性子) names them.
 */
const q = (id: string) => bankQuestion(id)!;
const COOPERATION = 'common-12';
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const onTopic = (answer: string) => analyzeAnswer(q(COOPERATION), answer, timing).on_topic;
const scoreOf = (answer: string) =>
  scoreInterview([{ index: 0, question_id: COOPERATION, text: q(COOPERATION).text, follow_up: 0, answer, seconds_used: 60, late: 0 }], { category: '数据分析师', group: '技术', seconds: 120 }).questions[0]!.score;

const OFF = [
  // an afternoon in a craft shop, the owner's apprenticeship and a souvenir: 她, 慢慢, 师父 of someone else's
  '上周末我去了苏州平江路，在一家做苏绣的小店里待了一下午，店主给我倒了杯碧螺春，讲她十几岁跟着师父学劈丝的事，说光是把一根丝劈成十六分之一就学了半年。我听得入了迷，买了一块小绣片挂在宿舍，每天看一眼心情都慢慢静下来。我觉得这种不慌不忙的日子很好，以后上班了也想周末去这样的地方坐坐。',
  // a summer picking tea with a grandfather
  '暑假我回老家，跟着爷爷去山上采茶。爷爷说清明前的茶最嫩，要用指甲掐，不能用手扯。我采了一上午才半篮，手指都染绿了。晚上爷爷炒茶，锅很烫，他却直接用手翻，我在旁边看得很佩服，觉得这种慢慢做事的态度值得我学习。',
];

const GENUINE = [
  '大二做课程项目时，我们组有个男生是慢性子，什么都要想清楚才动手，我是边做边改。一开始进度老对不上，后来我每次开工前把要做的写成清单发给他，约好每晚十点对一次。最后项目提前两天交了，他想好的方案也少了很多返工。',
  '我室友是个急性子，我们一起准备数学建模比赛，她总想马上写代码。我就先和她把题目拆成三块，每人负责一块，每天晚上碰一次头。最后我们拿了省二等奖，我也学会了先把事情说清楚。',
  '实习时带我的师傅话很少，我问问题他常常只回一个字。后来我把问题攒起来写在本子上，每天下班前找他十分钟集中问，他反而讲得很细。三个月下来我独立做完了两个报表，师傅还在周会上表扬了我。',
  '去年打篮球联赛，我们队的队友特别爱单打，我是中锋，老拿不到球。我找他聊了一次，约好挡拆以后他先看我一眼，后来我们传球越来越顺，最后拿了学院第二名。',
  '我在超市做过寒假兼职，理货的阿姨嘴很碎，总嫌我摆得不齐。我就请她示范了一遍怎么摆，之后每天先按她的标准摆一排让她看。后来她常常把轻松的活留给我，我们处得很好。',
];

describe('interview.relevance.own-experience.matter', () => {
  it('puts a particular story that names no partner, no working together and no character off the question', () => {
    for (const answer of OFF) {
      expect(namesFrameMatter(q(COOPERATION), answer)).toBe(false);
      expect(missesOwnFrame(q(COOPERATION), answer)).toBe(true);
      expect(onTopic(answer)).toBe(false);
      expect(scoreOf(answer)).toBeLessThanOrEqual(40);
    }
  });

  it('keeps cooperation stories told in plain words on the question', () => {
    for (const answer of GENUINE) {
      expect(namesFrameMatter(q(COOPERATION), answer)).toBe(true);
      expect(onTopic(answer)).toBe(true);
    }
    expect(scoreOf(GENUINE[0]!)).toBeGreaterThan(60);
  });

  it('does not count the question restated at the opening as the matter named', () => {
    const restated = '不同性格的同事这个问题，我想起上周末在平江路的一家小店里坐了一下午，店主给我倒了杯茶，讲她年轻时学手艺的事，我听得很入迷，心情也慢慢静下来了。';
    expect(namesFrameMatter(q(COOPERATION), restated)).toBe(false);
  });

  it('asks nothing more of a frame that lists no matter words', () => {
    const story = '我最有成就感的是大三那次课程设计，我们组做了一个校园二手书小程序，我负责后端，最后上线一个月有三百多人用。';
    expect(namesFrameMatter(q('common-05'), story)).toBe(true);
    expect(namesFrameMatter({ text: '你最喜欢的一款App是什么？' }, '我最喜欢网易云音乐，因为它的推荐很准，界面也干净，我每天都打开听歌。')).toBe(true);
    expect(answersOwnChoice({ text: '你最喜欢的一款App是什么？' }, '我最喜欢网易云音乐，因为它的推荐很准，界面也干净，我每天都打开它听歌，我还在评论区认识了好几个朋友，我觉得这个功能很好。我上学期每天用两个小时，评论区的故事让我印象很深，我还给它写过一条三百字的反馈，后来真的改了。', 3)).toBe(true);
  });

  it('reads a 5,000-character answer of near matches quickly', () => {
    const hostile = '他慢慢地说师父让他慢下来，'.repeat(400).slice(0, 5000);
    expect(namesFrameMatter(q(COOPERATION), hostile)).toBe(false);
    expect(fastestMs(() => namesFrameMatter(q(COOPERATION), hostile))).toBeLessThan(50);
  });
});
