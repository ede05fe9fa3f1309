import type { ResumeContent } from '@campus/shared-utils/rules';
import { findActionVerbs, findStar } from '../rules/quantify';
import KEYWORDS from './category-keywords.json';
import { describedEntries } from './entries';
import type { Finding } from './finding';
import { isKeywordList, sentencesOf } from './sentences';

/**
 * 岗位匹配: how much of what recruiters look for in the student's intended job categories the resume shows
 * (category-keywords.json), and how much of it is backed: a keyword counts fully only in a sentence of an
 * experience that says what was done with it; named only in a list (skills, a keyword salad) it counts little.
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

/** The sentences of internships, jobs and projects that tell a deed (a verb or a STAR cue), lists left out. */
export function experienceSentences(r: ResumeContent): string[] {
  return describedEntries(r)
    .filter((e) => !isKeywordList(e.text))
    .flatMap((e) => sentencesOf(e.text))
    .filter((s) => !isKeywordList(s) && (findActionVerbs(s).length > 0 || findStar(s).present.length > 0));
}

/** found: the keywords anywhere in the resume; backed: those of them in a sentence of an experience. */
export type CategoryMatch = { category: string; found: string[]; backed: string[]; missing: string[] };

/** For each intended category the dictionary knows: the keywords the resume shows, those backed, and those it lacks. */
export function categoryMatches(r: ResumeContent): CategoryMatch[] {
  const text = resumeText(r);
  const told = experienceSentences(r).join('\n');
  return r.intention.categories
    .filter((c) => LISTS[c])
    .map((category) => {
      const list = LISTS[category]!;
      const found = list.filter((k) => hasKeyword(text, k));
      return { category, found, backed: found.filter((k) => hasKeyword(told, k)), missing: list.filter((k) => !hasKeyword(text, k)) };
    });
}

/** Points (of 100) that keywords named only in a list can bring at most. */
export const LISTED_POINTS = 30;

/**
 * Keywords that count as full however long a category's list: a list that knows both sides of a job (机械工程师's
 * design words and its shop-floor words) asks no more of a resume that tells one side than a list of one side did.
 */
export const FULL_AT = 5;

/**
 * A match score 0-100 for the best intended category, where a third of its keywords (FULL_AT at most) counts as full:
 * backed keywords bring up to 100, keywords only listed up to LISTED_POINTS.
 */
export function matchScore(matches: readonly CategoryMatch[]): number {
  if (matches.length === 0) return 0;
  const score = (m: CategoryMatch) => {
    const need = Math.min(FULL_AT, (m.found.length + m.missing.length) / 3);
    const listed = m.found.length - m.backed.length;
    return Math.min(1, m.backed.length / need) * 100 + Math.min(1, listed / need) * LISTED_POINTS;
  };
  return Math.round(Math.min(100, Math.max(...matches.map(score))));
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
        quote: '',
        rewrite: '',
      },
    ];
  }
  const matches = categoryMatches(r);
  // an intention the keyword lists do not know: a file's 求职意向 that maps to no category of the site, or a
  // category without a list yet
  if (matches.length === 0) {
    return [
      {
        rule: 'match.unknown-intention',
        dimension: 'match',
        severity: 'low',
        section: 'intention',
        entry_id: 0,
        field: 'categories',
        found: `求职意向“${r.intention.categories.join('、')}”没有对应的岗位关键词，暂时无法判断匹配度`,
        why: '岗位匹配按岗位类别常见的技能和经历来判断；意向写得含糊或过于宽泛，招聘方也难以判断你想做什么。',
        suggestion: '把求职意向写成具体的岗位类别，例如“Java开发”“数据分析师”“新媒体运营”。',
        quote: r.intention.categories.join('、'),
        rewrite: '',
      },
    ];
  }
  // keywords shown, but only in lists: nothing says what was done with them
  const listedOnly = matches
    .filter((m) => m.found.length >= Math.ceil((m.found.length + m.missing.length) / 3) && m.backed.length === 0)
    .map(
      (m): Finding => ({
        rule: 'match.listed-only',
        dimension: 'match',
        severity: 'medium',
        section: 'work',
        entry_id: 0,
        field: 'description',
        found: `求职意向为“${m.category}”，${m.found.slice(0, 5).join('、')}只出现在列表里，经历中没有写用它们做过什么`,
        why: '罗列技能谁都会，招聘方要看的是你在哪段经历里用它们做成了什么。',
        suggestion: `在实习或项目经历中用完整的句子写出你如何使用${m.found.slice(0, 3).join('、')}，以及结果如何。`,
        quote: '',
        rewrite: '',
      }),
    );
  return matches
    .filter((m) => m.found.length < Math.ceil((m.found.length + m.missing.length) / 3))
    .map(
      (m): Finding => ({
        rule: 'match.keywords',
        dimension: 'match',
        severity: m.found.length === 0 ? 'high' : 'medium',
        section: 'other',
        entry_id: 0,
        field: 'skills',
        found: m.found.length === 0 ? `求职意向为“${m.category}”，简历中没有体现该岗位常见的技能和经历` : `求职意向为“${m.category}”，简历只体现了${m.found.join('、')}`,
        why: '招聘方和筛选系统会按岗位关键词初筛简历，关键能力没有写出来，等于没有。',
        suggestion: `如果你掌握或做过，请在技能和经历中写明，例如：${m.missing.slice(0, 5).join('、')}。`,
        quote: '',
        rewrite: '',
      }),
    )
    .concat(listedOnly);
}
