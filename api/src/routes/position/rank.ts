import type { Candidate } from '../../db/repositories/recommend';

/** What the ranking knows of a student: the job intention and the resume's major, degree and year. */
export type Profile = {
  categories: string[];
  cities: string[];
  salaryMin: number;
  salaryMax: number;
  /** 校招, 实习 or 社招; '' when not chosen */
  nature: string;
  major: string;
  /** 0 unknown, 1 大专, 2 本科, 3 硕士, 4 博士 */
  degree: number;
  graduationYear: number;
};

export type Ranked = Candidate & { score: number; reasons: string[] };

const EDUCATION_RANK: Record<string, number> = { 大专: 1, 本科: 2, 硕士: 3, 博士: 4 };
const DAY = 24 * 3600_000;

/** Whether a profile says anything the ranking can use. */
export function hasSignal(p: Profile): boolean {
  return p.categories.length > 0 || p.cities.length > 0 || p.nature !== '' || p.salaryMin > 0 || p.salaryMax > 0 || p.major !== '' || p.graduationYear > 0;
}

/** The major's stem found in position texts: 计算机科学与技术 → 计算, 会计学 → 会计, 市场营销 → 市场. */
const majorStem = (major: string) => major.trim().slice(0, 2);

/**
 * Rule-based score of one position for a profile, with the short reasons that earned it, strongest
 * first. Weights: intended category 40, city 25, salary 15, nature 10, graduation year 10, major 10,
 * education 5 (an education above the student's degree costs 20), freshness up to 5.
 */
export function rankPosition(c: Candidate, p: Profile, now: number): Ranked {
  const hits: [number, string][] = [];
  let score = 0;
  const add = (points: number, reason?: string) => {
    score += points;
    if (reason) hits.push([points, reason]);
  };
  if (p.categories.includes(c.category_label)) add(40, `匹配你的意向职位：${c.category_label}`);
  if (c.city && p.cities.includes(c.city)) add(25, `匹配你的意向城市：${c.city}`);
  if ((p.salaryMin > 0 || p.salaryMax > 0) && c.salary_max > 0 && c.salary_max >= p.salaryMin && (p.salaryMax === 0 || c.salary_min <= p.salaryMax)) {
    add(15, `薪资符合你的期望：${c.salary_str}`);
  }
  if (p.nature && c.nature === p.nature) add(10, `符合你期望的工作性质：${p.nature}`);
  if (p.graduationYear > 0 && c.graduation_year === p.graduationYear) add(10, `面向${p.graduationYear}届毕业生`);
  const stem = majorStem(p.major);
  if (stem.length === 2 && `${c.title}\n${c.description}\n${c.requirements}`.includes(stem)) add(10, `与你的专业相关：${p.major}`);
  const needed = EDUCATION_RANK[c.education] ?? 0;
  if (p.degree > 0) {
    if (needed <= p.degree) add(5, needed > 0 ? `学历要求符合：${c.education}` : undefined);
    else add(-20);
  }
  const age = now - c.publish_at;
  if (age < 7 * DAY) add(5);
  else if (age < 30 * DAY) add(2);
  hits.sort((a, b) => b[0] - a[0]);
  return { ...c, score, reasons: hits.slice(0, 3).map(([, r]) => r) };
}

/** Ranks candidates: best score first, newer first among equals. */
export function rankAll(candidates: Candidate[], p: Profile, now: number): Ranked[] {
  return candidates.map((c) => rankPosition(c, p, now)).sort((a, b) => b.score - a.score || b.publish_at - a.publish_at || b.id - a.id);
}
