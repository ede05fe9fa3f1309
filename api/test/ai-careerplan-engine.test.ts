import type { OccupationMatch } from '@campus/shared-utils/shapes';
import { readParagraphs } from '../src/ai/careerplan/model-analysis';
import { buildPlan, graduationYearOf, semesters } from '../src/ai/careerplan/plan';
import { pickTargets, showsSkill } from '../src/ai/careerplan/targets';

/** Midnight-ish China time of a date (UTC+8). */
const china = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 2);
const labels = (now: number, year: number) => semesters(now, year).map((t) => t.label);
const occupation = (name: string, categories: string[], match = 100): OccupationMatch => ({ name, riasec_code: 'IRA', match, description: '', categories, positions: 0 });

describe('the career book engine', () => {
  it('counts semesters from the current one to graduation in June, January in the first and summer in the second', () => {
    expect(labels(china(2025, 10, 15), 2026)).toEqual(['2025-2026学年第一学期', '2025-2026学年第二学期']);
    expect(labels(china(2026, 1, 20), 2026)).toEqual(['2025-2026学年第一学期', '2025-2026学年第二学期']);
    expect(labels(china(2026, 2, 1), 2027)).toEqual(['2025-2026学年第二学期', '2026-2027学年第一学期', '2026-2027学年第二学期']);
    expect(labels(china(2026, 7, 20), 2026)).toEqual(['2025-2026学年第二学期']);
    // already graduated: the current semester only; far away: at most eight
    expect(labels(china(2026, 11, 22), 2026)).toEqual(['2026-2027学年第一学期']);
    expect(labels(china(2025, 9, 1), 2035)).toHaveLength(8);
    // 31 Aug 23:00 China time is still the second semester (UTC says 31 Aug 15:00)
    expect(labels(Date.UTC(2026, 7, 31, 15), 2028)[0]).toBe('2025-2026学年第二学期');
    expect(labels(Date.UTC(2026, 7, 31, 16), 2028)[0]).toBe('2026-2027学年第一学期');
  });

  it('takes the resume’s graduation year, else four years from now', () => {
    expect(graduationYearOf(2027, china(2025, 10, 1))).toBe(2027);
    expect(graduationYearOf(0, china(2025, 10, 1))).toBe(2029);
  });

  it('plans by how far graduation is: basics and general certificates early, the field’s certificates and internships later, jobs last', () => {
    const terms = semesters(china(2025, 10, 15), 2029);
    const plan = buildPlan(terms, [{ role: '会计', riasec_code: 'CIE', why: '', have: [], missing: [] }], ['财会金融'], []);
    expect(plan).toHaveLength(8);
    expect(plan[0]!.actions.find((a) => a.kind === 'certificate')!.text).toBe('准备大学英语四级（CET-4）');
    expect(plan[5]!.actions.find((a) => a.kind === 'certificate')!.text).toMatch(/初级会计|证券从业|CPA/);
    expect(plan[5]!.actions.some((a) => a.kind === 'internship')).toBe(true);
    expect(plan[6]!.actions.map((a) => a.kind)).toEqual(['internship', 'job']);
    expect(plan[7]!.actions[0]!.kind).toBe('job');
    expect(plan.flatMap((p) => p.actions).every((a) => a.link === '')).toBe(true);
    // eight semesters of a student graduating in 2035 are all early ones: no job hunting yet
    const far = buildPlan(semesters(china(2025, 10, 15), 2035), [], [], []);
    expect(far).toHaveLength(8);
    expect(far.flatMap((p) => p.actions).some((a) => a.kind === 'job' || a.kind === 'internship')).toBe(false);
    // a graduate's one semester is the job hunt
    expect(buildPlan(semesters(china(2026, 11, 22), 2026), [], [], [])[0]!.actions[0]!.kind).toBe('job');
  });

  it('picks targets in different categories, two at least when the matches share theirs', () => {
    const list = [occupation('前端', ['前端开发', '全栈开发']), occupation('全栈', ['全栈开发']), occupation('安卓', ['Android开发']), occupation('苹果', ['iOS开发']), occupation('游戏', ['游戏开发'])];
    expect(pickTargets(list).map((o) => o.name)).toEqual(['前端', '安卓', '苹果']);
    expect(pickTargets([occupation('Java', ['Java开发']), occupation('Java2', ['Java开发'], 75)]).map((o) => o.name)).toEqual(['Java', 'Java2']);
    expect(pickTargets([])).toEqual([]);
  });

  it('finds a skill by its name or an alias of the skills dictionary, Latin words whole', () => {
    expect(showsSkill('熟悉 JS 与 ES6', 'JavaScript')).toBe(true);
    expect(showsSkill('熟悉 Java', 'JavaScript')).toBe(false);
    expect(showsSkill('熟悉 JavaScript', 'Java')).toBe(false);
    expect(showsSkill('使用Golang开发', 'Go')).toBe(true);
  });

  it('takes 2-6 plain paragraphs from the model, and refuses anything else', () => {
    expect(readParagraphs('## 自我分析\n\n第一段。\n\n- 第二段。')).toEqual(['第一段。', '第二段。']);
    expect(() => readParagraphs('只有一段。')).toThrow();
    expect(() => readParagraphs(Array.from({ length: 7 }, (_, i) => `第${i}段`).join('\n'))).toThrow();
  });
});
