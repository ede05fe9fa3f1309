import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { starOf, tellsResult } from '../src/ai/interview/star';
import { caseInFullOfSubject, namesAskedMatter, toldOfAskedMatter } from '../src/ai/interview/stories';
import { expectWithinMs } from './timing';

/*
 * How students tell a story's matter and its outcome in plain words: a leak by the verb alone (synonyms.ts 不良), a
 * product by its kind (synonyms.ts MATTER_TOLD 产品), a result as what was saved (star.ts SAVED) or as what the talk
 * with the one who objected settled (star.ts AGREED). Each against its near misses.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };

const PART = q('mech-04');
const partInFull = (answer: string) => caseInFullOfSubject(PART, answer, starOf(answer), keywordCoverage(answer, PART).covered);
const BOTTLES =
  '我在一家酱油厂的灌装线实习过，有一段时间瓶盖老是漏，一天要挑出来三十多瓶。我把漏的瓶子按班次和灌装头编号记下来，发现都出在三号头。拆开一看，压盖的弹簧断了一截，压力不够。换了弹簧以后每班开机前先试压五瓶，之后漏瓶降到一天两三个。';

describe('interview.story.practice.in-full.failure-modes.leak: a leak told by the verb alone', () => {
  it('takes a case told in full that carries the leak through it as the quality problem asked', () => {
    expect(keywordCoverage(BOTTLES, PART).covered).toContain('质量');
    expect(partInFull(BOTTLES)).toBe(true);
    expect(analyzeAnswer(PART, BOTTLES, timing).on_topic).toBe(true);
  });

  it('does not take a leak named once at the opening and then left', () => {
    const left = '我家的水壶老是漏，后来我就去学了修东西。我大二在社团组织过一次骑行，去了三十多个人，路线是我定的，大家都说很开心。那次活动让我学会了统筹。';
    expect(partInFull(left)).toBe(false);
  });

  it('does not take the same case without its result', () => {
    const open = '我在一家酱油厂的灌装线实习过，有一段时间瓶盖老是漏。我把漏的瓶子按班次和灌装头编号记下来，发现都出在三号头。拆开一看，压盖的弹簧断了一截。';
    expect(partInFull(open)).toBe(false);
  });
});

const PROJECT = q('pm-03');
const BOOKING =
  '我参与过一个给学校食堂做的订餐小程序，我主要负责需求和测试。以前学生中午排队要二十分钟，我在窗口边站了三天，记下哪几个菜最排队。我们做成提前下单、到点取餐，窗口分成取餐和现点两列。用了一个学期，午饭高峰排队缩短到五分钟左右。';

describe('interview.story.matter-named.product-kind: a product named by its kind', () => {
  it('takes a project told of a mini program, an app or a site the student worked on', () => {
    expect(namesAskedMatter(PROJECT, BOOKING)).toBe(true);
    expect(toldOfAskedMatter(PROJECT, BOOKING)).toBe(true);
    const a = analyzeAnswer(PROJECT, BOOKING, timing);
    expect(a.on_topic).toBe(true);
    expect(namesAskedMatter(PROJECT, '我们做了一个给社团用的报名网站，我负责画原型。')).toBe(true);
  });

  it('does not take a kind named outside a clause of the student own', () => {
    expect(namesAskedMatter(PROJECT, '学校的小程序挺好用，很多同学都在用，大家订餐很方便。')).toBe(false);
  });
});

describe('interview.star.saved and interview.star.agreed: an outcome told in words', () => {
  it('reads what the change saved as a result', () => {
    for (const said of ['改完配筋反而省了一点', '后来改稿的时候省了不少事', '换了流程以后节省了一半的时间', '一年下来省了两万多块钱']) expect(tellsResult(said)).toBe(true);
    // a saving told in a short clause of its own is read in the whole answer
    const story = '我在学院做海报时老是手动对齐，后来学了自动布局，我给社团做活动页，改字时框能自己撑开，省了不少事。';
    expect(starOf('我在学院做海报时老是手动对齐，后来学了自动布局，我给社团做活动页，改字时框能自己撑开', story).present).toContain('result');
  });

  it('does not read an aim, a hope or a province as a saving', () => {
    for (const said of ['为了省事我直接复制了', '我觉得能省不少', '想省点钱', '江苏省了解到的情况', '我们省的做法是这样']) expect(tellsResult(said)).toBe(false);
  });

  it('reads an objection settled by a first step agreed as a result', () => {
    for (const said of ['我把两个版本拿给他看，商量下来先试一个月', '沟通完大家决定先做一个点', '讨论之后最后同意先按新版来']) expect(tellsResult(said)).toBe(true);
  });

  it('does not read a talk still to come as a result', () => {
    for (const said of ['我会跟他商量之后先试', '要商量一下', '商量之后再决定', '我打算跟主管沟通完先试', '商量下来定了周二发']) expect(tellsResult(said)).toBe(false);
  });

  it('stays fast on a long answer of near matches', () => {
    const hostile = '为了省事我会跟他商量之后再决定，江苏省了解，想省点钱，漏的老是漏，'.repeat(160).slice(0, 5000);
    expectWithinMs(() => tellsResult(hostile), 50);
    expectWithinMs(() => analyzeAnswer(PART, hostile, timing), 5000, 1);
  });
});
