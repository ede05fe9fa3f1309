// Whether an answer is on its question (interview.relevance.*): the off-topic rule analyzeAnswer reads (onTopic) and
// the signs it weighs, from a story of something else or a turn to the student's own life to a subject left,
// deflected or put in another's place. analysis.ts holds what the rules find in an answer; this, whether it answers.
import { isCommonQuestion, siblingsOf, type BankQuestion } from './bank';
import { toldOfPastime } from './pastimes';
import { askedConcepts, keywordCoverage } from './keywords';
import { answersAnother, closerToAnother, fieldShareOf, questionWordsOfMatter, questionWordsSaid, relevanceOf } from './relevance';
import { aboutOneself, namesAskedMatter } from './stories';
import { tellsAskedAct } from './acts';
import { answerChars } from './timing';
import { asksMotive, missesOwnFrame } from './frames';
import { asksBack } from './interviewer-questions';
import { ASKED_EACH_PARTY, ASKS_VIEW, ASKS_WHAT_IT_IS, DEFLECTION_CUES, MOTIVE_SAID, QUOTED_OWN_WORDS, REPORTED_EXCHANGE, SELF_TURNS, SETS_SITUATION, SUBSTITUTION_OPENING, WORK_SETTING } from './spoken-cues';
import { CONCRETE_RELEVANCE, ANNOUNCED_RELEVANCE, ENGAGED_RELEVANCE, FIELD_CONCRETE, FIELD_SHARE_MIN, ON_TOPIC, STORY_MIN_CHARS, STORY_RELEVANCE, SUBJECT_ANOTHER_MIN, SUBJECT_ANOTHER_SHARE, SUBJECT_LEFT_CONCEPTS, SUBJECT_LEFT_RELEVANCE } from './weights';

/**
 * interview.relevance.off-topic: whether an answer is on the question. Off it when what it says of the question's
 * matter is under ON_TOPIC (topical) — unless it tells a story (toldStory) or gives a concrete account on the question
 * (accountOf). And off it, whatever it names, when its own words are under FIELD_SHARE_MIN in the field and it says
 * none of the question's words of matter: 我选择这个岗位是因为… followed by cooking borrows only the question's 选择、岗位.
 */
export function onTopic(question: BankQuestion, answer: string, c: { topical: number; relevance: number; story: boolean; concrete: boolean; engaged?: boolean; particular?: boolean; ownChoice?: boolean; act?: boolean }): boolean {
  // interview.relevance.another.own-words: a story of the student's own (toldStory) that names the question's own words of
  // matter (最有成就感的是帮图书馆查座位预约的爽约) answers its own question, however close its particulars come to another's;
  // so does the student's own choice told in the question's frame (answersOwnChoice: why this company, told from the
  // student's own use of its product, with reasons), whose story of a problem met is close to 发现问题 by the bank's words
  if (deflects(question, answer) || (answersAnother(answer, question) && !((c.story || c.ownChoice) && questionWordsSaid(answer, question).length))) return false;
  // interview.relevance.own-experience.frame: a question about the student's own experience, choice or view answered
  // with nothing its frame asks for and none of its words of matter (frames.ts missesOwnFrame): a story of another subject.
  // Held to the common bank, whose frames are the student's life; a professional question's matter is judged as before.
  // interview.story.act.common: a story whose own deeds are the act asked (acts.ts: the other's view, the student's case,
  // the other come round, for 意见不合) tells the frame's event in the situation's words, none of them the frame's list
  if (isCommonQuestion(question) && missesOwnFrame(question, answer) && !questionWordsSaid(answer, question).length && !c.act) return false;
  // interview.relevance.own-story.other-domain: a field's question answered by a story of a pastime (a cycling trip for
  // 实习办案: pastimes.ts) is off it, however well told
  if (toldOfPastime(question, answer)) return false;
  if (toldOfElsewhere(question, answer, c.relevance, c.act)) return false;
  if (viewToldElsewhere(question, answer, c.relevance)) return false;
  // interview.relevance.oneself: the task turned into the student's own life (因为我自己就是一个特别注重健康的人: turnsToOneself)
  if (turnsToOneself(question, answer)) return false;
  // interview.relevance.motive.elsewhere: a motive asked answered by a story that gives none (toldForMotive)
  if (toldForMotive(question, answer)) return false;
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
 * interview.relevance.motive.elsewhere: a field's question asking the student's motive (frames.ts asksMotive: 你为什么想从事
 * 市场营销工作) answered by a story that names neither the work asked (relevance.ts questionWordsSaid, in any form the bank
 * lists: 市场营销) nor any motive of the student's (MOTIVE_SAID: 想做, 因为, 喜欢, 适合, 对口): a night at a wholesale
 * market told as a pressure story, however well told and however much speech to a customer it quotes (engagement.ts
 * reads that as a situation taken on), answers another question. A motive given in the story's terms (我喜欢琢磨用户想
 * 要什么) or the work named (大学我选了市场营销) keeps the answer on its question, however thin the reason is.
 */
export function toldForMotive(question: BankQuestion, answer: string): boolean {
  if (!asksMotive(question) || isCommonQuestion(question)) return false;
  return !MOTIVE_SAID.test(answer) && questionWordsSaid(answer, question, { forms: true }).length === 0;
}

/**
 * interview.relevance.own-story.elsewhere: a field's question asking for an example (讲一次你说服别人接受你观点或产品的经历)
 * answered by a story that says none of its words of matter, stays under STORY_RELEVANCE to its reference and speaks
 * mostly outside the field (FIELD_SHARE_MIN): a 1,000-piece jigsaw told in full is a story of something else, whatever
 * its matter. pastimes.ts knows the commonest such matters by name; this needs no name, only all three signs together.
 * Common questions are the student's life, where any matter may be the one asked. `act`: tellsAskedAct already read
 * by the caller.
 */
export function toldOfElsewhere(question: BankQuestion, answer: string, relevance: number, act?: boolean): boolean {
  if (!question.example || isCommonQuestion(question) || relevance >= STORY_RELEVANCE) return false;
  // interview.story.work-exchange: set at the student's work in the field (我在血液透析室实习的时候) with their own words to
  // someone in it quoted (我说：“爷爷，我先不扎针…”): an exchange at work, whatever the field's dictionary knows of it
  // interview.story.work-exchange.asked: or each party asked in turn what they want (挨个问了才知道: ASKED_EACH_PARTY)
  // interview.story.work-exchange.reported: or someone in it asked about the matter and their answer reported (先问她…，
  // 她说…: REPORTED_EXCHANGE), at a job held in a shop (做过两个寒假的导购) as at an internship
  if (WORK_SETTING.test(answer) && (QUOTED_OWN_WORDS.test(answer) || ASKED_EACH_PARTY.test(answer) || REPORTED_EXCHANGE.test(answer))) return false;
  // interview.relevance.question-word.form: the question's word of matter said in another form the bank lists (省了 for
  // 节省成本) names the matter: a purchase told with what it saved is no story of something else; so does the subject the
  // question names said in the word a student says for it (招人 for 招募: stories.ts namesAskedMatter)
  // interview.story.act: nor is a story whose own deeds are the act asked (acts.ts tellsAskedAct: a herdsman's doubt, then
  // the saddle bought, for 说服), in the situation's words however far from the field's
  if (act ?? tellsAskedAct(question, answer)) return false;
  return saysNoneOfItsMatter(question, answer) && fieldShareOf(answer, question) < FIELD_SHARE_MIN;
}

/**
 * interview.relevance.view.elsewhere: a question asking the student's view of a matter, and no example (ASKS_VIEW:
 * 你如何看待加班, 你怎么理解4P营销理论), answered at length (STORY_MIN_CHARS) with none of its concepts (keywords.ts, by
 * any spoken word), none of its words of matter in any form the bank lists (questionWordsSaid, namesAskedMatter) and
 * under STORY_RELEVANCE to its reference: a parade at home or a puppy trained told for it gives no view of the matter
 * asked, however fluent, and however much speech to someone it quotes (engagement.ts reads 我就跟他们讲 as a situation
 * taken on). A night at work before a deadline told for 加班 shares the reference's words (项目、周末、效率) or names a
 * concept by its spoken word (赶工), and stays on the question.
 */
export function viewToldElsewhere(question: BankQuestion, answer: string, relevance: number): boolean {
  if (question.example || relevance >= STORY_RELEVANCE || !ASKS_VIEW.test(question.text) || answerChars(answer) < STORY_MIN_CHARS) return false;
  return keywordCoverage(answer, question).covered.length === 0 && saysNoneOfItsMatter(question, answer);
}

/** None of the question's words of matter in any form the bank lists (questionWordsSaid), nor its matter named (namesAskedMatter). */
const saysNoneOfItsMatter = (question: BankQuestion, answer: string): boolean =>
  questionWordsSaid(answer, question, { forms: true }).length === 0 && !namesAskedMatter(question, answer);

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
