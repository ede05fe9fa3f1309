import { normalizeText } from '../text/normalize';
import { words } from '../text/segment';
import type { BankQuestion } from './bank';
import { closesOnChoice, contrastsByAspects, laysOutContrast } from './contrast';
import { mentions } from './keywords';
import { termsOf } from './relevance';
import { sentencesOf, type SentenceReport } from './sentences';
import { tellsResult } from './star';
import { CLOSING_CUES, LESSON_CLOSES, OPENING_CUES, REASON_CUES, ROLE_PLAY_CLOSES, SCENE_OPENING, SEQUENCE_CUES, SETTING_CUES } from './spoken-cues';
import { SAID_FULL } from './weights';
import { LIMIT_HEDGES } from './hedges';

/**
 * interview.structure: an answer an interviewer can follow, written or spoken. It opens by answering (the first
 * sentence names what was asked or states a view), tells things in order (首先/其次, or 先…然后…后来), gives reasons
 * (因为…所以) and closes on a result or a conclusion. Opening 30, order 30 (15 for one signpost), reasons 15,
 * closing 25; only sentences with a said clause count (sentences.ts), so connectives alone earn nothing, and the whole is scaled
 * by the share of the answer that is said. One sentence earns at most 40.
 */
export type StructureReport = { score: number; opening: boolean; sequence: string[]; reasons: boolean; closing: boolean; notes: string[] };

const ONE_SENTENCE_CAP = 40;
/** The points of an order told in full: two signposts or more, or a contrast laid out (contrast.ts). */
const ORDER_FULL = 30;

function cuesIn(text: string, cues: readonly string[]): string[] {
  const tokens = new Set(words(text));
  return cues.filter((c) => ([...c].length === 1 ? tokens.has(c) : text.includes(c)));
}

/** The first said sentence answers the question: a view or a self-introduction, a concept of the question, or its own words. */
function answersQuestion(first: string, question: Pick<BankQuestion, 'text' | 'keywords'>): boolean {
  if (OPENING_CUES.some((c) => first.includes(c))) return true;
  const tokens = new Set(words(first));
  if (question.keywords.some((k) => k.some((t) => mentions(first, tokens, t)))) return true;
  const own = new Set(termsOf(first));
  return termsOf(question.text).some((t) => own.has(t));
}

/** The said sentences at the end of a role-play read for its close: the ask, and a remark or two out of role after it (我大概会这么推). */
const ROLE_PLAY_TAIL = 3;
/** The person of the situation addressed (您, 你): a role-play takes the situation on by speaking to them. */
const ADDRESSED = /您|你(?!们好)/u;

/**
 * interview.structure.story-opening: a story told for the question (analysis.ts: an example asked for, a situation
 * met, one's own practice or account) opens by setting its scene, a time or a place of the student's own (大三寒假, 有一次:
 * SETTING_CUES; 我在包头一所中学实习时, 在校报的时候: SCENE_OPENING), as STAR begins: that answers what was asked, the
 * way a listener follows a story. A story opened on something else (我从小就喜欢…) is read as before.
 */
const setsScene = (sentence: string): boolean => SETTING_CUES.some((c) => sentence.includes(c)) || SCENE_OPENING.test(sentence) || TASK_OPENING.test(sentence) || (OWN_OPENING.test(sentence) && !TRAIT_OPENING.test(sentence));

/**
 * interview.structure.story-opening.own: a story told for the question may open on the student in their own voice:
 * the example announced (我说一个社团的例子吧), what they learned or did (我学Python是从毕设开始的, 我在学院宣传部做过两年
 * 干事, 我们课程项目做一个点单小程序), how they go about it (我会先把意见一条条列出来), where they stand (我在长安大学读统计):
 * the one the story is about, named first, as a listener follows it. A trait or a liking of theirs (我从小就比较能扛事,
 * 我比较喜欢画画: TRAIT_OPENING) says what they are, not what the story is about, and is read as before; so is an answer
 * of no event that opens on 我.
 */
const OWN_OPENING = /^[^，,。！？!?；;]{0,8}?[我咱]/u;
const TRAIT_OPENING = /^[^，,。！？!?；;]{0,8}?我(?:(?:从小|一直|向来|天生|本来|本身|性格)[^，,。！？!?；;]{0,6}?|这个人)?(?:就|都)?(?:比较|很|挺|特别|非常)(?:能|喜欢|爱|擅长|善于|怕|细心|外向|内向|开朗|认真)|^[^，,。！？!?；;]{0,8}?我(?:从小|一直|向来|天生|本来)(?:就|都)?(?:能|喜欢|爱|擅长|善于|怕)/u;

/**
 * interview.structure.task-opening: a story may set its scene by the piece of work it is about, the student's or their
 * group's (我们做一个蜂蜜品牌的包装设计作业, 我接过一个小程序的外包项目, 我们组做了一个课程设计): the assignment named is the
 * situation of STAR, as a time or a place is. Read only on a story told (analysis.ts), as setsScene is.
 */
const TASK_OPENING = /^[^，,。！？!?；;]{0,6}我(?:们|们组|们小组)?[^，,。！？!?；;]{0,3}(?:做|接|写|带|负责)(?:了|过)?(?:一个|一份|一次|个)[^，,。！？!?；;]{1,20}(?:作业|项目|课设|课程设计|比赛|策划|调研|方案|报告|设计)/u;

/**
 * interview.structure.story-order: a story tells its events in turn from how it began (一开始我们想得很简单…去村里一问才
 * 发现; 刚开始, 起初) and the day after (第二天): the order of a story told, as 先…然后 is of a method. Read only on a
 * story told: 一开始 heads a view as often (一开始就要想清楚), and these are no signposts of a template (SIGNPOSTS).
 */
const STORY_ORDER_CUES = ['一开始', '刚开始', '起初', '第二天'];

/**
 * interview.structure.lesson-drawn: a story that closes on the rule of thumb the student drew from it (我觉得意见不合的时候，
 * 拿真实的反馈来说话比较好; 我发现先问清楚再动手更快) closes on a conclusion of its own, as a lesson does. Read only on
 * a story told: a view closing an answer with no event in it (我觉得沟通最好) concludes nothing.
 */
const LESSON_DRAWN = /我(?:觉得|发现|体会到|认识到)[^。！？!?]{2,30}?(?:比较好|更好|最好|才行|更快|更有用|管用|有用)/u;

/**
 * interview.structure.result-close: a close that tells the result, in a figure or in words (star.ts tellsResult: 退回来的
 * 不到一百个, 他就全换了, 报名的比平时多了不少, 十一点半交了稿), closes on a result however it is worded.
 *
 * interview.structure.lesson-close: an answer that closes on what the student took from it or still lacks (现在我知道,
 * 这次记住的是, 我学会了: LESSON_CLOSES; 我到现在也不太会拒绝人，这个还在改; 间接法我还不太熟: a limit admitted,
 * hedges.ts LIMIT_HEDGES) closes on a conclusion of its own, as a result or a 所以 does.
 */
const closesOnLesson = (last: string): boolean => LESSON_CLOSES.some((c) => last.includes(c)) || LIMIT_HEDGES.some((h) => new RegExp(h.source, 'u').test(last));

/**
 * interview.structure.role-play: an answer said in role to the people of the situation (engagement.ts rolePlay: 王经理，
 * 我先问您一句…) opens by speaking to them within its first two said sentences, which answers what was asked (do it),
 * and closes on the ask of a sale (ROLE_PLAY_CLOSES: 我建议先放一盒, 您先拿一支试试) within its last ROLE_PLAY_TAIL.
 */
export function structureOf(answer: string, question: Pick<BankQuestion, 'text' | 'keywords'>, report: SentenceReport = sentencesOf(answer), { rolePlay = false, story = false } = {}): StructureReport {
  // a sentence counts whole (首先，我… keeps its 首先) when one of its clauses is said; a sentence of cue words does not
  const said = report.sentences.filter((s) => s.some((c) => c.said)).map((s) => s.map((c) => c.text).join('，'));
  if (!normalizeText(answer).trim()) return { score: 0, opening: false, sequence: [], reasons: false, closing: false, notes: [] };
  const first = said[0] ?? '';
  // a closing may be a result followed by what it taught: the last two sentences
  const last = said.length > 1 ? said.slice(Math.max(1, said.length - 2)).join('。') : '';
  const firstAt = report.sentences.findIndex((s) => s.some((c) => c.said));
  const opening = (Boolean(first) && firstAt <= 1 && (answersQuestion(first, question) || (story && setsScene(first)))) || (rolePlay && said.slice(0, 2).some((s) => ADDRESSED.test(s)));
  // interview.structure.contrast: one compared thing told, then the other, is the order of a comparison (contrast.ts);
  // so is a comparison laid out aspect by aspect, each telling both sides (出稿节奏：以前…；现在…: contrastsByAspects)
  const contrast = laysOutContrast(said.join('。'), question.text) || contrastsByAspects(answer, question.text);
  const sequence = [...cuesIn(said.join('。'), SEQUENCE_CUES), ...(story ? cuesIn(said.join('。'), STORY_ORDER_CUES) : [])];
  const order = contrast ? ORDER_FULL : Math.min(ORDER_FULL, sequence.length * 15);
  const reasons = cuesIn(said.join('。'), REASON_CUES).length > 0;
  const closing = (Boolean(last) && (CLOSING_CUES.some((c) => last.includes(c)) || tellsResult(last) || closesOnChoice(last, question.text) || closesOnLesson(last) || (story && LESSON_DRAWN.test(last)))) || (rolePlay && said.length > 1 && said.slice(-ROLE_PLAY_TAIL).some((s) => ROLE_PLAY_CLOSES.some((c) => s.includes(c))));
  const notes: string[] = [];
  if (!opening) notes.push('开头没有直接回答问题');
  if (order < ORDER_FULL) notes.push('没有交代先后层次（如“先……然后……最后”）');
  if (!closing) notes.push('结尾没有落到结果或结论');
  let score = (opening ? 30 : 0) + order + (reasons ? 15 : 0) + (closing ? 25 : 0);
  if (said.length < 2) score = Math.min(score, ONE_SENTENCE_CAP);
  return { score: Math.round(score * Math.min(1, report.share / SAID_FULL)), opening, sequence, reasons, closing, notes };
}
