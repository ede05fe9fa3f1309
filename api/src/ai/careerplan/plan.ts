import type { CareerTarget, CareerTerm } from '@campus/shared-utils/shapes';
import DATA from './plan-data.json';
import { CHINA_OFFSET_MS, chinaMidnight } from '../../lib/china-time';

/**
 * The book's action plan, one entry per semester from the current one until graduation (in June of the
 * graduation year). A first semester runs from September to January, a second from February to August (the
 * summer belongs to it: internships). What a semester asks depends on how far graduation is: early ones build
 * skills and take general certificates, middle ones the field's certificates, projects and a first internship,
 * the last two the main internship, the autumn and spring recruiting and this site's fairs in them.
 */

export const TERMS_MAX = 8;

export type Fair = { id: number; title: string; start_time: number; place: string };
type GroupPlan = { certificates: string[]; courses: string[] };
const GROUPS: Record<string, GroupPlan> = DATA.groups;

/** A semester, and how many come after it before graduation (0: the last; below 0 once graduated). */
export type Term = { label: string; start: number; end: number; left: number };


/** A semester of an academic year starting in `year`: 1 Sep-Jan, 2 Feb-Aug; the last before graduation is the second of (graduation year - 1). */
function term(year: number, half: 1 | 2, graduationYear: number): Term {
  const label = `${year}-${year + 1}学年第${half === 1 ? '一' : '二'}学期`;
  const left = (graduationYear - 1) * 2 + 1 - (year * 2 + half - 1);
  return half === 1 ? { label, start: chinaMidnight(year, 9, 1), end: chinaMidnight(year + 1, 2, 1) - 1, left } : { label, start: chinaMidnight(year + 1, 2, 1), end: chinaMidnight(year + 1, 9, 1) - 1, left };
}

/** The semesters from the one `now` falls in to the last before graduation (at least the current one, at most TERMS_MAX). */
export function semesters(now: number, graduationYear: number): Term[] {
  const d = new Date(now + CHINA_OFFSET_MS);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  let [y, half]: [number, 1 | 2] = month >= 9 ? [year, 1] : month === 1 ? [year - 1, 1] : [year - 1, 2];
  const list: Term[] = [];
  do {
    list.push(term(y, half, graduationYear));
    [y, half] = half === 1 ? [y, 2] : [y + 1, 1];
  } while (list.length < TERMS_MAX && y <= graduationYear - 1);
  return list;
}

/** Whether the student has graduated: graduation is in June, so from 1 July (China time) of that year on. */
export function isGraduated(graduationYear: number, now: number): boolean {
  return now >= chinaMidnight(graduationYear, 7, 1);
}

/** The graduation year of the resume, or four years from now when it names none (a new student). */
export function graduationYearOf(resumeYear: number, now: number): number {
  return resumeYear > 0 ? resumeYear : new Date(now + CHINA_OFFSET_MS).getUTCFullYear() + 4;
}

export type Action = CareerTerm['actions'][number];
export const act = (kind: Action['kind'], text: string, link = ''): Action => ({ kind, text, link });

/** This site's fairs starting within [start, end], linked. */
export function fairActions(fairs: readonly Fair[], start: number, end: number): Action[] {
  return fairs.filter((f) => f.start_time >= start && f.start_time <= end).map((f) => act('fair', `参加本站招聘会：${f.title}${f.place ? `（${f.place}）` : ''}`, `#/jobFair?id=${f.id}`));
}

/** The semester plan of a student for the targets; `groups` are the job category groups of the targets' categories, best target first. */
export function buildPlan(terms: readonly Term[], targets: readonly CareerTarget[], groups: readonly string[], fairs: readonly Fair[]): CareerTerm[] {
  const plan = groups.map((g) => GROUPS[g]).find((p) => p !== undefined) ?? { certificates: [], courses: [] };
  const roles = targets.map((t) => t.role).join('、') || '目标岗位';
  const main = targets[0]?.role ?? '目标岗位';
  // the practice follows the first target: skills of the second and third would pull the student three ways
  const missing = targets[0]?.missing ?? [];
  const general = DATA.general.certificates;
  const field = plan.certificates.length > 0 ? plan.certificates : general;
  const courses = [...plan.courses, ...DATA.general.courses];
  return terms.map((t, k) => {
    // by semesters to graduation, not to the end of the list (a plan far from graduation stops at TERMS_MAX)
    const { left } = t;
    const actions: Action[] = [];
    const skills = missing.slice((k * 2) % Math.max(1, missing.length), (k * 2) % Math.max(1, missing.length) + 2);
    if (left >= 4) {
      actions.push(act('course', `学好${courses[k % courses.length]}，打牢${main}需要的基础`));
      if (skills.length > 0) actions.push(act('skill', `自学并练习：${skills.join('、')}`));
      actions.push(act('certificate', `准备${general[Math.min(k, general.length - 1)]}`));
      actions.push(act('skill', `加入与${main}相关的社团、竞赛或科研项目，积累第一段经历`));
    } else if (left >= 2) {
      actions.push(act('course', `选修${courses[(k + 1) % courses.length]}`));
      if (skills.length > 0) actions.push(act('skill', `用一个完整项目练习${skills.join('、')}，写进简历`));
      actions.push(act('certificate', `考取${field[k % field.length]}`));
      actions.push(act('internship', `寻找${roles}方向的暑期或日常实习`));
    } else if (left === 1) {
      actions.push(act('internship', `争取一段${main}方向的正式实习，争取留用机会`));
      actions.push(act('job', '关注秋季校园招聘（9-11月）与提前批，按目标岗位更新简历'));
    } else {
      actions.push(act('job', `投递${roles}相关职位，准备笔试与面试；未拿到满意录用的关注春季招聘（3-5月）`));
      actions.push(act('course', '完成毕业设计/论文，办理就业手续'));
    }
    return { term: t.label, actions: [...actions, ...fairActions(fairs, t.start, t.end)] };
  });
}
