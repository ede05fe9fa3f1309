import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { starOf } from '../src/ai/interview/star';
import { caseInFullOfSubject, toldPractice } from '../src/ai/interview/stories';
import { STORY_CONTENT } from '../src/ai/interview/weights';

/**
 * interview.story.practice.in-full: a how-to question (如何利用信息技术辅助教学) answered by a case of the student's own
 * told in full (where, what they did, what came of it) that carries the very subject asked through it (平板, 希沃) is
 * the how, however few of the bank's other concepts (课件, 在线, 互动) it says. Against the near-misses: no result, the
 * subject named only at the opening to turn from it, a side concept only.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };

const TEACHER = q('teacher-13');
const TABLET_LESSON =
  '去年实习时我在县里一所初中教地理，讲等高线。课本上的图学生总看不懂，我用希沃白板做了一个能拖动的山体模型，让学生上来转着看。后来又让他们用平板在地图软件上找自己村子附近的山。那节课几乎没人走神。单元小测里等高线那道题，班上四十二个人有三十五个做对了。我也发现希沃的动画不能放太多，后来每节课只留一个。';
const NO_RESULT =
  '去年实习时我在县里一所初中教地理，讲等高线。课本上的图学生总看不懂，我用希沃白板做了一个能拖动的山体模型，让学生上来转着看。后来又让他们用平板在地图软件上找自己村子附近的山。我也想过希沃的动画放多少合适。';
const TURNED =
  '信息技术这个，其实我对平板的兴趣是从打游戏开始的。我初中就开始玩各种手游，最喜欢策略类的，去年还在学校电竞社办了一场比赛，来了一百多人，主题叫“我的平板时代”。我觉得游戏让我学会了专注。';

const inFull = (answer: string) => caseInFullOfSubject(TEACHER, answer, starOf(answer), keywordCoverage(answer, TEACHER).covered);

describe('interview.story.practice.in-full: a case told in full that carries the subject asked', () => {
  it('takes a lesson told in full with the technology carried through it as the how', () => {
    expect(inFull(TABLET_LESSON)).toBe(true);
    const a = analyzeAnswer(TEACHER, TABLET_LESSON, timing);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT * 0.8);
  });

  it('does not take the same case without its result', () => {
    expect(starOf(NO_RESULT).present).not.toContain('result');
    expect(inFull(NO_RESULT)).toBe(false);
  });

  it('does not take a subject named at the opening and once in a title, turning to a pastime', () => {
    expect(inFull(TURNED)).toBe(false);
    expect(toldPractice(TEACHER, TURNED, starOf(TURNED), { chars: TURNED.length, relevance: 20, particulars: 4, covered: keywordCoverage(TURNED, TEACHER).covered })).toBe(false);
  });

  it('does not take a case whose only concept is a side one, not the subject asked', () => {
    // 互动 is a concept of the question, not its subject (信息技术)
    const side = '去年实习时我在一所初中教语文，课上我让学生分组互动讨论，每组上来讲一段。后来我又让他们互相点评，互动多了以后课堂气氛好多了，期末大家的作文分数也提高了。';
    expect(inFull(side)).toBe(false);
  });
});

/**
 * interview.story.practice.in-full.failure-modes (synonyms.ts 不良): a part failing again and again, told as an intern
 * tells it by its failure modes (老是漏油, 断了, 磨得, 退回来, 没再漏), carried through a case told in full, is the
 * question's matter (质量, 不良) for 如果生产中某个零件频繁出现质量问题，你会怎么分析解决.
 */
const PART = q('mech-04');
const GEARBOX =
  '我在一家农机厂实习的时候，有一批减速箱老是漏油，三个月退回来十几台。我跟着师傅拆开看，油封的唇口磨得很厉害，一边有划痕。再量轴的表面，粗糙度超了，轴承座也有点偏。后来轴改成磨削加工，装油封前加了一道检查。第二批出去的一百多台，一台都没再漏。';
const partInFull = (answer: string) => caseInFullOfSubject(PART, answer, starOf(answer), keywordCoverage(answer, PART).covered);

describe('interview.story.practice.in-full.failure-modes: a part failing told by its failure modes', () => {
  it('takes a case told in full that carries the leak through it as the quality problem asked', () => {
    expect(keywordCoverage(GEARBOX, PART).covered).toContain('质量');
    expect(partInFull(GEARBOX)).toBe(true);
    expect(analyzeAnswer(PART, GEARBOX, timing).on_topic).toBe(true);
  });

  it('does not take a failure named once at the opening and then left for a pastime', () => {
    const left = '我家的水龙头老是漏水，后来我就去学了修东西。我大二在社团组织过一次骑行，去了三十多个人，路线是我定的，大家都说很开心。那次活动让我学会了统筹。';
    expect(partInFull(left)).toBe(false);
  });

  it('does not take the same case without its result', () => {
    const open = '我在一家农机厂实习的时候，有一批减速箱老是漏油，三个月退回来十几台。我跟着师傅拆开看，油封的唇口磨得很厉害，一边有划痕。再量轴的表面，粗糙度超了。';
    expect(partInFull(open)).toBe(false);
  });
});
