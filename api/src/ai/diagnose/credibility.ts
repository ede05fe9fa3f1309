import type { ResumeContent } from '@campus/shared-utils/rules';
import { isBareCliche } from './cliches';
import type { Finding } from './finding';
import { GAMING_RULES, HONOUR_SEPARATORS, isPlaceholder } from './gaming';
import { isKeywordList, sentencesOf } from './sentences';

/**
 * Credibility: the parts and keywords of a resume count only when backed by substance. The gaming findings
 * (gaming.ts) lower a factor that multiplies the total, and any serious one caps the total; the substantive
 * view is the resume without what those rules found hollow, and 完整度 is scored on it.
 */

/** How much of the total each gaming finding takes away, by severity. */
export const CREDIBILITY_COST = { high: 0.3, medium: 0.15, low: 0.05 } as const;
/** The factor never falls below this: the facts that are there still count for something. */
export const CREDIBILITY_FLOOR = 0.3;
/** The most a resume with a serious (high) gaming finding can score. */
export const GAMING_CAP = 40;

const isGaming = (f: Finding) => (GAMING_RULES as readonly string[]).includes(f.rule);

/** 1 less the cost of each gaming finding, never below the floor. */
export function credibilityFactor(findings: readonly Finding[]): number {
  const cost = findings.filter(isGaming).reduce((sum, f) => sum + CREDIBILITY_COST[f.severity], 0);
  return Math.max(CREDIBILITY_FLOOR, 1 - cost);
}

/** The total of the weighted sub-scores, times the credibility factor, capped when a gaming finding is serious. */
export function credibleTotal(weighted: number, findings: readonly Finding[]): number {
  const total = Math.round(weighted * credibilityFactor(findings));
  return findings.some((f) => isGaming(f) && f.severity === 'high') ? Math.min(GAMING_CAP, total) : total;
}

/** The gaming rules whose entry says nothing of the student's own: a copy, clichés, a job posting, course marks, a template's unfilled slots, personality-test labels. */
const HOLLOW_RULES: readonly string[] = ['content.duplicate', 'content.hollow', 'content.posting', 'content.grades', 'content.template', 'content.labels'];

/**
 * The resume as far as it says something: entries with a placeholder name, a keyword list, a copy of an
 * earlier entry's description, of a job posting, of grades or of clichés alone are left out, placeholder honours and a self-evaluation of keywords or bare
 * clichés are left blank.
 */
export function substantiveResume(r: ResumeContent, findings: readonly Finding[]): ResumeContent {
  const copied = new Set(findings.filter((f) => HOLLOW_RULES.includes(f.rule) && f.section !== 'other').map((f) => `${f.section}:${f.entry_id}`));
  const hollow = (section: string, id: number, title: string, text: string) => copied.has(`${section}:${id}`) || isPlaceholder(title) || isKeywordList(text);
  const honours = (text: string) =>
    text
      .split(HONOUR_SEPARATORS)
      .filter((s) => s.trim() && !isPlaceholder(s))
      .join('、');
  const evaluation = r.other.self_evaluation;
  const emptyEvaluation = isKeywordList(evaluation) || sentencesOf(evaluation).every(isBareCliche) || findings.some((f) => ['content.posting', 'content.template', 'content.labels'].includes(f.rule) && f.field === 'self_evaluation');
  return {
    ...r,
    work_list: r.work_list.filter((w) => !hollow('work', w.id, w.company, w.description)),
    project_list: r.project_list.filter((p) => !hollow('project', p.id, p.name, p.description)),
    other: { ...r.other, awards: honours(r.other.awards), certificates: honours(r.other.certificates), self_evaluation: emptyEvaluation ? '' : evaluation },
  };
}
