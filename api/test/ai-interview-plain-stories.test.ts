import { bankQuestion } from '../src/ai/interview/bank';
import { tellsAskedAct } from '../src/ai/interview/acts';
import { TOLD_SHIFT, TRUSTED_AGAIN } from '../src/ai/interview/outcomes-reported';
import { starOf } from '../src/ai/interview/star';
import { namesAskedMatter, toldOfAskedMatter } from '../src/ai/interview/stories';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Plain stories judged off their questions: a coordination that sought its parties out (interview.story.act.sought-out),
 * a design work named by its page (synonyms.ts MATTER_TOLD 作品), and outcomes told as a shift those served report
 * (interview.star.told-shift), the trust the work earned (interview.star.trusted-again) or complaints that stopped.
 * Written for these tests: none is an item of a rated set.
 */
const COORDINATE = bankQuestion('buyer-09')!;
const UI = bankQuestion('ui-01')!;
const PRESSURE = bankQuestion('common-04')!;

// 讲一次你协调多方完成紧急任务的经历。 — the parties called and sought out, the event held on its day
const GUEST_STRANDED =
  '大二我在学院学生会管外联，有一次讲座前一天，请来的嘉宾说高铁停运了来不了。我先打电话问清楚他那边能不能上网，然后找辅导员商量改成线上讲，又跟报告厅那边说好把场地换成能投屏的小教室，晚上在群里通知了大家。第二天讲座还是按时开始了，同学们在教室里看直播，一点没耽误。';
// 请介绍一个你最满意的设计作品，说说你的设计思路。 — the work named by its page, the result in the owner's words
const BAKERY_PAGE =
  '我最满意的是给学校门口一家面包店做的小商城首页。老板想显得温暖一点，我就用了奶黄色做底，标题用圆一点的字，面包都在窗边自然光下拍，角度一致。分类我按早餐、下午茶、蛋糕来分，因为老板说客人都是按时候来买的。老板说打电话来问有没有货的少了。';
// 你在压力很大的情况下是如何工作的？请举例说明。 — the result: the owner asking the student back
const SUMMER_STALL =
  '压力大的时候我先把事情排个先后。去年暑假我在亲戚的水果店帮忙，正赶上荔枝上市，店里要看摊，还要接群里的团购单。我跟表姐商量好，白天我守店，团购的单子晚上关门后一起分拣，第二天早上配送。那半个月每天都挺累，但心里有数。老板后来还让我寒假再去帮忙。';

describe('interview.story.act.sought-out: a coordination whose parties were sought out', () => {
  it('reads the act told, and none in a plan or with no one found', () => {
    expect(tellsAskedAct(COORDINATE, GUEST_STRANDED)).toBe(true);
    const plan = '遇到这种情况，我会先打电话问清楚，再找老师商量，然后跟场地那边说好，保证活动按时开始。';
    expect(tellsAskedAct(COORDINATE, plan)).toBe(false);
    const noOne = GUEST_STRANDED.replace('然后找辅导员商量改成线上讲', '然后找不到人商量，只能自己改成线上讲');
    expect(tellsAskedAct(COORDINATE, noOne)).toBe(false);
  });
});

describe('interview.star.told-shift / trusted-again: a plain story\'s outcome told in words', () => {
  it('reads a shift those served report and the trust the work earned', () => {
    for (const said of ['店主说顾客问路的少了', '老师反馈交错作业的少了很多', '老板说来退货的人多了', '店主挺满意，说顾客问路的少了']) expect(TOLD_SHIFT.test(said)).toBe(true);
    for (const said of ['老板后来还让我暑假再去帮忙', '老师后来也让我帮忙核别的表了', '店长之后又找我去带新人']) expect(TRUSTED_AGAIN.test(said)).toBe(true);
    expect(starOf('我把排班表重新排了一遍，后来没再收到迟到的投诉。').present).toContain('result');
  });

  it('reads none in a hope, a plan, the student\'s own view, a thing found lacking or a task set', () => {
    for (const said of ['希望老板说问的人少了', '老板说以后会少的', '我觉得问的人少了', '用户说页面上的按钮少了', '老板说要来的人少了']) expect(TOLD_SHIFT.test(said)).toBe(false);
    for (const said of ['老板让我去帮忙', '希望老师以后还让我帮忙', '老师后来让我重新做一遍', '老板后来还让我要继续']) expect(TRUSTED_AGAIN.test(said)).toBe(false);
    expect(starOf('我把排班表重新排了一遍，后来没再提这件事。').present).not.toContain('result');
  });
});

describe('a plain story judged on its question', () => {
  it('names a design work by its page, in the student\'s own clause only', () => {
    expect(namesAskedMatter(UI, BAKERY_PAGE)).toBe(true);
    expect(toldOfAskedMatter(UI, '首页：奶黄色底，圆体字，自然光拍图，按场景分类。')).toBe(false);
  });

  it('makes each plain story an example on its question', () => {
    for (const [question, story, category, group] of [[COORDINATE, GUEST_STRANDED, '采购专员', '供应链'], [UI, BAKERY_PAGE, 'UI设计师', '设计'], [PRESSURE, SUMMER_STALL, '人力资源', '职能']] as const) {
      expect(starOf(story).example).toBe(true);
      const scored = scoreOne(question, story, { category, group });
      expect(scored.score).toBeGreaterThanOrEqual(60);
    }
    // without its outcome the stall story tells none
    expect(starOf(SUMMER_STALL.replace('老板后来还让我寒假再去帮忙。', '以后我还想去。')).example).toBe(false);
  });

  it('does not lift a list of terms or an off-topic story closing on the phrases', () => {
    const salad = '设计作品 首页 用户 风格 配色 交互 规范 组件 反馈 数据 效果。店主说问路的少了。老板后来还让我再去帮忙。';
    expect(scoreOne(UI, salad, { category: 'UI设计师', group: '设计' }).score).toBeLessThanOrEqual(40);
    const match = '大三我在院篮球队当队长，有一次决赛前一天，主力崴了脚。我先打电话问了队医，然后找教练商量换人，又跟对方队长说好比赛推后半小时。后来比赛按时打完了，我们拿了第二。';
    expect(scoreOne(UI, match, { category: 'UI设计师', group: '设计' }).score).toBeLessThanOrEqual(40);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '店主挺满意，说问路的要少了，老板后来还让我要，找不到人商量，没再提'.repeat(200).slice(0, 5000);
    for (const pattern of [TOLD_SHIFT, TRUSTED_AGAIN]) expectWithinMs((i) => pattern.test(`${i}${hostile}`), 50);
    expectWithinMs((i) => starOf(`${i}${hostile}`), WHOLE_READ_MS);
    expectWithinMs((i) => tellsAskedAct(COORDINATE, `${i}${hostile}`), WHOLE_READ_MS);
  });
});
