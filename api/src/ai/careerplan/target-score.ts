import type { ResumeContent } from '@campus/shared-utils/shapes';
import type { Occupation } from '../assessment/catalogue';
import { codeMatch } from '../assessment/match';
import KEYWORDS from '../diagnose/category-keywords.json';
import { hasKeyword } from '../diagnose/match';
import MAJORS from './major-groups.json';
import { showsSkill } from './show-skill';
import { EXPERIENCE_KEYWORDS_FULL, TARGET_WEIGHTS } from './target-weights';

/**
 * How well an occupation suits the student as a target: four signals (0-1) weighted by TARGET_WEIGHTS into a
 * score 0-100, each signal keeping what made it (the intention's labels, the titles and keywords of the
 * experience, the major, the code match) so the book can say why.
 */

const LISTS: Record<string, string[]> = KEYWORDS.categories;
const MAJOR_RULES: { words: string[]; groups: string[] }[] = MAJORS.rules;

export type TargetSignals = {
  /** intention categories among the occupation's */
  intention: string[];
  /** internship positions, project names or roles naming one of its categories */
  titles: string[];
  /** recruiters' keywords of its categories the experience shows */
  keywords: string[];
  /** the major, when it prepares for the occupation's group; '' otherwise */
  major: string;
  /** codeMatch of the student's code and the occupation's, 0-100 */
  match: number;
};
export type ScoredTarget = Occupation & { score: number; signals: TargetSignals };

/** The part of a category label a job title uses: 前端开发 → 前端, 测试工程师 → 测试, 数据分析师 → 数据分析. */
export function categoryStem(label: string): string {
  const stem = label.replace(/(开发|工程师)$|(?<=分析|设计)师$/, '');
  return stem.length >= 2 ? stem : label;
}

/** What the student has done: internships (position and description), projects and the skills line. */
export function experienceText(r: ResumeContent): string {
  return [r.other.skills, ...r.work_list.map((w) => `${w.position} ${w.description}`), ...r.project_list.map((p) => `${p.name} ${p.role} ${p.description}`)].join('\n');
}

/** Titles of internships and projects (names and roles) that name one of the categories. */
export function experienceTitles(r: ResumeContent, categories: readonly string[]): string[] {
  const titles = [...r.work_list.map((w) => w.position), ...r.project_list.flatMap((p) => [p.name, p.role])].filter((t) => t.trim() !== '');
  return [...new Set(titles.filter((t) => categories.some((label) => hasKeyword(t, categoryStem(label)))))];
}

/** The job category groups the major prepares for (major-groups.json). */
export function majorGroups(major: string): Set<string> {
  return new Set(major ? MAJOR_RULES.filter((rule) => rule.words.some((w) => major.includes(w))).flatMap((rule) => rule.groups) : []);
}

export const majorOf = (r: ResumeContent): string => r.basic.major || r.education_list[0]?.major || '';

export function targetSignals(o: Occupation, r: ResumeContent, code: string, groupOf: ReadonlyMap<string, string>): TargetSignals {
  const text = experienceText(r);
  const keywords = [...new Set(o.categories.flatMap((label) => LISTS[label] ?? []))].filter((k) => showsSkill(text, k));
  const major = majorOf(r);
  const groups = majorGroups(major);
  return {
    intention: o.categories.filter((label) => r.intention.categories.includes(label)),
    titles: experienceTitles(r, o.categories),
    keywords,
    major: o.categories.some((label) => groups.has(groupOf.get(label) ?? '')) ? major : '',
    match: codeMatch(code, o.code),
  };
}

/** The weighted score: intention 0/1; experience a title (1) or keywords (up to EXPERIENCE_KEYWORDS_FULL); major 0/1; code match / 100. */
export function targetScore(s: TargetSignals): number {
  const experience = Math.max(s.titles.length > 0 ? 1 : 0, Math.min(1, s.keywords.length / EXPERIENCE_KEYWORDS_FULL));
  const w = TARGET_WEIGHTS;
  return Math.round(w.intention * (s.intention.length > 0 ? 1 : 0) + w.experience * experience + w.code * (s.match / 100) + w.major * (s.major ? 1 : 0));
}
