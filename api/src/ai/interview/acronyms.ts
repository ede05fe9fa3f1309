import ACRONYMS from '../dictionaries/acronyms.json';

/**
 * interview.error.acronym: an answer that spells out a well-known acronym of the fields wrongly (CI是Continuous
 * Improvement, DFM即Design For Maintenance, STP指Strategy、Tactics、Price; S是Strategy letter by letter; CI是持续改进)
 * states a factual error, as a misconception does (acronyms.json: each acronym's right English expansions and
 * Chinese names). Only an expansion said right after the acronym (是, 即, 指, 就是, 全称(是), 代表, （…）, ：), or given
 * as its full name later in the sentence (JSON是…，全称是…: `wrongFullNames`), is read; an English one is wrong when
 * one of its words is in none of the right expansions (compared case-insensitively without of/for/and/the, hyphens and plural or -ing endings, so Continuous Integration for CI/CD's CI or Segmentation,
 * Target, Positioning pass), a Chinese one only when it is a near miss of a right name (持续改进 for 持续集成: as
 * long, the same first two characters; 整体体验 for 用户体验 is a loose gloss, not a name). An acronym in code or a URL, one corrected in its sentence (很多人以为…
 * 其实) and a label the student coins (我自己总结的…) are not read. A name or expansion that belongs whole to a sibling
 * of the acronym's family (IaaS是软件即服务, CD是Continuous Integration) is wrong however far from its own it is.
 */
// parts: an acronym spelled letter by letter (STP, SWOT, 4P), its Chinese names the parts in order
type Acronym = { en: string[]; zh: string[]; parts?: boolean };

const DICTIONARY: Record<string, Acronym> = ACRONYMS.acronyms;

/**
 * interview.error.acronym.sibling: the acronyms a family shares (IaaS/PaaS/SaaS, CI/CD, TCP/UDP, ROE/ROA, DAU/MAU,
 * SEO/SEM, OLTP/OLAP, KPI/OKR …; acronyms.json `families`) are confused with each other: an acronym given a sibling's
 * name or expansion whole (IaaS是软件即服务, SaaS是Infrastructure as a Service, CD是Continuous Integration, OKR是关键
 * 绩效指标) states an error even where the name is no near miss of its own. Only the whole name said, nothing joined
 * after it but a clause's end (CD是持续集成的下一步 names no CD), and never a name the acronym itself has.
 */
const SIBLINGS = new Map<string, string[]>();
for (const family of ACRONYMS.families as string[][]) for (const key of family) SIBLINGS.set(key, [...(SIBLINGS.get(key) ?? []), ...family.filter((k) => k !== key)]);

const STOP_WORDS = new Set(['of', 'for', 'and', 'the', 'a', 'an', 'to', 'on', 'in', 'as', 'with', 'from', 'over', 'by']);

// a word of an expansion in the form it is compared in: lower case, no hyphens
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

// two words are the same word when equal or, both of five letters or more, alike in their first five (Target and
// Targeting, Manufacture and Manufacturing; Improvement is not Integration)
const sameWord = (a: string, b: string): boolean => a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

const ESCAPE = /[.*+?^${}()|[\]\\/&]/g;
const KEYS = Object.keys(DICTIONARY).sort((a, b) => b.length - a.length);
// an acronym standing alone: no letter, digit or code mark (. _ / = $) joined to it on either side
const ACRONYM = new RegExp(`(?<![A-Za-z0-9_./=$@#&-])(${KEYS.map((k) => k.replace(ESCAPE, '\\$&')).join('|')})(?![A-Za-z0-9_&]|/[A-Za-z]|\\.[A-Za-z])`, 'g');
// what introduces its expansion: 是, 即, 指, 就是, (，)也就是, 全称(是), 代表, 意思是, a bracket or a colon
const CUE = /^\s*(?:[,，]\s*(?=也就是|即|全称|英文全称))?(?:的)?(?:英文)?(?:全称|全拼)?(?:是|为|即|指|就是|也就是|指的是|代表|意思是|叫做?)?\s*(?:[:：(（]|=)?\s*["“'‘]?/u;
// the English words that follow it, joined by spaces, 、, commas, slashes, &, 和, 与, 或, up to the next acronym
// (CI是Continuous Integration，CD是…)
const ENGLISH = /^[A-Za-z][A-Za-z-]*(?:(?:\s*[、,，/&+]\s*|\s*(?:和|与|及|或者|或)\s*|\s+)(?![A-Z][A-Z0-9&]+(?![a-z]))[A-Za-z][A-Za-z-]*)*/u;
// the Chinese name that follows it, up to the end of its clause
const CHINESE = /^[\u4e00-\u9fff]{2,10}(?=$|[,，。.;；:：、)）(（\s和与或]|的)/u;
// a letter spelled out on its own: S是Strategy, T代表Tactics, P：Price
const LETTER = /(?<![A-Za-z0-9])([A-Z])\s*(?:是|代表|指|即|就是|为|=|:|：|-|——)\s*([A-Za-z][A-Za-z-]{2,})/gu;
// the last acronym-like word before a spelled-out letter: the letter belongs to it
const UPPER_WORD = /(?<![A-Za-z])[0-9]?[A-Z][A-Za-z0-9&/]*[A-Z](?![A-Za-z])/g;
// the sentence corrects a wrong expansion (很多人以为, 其实, 不是) rather than saying it
const CORRECTED = /误以为|(?<![可所难])以为|不是|并非|其实|误区|是错的|不对|搞混|混淆|弄混|记错/u;
// the student's own label (我自己总结了一个CARE法则): not the field's acronym
const OWN_LABEL = /我(?:自己)?(?:总结|归纳|概括|发明|起|取|编|自创|造)|自创|自己(?:的|起的|总结的)|我的[A-Za-z]/u;
// code and addresses: read as nothing
const CODE = /```[\s\S]*?```|`[^`\n]*`|https?:\/\/\S+|www\.\S+|[A-Za-z0-9_.-]+\.(?:com|cn|org|net|io)\S*/gu;

/** The sentences of an answer, in the folded form, code and addresses blanked. */
const sentencesOf = (answer: string): string[] =>
  answer
    .normalize('NFKC')
    .replace(CODE, ' ')
    .split(/[。！？!?；;\n]+/)
    .filter((s) => s.trim());

/** Whether the English words said for the acronym are one of its right expansions, or part of one. */
function rightEnglish(acronym: Acronym, said: string[]): boolean {
  const right = acronym.en.flatMap(wordsOf).filter((w) => !STOP_WORDS.has(w));
  return said.filter((w) => !STOP_WORDS.has(w)).every((w) => right.some((r) => sameWord(w, r)));
}

/**
 * Whether English words after an acronym spell it out at all (its letters in order among their initials, the first
 * word its first letter: Continuous Improvement for CI), rather than name something else (SQL是MySQL的…).
 */
function spellsOut(key: string, said: string[]): boolean {
  const letters = key.toLowerCase().replace(/[^a-z]/g, '');
  if (said.length < 2 || !letters) return false;
  const initials = said.map((w) => w[0]).join('');
  if (/^[a-z]/.test(key.toLowerCase()) && initials[0] !== letters[0]) return false;
  let at = 0;
  for (const c of initials) if (c === letters[at]) at++;
  return at >= letters.length;
}

/** A Chinese name that misses a right one narrowly: as long, its first two characters (持续改进 for 持续集成). */
function nearMiss(acronym: Acronym, name: string): boolean {
  const bare = name.replace(/的/g, '');
  const right = acronym.zh.map((z) => z.replace(/的/g, ''));
  if (right.some((z) => z.includes(bare) || bare.includes(z))) return false;
  return right.some((z) => z.length >= 3 && z.length === bare.length && z.slice(0, 2) === bare.slice(0, 2));
}

/** The content words of an expansion, as compared (Return on Equity: return, equity). */
const contentWords = (words: string[]): string[] => words.filter((w) => !STOP_WORDS.has(w));

/** Whether English words said are a sibling's expansion whole: the same content words both ways (Return on Assets for ROE). */
function siblingEnglish(key: string, said: string[]): boolean {
  const words = contentWords(said);
  if (words.length < 2) return false;
  return (SIBLINGS.get(key) ?? []).some((sibling) =>
    DICTIONARY[sibling]!.en.some((expansion) => {
      const theirs = contentWords(wordsOf(expansion));
      return words.every((w) => theirs.some((t) => sameWord(w, t))) && theirs.every((t) => words.some((w) => sameWord(w, t)));
    }),
  );
}

// what may follow a sibling's Chinese name for it to be said as the acronym's name: a clause's end
const NAME_ENDS = /^(?:$|[,，。.;；:：、)）(（\s])/u;

/**
 * Whether a Chinese name said whole is a sibling's name and no part of the acronym's own (软件即服务 for IaaS; 净资产
 * 收益率 for ROA, though it holds ROA's 资产收益率).
 */
function siblingChinese(key: string, name: string, after: string): boolean {
  if (!NAME_ENDS.test(after)) return false;
  // 企业对企业的模式, 关键绩效指标的缩写: the name before a head noun that only says what it is
  const bare = name.replace(/的(?:缩写|简称|简写|意思|模式|概念|说法)$/u, '').replace(/的/g, '');
  const own = DICTIONARY[key]!;
  // a part of one of its own names (超文本传输协议 for HTTPS) is a loose name, not a sibling's
  if (!own.parts && own.zh.some((z) => z.replace(/的/g, '').includes(bare))) return false;
  return (SIBLINGS.get(key) ?? []).some((sibling) => {
    const { zh, parts } = DICTIONARY[sibling]!;
    return !parts && zh.some((z) => z.replace(/的/g, '') === bare);
  });
}

/** The words of an English expansion as said, its parts joined by 和, 与, 及 or 或 read as spaces. */
const expansionWordsOf = (english: string): string[] => wordsOf(english.replace(/和|与|及|或者|或/g, ' '));

/** The wrong expansion said right after one acronym of the sentence, if any. */
function wrongExpansion(key: string, after: string): boolean {
  const acronym = DICTIONARY[key]!;
  const cue = CUE.exec(after)![0];
  if (!cue.trim()) return false;
  const rest = after.slice(cue.length);
  const english = ENGLISH.exec(rest);
  if (english) {
    const said = expansionWordsOf(english[0]);
    return !rightEnglish(acronym, said) && (spellsOut(key, said) || siblingEnglish(key, said));
  }
  const chinese = CHINESE.exec(rest);
  if (!chinese) return false;
  if (acronym.zh.length && chinese[0].split(/和|与|及|或者|或|、/).some((part) => part.length >= 3 && nearMiss(acronym, part))) return true;
  return siblingChinese(key, chinese[0], rest.slice(chinese[0].length));
}

/** The acronyms a sentence spells out letter by letter wrongly (STP战略…S是Strategy，T是Tactics). */
function wrongLetters(sentence: string, answer: string): string[] {
  const wrong: string[] = [];
  for (const m of sentence.matchAll(LETTER)) {
    const [, letter, word] = m;
    if (word![0]!.toUpperCase() !== letter) continue;
    // the acronym the letter belongs to: the last one named before it in the answer
    const before = answer.slice(0, answer.indexOf(sentence) + m.index!);
    const owner = [...before.matchAll(UPPER_WORD)].map((w) => w[0]).pop();
    const acronym = owner === undefined ? undefined : DICTIONARY[owner];
    if (!owner || !acronym || !owner.includes(letter!)) continue;
    const right = acronym.en.flatMap(wordsOf).filter((w) => w[0] === letter!.toLowerCase());
    const said = wordsOf(word!)[0]!;
    if (!right.some((r) => sameWord(said, r)) && !wrong.includes(owner)) wrong.push(owner);
  }
  return wrong;
}

/**
 * interview.error.acronym.full-name: an expansion given as the full name later in the sentence (JSON是Java的数据格式，
 * 全称是Java Serialized Object Notation; SEO是做排名的，英文全称叫…) belongs to the last acronym named before it in the
 * sentence, as one said right after the acronym does. Read only when its English words spell that acronym out (its
 * letters in order among their initials), so the full name of something else (公司全称是…, 全称是Shanghai Mobile) is
 * not; a right one (全称是JavaScript Object Notation) passes.
 */
const FULL_NAME = /(?:英文)?(?:全称|全拼|全名)(?:是|为|叫做?|就是)?\s*[:：]?\s*["“'‘]?/gu;
function wrongFullNames(sentence: string): string[] {
  const wrong: string[] = [];
  const named = [...sentence.matchAll(ACRONYM)];
  for (const cue of sentence.matchAll(FULL_NAME)) {
    const last = named.filter((m) => m.index! + m[0].length <= cue.index!).at(-1);
    const english = last ? ENGLISH.exec(sentence.slice(cue.index! + cue[0].length, cue.index! + cue[0].length + 200)) : null;
    if (!last || !english) continue;
    const key = last[1]!;
    const said = expansionWordsOf(english[0]);
    if (!rightEnglish(DICTIONARY[key]!, said) && spellsOut(key, said) && !wrong.includes(key)) wrong.push(key);
  }
  return wrong;
}

/** The finding's note: the acronym and its right expansion (CI是Continuous Integration（持续集成）). */
export const acronymNote = (key: string): string => {
  const { en, zh, parts } = DICTIONARY[key]!;
  const names = parts ? zh.slice(0, wordsOf(en[0]!).filter((w) => !STOP_WORDS.has(w)).length).join('、') : zh.slice(0, 2).join('或');
  return `${key}是${en.slice(0, parts ? 1 : 2).join('或')}${names ? `（${names}）` : ''}的缩写`;
};

/** The acronyms an answer spells out wrongly, each once, in the order said. */
export function wrongAcronymsOf(answer: string): string[] {
  const folded = answer.normalize('NFKC').replace(CODE, ' ');
  const wrong: string[] = [];
  for (const sentence of sentencesOf(answer)) {
    if (CORRECTED.test(sentence) || OWN_LABEL.test(sentence)) continue;
    for (const m of sentence.matchAll(ACRONYM)) {
      const key = m[1]!;
      if (wrongExpansion(key, sentence.slice(m.index! + key.length)) && !wrong.includes(key)) wrong.push(key);
    }
    for (const key of wrongLetters(sentence, folded)) if (!wrong.includes(key)) wrong.push(key);
    for (const key of wrongFullNames(sentence)) if (!wrong.includes(key)) wrong.push(key);
  }
  return wrong;
}

/** The notes of the acronyms an answer spells out wrongly (CI是Continuous Integration（持续集成）的缩写), in the order said. */
export const acronymErrorsOf = (answer: string): string[] => wrongAcronymsOf(answer).map(acronymNote);

/** Whether a text (another finding's note) names the acronym as a word of its own (STP in STP是Segmentation…, not in STPX). */
export const namesAcronym = (text: string, key: string): boolean => new RegExp(`(?<![A-Za-z0-9])${key.replace(ESCAPE, '\\$&')}(?![A-Za-z0-9])`).test(text);
