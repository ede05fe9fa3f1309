import { isCommonQuestion, type BankQuestion } from './bank';
import { normalizeText } from '../text/normalize';
import { concretenessOf } from './concreteness';
import { askedConcepts, keywordCoverage } from './keywords';
import { closerToAnother, fieldShareOf, questionWordsOfMatter, questionWordsSaid } from './relevance';
import type { StarAnswer } from './star';
import { asksMotive } from './frames';
import type { StarPart } from '../rules/quantify-words';
import { ASKS_HOW, ASKS_WORK_OF, CASE_ANNOUNCED, MOTIVE_SAID, OWN_CASE_TAKEN, COLLEAGUE_BY_ROLE, DEFLECTION_CUES, METHOD_OPENING, FIRST_PERSON, OTHER_PEOPLE, OWN_CASE_NAMED, POSES_SITUATION, PRACTICE_TURNS, SETTING_CUES, TOPIC_OPENING } from './spoken-cues';
import { toldMatterOf, withSpokenSynonyms } from './synonyms';
import { ownClausesOf } from './own-clauses';
import { CASE_SUBJECT_SENTENCES, CONCRETE_FLOOR_MIN, FIELD_SHARE_MIN, FULL_STORY_COVERAGE, PRACTICE_CONCEPTS, STORY_MIN_CHARS, STORY_RELEVANCE, SUBJECT_TOLD_SENTENCES } from './weights';

/*
 * Whether an answer tells a story on its question in its own words: an example asked for (toldStory), a situation
 * met (toldSituation), one's own practice for a how-to question (toldPractice), particulars of the situation's own
 * (toldInParticulars), a story told in full (toldInFull); and an account of one's own life given for a task done for
 * others (aboutOneself), which tells none. analysis.ts weighs what they find.
 */

/**
 * interview.story: a question that asks for an example, answered with a concrete one (what the student did and what
 * came of it: star.ts; its figures earn STAR marks besides), told at some length (STORY_MIN_CHARS: cue words and a
 * figure are no story) and touching the question's matter at all (STORY_RELEVANCE: a holiday told for a question on
 * pupils is not). Such an answer is on the question however few of the bank's words it uses (a teacher tells of 作文
 * and 期中考试, not of 学困生): its content is STORY_CONTENT at least, and it is never off the question.
 * interview.story.act: so is one whose own deeds are the act the question asks for (acts.ts tellsAskedAct: a herdsman who
 * thought new saddles were for tourists, tried one and bought it, for 讲一次你说服别人…), however few of the bank's words it says.
 * interview.story.matter-told: and so is one the student tells of the very matter asked (toldOfAskedMatter), in whatever words.
 */
export const toldStory = (question: Pick<BankQuestion, 'example' | 'id'>, star: Pick<StarAnswer, 'example'> & Partial<Pick<StarAnswer, 'present'>>, chars: number, relevance: number, told?: { coverage: number; particulars: number; named?: boolean; act?: boolean; matter?: boolean; grew?: boolean }): boolean =>
  // interview.story.act.outcome: an act told (acts.ts) has its outcome among its deeds (先买了五十亩的试试, 第二年就全换了):
  // a concrete example whether or not star.ts reads a result in its words
  // interview.story.matter-told.more-after: so is a story of the matter asked whose deed closes on what it made grow
  // (outcomes-found.ts MORE_AFTER: 改了以后下单的人确实多了一些), though STAR reads no result in a rise with no size
  question.example && (star.example || told?.act === true || (told?.matter === true && told.grew === true && star.present?.includes('action') === true)) && chars >= STORY_MIN_CHARS && (relevance >= STORY_RELEVANCE || toldInParticulars(told) || told?.act === true || told?.matter === true || toldOwnEvent(question, star, told?.named));

/**
 * interview.story.own-event: a common question asking for an event of the student's own life (你在学校里做过的最有成就感
 * 的一件事, 说一次你失败的经历) answered by a story that names the event asked (namesAskedMatter: 最有成就感的，是大二寒假
 * 帮我表叔的纸坊招学徒) and tells it in full (star.ts: where it was, what the student did and what came of it): any
 * event of their life may be the one asked, told in its own words (纸坊、告示、学徒) rather than the reference's (学生会、
 * 大赛、评委), so it is a story on the question however few of them it shares. The event named with nothing told of it
 * (最有成就感的应该是拿了奖学金吧), or a story told in part (no place, no outcome), is judged as before; a field's
 * question has its own reading (toldOfAskedMatter). `named`: namesAskedMatter already read by the caller.
 */
export const toldOwnEvent = (question: Pick<BankQuestion, 'id'>, star: Partial<Pick<StarAnswer, 'present'>>, named?: boolean): boolean =>
  named === true && isCommonQuestion(question) && SITUATION_STORY_PARTS.every((p) => star.present?.includes(p) === true);

/**
 * interview.story.matter-told: a field's question asking for an example (讲一次你通过数据发现产品问题并推动改进的经历)
 * answered in the first person by a story that names the matter asked (namesAskedMatter: 我看后台数据，发现…; 招人 for
 * 招募) is a story of that matter, however plain its particulars (toldInParticulars asks CONCRETE_FLOOR_MIN of a story
 * that only touches the question's concepts): what a student saw, asked and changed at a farmers' price page shares few
 * words with the bank's (埋点、漏斗、A/B), and none of a reference's particulars. A form or a menu filled with the
 * question's words (no 我) tells no story of the student's; a common question, the student's life, has its own rules.
 * `named`: namesAskedMatter already read by the caller.
 */
export const toldOfAskedMatter = (question: BankQuestion, answer: string, named?: boolean): boolean =>
  question.example && !isCommonQuestion(question) && FIRST_PERSON.some((w) => answer.includes(w)) && (named ?? namesAskedMatter(question, answer));

/** The parts of a story (star.ts) a situation met must tell: where it was, what the student did and what came of it. */
const SITUATION_STORY_PARTS: readonly StarPart[] = ['situation', 'action', 'result'];

/**
 * interview.story.situation: a question that sets a situation and asks what the student would do (如果课堂上有学生一直讲话，
 * 你会怎么处理: POSES_SITUATION) answered by the time they met it: a story of their own (first person, set in a time or
 * place of its own: SETTING_CUES 有一次, 实习时; star.ts: the situation, what they did and what came of it), told at
 * some length (STORY_MIN_CHARS), touching the question's matter (STORY_RELEVANCE) and closer to no other question of its
 * bank (closerToAnother). What they did is their answer, in the situation's words (说话、敲桌子) rather than the bank's
 * (提醒、课后): a story on the question, as toldStory.
 */
export function toldSituation(question: BankQuestion, answer: string, star: Pick<StarAnswer, 'present' | 'example'>, chars: number, relevance: number): boolean {
  if (question.example || !POSES_SITUATION.test(question.text) || !star.example) return false;
  // interview.story.situation.met: the situation asked, met in the student's own words (metAskedSituation), is where the
  // story is set and the matter it touches, however few of the reference's words the rest shares
  // met on a day of its own (concreteness.ts setting: 那天, 去年, 实习时): 遇到没听清的地方，我不会急着补 is a habit weighed, not a time met
  const met = metAskedSituation(question.text, answer) && concretenessOf(answer).setting;
  if (!SITUATION_STORY_PARTS.every((p) => star.present.includes(p) || (p === 'situation' && met)) || chars < STORY_MIN_CHARS || (relevance < STORY_RELEVANCE && !met)) return false;
  return FIRST_PERSON.some((w) => answer.includes(w)) && (met || SETTING_CUES.some((c) => answer.includes(c))) && !closerToAnother(answer, question);
}

/** The situation a question poses (遇到不认识的专业术语时 → 不认识的专业术语; 如果客户嫌贵，… → 客户嫌贵). */
const ASKED_SITUATION = /(?:如果|假如|假设|万一|遇到|碰到|面对)([^，,。！？!?；;\n]{2,30}?)(?:时|的时候|[，,。！？!?；;]|你|$)/u;
/**
 * A situation the student says they met (碰到很多不认识的词, 遇上一个嫌贵的客户): what follows the verb of meeting, in its
 * clause. 面对 frames the question's case said back (面对内容发布后数据表现不佳的情况，我会…), no meeting.
 */
const MET = /(?:遇到|碰到|遇上|碰上|赶上)(?:了|过)?([^，,。！？!?；;\n]{1,14})/gu;
/** The characters in a row of the question's situation the student's own must share with it. */
const MET_RUN = 3;

/**
 * interview.story.situation.met: a question posing a situation (遇到不认识的专业术语时，你如何处理) answered by the time the
 * student met it, said in their own words after a verb of meeting (我给珍珠节做陪同翻译之前，碰到很多不认识的词) and
 * sharing MET_RUN characters in a row with the situation asked (不认识): the very situation, met, with its noun in the
 * student's plainer word (词 for 术语). A meeting with something else (碰到一个老同学) or the question's words said
 * without being met (专业术语要查词典) is not; toldSituation reads it only in an answer set on a day of its own.
 */
export function metAskedSituation(question: string, answer: string): boolean {
  const asked = ASKED_SITUATION.exec(normalizeText(question))?.[1];
  if (!asked) return false;
  const chars = [...asked];
  const runs = new Set<string>();
  for (let i = 0; i + MET_RUN <= chars.length; i++) runs.add(chars.slice(i, i + MET_RUN).join(''));
  for (const m of normalizeText(answer).matchAll(MET)) if ([...runs].some((r) => m[1]!.includes(r))) return true;
  return false;
}

/** The parts of a story (star.ts) an account of one's own practice must tell: what the student did (where it was, toldPractice). */
const PRACTICE_PARTS: readonly StarPart[] = ['action'];

/**
 * interview.story.practice: a how-to question (如何维护好老客户, 你会怎么改进) answered by how the student did it
 * themselves: a story of their own (first person; star.ts: what they did, PRACTICE_PARTS, and where: a situation or SETTING_CUES), told
 * at some length (STORY_MIN_CHARS), naming a concept of the question (keywords.ts) or its own words of matter, set in a time or place of its own (SETTING_CUES: 兼职时, 有一次) or told in
 * particulars of their own (concreteness.ts, CONCRETE_FLOOR_MIN or more: 问了九个人，七个说烦), touching the
 * question's matter (STORY_RELEVANCE), mostly in its field (FIELD_SHARE_MIN) and closer to no other question of its
 * bank (closerToAnother). The deed is the answer, in the situation's words (记本子、提前问一声) rather than the bank's
 * (回访、复购): a story on the question, as toldSituation. A question asking for an example or setting a situation
 * has its own rules (toldStory); so does one setting a situation met in a time of its own (toldSituation).
 */
export function toldPractice(question: BankQuestion, answer: string, star: Pick<StarAnswer, 'present' | 'example'>, c: { chars: number; relevance: number; particulars: number; covered: readonly string[] }): boolean {
  // interview.story.practice.work-of: or what a practice's work consists of (特征工程一般包括哪些工作: ASKS_WORK_OF),
  // answered by a case that carries the practice asked through it (workOfTold)
  const workOf = !ASKS_HOW.test(question.text) && ASKS_WORK_OF.test(question.text);
  if (question.example || !(ASKS_HOW.test(question.text) || workOf) || !star.example) return false;
  // where it was: a situation told (star.ts) or a time or place of its own (SETTING_CUES: 我暑假在一个宽带营业厅做过推广)
  // interview.story.practice.own-case: or a case of the student's own taken up at the opening (就拿刚才那个瑕疵识别说吧: OWN_CASE_TAKEN)
  // interview.story.practice.own-case.named: or where they did the very thing, named at the opening (特征工程我在一个…课程项目里做过: OWN_CASE_NAMED)
  const setting = SETTING_CUES.some((cue) => answer.includes(cue)) || OWN_CASE_TAKEN.test(answer.trim()) || OWN_CASE_NAMED.test(answer.trim());
  const set = star.present.includes('situation') || setting;
  const rest = answer.replace(TOPIC_OPENING, '');
  // interview.story.practice.subject: the subject asked named through the account (subjectToldThroughout), in particulars
  // of the student's own, is the matter touched and the field spoken, however few of the reference's words the
  // situation's own (预订、试吃、包子) share with it
  const subject = c.particulars >= CONCRETE_FLOOR_MIN && subjectToldThroughout(question, rest, c.covered);
  // interview.story.practice.in-full.carried: so is a case of its own told in full about the very subject asked
  // (caseInFullOfSubject: a lesson where the student put the pupils' photos on the projector and the tablet, for
  // 如何利用信息技术辅助教学): its words are the classroom's (头发、鳞片、放大镜), few of them the bank's or the field's
  const inFull = caseInFullOfSubject(question, rest, star, c.covered);
  const carried = subject || inFull;
  if (!set || !PRACTICE_PARTS.every((p) => star.present.includes(p)) || c.chars < STORY_MIN_CHARS || (c.relevance < STORY_RELEVANCE && !carried)) return false;
  if (!FIRST_PERSON.some((w) => answer.includes(w)) || !(setting || c.particulars >= CONCRETE_FLOOR_MIN)) return false;
  // it names the question's matter past an opening that only restates the subject (TOPIC_OPENING) — the question's own word of matter (老客户) or PRACTICE_CONCEPTS of
  // its concepts (改法、衡量): a marathon told for 如何做好一次人物采访 does not, nor does an answer that names the subject
  // only to turn from it (配色的话，其实我对颜色的敏感是从摄影开始的: one concept, by a synonym)
  // interview.story.practice.case: or it states a method of its own first and shows it in a case announced as one
  // (我会先问三个问题…举个例子。我在…: methodThenCase): the method answers the question, the case its matter
  // interview.story.practice.in-full: or it tells a case of its own in full (where, what the student did, what came of it:
  // SITUATION_STORY_PARTS) about the very subject asked (askedConcepts: 信息技术 by 平板 in 如何利用信息技术辅助教学):
  // the worked case is the how, and its particulars (时间轴、投屏) are the situation's, not the bank's second concept
  if (workOf && !workOfTold(question, rest, star, c.covered)) return false;
  if (!c.covered.length || (keywordCoverage(rest, question).covered.length < PRACTICE_CONCEPTS && !questionWordsSaid(rest, question).length && !methodThenCase(answer) && !carried)) return false;
  // a turn to a subject of one's own (我想先说一下我法考的情况, 先从我自己讲起: PRACTICE_TURNS, DEFLECTION_CUES) tells no practice
  if (PRACTICE_TURNS.test(answer) || DEFLECTION_CUES.some((cue) => answer.includes(cue))) return false;
  // and it tells of the task done for others, not of the student's own life (aboutOneself: my running for 健康宣教)
  if (aboutOneself(question, answer)) return false;
  return (carried || fieldShareOf(answer, question) >= FIELD_SHARE_MIN) && !closerToAnother(answer, question);
}

/**
 * interview.story.practice.work-of: a question asking what a practice's work consists of (spoken-cues.ts ASKS_WORK_OF:
 * 特征工程一般包括哪些工作) is answered by the student's own case only when the case is of that very practice, carried
 * past its opening: the subject named through it (subjectToldThroughout: 特征 in three sentences) or a case told in
 * full of it (caseInFullOfSubject). A case named at the opening and then turned into lessons counted off (数据清洗我在一个
 * 项目里做得比较多…我总结了几条经验。第一是编码…这是因为…) tells facts, not the work done.
 */
export const workOfTold = (question: BankQuestion, answer: string, star: Pick<StarAnswer, 'present'>, covered: readonly string[]): boolean =>
  subjectToldThroughout(question, answer, covered) || caseInFullOfSubject(question, answer, star, covered);

/**
 * interview.story.practice.in-full: a case told in full (star.ts: a situation, the student's action and its result) that
 * names the question's own subject (askedConcepts), not merely one of its other concepts: 如何利用信息技术辅助教学 answered
 * by a lesson where the student used a tablet, what the pupils did and what the quiz showed. A case naming only a
 * side concept (互动, 反馈), lacking its result, or naming the subject only at its opening is not.
 */
export function caseInFullOfSubject(question: BankQuestion, answer: string, star: Pick<StarAnswer, 'present'>, covered: readonly string[]): boolean {
  if (!SITUATION_STORY_PARTS.every((p) => star.present.includes(p))) return false;
  const asked = [...askedConcepts(question)].filter((c) => covered.includes(c));
  const terms = question.keywords.filter((k) => asked.includes(k[0]!)).flatMap(withSpokenSynonyms).map((t) => t.toLowerCase());
  // the subject carried through the case (我用平板拍了… 我也发现平板不能用太久), in CASE_SUBJECT_SENTENCES past its first
  // sentence: not named at the opening only to turn from it (其实我对颜色的敏感是从摄影开始的) and once more in a title
  const [, ...after] = normalizeText(answer).toLowerCase().split(/[。！？!?\n]+/u);
  return after.filter((sentence) => terms.some((t) => sentence.includes(t))).length >= CASE_SUBJECT_SENTENCES;
}

/**
 * interview.story.practice.subject: the question's own subject (askedConcepts: 社群 in 如何做社群运营) named by a term of
 * its concept (群, 微信群) in SUBJECT_TOLD_SENTENCES of the account's sentences or more: the student tells of running
 * that very thing (我帮一家早餐店做过一个微信群…有人在群里说…这个群), in the situation's words (预订、试吃、包子) rather
 * than the bank's (定位、转化). A subject named once, only to turn from it (配色的话，其实我对颜色的敏感是从摄影开始的), is not.
 */
export function subjectToldThroughout(question: BankQuestion, answer: string, covered: readonly string[]): boolean {
  // the subject named at all (keywords.ts: 群 as a word of its own, not in 人群), then counted by sentence as characters
  const asked = [...askedConcepts(question)].filter((c) => covered.includes(c));
  const terms = question.keywords.filter((k) => asked.includes(k[0]!)).flatMap(withSpokenSynonyms).map((t) => t.toLowerCase());
  if (!terms.length) return false;
  let naming = 0;
  for (const sentence of normalizeText(answer).toLowerCase().split(/[。！？!?\n]+/u)) if (terms.some((t) => sentence.includes(t)) && ++naming >= SUBJECT_TOLD_SENTENCES) return true;
  return false;
}

/**
 * interview.story.particulars: a story whose particulars are the situation's own (皮影戏的“签子”“亮子”, what the
 * craftsman said) shares few words with the bank's reference, yet names the question's matter (FULL_STORY_COVERAGE of
 * its concepts) and is told in the student's own particulars (concreteness.ts: quotes, deeds, figures, a setting, less
 * one for each generic intention, CONCRETE_FLOOR_MIN or more): it is a story on the question all the same.
 */
export const toldInParticulars = (told?: { coverage: number; particulars: number; named?: boolean }): boolean =>
  told !== undefined && (told.coverage >= FULL_STORY_COVERAGE || told.named === true) && told.particulars >= CONCRETE_FLOOR_MIN;

/**
 * interview.story.matter-named: the question's own word of matter (relevance.ts questionWordsSaid: 活动、招募 of 讲一次你
 * 组织活动或招募成员的经历; not its frame, nor a word said only in an opening that restates it) said by the story, or the
 * word a student says for it (synonyms.ts: 招人 for 招募) in a clause of the student's own (我负责招人和排班): the story
 * is of that matter, in the situation's own words (排班、分工、轮换) rather than the bank's (纳新、面试), however few of
 * them its reference shares. A spoken word outside the student's own clause (数据处理 in a lab report) names nothing.
 * interview.story.matter-named.told: nor is a form the matter is told in (synonyms.ts MATTER_TOLD: 商户跟我说 for 反馈,
 * 我就改成 for 修改) read but in such a clause: 老板说顾客打电话来问 reports no feedback to the student.
 */
export function namesAskedMatter(question: BankQuestion, answer: string): boolean {
  if (questionWordsSaid(answer, question, { forms: true }).length) return true;
  const spoken = questionWordsOfMatter(question).flatMap(toldMatterOf);
  if (!spoken.length) return false;
  // a clause naming 我, or carrying the student's narration on with its subject dropped (own-clauses.ts: 然后拉了个群做试吃)
  return ownClausesOf(answer.replace(TOPIC_OPENING, '')).some((clause) => spoken.some((s) => clause.includes(s)));
}

/**
 * interview.account.full: a story of the student's own told in full — where, what was to be done, what they did and
 * what came of it in a figure (star.ts: all four parts, quantified) — that names the question's matter
 * (FULL_STORY_COVERAGE) is an account of how they do what a how-to question asks (质量问题怎么分析 answered by the
 * defect they traced on an internship), however far its particulars are from the reference's words.
 */
export const toldInFull = (star: Pick<StarAnswer, 'present' | 'quantified'>, coverage: number): boolean =>
  star.present.length === 4 && star.quantified && coverage >= FULL_STORY_COVERAGE;

/**
 * interview.account.oneself: an account of the student's own life given for a task done for others. When the
 * question's reference acts on people (评估患者、请家属复述), an account that names nobody but the speaker (my running,
 * my diet, for 如何进行有效的健康宣教) tells of the student, not of the task, however many of the field's words it uses.
 */
export function aboutOneself(question: BankQuestion, answer: string): boolean {
  // interview.account.oneself.role: a colleague named by their role (开发说…, 跟产品聊: COLLEAGUE_BY_ROLE) is someone else too
  const names = (text: string) => OTHER_PEOPLE.some((w) => text.includes(w)) || COLLEAGUE_BY_ROLE.test(text);
  // a common question (自我介绍, 如何看待加班) is about the student by nature
  return !isCommonQuestion(question) && !question.example && names(question.sample) && !names(answer);
}

/**
 * interview.story.practice.case: a method of the student's own stated first (METHOD_OPENING: 我会先问三个问题：谁要、
 * 多常用、不做会怎样) and then a case announced as its example (CASE_ANNOUNCED: 举个例子。我在…的时候): the case is the
 * method at work, in the situation's words (座位预约、刷卡人数) rather than the bank's.
 */
export function methodThenCase(answer: string): boolean {
  const at = answer.search(CASE_ANNOUNCED);
  return at > 0 && METHOD_OPENING.test(answer.slice(0, at));
}

/**
 * interview.story.motive: a field's question asking the student's motive (frames.ts asksMotive: 你为什么想从事市场营销工作)
 * answered by a story of their own that led them to the work: an example told (star.ts: 表姐把产品拍成短视频…卖得比以前好)
 * set in a time or place of its own (concreteness.ts setting: 我家在浏阳, 实习的时候), that names the work asked
 * (relevance.ts questionWordsSaid: 大学我选了市场营销) and gives the motive (MOTIVE_SAID: 我想做市场，是因为…). The
 * rubric's 5 for a motive is a reason shown in one's own life, in the story's words rather than the bank's (兴趣、创意、
 * 数据): it weighs as a story does. A story naming neither the work nor a motive answers another question (on-question.ts
 * toldForMotive); reasons anyone gives (细心、稳定、有前景) with no story of the student's own earn nothing here.
 */
export const toldMotive = (question: BankQuestion, answer: string, star: Pick<StarAnswer, 'example'>, setting: boolean): boolean =>
  asksMotive(question) && !isCommonQuestion(question) && star.example && setting && FIRST_PERSON.some((w) => answer.includes(w)) && MOTIVE_SAID.test(answer) && questionWordsSaid(answer, question).length > 0;
