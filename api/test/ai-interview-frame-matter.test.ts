import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { answersOwnChoice, missesOwnFrame, namesFrameMatter } from '../src/ai/interview/frames';
import { scoreInterview } from '../src/ai/interview/score-interview';
import { expectWithinMs } from './timing';

/**
 * interview.relevance.own-experience.matter: a question whose frame lists the words that name its matter (与不同性格的
 * 同事合作: whom one worked with, the working together, the character) answered by a story of the student's own that
 * names none of them is a story of something else, however particular: its 她 and 慢慢 are any story's. A cooperation
 * story told in plain words (a roommate, a teammate, a 师傅, 组员, 急性子) names them. The company kept outside work
 * (室友, 同学, 一起) names the matter only beside a task done together (课程设计, 比赛, 兼职): a trip, a meal or a pastime
 * with friends is time spent together, not working together.
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
  // company kept outside work (室友, 同学, 一起) with no task done together: a trip, a meal, a weekly run
  // a trip with two classmates: the sights, a ride, photos
  '国庆的时候我和两个同学去了趟敦煌，坐了一夜的绿皮火车，早上到的时候天还没亮。我们先去了鸣沙山，骑骆驼爬到沙丘顶上看日出，风特别大，鞋里全是沙子。下午去莫高窟看了八个洞窟，讲解员讲得特别好。晚上在沙州夜市吃了驴肉黄面，一直逛到十一点。回来以后我把照片整理成了一个视频，发在朋友圈里，好多人点赞。',
  // a roommate's birthday dinner
  '上个月室友过生日，我们四个人去吃了一家潮汕牛肉火锅，排了快一个小时的队。牛肉是现切的，吊龙和匙仁涮八秒就能吃，沙茶酱特别香。吃完我们又去楼上唱了两个小时的歌，回学校的时候宿舍楼都快关门了。那天我们拍了一张合照，现在还贴在宿舍门上，每次看到都觉得那天很开心。',
  // an evening run with a room-mate, week after week
  '我和舍友每周三晚上一起去操场夜跑，一般跑五公里，跑完去校门口吃一碗馄饨。刚开始我连三公里都跑不下来，跑了两个月以后能跑进三十分钟了。冬天的时候操场上人很少，我们就一边跑一边聊家里的事，聊以后想去哪个城市生活。现在这个习惯已经坚持了一年多，我觉得挺好的。',
];

const GENUINE = [
  '大二做课程项目时，我们组有个男生是慢性子，什么都要想清楚才动手，我是边做边改。一开始进度老对不上，后来我每次开工前把要做的写成清单发给他，约好每晚十点对一次。最后项目提前两天交了，他想好的方案也少了很多返工。',
  '我室友是个急性子，我们一起准备数学建模比赛，她总想马上写代码。我就先和她把题目拆成三块，每人负责一块，每天晚上碰一次头。最后我们拿了省二等奖，我也学会了先把事情说清楚。',
  '实习时带我的师傅话很少，我问问题他常常只回一个字。后来我把问题攒起来写在本子上，每天下班前找他十分钟集中问，他反而讲得很细。三个月下来我独立做完了两个报表，师傅还在周会上表扬了我。',
  '去年打篮球联赛，我们队的队友特别爱单打，我是中锋，老拿不到球。我找他聊了一次，约好挡拆以后他先看我一眼，后来我们传球越来越顺，最后拿了学院第二名。',
  '我在超市做过寒假兼职，理货的阿姨嘴很碎，总嫌我摆得不齐。我就请她示范了一遍怎么摆，之后每天先按她的标准摆一排让她看。后来她常常把轻松的活留给我，我们处得很好。',
  // company met in a task done together: a roommate in a course project (ways of working, no word of character), a
  // 大姐 at a part-time job, classmates in a contest (一起 and 比赛)
  // a roommate met in a course project, the difference told as ways of working: no word of character
  '我和室友一起做课程设计，她习惯先把流程图画完再写代码，我喜欢直接上手，第一周我们就因为接口对不上返工了两次。后来我们约好每次先花一个晚上把流程图定下来，再各写一半，每天睡前对一下。最后提前一天交了，还拿了优秀。',
  // a 大姐 at a part-time job
  '寒假我在奶茶店打工，店里的大姐做事特别快，嫌我封口慢，一忙起来就直接把杯子从我手里拿走。我就每天早来二十分钟，请她教我怎么同时做两杯，再按她的顺序练。一周以后高峰期她会把点单交给我，我们一个点单一个出杯，排队的人少了不少。',
  // classmates in a contest, 一起 and 比赛
  '大三我和两个同学一起参加电子设计比赛，一个同学什么都想做到最好，一个同学总说差不多就行。我负责焊板子，夹在中间两头为难，后来我把要做的事列成表，每一项写清楚做到什么程度算完，三个人当面定下来。最后我们按时交了作品，拿了省三等奖。',
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
    expect(scoreOf(GENUINE.find((g) => g.includes('课程设计，她习惯'))!)).toBeGreaterThan(60);
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
    for (const unit of ['他慢慢地说师父让他慢下来，', '我和室友一起去吃饭，大家相处得很好，又一起去比了比谁跑得快，']) {
      const hostile = unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
      expect(namesFrameMatter(q(COOPERATION), hostile)).toBe(false);
      expectWithinMs(() => namesFrameMatter(q(COOPERATION), hostile), 50);
    }
  });
});
