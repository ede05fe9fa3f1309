import { analyzeAnswer } from '../src/ai/interview/analysis';
import { tellsAskedAct } from '../src/ai/interview/acts';
import { bankQuestion } from '../src/ai/interview/bank';
import { CAME_ROUND_LATER, SETTLED } from '../src/ai/interview/outcomes-told';
import { sentencesOf } from '../src/ai/interview/sentences';
import { starOf } from '../src/ai/interview/star';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Good legal stories judged off their questions: the law used, told as the text read for someone, what it allows told
 * to the other side and the other side yielding (interview.story.act.law.told); a dispute's outcome told as the
 * settlement signed or the other side's consent by its terms (interview.star.settled, came-round-later.terms); and a
 * short correct answer whose list is gathered by a demonstrative (interview.sentences.gathered-list.apposition).
 * Written for these tests: none is an item of a rated set.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };
const LEGAL = { category: '法务专员', group: '职能' };

// 讲一次你运用法律知识解决实际问题的经历。 — no evidence gathered, no remedy sought: the text itself brought to bear
const SHOPFRONT =
  '去年寒假我表哥在县城租了一间门面卖手机，合同签了两年，半年后房东说有人出价更高，让他月底搬走。我帮他把租赁合同从头看了一遍，里面没有写房东可以提前收回。我就陪他去找房东，跟房东说合同没到期他不能单方解除，真要收回得赔违约金。房东后来答应按合同租到期，也没再提涨租的事。';
const INTERN_CLAUSE =
  '大四上学期我室友在一家广告公司实习，公司让他签一份协议，说三个月内提前离职要赔一个月工资。他拿来问我，我帮他查了劳动合同法，只有公司出钱培训、约定了服务期的才能要违约金。他把这些写进回复邮件里，告诉人事这个条款不能约束他。人事第二天回复说同意删掉这一条，他后来也顺利实习完了。';

describe('interview.story.act.law.told: the text read, what it allows told, the other side yielding', () => {
  it('finds the act in whatever words, and lifts the story onto the question', () => {
    for (const story of [SHOPFRONT, INTERN_CLAUSE]) {
      expect(tellsAskedAct(q('legal-02'), story)).toBe(true);
      expect(analyzeAnswer(q('legal-02'), story, timing).on_topic).toBe(true);
      expect(scoreOne(q('legal-02'), story, LEGAL).score).toBeGreaterThanOrEqual(60);
    }
  });

  it('finds none when the other side refused, the yielding is only hoped for, nothing was read or nothing told', () => {
    const refused = SHOPFRONT.replace('房东后来答应按合同租到期，也没再提涨租的事。', '房东还是不同意，表哥只好月底搬走了。');
    const hoped = SHOPFRONT.replace('房东后来答应按合同租到期', '希望房东能答应按合同租到期');
    const gaveWay = SHOPFRONT.replace('房东后来答应按合同租到期，也没再提涨租的事。', '我们后来答应月底搬走。');
    for (const near of [
      refused,
      hoped,
      // the student's side giving way
      gaveWay,
      // a quarrel: no text read
      '房东要提前收回门面，我跟房东说他不能这样，吵了一架，房东后来同意了。',
      // the text read for oneself, nobody told
      '我看了一遍自己的劳动合同，知道公司应当交社保，后来我就安心上班了。',
      // told before anything was read
      '我跟房东说他不能提前收回，房东同意了，后来我又看了一遍租赁合同。',
      // the steps as a list in one clause
      '看了合同、告诉对方不能、同意了、退了',
    ])
      expect(tellsAskedAct(q('legal-02'), near)).toBe(false);
    expect(scoreOne(q('legal-02'), refused, LEGAL).score).toBeLessThan(scoreOne(q('legal-02'), SHOPFRONT, LEGAL).score);
  });

  it('lifts no pastime, and keeps a string of the law\'s words a gaming answer', () => {
    for (const pastime of OFF_TOPIC) expect(tellsAskedAct(q('legal-02'), pastime)).toBe(false);
    const stuffed = '法律知识：看了合同，查了民法典，告诉对方不能违约，说明应当赔偿，同意了，退了，法条，规定，检索，方案，维权，结果。';
    expect(scoreOne(q('legal-02'), stuffed, LEGAL).score).toBeLessThanOrEqual(40);
  });

  it('reads 5,000 characters of near matches quickly', () => {
    const hostile = '我帮他看了租赁合同，跟房东说他不能收回，希望房东能同意，'.repeat(200).slice(0, 5000);
    expect(tellsAskedAct(q('legal-02'), hostile)).toBe(false);
    expectWithinMs(() => tellsAskedAct(q('legal-02'), hostile), WHOLE_READ_MS);
  });
});

// 讲一次你参加模拟法庭、法律竞赛或实习办案的经历。 — its result the settlement signed, no figure
const BOUNDARY =
  '大三暑假我在一家律所实习，跟着律师办一起宅基地纠纷。两户人家为一堵院墙的位置争了好几年，我负责整理证据，把双方的宅基地证、村里的会议记录和照片按时间排好，还发现证上的尺寸和现场量的对不上。律师拿着这一点去跟双方谈，最后双方签了调解协议，院墙按证上的位置重砌。';

describe('interview.star.settled and came-round-later.terms: a dispute\'s outcome told in words', () => {
  it('reads a settlement signed or reached, a claim dropped or won, and a consent by its terms', () => {
    for (const told of ['最后双方签了调解协议', '两家签下了和解协议书', '最后达成了和解', '调解成功了', '对方第二周就撤诉了', '这个案子我们胜诉了'])
      expect(SETTLED.test(told)).toBe(true);
    for (const told of ['房东后来同意按原合同租到期', '最后店长答应退一半', '后来房东同意了'])
      expect(CAME_ROUND_LATER.test(told)).toBe(true);
    expect(starOf(BOUNDARY, BOUNDARY).present).toContain('result');
    expect(scoreOne(q('legal-10'), BOUNDARY, LEGAL).score).toBeGreaterThanOrEqual(65);
  });

  it('reads no settlement hoped for, to come or failed, and no consent guessed or refused', () => {
    for (const said of ['希望双方能达成和解', '准备签调解协议', '双方要签协议', '调解没成功', '没有达成和解', '我会去调解'])
      expect(SETTLED.test(said)).toBe(false);
    for (const said of ['房东后来可能会同意', '希望房东后来能同意', '房东后来不同意', '后来他同意不了'])
      expect(CAME_ROUND_LATER.test(said)).toBe(false);
    const awaited = BOUNDARY.replace('最后双方签了调解协议，院墙按证上的位置重砌。', '后来我实习期满就回学校了。');
    expect(starOf(awaited, awaited).present).not.toContain('result');
    expect(scoreOne(q('legal-10'), awaited, LEGAL).score).toBeLessThan(scoreOne(q('legal-10'), BOUNDARY, LEGAL).score);
  });

  it('matches 5,000 characters of near matches in well under 50 ms', () => {
    for (const [pattern, unit] of [[SETTLED, '希望双方能签调解协'], [CAME_ROUND_LATER, '房东后来可能同意']] as const) {
      const hostile = unit.repeat(Math.ceil(5000 / unit.length)).slice(0, 5000);
      expect(pattern.test(hostile)).toBe(false);
      expectWithinMs((i) => pattern.test(`${i}${hostile}`), 50);
    }
  });
});

describe('interview.sentences.gathered-list.apposition: a list counted back with 这四个', () => {
  it('keeps the list whole and said, so a short correct answer is read as speech', () => {
    const apposed = sentencesOf('就是ACID，原子性、一致性、隔离性、持久性这四个。');
    expect(apposed.sentences[0]).toContainEqual({ text: '原子性、一致性、隔离性、持久性这四个', said: true });
    const short = '就是ACID，原子性、一致性、隔离性、持久性这四个。隔离级别从低到高是读未提交、读已提交、可重复读、串行化。';
    expect(scoreOne(q('java-08'), short, { category: 'Java开发', group: '技术' }).score).toBeGreaterThanOrEqual(50);
  });

  it('still cuts a list with no demonstrative count after it, or one left open', () => {
    for (const list of ['原子性、一致性、隔离性、持久性', '原子性、一致性、隔离性、持久性四个', '比如毛利率、净利率、净资产收益率这些', '导入、新授、练习、小结这几个', 'Java、MySQL、Redis、Spring'])
      expect(sentencesOf(list).sentences[0]!.length).toBeGreaterThan(1);
    const salad = '首先 ACID 其次 原子性、一致性、隔离性、持久性这四个 然后 读未提交 读已提交 可重复读 串行化 最后 提升50%';
    expect(scoreOne(q('java-08'), salad, { category: 'Java开发', group: '技术' }).score).toBeLessThanOrEqual(40);
  });

  it('reads 5,000 characters of near matches quickly', () => {
    const hostile = '原子性、一致性、隔离性、持久性这四'.repeat(300).slice(0, 5000);
    expectWithinMs(() => sentencesOf(hostile), WHOLE_READ_MS);
  });
});
