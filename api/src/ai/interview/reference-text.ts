import PARABLES from '../dictionaries/parables.json';
import { normalizeText } from '../text/normalize';
import { contrastsByAspects } from './contrast';
import { codeLine } from './pasted-forms';
import { ASKS_HOW, ASKS_LIST, CLASSIFICATION_CUES, PASTED_PHRASES, DEFINITION_CUES, FIRST_PERSON, OFFICIAL_CUES, PLATFORM_WORDS, READER_CALL, SPOKEN_MARKERS } from './spoken-cues';
import { postingHeadingsOf, postingMarksOf } from '../diagnose/posting';
import { CHATBOT_CUES_MIN, OWN_STEPS_SHARE, STEP_SENTENCE_MIN_CHARS, POSTING_ITEMS_MIN, POSTING_MARKS_MIN, PRINTED_HEADINGS_MIN, REFERENCE_CUES_MIN, REFERENCE_MIN_CHARS } from './weights';

/**
 * A bracketed Latin expansion of a term: （Integrated Marketing Communication，简称IMC）, (Search Engine Optimization).
 * interview.gaming.reference.code-name: one lowercase word alone in brackets (防抖（debounce）, 节流（throttle）) is the
 * name code calls the thing by, as a programmer glosses it, not a printed expansion.
 */
const LATIN_EXPANSION = /[（(]\s*(?![a-z][a-z-]{0,30}\s*[)）])[A-Za-z][A-Za-z\s\-&/.]*[A-Za-z.]/g;

/**
 * A numbered item of a printed list (1、负责… ；2、协调…, （1）…, （一）…, a law's 第十三条) and a printed heading over one (岗位职责：1、…).
 * interview.gaming.reference.decimal: a number with a decimal point (JDK 1.8, 负载因子 0.75) is a figure, no item's number.
 */
const NUMBERED_ITEM = /(?:^|[；;。：:\s])[（(]?\d{1,2}(?:[、)）]|\.(?!\d))|[（(][一二三四五六七八九十]{1,3}[）)]|第[一二三四五六七八九十百零]+条/g;
const HEADING = /(?:^|[。；;\s])[\u4e00-\u9fa5]{2,6}[：:]\s*[（(]?\d/g;

const count = (text: string, cue: string): number => text.split(cue).length - 1;

/**
 * interview.gaming.reference.code: code said in backticks (`(n - 1) & (h ^ (h >>> 16))`, a fenced block) is the
 * student's code, not print: its brackets and figures number no item, so reference cues are read without it. So are
 * lines of code written out on their own (interview.gaming.record.code, pasted-forms.ts codeLine: select city,
 * sum(amount) as total): sum(amount) expands no term in brackets.
 */
const CODE_SPANS = /```[\s\S]*?```|`[^`\n]*`/g;
const withoutCode = (text: string): string =>
  text
    .replace(CODE_SPANS, ' ')
    .split('\n')
    .filter((line) => !codeLine(line.trim()))
    .join('\n');

/** A question that asks what the student would do (遇到…你会怎么做, 如何处理): a classification is no answer to it. */
const ASKS_ACTION = /你会|怎么做|怎么办|如何处理|怎么处理|如何应对|怎么应对/;

/**
 * The marks of a reference text in `text`: each definition cue (spoken-cues.ts: 是指, 简称), each classification cue
 * (可以分为, 适用于) when `classifying` (the question asks what one would do), each bracketed Latin expansion, and
 * the layout of a printed page pasted in (a job posting's 岗位职责：1、…2、…): its headings and numbered items.
 */
export const referenceCuesOf = (text: string, classifying = false): number =>
  [...DEFINITION_CUES, ...(classifying ? CLASSIFICATION_CUES : []), ...OFFICIAL_CUES].reduce((n, cue) => n + count(text, cue), 0) +
  (text.match(LATIN_EXPANSION) ?? []).length +
  (text.match(NUMBERED_ITEM) ?? []).length +
  (text.match(HEADING) ?? []).length;

/** A clause: what a call to the reader (READER_CALL) is read in. */
const CLAUSE = /[^。！？!?；;，,\n]+/gu;

/**
 * The set phrases of a pasted text said (PASTED_PHRASES, each time said), and the clauses that call on the reader in
 * a platform's words (PLATFORM_WORDS with READER_CALL: 记得点赞+关注哦), not those that tell of likes and comments.
 */
export const pastedPhrasesOf = (text: string): number =>
  PASTED_PHRASES.reduce((n, cue) => n + count(text, cue), 0) +
  (text.match(CLAUSE) ?? []).filter((c) => PLATFORM_WORDS.some((w) => c.includes(w)) && READER_CALL.test(c)).length;

/** Markdown a chatbot's reply is laid out with: **bold**, a heading, a list line (1. **定义**：, - ). */
const MARKDOWN = [/\*\*[^*\n]{1,30}\*\*/g, /^#{1,4}\s/gm, /^\s*(?:\d{1,2}\.|[-*•])\s/gm];

/**
 * The labels of the STAR template as an English guide prints them (Situation：… Task：… Action：… Result：…): a story
 * said aloud tells its parts, it does not head them in English.
 */
const STAR_LABELS = /\b(?:Situation|Task|Action|Result)s?\s*[：:]/gi;

/** A line of a numbered list (1. 先确认范围：…), and what it says after its number. */
const LIST_LINE = /^\s*\d{1,2}[.、]\s*(.*)$/gm;

/**
 * interview.gaming.reference.how-steps: the steps a student numbers to answer how they would do something (你会如何排查,
 * 如何设计幂等: ASKS_HOW) are their answer's form when each is a sentence with its reason or particulars — STEP_SENTENCE_MIN_CHARS
 * or more, in clauses (1. 先确认范围：是所有人都打不开还是部分用户，…) — not a chatbot's bare list of labels (1. 监控 2. 日志).
 */
export function stepsAreSentences(text: string, share = 1): boolean {
  const steps = [...text.matchAll(LIST_LINE)].map((m) => (m[1] ?? '').trim());
  const sentences = steps.filter((s) => [...s].length >= STEP_SENTENCE_MIN_CHARS && /[，,：:；;]/.test(s)).length;
  return steps.length > 0 && sentences >= steps.length * share;
}

/**
 * interview.gaming.reference.own-intro: the words before an answer's first numbered line (幂等就是…。常用做法：, 我觉得…
 * 我一般这样写：) said in the student's own voice — the first person or a word of speech (就是, 觉得: SPOKEN_MARKERS) — so
 * the list that follows is introduced as theirs, not a chatbot's (幂等性是指…。常见方案如下：).
 */
export function ownListIntro(text: string): boolean {
  const first = text.search(/^\s*\d{1,2}[.、]/m);
  if (first <= 0) return false;
  const intro = text.slice(0, first);
  return [...FIRST_PERSON, ...SPOKEN_MARKERS].some((w) => intro.includes(w));
}

/**
 * The marks of a chatbot's reply or a web article pasted in: markdown, set phrases (当然可以！以下是…, 小编认为, 点赞关注) and the
 * English STAR template's labels. interview.gaming.reference.asked-list: when the question asks for a list (测试点, 步骤, 有哪些:
 * ASKS_LIST) and the student lists in their own voice (我按几类来列：), the lines of their numbered list are the answer's
 * form, not a chatbot's: only bold, headings and the set phrases count then. So for a question asking how they would do
 * something (ASKS_HOW) when each numbered step is a sentence with its reason (stepsAreSentences), and for a comparison
 * laid out aspect by aspect, both things told in each (contrast.ts contrastsByAspects).
 */
export const chatbotCuesOf = (text: string, question?: { text: string }): number => {
  // a chatbot's set phrases around the steps (这是一个非常好的问题！…以下几个方面) make them its reply, however full
  // interview.gaming.reference.own-intro: steps a student introduces in their own voice (ownListIntro) are theirs when half
  // of them or more are sentences (OWN_STEPS_SHARE: 1. 标题：一句话写清…, beside 8. 严重程度和优先级。)
  const intro = ownListIntro(text);
  const ownSteps = question !== undefined && ASKS_HOW.test(question.text) && stepsAreSentences(text, intro ? OWN_STEPS_SHARE : 1) && pastedPhrasesOf(text) === 0;
  // interview.gaming.reference.contrast-list: a comparison laid out aspect by aspect in dashed lines (- 怎么认定：…；- 税率：…:
  // contrast.ts contrastsByAspects) lists as the contrast's table does
  const asks = question !== undefined && (ASKS_LIST.test(question.text) || ownSteps || contrastsByAspects(text, question.text));
  const ownList = asks && (intro || FIRST_PERSON.some((w) => text.includes(w)));
  const marks = ownList ? MARKDOWN.slice(0, 2) : MARKDOWN;
  return marks.reduce((n, re) => n + (text.match(re) ?? []).length, 0) + pastedPhrasesOf(text) + (text.match(STAR_LABELS) ?? []).length;
};

/**
 * interview.gaming.reference: an answer that reads as text from elsewhere pasted in. An encyclopedia, textbook or
 * policy entry: long (REFERENCE_MIN_CHARS), impersonal (no 我/我们: FIRST_PERSON), no word of speech (就是, 比如, 觉得:
 * SPOKEN_MARKERS), and defining or laid out in print's way (是指, 简称, 又称, a bracketed English expansion, 贯彻…
 * 现提出如下意见, headings and numbered items; for a question that asks what one would do, a classification too: 可以分为
 * 三种模式，适用于…) REFERENCE_CUES_MIN times or more. A student's own definition is said
 * (我理解就是…, 比如…) or short and followed by their own example: it is not one. Whatever the first person around it,
 * a printed page with PRINTED_HEADINGS_MIN headings over numbered items (岗位职责：1.… 任职要求：1.…), or a chatbot's reply
 * or a web article with CHATBOT_CUES_MIN of their marks (markdown, 当然可以！以下是…, 小编认为…点赞关注), is pasted too; so is a
 * job posting's requirements with POSTING_MARKS_MIN of their marks (posting-marks.json: 者优先, 能适应短期出差, 形象气质佳…).
 */
export function readsAsReference(answer: string, question?: { text: string }): boolean {
  const text = normalizeText(answer);
  if ([...text.replace(/[\p{P}\p{S}\s]+/gu, '')].length < REFERENCE_MIN_CHARS) return false;
  if ((text.match(HEADING) ?? []).length >= PRINTED_HEADINGS_MIN || chatbotCuesOf(answer, question) >= CHATBOT_CUES_MIN || postingMarksOf(text).length >= POSTING_MARKS_MIN || postingList(text)) return true;
  if ([...FIRST_PERSON, ...SPOKEN_MARKERS].some((w) => text.includes(w))) return false;
  return referenceCuesOf(withoutCode(text), ASKS_ACTION.test(question?.text ?? '')) >= REFERENCE_CUES_MIN;
}

/**
 * interview.gaming.reference.posting-list: a job posting's requirements heading (posting-marks.json headings: 任职要求,
 * 岗位要求) over POSTING_ITEMS_MIN numbered items or more (任职要求：1. 熟悉Prometheus…；2. 熟悉ELK…) is the posting read
 * out, whatever 以上我都具备 follows it: one heading is enough when its numbered list follows it.
 */
function postingList(text: string): boolean {
  const at = postingHeadingsOf(text);
  return at >= 0 && (text.slice(at).match(NUMBERED_ITEM) ?? []).length >= POSTING_ITEMS_MIN;
}

/**
 * interview.gaming.parable: a well-known business parable or case (parables.json: 把梳子卖给和尚, 两个推销员去非洲卖鞋)
 * retold as the student's own (first person: 我去了以后…): a story from interview guides, not an experience. Returns
 * the parable's name, or null. Told when the answer says a word of each of the entry's groups.
 */
export function retoldParableOf(answer: string): string | null {
  const text = normalizeText(answer);
  if (!FIRST_PERSON.some((w) => text.includes(w))) return null;
  return PARABLES.parables.find((p) => p.all.every((group) => group.some((w) => text.includes(w))))?.name ?? null;
}
