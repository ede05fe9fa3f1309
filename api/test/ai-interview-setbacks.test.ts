import { analyzeAnswer, templateWeaknessOf } from '../src/ai/interview/analysis';
import { bankQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { gamingOf } from '../src/ai/interview/gaming';
import { asksForFailure, asksForWeakness, disguisedWeaknessesOf, evadesFailure, tellsSetback, tellsSuccess } from '../src/ai/interview/setbacks';
import { stockPhrasesOf } from '../src/ai/interview/stock-phrases';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.setback (setbacks.ts, setbacks.json): a question that asks for a failure is not answered by a success,
 * and the web's template answer to 优点和缺点 (stock strengths, 太追求完美 for the weakness) names both and tells neither.
 */
const FAILURE = bankQuestion('common-05')!;
const WEAKNESS = bankQuestion('common-02')!;
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const scoreOf = (q: BankQuestion, answer: string) => scoreOne(q, answer, { category: '产品经理', group: '产品' });

const SUCCESS_FOR_FAILURE =
  '失败的经历……嗯，其实我想讲一个我觉得做得最好的一件事。大二我接手了学院的公众号，当时粉丝两千多。我做了一个毕业季的系列推送，采访了十几个学长学姐，有一篇阅读量破了一万，粉丝一个月涨了一千多，老师也表扬了我们。';
const REAL_FAILURE =
  '大二我和两个同学做了一个考研经验分享的小红书号，做了两个月，发了三十多篇，粉丝才一百出头。后来复盘发现我们每篇都是很长的经验帖，封面是纯文字，更新也不规律。学到的是动手前先看同类账号火的是什么样的，还要定好谁负责、多久更一次。';
const TEMPLATE =
  '我最大的优点是做事认真负责，有较强的学习能力和团队合作精神。我最大的缺点是有时候太追求完美，对自己要求过高，导致有时候在细节上花费过多时间。不过我已经意识到了这个问题，正在学着合理安排时间，在保证质量的前提下提高效率。';
const REAL_WEAKNESS =
  '优点是我对细节比较敏感，上学期给学院做迎新小程序的界面，开发的同学说我给的标注是他见过最清楚的。缺点是有时候太抠细节，会拖进度，那个小程序第一版我就晚交了两天。现在我先出一个粗的版本给大家确认方向，再去抠细节。';

describe('the questions that ask for a setback', () => {
  it('are told by their words: a failure, a weakness (not a technology’s 优缺点)', () => {
    expect(asksForFailure(FAILURE)).toBe(true);
    expect(asksForWeakness(WEAKNESS)).toBe(true);
    expect(asksForFailure(WEAKNESS)).toBe(false);
    expect(asksForWeakness({ text: '什么是微服务？它和单体架构相比有什么优缺点？' })).toBe(false);
  });

  it('a setback of the student’s own is read in its plain words, not in the question said back', () => {
    for (const told of ['结果初赛就被刷了。', '我大三第一次考CATTI二级没过，实务差了4分。', '竞选学生会副主席，没选上。', '加载到第二级就垮了。', '第一次给病人扎针没扎上。', '最后只拿了个优秀奖。'])
      expect(tellsSetback(told)).toBe(true);
    expect(tellsSetback('失败的经历……其实我想讲一个我做得最好的事，阅读量破了一万。')).toBe(false);
  });

  it('is read in a round lost, a thing that broke, the blame owned or what could not be done (出局, 烧了, 责任在我, 顶不住)', () => {
    for (const told of ['省赛第一轮就出局了。', '决赛输给了隔壁学校。', '跑了半圈电机驱动板烧了。', '驱动板是我负责的，这个责任在我。', '比赛要连续跑就顶不住。', '平时每次只跑一两圈发现不了。', '那周的稿子根本写不完。'])
      expect(tellsSetback(told)).toBe(true);
    // a contest won, told with its hard work, tells none
    expect(tellsSetback('我们前后改了六版方案，每天熬到两点，最后拿了全国二等奖。')).toBe(false);
  });

  it('is read in what came short of the hope (只来了十一个人, 老板挺失望的), not in a hope kept', () => {
    for (const told of ['结果三天只来了九个人领券。', '活动那天只卖了二十几杯。', '社长看了数据挺失望的。'])
      expect(tellsSetback(told)).toBe(true);
    expect(tellsSetback('我们没有让老师失望，最后拿了一等奖。')).toBe(false);
  });

  it('a failure told in such words is no evasion, and names the failure the question asks for (interview.keywords.setback)', () => {
    const lost = '大二我们参加智能车比赛，省赛第一轮就出局了。比赛那天跑了半圈电机驱动板烧了，后来查是电压加高了、散热没跟上。驱动板是我负责的，这个责任在我。第二年我们加了散热片，那年拿了省三等奖。';
    expect(gamingOf(lost, FAILURE)).toBeNull();
    expect(analyzeAnswer(FAILURE, lost, TIMING).covered).toContain('失败');
    expect(analyzeAnswer(FAILURE, SUCCESS_FOR_FAILURE.slice(SUCCESS_FOR_FAILURE.indexOf('大二')), TIMING).covered).not.toContain('失败');
    expect(scoreOf(FAILURE, lost).score).toBeGreaterThan(scoreOf(FAILURE, SUCCESS_FOR_FAILURE).score + 15);
  });
});

describe('interview.gaming.evasion: a failure asked for, a success told', () => {
  it('is gaming, however fluent and particular the success', () => {
    expect(evadesFailure(FAILURE, SUCCESS_FOR_FAILURE)).toBe(true);
    expect(gamingOf(SUCCESS_FOR_FAILURE, FAILURE)).toBe('evasion');
    expect(gamingOf(REAL_FAILURE, FAILURE)).toBeNull();
    // the same success told for the question it answers is no evasion
    expect(evadesFailure(bankQuestion('common-09')!, SUCCESS_FOR_FAILURE)).toBe(false);
  });

  it('denying a failure (没有真正意义上的失败, 失败只是暂时的) or naming it to start (说到失败) tells none: a success after it evades the question', () => {
    const denied = `说到失败，我其实没有真正意义上的失败，我一直觉得失败只是暂时还没成功。${SUCCESS_FOR_FAILURE.slice(SUCCESS_FOR_FAILURE.indexOf('大二'))}`;
    expect(tellsSetback(denied)).toBe(false);
    expect(gamingOf(denied, FAILURE)).toBe('evasion');
    expect(scoreOf(FAILURE, denied).score).toBeLessThanOrEqual(40);
    // a denial followed by a setback of one's own is no evasion, nor is a failure said to be one's own (这次失败是因为…)
    expect(tellsSetback(`我从来没失败过吗？也不是。${REAL_FAILURE}`)).toBe(true);
    expect(tellsSetback('那次比赛失败是因为我们没看清评分标准。')).toBe(true);
  });

  it('scores at most 40, below a real failure told plainly', () => {
    const evasion = scoreOf(FAILURE, SUCCESS_FOR_FAILURE);
    expect(evasion.score).toBeLessThanOrEqual(40);
    expect(evasion.notes[0]).toMatch(/没有讲任何失败/);
    expect(scoreOf(FAILURE, REAL_FAILURE).score).toBeGreaterThan(evasion.score + 30);
  });
});

describe('interview.content.disguised-weakness: the template answer to 优点和缺点', () => {
  it('names the strengths in disguise given as the weakness', () => {
    expect(disguisedWeaknessesOf(WEAKNESS, TEMPLATE)).toEqual(['太追求完美', '对自己要求过高']);
    expect(disguisedWeaknessesOf(FAILURE, TEMPLATE)).toEqual([]);
  });

  it('is the template only with stock strengths and nothing particular: a real 太抠细节 with what it cost is not', () => {
    expect(templateWeaknessOf(WEAKNESS, TEMPLATE, stockPhrasesOf(TEMPLATE).phrases)).not.toEqual([]);
    expect(templateWeaknessOf(WEAKNESS, REAL_WEAKNESS, stockPhrasesOf(REAL_WEAKNESS).phrases)).toEqual([]);
    expect(analyzeAnswer(WEAKNESS, REAL_WEAKNESS, TIMING).disguised).toEqual([]);
  });

  it('keeps half its content and scores at most 40, with the note that says why', () => {
    const template = scoreOf(WEAKNESS, TEMPLATE);
    expect(template.score).toBeLessThanOrEqual(40);
    expect(template.notes.join()).toMatch(/变相的优点/);
    expect(scoreOf(WEAKNESS, REAL_WEAKNESS).score).toBeGreaterThan(template.score + 30);
  });
});

describe('a setback told as what did not work or was missed', () => {
  const FELL_SHORT =
    '嗯……失败的话，大二我做过一个识别快递面单的小程序，自己测的时候挺准，拿到驿站一试就完全不行，十个里面错三四个。后来才发现我们拍的样本都是在宿舍灯下拍的，光线一变就认错，这个问题我们根本没意识到。后来去驿站现场补拍了五百张再训练，现场能到八成。学到的是测试要放在真实用的地方。';
  it('完全不行, 认错, 没意识到 tell a failure; a success told for it still evades', () => {
    expect(tellsSetback(FELL_SHORT)).toBe(true);
    expect(evadesFailure(FAILURE, FELL_SHORT)).toBe(false);
    expect(gamingOf(FELL_SHORT, FAILURE)).toBeNull();
    expect(evadesFailure(FAILURE, SUCCESS_FOR_FAILURE)).toBe(true);
  });
});

describe('a setback told as a thing that gave way, a cause found or a moment stunned (塌了, 问题出在, 懵了)', () => {
  it('is read in a structure that fell, the cause found and the student stunned', () => {
    for (const told of ['加到第三级的时候整座桥掉了下去。', '模型还没加载完就散架了。', '后来才知道问题出在胶水上。', '成绩出来那天我整个人都懵了。', '搭到一半支架就塌了。', '试块压到一半就开裂了。'])
      expect(tellsSetback(told)).toBe(true);
    // a success told with what held, and a failure only named, tell none
    for (const none of ['我们的桥一直扛到了最后一级，拿了一等奖。', '说到失败的话，我想讲一件做得最好的事。'])
      expect(tellsSetback(none)).toBe(false);
  });

  it('a rambling spoken failure told so is no evasion, and scores above a success told for it', () => {
    const spoken =
      '嗯……失败的话，我想讲大三那次桁架模型比赛。就是，用木条和热熔胶搭一个塔，然后往顶上一级一级挂重物。我负责画图和算杆件。呃，按计算扛到四级没问题，可比赛那天挂到第二级，中间一根斜杆那里整个掉了下去。当时我挺懵的。后来拆开一看，是前一晚赶工，热熔胶没凉透就装上了。所以其实不是设计的问题，是时间没留够。第二年我倒排了时间表，提前三天装完，自己先挂水瓶试了一遍，扛到了第五级。';
    expect(evadesFailure(FAILURE, spoken)).toBe(false);
    expect(gamingOf(spoken, FAILURE)).toBeNull();
    expect(scoreOf(FAILURE, spoken).score).toBeGreaterThan(scoreOf(FAILURE, SUCCESS_FOR_FAILURE).score + 15);
  });
});

describe('interview.gaming.evasion on positive evidence: a success told, no setback', () => {
  const UNLISTED =
    '嗯……失败的经历啊，我想说我们那个大创项目，用模型预测食堂每个窗口中午卖多少份。呃，我负责建模。一开始验证集上误差就百分之三左右，中期答辩也是这么报的。然后食堂真拿去用了两个星期，有几天差了将近一半。我回去查了好几天，特征里放了一个当天上午的刷卡人数，可食堂前一天晚上就要出预测，那时候根本没有这个数。之后我把那个特征删了，按时间切验证集，最后是百分之十二左右，食堂那边说这个他们能用。学到的就是做之前先问清楚预测在什么时间点、拿什么数据做。';

  it('a failure of one’s own told in words the dictionary lacks is no evasion: it tells no success', () => {
    expect(tellsSetback(UNLISTED)).toBe(false);
    expect(evadesFailure(FAILURE, UNLISTED)).toBe(false);
    expect(gamingOf(UNLISTED, FAILURE)).toBeNull();
    expect(scoreOf(FAILURE, UNLISTED).score).toBeGreaterThan(scoreOf(FAILURE, SUCCESS_FOR_FAILURE).score + 15);
  });

  it('reads a plan that did not hold in the story’s own words (就不行了, 才发现, 误差很大, 不准, 没用上, 推翻, 差一点, 没能)', () => {
    for (const told of ['食堂拿去用了两个星期，就不行了。', '后来才发现特征里偷看了答案。', '上线以后误差很大。', '预测一直不准。', '做了一周的方案最后没用上。', '评审的时候方案被全部推翻。', '差一点就进了决赛。', '我们没能按时交付。'])
      expect(tellsSetback(told)).toBe(true);
  });

  it('a pure success, a failure denied as none (我最大的失败就是没有失败) or a humblebrag (拿了第一但没有…) still evades', () => {
    for (const success of [
      '我最大的失败就是没有失败。大二我带队参加营销大赛，拿了全校一等奖，评委说我们的方案最落地。',
      '要说失败，就是那次辩论赛我们拿了第一，但是我没有拿到最佳辩手。',
      SUCCESS_FOR_FAILURE,
    ]) {
      expect(tellsSuccess(success)).toBe(true);
      expect(evadesFailure(FAILURE, success)).toBe(true);
      expect(gamingOf(success, FAILURE)).toBe('evasion');
      expect(scoreOf(FAILURE, success).score).toBeLessThanOrEqual(40);
    }
    // a round lost before the win is a setback told
    expect(evadesFailure(FAILURE, '大二那次省赛我们初赛就出局了，第二年重新准备，拿了一等奖。')).toBe(false);
    // a speech about oneself with no account at all still evades
    expect(evadesFailure(FAILURE, '我是电子商务专业的学生，对新媒体运营非常感兴趣，我相信自己能很快上手，为公司带来流量和转化。')).toBe(true);
  });
});
