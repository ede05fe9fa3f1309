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
