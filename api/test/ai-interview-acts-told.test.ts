import { analyzeAnswer } from '../src/ai/interview/analysis';
import { askedActs, tellsAskedAct } from '../src/ai/interview/acts';
import { bankQuestion } from '../src/ai/interview/bank';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { expectWithinMs } from './timing';

/**
 * interview.story.act, told as students tell it: an error in the books found by a check, the source read and an entry
 * made (correct-error); a persuasion whose other side wanted one thing only and chose the other in the end, after
 * thinking it over (wants-only, thought-over); a coordination told by the parties called, the matter settled with two
 * of them and the task done on its day (called-and-agreed). Each against the near misses of the same form: a plan, a
 * template, the deeds out of order or missing.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };

const CORRECTED =
  '大三我在一家食品厂的财务部实习，月底对账的时候发现银行存款日记账比对账单多出八百块。我先以为是未达账项，后来调了当月的银行回单一张张看，发现一笔退货退款被记成了收款。我跟主管说了，按她说的做了红字冲销，再按实际金额补记了一笔，月底余额就对上了。';
const PERSUADED =
  '寒假我在表姐的茶叶店帮忙，有位阿姨给老人买茶，只想要最便宜的散装绿茶。我没多推，就泡了两杯让她尝，一杯散装的，一杯明前的，跟她说老人胃不好，明前的更淡一些。她回家想了一晚上，第二天来还是定了明前的那款，只是换成了小罐装。';
const COORDINATED =
  '大二我在学院办运动会，开幕前两天，订好的音响公司说设备被别的活动占了。我负责场务，先打电话问了学校后勤和另一家租赁公司，找到能借的设备后跟团委老师商量了租金，又跟体育部确认了彩排时间不变。最后开幕式按时开始了，音响一次也没掉链子。';

describe('interview.story.act: errors corrected, minds changed after thought, parties called and agreed', () => {
  it('reads the acts the questions ask for', () => {
    expect(askedActs(q('acct-12')).map((a) => a.name)).toContain('correct-error');
    expect(askedActs(q('buyer-09')).map((a) => a.name)).toContain('coordinate-agreed');
    expect(askedActs(q('sales-02')).map((a) => a.name)).toContain('persuade');
  });

  it('finds each act told in the situation\'s words', () => {
    expect(tellsAskedAct(q('acct-12'), CORRECTED)).toBe(true);
    expect(tellsAskedAct(q('sales-02'), PERSUADED)).toBe(true);
    expect(tellsAskedAct(q('buyer-09'), COORDINATED)).toBe(true);
  });

  it('finds no error corrected in a plan, with no source read, or with no entry made', () => {
    // a plan: what the student would do makes no entry
    expect(tellsAskedAct(q('acct-12'), '如果对账时发现差错，我会先核对原始凭证，再做更正分录，保证账实相符。')).toBe(false);
    // found and corrected with no source read against it
    expect(tellsAskedAct(q('acct-12'), '我对账时发现一笔记错了，跟主管说了以后做了红字冲销。')).toBe(false);
    // found and the source read, and only reported
    expect(tellsAskedAct(q('acct-12'), '我对账时发现一笔对不上，翻了原始单据，然后告诉了主管，后面就不是我管了。')).toBe(false);
    // the entry told before the check: no error found, then put right
    expect(tellsAskedAct(q('acct-12'), '我做了一笔调整分录。后来对账，又查了凭证。')).toBe(false);
  });

  it('finds no persuasion where the want was the student\'s own, nobody made the case, or nothing was chosen in the end', () => {
    expect(tellsAskedAct(q('sales-02'), '我只想要卖最贵的那款，就泡了两杯让她尝，她最后定了明前的。')).toBe(false);
    expect(tellsAskedAct(q('sales-02'), '有位阿姨只想要最便宜的散装绿茶，她回家想了一晚上，第二天还是定了明前的。')).toBe(false);
    expect(tellsAskedAct(q('sales-02'), '有位阿姨只想要最便宜的散装绿茶，我泡了两杯让她尝，她选了散装的。')).toBe(false);
  });

  it('finds no coordination in a plan, with one party settled, or with no day reached', () => {
    expect(tellsAskedAct(q('buyer-09'), '遇到紧急任务，我会先打电话联系各方，跟领导确认方案，再跟供应商确认时间，保证按时完成。')).toBe(false);
    // the calls said with a modal before them are planned, whatever day is told after
    expect(tellsAskedAct(q('buyer-09'), '我要先打电话问两家车队，要跟老师商量预算，再跟基地确认时间，最后按时出发了。')).toBe(false);
    expect(tellsAskedAct(q('buyer-09'), '我先打电话问了两家车队，跟老师商量了预算，最后按时出发了。')).toBe(false);
    expect(tellsAskedAct(q('buyer-09'), '我先打电话问了两家车队，跟老师商量了预算，又跟基地确认了时间，那几天很忙。')).toBe(false);
  });

  it('puts each story on its question at a good answer\'s score', () => {
    for (const [id, story, category, group] of [
      ['acct-12', CORRECTED, '会计', '财会金融'],
      ['sales-02', PERSUADED, '销售代表', '市场销售'],
      ['buyer-09', COORDINATED, '采购专员', '供应链'],
    ] as const) {
      expect(analyzeAnswer(q(id), story, timing).on_topic).toBe(true);
      expect(scoreOne(q(id), story, { category, group }).score).toBeGreaterThanOrEqual(60);
    }
  });

  it('lifts no pastime told for the same questions', () => {
    for (const id of ['acct-12', 'buyer-09']) {
      for (const pastime of OFF_TOPIC) expect(tellsAskedAct(q(id), pastime)).toBe(false);
    }
  });

  it('reads a 5,000-character text of near matches within the bound', () => {
    const books = '对账时核对了一下，翻了几张单据看，冲一冲，'.repeat(230);
    const calls = '打了个电话，跟老师商量商量，和他们确认确认，按时，'.repeat(200);
    const wants = '她只想要便宜的，跟她说了说，最后想了想，'.repeat(250);
    expectWithinMs(() => tellsAskedAct(q('acct-12'), books), 50);
    expectWithinMs(() => tellsAskedAct(q('buyer-09'), calls), 50);
    expectWithinMs(() => tellsAskedAct(q('sales-02'), wants), 50);
  });
});
