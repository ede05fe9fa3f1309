import PRINCIPLES from '../dictionaries/principles.json';
import { normalizeText } from '../text/normalize';
import { isSpecific, withoutBarePercentages } from './specificity';
import type { BankQuestion } from './bank';
import { ASKS_PERFORMANCE, AUDIENCE, AUDIENCE_GREETINGS, AUDIENCE_IMPERATIVES, AUDIENCE_OPENING_CHARS, CEREMONY_CUES, VAGUE_REFERENTS } from './spoken-cues';
import { CEREMONY_MIN, PERFORMANCE_MIN, QUOTED_SHARE, SLOGAN_SHARE, SLOGANS_MIN, VAGUE_MIN } from './weights';

// Answers given as a speech in place of an answer (gaming.ts gamingOf reads them): mottos and musts recited, a
// ceremony's formulas, a performance to an audience, a STAR story's shape with none of its particulars.

/**
 * A clause that only says what must be (绩效考核要公开透明, 就要重视KPI, 要有申诉): a subject, a modal and a short slot; or a
 * motto alone between commas (公开公正，标准统一，奖惩分明).
 */
const SLOGAN = /^(?:[\p{Script=Han}A-Za-z0-9]{0,8}?(?:就|也|还|都|一定|更)?(?:要|应该|应当|必须|需要)(?:有|做到|重视|注重|加强|坚持|符合)?[\p{Script=Han}A-Za-z0-9]{1,8}|\p{Script=Han}{2,4})$/u;
// a list's items (养老、医疗、失业) stay one clause: a list is no motto
const clausesOf = (answer: string): string[] => normalizeText(answer).replace(/^[^：:]{0,4}[：:]/gmu, '').split(/[，,。！？!?；;\n]+|[总分][：:]/).map((c) => c.trim()).filter(Boolean);
/** A hands-on measure after the modal (床栏要拉起来, 要穿防滑的鞋, 床头要挂警示标识: principles.json hands_on): a step done to a thing, no motto. */
const HANDS_ON = PRINCIPLES.hands_on.map((r) => new RegExp(r, 'u'));
const isHandsOnMeasure = (clause: string): boolean => {
  const slot = /(?:要|应该|应当|必须|需要)(.+)$/u.exec(clause)?.[1];
  return slot !== undefined && HANDS_ON.some((re) => re.test(slot));
};
/** Share of an answer's characters inside quotation marks (a company's values recited: “客户至上、诚信为本…”). */
const quotedShare = (answer: string): number => {
  const text = normalizeText(answer);
  const quoted = (text.match(/“[^”]*”|"[^"]*"/g) ?? []).reduce((n, q) => n + [...q].length, 0);
  return text.length ? quoted / [...text].length : 0;
};

/**
 * interview.gaming.slogans: an answer with nothing particular (specificity.ts; percentages with no base do not count)
 * made of SLOGANS_MIN or more clauses that only say what must be (要公开透明，要公平公正，要有沟通…) or mottos (奖惩分明，
 * 持续改进), SLOGAN_SHARE of its clauses or more, or QUOTED_SHARE of it a company's values recited in quotation marks:
 * a recruiter hears principles recited, not how the student would do it.
 */
export function recitesSlogans(answer: string): boolean {
  if (isSpecific(withoutBarePercentages(answer))) return false;
  const clauses = clausesOf(answer);
  const slogans = clauses.filter((c) => SLOGAN.test(c) && !isHandsOnMeasure(c)).length;
  return (slogans >= SLOGANS_MIN && slogans / clauses.length >= SLOGAN_SHARE) || quotedShare(answer) >= QUOTED_SHARE;
}

/**
 * interview.gaming.ceremony: an answer with nothing particular (specificity.ts; percentages with no base do not count)
 * that says CEREMONY_MIN or more distinct formulas of a ceremony's speech (spoken-cues.ts CEREMONY_CUES: 尊敬的各位领导,
 * 大家晚上好, 让我们用最热烈的掌声; 他，是…的守护者, 用…诠释担当, 致敬): a host's speech or an award citation given in
 * place of an answer. A student who tells of hosting a 年会 names where, when and what they did: particulars.
 */
export function speaksAtCeremony(answer: string): boolean {
  const text = normalizeText(answer);
  if (isSpecific(withoutBarePercentages(answer))) return false;
  return CEREMONY_CUES.filter((c) => text.includes(c)).length >= CEREMONY_MIN;
}

/**
 * interview.gaming.performance: an answer in the register of a performance, whatever the occasion (a wedding's host:
 * 尊敬的各位来宾，在这个良辰吉日…掌声响起来; a tour guide: 各位游客朋友们大家好，欢迎来到…请大家跟紧小旗; a livestream:
 * 家人们…点赞关注; an announcement, a broadcast, a sermon): it opens by addressing an audience (spoken-cues.ts AUDIENCE,
 * in its first AUDIENCE_OPENING_CHARS characters), greets it or tells it what to do in PERFORMANCE_MIN or more distinct
 * formulas (AUDIENCE_GREETINGS, AUDIENCE_IMPERATIVES), and speaks in the performer's voice, never as the student
 * (no 我 but in 我们, outside quotation marks): a recital for a stage, not an answer. A student telling what they said
 * to an audience (我对大家说：“…”) opens with their story and speaks as 我; a teacher's instruction told as their
 * practice does too; a question asking for a performance (ASKS_PERFORMANCE: 推销这支笔, 试讲) is answered by one.
 */
export function performsToAudience(answer: string, question: Pick<BankQuestion, 'text'>): boolean {
  if (ASKS_PERFORMANCE.test(question.text)) return false;
  const text = normalizeText(answer);
  const opening = text.trim().slice(0, AUDIENCE_OPENING_CHARS);
  if (!AUDIENCE.some((w) => opening.includes(w))) return false;
  const unquoted = text.replace(/“[^”]*”|"[^"]*"|「[^」]*」/g, '');
  if (/我(?!们)/u.test(unquoted)) return false;
  return [...AUDIENCE_GREETINGS, ...AUDIENCE_IMPERATIVES].filter((c) => text.includes(c)).length >= PERFORMANCE_MIN;
}

/**
 * interview.gaming.vague: a story told in VAGUE_MIN or more vague referents (在某项目中, 一系列有效措施, 各项指标显著提升:
 * spoken-cues.ts) and no figure but percentages with no base: the shape of a STAR story with none of its particulars.
 */
export function toldVaguely(answer: string): boolean {
  const text = withoutBarePercentages(answer);
  return !/\d/.test(text) && VAGUE_REFERENTS.reduce((n, w) => n + (text.split(w).length - 1), 0) >= VAGUE_MIN;
}
