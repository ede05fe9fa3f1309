import { findSkills } from '../dictionary';
import { ACTION_VERBS } from '../rules/action-verbs';
import { findActionVerbs, findQuantified } from '../rules/quantify';
import { STAR_CUES } from '../rules/quantify-words';
import KEYWORDS from './category-keywords.json';

/**
 * Sentences of what a student wrote, to quote a finding's sentence and to tell a sentence from a list of
 * keywords. Quotes keep the student's characters (full-width commas stay full-width); the checks normalise.
 */

const BULLET = /^(?:[•·●▪■◆*-]|\d{1,2}[.、)）](?!\d))\s*/;

/** The sentences of a text: cut at 。！？； and line breaks, a line's bullet (•, -, 1.) dropped; trimmed, none empty. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[。!?！？;；])|\s*\n\s*/)
    .map((s) => s.trim().replace(BULLET, '').trim())
    .filter((s) => s.replace(/[\p{P}\s]/gu, '') !== '');
}

/** The clauses of a sentence: cut at commas and line breaks, bullets dropped (the ends of a 背景→行动→结果 reordering). */
export const clausesOf = (sentence: string): string[] =>
  sentence
    .split(/[，,;；。!?！？\n]/)
    .map((c) => c.trim().replace(BULLET, '').trim())
    .filter((c) => c !== '');

/** The first sentence `test` accepts, or the first sentence; '' for an empty text. */
export function sentenceWhere(text: string, test: (sentence: string) => boolean): string {
  const all = sentencesOf(text);
  return all.find(test) ?? all[0] ?? '';
}

/**
 * The text to quote and rewrite for a finding about a whole description, as the student wrote it (bullets and
 * line breaks kept): all of it when short, else its first sentences up to about 120 characters.
 */
export function descriptionQuote(text: string): string {
  let [start, end] = [-1, 0];
  for (const s of sentencesOf(text)) {
    const at = text.indexOf(s, end);
    if (at < 0) break;
    if (start >= 0 && [...text.slice(start, at + s.length)].length > 120) break;
    if (start < 0) start = at;
    end = at + s.length;
  }
  return start < 0 ? '' : text.slice(start, end);
}

// the words a keyword list is made of: every category's keywords, the STAR cue words and the action verbs
const LIST_TERMS = [...new Set([...Object.values(KEYWORDS.categories).flat(), ...Object.values(STAR_CUES).flat(), ...ACTION_VERBS])].sort((a, b) => b.length - a.length);
const meaningful = (s: string) => s.replace(/[\p{P}\p{S}\s\d]/gu, '');

/** A term as termDensity takes it out: its letters, and a case-blind pattern when it starts with a Latin letter. */
interface ListUnit {
  length: number;
  letters: string;
  lower: string;
  latin: RegExp | null;
}
const listUnit = (term: string): ListUnit => {
  const letters = meaningful(term.normalize('NFKC'));
  const latin = /^[A-Za-z]/.test(letters) ? new RegExp(letters.replace(/[.+*?^$()[\]{}|\\/]/g, '\\$&'), 'gi') : null;
  return { length: term.length, letters, lower: letters.toLowerCase(), latin };
};
// made once: a description's every piece is weighed, and a pattern compiled per term and piece cost seconds on a long one
const LIST_UNITS = LIST_TERMS.map(listUnit);

/** Share of a text's letters that are skill names, category keywords or cue words (0-1). */
export function termDensity(text: string): number {
  const plain = meaningful(text.normalize('NFKC'));
  if (!plain) return 0;
  const skills = findSkills(text);
  // the longest first, the list's terms before a skill of the same length (a stable sort)
  const units = skills.length ? [...LIST_UNITS, ...skills.map(listUnit)].sort((a, b) => b.length - a.length) : LIST_UNITS;
  let rest = plain;
  let lower = rest.toLowerCase();
  const cut = (next: string) => {
    rest = next;
    lower = rest.toLowerCase();
  };
  // each term taken out only where the rest still holds it: the same text as splitting at every term, without the work
  for (const u of units) {
    if (u.letters && rest.includes(u.letters)) cut(rest.split(u.letters).join(''));
    if (u.latin && lower.includes(u.lower)) cut(rest.replace(u.latin, ''));
  }
  return 1 - [...rest].length / [...plain].length;
}

/**
 * content.keyword-list.look-alike-bars: the strokes and letters students paste between terms for a bar or a 、 (丨 亅 丶 丿,
 * 〡 〢, ǀ, ㅣ; their Kangxi-radical forms fold to them under NFKC; ∣ ︱ ｜ ㇑ are marks already). They are letters to Unicode,
 * so a list strung on them reads as one long word. Read as a bar when the text holds the same one LOOK_ALIKE_MIN times or
 * more: a list joins many pieces, while a word that holds one (a nickname's 丶) holds it once.
 */
const LOOK_ALIKE_BARS = /[\u4E28\u4E85\u4E36\u4E3F\u3021\u3022\u01C0\u3163\u1175]/gu;
const LOOK_ALIKE_MIN = 2;
/** The text with its look-alike bars read as the bars they stand for (|), when they are used as joins. */
export function readLookAlikeBars(text: string): string {
  const counts = new Map<string, number>();
  for (const c of text.match(LOOK_ALIKE_BARS) ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts.size === 0 ? text : text.replace(LOOK_ALIKE_BARS, (c) => ((counts.get(c) ?? 0) >= LOOK_ALIKE_MIN ? '|' : c));
}

/**
 * What a keyword list joins its terms with (content.keyword-list.separators), by character class so that no new mark lets a list
 * through: any run of punctuation or symbols (\p{P}, \p{S}: 、，；/ | + · → ｜, full-width forms once NFKC has folded them),
 * enclosed and dingbat numbers (①②❶), emoji (🔥) and spaces. Each piece of a list is one term, so a sentence (用Python+SQL清洗了3万条
 * 订单数据) keeps its long pieces and its predicate.
 */
const LIST_SEPARATORS = /[\p{P}\p{S}\s\u2460-\u24ff\u2776-\u2793\p{Extended_Pictographic}]+/u;
/** The same joins but spaces, which prose puts around a Latin word (使用 TypeScript 和 React 重构): what a run of terms within a clause is cut at. */
const TERM_JOINS = /[\p{P}\p{S}\u2460-\u24ff\u2776-\u2793\p{Extended_Pictographic}]+/u;
const letters = (s: string) => [...meaningful(s)].length;
/** The units of a piece: a Latin word or a number is one, any other letter one each. */
const unitsOf = (p: string): number => (p.match(/[A-Za-z0-9]+|[^\sA-Za-z0-9\p{P}\p{S}]/gu) ?? []).length;

/** Fewest pieces of a run of terms within one clause, every one of them short (TERM_RUN_LETTERS units or fewer: a Latin word is one, ClickHouse is one term). */
const TERM_RUN_PIECES = 4;
const TERM_RUN_LETTERS = 8;
const isTermRun = (clause: string): boolean => {
  const pieces = clause.split(TERM_JOINS).filter((p) => meaningful(p) !== '');
  // every piece short, or nearly all short and saying nothing (a long run keeps one 首先梳理其次建模最终赋能 among its terms)
  return pieces.length >= TERM_RUN_PIECES && (pieces.every((p) => unitsOf(p) <= TERM_RUN_LETTERS) || (pieces.length >= TYPED_LIST_PIECES && pieces.filter(isBarePiece).length / pieces.length >= TYPED_LIST_SHORT));
};

/**
 * content.keyword-list.sentence-grammar: the grammar of a sentence that no list of terms has, a first-person subject (我, 我们;
 * not 自我) or a done 了 after a word (写了, 用了; not 了解, nor 为了, 除了 and 罢了, which are no deed): a clause told in plain verbs the verb list does not know
 * (我写了书籍发布接口, 上线后用了一学期) tells as much as one with a listed verb.
 */
const SENTENCE_GRAMMAR = /(?<!自)我|(?![为除罢])\p{Script=Han}了(?!解)/u;
const hasPredicate = (clause: string) => findActionVerbs(clause).length > 0 || findQuantified(clause).length > 0 || SENTENCE_GRAMMAR.test(clause);

/**
 * A list of keywords instead of sentences: four or more short pieces (cut by 、，/| or spaces), hardly a
 * clause with a verb or a figure (no predicate), and mostly skill names, category keywords and cue words;
 * or a longer text that is almost nothing but them.
 */
export function isKeywordList(text: string): boolean {
  const known = keywordListMemo.get(text);
  if (known !== undefined) return known;
  const answer = readsAsKeywordList(text);
  if (keywordListMemo.size >= KEYWORD_LIST_MEMO_MAX) keywordListMemo.clear();
  keywordListMemo.set(text, answer);
  return answer;
}

/**
 * isKeywordList's answers for the texts of the last diagnoses: a resume's rules ask it of each description five
 * times or more.
 */
const KEYWORD_LIST_MEMO_MAX = 512;
const keywordListMemo = new Map<string, boolean>();

function readsAsKeywordList(text: string): boolean {
  const normal = readLookAlikeBars(text.normalize('NFKC')).trim();
  if (!normal) return false;
  const pieces = normal.split(LIST_SEPARATORS).filter((p) => meaningful(p) !== '');
  const short = pieces.filter((p) => [...meaningful(p)].length <= 8).length;
  const clauses = clausesOf(normal);
  // a clause that is itself a run of terms (A/B测试+漏斗+留存+…) tells nothing, whatever verb a term holds (测试)
  const told = clauses.filter((c) => hasPredicate(c) && !isTermRun(c));
  const density = termDensity(normal);
  // told by clauses or by letters: a run of twenty terms is one clause however long, and two clauses of a bare figure (留存提升30%) after it tell little
  const toldShare = Math.min(told.length / clauses.length, letters(told.join('')) / Math.max(1, letters(clauses.join(''))));
  if (pieces.length >= TERM_RUN_PIECES && short / pieces.length >= 0.8 && toldShare <= 0.2 && density >= 0.5) return true;
  // a long list of short pieces that say nothing is a list whatever its terms are (ROE｜ROA｜EBITDA｜业财融合): no dictionary need know them
  // (typed as a list: its terms are joined within clauses, LIST_PIECES_PER_CLAUSE or more pieces a clause, where prose's short clauses are one each)
  // (cut at marks, not spaces, which prose puts around a Latin word)
  const terms = normal.split(TERM_JOINS).filter((p) => meaningful(p) !== '');
  if (terms.length >= TYPED_LIST_PIECES && terms.length >= LIST_PIECES_PER_CLAUSE * clauses.length && toldShare <= 0.2 && terms.filter(isBarePiece).length / terms.length >= TYPED_LIST_SHORT) return true;
  if (typedAsTerms(normal)) return true;
  if (strungOnSymbols(normal)) return true;
  if (repeatsTerm(pieces)) return true;
  return [...meaningful(normal)].length >= 12 && density >= 0.85;
}

// a piece says nothing of its own when it has no verb, or its verb is part of a term (需求分析, 原型设计), or it is a
// bare figure with its cue (留存提升30%): a subject and an object are what a told piece adds; a Latin word is one unit
// (ShardingSphere is one term, not fourteen letters)
const saysNothing = (p: string) => findActionVerbs(p).length === 0 || (unitsOf(p) >= 3 && termDensity(p) >= 0.5) || (/\d/.test(p) && unitsOf(p) <= 6);
/** A short piece (TERM_RUN_LETTERS units or fewer) that says nothing: a term, whether or not a dictionary knows it (ROE, 业财融合). */
const isBarePiece = (p: string): boolean => unitsOf(p) <= TERM_RUN_LETTERS && saysNothing(p);

/** Fewest pieces of a term said over and over, and the most distinct terms they may hold for each piece. */
const REPEATED_PIECES = 3;
const REPEATED_DISTINCT_SHARE = 0.5;
/**
 * content.keyword-list.repeated: one term typed over and over (护理 ❖ 护理 ❖ 护理, 沟通、沟通、沟通), REPEATED_PIECES or more
 * bare pieces (a verb alone, 护理, is one: done to no one) of which at most half are distinct: too few pieces for a list of terms (TERM_RUN_PIECES), but a word said
 * again and again tells nothing, whatever it is. A sentence that says a word again (认真护理每位病人，耐心护理每位老人) has verbs
 * and objects in its pieces, and three different terms (护理、急救、康复) are for the other rules to weigh.
 */
function repeatsTerm(pieces: string[]): boolean {
  if (pieces.length < REPEATED_PIECES || !pieces.every((p) => isBarePiece(p) || isVerbAlone(p))) return false;
  return new Set(pieces.map(meaningful)).size <= pieces.length * REPEATED_DISTINCT_SHARE;
}

/** Fewest pieces a clause of a list whose terms no dictionary knows has on average: prose cut at its commas has about one. */
const LIST_PIECES_PER_CLAUSE = 3;

/** Most punctuation marks a text typed as terms between spaces may have (one full stop at its end). */
const TYPED_LIST_PUNCTUATION = 1;
/** Fewest space-separated pieces of such a list, and the share of them that are short and say nothing. */
const TYPED_LIST_PIECES = 8;
const TYPED_LIST_SHORT = 0.8;

/**
 * Terms typed between spaces, whatever they are (SpringBoot SpringCloud Nacos Sentinel Seata … 高并发 首先 其次 提升50%):
 * TYPED_LIST_PIECES or more pieces, hardly any punctuation, nearly all short and saying nothing. The dictionaries
 * need not know the terms: a sentence is not typed this way.
 */
function typedAsTerms(text: string): boolean {
  if ((text.match(/[、,，;；。!?！？]/g) ?? []).length > TYPED_LIST_PUNCTUATION) return false;
  const pieces = text.split(/\s+/).filter((p) => meaningful(p) !== '');
  // content.keyword-list.pictographs: terms strung on a pictograph (🛞抖音🛞快手🛞小红书🛞私域🛞) are typed as a list
  // from TERM_RUN_PIECES pieces: prose puts no emoji between each pair of its words
  const strung = text.split(PICTOGRAPH_JOINS).filter((p) => meaningful(p) !== '');
  const bareShare = (list: string[]) => list.filter(isBarePiece).length / list.length;
  if (strung.length >= TERM_RUN_PIECES && bareShare(strung) >= TYPED_LIST_SHORT) return true;
  if (pieces.length < TYPED_LIST_PIECES) return false;
  // content.keyword-list.cue-words: ordering cue words typed as pieces of their own among the terms (护理 宣教 首先 其次
  // 满意度提升90% 最终 闭环), CUE_PIECES_MIN or more, order nothing: there a verb standing alone (护理, 沟通, 提升) is one
  // more term, done to no one
  const cues = pieces.filter((p) => CUE_PIECE.test(p)).length;
  if (cues >= CUE_PIECES_MIN && pieces.filter((p) => isBarePiece(p) || isVerbAlone(p)).length / pieces.length >= TYPED_LIST_SHORT) return true;
  if (bareShare(pieces) >= TYPED_LIST_SHORT) return true;
  // content.keyword-list.named-tasks: tasks named as terms, the verb their last word (合同管理, 供应商评估, 交期管理), typed
  // as pieces NAMED_TASKS_MIN times or more: there a verb standing alone (询价, 比价) is one more term, done to nothing told
  const named = pieces.map(isNamedTask);
  if (named.filter(Boolean).length < NAMED_TASKS_MIN) return false;
  return pieces.filter((p, i) => named[i] || isVerbAlone(p) || isBarePiece(p)).length / pieces.length >= NAMED_TASKS_SHARE;
}
/** Fewest pieces of a text strung on symbols (content.keyword-list.strung). */
const STRUNG_PIECES = 5;
/** The marks prose cuts its clauses and series at: a text holding one is weighed by the rules above, clause by clause. */
const PROSE_MARKS = /[、,，;；。!?！？:：]/u;

/**
 * content.keyword-list.strung: terms strung on symbols with no prose mark anywhere (Netty+长连接+心跳保活+断线重连+消息幂等,
 * 用户画像 · 漏斗模型 · 留存曲线 · 埋点方案 · 归因, 沟通>>执行>>抗压>>学习>>热爱): STRUNG_PIECES or more pieces between
 * + > · / | → and the like, every one bare (short and saying nothing) or a verb alone. Fewer than the TYPED_LIST_PIECES a
 * list of unknown terms needs, since prose strings no five bare pieces on such marks; a sentence with one long piece
 * (使用Python/Pandas/NumPy/Seaborn对3万条订单数据做了清洗), a comma, or a piece in a sentence's grammar (做了首页/分类页/购物车/
 * 订单页/我的页面的交互稿: SENTENCE_GRAMMAR) is left to the rules above.
 */
function strungOnSymbols(text: string): boolean {
  if (PROSE_MARKS.test(text)) return false;
  const pieces = text.split(TERM_JOINS).filter((p) => meaningful(p) !== '');
  return pieces.length >= STRUNG_PIECES && pieces.every((p) => (isBarePiece(p) || isVerbAlone(p)) && !SENTENCE_GRAMMAR.test(p));
}

/** Fewest tasks named as terms among a space-typed text's pieces, and the share of its pieces that must be terms, named tasks or verbs alone. */
const NAMED_TASKS_MIN = 2;
const NAMED_TASKS_SHARE = 0.9;
/** Most units of a task's name (供应商评估 is five). */
const NAMED_TASK_UNITS = 6;
/** A task named as a term: a short piece whose one verb ends it, after the thing it is done to (合同管理, 供应商评估). */
function isNamedTask(piece: string): boolean {
  const verbs = findActionVerbs(piece);
  const bare = meaningful(piece);
  const verb = verbs.length === 1 ? meaningful(verbs[0]!.text) : '';
  return unitsOf(piece) <= NAMED_TASK_UNITS && verb !== '' && bare.length > verb.length && bare.endsWith(verb);
}
/** A piece that is one verb and nothing else (护理, 沟通, 提升): done to no one. */
function isVerbAlone(piece: string): boolean {
  const verbs = findActionVerbs(piece);
  return verbs.length === 1 && meaningful(verbs[0]!.text) === meaningful(piece);
}
/** An ordering cue word typed as a piece of its own, and the fewest of them among terms that mark a list strung for show. */
const CUE_PIECE = /^(?:首先|其次|再次|然后|最后|最终|综上所述|总之|总而言之)$/u;
const CUE_PIECES_MIN = 2;
/**
 * content.keyword-list.symbols: the marks typed between the items of a list as bullets are: a dingbat (❖ ✦ ➤, U+2700-27BF),
 * a star (★ ☆), a bar (│ ┃) or any geometric shape (U+25A0-25FF: ◆ ◇ ● ■ ▪ ▶ ►, and the hatched and patterned squares
 * ▦ ▩ ▣, the triangles ▲ ▼ and the half-filled circles ◐ alike, by block so that no new shape lets a list through). Prose
 * puts none of them between its words. The hollow squares and circles (□ ▢ ◻ ◽ ○ ◯) are not among them: they stand for
 * the letters of a placeholder (○○奖, □□证书), which other rules read.
 */
export const LIST_MARKS = '\\u2700-\\u27BF\\u25A0\\u25A3-\\u25CA\\u25CC-\\u25EE\\u25F0-\\u25FA\\u25FC\\u25FE\\u25FF\\u2605\\u2606\\u2502\\u2503';
/** A pictograph or a list mark between pieces, with its variation selector and joiner (the spaces around it are no letters of a piece). */
const PICTOGRAPH_JOINS = new RegExp(`(?:[\\p{Extended_Pictographic}${LIST_MARKS}][\\uFE0F\\u200D]*)+`, 'u');
