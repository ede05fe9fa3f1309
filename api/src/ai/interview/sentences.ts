import { normalizeText } from '../text/normalize';
import { taggedWords } from '../text/segment';
import { EMPTY_WORDS, FUNCTION_TAGS, PREDICATE_TAGS } from './spoken-cues';
import { SHORT_CHARS } from './weights';

/**
 * interview.sentences: whether an answer says something, sentence by sentence. A clause (between commas or stops)
 * is said when it has a predicate (a verb or adjective, 是/有) and a word of content that is not a connective or a STAR
 * signpost (spoken-cues.ts), bound by a function word (我, 在, 的, 了, 把, 就…) or short (喜欢交朋友). A list of keywords has no
 * function words; a salad of cue words (首先 其次 提升30% 最终) has nothing left once the cues are set aside.
 */
export type Clause = { text: string; said: boolean };
export type SentenceReport = {
  /** the answer's sentences (split at 。！？；and line ends), each with its clauses */
  sentences: Clause[][];
  /** share of the answer's characters in said clauses, 0-1 */
  share: number;
  /** the said clauses joined: what the other rules read */
  said: string;
};

/** Most words a clause without function words may have and still be said (喜欢交朋友, 负责后端开发): a longer one is a list. */
const MAX_UNBOUND_WORDS = 6;
/** A clause of more words than this (a run-on transcript, or keywords typed without a break) needs a binding word (pronoun, preposition, particle, conjunction) every BINDING_EVERY words. */
const LONG_CLAUSE_WORDS = 12;
const BINDING_EVERY = 12;
const BINDING_TAGS = /^(r|p|u|c)/;
/** 是 and 有 as jieba cuts them with an adverb: 就是, 不是, 都有, 没有. */
const COPULA = /^.?[是有]$/;
/** Tags of words that carry no content: function words, numbers and measures. */
const NOT_CONTENT = /^(r|p|u|c|d|t|f|m|q|x)/;

/** What may follow a verb and close its clause: a verb's measure (对一下, 比一比, 核对一遍). */
const VERB_MEASURE = /^(一下|一下子|一遍|一番|一次|一比)$/;
/**
 * A preposition left without an object (跟同行业比, 跟现金流对一下, 和去年比): jieba tags 比, 对 and 跟 as prepositions
 * wherever they stand, but one that closes its clause, or has only a verb's measure after it, is the clause's verb.
 */
const verbAtEnd = (words: { word: string; tag: string }[]): boolean => {
  let last = words.length - 1;
  while (last > 0 && VERB_MEASURE.test(words[last]!.word)) last--;
  return last > 0 && words[last]!.tag.startsWith('p');
};

/**
 * A verb's potential complement (装不进, 看不懂, 做不完): 不 or 没 between two verbs is grammar a keyword list never has,
 * so it binds a long clause as a particle does.
 */
const potentialComplements = (words: { word: string; tag: string }[]): number =>
  words.filter((w, i) => ((w.word === '不' || w.word === '没') && words[i - 1]?.tag.startsWith('v') && words[i + 1]?.tag.startsWith('v')) || A_NOT_A.test(w.word) || (i > 0 && (w.word === `不${words[i - 1]!.word}` || w.word === `没${words[i - 1]!.word}`))).length;
/**
 * interview.sentences.a-not-a: a verb asked as A-not-A (算不算, 是不是, 要不要, 有没有; 能 不能 where the segmenter parts
 * it) is the same grammar as 装不进: a keyword list never asks whether, so it binds a long clause as a particle does
 * (box-sizing就是设置宽度算不算上内边距和边框, 有位客人问能不能做不辣的版本).
 */
const A_NOT_A = /^(\p{Script=Han})[不没]\1/u;

/**
 * interview.sentences.more-less: 多 and 少 with the aspect particle after them (毛利多了两千多块, 投诉少了一半) are the
 * clause's verb, a change told; jieba tags 多 as a numeral there, which left a result said in a clause of its own unsaid.
 */
const changedBy = (words: { word: string; tag: string }[]): boolean => words.some((w, i) => (w.word === '多' || w.word === '少') && words[i + 1]?.word === '了' && i > 0);

/**
 * interview.sentences.noun-changed: a word the segmenter tags as a noun, with the aspect particle and a figure after it
 * (一个月省了三百多块, 一季度亏了两千), is the clause's verb, a change told as 多了 is: jieba reads 省 there as the
 * province, which left a result told in a clause of its own unsaid. A noun alone (省) or a figure (两千字) is still no
 * predicate, nor is a verb's measure after it (整理了一下: a verb mis-tagged with no change told).
 */
const nounChanged = (words: { word: string; tag: string }[]): boolean =>
  words.some((w, i) => w.tag.startsWith('n') && words[i + 1]?.word === '了' && words[i + 1]?.tag === 'ul' && words[i + 2]?.tag === 'm' && !VERB_MEASURE.test(words[i + 2].word));

/**
 * interview.sentences.aspect: a word with an aspect particle (了, 过, 着) or a complement's 得 right after it is the clause's
 * verb, whatever the segmenter tags it: 用 before 过 or 得 (我用过用友, Excel用得多) is read as a preposition and 画 before
 * 了 (用SolidWorks画了三维图) as a noun, which left a deed told in a clause of its own unsaid. A preposition or a noun
 * takes no aspect; a keyword list has no particle at all. 一下 merged into the word (检查一下) is a verb's measure.
 * Read in an answer shorter than SHORT_CHARS (sentencesOf): its few clauses each weigh much, and one mis-read made it a
 * keyword list (interview.gaming.list); a developed answer's share is read as before.
 */
const ASPECT = /^u[lgzd]$/;
const ASPECT_WORDS = /^[了过着得]$/u;
const ASPECT_TAKERS = /^(n|p|b|eng|g|z)/;
const verbByAspect = (words: { word: string; tag: string }[]): boolean =>
  words.some((w, i) => (i > 0 && ASPECT.test(w.tag) && ASPECT_WORDS.test(w.word) && ASPECT_TAKERS.test(words[i - 1]!.tag)) || (/..一下$/u.test(w.word) && w.tag.startsWith('n')));

/**
 * interview.sentences.own-deed: a long clause that tells what the student did, opening on 我 or 我们 with the verb of the
 * deed right after it and the deed done (了, 过): 大四上学期我帮晋中一家醋厂翻过一份英文产品手册 is a time, a subject, a
 * verb, a place and an object, fifteen words bound by one pronoun, and a sentence said as a shorter one is. A list of
 * keywords never opens on someone having done something: 我熟悉 before a run of skills is no deed done, a 我 deep in a
 * run (past OWN_DEED_LEAD words) is not its subject, and a run longer than OWN_DEED_MAX_WORDS still reads as a list.
 */
const OWN_DEED_MAX_WORDS = 2 * LONG_CLAUSE_WORDS;
const OWN_DEED_LEAD = 5;
const FIRST_PERSON = /^我们?$/;
const DONE = /[了过]/u;
const tellsOwnDeed = (words: { word: string; tag: string }[]): boolean =>
  words.length <= OWN_DEED_MAX_WORDS &&
  words.some((w) => DONE.test(w.word)) &&
  words.slice(0, OWN_DEED_LEAD).some((w, i) => FIRST_PERSON.test(w.word) && (words[i + 1]?.tag.startsWith('v') || (words[i + 1]?.tag === 'd' && words[i + 2]?.tag.startsWith('v'))));

/**
 * interview.sentences.ba: a clause built on 把 with the aspect particle after its object (前一晚我把厂里的宣传册过了一遍,
 * 把表格弄了一下) is a deed done to that object: its verb is there even where the segmenter tags it as a particle (过).
 * 把 with nothing done after it (把握, a noun) tells none.
 */
const doneWithBa = (words: { word: string; tag: string }[]): boolean => {
  const at = words.findIndex((w) => w.word === '把' && w.tag.startsWith('p'));
  return at >= 0 && words.slice(at + 2).some((w) => /^u[lg]$/.test(w.tag) && DONE.test(w.word));
};

/**
 * interview.sentences.english: an English sentence said in the answer (a line the student translated: the strong smell is
 * the soul of the flavour; a phrase quoted as said) is speech: ENGLISH_SENTENCE_WORDS or more English words, a verb of
 * being, having or doing among them and a word that binds (the, of, to) typed in lower case. English terms listed (Java
 * MySQL Redis, padding border margin) hold no such words, and a title quoted (Attention Is All You Need) capitalises them:
 * a list as before.
 */
const ENGLISH_VERBS = new Set(['is', 'are', 'was', 'were', 'am', 'be', 'been', 'can', 'could', 'will', 'would', 'should', 'has', 'have', 'had', 'do', 'does', 'did']);
const ENGLISH_BINDERS = new Set(['the', 'a', 'an', 'of', 'to', 'in', 'for', 'with', 'on', 'at', 'from', 'by', 'this', 'that', 'it', 'we', 'you', 'they']);
const ENGLISH_SENTENCE_WORDS = 4;
const englishSentence = (words: { word: string; tag: string }[]): boolean => {
  const latin = words.filter((w) => w.tag === 'eng').map((w) => w.word);
  // a binder typed in lower case, as a sentence has it: a title capitalises every word (Attention Is All You Need)
  return latin.length >= ENGLISH_SENTENCE_WORDS && latin.length === words.length && latin.some((w) => ENGLISH_VERBS.has(w.toLowerCase())) && latin.some((w) => ENGLISH_BINDERS.has(w));
};

export function isSaid(clause: string, { aspect = true } = {}): boolean {
  const words = taggedWords(clause);
  if (englishSentence(words)) return true;
  const predicate = words.some((w) => PREDICATE_TAGS.test(w.tag) || COPULA.test(w.word)) || verbAtEnd(words) || changedBy(words) || nounChanged(words) || doneWithBa(words) || (aspect && verbByAspect(words));
  const bound = words.some((w) => FUNCTION_TAGS.test(w.tag));
  const content = words.filter((w) => !EMPTY_WORDS.has(w.word) && !NOT_CONTENT.test(w.tag)).length;
  if (!predicate || content === 0) return false;
  // a long clause is bound by the words that hold speech together (我, 把, 的, 了, 和), not by a stray adverb
  if (words.length > LONG_CLAUSE_WORDS) return (words.filter((w) => BINDING_TAGS.test(w.tag)).length + potentialComplements(words)) * BINDING_EVERY >= words.length || tellsOwnDeed(words);
  return bound ? words.length >= 3 : content >= 2 && words.length <= MAX_UNBOUND_WORDS;
}

// commas, enumeration commas, colons, and a space between two Chinese characters (a list typed with spaces)
const CLAUSE_BREAK = /[，,、：:]+|(?<=\p{Script=Han})\s+(?=\p{Script=Han})|(?<=\p{Script=Han})\s+(?=[A-Za-z])|(?<=[A-Za-z])\s+(?=\p{Script=Han})/u;
const SPACE_BREAK = /(?<=\p{Script=Han})\s+(?=\p{Script=Han})|(?<=\p{Script=Han})\s+(?=[A-Za-z])|(?<=[A-Za-z])\s+(?=\p{Script=Han})/u;
const HAN_SPACE = /(?<=\p{Script=Han})\s+(?=\p{Script=Han})/u;
/**
 * interview.sentences.gathered-list: a list parted by 、 inside one clause that frames it as a whole (盒模型就是内容、padding、
 * border、margin这几层; 分为内容、内边距、边框、外边距四部分): a head that states the list (是, 有, 包括, 分为) before its
 * first item and a word that gathers the items after its last (这几层, 四部分, 这三种, 这些), the clause said whole: the
 * items are the statement's object, not clauses of their own. A list with no such frame (熟悉Java、MySQL、Redis等;
 * 首先、其次、然后) is cut at every 、 as before.
 * interview.sentences.gathered-list.apposition: or a list set after a comma as what the clause before names (就是ACID，
 * 原子性、一致性、隔离性、持久性这四个), with no head of its own: the items, then a demonstrative that counts them (这四个,
 * 那三种): a closed set said whole, and a keyword list never says 这四个. A list left open (比如毛利率、净利率这些, 这几个)
 * only illustrates, and is cut at every 、 as before.
 * interview.sentences.gathered-list.closed: or a list after such a head closed by 和 (及, 以及, 与) before its last item at
 * the clause's end (分成堆、方法区、虚拟机栈和程序计数器): 和 closes the set as 这几层 does, and says it whole. A list left
 * open (包括Java、MySQL、Redis等), or with no head stating it (熟悉Java、MySQL和Redis), is cut at every 、 as before.
 */
const MEASURES = '(?:个|种|类|层|块|部分|方面|步|项|样|点)';
const GATHERED = `(?:(?:这|那)?(?:几|[两三四五六七八九十])${MEASURES}|(?:这|那)些)`;
const POINTED_BACK = `(?:这|那)[两三四五六七八九十]${MEASURES}`;
/** 和 (及, 以及, 与) before the last item, closing the list at the end of its clause. */
const CLOSED_BY_AND = '[^、，,和及与]{1,12}(?:和|以及|及|与)[^、，,和及与]{1,12}$';
const GATHERED_LIST = new RegExp(`(?:是|有|包括|包含|分为|分成|分)[^、，,]{0,12}、(?:[^、，,]{1,12}、){0,8}(?:[^、，,]{1,12}?${GATHERED}|${CLOSED_BY_AND})|^[^、，,]{1,12}、(?:[^、，,]{1,12}、){0,8}[^、，,]{1,12}?${POINTED_BACK}$`, 'u');
const ITEM_BREAK = /、+/u;
const PIECE_BREAK = /[，,：:]+/u;
const gatheredPieces = (sentence: string, aspect: boolean): string[] => sentence.split(PIECE_BREAK).flatMap((piece) => (piece.includes('、') && GATHERED_LIST.test(piece) && isSaid(piece, { aspect }) ? [piece] : piece.split(ITEM_BREAK)));
/**
 * interview.sentences.inline-latin: a clause with a Latin word or property spaced into it (再把 justify-content 和
 * align-items 都设成 center; 用 Python 写) is one clause when it is said whole and bound by a function word (把, 和, 用):
 * the spaces round the Latin words are typing, not a list's breaks. A list typed with spaces between Chinese words
 * (数组 链表 红黑树), or bare names with no binding word (熟悉 Java MySQL), is cut at every space as before.
 */
const clausesOf = (sentence: string, aspect: boolean): string[] =>
  gatheredPieces(sentence, aspect)
    .map((c) => c.trim())
    .filter(Boolean)
    // what is left to cut is a space between words (a gathered list keeps its 、: gatheredPieces)
    .flatMap((c) => (/[A-Za-z]/.test(c) && /\s/.test(c) && !HAN_SPACE.test(c) && isSaid(c, { aspect }) && taggedWords(c).some((w) => BINDING_TAGS.test(w.tag)) ? [c] : c.split(c.includes('、') ? SPACE_BREAK : CLAUSE_BREAK)))
    .map((c) => c.trim())
    .filter(Boolean);
/**
 * Speech recognition often writes no stops: a run-on sentence longer than RUN_ON_CHARS is cut before the words a
 * speaker starts a sentence with (然后, 后来, 所以, 最后 …), so a spoken answer has sentences too.
 */
const RUN_ON_CHARS = 60;
const SENTENCE_STARTS = new RegExp(`(?=${['然后', '后来', '接着', '最后', '最终', '所以', '因此', '但是', '不过', '另外', '同时', '首先', '其次', '比如', '因为'].join('|')})`);
const runOnSplit = (sentence: string): string[] => ([...sentence].length > RUN_ON_CHARS ? sentence.split(SENTENCE_STARTS) : [sentence]);

const chars = (s: string) => [...s.replace(/\s/g, '')].length;

/**
 * interview.sentences.code: code a programmer says as part of an answer (display: flex, translate(-50%, -50%),
 * justify-content: center) is content: its colons and commas break no clause, and a clause holding it is said.
 */
const CODE = /[A-Za-z_][\w-]*\s*[:：]\s*[\w#.%-]+|[A-Za-z_][\w.]*\([^()]*\)/g;
/** Code as the clauses keep it: property=value, call(a/b). */
const KEPT_CODE = /[A-Za-z_][\w-]*=[\w#.%-]+|[A-Za-z_][\w.]*\([^()]*\)/;
/**
 * interview.sentences.sql: a SQL statement said in an answer (update account set version = version + 1 where id = ?)
 * is code too: a verb (select, update, insert, delete) and its clause (from, set, into, values, where) in Latin words
 * and quoted values, holding a condition or an assignment (col = value). Its commas and ? placeholders break no
 * clause (kept as / and _), and the clause it is is said. SQL's words listed bare (select from where group by) hold
 * no condition: a list as before.
 */
// bounded runs: a text of verbs with no clause word after them (select select …) is read in linear time
const SQL = /\b(?:select|update|insert|delete)\b(?:'[^'\n]{0,200}'|[^'。；;！!\n，、：:\p{Script=Han}]){0,200}?\b(?:from|set|into|values|where)\b(?:'[^'\n]{0,200}'|[^'。；;！!\n，、：:\p{Script=Han}]){0,400}/giu;
/** A condition or an assignment of the statement: col = value, col >= ?, col <> 'x'. */
const SQL_CONDITION = /[\w)]\s*(?:<>|!=|>=|<=|=|<|>)\s*(?:\?|'|[\w(])/;
/** Whether a clause holds a SQL statement with its condition: said, as code is. */
const isSql = (clause: string): boolean => [...clause.matchAll(SQL)].some(([statement]) => SQL_CONDITION.test(statement));
/** A statement as the clauses keep it: operators closed up, ? as _, commas as /; SQL's words without a condition left as typed. */
const keepSql = (statement: string): string => (SQL_CONDITION.test(statement) ? statement.replace(/\s*(<>|!=|>=|<=|=|<|>)\s*/g, '$1').replace(/\?/g, '_').replace(/\s*,\s*/g, '/').trim() : statement);
const keepCode = (text: string): string => text.replace(SQL, keepSql).replace(CODE, (code) => code.replace(/\s*[:：]\s*/g, '=').replace(/\s*[,，]\s*/g, '/'));

export function sentencesOf(answer: string): SentenceReport {
  const text = keepCode(normalizeText(answer));
  const aspect = chars(text) < SHORT_CHARS;
  const sentences = text
    .split(/[。！？!?；;\n]+/)
    .flatMap(runOnSplit)
    .map((s) => clausesOf(s, aspect).map((c) => ({ text: c, said: KEPT_CODE.test(c) || isSql(c) || isSaid(c, { aspect }) })))
    .filter((s) => s.length > 0);
  const clauses = sentences.flat();
  const total = clauses.reduce((n, c) => n + chars(c.text), 0);
  const said = clauses.filter((c) => c.said);
  return { sentences, share: total ? said.reduce((n, c) => n + chars(c.text), 0) / total : 0, said: said.map((c) => c.text).join('，') };
}
