import { isCommonQuestion, siblingsOf, type BankQuestion } from './bank';
import { gamingOf, type GamingKind } from './gaming';
import { toldOfPastime } from './pastimes';
import { toldTableOf, withoutCodeLines, withoutToldTable } from './pasted-forms';
import { askedConcepts, keywordCoverage } from './keywords';
import { answersAnother, closerToAnother, fieldShareOf, questionWordsOfMatter, questionWordsSaid, relevanceOf } from './relevance';
import { sentencesOf } from './sentences';
import { starOf } from './star';
import { aboutOneself, namesAskedMatter, toldInFull, toldPractice, toldSituation, toldStory } from './stories';
import { structureOf } from './structure';
import { answerChars, timeOf } from './timing';
import { withBoundedRuns } from '../text/runs';
import { hedgesOf } from './hedges';
import { engagementOf } from './engagement';
import { withGlosses } from './english-glosses';
import { stockPhrasesOf } from './stock-phrases';
import { answersOwnChoice, asksMotive, weighsOwnChoice, frameOf, missesOwnFrame, ownFrameAsksReasons, withoutQuotationOpening } from './frames';
import { isSpecific, tellsParticulars, withoutAskedPremise, withoutAskedQuotes } from './specificity';
import { asksConduct, asksKnowledge, maximsOf, speaksInPrinciples } from './principles';
import { misconceptionsOf } from './misconceptions';
import { sweepingClaimsOf } from './sweeping';
import { concretenessOf, countsOffGenericReasons, deferredChoiceOf, plansByGenericStages, vagueWordsOf, withoutAskedLimit } from './concreteness';
import { disguisedWeaknessesOf } from './setbacks';
import { asksBack, asksInterviewer, stockQuestionsOf, workQuestionsOf } from './interviewer-questions';
import { answersSalary, salaryDeferralsOf } from './salary';
import { templateSteps } from './template-steps';
import { namesToolsWithoutUse } from './tool-lists';
import { ASKED_EACH_PARTY, ASKS_VIEW, ASKS_WHAT_IT_IS, DEFLECTION_CUES, FIRST_PERSON, QUOTED_OWN_WORDS, SELF_TURNS, SETS_SITUATION, SETTING_CUES, SUBSTITUTION_OPENING, VIEW_BY_CASES, WORK_SETTING } from './spoken-cues';
import { CONCRETE_RELEVANCE, CLICHE_COST, ANNOUNCED_RELEVANCE, DISGUISED_CONTENT_SHARE, CONTENT_COVERAGE_SHARE, DEPTH_FLOOR, ERROR_COST, ERROR_FLOOR, GENERAL_CONDUCT_CONTENT, GENERIC_CONTENT, ENGAGED_RELEVANCE, FIELD_CONCRETE, FIELD_SHARE_MIN, HEDGE_COST, HEDGE_FLOOR, ON_TOPIC, SAID_FULL, SHORT_CHARS, STORY_CONTENT, STORY_MIN_CHARS, STORY_RELEVANCE, SUBJECT_ANOTHER_MIN, SWEEPING_MANY, SUBJECT_ANOTHER_SHARE, SUBJECT_LEFT_CONCEPTS, SUBJECT_LEFT_RELEVANCE, CONCRETE_CONTENT, CONCRETE_FLOOR_MIN, CONCRETE_MIN, VAGUE_CONTENT } from './weights';

/**
 * What the rules find in one answer, made once when it arrives (it decides the follow-up) and stored with it:
 * finishing reads it back. `v` names the rules' version; an analysis of another version is made again.
 */
export const ANALYSIS_VERSION = 86;

export type AnswerAnalysis = {
  v: number;
  chars: number;
  /** share of the answer's characters in said clauses (sentences.ts), 0-1 */
  said: number;
  /** the question's concepts it names, and those it does not (keywords.ts) */
  covered: string[];
  missing: string[];
  /** share of the concepts named, 0-1 */
  ratio: number;
  coverage: number;
  /** closeness to the question's reference (relevance.ts), 0-100 */
  relevance: number;
  /** what is said on the question: concepts and relevance, scaled by the share said, its depth and its hedges, 0-100 */
  content: number;
  /** the hedges said (hedges.ts) */
  hedges: string[];
  /** the stock phrases said in clauses of nothing else (stock-phrases.ts) */
  cliches: string[];
  /** the strengths in disguise given as the weakness of a template answer (templateWeaknessOf) */
  disguised: string[];
  /** the notes of the factual errors said (misconceptions.ts) */
  errors: string[];
  /** the clauses of its sweeping claims, when SWEEPING_MANY or more (sweeping.ts): judged as a factual error */
  sweeping?: string[];
  /** a question about the student's conduct answered in general principles alone (principles.ts) */
  general?: boolean;
  /** the generic intentions and hollow results said where too few particulars of the student's own are (concreteness.ts, interview.vague) */
  vague?: string[];
  /** the closing that hands the choice to circumstances, when nothing of the student's own is told (concreteness.ts, interview.vague.deferred) */
  deferred?: string;
  /** the stock matters asked back, when every question asked is one any candidate asks any employer (interviewer-questions.ts, interview.asked.stock) */
  stock_asked?: string[];
  /** the tools asked for named with no use of the student's own told (tool-lists.ts, interview.vague.tools) */
  tools_unused?: boolean;
  /** the stock words that hand the expected salary back to the employer (salary.ts, interview.salary.deferred) */
  pay_deferred?: string[];
  on_topic: boolean;
  gaming: GamingKind | null;
  /** the frame's words as said, quoted by its finding, when the answer is a frame around nothing (frames.ts) */
  frame?: string;
  star: { score: number; example: boolean; quantified: boolean };
  structure: { score: number; notes: string[] };
  time: { score: number; notes: string[] };
};

export type AnswerTiming = { seconds: number; seconds_used: number; late: number };

/** How much the answer is about the question, before the share said: concepts named and closeness to the reference. */
export const topicalOf = (coverage: number, relevance: number): number => CONTENT_COVERAGE_SHARE * coverage + (1 - CONTENT_COVERAGE_SHARE) * relevance;

/**
 * interview.depth: an answer shorter than SHORT_CHARS cannot develop what the question asks (一视同仁，多鼓励 names the
 * points and says nothing of them): its content shrinks in proportion, to DEPTH_FLOOR for no length at all.
 */
export const depthOf = (chars: number): number => Math.min(1, DEPTH_FLOOR + ((1 - DEPTH_FLOOR) * chars) / SHORT_CHARS);

/** interview.hedges: each hedge (hedges.ts) costs HEDGE_COST of the content, down to HEDGE_FLOOR of it. */
export const hedgeFactor = (hedges: number): number => Math.max(HEDGE_FLOOR, 1 - HEDGE_COST * hedges);

/** interview.misconception: each factual error said (misconceptions.ts) costs ERROR_COST of the content, down to ERROR_FLOOR of it. */
export const errorFactor = (errors: number): number => Math.max(ERROR_FLOOR, 1 - ERROR_COST * errors);

/** interview.cliche: the share of the answer in stock phrases alone (stock-phrases.ts) costs CLICHE_COST of the content per whole answer. */
export const clicheFactor = (share: number): number => 1 - CLICHE_COST * share;

/**
 * interview.content.disguised-weakness: the web's template answer to 你最大的优点和缺点: strengths in stock phrases
 * (stock-phrases.ts), a strength in disguise for the weakness (太追求完美, 对自己要求过高: setbacks.ts) and nothing
 * particular (specificity.ts). It names both and tells neither: its content keeps DISGUISED_CONTENT_SHARE. A real
 * 太抠细节 told with the deadline it cost, or strengths shown in a deed, is no template.
 */
export function templateWeaknessOf(question: BankQuestion, answer: string, stockPhrases: readonly string[]): string[] {
  if (!stockPhrases.length || isSpecific(answer)) return [];
  return disguisedWeaknessesOf(question, answer);
}


/**
 * interview.relevance.off-topic: whether an answer is on the question. Off it when what it says of the question's
 * matter is under ON_TOPIC (topical) — unless it tells a story (toldStory) or gives a concrete account on the question
 * (accountOf). And off it, whatever it names, when its own words are under FIELD_SHARE_MIN in the field and it says
 * none of the question's words of matter: 我选择这个岗位是因为… followed by cooking borrows only the question's 选择、岗位.
 */
export function onTopic(question: BankQuestion, answer: string, c: { topical: number; relevance: number; story: boolean; concrete: boolean; engaged?: boolean; particular?: boolean; ownChoice?: boolean }): boolean {
  // interview.relevance.another.own-words: a story of the student's own (toldStory) that names the question's own words of
  // matter (最有成就感的是帮图书馆查座位预约的爽约) answers its own question, however close its particulars come to another's;
  // so does the student's own choice told in the question's frame (answersOwnChoice: why this company, told from the
  // student's own use of its product, with reasons), whose story of a problem met is close to 发现问题 by the bank's words
  if (deflects(question, answer) || (answersAnother(answer, question) && !((c.story || c.ownChoice) && questionWordsSaid(answer, question).length))) return false;
  // interview.relevance.own-experience.frame: a question about the student's own experience, choice or view answered
  // with nothing its frame asks for and none of its words of matter (frames.ts missesOwnFrame): a story of another subject.
  // Held to the common bank, whose frames are the student's life; a professional question's matter is judged as before
  if (isCommonQuestion(question) && missesOwnFrame(question, answer) && !questionWordsSaid(answer, question).length) return false;
  // interview.relevance.own-story.other-domain: a field's question answered by a story of a pastime (a cycling trip for
  // 实习办案: pastimes.ts) is off it, however well told
  if (toldOfPastime(question, answer)) return false;
  if (toldOfElsewhere(question, answer, c.relevance)) return false;
  // interview.relevance.oneself: the task turned into the student's own life (因为我自己就是一个特别注重健康的人: turnsToOneself)
  if (turnsToOneself(question, answer)) return false;
  if (c.story) return true;
  // interview.relevance.asked-back: questions put back to the interviewer (interviewer-questions.ts) answer nothing
  if (asksBack(question, answer)) return false;
  // interview.relevance.own-choice: the student's own choice or preference told as the question frames it (frames.ts
  // answersOwnChoice), whatever product or company it names: the bank's words cannot judge it
  if (c.ownChoice) return true;
  const share = fieldShareOf(answer, question);
  // a role-play said to the customer (您看这支笔…) is in the situation's words, few of them the field's; but an
  // account of another matter that never names the subject the question asks about is not on it (leavesSubject)
  if (leavesSubject(question, answer, c.relevance)) return false;
  if (c.engaged && c.relevance >= ENGAGED_RELEVANCE && share >= FIELD_SHARE_MIN / 2) return true;
  if (share < FIELD_SHARE_MIN && !questionWordsSaid(answer, question).length) return false;
  // interview.relevance.particulars: a question about the student answered in their own particulars (ownParticulars),
  // mostly in the question's field (FIELD_SHARE_MIN): 前一年把功能测试做扎实…第二到第三年负责一个模块的自动化 plans in
  // its own words, never saying 规划
  if (c.particular && share >= FIELD_SHARE_MIN) return true;
  // interview.relevance.matter-said: a question about the student whose every word of matter (two or more: 优点 and 缺点
  // of 你认为自己最大的优点和缺点分别是什么) the answer says past an opening that restates them (questionWordsSaid), each in a
  // clause of its own, close to its reference (CONCRETE_RELEVANCE): it answers each part asked, however generically (the
  // vague rules cap that)
  if (isCommonQuestion(question) && c.relevance >= CONCRETE_RELEVANCE && answersEveryPart(question, answer)) return true;
  return c.topical >= ON_TOPIC || accountOf({ ...c, share, engaged: c.engaged ?? false });
}

/**
 * Whether the answer says every one of the question's words of matter, two or more (relevance.ts questionWordsOfMatter),
 * each in a clause of its own (优点是…，缺点是…): the parts taken up in turn, not the question restated in one clause
 * (我选择贵公司这个岗位，是因为我很喜欢做饭).
 */
export function answersEveryPart(question: BankQuestion, answer: string): boolean {
  const matter = questionWordsOfMatter(question);
  if (matter.length < 2 || questionWordsSaid(answer, question).length < matter.length) return false;
  const clauses = answer.toLowerCase().split(/[，,。！？!?；;\n]+/u);
  return matter.every((w) => clauses.some((c) => c.includes(w) && !matter.some((o) => o !== w && c.includes(o))));
}

/**
 * interview.relevance.oneself: a professional question that asks for no example (如何进行有效的健康宣教, 你如何评估一个
 * 投资项目是否可行) answered by turning to the student's own life as the reason (SELF_TURNS: 因为我自己就是一个特别注重
 * 健康的人, 因为我自己大二就开始投资了), what follows the turn naming nobody but the speaker where the task acts on people
 * (aboutOneself: my running, my diet) or mostly outside the field (FIELD_SHARE_MIN: 生活费、支付宝、追涨杀跌): the student's
 * health or funds told for a task done at work. A how-to answered by one's practice at work names the people it was
 * done for, or the field's words; a common question is the student's life by nature.
 */
export function turnsToOneself(question: BankQuestion, answer: string): boolean {
  if (question.example || isCommonQuestion(question)) return false;
  const at = answer.search(SELF_TURNS);
  if (at < 0) return false;
  const rest = answer.slice(at);
  return aboutOneself(question, rest) || fieldShareOf(rest, question) < FIELD_SHARE_MIN;
}

/**
 * interview.relevance.own-story.elsewhere: a field's question asking for an example (讲一次你说服别人接受你观点或产品的经历)
 * answered by a story that says none of its words of matter, stays under STORY_RELEVANCE to its reference and speaks
 * mostly outside the field (FIELD_SHARE_MIN): a 1,000-piece jigsaw told in full is a story of something else, whatever
 * its matter. pastimes.ts knows the commonest such matters by name; this needs no name, only all three signs together.
 * Common questions are the student's life, where any matter may be the one asked.
 */
export function toldOfElsewhere(question: BankQuestion, answer: string, relevance: number): boolean {
  if (!question.example || isCommonQuestion(question) || relevance >= STORY_RELEVANCE) return false;
  // interview.story.work-exchange: set at the student's work in the field (我在血液透析室实习的时候) with their own words to
  // someone in it quoted (我说：“爷爷，我先不扎针…”): an exchange at work, whatever the field's dictionary knows of it
  // interview.story.work-exchange.asked: or each party asked in turn what they want (挨个问了才知道: ASKED_EACH_PARTY)
  if (WORK_SETTING.test(answer) && (QUOTED_OWN_WORDS.test(answer) || ASKED_EACH_PARTY.test(answer))) return false;
  // interview.relevance.question-word.form: the question's word of matter said in another form the bank lists (省了 for
  // 节省成本) names the matter: a purchase told with what it saved is no story of something else; so does the subject the
  // question names said in the word a student says for it (招人 for 招募: stories.ts namesAskedMatter)
  return questionWordsSaid(answer, question, { forms: true }).length === 0 && !namesAskedMatter(question, answer) && fieldShareOf(answer, question) < FIELD_SHARE_MIN;
}

/**
 * interview.relevance.subject: a how-to or knowledge question that names its own subject (如何提升用户留存率 names 留存:
 * askedConcepts), answered by an account that never names it nor any of the question's other concepts, stays under
 * STORY_RELEVANCE to its reference and answers another question of the bank instead (closerToAnother: 如何与开发沟通):
 * a fluent account of another matter, however much of the field it speaks of. And a question asking what a named
 * matter is (asksWhatItIs: 什么是黑盒测试和白盒测试) answered at length (STORY_MIN_CHARS) by an account that never names
 * it, names SUBJECT_LEFT_CONCEPTS of its other concepts at most and stays under SUBJECT_LEFT_RELEVANCE: it explains
 * another matter of the field (测试的四个级别; 无领导小组讨论 for 结构化面试). A question about the student or one
 * asking for an example is answered by their own case; a case told in the situation's words (a customer's needs found
 * by asking her) is close to no other question either.
 */
export function leavesSubject(question: BankQuestion, answer: string, relevance: number): boolean {
  if (question.example || isCommonQuestion(question) || asksMotive(question)) return false;
  const asked = askedConcepts(question);
  if (!asked.size) return false;
  const covered = keywordCoverage(answer, question).covered;
  if (covered.some((c) => asked.has(c))) return false;
  // interview.relevance.subject.other: the subject asked (什么是黑盒测试和白盒测试) never named, and at most
  // SUBJECT_LEFT_CONCEPTS of the question's other concepts, in a developed account (STORY_MIN_CHARS) that stays under
  // SUBJECT_LEFT_RELEVANCE: it explains another matter of the field (测试的四个级别; 无领导小组讨论 for 结构化面试)
  if (asksWhatItIs(question) && covered.length <= SUBJECT_LEFT_CONCEPTS && answerChars(answer) >= STORY_MIN_CHARS && relevance < SUBJECT_LEFT_RELEVANCE) return true;
  // interview.relevance.subject.another: the subject asked never named, another how-to or knowledge question of the bank
  // said nearly in full (SUBJECT_ANOTHER_MIN) and SUBJECT_ANOTHER_SHARE times as close as its own: a lesson designed for
  // 如何看待“双减”政策. One asking for an example (讲一个你参与的产品项目) is close to any story of the field, so it tells nothing
  const answersOther = (q: BankQuestion) => { const other = relevanceOf(answer, q).score; return !q.example && other >= SUBJECT_ANOTHER_MIN && other >= SUBJECT_ANOTHER_SHARE * relevance; };
  if (siblingsOf(question).some(answersOther)) return true;
  return !covered.length && relevance < STORY_RELEVANCE && closerToAnother(answer, question);
}

/** A knowledge question asking what a named matter is (ASKS_WHAT_IT_IS), setting no situation of the student's (SETS_SITUATION). */
export const asksWhatItIs = (question: Pick<BankQuestion, 'text'>): boolean => ASKS_WHAT_IT_IS.test(question.text) && !SETS_SITUATION.test(question.text);

/**
 * interview.relevance.deflection: turning to a subject of one's own (不过我想先讲讲我做的项目, 说到现场管理，我想先说说我为什么
 * 选择土木) and naming none of the question's concepts after the turn: what it names of them was borrowed before it. Or
 * announcing a subject that names nothing of the question (我想先说说我为什么学翻译) and staying under ANNOUNCED_RELEVANCE after it.
 */
export function deflects(question: BankQuestion, answer: string): boolean {
  if (substitutes(question, answer)) return true;
  const at = Math.min(...DEFLECTION_CUES.map((cue) => turnAt(answer, cue)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return false;
  const rest = answer.slice(at);
  const relevance = relevanceOf(rest, question).score;
  if (keywordCoverage(rest, question).score === 0 || relevance < STORY_RELEVANCE) return true;
  // the subject it announces (我想先说说我为什么学翻译) names nothing of the question, and what follows stays far from it
  const announced = rest.split(/[。！？!?；;，,]/)[0] ?? '';
  return questionWordsSaid(announced, question).length === 0 && keywordCoverage(announced, question).score === 0 && relevance < ANNOUNCED_RELEVANCE;
}

/**
 * Where a turn (DEFLECTION_CUES) starts, or -1. A turn to 我 followed by 们 announces what the student's group did
 * (我想说一下我们社团办的二手书集市): the student's own example, not another subject.
 */
function turnAt(answer: string, cue: string): number {
  for (let at = answer.indexOf(cue); at >= 0; at = answer.indexOf(cue, at + 1)) if (!(cue.endsWith('我') && answer[at + cue.length] === '们')) return at;
  return -1;
}

/**
 * interview.relevance.substitution: a knowledge question that names its own subject (什么是信息层级 names 信息层级: askedConcepts),
 * answered by an opening that puts another in its place (我说一下我平时做界面是怎么用颜色的吧: SUBSTITUTION_OPENING) and
 * never names the subject asked: a fluent answer about something else, however many of the field's words it uses.
 */
export function substitutes(question: BankQuestion, answer: string): boolean {
  // a question about the student, or one that asks for an example, is answered by announcing the example (说一下我学TypeScript的经历吧)
  if (question.example || isCommonQuestion(question) || !SUBSTITUTION_OPENING.test(answer.trim())) return false;
  const asked = askedConcepts(question);
  if (!asked.size) return false;
  const covered = new Set(keywordCoverage(answer, question).covered);
  return ![...asked].some((c) => covered.has(c));
}

/**
 * interview.account: a concrete account of what one does on the question, in the situation's words rather than the
 * bank's: either one that takes the situation on (engagement.ts: what the student would say to the people in it, or
 * its cases weighed), its own words in the question's field (FIELD_SHARE_MIN) and touching its reference at all
 * (ENGAGED_RELEVANCE); or an example of what the student did, told mostly in the field's words (FIELD_CONCRETE) and
 * close to the reference (CONCRETE_RELEVANCE: a salesman's account answers 客户嫌贵, another field's does not).
 */
export function accountOf(c: { relevance: number; concrete: boolean; engaged: boolean; share: number }): boolean {
  // as onTopic has it: a role-play said to the customer is in the situation's words, few of them the field's
  if (c.engaged) return c.share >= FIELD_SHARE_MIN / 2 && c.relevance >= ENGAGED_RELEVANCE;
  return c.concrete && c.share >= FIELD_CONCRETE && c.relevance >= CONCRETE_RELEVANCE;
}


export function analyzeAnswer(question: BankQuestion, given: string, timing: AnswerTiming): AnswerAnalysis {
  // the rules read runs of letters and of numerals no longer than a word (text/runs.ts); the time an answer takes is
  // judged on what was said
  const answer = withBoundedRuns(given);
  // a table the student made and tells about is their figures laid out, not clauses left unsaid (pasted-forms.ts); nor
  // are the lines of a query or a function written out as a worked example (interview.sentences.code: withoutCodeLines)
  const sentences = sentencesOf(withoutCodeLines(withoutToldTable(answer)));
  // what it covers and how close it is, read with the Chinese of its everyday English words (english-glosses.ts)
  const read = withGlosses(answer);
  const coverage = keywordCoverage(read, question);
  const relevance = relevanceOf(read, question).score;
  // the question's own case said back (如果同时收到几家offer) tells nothing the student did (specificity.ts withoutAskedPremise)
  const premiseless = withoutAskedPremise(answer, question.text);
  const ownSaid = sentencesOf(premiseless).said;
  // a result said in words in a short clause (…，过了; 第二版就好多了) is read in the answer itself (star.ts)
  // the figures of a table the student made and tells about are their story's figures (pasted-forms.ts toldTableOf)
  const star = starOf([ownSaid, ...toldTableOf(premiseless)].join('\n'), premiseless);
  const chars = answerChars(answer);
  // the particulars of the student's own (concreteness.ts), less one for each generic intention or hollow result
  // the question's own term in quotation marks (‘双减’) is no words quoted (specificity.ts withoutAskedQuotes)
  const unquoted = withoutAskedQuotes(answer, question.text);
  // a weakness named on a question asking for one is the answer, no limit admitted beyond it (concreteness.ts withoutAskedLimit)
  const particulars = withoutAskedLimit(concretenessOf(unquoted), question.text);
  const vagueWords = vagueWordsOf(answer);
  const net = particulars.score - vagueWords.length;
  const story = toldStory(question, star, chars, relevance, { coverage: coverage.score, particulars: net, named: question.example && namesAskedMatter(question, read) }) || toldSituation(question, read, star, chars, relevance) || toldPractice(question, read, star, { chars, relevance, particulars: net, covered: coverage.covered });
  // speech to the people of the situation is itself the deed; a case weighed needs the student's own action in it
  // the question's own case said back (如果同时收到几家offer，我会…) is no case the student weighs (specificity.ts withoutAskedPremise)
  const engagement = engagementOf(ownSaid);
  // interview.engaged.no-situation: a question asking what a matter is or how the student understands it (asksWhatItIs:
  // 什么是好的UI设计？请谈谈你的理解) sets no situation to take on: words quoted in a story told for it (爷爷说“今天不下雨”)
  // are someone's speech, not the situation engaged
  const engaged = !asksWhatItIs(question) && (engagement.rolePlay || (engagement.conditional && star.present.includes('action')));
  const lexical = topicalOf(coverage.score, relevance);
  // a developed account of the student's own (first person: a job posting pasted in tells deeds too; its field share read
  // without a maxim quoted at the opening, someone else's words) weighs as a
  // story does (accountOf), whatever bank words it uses; so does a story told in full that names the question's matter (toldInFull)
  const account =
    chars >= STORY_MIN_CHARS && FIRST_PERSON.some((w) => answer.includes(w)) && !aboutOneself(question, read) && (accountOf({ relevance, concrete: star.example, engaged, share: fieldShareOf(withoutQuotationOpening(read), question) }) || toldInFull(star, coverage.score));
  // interview.asked: the question that hands the interview over is answered by asking about the work (interviewer-questions.ts)
  const asked = asksInterviewer(question) && workQuestionsOf(answer).length > 0;
  // interview.asked.stock: every question asked back one any candidate asks any employer (有没有培训, 晋升通道, 加班多不多:
  // interviewer-questions.ts stockQuestionsOf) shows no interest in this job's own work: the rubric's 3, VAGUE_CONTENT at most
  const stockAsked = asked ? stockQuestionsOf(answer) : [];
  // interview.salary: 期望薪资 answered by a sum and what it is based on (salary.ts), in whatever words
  const priced = answersSalary(question, answer);
  // interview.salary.deferred: 期望薪资 answered with the stock words that hand the sum back to the employer (相信公司会给出
  // 合理的待遇, 对薪资没有特别高的要求: salary.ts salaryDeferralsOf) is the rubric's 3, VAGUE_CONTENT at most, whatever
  // market figure it cites: the student leaves the asking to the company
  const payDeferred = salaryDeferralsOf(question, answer);
  // nothing particular said (specificity.ts): however many of the points it names, a generic answer earns GENERIC_CONTENT at most
  const specific = isSpecific(premiseless);
  // interview.relevance.own-choice: a question about the student's own choice or preference (你最喜欢的一款产品, 为什么选择
  // 我们公司) answered by a first-person account of its object, with reasons and particulars of the student's own
  // (frames.ts answersOwnChoice): any product or company may be the answer, so it weighs as a story does
  const ownChoice = answersOwnChoice(question, read, net);
  // interview.relevance.own-choice.way: asked how they would choose (多个offer怎么选), their own way of weighing the
  // options (列一张表打分，比如规模、远近、加班、工资，哪个分高选哪个: weighsOwnChoice) is on the question, and says
  // as much as the rubric's 3 (VAGUE_CONTENT) in whatever words: criteria anyone could list earn no story's weight
  const way = weighsOwnChoice(question, read);
  // interview.relevance.own-experience: a choice or a view with its reasons told in the frame weighs as a story; so does
  // an event of the student's own (成就感, 失败) on a common question, set in a time or place of its own (大二的测量实习:
  // concreteness.ts setting). Elsewhere, or a plan with no setting (如果…我会先…), it is on the question (onTopic) only
  const ownCredited = ownChoice && (ownFrameAsksReasons(question) || (isCommonQuestion(question) && particulars.setting));
  const credited = Math.max(specific ? lexical : Math.min(lexical, GENERIC_CONTENT), story || account || asked || priced || ownCredited ? STORY_CONTENT : way ? VAGUE_CONTENT : 0);
  // interview.general: a question about the student's conduct answered in principles alone (principles.ts) earns
  // GENERAL_CONDUCT_CONTENT at most, however it weighs its cases (如果…我会先听听他们的意见): it names nothing of its own
  const general = speaksInPrinciples(question, answer);
  // interview.vague: any question but one asking for knowledge alone (asksKnowledge: 什么是, 区别) answered with generic
  // intentions and hollow results (多沟通、不断学习、活动很成功、大家都挺配合的: concreteness.ts) where the particulars of
  // the student's own (figures, a time or place, words quoted, past deeds, a limit admitted), less one for each of those,
  // weigh under CONCRETE_MIN: the rubric's 3, whatever points it names, earns VAGUE_CONTENT at most. A sum with its
  // basis (期望薪资) or questions asked back answer in their own way
  // interview.vague.maxim: so is one whose point is a maxim (诚信是销售的根本, 求同存异: principles.json maxims and
  // maxim_patterns) with no particular of the student's own at all (concreteness.ts score 0): a view anyone could hold
  const maxims = particulars.score === 0 ? maximsOf(answer) : [];
  const hollow = [...vagueWords, ...maxims];
  // interview.vague.bare: so is an answer on a question about the student (the common bank) with nothing particular at
  // all (not specific, the question's own premise said back not counted; no particular of the student's own): 从几个方面
  // 综合考虑：一是平台，二是薪资… fits any student
  // interview.vague.plan: an account that is only a plan (我会综合考虑…我会选择: star.ts reads 我会 as an action) tells no deed
  // of the student's when no particular of theirs is in it: the template fits any student all the same. A pick among
  // offers (最适合自己的那家) sets nothing, nor does a pledge to the interviewer (如果能拿到贵公司的offer，我会…: specificity.ts)
  // interview.vague.illustrated: 比如 heading only an illustration of the case weighed (如果是工作需要，比如合同急着要签，
  // 那加班是应该的) is no particular either (specificity.ts tellsParticulars): the view fits any student all the same
  // interview.vague.bare.case: on a common question asking the student's view (你如何看待加班: ASKS_VIEW) answered in the
  // template's frame (要看情况, 要理性看待: VIEW_BY_CASES), the case weighed (如果是项目确实需要，我会配合团队) is the stance
  // the question asks for, said as anyone would: no particular
  const byCases = ASKS_VIEW.test(question.text) && VIEW_BY_CASES.test(premiseless);
  const bare = isCommonQuestion(question) && !(specific && tellsParticulars(premiseless, { cases: !byCases })) && particulars.score === 0 && !story;
  // interview.vague.template: a how-to question (如何进行成本分析) answered by the textbook's steps in no one's voice
  // (成本分析一般包括：首先收集…然后分类…最后提出措施), with nothing particular and no why (template-steps.ts): right, and
  // anyone's, also when only framed in the first person (我们要…, 我认为可以从以下几个方面入手, 我觉得首先…)
  const template = templateSteps(question, premiseless, particulars.score);
  // interview.vague.stages: a plan by stages ahead (第一年…第二到三年…三到五年…) with nothing of the student's own in
  // it, its horizons not counted (concreteness.ts plansByGenericStages): a certificate or a 比如 does not make it theirs
  const stages = plansByGenericStages(answer);
  // interview.vague.reasons: a view or a motive (如何看待, 如何理解, 为什么选择: ASKS_VIEW, asksMotive) given as reasons counted off
  // (首先…其次…最后, 第一…第二) with no particular of the student's own and no story (concreteness.ts countsOffGenericReasons)
  const reasons = (ASKS_VIEW.test(question.text) || asksMotive(question)) && !story && countsOffGenericReasons(unquoted);
  // interview.vague.reasons.view: a view asked with 哪些 (你认为一名好编辑需要具备哪些能力) reads as knowledge asked, but
  // reasons counted off with a generic intention among them (首先要有扎实的文字功底…最后还要不断学习) are the same
  // template: the view is the student's to give, and they give anyone's
  const viewCounted = reasons && hollow.length > 0;
  const vague = (asksConduct(question) || isCommonQuestion(question) || !asksKnowledge(question) || viewCounted) && !asked && !priced && ((vagueWords.length > 0 && net < CONCRETE_MIN) || maxims.length > 0 || bare || template || stages || reasons);
  // interview.vague.deferred: any question answered by naming the options and closing on 要根据…来定 or 各有各的特点,
  // with no particular of the student's own (concreteness.ts deferredChoiceOf): when which applies is never said, the
  // rubric's 3, whatever points it names. A sum with its basis and questions asked back answer in their own way
  const deferred = asked || priced ? null : deferredChoiceOf(unquoted);
  // an account set in a time and place of its own (去年实习时…) touches the field's other questions as a real case does
  const gaming = answer.trim() ? gamingOf(answer, question, { story: (story || account) && SETTING_CUES.some((c) => answer.includes(c)) }) : null;
  // interview.vague.tools: the tools a question asks the student to use named, each with what it is for, and no use of
  // the student's own told (tool-lists.ts): the rubric's 3, VAGUE_CONTENT at most
  // (a list of terms read as gaming, gaming.ts enumeration, is judged there)
  const toolsUnused = !gaming && namesToolsWithoutUse(question, premiseless, particulars.score);
  const capped = Math.min(general ? Math.min(credited, GENERAL_CONDUCT_CONTENT) : credited, vague || deferred || toolsUnused || stockAsked.length || payDeferred.length ? VAGUE_CONTENT : 100);
  // a question about the student (the common bank) answered in the first person in particulars of their own weighing
  // CONCRETE_FLOOR_MIN or more, no generic talk among them
  const ownAccount = isCommonQuestion(question) && !vague && net >= CONCRETE_FLOOR_MIN && FIRST_PERSON.some((w) => answer.includes(w));
  // interview.relevance.particulars: such an account close to the reference (CONCRETE_RELEVANCE) is on the question
  // in its own words (onTopic)
  const particular = ownAccount && relevance >= CONCRETE_RELEVANCE;
  const on_topic = onTopic(question, read, { topical: capped, relevance, story: story || asked || priced, concrete: star.example, engaged, particular, ownChoice: ownChoice || way });
  // interview.concrete: a question about the student (the common bank: 为什么选择我们, 多个offer怎么选) answered on the
  // question in the student's own particulars (figures with units, a time or place, words quoted, past deeds, a limit
  // admitted) weighing CONCRETE_FLOOR_MIN or more is the rubric's plain 5 in its own words rather than the bank's: its
  // content is CONCRETE_CONTENT at least, when it touches the question's matter at all (STORY_RELEVANCE: a basketball
  // final told for 你是如何学习一项新技能的 does not). A how-to or knowledge question is still judged on its matter.
  const concrete = ownAccount && on_topic && relevance >= STORY_RELEVANCE;
  const topical = concrete ? Math.max(capped, CONCRETE_CONTENT) : capped;
  const sayFactor = Math.min(1, sentences.share / SAID_FULL);
  // interview.hedges.limit: a limit admitted (我还不太熟, 我不太确定) in a developed answer that tells a story or a
  // particular of the student's own is honesty, not a hedge (hedges.ts)
  const hedges = hedgesOf(answer, { example: question.example, told: chars >= STORY_MIN_CHARS && (story || net >= 1) });
  const stock = stockPhrasesOf(answer);
  const errors = misconceptionsOf(answer, question.id);
  const claims = sweepingClaimsOf(answer);
  const sweeping = claims.length >= SWEEPING_MANY ? claims : [];
  const disguised = templateWeaknessOf(question, answer, stock.phrases);
  // interview.structure.story-opening: a story told for the question opens by setting its scene (structure.ts)
  const structure = structureOf(answer, question, sentences, { rolePlay: engagement.rolePlay, story: story || account });
  const time = timeOf({ answer: given, ...timing, onTopic: on_topic });
  return {
    v: ANALYSIS_VERSION,
    chars,
    said: Math.round(sentences.share * 100) / 100,
    covered: coverage.covered,
    missing: coverage.missing,
    ratio: coverage.ratio,
    coverage: coverage.score,
    relevance,
    content: Math.round(topical * sayFactor * depthOf(chars) * hedgeFactor(hedges.length) * clicheFactor(stock.share) * errorFactor(errors.length + (sweeping.length ? 1 : 0)) * (disguised.length ? DISGUISED_CONTENT_SHARE : 1)),
    hedges,
    cliches: stock.phrases,
    disguised,
    errors,
    ...(sweeping.length ? { sweeping } : {}),
    general,
    ...(vague ? { vague: hollow } : {}),
    ...(deferred ? { deferred } : {}),
    ...(stockAsked.length ? { stock_asked: stockAsked } : {}),
    ...(toolsUnused ? { tools_unused: true } : {}),
    ...(payDeferred.length ? { pay_deferred: payDeferred } : {}),
    on_topic,
    gaming,
    ...(gaming === 'frame' ? { frame: frameOf(question, answer) ?? '' } : {}),
    star: { score: Math.round(star.score * sayFactor), example: star.example, quantified: star.quantified },
    structure: { score: structure.score, notes: structure.notes },
    time,
  };
}

/** A stored analysis of the current version, else undefined (made again). */
export function storedAnalysis(json: string): AnswerAnalysis | undefined {
  if (!json) return undefined;
  try {
    const parsed = JSON.parse(json) as Partial<AnswerAnalysis>;
    return parsed && parsed.v === ANALYSIS_VERSION && Array.isArray(parsed.covered) ? (parsed as AnswerAnalysis) : undefined;
  } catch {
    return undefined;
  }
}
