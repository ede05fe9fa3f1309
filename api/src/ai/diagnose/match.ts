import type { ResumeContent } from '@campus/shared-utils/rules';
import KEYWORDS from './category-keywords.json';
import type { Finding } from './finding';

/**
 * 岗位匹配: how much of what recruiters look for in the student's intended job categories the resume shows
 * (category-keywords.json). Latin keywords match whole words without case; Chinese ones anywhere.
 */

const LISTS: Record<string, string[]> = KEYWORDS.categories;

/** Latin keywords match whole words without case; Chinese ones anywhere (the interview's keyword rules use it too). */
export const hasKeyword = (text: string, keyword: string): boolean =>
  /^[\x20-\x7e]+$/.test(keyword) ? new RegExp(`(?<![A-Za-z])${keyword.replace(/[.+*?^$()[\]{}|\\/]/g, '\\$&')}(?![A-Za-z])`, 'i').test(text) : text.includes(keyword);

/** Everything of the resume a recruiter reads for fit. */
export function resumeText(r: ResumeContent): string {
  return [
    r.basic.major,
    r.other.skills,
    r.other.certificates,
    r.other.self_evaluation,
    ...r.education_list.map((e) => `${e.major} ${e.description}`),
    ...r.work_list.map((w) => `${w.position} ${w.description}`),
    ...r.project_list.map((p) => `${p.name} ${p.role} ${p.description}`),
  ].join('\n');
}

export type CategoryMatch = { category: string; found: string[]; missing: string[] };

/** For each intended category the dictionary knows: the keywords the resume shows and those it lacks. */
export function categoryMatches(r: ResumeContent): CategoryMatch[] {
  const text = resumeText(r);
  return r.intention.categories
    .filter((c) => LISTS[c])
    .map((category) => {
      const list = LISTS[category]!;
      return { category, found: list.filter((k) => hasKeyword(text, k)), missing: list.filter((k) => !hasKeyword(text, k)) };
    });
}

/** A match score 0-100: the best-covered intended category, where a third of its keywords counts as full. */
export function matchScore(matches: readonly CategoryMatch[]): number {
  if (matches.length === 0) return 0;
  const best = Math.max(...matches.map((m) => m.found.length / (m.found.length + m.missing.length)));
  return Math.round(Math.min(1, best * 3) * 100);
}

export function matchFindings(r: ResumeContent): Finding[] {
  if (r.intention.categories.length === 0) {
    return [
      {
        rule: 'match.no-intention',
        dimension: 'match',
        severity: 'high',
        section: 'intention',
        entry_id: 0,
        field: 'categories',
        found: '还没有填写求职意向',
        why: '没有目标岗位，简历就无法有针对性，招聘方也难以判断你是否合适。',
        suggestion: '在求职意向中选择 1-3 个目标岗位类别，再按岗位要求调整简历内容。',
      },
    ];
  }
  return categoryMatches(r)
    .filter((m) => m.found.length < Math.ceil((m.found.length + m.missing.length) / 3))
    .map((m) => ({
      rule: 'match.keywords',
      dimension: 'match' as const,
      severity: m.found.length === 0 ? ('high' as const) : ('medium' as const),
      section: 'other' as const,
      entry_id: 0,
      field: 'skills',
      found: m.found.length === 0 ? `求职意向为“${m.category}”，简历中没有体现该岗位常见的技能和经历` : `求职意向为“${m.category}”，简历只体现了${m.found.join('、')}`,
      why: '招聘方和筛选系统会按岗位关键词初筛简历，关键能力没有写出来，等于没有。',
      suggestion: `如果你掌握或做过，请在技能和经历中写明，例如：${m.missing.slice(0, 5).join('、')}。`,
    }));
}
