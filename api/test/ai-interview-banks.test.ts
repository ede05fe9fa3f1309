import { bankQuestion, planInterview, professionalBank, type Bank, type BankQuestion } from '../src/ai/interview/bank';
import { BANKS, COMMON } from '../src/ai/interview/banks';
import { jobMatch } from '../src/ai/interview/job-match';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { starOf } from '../src/ai/interview/star';
import { FULL_COVERAGE } from '../src/ai/interview/weights';
import { CATEGORIES } from '../src/seed/home/categories';

const ALL: Bank[] = [COMMON, ...BANKS];
const questions = ALL.flatMap((b) => b.questions.map((q) => ({ bank: b.category, q })));

/** What a question holds for its follow-up and, in the common bank, per job-category group (read as the files hold them). */
type FollowUpFields = { follow_up_keywords: string[][]; follow_up_points: string[]; follow_up_sample: string; group_samples?: Record<string, string> };
const withFollowUp = (q: BankQuestion) => q as BankQuestion & FollowUpFields;
/** The job-category groups whose students get their own sample answers to the common questions. */
const SAMPLE_GROUPS = ['技术', '财会金融', '供应链', '工程制造', '传媒', '职能', '市场销售', '运营', '医疗', '产品', '教育', '其他', '设计'];
/** A reference answer earns full keyword marks (FULL_COVERAGE) and tells an example where the rubric asks for one, so it draws no follow-up. */
const meetsRubric = (q: BankQuestion, answer: string) => keywordCoverage(answer, q).ratio >= FULL_COVERAGE && !(q.example && !starOf(answer).example);
const isTerms = (terms: unknown) => Array.isArray(terms) && terms.every((t) => typeof t === 'string' && t.length > 0 && t.trim() === t);

describe('interview banks', () => {
  it('hold a common bank and professional banks for at least 20 site job categories, each with at least 15 questions', () => {
    expect(COMMON.questions.length).toBeGreaterThanOrEqual(15);
    expect(COMMON.questions[0]!.text).toContain('自我介绍');
    expect(BANKS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(BANKS.map((b) => b.category)).size).toBe(BANKS.length);
    for (const bank of BANKS) {
      const seed = CATEGORIES.find((c) => c.label === bank.category);
      expect([bank.category, seed?.group]).toEqual([bank.category, bank.group]);
      expect(bank.questions.length).toBeGreaterThanOrEqual(15);
      // each bank asks for a concrete example somewhere, not only knowledge
      expect(bank.questions.some((q) => q.example)).toBe(true);
    }
  });

  it('give every question keywords with synonyms, points, a rubric, a follow-up and a sample answer', () => {
    expect(new Set(questions.map(({ q }) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map(({ q }) => q.text)).size).toBe(questions.length);
    for (const { q } of questions) {
      expect(q.text).toMatch(/[？。]$/);
      expect(q.keywords.length).toBeGreaterThanOrEqual(4);
      expect(q.keywords.some((k) => k.length > 1)).toBe(true);
      for (const k of q.keywords) expect(k.every((term) => term.trim() === term && term.length > 0)).toBe(true);
      expect(q.points.length).toBeGreaterThanOrEqual(2);
      expect(q.rubric.length).toBeGreaterThanOrEqual(1);
      expect(q.follow_up).toMatch(/？$/);
      expect([...q.sample].length).toBeGreaterThanOrEqual(80);
      expect(bankQuestion(q.id)).toBe(q);
    }
  });

  it('have sample answers that meet their own rubric: no follow-up, most concepts covered, an example where one is asked', () => {
    const failing = questions.filter(({ q }) => !meetsRubric(q, q.sample));
    expect(failing.map(({ q }) => [q.id, keywordCoverage(q.sample, q).missing, q.example && !starOf(q.sample).example])).toEqual([]);
  });

  it('give every question what a good answer to its follow-up names, its points and a sample that names them', () => {
    const badShape = questions.filter(({ q }) => {
      const f = withFollowUp(q);
      const concepts = f.follow_up_keywords;
      const chars = typeof f.follow_up_sample === 'string' ? [...f.follow_up_sample].length : 0;
      return !(
        Array.isArray(concepts) && concepts.length >= 3 && concepts.length <= 6 &&
        concepts.every((c) => isTerms(c) && c.length >= 1 && c.every((t) => /^[\x20-\x7e]+$/.test(t) || [...t].length > 1)) &&
        isTerms(f.follow_up_points) && f.follow_up_points.length >= 2 && f.follow_up_points.length <= 4 &&
        chars >= 80 && chars <= 220
      );
    });
    expect(badShape.map(({ q }) => q.id)).toEqual([]);
    // the follow-up's sample names at least half its concepts, matched as the engine matches an answer (interview.keywords)
    const unnamed = questions.filter(({ q }) => keywordCoverage(withFollowUp(q).follow_up_sample, { keywords: withFollowUp(q).follow_up_keywords }).ratio < 0.5);
    expect(unnamed.map(({ q }) => [q.id, keywordCoverage(withFollowUp(q).follow_up_sample, { keywords: withFollowUp(q).follow_up_keywords }).missing])).toEqual([]);
  });

  it('give every common question a sample answer for each job-category group, each its own', () => {
    for (const q of COMMON.questions) {
      const samples = withFollowUp(q).group_samples ?? {};
      expect([q.id, Object.keys(samples).sort()]).toEqual([q.id, [...SAMPLE_GROUPS].sort()]);
      for (const group of SAMPLE_GROUPS) expect([q.id, group, [...samples[group]!].length >= 60]).toEqual([q.id, group, true]);
      expect(new Set(Object.values(samples)).size).toBe(SAMPLE_GROUPS.length);
    }
    // each meets the question's own rubric, as its neutral sample does
    const failing = COMMON.questions.flatMap((q) =>
      Object.entries(withFollowUp(q).group_samples ?? {})
        .filter(([, sample]) => !meetsRubric(q, sample))
        .map(([group, sample]) => [q.id, group, keywordCoverage(sample, q).missing, q.example && !starOf(sample).example]),
    );
    expect(failing).toEqual([]);
    // the self-introduction is told by a student of the group's field, not one front-end student for all: it names a
    // category of the group as the site calls it (label, alias or a job title)
    const intro = withFollowUp(COMMON.questions[0]!).group_samples!;
    const offField = SAMPLE_GROUPS.filter((group) => {
      const names = CATEGORIES.filter((c) => c.group === group).flatMap((c) => [c.label, c.alias, ...c.titles]);
      return names.length === 0 || keywordCoverage(intro[group]!, { keywords: [names] }).ratio < 1;
    });
    expect(offField).toEqual([]);
  });

  it("have sample answers that together speak the language of their job (interview.match)", () => {
    for (const bank of BANKS) expect([bank.category, jobMatch(bank.questions.map((q) => q.sample), bank.category, bank.group).score]).toEqual([bank.category, 100]);
  });

  it('fall back to the nearest group for a category without its own bank, else to the common bank', () => {
    expect(professionalBank('前端开发', '技术')!.category).toBe('前端开发');
    const design = CATEGORIES.find((c) => c.label === '视觉设计')!;
    expect(BANKS.some((b) => b.category === '视觉设计')).toBe(false);
    expect(professionalBank(design.label, design.group)!.group).toBe('设计');
    expect(professionalBank('不存在的岗位', '')).toBeUndefined();
    const plan = planInterview('不存在的岗位', '', 2, 5, 7);
    expect(plan.every((p) => p.id.startsWith('common-'))).toBe(true);
    // every category of the site gets a full interview
    for (const c of CATEGORIES) expect(planInterview(c.label, c.group, 2, 8, 1)).toHaveLength(8);
  });
});

describe('planInterview', () => {
  it('opens a 综合面试 with the self-introduction and asks one professional question among common ones', () => {
    const plan = planInterview('Java开发', '技术', 1, 8, 42);
    expect(plan).toHaveLength(8);
    expect(plan[0]).toEqual({ id: COMMON.questions[0]!.id, text: COMMON.questions[0]!.text });
    expect(new Set(plan.map((p) => p.id)).size).toBe(8);
    expect(plan.filter((p) => p.id.startsWith('java-'))).toHaveLength(1);
  });

  it("asks only the category's professional questions in a 专业面试, and common ones where its group has no bank", () => {
    const plan = planInterview('Java开发', '技术', 2, 8, 42);
    expect(plan).toHaveLength(8);
    expect(plan.every((p) => p.id.startsWith('java-'))).toBe(true);
    expect(new Set(plan.map((p) => p.id)).size).toBe(8);
    const trainee = CATEGORIES.find((c) => c.label === '管培生')!;
    expect(planInterview(trainee.label, trainee.group, 2, 5, 42).every((p) => p.id.startsWith('common-'))).toBe(true);
  });

  it('is the same for the same seed and varies with it', () => {
    expect(planInterview('会计', '财会金融', 1, 5, 9)).toEqual(planInterview('会计', '财会金融', 1, 5, 9));
    const plans = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(planInterview('会计', '财会金融', 1, 5, seed))));
    expect(plans.size).toBeGreaterThan(1);
  });
});

describe('professionalBank', () => {
  it("picks the group's bank sharing most keywords with what recruiters look for in the category", () => {
    expect(professionalBank('Python开发', '技术')!.category).toBe('运维工程师');
    expect(professionalBank('机器学习', '技术')!.category).toBe('算法工程师');
  });
});
