import { analyzeAnswer } from '../src/ai/interview/analysis';
import { allQuestions, bankQuestion, isCommonQuestion } from '../src/ai/interview/bank';
import { pastimeWordsOf, toldOfPastime } from '../src/ai/interview/pastimes';
import { scoreInterview } from '../src/ai/interview/score-interview';

/**
 * interview.relevance.own-story.other-domain: a question of a field answered by a story of a pastime (sport, travel,
 * games, hobbies) that names none of the question's matter and speaks mostly outside the field is off the question,
 * however vivid. Genuine stories of the field, told in everyday words, stay on it.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const analysed = (id: string, answer: string) => analyzeAnswer(q(id), answer, timing);
/** The answer's score as a one-question mock interview gives it. */
const scored = (id: string, answer: string) =>
  scoreInterview([{ index: 0, question_id: id, text: q(id).text, follow_up: 0, answer, seconds_used: 60, late: 0 }], { category: '法务专员', group: '职能', seconds: 120 }).questions[0]!.score;

const TRIP =
  '说到经历，我印象最深的是去年国庆和室友骑行去千岛湖。我们在杭州租的山地车，第一天骑了九十公里，晚上住在一家青旅，六个人一间。第二天一早起来去湖边看日出，风很大，我穿了冲锋衣还是冷。下午下了一场大雨，我们躲在一个景区门口的小卖部里，老板给我们煮了姜茶。最后一天回到杭州，腿酸得下楼都要扶着栏杆。这次骑行让我觉得坚持下去总能到终点。';
const FINAL =
  '我大三是学院篮球队的前锋，那年校赛决赛我们对上计算机学院，上半场落后十五分。中场在更衣室里教练没骂人，只让我们把防守收紧。下半场我投进了三个三分，最后一分钟追平，加时赛赢了两分。比赛结束大家抱在一起哭，那种感觉到现在还记得。';

describe('interview.relevance.own-story.other-domain: a story of a pastime for a field’s question', () => {
  it('puts a cycling trip told for a legal internship question off it', () => {
    expect(toldOfPastime(q('legal-10'), TRIP)).toBe(true);
    const a = analysed('legal-10', TRIP);
    expect(a.on_topic).toBe(false);
    expect(scored('legal-10', TRIP)).toBeLessThanOrEqual(40);
  });

  it('puts a basketball final told for another field’s example question off it', () => {
    const id = allQuestions().find((x) => !isCommonQuestion(x) && x.example && pastimeWordsOf(x, FINAL).length >= 4 && x.id.startsWith('legal'))!.id;
    expect(analysed(id, FINAL).on_topic).toBe(false);
  });

  it('keeps a genuine moot-court story told in everyday words', () => {
    const moot =
      '大三我参加了学校的模拟法庭比赛，我们组抽到一个买卖合同纠纷，我当被告代理人。我花了一周把合同法的违约条款和两个类似判例找出来，写了一份答辩状，开庭前跟队友对了三遍质证意见。庭上对方突然拿出一份补充协议，我当场指出它没有双方盖章。最后我们组拿了二等奖，评委说我质证的部分很扎实。';
    expect(toldOfPastime(q('legal-10'), moot)).toBe(false);
    expect(analysed('legal-10', moot).on_topic).toBe(true);
    expect(scored('legal-10', moot)).toBeGreaterThan(60);
  });

  it('keeps a field story that mentions a pastime in passing', () => {
    const internship =
      '我在律所实习的时候跟过一个劳动争议的案子，那个周末本来约了同学去爬山，结果律师让我整理证据。我把当事人三年的工资条和考勤记录按月排好，发现有四个月加班费没发，做成表交给律师，后来仲裁支持了这部分。';
    expect(toldOfPastime(q('legal-10'), internship)).toBe(false);
    expect(analysed('legal-10', internship).on_topic).toBe(true);
  });

  it('leaves the common questions to their frame: a marathon may be the achievement asked', () => {
    const common = allQuestions().find((x) => isCommonQuestion(x))!;
    expect(toldOfPastime(common, FINAL)).toBe(false);
  });

  it('does not count a pastime word the field uses itself', () => {
    for (const question of allQuestions().filter((x) => !isCommonQuestion(x))) {
      for (const w of pastimeWordsOf(question, question.sample)) expect(`${question.id} ${w}`).toBe('');
    }
  });

  it('judges no bank sample a pastime story for its own question', () => {
    for (const question of allQuestions()) expect(toldOfPastime(question, question.sample)).toBe(false);
  });
});

describe('interview.relevance.own-story.other-domain: pastimes of the water and of the hands (pastimes.json words)', () => {
  const SWIM =
    '我想讲我大二学自由泳的事。我从小怕水，大二下学期报了学校泳池的晚班，一周三次。一开始戴着泳镜都不敢把脸放进水里，一换气就呛水。后来我先练仰泳找漂的感觉，再回去练自由泳的打腿，每次练完腿都抽筋。练了两个月，我终于能不停地游完五十米。这件事让我明白，怕的东西要一点点拆开去练。';
  const CANDLES =
    '说说我做香薰蜡烛和手工皂的经历吧。去年我在网上买了大豆蜡、精油和模具，第一批蜡烛表面全是坑，后来才知道是倒的温度太高。我又试着做冷制皂，椰子油和橄榄油按配方称好，晾了一个月才能用。现在我做的蜡烛和手工皂都送给了室友，大家都说好闻。';
  it('puts a swimming lesson told for an algorithm contest question off it', () => {
    expect(pastimeWordsOf(q('algo-12'), SWIM).length).toBeGreaterThanOrEqual(4);
    expect(toldOfPastime(q('algo-12'), SWIM)).toBe(true);
    expect(scored('algo-12', SWIM)).toBeLessThanOrEqual(40);
  });

  it('puts a craft of soap and candles told for an operations question off it', () => {
    expect(toldOfPastime(q('ops-05'), CANDLES)).toBe(true);
  });

  it('keeps a genuine contest story that likens the work to learning to swim', () => {
    const contest =
      '大三我和两个同学参加了一个天池的文本分类比赛，我负责复现一篇论文里的模型。一开始我照着论文调参，验证集准确率一直卡在百分之八十一，我一度想放弃，感觉像刚学游泳时不敢换气一样。后来我把论文附录里的数据增强也复现了，又把学习率预热加上，准确率到了百分之八十六，最后我们排在第四十多名。';
    expect(toldOfPastime(q('algo-12'), contest)).toBe(false);
    expect(analysed('algo-12', contest).on_topic).toBe(true);
  });
});
