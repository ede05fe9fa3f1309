// interview.gaming.enumeration.defined-subject: a question asking what a named matter is (什么是五险一金) answered by its
// definition: the name, a word that defines it and its items, then something said of them. Read by enumeration.ts
// listsTerms beside definesAskedSet, which reads the same of a set the question quotes.
import { normalizeText } from '../text/normalize';
import { toldClause } from './told-steps';

/** The matter a question asks to be defined (什么是五险一金？, 安全库存是什么): the name, two to twelve characters of one word run. */
const ASKED_NAME = /什么(?:是|叫)([^\s，,。？?、“”"]{2,12}?)[？?。]|^([^\s，,。？?、“”"]{2,12}?)(?:是什么|指什么)/u;
/** What defines a name by its items, right after it (就是, 是指, 包括, 分为). */
const DEFINES = /^(?:其实|呢)?(?:就是|是指|指的是|即|包括|包含|分为|分别是|主要有|由)/u;
/** Most clauses after the items read for something said of them: a definition says it at once. */
const SAID_CLAUSES_MAX = 3;
/** Most characters before the name where the answer opens on it (我理解的, 所谓). */
const OPENING_CHARS = 6;

/** The name a what-is question asks about, or undefined. */
export function askedName(question: { text: string }): string | undefined {
  const m = normalizeText(question.text).trim().match(ASKED_NAME);
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * interview.gaming.enumeration.defined-subject: the answer opens on the name the question asks about (五险一金就是…), a
 * word that defines it right after (DEFINES), and a clause after the items says something of them (toldClause: 公司和
 * 个人按比例一起交): a definition by its items, no terms strung for show. The items alone (五险一金就是养老、医疗…), or a
 * list opening elsewhere, is read as before.
 */
export function definesAskedSubject(answer: string, question?: { text: string }): boolean {
  const name = question && askedName(question);
  if (!name) return false;
  const text = normalizeText(answer).trimStart();
  const at = text.indexOf(normalizeText(name));
  if (at < 0 || at > OPENING_CHARS) return false;
  const rest = text.slice(at + name.length);
  if (!DEFINES.test(rest)) return false;
  // the clauses of the definition's own sentence after the first, where the items are: something said of them
  const sentence = rest.split(/[。！!？?\n]/u)[0] ?? '';
  return sentence.split(/[，,；;]/u).slice(1, 1 + SAID_CLAUSES_MAX).some((part) => toldClause(part));
}
