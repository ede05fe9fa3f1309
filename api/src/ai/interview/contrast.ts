import { normalizeText } from '../text/normalize';

/**
 * interview.structure.contrast: a question that asks how two named things differ (synchronized和ReentrantLock有什么区别,
 * 均值和中位数的区别) is answered in the order of the contrast: one thing told, then the other (X是关键字…；Y是JDK里的
 * 类…), closing on when to use which (简单的同步用X就够了…才换Y). That order is a structure a listener follows without
 * 首先/其次 (docs/ai-rubric.md: connectives are not required), as a choice between them is its conclusion.
 */
const COMPARED = /^(?:请问|请)?(?:说说|说一下|讲讲|谈谈)?(?:[A-Za-z\p{Script=Han}]{1,6}[中里]的?)?(.{1,20}?)(?:和|与|跟|同|以及|、)(.{1,20}?)(?:之间)?(?:有什么|有何|有哪些|的)(?:区别|不同|差异|异同)/u;
/** The close of a contrast on which to use when (就够了, 才换, 优先用, 更适合). */
const CHOICE_CLOSE = /就够了|就行了|才(?:换|用|选|考虑)|优先(?:用|选)|更适合|适合用|建议用/u;
/** What may stand before a thing that heads its part of the contrast (而, 那, 至于, 对于). */
const LEAD = /^(?:而|那|至于|对于|再说|再看|说到)?/u;

/** The two things a question compares, if it asks how they differ. */
export function comparedOf(question: string): [string, string] | undefined {
  // the clause that asks it (浏览器的缓存机制是怎样的？强缓存和协商缓存有什么区别？)
  for (const clause of normalizeText(question).replace(/[`'"“”‘’]/g, '').split(/[？?。，,；;]/u)) {
    const m = COMPARED.exec(clause.trim());
    if (m) return [m[1].trim(), m[2].trim()];
  }
  return undefined;
}

/** The answer's parts, split at full stops and semicolons, code quotes read out. */
const partsOf = (answer: string): string[] =>
  normalizeText(answer)
    .replace(/[`]/g, '')
    .split(/[。；;！？!?\n]/u)
    .map((p) => p.trim().replace(LEAD, '').toLowerCase())
    .filter(Boolean);

/** Whether the answer tells one compared thing and then the other, each heading a part of its own. */
export function laysOutContrast(answer: string, question: string): boolean {
  const compared = comparedOf(question);
  if (!compared) return false;
  const parts = partsOf(answer);
  const [a, b] = compared.map((t) => t.toLowerCase());
  const first = parts.findIndex((p) => p.startsWith(a));
  return first >= 0 && parts.slice(first + 1).some((p) => p.startsWith(b));
}

/** Whether the closing sentences of an answer to a comparison say which to use when. */
export const closesOnChoice = (last: string, question: string): boolean => comparedOf(question) !== undefined && CHOICE_CLOSE.test(last);

/** The two sides of a change, each said in one aspect: how it was (以前, 过去, 传统上) and how it is (现在, 如今). */
const THEN = /以前|过去|原来|从前|传统上|早先|早期|之前/u;
const NOW = /现在|如今|而今|目前|当下|眼下|这几年/u;
/**
 * An aspect's label heading its part (出稿节奏：, 和读者的关系：, - 怎么认定：): a few words and a colon, at the start of a
 * line or a sentence, after a list's dash, bullet or number if one heads the line.
 */
const ASPECT_HEAD = /(?:^|(?<=[\n。；;！？!?]))\s*(?:[-*•·]\s*|\d{1,2}[.、]\s*)?[^\s:：，,。；;！？!?\-*•·]{2,10}[:：]/gu;
/** The characters of a run by which a compared thing is named in part (小规模 for 小规模纳税人, 一般纳税人 for 增值税一般纳税人). */
const NAME_RUN = 3;

/**
 * Whether a part names a compared thing: in full, or by a run of NAME_RUN characters or more of its name that the
 * other thing's name does not share (小规模 for 小规模纳税人 against 增值税一般纳税人; 纳税人, shared, names neither).
 */
export function namesCompared(part: string, thing: string, other: string): boolean {
  if (part.includes(thing)) return true;
  const chars = [...thing];
  for (let i = 0; i + NAME_RUN <= chars.length; i++) {
    const run = chars.slice(i, i + NAME_RUN).join('');
    if (!other.includes(run) && part.includes(run)) return true;
  }
  return false;
}
/** The aspects, each with both sides told, from which an answer lays out its contrast by aspects. */
const CONTRAST_ASPECTS_MIN = 3;
/** The Han characters an aspect says at least: sentences on both sides, not a label and two words. */
const ASPECT_CHARS_MIN = 16;

/**
 * interview.structure.contrast.aspects: an answer that compares aspect by aspect, each part headed by its label and
 * telling both sides (出稿节奏：以前…一月一期；现在…随时发. 内容形态：以前…；现在…): before and now, or the two things
 * the question compares (性能：synchronized…；ReentrantLock…; each named in full or in part: namesCompared), in
 * CONTRAST_ASPECTS_MIN parts or more of sentences, its labels headed by a list's dash or number or not
 * (ASPECT_CHARS_MIN). Its order is the contrast's, as a side-by-side table is: a listener follows it without 首先/其次.
 * And it walks the field's aspects one by one as a real comparison must, so it touches the field's other questions
 * without stringing their keywords (gaming.ts). Labels with a word or two each (渠道：抖音) are a table of terms.
 */
export function contrastsByAspects(answer: string, question: string): boolean {
  const text = normalizeText(answer);
  const heads = [...text.matchAll(ASPECT_HEAD)].map((m) => m.index + m[0].length);
  const compared = comparedOf(question)?.map((t) => t.toLowerCase());
  const sides = (part: string) => (THEN.test(part) && NOW.test(part)) || (compared !== undefined && namesCompared(part.toLowerCase(), compared[0]!, compared[1]!) && namesCompared(part.toLowerCase(), compared[1]!, compared[0]!));
  const parts = heads.map((at, i) => text.slice(at, i + 1 < heads.length ? heads[i + 1] : undefined));
  return parts.filter((p) => (p.match(/\p{Script=Han}/gu) ?? []).length >= ASPECT_CHARS_MIN && sides(p)).length >= CONTRAST_ASPECTS_MIN;
}
