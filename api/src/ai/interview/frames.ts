import FRAMES from '../dictionaries/answer-frames.json';
import { matchText } from '../text/normalize';
import { isCommonQuestion, type BankQuestion } from './bank';
import { tellsParticulars } from './specificity';
import { answerChars } from './timing';
import { DECIDES, TOPIC_OPENING, WEIGHS_OPTIONS } from './spoken-cues';
import { OWN_CHOICE_MIN_CHARS, OWN_CHOICE_PARTICULARS, OWN_OBJECT_CUES, OWN_VOICE_MIN, WAY_CRITERIA_MIN } from './weights';

/**
 * interview.gaming.frame: an answer laid out as a template instead of told: the 总-分-总 frame of aspects (我想从三个
 * 方面来谈…第一，心态层面…第二，方法层面…综上所述) or the STAR method's labels written out (S（情境）：…T（任务）：…
 * A（行动）：…R（结果）：…, answer-frames.json), with nothing particular of the student's own inside it
 * (specificity.ts tellsParticulars: a figure with a base, a time and place, a person met; not 比如 alone, which heads
 * the frame's aspects too, nor a percentage with no base), the example it gives being one in name only (比如在项目中…
 * 我就是这样做的: a sentence that says only that it was done so is read as none). A recruiter hears an essay's frame,
 * not a case, whether or not the question says 请举例. A frame around a real case (S：去年在代账公司实习…) is a story
 * told in order. The aspects are held to the questions about the student (the common bank, why they chose the work)
 * and those that ask for an example: on a knowledge question of a field the aspects hold the field's matter, which the
 * other rules read. The frames that hold no field's matter are read on any question: STAR's labels, a named method
 * announced as the way to answer (我用STAR法则来回答, 用SCQA的结构来回答, 黄金圈…Why——为什么？), a maxim quoted as the
 * opening (德鲁克说过：“…”), a slogan's counted heads, a coined acronym; and a chatbot's reply (当然可以！…为你整理了…👇),
 * whatever it holds. Its slots are read without what the question says itself (讲一次… answered 在一次…) and without
 * 一 said as an article (一次美好的相遇): neither is a count of the student's own. The finding quotes the frame (frameOf).
 */
const ANNOUNCES = FRAMES.announces.map((r) => new RegExp(r, 'u'));
const HEADS = FRAMES.heads.map((r) => new RegExp(r, 'gu'));
const STAR_LABELS = FRAMES.star_labels.map((r) => new RegExp(r, 'gu'));
const HOLLOW = FRAMES.hollow_examples.map((r) => new RegExp(r, 'u'));
const COUNTED_MOTTOS = FRAMES.counted_mottos.map((r) => new RegExp(r, 'u'));
const ACRONYMS = FRAMES.acronyms.map((r) => new RegExp(r, 'u'));
const ACRONYM_HEADS = FRAMES.acronym_heads.map((r) => new RegExp(r, 'gu'));
const PARALLELS = FRAMES.parallels.map((r) => new RegExp(r, 'gu'));
const QUOTATIONS = FRAMES.quotations.map((r) => new RegExp(r, 'u'));
const METHODS = FRAMES.methods.map((r) => new RegExp(r, 'u'));
const METHOD_HEADS = FRAMES.method_heads.map((r) => new RegExp(r, 'gu'));
const CHATBOT_PHRASES = FRAMES.chatbot_phrases.map((r) => new RegExp(r, 'gu'));
const CHATBOT_MARKS = FRAMES.chatbot_marks.map((r) => new RegExp(r, 'gu'));
const ASKS_MOTIVE = FRAMES.asks_motive.map((r) => new RegExp(r, 'u'));
const POLISH = FRAMES.polish.map((r) => new RegExp(r, 'gu'));
/** The figures of a polished essay (不仅是…更是…, 以匠心守初心，以热爱…) from which an answer is one. */
export const POLISH_MIN = 3;
/** The heads of a named method's parts (S，情境：; Why——为什么？) from which an answer announced by it is laid out in it. */
export const METHOD_HEADS_MIN = 3;
/** A chatbot's reply: one of its set phrases (当然可以, 为你整理了) and CHATBOT_MARKS_MIN lines headed by an emoji, or CHATBOT_PHRASES_MIN phrases. */
export const CHATBOT_MARKS_MIN = 2;
export const CHATBOT_PHRASES_MIN = 3;
/** The characters of a frame quoted in its finding. */
const FRAME_QUOTE_CHARS = 40;
/** The letters spelled out (P是Positive，R是Resilience…) from which a coined acronym is the answer's frame. */
export const ACRONYM_HEADS_MIN = 3;
/** The runs of parallel clauses (在…中…，在…中…，在…中…) from which an answer is a polished paragraph's frame. */
export const PARALLELS_MIN = 2;
/** The characters of a run of the question's own words said back (restatementsOf), and the runs from which an answer restates it. */
export const RESTATED_RUN = 6;
export const RESTATED_MIN = 3;
/** The heads (第一，心态层面; 综上所述) from which an answer that announces its aspects is framed by them. */
export const FRAME_HEADS = 2;
/** The STAR labels (S（情境）, T（任务）…) from which an answer is a STAR frame: three of the four. */
export const STAR_LABELS_MIN = 3;

const sentencesOf = (answer: string): string[] => matchText(answer).split(/[。！？!?；;\n]+/).filter((s) => s.trim());
const count = (text: string, res: readonly RegExp[]): number => res.reduce((n, re) => n + (text.match(re) ?? []).length, 0);
/** The words of a frame as said (each match, trimmed of the punctuation before it), joined by …, for its finding to quote. */
const said = (text: string, res: readonly RegExp[]): string[] =>
  res.flatMap((re) => [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].map((m) => m[0].replace(/^[\s\p{P}]+(?=\S)/u, '').trim())).filter(Boolean);
const quoted = (parts: readonly string[]): string => {
  const chars = [...parts.join('…')];
  return chars.length > FRAME_QUOTE_CHARS ? `${chars.slice(0, FRAME_QUOTE_CHARS).join('')}…` : chars.join('');
};

/** An answer without its sentences that claim an example and tell none (比如在项目中，我就是这样做的). */
export const withoutHollowExamples = (answer: string): string =>
  sentencesOf(answer)
    .filter((s) => !HOLLOW.some((re) => re.test(s)))
    .join('。');

/**
 * An answer without the figures the question says itself (讲一次你…的经历 answered 在一次团队项目中; 你如何安排自己一天的
 * 销售工作 answered 我安排一天的…): a count or a span taken from the question is none of the student's own.
 */
export function withoutQuestionsFigures(answer: string, question: string): string {
  const asked = matchText(question);
  const figures = new Set<string>();
  for (const m of asked.matchAll(/[一二两三四五六七八九十百千几半\d]+[\p{Script=Han}]/gu)) figures.add(m[0]);
  let text = answer;
  for (const f of [...figures].sort((a, b) => b.length - a.length)) text = text.split(f).join('');
  return text;
}

/**
 * An answer without 一 said as an article (一次美好的相遇, 一棵树摇动另一棵树, 在一次团队项目中): one of a thing is no count of
 * the student's own, as 有一次 is none; 十一, 一百 and 一个半月 keep theirs.
 */
export const withoutArticles = (answer: string): string => answer.replace(/(?<![零一二两三四五六七八九十百千万几\d])一(?![零一二两三四五六七八九十百千万半\d]|个半)/gu, '');

/**
 * An answer without the figures of a scoring scale it sets up (各打1到5分, 得分高于3.5就做, 低于3.5就不做): a
 * framework's own thresholds, the same for any case, are no figure of the student's (40个需求里砍掉了12个 is one).
 */
export const withoutScaleFigures = (answer: string): string =>
  answer
    .replace(/\d+(?:\.\d+)?\s*(?:到|至|-|~|～)\s*\d+(?:\.\d+)?\s*分/gu, '')
    .replace(/(?:得分|分数|总分|评分|分值)[^,，。;；]{0,4}?(?:高于|低于|大于|小于|超过|不到|不低于|不高于)\s*\d+(?:\.\d+)?\s*分?/gu, '')
    .replace(/(?:高于|低于|大于|小于)\s*\d+\.\d+/gu, '');

/** Whether an answer is framed as aspects: announced (从三个方面来谈) and headed (第一，心态层面…综上所述) FRAME_HEADS times or more. */
export function framedAsAspects(answer: string): boolean {
  const text = matchText(answer);
  if (!ANNOUNCES.some((re) => re.test(text))) return false;
  return count(text, HEADS) >= FRAME_HEADS;
}

/** The answer's and the question's characters without punctuation or spaces, for restatements to be read across them. */
const bare = (text: string): string => matchText(text).replace(/[\p{P}\p{S}\s]+/gu, '');

/**
 * How many times an answer says the question back: runs of RESTATED_RUN characters or more that are the question's own
 * (北极星指标是什么、如何选择 said for 产品的北极星指标是什么？如何选择？), read greedily, each the longest there.
 */
export function restatementsOf(answer: string, question: string): number {
  const asked = bare(question);
  const text = bare(answer);
  let n = 0;
  for (let i = 0; i < text.length; ) {
    let run = 0;
    while (i + run < text.length && asked.includes(text.slice(i, i + run + 1))) run++;
    if (run >= RESTATED_RUN) n++;
    i += Math.max(1, run);
  }
  return n;
}

/** Whether an answer is laid out under the STAR method's labels (S（情境）：, T（任务）：…), STAR_LABELS_MIN of them or more. */
export const labelledAsStar = (answer: string): boolean => count(matchText(answer), STAR_LABELS) >= STAR_LABELS_MIN;

/**
 * Whether an answer is framed as a motto of counted heads (一个核心、两个抓手、三个统一、四个到位): a slogan's numbered
 * frame, which fits any question and names nothing of it; a plan in steps (第一步…第二步…) is no such motto.
 */
export const framedAsCountedMotto = (answer: string): boolean => COUNTED_MOTTOS.some((re) => re.test(matchText(answer)));

/**
 * Whether an answer is framed as an acronym coined as the student's own (我总结了一套自己的XXXX心法) and spelled out
 * letter by letter (P是Positive，积极心态；R是Resilience…), ACRONYM_HEADS_MIN letters or more: a motto's frame, which
 * fits any question. A textbook model named and explained (SWOT分析…S是Strengths) is announced as no coinage of one's own.
 */
export const framedAsAcronym = (answer: string): boolean => {
  const text = matchText(answer);
  return ACRONYMS.some((re) => re.test(text)) && count(text, ACRONYM_HEADS) >= ACRONYM_HEADS_MIN;
};

/**
 * Whether an answer is built of parallel clauses, PARALLELS_MIN runs or more of three clauses under one head
 * (在压力中…，在困难中…，在合作中…; 源于…，源于…，更源于…): the polished essay's frame, as the aspects' heads are.
 */
export const framedAsParallels = (answer: string): boolean => count(matchText(answer), PARALLELS) >= PARALLELS_MIN;

/**
 * Whether an answer opens with a maxim quoted (管理学大师德鲁克说过：“…”; ‘…’——乔布斯; 正如…所说; 俗话说): the
 * opening of an essay, which fits any question; the words quoted, else null.
 */
export function quotationOpening(answer: string): string | null {
  const text = matchText(answer).trim();
  const re = QUOTATIONS.find((q) => q.test(text));
  if (!re) return null;
  const first = text.split(/[。!?！？\n]/)[0] ?? '';
  return first;
}

/** A second maxim quoted after the opening one (正所谓“不积跬步，无以至千里”): the essay closes as it opened. */
const LATER_MAXIM = /(?:正所谓|所谓|俗话说|常言道|古人云|正如[^,，。]{1,10}所说)[^。]{0,4}["“‘「]/u;

/** An answer without the maxim quoted at its opening (quotationOpening): what the student says in their own words. */
export function withoutQuotationOpening(answer: string): string {
  const opening = quotationOpening(answer);
  return opening === null ? answer : matchText(answer).trim().slice(opening.length).replace(/^[”"’'」。!?！？\s]+/u, '');
}

/** Whether an answer is announced as laid out in a named method (我用STAR法则来回答, 用SCQA的结构来回答) and headed by its parts METHOD_HEADS_MIN times or more. */
export function framedAsMethod(answer: string, aboutStudent = true): string | null {
  const text = matchText(answer);
  const announced = METHODS.map((re) => re.exec(text)?.[0]).find(Boolean);
  // on a question of the field's matter, only a method announced as the way to answer the question (来回答) is the
  // frame: 用SWOT模型，S，优势：… may hold the matter itself
  if (!announced || (!aboutStudent && !/回答|作答/.test(announced))) return null;
  const heads = said(text, METHOD_HEADS);
  const labels = said(text, STAR_LABELS);
  const parts = labels.length >= METHOD_HEADS_MIN ? labels : heads;
  return parts.length >= METHOD_HEADS_MIN ? quoted([announced, ...parts]) : null;
}

/** Whether an answer is laid out as a chatbot's reply (当然可以！…我为你整理了一份指南👇 🔥 一、…): its set phrases and lines headed by an emoji. */
export function laidOutAsChatbot(answer: string): string | null {
  const text = matchText(answer);
  const phrases = said(text, CHATBOT_PHRASES);
  const marks = count(text, CHATBOT_MARKS);
  return (phrases.length >= 1 && marks >= CHATBOT_MARKS_MIN) || phrases.length >= CHATBOT_PHRASES_MIN ? quoted(phrases) : null;
}

/** Whether an answer is a polished essay: POLISH_MIN or more of its figures (不仅是…更是…; 以…，以…; 文字是时代的刻度，编辑是文字的守门人). */
export const framedAsPolish = (answer: string): boolean => count(matchText(answer), POLISH) >= POLISH_MIN;

/** A question about why the student chose the work (你为什么想做编辑): about the student, as the common bank's are. */
export const asksMotive = (question: Pick<BankQuestion, 'text'>): boolean => ASKS_MOTIVE.some((re) => re.test(question.text));

/**
 * interview.gaming.frame: the frame an answer is poured into, its words quoted, else null: a frame of aspects or of
 * parallel clauses, on a question about the student (why they chose the work too) or asking for an example; a frame
 * of aspects on any question when the answer says the question back RESTATED_MIN times (您问的是…是什么、如何选择…第一是
 * 认知维度，即…是什么: restatementsOf), which asserts nothing; on any question, STAR labels (a story's frame, which no knowledge holds), a polished essay's figures, a motto of counted
 * heads, a coined acronym, a named method announced as the way to answer (来回答; named alone, only on a question about
 * the student) and laid out in its parts, or a maxim quoted as the opening and followed by ornate clauses; each around
 * nothing particular of the student's own. A chatbot's reply laid out with its set phrases and emoji is no one's own,
 * whatever it holds.
 */
export function frameOf(question: Pick<BankQuestion, 'example' | 'id' | 'text'>, answer: string): string | null {
  const chatbot = laidOutAsChatbot(answer);
  if (chatbot) return chatbot;
  const aboutStudent = question.example || isCommonQuestion(question) || asksMotive(question);
  // the maxim quoted at the opening is someone else's words: what is the student's own is said after it
  const opening = quotationOpening(answer);
  const own = withoutQuotationOpening(answer);
  if (tellsParticulars(withoutScaleFigures(withoutArticles(withoutQuestionsFigures(withoutHollowExamples(own), question.text))))) return null;
  const text = matchText(answer);
  // a maxim quoted at the opening frames the answer when what follows is ornate too (以…，以…; 不仅是…更是…): a proverb
  // before a nurse's steps, or before a reason of one's own told plainly, opens a real answer
  const ornate = count(matchText(own), [...POLISH, ...PARALLELS]) > 0 || LATER_MAXIM.test(matchText(own));
  const found =
    framedAsMethod(answer, aboutStudent) ??
    (opening !== null && ornate ? opening : null) ??
    // on any question, aspects announced around the question said back (您问的是…；第一是认知维度，即…是什么) assert nothing
    ((aboutStudent || restatementsOf(answer, question.text) >= RESTATED_MIN) && framedAsAspects(answer) ? quoted([...said(text, ANNOUNCES), ...said(text, HEADS)]) : null) ??
    (labelledAsStar(answer) ? quoted(said(text, STAR_LABELS)) : null) ??
    (aboutStudent && framedAsParallels(answer) ? quoted(said(text, PARALLELS)) : null) ??
    (framedAsPolish(answer) ? quoted(said(text, POLISH)) : null) ??
    (framedAsCountedMotto(answer) ? quoted(said(text, COUNTED_MOTTOS)) : null) ??
    (framedAsAcronym(answer) ? quoted([...said(text, ACRONYMS), ...said(text, ACRONYM_HEADS)]) : null);
  return found;
}

/** interview.gaming.frame: whether the answer is a frame around nothing particular (frameOf). */
export const answersWithFrame = (question: Pick<BankQuestion, 'example' | 'id' | 'text'>, answer: string): boolean => frameOf(question, answer) !== null;

const OWN_CHOICE = FRAMES.own_choice.map((f) => ({
  asks: new RegExp(f.asks, 'u'),
  object: f.object,
  reasons: f.reasons,
  matter: 'matter' in f ? f.matter : undefined,
  company: 'company' in f ? f.company : undefined,
  tasks: 'tasks' in f ? f.tasks : undefined,
}));
/** A question put to the student (你, 你的, 你会, 谈谈你; 自我介绍): what it asks is the student's own experience, choice or view. */
const ADDRESSED = /你|自己|自我/u;

/**
 * interview.relevance.own-experience: the frame of a question put to the student (ADDRESSED) about their own experience,
 * choice or view (answer-frames.json own_choice, the first whose `asks` matches: an event for 成就感/失败/意见不合/压力,
 * a choice with reasons for offers/选择/规划, an object with reasons for 喜欢/选择; any 你…经历/做过/举例 in any bank), else null.
 */
const ownFrameOf = (question: Pick<BankQuestion, 'text'>) => (ADDRESSED.test(question.text) ? OWN_CHOICE.find((f) => f.asks.test(question.text)) : undefined);

/**
 * interview.relevance.own-choice: a question about the student's own choice, preference or experience (answer-frames.json
 * own_choice: 你最喜欢的一款产品, 为什么选择我们公司, 你的优点和缺点, 职业规划, 兴趣爱好): the words an account of its
 * object uses (a product's 功能、提交、通知; a company's 贵公司、你们、用户), else null. Any product, company or
 * experience may be the answer, so the bank's words cannot tell whether it is on the question.
 */
export const ownChoiceObjectOf = (question: Pick<BankQuestion, 'text'>): readonly string[] | null => ownFrameOf(question)?.object ?? null;

/**
 * interview.relevance.own-choice, generalised as interview.relevance.own-experience: such a question answered in
 * the answer's own frame: a first-person account (我, not 我们, OWN_VOICE_MIN times or more; for an event, reasons not
 * asked, 我们 counts too, 我 once at least; OWN_CHOICE_MIN_CHARS or more) that speaks of the object the question asks about in OWN_OBJECT_CUES or more of its
 * words (ownChoiceObjectOf; the question's own words, which any answer can borrow, not counted), gives its reasons
 * (answer-frames.json own_reasons: 因为, 一是, 解决的是, 我想改; an intention alone, 我想, 我会, is none) and tells particulars of the student's own
 * (`particulars`, concreteness.ts less the generic intentions: OWN_CHOICE_PARTICULARS or more); reasons only when its
 * frame asks for them (`reasons`: a choice or a view, not an event). A marathon told for 你最喜欢的
 * 一款产品, or cooking for 为什么选择我们公司 after borrowing its 选择…岗位, speaks of no product or company.
 */
export function answersOwnChoice(question: Pick<BankQuestion, 'text'>, answer: string, particulars: number): boolean {
  const frame = ownFrameOf(question);
  const object = frame?.object;
  if (!object || answerChars(answer) < OWN_CHOICE_MIN_CHARS || particulars < OWN_CHOICE_PARTICULARS) return false;
  // the student's own voice: 我, and for an event of theirs (no reasons asked) 我们 too (我们组做一条闭合导线), 我 once at least
  const own = (answer.match(/我(?!们)/gu) ?? []).length;
  if (!own || own + (frame.reasons ? 0 : (answer.match(/我们/gu) ?? []).length) < OWN_VOICE_MIN) return false;
  const cues = object.filter((w) => answer.includes(w) && !question.text.includes(w));
  // a choice or a view gives its reasons; an event of the student's (成就感, 失败, 意见不合) is its own frame
  return cues.length >= OWN_OBJECT_CUES && namesFrameMatter(question, answer) && (!frame.reasons || FRAMES.own_reasons.some((r) => answer.includes(r)));
}

/**
 * interview.relevance.own-experience.frame: a question put to the student about their own experience, choice or view
 * (ownFrameOf) answered with nothing its frame asks for: none of the words an account of its object uses (the
 * question's own words, which any answer can borrow, not counted). A marathon told for 意见不合 names no disagreement,
 * cooking for 为什么选择我们公司 no company: positive evidence that it is off the question, whatever story it tells.
 */
export function missesOwnFrame(question: Pick<BankQuestion, 'text'>, answer: string): boolean {
  const frame = ownFrameOf(question);
  return frame !== undefined && (!frame.object.some((w) => answer.includes(w) && !question.text.includes(w)) || !namesFrameMatter(question, answer));
}

/**
 * interview.relevance.own-experience.matter: whether an answer names what its frame is about, where the frame lists the
 * words that do (answer-frames.json `matter`: for 与不同性格的同事合作, whom the student worked with as such, 师傅、组员、
 * 队友; the working together, 分工、配合; the character, 急性子、较真), past an opening that only restates the subject
 * (TOPIC_OPENING). The frame's object words hold a pronoun and a manner (他, 慢) that any story has (老板讲他当学徒的事,
 * 壶身慢慢有了光泽): an afternoon in a shop told in particulars names no one the student worked with, nothing done
 * together and no one's character, and is a story of something else. The company kept outside work (`company`: 室友、
 * 同学、一起、相处) names the matter only beside a task done (`tasks`: 课程设计、比赛、兼职): a trip or a meal with a
 * roommate is time spent together, not working together. A frame with no such list asks nothing more.
 */
export function namesFrameMatter(question: Pick<BankQuestion, 'text'>, answer: string): boolean {
  const frame = ownFrameOf(question);
  if (!frame?.matter) return true;
  const told = answer.replace(TOPIC_OPENING, '');
  const names = (words: readonly string[] | undefined): boolean => !!words?.some((w) => told.includes(w));
  return names(frame.matter) || (names(frame.company) && names(frame.tasks));
}

/**
 * Whether the question's own frame asks for a choice or a view with its reasons (`reasons`: 为什么选择我们公司, offers,
 * 最喜欢的产品), which an account of the student's own answers in full: it weighs as a story does. An event's frame
 * (成就感, 失败, 从未做过的任务) only puts the account on the question; its content is judged as any story's.
 */
export const ownFrameAsksReasons = (question: Pick<BankQuestion, 'text'>): boolean => ownFrameOf(question)?.reasons === true;

/**
 * interview.relevance.own-choice.way: a question asking how the student would choose (the own-choice frame asking
 * reasons, ownFrameAsksReasons, and 怎么/如何 选择: 如果你同时收到多家公司的录用通知，你会怎么选择) answered by their own
 * way of weighing the options: in the first person (我会, 我就), a way of comparing them (WEIGHS_OPTIONS: 列一张表打分,
 * 对比, 排个序), WAY_CRITERIA_MIN criteria or more listed with 、 and a rule of decision after the comparing (DECIDES:
 * 哪个分高就选哪个). It is on the question, its content judged as any choice's: generic criteria stay vague (interview.vague).
 */
export function weighsOwnChoice(question: Pick<BankQuestion, 'text'>, answer: string): boolean {
  if (!ownFrameAsksReasons(question) || !/(?:怎么|如何|怎样)(?:选|做选择|决定)/u.test(question.text) || !/我(?:会|就|一般)/u.test(answer)) return false;
  const at = answer.search(WEIGHS_OPTIONS);
  if (at < 0 || !DECIDES.test(answer.slice(at))) return false;
  return answer.split(/[。！？!?；;\n]/u).some((sentence) => sentence.split('、').length >= WAY_CRITERIA_MIN);
}
