import { performsToAudience } from '../src/ai/interview/speeches';
import { analysed, q, scoreOf } from './interview-helper';

/**
 * interview.gaming.performance: an answer in the register of a performance — addressing an audience, greeting it and
 * telling it what to do, in a performer's voice with nothing of the student's own — whatever the occasion (a wedding,
 * a tour, a livestream, an announcement, a broadcast, a sermon); and what stays safe: a student quoting what they said
 * to an audience inside their story, a teacher's instruction told as their practice, a pitch when the question asks to sell.
 */
/** The ceiling every gaming answer stays under. */
const GAMING_MAX = 40;

const PERFORMANCES: [string, string, string][] = [
  [
    'a wedding host',
    'hr-05',
    '尊敬的各位来宾，在这个喜庆的日子里，我们相聚在这里，见证员工与企业的美好姻缘！离职是缘分的转弯，留人是一生的承诺。薪酬是聘礼，文化是嫁妆，成长是蜜月！让我们举起酒杯，掌声响起来，祝核心员工与公司白头偕老，流失率下降90%！',
  ],
  [
    'a tour guide',
    'ui-08',
    '各位游客朋友们大家好，欢迎来到设计原则博物馆！请大家跟紧导游。前方展厅是一致性原则，旁边是反馈原则长廊，再往前就是容错原则花园。首先易用，其次好用，最后爱用，体验提升200%！拍照的朋友注意脚下，半小时后门口集合，不要掉队哦！',
  ],
  [
    'a livestream',
    'mkt-05',
    '家人们晚上好，欢迎来到直播间！今天给家人们讲讲活动效果怎么衡量，曝光、点击、转化、复购，一个都不能少！还没点关注的宝宝们赶紧点赞关注，右下角小黄车链接已经上好了，三二一上车！',
  ],
  [
    'an announcement on a train',
    'ops-01',
    '各位旅客朋友们，欢迎乘坐运维号列车。本次列车途经监控站、告警站、日志站，终点站是稳定运行。请各位旅客系好安全带，保管好随身的服务器，列车即将进入高可用隧道，请注意脚下，祝您旅途愉快，系统可用性99.99%！',
  ],
];

describe('interview.gaming.performance: a performance recited in place of an answer', () => {
  it.each(PERFORMANCES)('reads %s as a performance and keeps it under the gaming ceiling', (_occasion, id, answer) => {
    expect(performsToAudience(answer, q(id))).toBe(true);
    // an earlier rule may name it first (a livestream's list of terms reads as a reference text): gaming all the same
    expect(analysed(id, answer).gaming).not.toBeNull();
    expect(scoreOf(id, answer)).toBeLessThanOrEqual(GAMING_MAX);
  });
});

describe('interview.gaming.performance: its finding', () => {
  it('names a performance that no earlier rule reads', () => {
    expect(analysed(PERFORMANCES[0]![1], PERFORMANCES[0]![2]).gaming).toBe('performance');
    expect(analysed(PERFORMANCES[1]![1], PERFORMANCES[1]![2]).gaming).toBe('performance');
  });
});

describe('interview.gaming.performance: what is no performance', () => {
  it('leaves a student’s own story that quotes what they said to an audience', () => {
    const hosted =
      '去年我在学院迎新晚会做主持。开场前十分钟音响坏了，我上台对大家说：“各位同学晚上好，欢迎来到迎新晚会，请大家稍等五分钟。”然后我让后台先放备用音箱，自己跟观众玩了两轮猜歌，八点十分晚会正常开始，散场后我把设备检查表加进了彩排流程。';
    expect(performsToAudience(hosted, q('mkt-05'))).toBe(false);
    expect(analysed('mkt-05', hosted).gaming).not.toBe('performance');
  });

  it('leaves a teacher’s classroom instruction told as their practice', () => {
    const classroom =
      '我实习带四年级的时候，上课前会先说“同学们好，请大家把书翻到第12页，先自己读两分钟”，然后在黑板上写三个问题。有个男生总抢话，我就让他当小组记录员，他后来一节课举手了五次。';
    expect(performsToAudience(classroom, q('teacher-02'))).toBe(false);
    expect(analysed('teacher-02', classroom).gaming).not.toBe('performance');
  });

  it('leaves a pitch said to its audience when the question asks to sell', () => {
    const pitch = '各位朋友大家好，您看这支笔，笔身是金属的，握着不滑，笔芯是零点五的，写一千米不断墨。请大家拿起来试试，写着顺手再买，一支十五块，两支二十五。';
    expect(performsToAudience(pitch, q('sales-01'))).toBe(false);
  });

  it('wants the audience addressed at the opening: a greeting said later in a story is the story’s', () => {
    const later = '我大二在景区做过两个月讲解员。每团开场我都说大家好、欢迎来到这里、请大家跟紧我，但真正有用的是我把讲解从四十分钟压到二十五分钟，投诉从每周三四次降到几乎没有。';
    expect(performsToAudience(later, q('ui-08'))).toBe(false);
  });
});
