import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { missesOwnFrame, namesFrameMatter } from '../src/ai/interview/frames';
import { scoreInterview } from '../src/ai/interview/score-interview';
import { fastestMs } from './timing';

/**
 * interview.relevance.own-experience.matter, the company kept outside work: for 你如何与不同性格的同事合作 a roommate,
 * a classmate or 一起 names the matter only beside a task done together (课程设计, 比赛, 兼职). A trip, a meal or a
 * pastime with friends names people and time spent together, no work, no colleague and no character: a story of
 * something else. A roommate met in a course project, a 大姐 at a part-time job, a teammate, stay on the question.
 */
const q = (id: string) => bankQuestion(id)!;
const COOPERATION = 'common-12';
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const onTopic = (answer: string) => analyzeAnswer(q(COOPERATION), answer, timing).on_topic;
const scoreOf = (answer: string) =>
  scoreInterview([{ index: 0, question_id: COOPERATION, text: q(COOPERATION).text, follow_up: 0, answer, seconds_used: 60, late: 0 }], { category: '数据分析师', group: '技术', seconds: 120 }).questions[0]!.score;

const OFF = [
  // a trip with two classmates: the sights, a ride, photos
  '国庆的时候我和两个同学去了趟敦煌，坐了一夜的绿皮火车，早上到的时候天还没亮。我们先去了鸣沙山，骑骆驼爬到沙丘顶上看日出，风特别大，鞋里全是沙子。下午去莫高窟看了八个洞窟，讲解员讲得特别好。晚上在沙州夜市吃了驴肉黄面，一直逛到十一点。回来以后我把照片整理成了一个视频，发在朋友圈里，好多人点赞。',
  // a roommate's birthday dinner
  '上个月室友过生日，我们四个人去吃了一家潮汕牛肉火锅，排了快一个小时的队。牛肉是现切的，吊龙和匙仁涮八秒就能吃，沙茶酱特别香。吃完我们又去楼上唱了两个小时的歌，回学校的时候宿舍楼都快关门了。那天我们拍了一张合照，现在还贴在宿舍门上，每次看到都觉得那天很开心。',
  // an evening run with a room-mate, week after week
  '我和舍友每周三晚上一起去操场夜跑，一般跑五公里，跑完去校门口吃一碗馄饨。刚开始我连三公里都跑不下来，跑了两个月以后能跑进三十分钟了。冬天的时候操场上人很少，我们就一边跑一边聊家里的事，聊以后想去哪个城市生活。现在这个习惯已经坚持了一年多，我觉得挺好的。',
];

const GENUINE = [
  // a roommate met in a course project, the difference told as ways of working: no word of character
  '我和室友一起做课程设计，她习惯先把流程图画完再写代码，我喜欢直接上手，第一周我们就因为接口对不上返工了两次。后来我们约好每次先花一个晚上把流程图定下来，再各写一半，每天睡前对一下。最后提前一天交了，还拿了优秀。',
  // a 大姐 at a part-time job
  '寒假我在奶茶店打工，店里的大姐做事特别快，嫌我封口慢，一忙起来就直接把杯子从我手里拿走。我就每天早来二十分钟，请她教我怎么同时做两杯，再按她的顺序练。一周以后高峰期她会把点单交给我，我们一个点单一个出杯，排队的人少了不少。',
  // classmates in a contest, 一起 and 比赛
  '大三我和两个同学一起参加电子设计比赛，一个同学什么都想做到最好，一个同学总说差不多就行。我负责焊板子，夹在中间两头为难，后来我把要做的事列成表，每一项写清楚做到什么程度算完，三个人当面定下来。最后我们按时交了作品，拿了省三等奖。',
];

describe('interview.relevance.own-experience.matter: company kept outside work', () => {
  it('puts a trip, a meal or a pastime with friends off the question of working with others', () => {
    for (const answer of OFF) {
      expect(namesFrameMatter(q(COOPERATION), answer)).toBe(false);
      expect(missesOwnFrame(q(COOPERATION), answer)).toBe(true);
      expect(onTopic(answer)).toBe(false);
      expect(scoreOf(answer)).toBeLessThanOrEqual(40);
    }
  });

  it('keeps a roommate, a classmate or a 大姐 met in a task done together on the question', () => {
    for (const answer of GENUINE) {
      expect(namesFrameMatter(q(COOPERATION), answer)).toBe(true);
      expect(onTopic(answer)).toBe(true);
    }
    expect(scoreOf(GENUINE[0]!)).toBeGreaterThan(60);
  });

  it('still reads a colleague, a teammate or a character named alone as the matter', () => {
    expect(namesFrameMatter(q(COOPERATION), '实习时组里有个同事说话很冲，我就每次开会前先把数据发给他看。')).toBe(true);
    expect(namesFrameMatter(q(COOPERATION), '我的室友是个急性子，什么事都想马上做完。')).toBe(true);
    expect(namesFrameMatter(q(COOPERATION), '我和队友约好挡拆以后他先看我一眼。')).toBe(true);
  });

  it('keeps a list of the question\'s words stuffed in place of an answer low', () => {
    const stuffed = '合作 配合 性格 同事 室友 一起 项目 比赛 沟通 尊重 包容 换位思考 求同存异 合作共赢 团队 协作 分工 对接';
    expect(scoreOf(stuffed)).toBeLessThanOrEqual(40);
  });

  it('reads a 5,000-character answer of near matches quickly', () => {
    const hostile = '我和室友一起去吃饭，大家相处得很好，又一起去比了比谁跑得快，'.repeat(200).slice(0, 5000);
    expect(namesFrameMatter(q(COOPERATION), hostile)).toBe(false);
    expect(fastestMs(() => namesFrameMatter(q(COOPERATION), hostile))).toBeLessThan(50);
  });
});
