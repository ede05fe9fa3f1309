import type { OccupationMatch, ResumeContent } from '@campus/shared-utils/shapes';
import { ITEM_LIST, OCCUPATION_LIST } from '../src/ai/assessment/catalogue';
import { buildAssessmentResult } from '../src/ai/assessment/result';
import { writeBook } from '../src/ai/careerplan/build-book';
import CATEGORY_KEYWORDS from '../src/ai/diagnose/category-keywords.json';
import { CATEGORIES } from '../src/seed/home/categories';
import { readParagraphs } from '../src/ai/careerplan/model-analysis';
import { buildPlan, graduationYearOf, semesters } from '../src/ai/careerplan/plan';
import { showsSkill } from '../src/ai/careerplan/show-skill';
import { categoryStem, majorGroups, targetScore } from '../src/ai/careerplan/target-score';
import { TARGET_WEIGHTS } from '../src/ai/careerplan/target-weights';
import { pickTargets } from '../src/ai/careerplan/targets';
import { clearEnd, isFlat } from '../src/ai/assessment/spread';

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

// ——— The book as a careers counsellor would write it (front-end student, graduate, flat answers, closed targets) ———

const V = { version: 1, updated_at: 0 };
const NO_MODEL = { baseUrl: '', apiKey: '', model: '', timeoutMs: 0 };
const NOV_2026 = china(2026, 11, 22);
const FRONT_END_KEYWORDS: string[] = CATEGORY_KEYWORDS.categories['前端开发'];
/** Every job category of the catalogue open, with five positions, unless `closed` names it. */
const openCounts = (closed: readonly string[] = []) => new Map(OCCUPATION_LIST.flatMap((o) => o.categories).map((label) => [label, closed.includes(label) ? 0 : 5]));
const GROUP_OF = new Map(CATEGORIES.map((c) => [c.label, c.group]));

type ResumeFacts = { categories?: string[]; major?: string; graduation?: number; work?: string[]; projects?: [string, string][]; skills?: string };
function resume({ categories = [], major = '', graduation = 0, work = [], projects = [], skills = '' }: ResumeFacts): ResumeContent {
  return {
    basic: { name: '周一鸣', sex: 1, birth_date: '2005-05-02', phone: '13800000009', email: 'a@example.com', city: '临江', school: major ? '临江大学' : '', major, degree: 2, graduation_year: graduation, photo: '', ...V },
    intention: { categories, cities: [], salary_min: 0, salary_max: 0, nature: 0, ...V },
    education_list: [],
    work_list: work.map((position, i) => ({ id: i + 1, kind: 1 as const, company: '临江科技有限公司', position, start_date: '2026-07', end_date: '2026-09', description: '', ...V })),
    project_list: projects.map(([name, description], i) => ({ id: i + 1, name, role: '开发', start_date: '2026-03', end_date: '2026-06', description, ...V })),
    other: { skills, certificates: '', awards: '', languages: '', self_evaluation: '', ...V },
  };
}

/** A result from answers by key: interest by `interest` (R I A S E C), every value and ability item by `rest`. */
function assessed(interest: Record<string, number>, rest: (key: string) => number = () => 3) {
  const answers = new Map(ITEM_LIST.map((item) => [item.id, item.part === 'interest' ? interest[item.key]! : rest(item.key)]));
  return { ...buildAssessmentResult(answers, new Map()), id: 1, created_at: 0 };
}
/** Interest leaning to back-end code (IRC): the code alone would point at Java, Python and C++. */
const IRC = { R: 4, I: 5, A: 2, S: 2, E: 2, C: 4 };

const book = (facts: { resume: ResumeContent; result?: ReturnType<typeof assessed>; now?: number; closed?: string[] }) =>
  writeBook(NO_MODEL, { studentName: '周一鸣', result: facts.result ?? assessed(IRC), resume: facts.resume, groupOf: GROUP_OF, fairs: [], now: facts.now ?? NOV_2026, counts: openCounts(facts.closed) });

const FRONT_END = resume({
  categories: ['前端开发'], major: '软件工程', graduation: 2028,
  work: ['前端开发实习生'], projects: [['校园二手交易平台', '使用 React 和 JavaScript 开发商品列表与下单页面']], skills: 'React、JavaScript、HTML、CSS',
});

describe('the career book as a counsellor would write it', () => {
  it('aims a front-end student at front-end work first, with the front-end gap and practice, not Java or Spring', async () => {
    const written = await book({ resume: FRONT_END });
    const [first] = written.targets;
    expect(first!.role).toBe('前端开发工程师');
    expect(first!.have).toEqual(expect.arrayContaining(['React', 'JavaScript']));
    expect(first!.missing.length).toBeGreaterThan(0);
    for (const k of first!.missing) expect(FRONT_END_KEYWORDS).toContain(k);
    expect(first!.why).toContain('求职意向');
    const practice = written.plan.flatMap((t) => t.actions).filter((a) => a.kind === 'skill').map((a) => a.text).join('\n');
    expect(practice).toMatch(/TypeScript|Vue|Webpack|Node\.js|小程序/);
    expect(practice).not.toMatch(/Java(?!Script)|Spring/);
    expect(first!.missing.join('、')).not.toMatch(/Java(?!Script)|Spring/);
  });

  it('gives a student who graduated in June 2026 a job-search plan in November 2026, not a semester with the thesis', async () => {
    const written = await book({ resume: { ...FRONT_END, basic: { ...FRONT_END.basic, graduation_year: 2026 } } });
    const text = written.plan.flatMap((t) => [t.term, ...t.actions.map((a) => a.text)]).join('\n');
    expect(written.plan_kind).toBe('job_search');
    expect(text).not.toMatch(/毕业设计|论文|学期/);
    expect(text).toContain('春招');
    expect(text).toMatch(/档案/);
    expect(written.plan[0]!.actions[0]).toMatchObject({ kind: 'job' });
    expect(written.plan[0]!.actions[0]!.text).toContain('前端开发工程师');
    expect(written.self_analysis.at(-1)).toContain('已于2026年6月毕业');
    // three years out: social recruiting, no campus season, no paperwork
    const earlier = await book({ resume: { ...FRONT_END, basic: { ...FRONT_END.basic, graduation_year: 2023 } } });
    const earlierText = earlier.plan.flatMap((t) => [t.term, ...t.actions.map((a) => a.text)]).join('\n');
    expect(earlier.plan_kind).toBe('job_search');
    expect(earlierText).toContain('社会招聘');
    expect(earlierText).not.toMatch(/春招|秋招|校招|档案/);
    // a student still in the last semester keeps the thesis
    const last = await book({ resume: FRONT_END, now: china(2028, 3, 10) });
    expect(last.plan_kind).toBe('semesters');
    expect(last.plan.at(-1)!.actions.map((a) => a.text).join('\n')).toContain('毕业设计');
  });

  it('says there is no clear preference when every value, ability and interest item got the same answer', async () => {
    const flat = await book({ resume: FRONT_END, result: assessed({ R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 }) });
    const text = flat.self_analysis.join('\n');
    expect(text).toContain('各项价值观得分接近，暂时没有明显偏好');
    expect(text).toContain('各项能力自评得分接近');
    expect(text).toContain('六种兴趣类型得分接近');
    expect(text).not.toMatch(/最看重|不太在意|以.+为主/);
    // one value clearly ahead is named; the rest, all level, are not ranked
    const one = await book({ resume: FRONT_END, result: assessed(IRC, (key) => (key === 'achievement' ? 5 : 3)) });
    const values = one.self_analysis.find((p) => p.includes('价值观'))!;
    expect(values).toContain('最看重成就感（100分）');
    expect(values).not.toContain('不太在意');
  });

  it('skips a target with no open position here, and keeps the student’s own intention saying it is closed here', async () => {
    const closed = ['Java开发', 'Python开发', 'C/C++开发'];
    const none = await book({ resume: resume({}), closed });
    expect(none.targets.length).toBeGreaterThanOrEqual(2);
    for (const t of none.targets) expect(t.why).not.toContain('暂无在招职位');
    expect(none.targets.map((t) => t.role)).not.toEqual(expect.arrayContaining(['Java后端工程师']));
    expect(none.targetCategories.filter((label) => closed.includes(label))).toEqual([]);

    const own = await book({ resume: resume({ categories: ['Java开发'] }), closed });
    expect(own.targets[0]!.role).toBe('Java后端工程师');
    expect(own.targets[0]!.why).toContain('本站暂无在招职位');
    for (const t of own.targets.slice(1)) expect(t.why).not.toContain('暂无在招职位');
  });
});

describe('the rules the book’s targets and self-analysis are made of, each with a case it fires on and one it does not', () => {
  const none = { intention: [], titles: [], keywords: [], major: '', match: 0 };
  it('weighs intention 40, experience 30, code 20 and major 10, a third of the keywords per keyword shown', () => {
    expect(Object.values(TARGET_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(targetScore({ intention: ['前端开发'], titles: ['前端开发实习生'], keywords: [], major: '软件工程', match: 100 })).toBe(100);
    expect(targetScore({ ...none, intention: ['前端开发'] })).toBe(40);
    expect(targetScore({ ...none, keywords: ['React'] })).toBe(10);
    expect(targetScore({ ...none, keywords: ['React', 'Vue', 'CSS', 'HTML'] })).toBe(30);
    expect(targetScore({ ...none, match: 83 })).toBe(17);
    expect(targetScore(none)).toBe(0);
  });

  it('reads a job title by the stem of a category label, and a major by the groups it prepares for', () => {
    expect(['前端开发', '测试工程师', '数据分析师', 'UI设计师', '教师', '会计'].map(categoryStem)).toEqual(['前端', '测试', '数据分析', 'UI设计', '教师', '会计']);
    expect([...majorGroups('计算机科学与技术')]).toEqual(['技术']);
    expect([...majorGroups('市场营销')]).toEqual(['市场销售', '管理']);
    expect([...majorGroups('考古学')]).toEqual([]);
    expect([...majorGroups('')]).toEqual([]);
  });

  it('calls a part flat below its spread, and names only clear ends, never one out of a tie', () => {
    expect(isFlat('values', [50, 50, 63, 50, 50, 50])).toBe(true);
    expect(isFlat('values', [50, 50, 75, 50, 50, 50])).toBe(false);
    expect(isFlat('interest', [56, 50, 50, 50, 50, 50])).toBe(true);
    expect(isFlat('interest', [63, 50, 50, 50, 50, 50])).toBe(false);
    const v = (label: string, score: number) => ({ label, score });
    const values = [v('成就感', 100), v('独立自主', 75), v('人际关系', 75), v('稳定', 25)];
    // 100, then a tie of two that would pass the limit: the tie is left whole, not cut
    expect(clearEnd('values', values, 'top', 2).map((x) => x.label)).toEqual(['成就感']);
    expect(clearEnd('values', values, 'top', 3).map((x) => x.label)).toEqual(['成就感', '独立自主', '人际关系']);
    expect(clearEnd('values', values, 'bottom', 2).map((x) => x.label)).toEqual(['稳定']);
    expect(clearEnd('values', [v('a', 75), v('b', 50), v('c', 50)], 'bottom', 2).map((x) => x.label)).toEqual(['b', 'c']);
  });
});

