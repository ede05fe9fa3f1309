import type { InterviewDimension } from '@campus/shared-utils/shapes';

/**
 * The interview's weights, in one place (docs/api-ai-career.md, "Scoring rules"). The overall score weighs the
 * five dimensions; a question's own score weighs its rules, with STAR only where the rubric asks for an example.
 */
export type DimensionKey = InterviewDimension['key'];

export const DIMENSION_WEIGHTS: Record<DimensionKey, number> = { structure: 0.2, match: 0.2, keywords: 0.25, star: 0.2, time: 0.15 };

export const DIMENSION_LABELS: Record<DimensionKey, string> = { structure: '表达结构', match: '岗位匹配', keywords: '关键词覆盖', star: '具体事例 / STAR', time: '时间把控' };

export const QUESTION_WEIGHTS = {
  withExample: { keywords: 0.45, star: 0.2, structure: 0.2, time: 0.15 },
  withoutExample: { keywords: 0.6, star: 0, structure: 0.2, time: 0.2 },
} as const;

/** Share of a question's concepts that earns full keyword marks (a good answer need not name every one). */
export const FULL_COVERAGE = 0.6;
/** Words of a concept's context in the bank entry (keywords.ts, conceptContext) an answer must say to name it in its own words. */
export const CONTEXT_WORDS = 2;
/** The least IDF (relevance.ts) of a context word: words most questions use (工作, 客户) tell no concept. */
export const CONTEXT_IDF = 3;
/** Below this share of its concepts an answer gets the question's follow-up. */
export const FOLLOW_UP_COVERAGE = 0.25;
/** Share of the category's keywords, across all answers, that earns full job-match marks. */
export const FULL_MATCH = 1 / 3;
/** Answers shorter than these (characters without spaces) are too short / rather short. */
export const TOO_SHORT_CHARS = 30;
export const SHORT_CHARS = 80;
/** Characters a student can say in one second; more than seconds × this is more than the time allows. */
export const CHARS_PER_SECOND = 6;
/** TF-IDF cosine between an answer and its question's reference that earns full relevance marks (relevance.ts). */
export const RELEVANCE_FULL = 0.3;
/** Share of an answer's characters in runs found in the question, a sample or another answer that makes it that text (gaming.ts). */
export const COPY_OVERLAP = 0.6;
/**
 * Share of an answer's character CONTAINMENT_GRAM-grams (punctuation and spaces dropped) found in one reference text of
 * its question that makes it that reference lightly edited (gaming.ts, containment): a few words changed, 嗯 added,
 * 首先 → 第一 or a sentence dropped still keep most of them; an answer in one's own words keeps few.
 */
export const CONTAINMENT_SHARE = 0.5;
export const CONTAINMENT_GRAM = 4;
/** Characters (punctuation and spaces dropped) an answer must have before it is compared by containment: a short answer shares its few grams with anything. */
export const CONTAINMENT_MIN_CHARS = 30;
/**
 * Share of a bank sample's CONTAINMENT_GRAM-grams an answer holds that makes it that sample copied whatever wraps it
 * (sample-copies.ts): a copy keeps all of them, a genuine answer reciting the same statute as a sample at most 0.62.
 */
export const SAMPLE_CONTAINED_SHARE = 0.8;
/** Characters in a row an answer must share with a text for them to count as copied from it. */
export const COPY_RUN = 6;
/** An answer's opening this many times the question's length is read for the question pasted back (gaming.ts). */
export const PASTED_SLACK = 1.3;
/** An answer that pastes the question and then says fewer words of its own than this only turns the question round (gaming.ts). */
export const ECHO_NEW_TERMS = 4;
/** An answer of this many words or more, this share of them the question's own and at most this share distinct, goes round the question (gaming.ts, circles). */
export const CIRCULAR_MIN_TERMS = 10;
export const CIRCULAR_OWN_SHARE = 0.5;
export const CIRCULAR_VARIETY = 0.6;
/** Answers shorter than this are not compared with each other (两个“不清楚” are no copy). */
export const REPEAT_MIN_CHARS = 20;
/** Share of its marks an answer keeps that is the question pasted back, a copied sample or a repeated text. */
export const GAMING_CREDIT = 0.3;
/** Share of an answer's characters in said clauses that earns its full marks; below it, marks shrink in proportion (sentences.ts). */
export const SAID_FULL = 0.7;
/** An answer's content: this share from the concepts it names, the rest from its closeness to the reference (analysis.ts). */
export const CONTENT_COVERAGE_SHARE = 0.55;
/** The content (before the share said) of a concrete story told for a question that asks for one (analysis.ts). */
export const STORY_CONTENT = 80;
/**
 * The content (0-100) at which an answer earns its full marks for order, timing and its story's STAR (score-interview.ts):
 * below it they shrink in proportion, so a fluent, well-timed answer on something else does not live on its form.
 */
export const FORM_CONTENT = 50;
/** Characters (without spaces) a story must have to count as one. */
export const STORY_MIN_CHARS = 100;
/** Relevance (relevance.ts, 0-100) a story must have to the question's reference: a story of one's field shares some of its words. */
export const STORY_RELEVANCE = 10;
/** interview.story.act: the clauses within which each deed of the act asked follows the one before (acts.ts tellsAskedAct): one story, not cue words scattered through a long text. */
export const ACT_DEEDS_WINDOW = 8;
/** The share of its content an answer of no length would keep; an answer of SHORT_CHARS or more keeps all (analysis.ts, depthOf). */
export const DEPTH_FLOOR = 0.4;
/** Share of its content each hedge (差不多吧, 好像: hedges.ts) costs an answer, and the share it keeps however many. */
export const HEDGE_COST = 0.2;
export const HEDGE_FLOOR = 0.4;
/** Share of its content an answer loses when it is all stock phrases (平台大, 发展前景好: stock-phrases.ts); in proportion for a part. */
export const CLICHE_COST = 0.5;
/** Share of its content a template answer to 优点和缺点 keeps: stock strengths, a strength in disguise for the weakness (analysis.ts, templateWeaknessOf). */
export const DISGUISED_CONTENT_SHARE = 0.5;
/** Company-value phrases (company-values.json: 价值观, 使命, 秉承, 共创) from which 为什么选择我们 answered with nothing particular is praise recited (company-values.ts). */
export const COMPANY_VALUES_MIN = 3;
/** The most content an answer earns that says nothing particular: no figure, case, experience of its own or speech of the situation (specificity.ts). */
export const GENERIC_CONTENT = 70;
/** interview.specific.premise: share of a premise's Chinese characters found in the question from which it only restates the question's case. */
export const PREMISE_ASKED_SHARE = 0.8;
/** Share of its content an answer loses for each factual error it says (misconceptions.ts), and the share it keeps however many. */
export const ERROR_COST = 0.5;
export const ERROR_FLOOR = 0.3;
/** The most a question's score may be when its answer says a factual error: a recruiter marks a wrong fact down however fluent the rest. */
export const ERROR_CAP = 40;
/** Distinct buzzwords (cliches.json: 闭环, 赋能, 全链路) and buzzwords per hundred characters that make an answer stuffed with them (stock-phrases.ts). */
export const BUZZWORDS_MIN = 4;
export const BUZZWORDS_PER_100 = 2;
/** Below this content (before the share said) an answer is off the question: no time credit, little else. */
export const ON_TOPIC = 25;
/**
 * An answer whose own words are less than this share in the question's field (relevance.ts, fieldShareOf), and that
 * says none of the question's words of matter, is off the question whatever it borrows (analysis.ts).
 */
export const FIELD_SHARE_MIN = 0.2;
/** Words of a pastime the field never uses (pastimes.json) that make a story on a field's question one of another domain (pastimes.ts). */
export const PASTIME_WORDS_MIN = 4;
/** The share of its own words in the question's field (relevance.ts, fieldShareOf) that keeps a concrete account of actions on the question. */
export const FIELD_CONCRETE = 0.3;
/** The relevance (relevance.ts, 0-100) a concrete account must have to the question's reference besides: another field's account has little. */
export const CONCRETE_RELEVANCE = 20;
/**
 * The concept coverage (keywords.ts, 0-100) a story told in full (situation, task, action and a result with a figure)
 * must have to count as an account of how the student does what the question asks, however far its particulars are
 * from the reference's words (焊缝气孔、受潮 for 质量问题分析): it names some of the question's matter, one of five
 * concepts the question does not say itself (措施, 原因).
 */
export const FULL_STORY_COVERAGE = 40;
/** The relevance (relevance.ts, 0-100) an answer that takes the situation on (engagement.ts) must have to the question's reference: it touches the matter at all (its field share, FIELD_SHARE_MIN, does the rest). */
export const ENGAGED_RELEVANCE = 1;
/** Below this share of its characters in said clauses an answer is a list of words, not an answer (sentences.ts). */
export const SAID_MIN = 0.5;
/** Another question's reference an answer is at least this share as close to as to its own's, and this close at least, is a topic of it (relevance.ts). */
export const FOCUS_SHARE = 0.5;
/** interview.relevance.another (relevance.ts answersAnother): how much closer to another common question, and how close at least. */
export const ANOTHER_SHARE = 3;
/** interview.gaming.signposts: the share of an answer in set phrases alone (stock-phrases.ts) that, with half the signposts, orders nothing. */
export const SET_PHRASES_SHARE = 0.3;
export const ANOTHER_MIN = 30;
export const FOCUS_FLOOR = 0.15;
/** Share of an answer's characters in signposts (首先, 其次, 综上所述: spoken-cues.ts) that makes it a salad of them (gaming.ts); a structured answer has a few hundredths. */
export const SIGNPOST_SHARE = 0.15;
/** An answer about this many other questions as much as its own strings their keywords together (gaming.ts). */
export const STUFFED_TOPICS = 3;
/** An answer of this many characters or more (punctuation and spaces dropped) may be a reference text pasted in (reference-text.ts); a short definition followed by one's own words is not. */
export const REFERENCE_MIN_CHARS = 60;
/** Definition cues (是指, 简称, a bracketed English expansion: spoken-cues.ts) that make an impersonal, unspoken answer a reference text. */
export const REFERENCE_CUES_MIN = 2;
/** Headings over numbered items (岗位职责：1.…) that make an answer a printed page pasted in, whatever surrounds it (reference-text.ts). */
export const PRINTED_HEADINGS_MIN = 2;
/** The characters each numbered step of an answer to a how-to question says at least, to be a sentence with its reason (reference-text.ts stepsAreSentences). */
export const STEP_SENTENCE_MIN_CHARS = 20;
/** The share of an own-voice list's numbered steps (reference-text.ts ownListIntro: 我一般这样写：) that are sentences, for the list to be the student's answer rather than a chatbot's labels. */
export const OWN_STEPS_SHARE = 0.5;
/** Marks of a chatbot's reply (markdown, 当然可以！以下是…: reference-text.ts) that make an answer one pasted in. */
export const CHATBOT_CUES_MIN = 3;
/** Marks of a job posting's requirements (者优先, 能适应短期出差, 具备较强的…能力: posting-marks.json) that make an answer a posting pasted in (reference-text.ts): more than a resume's two, as a spoken answer on 素质 may say one or two of them. */
export const POSTING_MARKS_MIN = 3;
/** Numbered items after a posting's requirements heading (任职要求：1.… 2.… 3.…) that make an answer the posting read out (reference-text.ts, postingList). */
export const POSTING_ITEMS_MIN = 3;
/** The question's own words an answer defines one by one (什么是投资？投资是指…什么是项目？…: gaming.ts) that make it the question restated. */
export const DEFINED_TERMS_MIN = 4;
/** Terms in a row in one sentence (enumeration.ts) that make it a list, not an account, when nothing of them is explained. */
export const ENUMERATION_TERMS = 6;
/** Share of an answer's characters in such sentences that makes it a list: a good answer may name the items of a list in one of its sentences and tell of them in the others. */
export const ENUMERATION_SHARE = 0.5;
/** interview.gaming.enumeration.clause: clauses said of a subject outside a list (公司和个人按比例交，比例各地不一样: told-steps.ts toldClause) that explain what it names; one alone may be a tag line after a string of terms. */
export const TOLD_CLAUSES_MIN = 2;
/** interview.gaming.enumeration.steps: the share of a sentence's terms that are steps or measures told (写测试计划, 及时清运: told-steps.ts) from which, on a question asking what is done, it tells them rather than lists terms. */
export const STEPS_SHARE = 0.5;
/** Most characters a term of a list has (虚拟列表, Gzip压缩). */
export const ENUMERATION_ITEM_CHARS = 8;
/** The spaces parting Chinese words (核心素养 必备品格 立德树人) from which a sentence is a list typed with spaces (enumeration.ts). */
export const SPACED_LIST_BREAKS = 4;
/** The share of a spaced sentence's pieces that must be terms (short, binding nothing) for it to be a list, not speech transcribed with spaces for stops. */
export const SPACED_TERM_SHARE = 0.8;
/** interview.gaming.enumeration.strewn: the most clauses an answer typed as terms parted by spaces may hold and still be a list with a clause or two strewn in it (enumeration.ts strewsTerms). */
export const STREWN_CLAUSES_MAX = 2;
/** interview.gaming.enumeration.marked: runs of item marks (✅, ★, •, →, |: any symbol or emoji) in a sentence from which it may be a marked list. */
export const MARKED_LIST_BREAKS = 4;
/** interview.gaming.enumeration.table: rows of cells parted by marks (关键词｜匹配方式｜出价) from which an answer holds a table of terms (enumeration.ts). */
export const TABLE_ROWS_MIN = 3;

/** The distinct ceremonial formulas (spoken-cues.ts CEREMONY_CUES) that make an answer with nothing particular a ceremony's speech (gaming.ts). */
export const CEREMONY_MIN = 3;
/** Clauses of the form 要有X, 要重视X (speeches.ts, slogans) in an answer with nothing particular, from which it is slogans. */
export const SLOGANS_MIN = 6;
/** And their share of its clauses. */
export const SLOGAN_SHARE = 0.5;
/** Share of an answer in quotation marks (a company's values recited) from which, with nothing particular, it is slogans. */
export const QUOTED_SHARE = 0.4;
/** Vague referents (某项目, 一系列有效措施, 显著提升: spoken-cues.ts) from which a story without a figure is told in no particulars. */
export const VAGUE_MIN = 4;
/** The relevance (relevance.ts, 0-100) under which what follows a turn to an announced subject of one's own is off the question (on-question.ts, deflects). */
export const ANNOUNCED_RELEVANCE = 25;
/**
 * interview.general (principles.ts): the share of an answer's content words in words of principles (沟通, 尊重, 心态,
 * 意见) from which, with nothing of its own, a question about the student's conduct is answered in principles alone;
 * the content words it must have for the share to be read; and the most content such an answer earns.
 */
export const PRINCIPLE_SHARE = 0.45;
export const PRINCIPLE_WORDS_MIN = 6;
export const GENERAL_CONDUCT_CONTENT = 45;
/** interview.gaming.platitudes: the maxims (对事不对人, 求同存异, 是…的关键) from which an answer in principles alone is a recited paragraph. */
export const PLATITUDES_MIN = 3;

/**
 * interview.relevance.subject.other: a knowledge question's subject never named, with this many of its other concepts
 * at most and under this relevance to its reference: an account of another matter of the field (on-question.ts leavesSubject).
 */
export const SUBJECT_LEFT_CONCEPTS = 1;
export const SUBJECT_LEFT_RELEVANCE = 50;
/**
 * interview.relevance.subject.another (on-question.ts leavesSubject): the subject asked never named, and another question of
 * the bank said nearly in full (this close at least) and SUBJECT_ANOTHER_SHARE times as close as its own: a lesson
 * designed for 如何看待“双减”政策 answers 你会如何设计一节课.
 */
export const SUBJECT_ANOTHER_MIN = 60;
export const SUBJECT_ANOTHER_SHARE = 1.3;

/** interview.gaming.portrait: the traits (自律, 思维缜密, 执行力: cliches.json) from which an answer about the student with no fact is a self-portrait in adjectives. */
export const TRAITS_MIN = 6;
/** Distinct marks of a prompt to an AI (pasted-forms.json prompt: 请帮我润色以下回答, 原回答：, 润色后：) from which an answer is the prompt pasted (pasted-forms.ts). */
export const PROMPT_MARKS_MIN = 2;
/** Lines headed by a tree's branch marks (├─, └─, 中心主题：) from which an answer is read out as an outline, the share of them a few words long (OUTLINE_BRANCH_CHARS or fewer), and that length (pasted-forms.ts). */
export const OUTLINE_BRANCHES_MIN = 5;
export const OUTLINE_BARE_SHARE = 0.8;
export const OUTLINE_BRANCH_CHARS = 16;
/** Items of a word-frequency list (数据(31)) from which an answer is the list pasted, and the share of its characters (without spaces) they take at least (pasted-forms.ts counted). */
export const COUNTED_ITEMS_MIN = 6;
export const COUNTED_SHARE = 0.7;
/** interview.gaming.record: lines of `key: value` or `key = value` (a YAML front matter, an INI file, a form's fields) from which an answer is a record pasted, the share of its lines (delimiters aside) they take at least, and the most characters a key has (pasted-forms.ts). */
export const RECORD_LINES_MIN = 4;
export const RECORD_SHARE = 0.6;
export const RECORD_KEY_CHARS = 12;
/** interview.gaming.record.document: lines from which an answer may be a document's rows (a timetable, a menu, a report), and the share of them that must hold no sentence of the student's (pasted-forms.ts readsAsDocument); RECORD_LINES_MIN of them at least are rows with a document's furniture. */
export const DOCUMENT_LINES_MIN = 5;
export const DOCUMENT_SHARE = 0.8;
/** interview.gaming.record.document: the columns of figures (a rank, a count, an amount, a score) that make a line a ranked list's, a bill's or a score table's row (pasted-forms.ts figureRow). */
export const FIGURE_COLUMNS_MIN = 2;
/** interview.gaming.record.document.told-table: the share of a document's characters in rows of the student's own voice (我) from which a table among them is theirs, told about (pasted-forms.ts tableInAccount). */
export const TOLD_TABLE_SHARE = 0.5;
/** The most a question's score may be when its answer says MANY_ERRORS or more distinct factual errors (misconceptions.ts): mostly wrong, a 1 or 2 on the rubric. */
export const MANY_ERRORS = 2;
export const MANY_ERRORS_CAP = 25;
/**
 * interview.sweeping (sweeping.ts): the distinct sweeping claims (越多越好, 只要…就行, 不需要签字) from which an answer is
 * judged as one saying a factual error: its content loses ERROR_COST and its score is at most ERROR_CAP. In the rated
 * sets two or more were said only by answers the raters put at 1 or 2; one is how people talk.
 */
export const SWEEPING_MANY = 2;

/**
 * interview.vague and interview.concrete (concreteness.ts): the weight of an answer's particulars of the student's own
 * (figures with units, a time or place, words quoted, past deeds, a limit admitted), less one for each generic intention
 * or hollow result it says, under which an answer that says one of those is vague (its content at most VAGUE_CONTENT),
 * and from which an answer on the question is concrete (its content at least CONCRETE_CONTENT).
 */
export const CONCRETE_MIN = 3;
export const VAGUE_CONTENT = 50;
/** The reasons counted off (首先…其次, 第一…第二) from which a view or a motive with nothing of the student's own is generic (concreteness.ts countsOffGenericReasons). */
export const REASONS_MIN = 2;
/** interview.vague.stages: the horizons (第一年, 三到五年) from which an answer lays out a plan by stages (concreteness.ts plansByGenericStages). */
export const STAGES_MIN = 2;
export const CONCRETE_FLOOR_MIN = 3.5;
export const CONCRETE_CONTENT = 75;

/** The question's concepts (keywords.ts) an account of the student's own practice names past its opening, when it says none of the question's own words of matter (analysis.ts toldPractice). */
export const PRACTICE_CONCEPTS = 2;
/** The sentences that name the question's own subject (社群 by 群, 微信群) from which an account of the student's practice is of that very thing (stories.ts subjectToldThroughout). */
export const SUBJECT_TOLD_SENTENCES = 3;
/** The sentences past its first that name the question's own subject, from which a case told in full is of that subject (stories.ts caseInFullOfSubject). */
export const CASE_SUBJECT_SENTENCES = 2;

/**
 * interview.relevance.own-choice (frames.ts answersOwnChoice): the length of an account of the student's own choice
 * (你最喜欢的一款产品, 为什么选择我们公司) and the distinct words of its object it says (a product's 功能、提交; a
 * company's 贵公司、用户; not the question's own) from which it is on the question, whatever product or company it names.
 */
export const OWN_CHOICE_MIN_CHARS = 100;
export const OWN_OBJECT_CUES = 2;
/** …and the particulars of the student's own it tells (concreteness.ts, less the generic intentions): a time, a deed, words quoted, a limit admitted. */
export const OWN_CHOICE_PARTICULARS = 2;
/** …and the times it says 我 (not 我们): an account in the student's own voice, not a company's slogans with one 我选择 at the end. */
export const OWN_VOICE_MIN = 3;
/** The criteria (listed with 、) a way of weighing offers names at least (frames.ts weighsOwnChoice): 规模、远近、加班、工资. */
export const WAY_CRITERIA_MIN = 3;
/** The distinct greetings and commands to an audience (spoken-cues.ts AUDIENCE_GREETINGS, AUDIENCE_IMPERATIVES) that make an answer opened by addressing one a performance (speeches.ts performsToAudience). */
export const PERFORMANCE_MIN = 2;
/**
 * interview.gaming.buzzwords.hollow (hollow-stuffing.ts): the share of an answer's characters in hollow clauses (the
 * question said back, a list of terms, a motto, a jargon slogan, a tautology) and the fewest such clauses from which,
 * with a slogan or a tautology among them, it strings words where an answer says how.
 */
export const HOLLOW_SHARE = 0.8;
export const HOLLOW_CLAUSES_MIN = 4;
/** The most characters of a piece of a hollow list (BSC平衡计分卡), and the fewest pieces that make one. */
export const HOLLOW_TERM_CHARS = 8;
export const HOLLOW_LIST_TERMS = 3;
/** The most characters of a clause of jargon read as a slogan (激励约束双轮驱动); a longer clause tells more than a slogan. */
export const HOLLOW_JARGON_CHARS = 10;
