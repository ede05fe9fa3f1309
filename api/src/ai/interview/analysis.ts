import { isCommonQuestion, type BankQuestion } from './bank';
import { gamingOf, type GamingKind } from './gaming';
import { toldTableOf, withoutCodeLines, withoutToldTable } from './pasted-forms';
import { keywordCoverage } from './keywords';
import { fieldShareOf, relevanceOf } from './relevance';
import { sentencesOf } from './sentences';
import { starOf } from './star';
import { tellsAskedAct } from './acts';
import { aboutOneself, namesAskedMatter, toldInFull, toldOfAskedMatter, toldPractice, toldMotive, toldSituation, toldStory } from './stories';
import { structureOf } from './structure';
import { answerChars, timeOf } from './timing';
import { withBoundedRuns } from '../text/runs';
import { hedgesOf } from './hedges';
import { engagementOf } from './engagement';
import { withGlosses } from './english-glosses';
import { stockPhrasesOf } from './stock-phrases';
import { answersOwnChoice, asksMotive, weighsOwnChoice, frameOf, ownFrameAsksReasons, withoutQuotationOpening } from './frames';
import { illustratesHollowly, illustratesSpecifically, isSpecific, specificOnlyByAside, tellsParticulars, withoutAskedPremise, withoutAskedQuotes } from './specificity';
import { asksConduct, asksKnowledge, maximsOf, speaksInPrinciples } from './principles';
import { misconceptionsOf } from './misconceptions';
import { sweepingClaimsOf } from './sweeping';
import { concretenessOf, countsOffGenericReasons, deferredChoiceOf, plansByGenericStages, summedUpOf, vagueWordsOf, vouchedOnlyOf, withoutAskedLimit } from './concreteness';
import { disguisedWeaknessesOf } from './setbacks';
import { asksInterviewer, stockQuestionsOf, workQuestionsOf } from './interviewer-questions';
import { answersSalary, salaryDeferralsOf } from './salary';
import { asksProcess, tellsNoStep, templateSteps } from './template-steps';
import { namesToolsWithoutUse } from './tool-lists';
import { ASKS_VIEW, FIRST_PERSON, OWN_CASE_NAMED, SCENE_OPENING, SETTING_CUES, VIEW_BY_CASES, withSpokenVariants } from './spoken-cues';
import { CONCRETE_RELEVANCE, CLICHE_COST, DISGUISED_CONTENT_SHARE, CONTENT_COVERAGE_SHARE, DEPTH_FLOOR, ERROR_COST, ERROR_FLOOR, GENERAL_CONDUCT_CONTENT, GENERIC_CONTENT, HEDGE_COST, HEDGE_FLOOR, SAID_FULL, SHORT_CHARS, STORY_CONTENT, STORY_MIN_CHARS, STORY_RELEVANCE, SWEEPING_MANY, CONCRETE_CONTENT, CONCRETE_FLOOR_MIN, CONCRETE_MIN, VAGUE_CONTENT } from './weights';
import { onTopic, asksWhatItIs, accountOf } from './on-question';
import { MORE_AFTER } from './outcomes-found';

/**
 * What the rules find in one answer, made once when it arrives (it decides the follow-up) and stored with it:
 * finishing reads it back. `v` names the rules' version; an analysis of another version is made again.
 */
export const ANALYSIS_VERSION = 127;

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
  /** the closing that sums the answer up, when nothing of the student's own is told (concreteness.ts, interview.vague.summed-up) */
  summed_up?: string;
  /** the closing that vouches for the answer with an experience it tells nothing of, when nothing else of the student's own is told (concreteness.ts, interview.vague.vouched) */
  vouched?: string;
  /** the stock matters asked back, when every question asked is one any candidate asks any employer (interviewer-questions.ts, interview.asked.stock) */
  stock_asked?: string[];
  /** the tools asked for named with no use of the student's own told (tool-lists.ts, interview.vague.tools) */
  tools_unused?: boolean;
  /** an example reached for and only gestured at, nothing of the student's own told (specificity.ts illustratesHollowly, interview.vague.hollow-example) */
  hollow_case?: boolean;
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


export function analyzeAnswer(question: BankQuestion, given: string, timing: AnswerTiming): AnswerAnalysis {
  // the rules read runs of letters and of numerals no longer than a word (text/runs.ts); the time an answer takes is
  // judged on what was said
  // and the spoken forms of their cues as they read them (spoken-cues.ts withSpokenVariants: 有一回 for 有一次)
  const answer = withSpokenVariants(withBoundedRuns(given));
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
  const named = question.example && namesAskedMatter(question, read);
  // read once: a story of the act asked is told (toldStory) and no story of something else (onTopic)
  const act = tellsAskedAct(question, read);
  const story = toldStory(question, star, chars, relevance, { coverage: coverage.score, particulars: net, named, act, matter: toldOfAskedMatter(question, read, named), grew: MORE_AFTER.test(read) }) || toldSituation(question, read, star, chars, relevance) || toldPractice(question, read, star, { chars, relevance, particulars: net, covered: coverage.covered });
  // speech to the people of the situation is itself the deed; a case weighed needs the student's own action in it
  // the question's own case said back (如果同时收到几家offer，我会…) is no case the student weighs (specificity.ts withoutAskedPremise)
  const engagement = engagementOf(ownSaid);
  // interview.engaged.no-situation: a question asking what a matter is or how the student understands it (asksWhatItIs:
  // 什么是好的UI设计？请谈谈你的理解) sets no situation to take on: words quoted in a story told for it (爷爷说“今天不下雨”)
  // are someone's speech, not the situation engaged
  // interview.engaged.no-situation.motive: nor does one asking the student's motive (asksMotive: 你为什么想从事市场营销工作):
  // 我跟客户说清楚了 in a night at a market told for it is a story's speech, not a situation the question set
  const engaged = !asksWhatItIs(question) && !asksMotive(question) && (engagement.rolePlay || (engagement.conditional && star.present.includes('action')));
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
  // interview.specific.hollow-example: a 比如 heading only the stock words again (比如做实验, 比如一个卖茶叶的App，就应该…,
  // 比如…就要把这几方面都考虑到: specificity.ts illustratesSpecifically) is no particular: a textbook answer in stock
  // headings is the rubric's 3, GENERIC_CONTENT at most
  const specific = illustratesSpecifically(premiseless) && !(particulars.score === 0 && specificOnlyByAside(premiseless));
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
  // interview.story.motive: a motive asked, shown in a story of the student's own that names the work (stories.ts toldMotive)
  const motive = toldMotive(question, read, star, particulars.setting);
  const credited = Math.max(specific ? lexical : Math.min(lexical, GENERIC_CONTENT), story || account || asked || priced || ownCredited || motive ? STORY_CONTENT : way ? VAGUE_CONTENT : 0);
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
  // interview.vague.bare.motive: so is a field's question asking the student's motive (asksMotive: 你为什么选择做测试工程师)
  // answered the same way (我比较细心…测试很重要…有发展前景): the motive is the student's to give, and they give anyone's
  const bare = (isCommonQuestion(question) || asksMotive(question)) && !(specific && tellsParticulars(premiseless, { cases: !byCases })) && particulars.score === 0 && !story;
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
  // an account set in a time and place of its own (去年实习时…) touches the field's other questions as a real case does;
  // interview.gaming.stuffed.scene: so does a story told for the question (story: an example with what came of it, not
  // a mere account) set at a workplace of the student's own named in a clause (我在泰州一家卖盐的小公司实习过: SCENE_OPENING),
  // whichever cue words it does without; interview.gaming.stuffed.own-case: so is a story or account that opens on a case
  // of the student's own (我参加过学院的一个建模比赛: OWN_CASE_NAMED), one event as 有一次 is
  const setInTime = SETTING_CUES.some((c) => answer.includes(c)) || OWN_CASE_NAMED.test(answer.trim());
  const gaming = answer.trim() ? gamingOf(answer, question, { story: ((story || account) && setInTime) || (story && SCENE_OPENING.test(answer)) }) : null;
  // interview.vague.tools: the tools a question asks the student to use named, each with what it is for, and no use of
  // the student's own told (tool-lists.ts): the rubric's 3, VAGUE_CONTENT at most
  // (a list of terms read as gaming, gaming.ts enumeration, is judged there)
  const toolsUnused = !gaming && namesToolsWithoutUse(question, premiseless, particulars.score);
  // interview.vague.hollow-example: an answer that reaches for a case (比如, 例如) and gives only a hollow one (a
  // placeholder, a tool's bare name, kinds set side by side, a list of terms: specificity.ts illustratesHollowly), with
  // no particular of the student's own and no story: the definition and the standard points in no one's voice, the
  // rubric's 3 ("an example that is only named"), VAGUE_CONTENT at most, whatever points it names
  const hollowCase = !gaming && !asked && !priced && particulars.score === 0 && illustratesHollowly(premiseless);
  // interview.vague.process-unordered: a question asking for a process (TCP三次握手的过程是怎样的, 测试的流程: asksProcess)
  // answered by what it is for and the names of its parts (来回发三次包…标志位有SYN、ACK和FIN这些) with no step told in
  // order and no deed of the student's own (template-steps.ts tellsNoStep): the idea, not the process, the rubric's 3,
  // VAGUE_CONTENT at most, however many of its terms it names
  const unordered = !gaming && !story && particulars.deeds === 0 && asksProcess(question) && tellsNoStep(premiseless);
  // interview.vague.summed-up: an answer short of room to develop its points (SUMMED_UP_MAX_CHARS) that closes on 总之 or
  // 总的来说, with no particular of the student's own (concreteness.ts summedUpOf): the idea restated, not shown, the rubric's 3.
  // interview.vague.vouched: so is one whose only particular is the experience it closes by vouching with (我实习的时候
  // 也都是这么做的: vouchedOnlyOf): nothing of it is told. A sum with its basis and questions asked back answer in
  // their own way; an answer read as gaming keeps its share of the marks there
  const closingRead = !gaming && !asked && !priced;
  const summedUp = closingRead ? summedUpOf(unquoted) : null;
  const vouched = closingRead ? vouchedOnlyOf(unquoted) : null;
  const capped = Math.min(general ? Math.min(credited, GENERAL_CONDUCT_CONTENT) : credited, vague || deferred || summedUp || vouched || toolsUnused || hollowCase || unordered || stockAsked.length || payDeferred.length ? VAGUE_CONTENT : 100);
  // a question about the student (the common bank) answered in the first person in particulars of their own weighing
  // CONCRETE_FLOOR_MIN or more, no generic talk among them
  const ownAccount = isCommonQuestion(question) && !vague && net >= CONCRETE_FLOOR_MIN && FIRST_PERSON.some((w) => answer.includes(w));
  // interview.relevance.particulars: such an account close to the reference (CONCRETE_RELEVANCE) is on the question
  // in its own words (onTopic)
  const particular = ownAccount && relevance >= CONCRETE_RELEVANCE;
  const on_topic = onTopic(question, read, { topical: capped, relevance, story: story || asked || priced, concrete: star.example, engaged, particular, ownChoice: ownChoice || way, act });
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
  const claims = sweepingClaimsOf(answer, question.example);
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
    ...(summedUp ? { summed_up: summedUp } : {}),
    ...(vouched ? { vouched } : {}),
    ...(stockAsked.length ? { stock_asked: stockAsked } : {}),
    ...(toolsUnused ? { tools_unused: true } : {}),
    ...(hollowCase ? { hollow_case: true } : {}),
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
