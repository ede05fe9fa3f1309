import GENERIC from '../dictionaries/generic-words.json';
import { normalizeText } from '../text/normalize';
import { contrastsByAspects } from './contrast';
import { listsTerms } from './enumeration';
import { readsAsReference, retoldParableOf } from './reference-text';
import { bareUnits, containsBankSample, gramsOf, samplesOf, unitsWithTerms } from './sample-copies';
import { readsAsCounted, readsAsDocument, readsAsOutline, readsAsFilledForm, readsAsPrompt, readsAsRecord } from './pasted-forms';
import { evadesFailure } from './setbacks';
import { recitesCompanyValues } from './company-values';
import { answersWithFrame, asksMotive } from './frames';
import CLICHES from '../dictionaries/cliches.json';
import { recitesPlatitudes } from './principles';
import { distinctPhrasesIn, longestFirst } from '../text/phrases';
import { stockPhrasesOf, stuffedWithBuzzwords } from './stock-phrases';
import { stuffsHollowly } from './hollow-stuffing';
import { isCommonQuestion, type BankQuestion } from './bank';
import { otherTopicsOf, termsOf } from './relevance';
import { tellsAskedSteps } from './ordered-steps';
import { tellsParticulars } from './specificity';
import { performsToAudience, recitesSlogans, speaksAtCeremony, toldVaguely } from './speeches';
import { DEED_CUES, NAMED_THING, SCENE_OPENING, SIGNPOSTS } from './spoken-cues';
import { CIRCULAR_MIN_TERMS, CIRCULAR_OWN_SHARE, CIRCULAR_VARIETY, DEFINED_TERMS_MIN, CONTAINMENT_MIN_CHARS, CONTAINMENT_SHARE, COPY_OVERLAP, COPY_RUN, ECHO_NEW_TERMS, PASTED_SLACK, RECORD_KEY_CHARS, REPEAT_MIN_CHARS, SET_PHRASES_SHARE, SIGNPOST_SHARE, STUFFED_TOPICS, TRAITS_MIN } from './weights';

/**
 * interview.gaming: answers that say nothing of the student's own, by the share of their characters (a Latin word
 * counts as one) found in runs of another text: the question pasted back (echo), the bank's sample answer copied
 * (copied), the same text given for several questions (repeated, across the interview). At COPY_OVERLAP or more it
 * is that text. And an answer about STUFFED_TOPICS or more other questions as much as about its own (relevance.ts)
 * strings keywords together. A sample lightly edited is copied too: containment of its character grams.
 * A prompt to an AI left in with its rewrite (prompt), or a mind map read out as its tree outline (outline,
 * pasted-forms.ts), is no answer either; nor is an encyclopedia or textbook entry pasted in (reference, reference-text.ts), nor a sentence
 * that strings many terms behind one verb and explains none (enumeration, enumeration.ts). An answer of SIGNPOST_SHARE or more signposts (首先…其次…最后…首先) orders nothing. An answer that opens with the question pasted back and then only turns its words
 * round (设计系统就是一个设计的系统) is the question again too (echo). A question that asks for a failure answered with no
 * setback at all, a success told instead, evades it (evasion, setbacks.ts); 为什么选择我们 answered with the company's
 * values recited back and nothing of the student's is praise (company-values.ts). A question that asks for an example
 * answered with the 总-分-总 frame of aspects and nothing particular is a frame (frames.ts); a question about the student's conduct answered
 * with a polished paragraph of maxims and nothing of their own recites platitudes (principles.ts).
 */
export type GamingKind = 'prompt' | 'outline' | 'counted' | 'record' | 'portrait' | 'echo' | 'copied' | 'reference' | 'repeated' | 'evasion' | 'praise' | 'stuffed' | 'buzzwords' | 'enumeration' | 'signposts' | 'frame' | 'platitudes' | 'slogans' | 'ceremony' | 'performance' | 'vague';

/**
 * A text as units for copy-finding, in segments between punctuation: each Chinese character a unit, each Latin word
 * or number one unit (ConcurrentHashMap is one term, not seventeen characters a short answer shares with any sample).
 */
const segmentsOf = (text: string): string[][] =>
  normalizeText(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]*[\p{P}\p{S}\n]+[^\p{L}\p{N}]*/u)
    .map((s) => s.match(/[a-z0-9]+|[^\sa-z0-9]/gu) ?? [])
    .filter((units) => units.length > 0);

function runsOf(segments: readonly string[][]): Set<string> {
  const runs = new Set<string>();
  for (const units of segments) for (let i = 0; i + COPY_RUN <= units.length; i += 1) runs.add(units.slice(i, i + COPY_RUN).join(' '));
  return runs;
}

/**
 * Share of `text`'s units that lie in a run of COPY_RUN or more found in `source` (0-1): a copy keeps the source's
 * runs, an answer in one's own words shares its terms but few runs.
 */
export function overlap(text: string, source: string): number {
  const mine = segmentsOf(text);
  const total = mine.reduce((n, units) => n + units.length, 0);
  if (total < COPY_RUN) return 0;
  const theirs = runsOf(segmentsOf(source));
  let copied = 0;
  for (const units of mine) {
    const inRun = new Array<boolean>(units.length).fill(false);
    for (let i = 0; i + COPY_RUN <= units.length; i += 1) if (theirs.has(units.slice(i, i + COPY_RUN).join(' '))) inRun.fill(true, i, i + COPY_RUN);
    copied += inRun.filter(Boolean).length;
  }
  return copied / total;
}

/**
 * interview.gaming.copied (edited): share of `text`'s CONTAINMENT_GRAM-grams of units (bareUnits),
 * found in `source` (0-1); 0 under CONTAINMENT_MIN_CHARS. Unlike overlap, a word changed or 嗯 added costs only the few
 * grams across it, so a lightly edited copy keeps most of the source's grams.
 */
export function containment(text: string, source: string, terms: readonly string[] = []): number {
  if (bareUnits(text).length < CONTAINMENT_MIN_CHARS) return 0;
  // the question's terms one unit each (sample-copies.ts unitsWithTerms): naming them is no copying
  const mine = unitsWithTerms(text, terms);
  const theirs = new Set(gramsOf(unitsWithTerms(source, terms)));
  const grams = gramsOf(mine);
  return grams.length ? grams.filter((g) => theirs.has(g)).length / grams.length : 0;
}

/**
 * interview.gaming.pasted: the rest of an answer that opens with most of the question (its share of the question's
 * units in runs of the answer's opening, COPY_OVERLAP or more), else null. The opening read is the question's length
 * and PASTED_SLACK more (a 呢 or 我觉得 added).
 */
export function afterPastedQuestion(answer: string, question: Pick<BankQuestion, 'text'>): string | null {
  const chars = [...normalizeText(answer).trim()];
  const length = Math.ceil([...question.text].length * PASTED_SLACK);
  const opening = chars.slice(0, length).join('');
  // read without punctuation: a question pasted with a comma for its question mark is pasted all the same
  const bare = (text: string) => text.replace(/[\p{P}\p{S}\s]+/gu, '');
  if (!question.text || overlap(bare(question.text), bare(opening)) < COPY_OVERLAP) return null;
  // the pasted part ends at the last break of the opening read (the question's own punctuation, or the comma after it)
  const cut = Math.max(...[...'，,。？?！!；;'].map((p) => opening.lastIndexOf(p)));
  return chars.slice(cut >= 0 ? cut + 1 : length).join('');
}

/**
 * interview.gaming.echo (own words): whether a word of an answer is the question's own: the question holds it, or it is
 * one of the question's words (two characters or more) with one character added (黑盒子 for 黑盒, 白盒子 for 白盒): the
 * question's word turned round, not a word of the answer's own.
 */
export function questionsOwnWord(question: Pick<BankQuestion, 'text'>): (term: string) => boolean {
  const asked = normalizeText(question.text).toLowerCase();
  const words = [...new Set(termsOf(question.text))].filter((w) => [...w].length >= 2);
  return (t) => asked.includes(t) || words.some((w) => [...t].length === [...w].length + 1 && t.includes(w));
}

/** The words of an answer that are not the question's own (questionsOwnWord). */
export function newTermsOf(answer: string, question: Pick<BankQuestion, 'text'>): string[] {
  const own = questionsOwnWord(question);
  return [...new Set(termsOf(answer).filter((t) => !own(t)))];
}

const GENERIC_WORDS = new Set(GENERIC.words);

/**
 * The question pasted at the opening, and fewer than ECHO_NEW_TERMS words of the answer's own after it, words that name
 * nothing particular not counted (generic-words.json: 我觉得职业规划很重要…一步一步去发展…越来越清晰): a tautology.
 */
function echoesQuestion(answer: string, question: BankQuestion): boolean {
  const rest = afterPastedQuestion(answer, question);
  return (rest !== null && newTermsOf(rest, question).filter((t) => !GENERIC_WORDS.has(t)).length < ECHO_NEW_TERMS) || circles(answer, question) || definesQuestion(answer, question);
}

/** A term an answer defines: asked of itself (什么是投资？), or said before 是指/指的是 (投资项目是指…). */
const SELF_ASKED = /(?:什么(?:是|叫)|何为|何谓)([^？?，,。！!\s]{2,10})[？?]/gu;
const DEFINED = /([\p{Script=Han}A-Za-z]{2,10})(?:是指|指的是|就是指)/gu;

/**
 * interview.gaming.echo (defined): an answer that defines the question's own words one by one, DEFINED_TERMS_MIN of
 * them or more (什么是投资？投资是指…。什么是项目？…什么是评估？…): the question restated term by term, however long,
 * with nothing said of how one does what it asks. A defined span counts when it ends in a word of the question.
 */
export function definesQuestion(answer: string, question: Pick<BankQuestion, 'text'>): boolean {
  const asked = normalizeText(question.text);
  const text = normalizeText(answer);
  const ofQuestion = (span: string) => [...span].some((_, i) => span.length - i >= 2 && asked.includes(span.slice(i)));
  const terms = new Set(
    [...text.matchAll(SELF_ASKED), ...text.matchAll(DEFINED)]
      .map((m) => m[1]!)
      .filter(ofQuestion)
      .map((span) => [...span].map((_, i) => span.slice(i)).find((tail) => tail.length >= 2 && asked.includes(tail))!),
  );
  return terms.size >= DEFINED_TERMS_MIN;
}

/** Two words joined by 和/与/跟/及/同 (业务和财务, 产业与教育): the pair an abbreviation of two characters is spelled out in. */
const JOINED_PAIR = /(\p{Script=Han}{2})(?:和|与|跟|及|同)(\p{Script=Han}{2})/gu;

/**
 * interview.gaming.echo (spelled out): the words of an answer that spell out an abbreviation of the question (业财融合
 * asked, 业务和财务 said: their first characters, in order, are two characters running in the question): the question's
 * own words said at length, nothing new. 业务和财务的融合 is 业财融合 again.
 */
export function spelledOutWords(answer: string, question: Pick<BankQuestion, 'text'>): Set<string> {
  const asked = normalizeText(question.text);
  const pairs = [...normalizeText(answer).matchAll(JOINED_PAIR)].filter(([, a, b]) => a![0] !== b![0] && asked.includes(a![0]! + b![0]!) && !asked.includes(a!) && !asked.includes(b!));
  return new Set(pairs.flatMap(([, a, b]) => [a!, b!]));
}

/**
 * interview.gaming.echo (circular): an answer of CIRCULAR_MIN_TERMS words or more, CIRCULAR_OWN_SHARE of them the
 * question's own (questionsOwnWord) and few of them different (CIRCULAR_VARIETY, distinct over all): 漏斗分析就是…漏斗的形状，所以叫漏斗
 * 分析…通过漏斗分析就可以知道漏斗的情况 goes round the question's words without saying anything of them.
 */
function circles(answer: string, question: BankQuestion, { wrapped = false } = {}): boolean {
  const asked = questionsOwnWord(question);
  const spelled = spelledOutWords(answer, question);
  const ofQuestion = (t: string) => asked(t) || spelled.has(t);
  const wrapping = wrapped ? wrappingOf(answer, namedAsAsked(question, spelled)) : null;
  // interview.gaming.echo.wrapped.scene: sentences set aside that open a scene of the student's own are their account
  if (wrapping?.aside.some(opensScene)) return false;
  const terms = wrapping ? wrapping.on.flat() : termsOf(answer);
  if (terms.length < CIRCULAR_MIN_TERMS) return false;
  return terms.filter(ofQuestion).length / terms.length >= CIRCULAR_OWN_SHARE && new Set(terms).size / terms.length <= CIRCULAR_VARIETY;
}

/**
 * interview.gaming.echo.wrapped: the circle read on the answer's sentences that name the question's words alone
 * (onQuestionTerms), apart from a wrapper around them (a shop's notice, a carrier's text message) whose own words drown
 * it for the whole answer (circles). Read after the record rules (gamingOf): a form whose slots hold the question is a
 * record, as its finding says.
 */
export const circlesWrapped = (answer: string, question: BankQuestion): boolean => circles(answer, question, { wrapped: true });

/**
 * interview.gaming.echo.wrapped.as-asked: whether a word names one of the question's words as the question has them
 * (or spelled out: spelledOutWords), not a longer word of its own that holds one (工作服 or 工作日 for 工作, 安全帽 for
 * 安全). The character added turns a question's word round only in a sentence already on the question (黑盒子 beside
 * 黑盒测试); alone, a wrapper's sentence about uniforms is no sentence on 护理工作中如何做好感染防控.
 */
function namedAsAsked(question: Pick<BankQuestion, 'text'>, spelled: ReadonlySet<string>): (term: string) => boolean {
  const asked = normalizeText(question.text).toLowerCase();
  return (t) => asked.includes(t) || spelled.has(t);
}

/**
 * interview.gaming.echo.wrapped.fields: a form's field label (负责人：, 截止时间：, 备注：) at a line's start or after a space
 * or a heading's bracket: an app's card or a slip typed as one line (【钉钉待办】… 负责人：我 截止时间：今天 18:00 备注：…)
 * parts its fields by them as a text parts its sentences by 。, and the label is the form's word, not the answer's.
 * A label starts with a letter, so a time (18:00) is none.
 */
const FIELD_LABEL = new RegExp(`(?:^|(?<=[\\s】\\]」』]))\\p{L}[^\\s:：，,。；;！？!?【】]{0,${RECORD_KEY_CHARS - 1}}[:：]`, 'gmu');

/**
 * interview.gaming.echo.wrapped.addressed: a notice's address to those it is sent to, a salutation (各班主任：, 致全体
 * 护士：, 尊敬的各位家长：) or an instruction opening on them (请各班主任提前统计人数…, 请全体值班护士…). Its first word
 * after 各/全体 is whom the notice speaks to. ADDRESSEE_CHARS: the characters read for that word.
 */
const ADDRESS = /(?:^|[，,；;：:\s])(?:请(?:各位|各|全体)|(?:(?:致|尊敬的|亲爱的)(?:各位|各|全体)?|各位|各|全体)(?=[^，,；;：:\s]{1,8}[：:]))/gu;
const ADDRESSEE_CHARS = 8;

/**
 * interview.gaming.echo.wrapped.addressed: whether a sentence addresses, as a notice does (ADDRESS), a role the question
 * names (你如何做好班主任工作 and a school's notice 各班主任：…请各班主任提前统计人数、收齐家长回执，并做好安全教育): the
 * role is whom the notice is sent to and the sentence is its instruction, the wrapper, not what the student says of
 * doing the work. A student speaks of the role (班主任要先认识每个学生, 我会请各科老师配合), never to it in a salutation.
 */
function addressesRole(sentence: string, onQuestion: (term: string) => boolean): boolean {
  for (const m of sentence.matchAll(ADDRESS)) {
    const addressee = termsOf([...sentence.slice(m.index + m[0].length)].slice(0, ADDRESSEE_CHARS).join(''))[0];
    if (addressee !== undefined && onQuestion(addressee)) return true;
  }
  return false;
}

/**
 * interview.gaming.echo.wrapped: an answer's sentences (parted by 。！？, a line or a form's field label) split in two:
 * the words of those that name one of the question's own words as asked or more (namedAsAsked), what it says on the
 * question; and the sentences around them that never touch it, or that only address the role it names as a notice
 * does (addressesRole), the wrapper.
 */
function wrappingOf(answer: string, onQuestion: (term: string) => boolean): { on: string[][]; aside: string[] } {
  const on: string[][] = [];
  const aside: string[] = [];
  for (const sentence of normalizeText(answer).replace(FIELD_LABEL, '\n').split(/[。！？!?\n]+/u)) {
    const terms = termsOf(sentence);
    if (terms.some(onQuestion) && !addressesRole(sentence, onQuestion)) on.push(terms);
    else aside.push(sentence);
  }
  return { on, aside };
}

/**
 * interview.gaming.echo.wrapped.scene: whether a sentence has a clause that opens a scene of the student's own
 * (spoken-cues.ts SCENE_OPENING: 我在呼吸科实习时…, 在长治一家软件公司实习): the question restated round its own words
 * (护理工作中做好感染防控，就是把感染防控做好) and then answered from where the student worked is an answer after a
 * restatement; a notice, a slip or a card around a tautology sets no scene of the student's (我校定于…, 我市大部地区).
 */
const opensScene = (sentence: string): boolean => sentence.split(/[，,；;：:]/u).some((clause) => SCENE_OPENING.test(clause.trim()));

/** interview.gaming.signposts: share of an answer's characters (without spaces) in signposts, the longest first (综上所述 before 综上). */
export function signpostShare(answer: string): number {
  let rest = normalizeText(answer).replace(/\s/g, '');
  const total = [...rest].length;
  let found = 0;
  for (const cue of [...SIGNPOSTS].sort((a, b) => b.length - a.length)) {
    const parts = rest.split(cue);
    found += (parts.length - 1) * cue.length;
    rest = parts.join('|');
  }
  return total ? found / total : 0;
}

const TRAITS = longestFirst(CLICHES.traits);

/** The distinct traits an answer paints the student in (cliches.json traits: 执行力超群, not also 执行力). */
export const traitsOf = (answer: string): string[] => distinctPhrasesIn(normalizeText(answer), TRAITS);

/**
 * interview.gaming.portrait: on a question about the student (the common bank, why they chose the work), an answer
 * that paints them in TRAITS_MIN or more traits (极度自律、思维缜密、执行力超群: cliches.json traits) and tells no fact:
 * nothing particular (specificity.ts: a figure, a time and place, a person met), no deed (DEED_CUES: 做过, 参加, 负责,
 * 专业) and no named thing (NAMED_THING: a 《title》, a school, a product's Latin name). A self-portrait in adjectives
 * fits anyone; a self-introduction that says the major and the internship is a fact told, however it praises itself.
 */
export function paintsPortrait(question: BankQuestion, answer: string): boolean {
  if (!isCommonQuestion(question) && !asksMotive(question)) return false;
  const traits = traitsOf(answer);
  if (traits.length < TRAITS_MIN) return false;
  // read without the traits themselves (专业素养 names no major)
  const text = traits.reduce((rest, t) => rest.split(t).join('，'), normalizeText(answer));
  return !tellsParticulars(text) && !DEED_CUES.some((c) => text.includes(c)) && !NAMED_THING.test(text);
}

/**
 * What the answer is, on its own: the question pasted back, a sample copied, keywords of many questions, big words or
 * signposts, a frame of aspects, slogans or a vague story; null when none. `story`: the answer tells a concrete account of its own (analysis.ts), which touches the
 * field's other questions as a real case does (a reconciliation story names 往来款 and 调整分录): it strings no keywords.
 */
export function gamingOf(answer: string, question: BankQuestion, { story = false } = {}): GamingKind | null {
  if (overlap(answer, question.text) >= COPY_OVERLAP || echoesQuestion(answer, question)) return 'echo';
  const terms = question.keywords.flat();
  if (samplesOf(question).some((s) => overlap(answer, s) >= COPY_OVERLAP || containment(answer, s, terms) >= CONTAINMENT_SHARE)) return 'copied';
  // interview.gaming.copied.wrapped: most of any bank sample inside a wrapper (a note's header and hashtags, a post's Q/A)
  if (containsBankSample(answer)) return 'copied';
  // a prompt to an AI with its rewrite, or a mind map's outline read out, is no one's answer (pasted-forms.ts)
  if (readsAsPrompt(answer)) return 'prompt';
  if (readsAsOutline(answer)) return 'outline';
  if (readsAsCounted(answer)) return 'counted';
  // a form's slots filled with the question or with cue words (pasted-forms.ts readsAsFilledForm) is a record too
  if (readsAsRecord(answer) || readsAsFilledForm(answer, question.text)) return 'record';
  // interview.gaming.echo.wrapped: a tautology on the question inside a notice's or a message's wrapper; an account of
  // the student's own set in a time and place (story) is no wrapper, but the answer after a restatement of the question
  if (!story && circlesWrapped(answer, question)) return 'echo';
  if (readsAsReference(answer, question) || retoldParableOf(answer)) return 'reference';
  if (evadesFailure(question, answer)) return 'evasion';
  if (speaksAtCeremony(answer)) return 'ceremony';
  if (performsToAudience(answer, question)) return 'performance';
  if (stuffedWithBuzzwords(answer)) return 'buzzwords';
  // interview.gaming.buzzwords.hollow: the question said back, lists, mottos and jargon slogans, clause by clause
  if (!story && stuffsHollowly(answer, question)) return 'buzzwords';
  // a comparison laid out aspect by aspect (contrast.ts contrastsByAspects) walks the field's aspects as a real one must
  // and so does a process told step by step (ordered-steps.ts tellsAskedSteps: 提需求、找供应商、签合同，然后验收，再付款)
  if (!story && !contrastsByAspects(answer, question.text) && !tellsAskedSteps(answer, question) && otherTopicsOf(answer, question).length >= STUFFED_TOPICS) return 'stuffed';
  if (listsTerms(answer, question)) return 'enumeration';
  // a document's rows of terms (a timetable, a menu, a report: pasted-forms.ts readsAsDocument), after the table of terms it generalises
  if (readsAsDocument(answer)) return 'record';
  const signposts = signpostShare(answer);
  // half as many signposts ordering set phrases (首先，我热爱教育事业。其次，我具备扎实的专业知识…) order nothing either
  if (signposts >= SIGNPOST_SHARE || (signposts >= SIGNPOST_SHARE / 2 && stockPhrasesOf(answer).share >= SET_PHRASES_SHARE)) return 'signposts';
  if (answersWithFrame(question, answer)) return 'frame';
  if (recitesPlatitudes(question, answer)) return 'platitudes';
  if (paintsPortrait(question, answer)) return 'portrait';
  if (recitesSlogans(answer)) return 'slogans';
  if (recitesCompanyValues(question, answer)) return 'praise';
  if (toldVaguely(answer)) return 'vague';
  return null;
}

/**
 * For each answer, the first other answer it repeats (its index in `answers`), or -1. `parents[i]` is the question
 * answer i belongs to (a follow-up's is the question it follows): a follow-up that repeats its own question's
 * answer is the repeat, not that answer.
 */
export function repeatsOf(answers: readonly string[], parents: readonly number[] = answers.map((_, i) => i)): number[] {
  const long = answers.map((a) => [...a.replace(/\s/g, '')].length >= REPEAT_MIN_CHARS);
  const repeatedBy = (i: number, j: number) => j !== i && long[j] && parents[j] !== i && overlap(answers[i]!, answers[j]!) >= COPY_OVERLAP;
  return answers.map((_, i) => (long[i] ? answers.findIndex((_b, j) => repeatedBy(i, j)) : -1));
}
