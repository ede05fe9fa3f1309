import { hasKeyword } from '../diagnose/match';
import { normalizeText } from '../text/normalize';
import { words } from '../text/segment';
import { allQuestions, isCommonQuestion, siblingsOf, type BankQuestion } from './bank';
import { EMPTY_WORDS, LEAD_INS, TOPIC_OPENING } from './spoken-cues';
import { ANOTHER_MIN, ANOTHER_SHARE, FOCUS_FLOOR, FOCUS_SHARE, RELEVANCE_FULL } from './weights';

/**
 * interview.relevance: how close what an answer says is to what the question asks, as TF-IDF cosine over jieba
 * words between the answer and the question's reference (its concepts with their synonyms, its points and its
 * sample answers). Words every question uses (项目, 问题) weigh little, the question's own (红黑树, 幂等) much;
 * one-character words and connectives weigh nothing. The question's own wording is not in the reference, so an
 * answer that repeats the question gains nothing from it.
 */
type Vector = Map<string, number>;

export function termsOf(text: string): string[] {
  return words(text)
    .map((w) => w.toLowerCase())
    .filter((w) => (/^[a-z0-9]/.test(w) ? w.length > 1 : [...w].length > 1) && !EMPTY_WORDS.has(w));
}

/**
 * What a strong answer to the question says: its whole bank entry — concepts, points, rubric and samples, the
 * follow-up's concepts, points and sample, the groups' samples. The follow-up's sample speaks the field as a
 * student does (签合同、断墨 for a pen to sell), so an answer in everyday or role-play words still meets it.
 */
export const referenceOf = (q: BankQuestion): string =>
  [
    ...q.keywords.map((k) => k.join(' ')),
    ...q.points,
    ...q.rubric,
    q.sample,
    ...(q.follow_up_keywords ?? []).map((k) => k.join(' ')),
    ...(q.follow_up_points ?? []),
    q.follow_up_sample ?? '',
    ...Object.values(q.group_samples ?? {}),
  ].join('\n');

let idf: Map<string, number> | null = null;
let documents = 0;

/** Inverse document frequency over every question's reference (the banks), computed once. */
export function idfOf(term: string): number {
  if (!idf) {
    const refs = allQuestions().map((q) => new Set(termsOf(referenceOf(q))));
    documents = refs.length;
    idf = new Map();
    for (const ref of refs) for (const t of ref) idf.set(t, (idf.get(t) ?? 0) + 1);
  }
  return Math.log(1 + documents / (1 + (idf.get(term) ?? 0)));
}

function vectorOf(terms: readonly string[]): Vector {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return new Map([...counts].map(([t, n]) => [t, (1 + Math.log(n)) * idfOf(t)]));
}

export function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  for (const [t, w] of a) dot += w * (b.get(t) ?? 0);
  const norm = (v: Vector) => Math.sqrt([...v.values()].reduce((s, w) => s + w * w, 0));
  const n = norm(a) * norm(b);
  return n ? dot / n : 0;
}

const references = new Map<string, Vector>();
/** A question's reference as a vector, made once per reference. */
function referenceVector(q: BankQuestion): Vector {
  const text = referenceOf(q);
  let v = references.get(text);
  if (!v) references.set(text, (v = vectorOf(termsOf(text))));
  return v;
}

export type Relevance = { cosine: number; score: number };

/** The answer's closeness to the question's reference; RELEVANCE_FULL of cosine is full marks (a strong answer in one's own words). */
export function relevanceOf(answer: string, question: BankQuestion): Relevance {
  const c = cosine(vectorOf(termsOf(answer)), referenceVector(question));
  return { cosine: c, score: Math.round(Math.min(1, c / RELEVANCE_FULL) * 100) };
}

const fields = new Map<string, Set<string>>();
/** The words of a question's field: every word its bank's entries and questions use (the common bank's for a common question). */
function fieldOf(question: BankQuestion): Set<string> {
  const key = [question.id, ...siblingsOf(question).map((q) => q.id)].sort().join(' ');
  let field = fields.get(key);
  if (!field) fields.set(key, (field = new Set([question, ...siblingsOf(question)].flatMap((q) => termsOf(`${referenceOf(q)}\n${q.text}`)))));
  return field;
}

/**
 * interview.relevance.field: the share of what an answer says (its words other than the question's, weighed by IDF)
 * that belongs to the question's field (fieldOf). An answer on the question, in plain or role-play words, says mostly
 * words of its field (签字、试用、价格 for a pen to sell); one on cooking says 骑车、红烧肉、食堂.
 */
export function fieldShareOf(answer: string, question: BankQuestion): number {
  const asked = normalizeText(question.text).toLowerCase();
  const own = [...new Set(termsOf(answer))].filter((t) => !asked.includes(t));
  const field = fieldOf(question);
  const total = own.reduce((sum, t) => sum + idfOf(t), 0);
  return total ? own.filter((t) => field.has(t)).reduce((sum, t) => sum + idfOf(t), 0) / total : 0;
}

/** The question's own words that name its matter: those its concepts hold (护士 in 你为什么选择护士这个职业), not its frame (为什么、选择). */
export function questionWordsOfMatter(question: BankQuestion): string[] {
  const concepts = [...question.keywords, ...(question.follow_up_keywords ?? [])].flat().map((t) => t.toLowerCase());
  const ofMatter = (w: string) => concepts.some((t) => t === w || t.includes(w) || w.includes(t));
  return [...new Set(termsOf(question.text))].filter(ofMatter);
}

const LEAD_IN = new RegExp(`(^|[。！？!?；;\\n])\\s*(?:${LEAD_INS.join('|')})[^，,。！？!?]{0,20}[，,]`, 'g');

/**
 * The question's own words an answer says that name its matter: those its concepts hold (护士 in 你为什么选择护士这个职业,
 * 单体 in …和单体架构相比…), not its frame (为什么、选择、职业、如何), which any answer can borrow; nor those said only in
 * a lead-in (说到智能制造，我就想到我的爱好…) or in an opening that only restates the subject (学习新技能的话，我觉得最重要的
 * 是兴趣。就像我…打篮球: TOPIC_OPENING), which borrow them to start elsewhere.
 */
export function questionWordsSaid(answer: string, question: BankQuestion, { forms = false } = {}): string[] {
  const concepts = [...question.keywords, ...(question.follow_up_keywords ?? [])].flat().map((t) => t.toLowerCase());
  const matter = questionWordsOfMatter(question);
  const text = answer.replace(TOPIC_OPENING, '').replace(LEAD_IN, '$1');
  const said = new Set(termsOf(text));
  // interview.relevance.question-word.part: jieba keeps a question's phrase whole (得出结论, 市场调研); an answer that says
  // the concept inside it (所以我给老板的结论是) says that word of matter, as speech parts the phrase
  const partSaid = (w: string) => concepts.some((t) => [...t].length > 1 && t !== w && w.includes(t) && said.has(t));
  // interview.relevance.question-word.form (forms): or said in another form the bank lists beside it, sharing a character
  // with it (省了 for 节省 in 节省成本, 砍价 for 比价): the same word of matter, as speech says it. Read where a story is
  // asked for (toldOfElsewhere) only: elsewhere a word's head alone (色 of 颜色 for 配色) lets a pastime through
  const groups = [...question.keywords, ...(question.follow_up_keywords ?? [])].map((c) => c.map((t) => t.toLowerCase()));
  const formSaid = (w: string) =>
    groups.some((c) => c.some((m) => w.includes(m) && c.some((t) => t !== m && [...t].length > 1 && [...t].some((ch) => m.includes(ch)) && hasKeyword(text, t))));
  return matter.filter((w) => said.has(w) || partSaid(w) || (forms && formSaid(w)));
}

/**
 * interview.relevance.another: an answer to a common question that is ANOTHER_SHARE times as close to another common
 * question, and ANOTHER_MIN close at least, answers that one (优点和缺点 told for 为什么选择我们公司). Held to the common
 * bank, whose questions are distinct matters: a professional bank's share the field's words, and a good story
 * there often touches a neighbour as much as its own.
 */
export function answersAnother(answer: string, question: BankQuestion): boolean {
  if (!isCommonQuestion(question)) return false;
  return closerToAnother(answer, question);
}

/** Whether another question of the bank is ANOTHER_SHARE times as close to the answer as its own, and ANOTHER_MIN close at least. */
export function closerToAnother(answer: string, question: BankQuestion): boolean {
  const own = relevanceOf(answer, question).score;
  return siblingsOf(question).some((q) => {
    const other = relevanceOf(answer, q).score;
    return other >= ANOTHER_MIN && other >= ANOTHER_SHARE * own;
  });
}

/**
 * interview.focus: the other questions of its bank an answer is about as much as about its own: those whose reference
 * it is at least FOCUS_SHARE as close to (and FOCUS_FLOOR at least). A strong answer is about one or two (a
 * troubleshooting story touches indexes and caching); keywords of every topic strung together are about many. A
 * behavioural question is held to the common bank only: a story from one's field is close to that field's questions.
 */
export function otherTopicsOf(answer: string, question: BankQuestion): string[] {
  const mine = vectorOf(termsOf(answer));
  const own = cosine(mine, referenceVector(question));
  const bar = Math.max(FOCUS_FLOOR, own * FOCUS_SHARE);
  return siblingsOf(question)
    .filter((q) => cosine(mine, referenceVector(q)) >= bar)
    .map((q) => q.id);
}
