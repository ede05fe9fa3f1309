import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { OUTCOMES_TOLD } from '../src/ai/interview/outcomes-told';
import { starOf } from '../src/ai/interview/star';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Good plain stories judged off their questions for want of a result read: the one served come round a day on or
 * doing the thing on their own (interview.star.came-round-later, interview.star.on-own), the piece run or filed a little
 * late (interview.star.run, interview.star.filed-late), a design re-checked and met or graded (interview.star.rechecked,
 * interview.star.graded). A story with no result read is no example, and one that shares few of the bank's words
 * then reads as off its question. Each against the near misses of the same form it must leave alone.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };
const NURSE = { category: '护士', group: '医疗' };
const EDITOR = { category: '编辑', group: '传媒' };
const CIVIL = { category: '土木工程师', group: '工程制造' };
const result = (text: string) => starOf(text, text).present.includes('result');

const TRUST =
  '我在心内科实习时，有个退休的老木匠心衰住院，要每天称体重、限水，他一直不肯配合，说喝水都要管太麻烦。我没跟他讲大道理，先陪他聊以前做的家具，他说现在腿肿得都走不到工棚了。我顺着说，水喝多了腿就肿，限水是为了让他还能下地走。我给他画了一张小表，每天早上称完自己写上去。过了两天他答应了，出院前已经会自己记体重了。';
const DEADLINE =
  '大三我在学院新闻中心写一篇毕业生返乡创业的稿子，采访对象临时改了时间，晚上九点才打完电话，可稿子第二天上午十点就要上公众号。我先把采访笔记里三个故事挑出来，只写一个人开民宿的经过，一点多写完初稿，早上又跟他微信确认了几个数字。交稿晚了十分钟，老师改了两处措辞就发了。';
const DESIGN =
  '课程设计我们做一栋四层宿舍楼的楼梯，我算梯板的时候发现跨中弯矩太大，配筋配不下。组里有人说加厚板就行，我查了规范又问了老师，觉得改成折板式再加一道平台梁更省。重新算了一遍，挠度也能满足要求，老师给了优，说平台梁的构造画得不够细。';

describe('outcomes-told: a plain story\'s outcomes read as results', () => {
  it('reads a consent a day on, a task done on one\'s own, a piece run or filed late, a check met and a grade', () => {
    for (const told of [
      '我给她演示了一遍，第二天她同意了。',
      '我把利弊跟他讲清楚，后来家长答应了。',
      '我手把手教她，出院前她已经能自己打针。',
      '我带着他练，后来他已经会自己查库存了。',
      '我连夜改好发过去，编辑看完直接用了。',
      '我赶到凌晨写好，交上去迟了半个小时。',
      '我把配筋改了，重新验算了一遍，满足规范。',
      '我们组的课程设计答辩老师打了个优，说图画得清楚。',
    ]) {
      // each by its own outcome (the late filing's time is a figure too: its clause may be read as unsaid, starOf reads it as typed)
      expect(OUTCOMES_TOLD.some((r) => r.test(told))).toBe(true);
      expect(result(told)).toBe(true);
    }
  });

  it('reads no consent hoped for, no aim, no plan to run, no fear of filing late, no check to come and no advice', () => {
    for (const planned of [
      '我给她演示一遍，希望第二天她能同意。',
      '如果第二天她同意了，我就去跟医生说。',
      '我打算多教她，要让她自己打针。',
      '老师说改好就发。',
      '我一直赶，怕交稿晚了。',
      '我会重新算，要满足规范的要求。',
      '老师给了优化建议。',
    ]) expect(result(planned)).toBe(false);
    // a fear of filing late names no time filed, even with the time it fears (its figure is star.ts's to read)
    expect(OUTCOMES_TOLD.some((r) => r.test('我一直赶，怕交稿晚了两天。'))).toBe(false);
  });

  it('lifts the stories told for their questions', () => {
    const told = [
      [q('nurse-13'), TRUST, NURSE],
      [q('editor-12'), DEADLINE, EDITOR],
      [q('civil-02'), DESIGN, CIVIL],
    ] as const;
    for (const [question, story, job] of told) {
      const a = analyzeAnswer(question, story, timing);
      expect(a.star.example).toBe(true);
      expect(a.on_topic).toBe(true);
      expect(scoreOne(question, story, job).score).toBeGreaterThanOrEqual(60);
    }
  });

  it('keeps a story of something else told with such an outcome off its question, and a string of the words a gaming answer', () => {
    const elsewhere = [
      // a cousin talked into fishing, a roommate into a cat: a consent a day on, no patient
      [q('nurse-13'), '暑假我和表哥约着去水库钓鱼，他一开始嫌天太热不想去，说晒一下午也钓不到几条。我没跟他争，先陪他打了两局游戏，然后说水库边上有一片树荫，傍晚鱼最多。第二天他同意了，我们钓到天黑，他还说下周还要来。'],
      [q('nurse-13'), '上学期我们宿舍想一起养一只猫，室友小王一开始不同意，怕掉毛。我把猫的照片给她看，又说好了每天由我来清理猫砂，过了两天她答应了，现在她已经能自己给猫剪指甲了。'],
      // a final the day after, its plan drawn by midnight: a deadline met, no piece filed
      [q('editor-12'), '上个月我参加学校的篮球联赛，决赛前一天晚上才知道对手换了中锋，第二天下午就要打。我先看了他们上一场的录像，定了一个打法：包夹他们的中锋，写到半夜把战术画在纸上，早上又跟队长对了一遍。比赛晚了十分钟开球，我们最后赢了三分。'],
      // a model plane re-balanced and graded: a check met, no engineering
      [q('civil-02'), '大二我参加了学校的航模比赛，飞机第一次试飞就掉了下来。我查了资料又去问了学长，觉得是重心太靠后，就把电池往前挪了两厘米。重新算了一遍重心，能满足要求，第二次试飞飞了三分钟，评委给了优。'],
    ] as const;
    for (const [question, story] of elsewhere) expect(analyzeAnswer(question, story, timing).on_topic).toBe(false);
    for (const pastime of OFF_TOPIC) for (const id of ['nurse-13', 'editor-12', 'civil-02']) expect(analyzeAnswer(q(id), pastime, timing).on_topic).toBe(false);
    const stuffed = '截稿压力，稿件完成：时间紧，赶稿，安排，分工，核实，校对，按时完成，交稿晚了十分钟，老师就发了，结果完成。';
    expect(scoreOne(q('editor-12'), stuffed, EDITOR).score).toBeLessThanOrEqual(40);
    const salad = '患者沟通信任：耐心，倾听，理解，配合，第二天她同意了，已经能自己打针，结果接受，感谢放心。';
    expect(scoreOne(q('nurse-13'), salad, NURSE).score).toBeLessThanOrEqual(40);
  });

  it('reads 5,000 characters of near matches quickly', () => {
    for (const unit of ['希望第二天她能同意，', '如果后来他同意', '要让她自己打', '老师说改好就发，', '怕交稿晚了', '我会重新算，要满足', '老师给了优化', '已经能']) {
      const hostile = unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
      for (const pattern of OUTCOMES_TOLD) expectWithinMs(() => pattern.test(hostile), 50);
      expectWithinMs(() => starOf(hostile, hostile), WHOLE_READ_MS);
    }
  });
});
