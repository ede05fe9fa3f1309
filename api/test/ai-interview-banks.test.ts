import { bankQuestion, planInterview, professionalBank, type Bank } from '../src/ai/interview/bank';
import { BANKS, COMMON } from '../src/ai/interview/banks';
import { followUpFor } from '../src/ai/interview/follow-up';
import { jobMatch } from '../src/ai/interview/job-match';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { starOf } from '../src/ai/interview/star';
import { CATEGORIES } from '../src/seed/home/categories';

const ALL: Bank[] = [COMMON, ...BANKS];
const questions = ALL.flatMap((b) => b.questions.map((q) => ({ bank: b.category, q })));

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
    const failing = questions.filter(({ q }) => followUpFor(q, q.sample) !== null || keywordCoverage(q.sample, q).ratio < 0.6 || (q.example && !starOf(q.sample).example));
    expect(failing.map(({ q }) => [q.id, keywordCoverage(q.sample, q).missing, q.example && !starOf(q.sample).example])).toEqual([]);
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
