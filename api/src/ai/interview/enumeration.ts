import { normalizeText } from '../text/normalize';
import { ASKS_LIST, EXPLAINING_CUES, WEIGHS_LISTED } from './spoken-cues';
import { ENUMERATION_ITEM_CHARS, ENUMERATION_SHARE, ENUMERATION_TERMS, MARKED_LIST_BREAKS, SPACED_LIST_BREAKS, SPACED_TERM_SHARE, STEPS_SHARE, STREWN_CLAUSES_MAX, TABLE_ROWS_MIN, TOLD_CLAUSES_MIN } from './weights';
import { withoutBarePercentages } from './specificity';
import { asksWhatIsDone, isPredicate, toldClause } from './told-steps';
import { definesAskedSubject } from './defined-subject';
import { tellsAskedSteps } from './ordered-steps';

/** What joins the terms of a list: 、 and commas, 和/及/与/以及, 等 closing it; 及 opening an adverb (及时清运, 及早发现) joins nothing. */
const LIST_JOINS = /[、，,／/]|以及|和|及(?![时早])|与|还有|等等?/;
/** Words that bind speech (我, 的, 了, 把, 会 …): a part holding one is a clause, not a term. */
const BINDING = /[我你他她们的了在把就会能可要去让给被着过得地很都也还吗呢吧啊这那是有]/;
/**
 * A cue word named as the head of a noun (根本原因分析, 结果导向): the name of a method in a list, no cause or outcome
 * told. Read out before the cues are.
 */
const CUE_AS_NOUN = /(?:原因|结果)(?:分析|排查|调查|追溯|追踪|跟踪|导向)/gu;
const explainsIn = (text: string): boolean => {
  const rest = text.replace(CUE_AS_NOUN, '');
  return EXPLAINING_CUES.some((c) => rest.includes(c));
};
/**
 * A term of a list: short, binding nothing, explaining nothing (比如电商拆成用户 introduces a case), and saying nothing of a
 * subject (个人按比例交: toldClause).
 */
const isTerm = (part: string): boolean => part.length > 0 && [...part].length <= ENUMERATION_ITEM_CHARS && !BINDING.test(part) && !explainsIn(part) && !toldClause(part);

/** A space that parts Chinese from Chinese or from Latin (核心素养 必备品格, 窗口函数 ROW_NUMBER()): a list typed with spaces. */
const SPACED_JOINS = new RegExp(`(?:${LIST_JOINS.source}|\\s)+`, 'u');
const SPACED = /(?<=\p{Script=Han})\s+(?=[\p{Script=Han}A-Za-z])|(?<=[A-Za-z0-9)])\s+(?=\p{Script=Han})/gu;
/**
 * A mark that parts the items of a pasted list, by its character class and not by name: any symbol, emoji or
 * punctuation (Unicode \p{S}, \p{Extended_Pictographic}, \p{P}: ✅ ★ • ▪ → | ／ ·) but the stops and joins of
 * ordinary writing (，、。：；“”（）《》…), which a sentence spoken has anyway.
 */
const ITEM_MARK = /(?![，,、。．.！？!?；;：:“”"'‘’（）()《》〈〉【】[\]…—-])[\p{P}\p{S}\p{Extended_Pictographic}]/u;
const ITEM_MARKS = new RegExp(`(?:${ITEM_MARK.source}[\\s\uFE0F]*)+`, 'gu');
/** Any run of symbols, punctuation, emoji or whitespace: where a marked list is cut into its pieces. */
const ANY_MARKS = /[\p{P}\p{S}\p{Extended_Pictographic}\s\uFE0F]+/u;
/**
 * interview.gaming.enumeration.marked: a sentence in which MARKED_LIST_BREAKS or more runs of item marks (ITEM_MARK:
 * ✅ MBTI ✅ DISC, ★ 大五人格 ★ 16PF, A → B → C, A | B | C) part pieces that are nearly all terms (SPACED_TERM_SHARE: short, no
 * binding word, nothing explained), its pieces cut at any run of marks or spaces; else null. A sentence with an
 * arrow or two between clauses (先写测试→再改代码，这样回归快) binds its pieces and stays a sentence.
 */
function markedPartsOf(sentence: string): string[] | null {
  if ((sentence.match(ITEM_MARKS) ?? []).length < MARKED_LIST_BREAKS) return null;
  const pieces = sentence.split(ANY_MARKS).map((p) => p.trim()).filter(Boolean);
  return pieces.length > 0 && pieces.filter(isTerm).length >= SPACED_TERM_SHARE * pieces.length ? pieces : null;
}

/**
 * The parts of a sentence between LIST_JOINS; in a sentence typed as a list with spaces (SPACED_LIST_BREAKS such spaces
 * or more) whose space-parted pieces are nearly all terms (SPACED_TERM_SHARE), between every space too (Serial ParNew
 * CMS G1 among 垃圾回收 标记清除 is a list as well). A spoken sentence with a Latin word in it (我用 Python 写) has a
 * space or two, and speech transcribed with spaces for stops has clauses between them.
 */
const partsOf = (sentence: string): string[] => {
  const marked = markedPartsOf(sentence);
  if (marked) return marked;
  const joined = sentence.split(LIST_JOINS).map((p) => p.trim());
  if ((sentence.match(SPACED) ?? []).length < SPACED_LIST_BREAKS) return joined;
  const spaced = sentence.split(SPACED_JOINS).map((p) => p.trim()).filter(Boolean);
  // speech transcribed without stops (登录的话我分几块想 功能上 正确账号密码能登录 密码错) is clauses parted by spaces, not terms
  return spaced.filter(isTerm).length >= SPACED_TERM_SHARE * spaced.length ? spaced : joined;
};

const sentencesOf = (answer: string): string[] => normalizeText(answer).split(/[。！？!?；;\n]+/).filter((s) => s.trim());
const charsOf = (text: string): number => [...text.replace(/[\p{P}\p{S}\s]+/gu, '')].length;

/**
 * interview.gaming.enumeration.steps: on a question asking what is done (told-steps.ts asksWhatIsDone), a sentence whose
 * short parts are STEPS_SHARE or more steps or measures told (写测试计划，执行测试，提缺陷…然后出报告; 材料堆放整齐，垃圾
 * 及时清运) says what is done, one by one: its steps are no terms. A list of nouns (需求分析、测试计划、回归测试) stays one.
 */
function stepsOf(parts: string[]): Set<string> {
  const terms = parts.filter(isTerm);
  const steps = new Set(terms.filter(isPredicate));
  return terms.length > 0 && steps.size >= STEPS_SHARE * terms.length ? steps : new Set();
}

/**
 * The most terms strung in a row in a sentence: parts between LIST_JOINS that are short and bind nothing (懒加载,
 * CDN加速, Tableau), plus the part before them when it holds the first term after one thin verb (我做过懒加载, 运用Python).
 * `steps`: the question asks what is done, so steps told are read out (stepsOf).
 */
function termsInARow(sentence: string, steps = false): number {
  const parts = partsOf(sentence);
  const told = steps ? stepsOf(parts) : new Set<string>();
  let longest = 0;
  let run = 0;
  parts.forEach((part, i) => {
    run = isTerm(part) && !told.has(part) ? run + 1 : 0;
    const lead = run > 0 && i - run >= 0 && [...parts[i - run]!].length <= ENUMERATION_ITEM_CHARS * 2 ? 1 : 0;
    longest = Math.max(longest, run + lead);
  });
  return longest;
}

/** The most terms strung in a row in one sentence of the answer (termsInARow). */
export const longestEnumeration = (answer: string): number => Math.max(0, ...sentencesOf(answer).map((s) => termsInARow(s)));

/**
 * Share of the answer's characters (punctuation and spaces dropped) in sentences that string ENUMERATION_TERMS or more
 * terms; steps told on a question asking what is done are no terms (stepsOf).
 */
export function enumerationShare(answer: string, question?: { text: string }): number {
  const sentences = sentencesOf(answer);
  const steps = question !== undefined && asksWhatIsDone(question);
  const total = sentences.reduce((n, s) => n + charsOf(s), 0);
  const listed = sentences.filter((s) => termsInARow(s, steps) >= ENUMERATION_TERMS).reduce((n, s) => n + charsOf(s), 0);
  return total ? listed / total : 0;
}

/**
 * The answer without the terms it lists (parts of runs of three or more terms): the digits of HTTP2, Vue3 or 360度评估
 * name a term, they are no figure of what came of it.
 */
function withoutListedTerms(answer: string): string {
  return sentencesOf(answer)
    .map((sentence) => {
      const parts = partsOf(sentence);
      const listed = new Set<number>();
      let run: number[] = [];
      const close = () => {
        if (run.length >= 3) run.forEach((i) => listed.add(i));
        run = [];
      };
      parts.forEach((part, i) => (isTerm(part) ? run.push(i) : close()));
      close();
      return parts.filter((_, i) => !listed.has(i)).join('，');
    })
    .join('。');
}

/**
 * Whether the answer explains anything of what it names, outside the terms it lists: a figure, a cause or purpose, a
 * case, a before and after (EXPLAINING_CUES), or TOLD_CLAUSES_MIN clauses saying something of a subject (公司和个人按比例交，
 * 比例各地不一样: toldClause): who does what with the things named, or how they differ.
 */
export function explainsSomething(answer: string): boolean {
  // a tally (25/25) or a percentage with no base (匹配度98%) claims a figure and explains nothing of the terms
  const rest = withoutListedTerms(withoutBarePercentages(answer).replace(/\d+\s*[/／]\s*\d+/g, ''));
  return /\d/.test(rest) || explainsIn(rest) || rest.split(/[，。]/u).filter(toldClause).length >= TOLD_CLAUSES_MIN;
}

/**
 * interview.gaming.enumeration: a sentence that strings ENUMERATION_TERMS or more terms behind one thin verb
 * and such sentences are ENUMERATION_SHARE of the answer or more
 * (性能优化方面，我做过懒加载、预加载、防抖节流…; 运用Python、SQL、Excel、Tableau…) is a list, not an account, unless
 * the answer also explains at least one of them: what came of it (a figure, a before and after), why (因为, 所以), a case.
 */
export const listsTerms = (answer: string, question?: { text: string }): boolean =>
  (enumerationShare(answer, question) >= ENUMERATION_SHARE && !explainsSomething(answer) && !weighsAskedList(answer, question) && !definesAskedSet(answer, question) && !definesAskedSubject(answer, question) && !tellsAskedSteps(answer, question)) || tabulatesTerms(answer) || strewsTerms(answer);

/**
 * A piece strewn among others by spaces that is a term: short, with no pronoun or particle of speech (性能优化 and 在线
 * 文档 are terms, though 能 and 在 bind elsewhere), or a tool's or a language's Latin name however long (TypeScript).
 */
const SPEECH_MARKS = /[我你他她们的了把吗呢吧啊]/u;
const LATIN_NAME = /^[A-Za-z][\w.+#-]{0,19}$/u;
const isStrewnTerm = (piece: string): boolean => LATIN_NAME.test(piece) || ([...piece].length <= ENUMERATION_ITEM_CHARS && !SPEECH_MARKS.test(piece));
/**
 * interview.gaming.enumeration.strewn: an answer typed as pieces parted by spaces (SPACED_LIST_BREAKS or more spaces at
 * Chinese words in a sentence) in sentences of ENUMERATION_SHARE or more of its characters, with ENUMERATION_TERMS or
 * more terms (isStrewnTerm) and no more than STREWN_CLAUSES_MAX clauses in all, those of its other
 * sentences counted too (Vue React Webpack 组件化 … 我把首屏接口合并成一个 打包体积降了一半 响应式): a clause or two strewn
 * among keywords explains none of them, a figure in it or not. Terms joined by 、 or commas in a sentence (我做过懒加载、
 * 预加载…，首屏从3秒降到1秒) and an account of three clauses or more are read as before.
 */
export function strewsTerms(answer: string): boolean {
  const sentences = sentencesOf(answer);
  const isSpaced = (s: string) => (s.match(SPACED) ?? []).length >= SPACED_LIST_BREAKS;
  const total = sentences.reduce((n, s) => n + charsOf(s), 0);
  const spacedChars = sentences.filter(isSpaced).reduce((n, s) => n + charsOf(s), 0);
  if (!total || spacedChars / total < ENUMERATION_SHARE) return false;
  const pieces = sentences.flatMap((s) => (isSpaced(s) ? s.split(SPACED_JOINS) : s.split(/[，,：:]/u))).map((p) => p.trim()).filter((p) => charsOf(p) > 0);
  const terms = pieces.filter(isStrewnTerm).length;
  return terms >= ENUMERATION_TERMS && pieces.length - terms <= STREWN_CLAUSES_MAX;
}

/** A cell's value that is no term and no speech: a figure with its unit or price (2.30, ¥1.5, 30%, 500元), or nothing. */
const FIGURE_CELL = /^[\d.,，%％¥￥$元角分万千百kKwW+\-~～/]*$/u;
/** A row of a table: cells parted by ITEM_MARK runs (关键词｜匹配方式｜出价; a | b | c), at least two marks in it. */
const rowCellsOf = (line: string): string[] | null => {
  const cells = line.split(ITEM_MARKS).map((c) => c.trim()).filter(Boolean);
  return cells.length >= 3 ? cells : null;
};

/**
 * interview.gaming.enumeration.table: an answer that is mostly a table of terms, by its shape: TABLE_ROWS_MIN or more rows
 * of cells parted by marks (关键词｜匹配方式｜出价), each cell a term or terms (isTerm, its space-parted pieces), a
 * figure with its unit or price (FIGURE_CELL: 2.30, 30%), or a value its column repeats (精确, 短语, 广泛: an attribute of
 * the row, not a thought), the rows ENUMERATION_SHARE or more of the answer's characters, and the rest explaining
 * nothing (explainsSomething). The figures in a table's cells are its values, no outcome told; a table whose cells
 * are sentences (我负责…, 因为…) is no list.
 */
export function tabulatesTerms(answer: string): boolean {
  const lines = normalizeText(answer).split('\n');
  const rows = lines.map(rowCellsOf);
  const columns = new Map<string, number>();
  rows.forEach((cells) => cells?.forEach((c, i) => columns.set(`${i}\u0000${c}`, (columns.get(`${i}\u0000${c}`) ?? 0) + 1)));
  const isCell = (c: string, i: number) => FIGURE_CELL.test(c) || (columns.get(`${i}\u0000${c}`) ?? 0) > 1 || c.split(/\s+/u).every(isTerm);
  const table = rows.map((cells) => cells !== null && cells.every(isCell));
  if (table.filter(Boolean).length < TABLE_ROWS_MIN) return false;
  const tabled = lines.filter((_, i) => table[i]);
  // a row with a sentence in a cell is read for what it says, its figures still the table's values
  const rest = lines
    .map((line, i) => (table[i] ? '' : (rows[i]?.filter((c) => !FIGURE_CELL.test(c)).join('，') ?? line)))
    .join('\n');
  const total = charsOf(lines.join(''));
  return total > 0 && charsOf(tabled.join('')) / total >= ENUMERATION_SHARE && !explainsSomething(rest);
}

/**
 * interview.gaming.enumeration.weighed: a question that asks for a list (哪些条款, 测试点, 步骤: ASKS_LIST) answered
 * with the list and the weight among its items said (其中违约责任和争议解决是最重要的: WEIGHS_LISTED): the list is the
 * answer's form and the student judges it, no terms strung for show.
 */
export const weighsAskedList = (answer: string, question?: { text: string }): boolean =>
  question !== undefined && ASKS_LIST.test(question.text) && WEIGHS_LISTED.test(answer);

/** A question asking what a named set holds (的内容, 包括哪些, 分别是什么). */
const ASKS_CONTENT = /内容|包括|包含|哪些|哪几|分别/u;
/** A term the question puts in quotation marks (“三查七对”, 「五常法」). */
const QUOTED_TERM = /[“「‘"]([^“”「」‘’"\n]{1,12})[”」’"]/gu;
/** What defines a term by its items, right after it (就是, 是指, 包括, 分为). */
const DEFINES = /^(?:其实|呢)?(?:就是|是指|指的是|即|包括|包含|分为|分别是|有)/u;
/** Most characters before the term where the answer opens on it (我理解的, 所谓). */
const OPENING_CHARS = 6;
/** What defines a part of the set by its items: a bare 是 as well (三查是…). */
const DEFINES_PART = new RegExp(`${DEFINES.source}|^是`, 'u');
/** The characters of a set's name whose leading part an answer may open on instead (三查 of 三查七对). */
const PART_CHARS = 2;

/**
 * interview.gaming.enumeration.defined: a question asking what a set it names in quotation marks holds (请说说“三查七对”
 * 的内容: ASKS_CONTENT) answered by opening on that name and giving its items after a word that defines it (三查七对就是
 * 操作前、中、后查，对姓名、床号…: DEFINES): the list is the definition asked for, no terms strung for show. A list that
 * opens elsewhere, or on a question naming no set, is read as before.
 */
export function definesAskedSet(answer: string, question?: { text: string }): boolean {
  if (question === undefined || !ASKS_CONTENT.test(question.text)) return false;
  const text = normalizeText(answer).trimStart();
  return [...question.text.matchAll(QUOTED_TERM)].some(([, term]) => {
    const name = normalizeText(term!);
    const at = text.indexOf(name);
    if (at >= 0 && at <= OPENING_CHARS && DEFINES.test(text.slice(at + name.length))) return true;
    // interview.gaming.enumeration.defined.part: or the answer opens on its name's leading part (三查 of 三查七对, 五险
    // of 五险一金) and defines it (三查是操作前、中、后查): the set told part by part
    const head = [...name].slice(0, PART_CHARS).join('');
    return [...name].length > PART_CHARS && text.startsWith(head) && DEFINES_PART.test(text.slice(head.length));
  });
}
