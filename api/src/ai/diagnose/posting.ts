import type { ResumeContent } from '@campus/shared-utils/rules';
import MARKS from '../dictionaries/posting-marks.json';
import { describedTexts } from './entries';
import type { Finding } from './finding';
import { ownWordsSkeleton } from './rewrite';
import { descriptionQuote } from './sentences';

const HEADING = new RegExp(`(?:${MARKS.headings.join('|')})\\s*[：:]`, 'g');
const isHeading = (mark: string) => /[：:]$/.test(mark);
const PHRASES = MARKS.phrases.map((p) => new RegExp(p, 'g'));
const PROFILE = MARKS.profile.map((p) => new RegExp(p, 'g'));
/** Set phrases of a posting's requirements, or of a company's self-description, that mark a text as one (without a heading). */
export const POSTING_PHRASES_MIN = 2;
/** Whoever tells of their own work says so (我, 我们, 负责, 参与). */
const OWN_WORK = /我|负责|参与|协助|完成了/;

const marksOf = (text: string, patterns: readonly RegExp[]) => patterns.flatMap((re) => text.normalize('NFKC').match(re) ?? []);

/** The marks of a job posting a text carries: its requirements' headings (任职要求：) and set phrases (posting-marks.json). */
export function postingMarksOf(text: string): string[] {
  return [...marksOf(text, [HEADING]), ...marksOf(text, PHRASES)];
}

/** Where the first heading of a posting's requirements (任职要求：) stands in `text`, or -1. */
export function postingHeadingsOf(text: string): number {
  return text.search(new RegExp(HEADING.source));
}

/** A posting pasted in: one of its headings, or POSTING_PHRASES_MIN of its set phrases. */
export function readsAsPosting(text: string): boolean {
  const marks = postingMarksOf(text);
  return marks.some(isHeading) || marks.length >= POSTING_PHRASES_MIN;
}

/** A company's or project's self-description pasted in: POSTING_PHRASES_MIN of its set phrases, and no word of one's own work. */
export function readsAsProfile(text: string): boolean {
  return marksOf(text, PROFILE).length >= POSTING_PHRASES_MIN && !OWN_WORK.test(text);
}

const ASKED = {
  posting: { what: '招聘启事', why: '岗位职责和任职要求写的是用人单位想要什么，招聘方一眼就能认出是照抄的，看不出你做了什么、做得怎样。' },
  profile: { what: '单位或项目介绍', why: '单位的介绍写的是这家单位，不是你；招聘方想看的是你在那里做了什么、做得怎样。' },
} as const;

/**
 * content.posting: a description (or the self-evaluation) that is a job posting's duties and requirements pasted in
 * (岗位职责：1、负责公司产品的销售及推广… 任职要求：大专及以上学历…), or a company's or project's own self-description
 * (是一家集…于一体的…, 秉承…的企业精神): it says what the employer asked for or is, not what the student did. A
 * description: serious, and the entry counts as hollow (credibility.ts); the self-evaluation: medium.
 */
export function postingFindings(r: ResumeContent): Finding[] {
  return describedTexts(r).flatMap((f) => {
    const kind = !f.text.trim() ? null : readsAsPosting(f.text) ? 'posting' : readsAsProfile(f.text) ? 'profile' : null;
    if (!kind) return [];
    const marks = kind === 'posting' ? postingMarksOf(f.text) : marksOf(f.text, PROFILE);
    const shown = [...new Set(marks.map((m) => m.replace(/\s*[：:]$/, '')))].slice(0, 2).join('、');
    return [
      {
        dimension: 'quality' as const,
        rule: 'content.posting',
        severity: f.field === 'description' ? ('high' as const) : ('medium' as const),
        section: f.section,
        entry_id: f.id,
        field: f.field,
        found: `${f.title}是${ASKED[kind].what}的写法（${shown}），不是你做过的事`,
        why: ASKED[kind].why,
        suggestion: f.field === 'description' ? '只写你在这段经历里亲手做的两三件事：对象、做法和结果，用你自己的话。' : '用两三句话写你自己的特点，每一点配一件做过的事作证明。',
        quote: descriptionQuote(f.text),
        rewrite: f.field === 'description' ? ownWordsSkeleton(f.entry) : '【请补充：你的一个特点 + 一件能证明它的经历】',
      },
    ];
  });
}
