import { analyzeAnswer } from '../src/ai/interview/analysis';
import { askedAct, tellsAskedAct } from '../src/ai/interview/acts';
import { bankQuestion } from '../src/ai/interview/bank';
import { starOf } from '../src/ai/interview/star';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Good stories judged off their questions: the law used, told by a dispute's steps rather than the word 法律
 * (interview.story.act.law), and a fault's outcome told in the shop's or the design office's words rather than a
 * figure (interview.star.came-right). Each against the near misses of the same form it must leave alone.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };
const LEGAL = { category: '法务专员', group: '职能' };

const DEPOSIT =
  '去年暑假我表姐租的房子到期退租，房东说墙面弄脏了，一千五的押金不肯退。我帮她把租房合同和入住那天拍的照片找出来，合同里写的是正常使用的磨损不算损坏。我又查了一下，出租人应当返还押金，除非能证明是承租人造成的损坏。我们把这些整理好发给房东，说不行就打12345反映。第二天房东退了一千二，扣了三百算清洁费。';
const WAGES =
  '大二寒假我同学在一家奶茶店打工，说好一小时十五块，结果店长拖欠了他半个月的工钱，一直说过几天再给。我让他把排班表截图、微信上店长说的工资标准都存下来，又陪他去了区里的劳动监察大队投诉。一周后店里把钱补发了，一共一千四百多，他说以后打工一定先把条件说清楚。';

describe('interview.story.act.law: the law used, told by the dispute\'s steps', () => {
  it('reads the act legal-02 asks for, and none for a question on the law that asks for no story', () => {
    expect(askedAct(q('legal-02'))?.name).toBe('use-law');
    expect(askedAct(q('legal-14'))).toBeUndefined();
    expect(tellsAskedAct({ text: '你如何运用法律知识解决实际问题？', example: false }, DEPOSIT)).toBe(false);
  });

  it('finds a dispute, two of the law\'s steps and a settlement, in whatever words', () => {
    expect(tellsAskedAct(q('legal-02'), DEPOSIT)).toBe(true);
    expect(tellsAskedAct(q('legal-02'), WAGES)).toBe(true);
    for (const story of [DEPOSIT, WAGES]) {
      const a = analyzeAnswer(q('legal-02'), story, timing);
      expect(a.on_topic).toBe(true);
      expect(scoreOne(q('legal-02'), story, LEGAL).score).toBeGreaterThanOrEqual(60);
    }
  });

  it('finds none in a quarrel talked out, a refund at a counter, a plan to complain or steps with no dispute', () => {
    // settled by talk: no evidence, rule or remedy
    expect(tellsAskedAct(q('legal-02'), '宿舍楼里两个寝室因为晾衣服吵了起来，一个说另一个骗了他。我去两边分别聊了聊，各退一步，最后和解了。')).toBe(false);
    // a shop's refund on a receipt: one step, no law brought to bear
    expect(tellsAskedAct(q('legal-02'), '我在鞋店兼职时，有位顾客说鞋子开胶了，要求退货。我看了看小票，请示店长以后，就给他退了。')).toBe(false);
    // the settlement only hoped for
    expect(tellsAskedAct(q('legal-02'), '健身房关门了，老板联系不上。我帮姥姥把收据和合同找齐，准备去市场监管所投诉，希望能退回一部分钱。')).toBe(false);
    // the law's steps with no wrong met or claim made before them
    expect(tellsAskedAct(q('legal-02'), '实习时我整理了一批合同，又把律师函按规定归档，最后都交给了律师，他说整理得不错，我拿到了实习证明。')).toBe(false);
  });

  it('lifts no pastime, and keeps a string of the law\'s words a gaming answer', () => {
    for (const pastime of OFF_TOPIC) {
      expect(tellsAskedAct(q('legal-02'), pastime)).toBe(false);
      expect(analyzeAnswer(q('legal-02'), pastime, timing).on_topic).toBe(false);
    }
    const stuffed = '法律知识解决问题：检索法条，分析纠纷，提出方案，维权结果，合同，证据，投诉，仲裁，起诉，赔偿了，法律依据，司法解释，规定，结果解决。';
    expect(tellsAskedAct(q('legal-02'), stuffed)).toBe(false);
    expect(scoreOne(q('legal-02'), stuffed, LEGAL).score).toBeLessThanOrEqual(40);
  });

  it('reads 5,000 characters of a dispute\'s steps with no settlement quickly', () => {
    const hostile = '老板拖欠工资，我把合同找出来，去劳动监察投诉，'.repeat(220).slice(0, 5000);
    expect(tellsAskedAct(q('legal-02'), hostile)).toBe(false);
    expectWithinMs(() => tellsAskedAct(q('legal-02'), hostile), WHOLE_READ_MS);
  });
});

describe('interview.star.came-right: a fault\'s outcome told in words', () => {
  it('reads the trouble come down, the thing right after the fix and a check met as a result', () => {
    for (const told of [
      '我们查出是夹具的定位销磨损了，换了定位销。之后那批件的不良就降下来了。',
      '师傅带我查到是刀具磨钝了，换了刀以后那批就好了。',
      '我按老师说的把基础加宽，重新算了一遍，承载力和沉降都满足了。',
      '我把配筋加了一排，改完验算也通过了。',
      '我把按钮做大了，改完再去回访，老人们都会自己点了，来问的人也少了。',
    ]) {
      expect(starOf(told, told).present).toContain('result');
      expect(starOf(told, told).example).toBe(true);
    }
  });

  it('reads no hope, condition or demand as a result', () => {
    for (const planned of [
      '我觉得只要换了定位销就好了。',
      '我们换了定位销，换了以后应该就好了。',
      '我们得想办法让不良率能降下来了再说。',
      '设计要满足规范的要求。',
      '我把按钮做大了，改完以后，来问的人应该也少了。',
    ]) expect(starOf(planned, planned).present).not.toContain('result');
  });

  it('lifts a quality problem traced on the shop floor and an engineering problem re-checked', () => {
    const traced =
      '我会先去现场看，别只看报表。我在一家做水泵的厂实习时碰到过，一个泵壳的螺纹孔老是有毛刺，装配线上经常要返回来修。我们把不合格的件挑出来看，发现都出在白班同一台攻丝机上，再查是丝锥磨钝了。换了丝锥，又让操作工每班先检首件。之后泵壳的不良就降下来了。';
    const mech = { category: '机械工程师', group: '工程制造' };
    expect(scoreOne(q('mech-04'), traced, mech).score).toBeGreaterThanOrEqual(60);
    // the same story with its outcome still awaited tells no outcome: judged as before
    expect(scoreOne(q('mech-04'), traced.replace('之后泵壳的不良就降下来了。', '之后我们还在观察。'), mech).score).toBeLessThan(60);
    const rechecked =
      '课程设计时我们组做一栋三层的教学楼，我负责算框架梁。第一次算出来一根梁的挠度超了，我一开始想加大截面，但会压低净高。后来问了老师，他建议把那根梁改成两跨，中间加一根柱子。我重新算了一遍，挠度和裂缝都满足了，答辩时老师也没提意见。';
    expect(scoreOne(q('civil-02'), rechecked, { category: '土木工程师', group: '工程制造' }).score).toBeGreaterThanOrEqual(60);
  });

  it('reads 5,000 characters of near matches quickly', () => {
    for (const unit of ['换了定位销以后那批应该', '改完以后，来问的人应该也少', '重新验算要满足', '会降下来'.repeat(3)]) {
      const hostile = unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
      expect(starOf(hostile, hostile).present).not.toContain('result');
      expectWithinMs(() => starOf(hostile, hostile), WHOLE_READ_MS);
    }
  });
});
