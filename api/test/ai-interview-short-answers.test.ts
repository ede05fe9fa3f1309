import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { listsTerms, longestEnumeration } from '../src/ai/interview/enumeration';
import { isSaid, sentencesOf } from '../src/ai/interview/sentences';
import { asksWhatIsDone, isPredicate } from '../src/ai/interview/told-steps';
import { SAID_FULL, SAID_MIN, SHORT_CHARS } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * Short, correct answers (the rubric's thin 3) that read as keyword lists: a process or the measures asked told as steps
 * (写测试计划，执行测试，提缺陷…然后出报告; 材料堆放整齐，垃圾及时清运), and deeds told with verbs the segmenter mis-tags
 * (我用过用友, Excel用得多, 画了三维图). Written for these tests: none is an item of a rated set.
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const TESTING = bankQuestion('qa-04')!;
const SITE = bankQuestion('civil-14')!;
const CLOSING = bankQuestion('acct-09')!;
const BLACK_BOX = bankQuestion('qa-06')!;
const SOFTWARE = bankQuestion('acct-14')!;
const gamingOf = (question: NonNullable<ReturnType<typeof bankQuestion>>, answer: string) => analyzeAnswer(question, answer, TIMING).gaming;

describe('interview.gaming.enumeration.steps: steps or measures told on a question asking what is done', () => {
  const STEPS = '一般先看需求，写测试计划和用例，搭环境，执行用例，提缺陷、跟踪回归，然后出测试报告。';
  const MEASURES = '现场要围挡起来，材料堆放整齐，道路勤洒水，垃圾及时清运，晚上不施工，车辆冲洗干净再出场。';
  const MONTH_END = '月底先把凭证录完，对一下银行账，计提折旧，结转成本，然后结转损益、出报表。';

  it('asks what is done of 如何, 怎样 and 哪些工作, not of 什么是', () => {
    expect(asksWhatIsDone(TESTING)).toBe(true);
    expect(asksWhatIsDone(SITE)).toBe(true);
    expect(asksWhatIsDone(CLOSING)).toBe(true);
    expect(asksWhatIsDone(BLACK_BOX)).toBe(false);
  });

  it('reads a verb with its object, a verb after how, a one-character verb and a verb’s measure as steps', () => {
    for (const step of ['写测试计划', '然后出测试报告', '提缺陷', '控制噪音', '材料堆放整齐', '勤翻身', '对一下账']) expect(isPredicate(step)).toBe(true);
  });

  it('reads nouns made of a noun and a verb, and verbs that carry nothing, as no steps', () => {
    for (const term of ['需求分析', '回归测试', '缺陷管理', '数据清洗', '测试计划', '提升效率', '优化流程']) expect(isPredicate(term)).toBe(false);
  });

  it('reads 及时 as an adverb, not 及 joining two terms', () => {
    expect(longestEnumeration('垃圾及时清运，材料及早进场')).toBeLessThan(3);
  });

  it('leaves a process told as steps, and measures told as predicates, unflagged and above the gaming items', () => {
    for (const [question, answer] of [[TESTING, STEPS], [SITE, MEASURES], [CLOSING, MONTH_END]] as const) {
      expect(listsTerms(answer, question)).toBe(false);
      expect(gamingOf(question, answer)).toBeNull();
      expect(scoreOne(question, answer, { category: '测试', group: '技术' }).score).toBeGreaterThan(30);
    }
  });

  it('keeps a list of nouns a list, and the same steps a list on a question that asks what a thing is', () => {
    const nouns = '测试流程包括：需求分析、测试计划、测试用例、缺陷管理、回归测试、测试报告、测试环境。';
    expect(gamingOf(TESTING, nouns)).toBe('enumeration');
    expect(gamingOf(SITE, '文明施工：围挡、扬尘控制、噪音控制、垃圾清运、材料堆放、洒水降尘、车辆冲洗、夜间施工管理。')).toBe('enumeration');
    expect(gamingOf(BLACK_BOX, STEPS)).toBe('enumeration');
    expect(scoreOne(TESTING, nouns, { category: '测试', group: '技术' }).score).toBeLessThanOrEqual(40);
  });

  it('makes no steps of a salad of empty verbs', () => {
    const salad = '首先提升效率，其次优化流程，然后实现闭环，最后赋能业务，全面提升，持续优化。';
    expect(gamingOf(TESTING, salad)).not.toBeNull();
    expect(scoreOne(TESTING, salad, { category: '测试', group: '技术' }).score).toBeLessThanOrEqual(40);
  });

  it('reads 5,000 characters of steps and near misses quickly', () => {
    const hostile = '写测试计划，提缺陷、及时清运，需求分析、'.repeat(300).slice(0, 5000);
    expectWithinMs(() => listsTerms(hostile, TESTING), WHOLE_READ_MS);
  });
});

describe('interview.sentences.aspect: a mis-tagged verb with its aspect particle in a short answer', () => {
  const TOLD = '金蝶我用过，实训课上做过一套账。Excel用得比较熟，常用的函数都会。';

  it('reads 用过, 用得, 画了 and 检查一下 as verbs, whatever the segmenter tags them', () => {
    for (const clause of ['我用过用友', 'Excel用得多一点', '用SolidWorks画了三维图', '用ESLint检查一下']) expect(isSaid(clause)).toBe(true);
    for (const clause of ['我用过用友', '用SolidWorks画了三维图']) expect(isSaid(clause, { aspect: false })).toBe(false);
  });

  it('counts a short answer of deeds as said, so it is no keyword list', () => {
    expect(sentencesOf(TOLD).share).toBeGreaterThanOrEqual(SAID_FULL);
    expect(gamingOf(SOFTWARE, TOLD)).toBeNull();
    expect(scoreOne(SOFTWARE, TOLD, { category: '会计', group: '财会金融' }).notes).not.toContain('多是词语罗列，没有说成完整的句子');
  });

  it('keeps the names of the tools a list', () => {
    const names = '用友 金蝶 Excel Word PPT 财务软件 办公软件 函数 数据透视表';
    expect(sentencesOf(names).share).toBeLessThan(SAID_MIN);
    expect(isSaid('用友、金蝶')).toBe(false);
    expect(isSaid('财务软件用友')).toBe(false);
  });

  it('reads a developed answer as before: its clauses are many, one mis-read weighs little', () => {
    const long = `${TOLD}${'在学校参加了学生会，当过宣传部的干事，组织过两次迎新活动，'.repeat(2)}`;
    expect([...long].length).toBeGreaterThanOrEqual(SHORT_CHARS);
    expect(sentencesOf(long).sentences.flat().find((c) => c.text === '金蝶我用过')?.said).toBe(false);
  });

  it('reads 5,000 characters of near misses quickly', () => {
    const hostile = '我用过用友，Excel用得多，画了图，检查一下，'.repeat(250).slice(0, 5000);
    expectWithinMs(() => sentencesOf(hostile), WHOLE_READ_MS);
    // a short answer's clauses are read with the rule; one clause of verbs and particles alone is read in one pass too
    expectWithinMs(() => isSaid('用过画了用得检查一下'.repeat(500)), 50);
  });
});
