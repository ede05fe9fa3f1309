import CONCRETENESS from '../dictionaries/concreteness.json';
import { matchText } from '../text/normalize';
import { asksForWeakness } from './setbacks';
import { ENUMERATION_CUES } from './spoken-cues';
import { REASONS_MIN, STAGES_MIN } from './weights';

/**
 * interview.concrete and interview.vague (concreteness.json): what the rubric tells a 5 from a 3 by, made countable.
 * A 5 is told in particulars of the student's own: figures with their unit (三个月, 一百六十多份, 68分), a time or
 * place (去年十二月, 大三, 那次), what someone said quoted (‘为什么学生宁愿去远一点的那家’), the student's own past deeds
 * (我就删了一半图, 我问过) and limits admitted (说实话, 拿不准, 还没做过). A 3 says what one would do in words that fit
 * any answer: generic intentions (多沟通、多学习、不断提升自己) and hollow results (活动很成功, 反响很好, 锻炼了我的能力).
 */
const FIGURE = new RegExp(`${CONCRETENESS.numbers}${CONCRETENESS.units}`, 'gu');
const SETTING = new RegExp(CONCRETENESS.settings.join('|'), 'u');
const DEED = new RegExp(CONCRETENESS.deeds, 'gu');
const QUOTE = new RegExp(CONCRETENESS.quotes, 'gu');
const LIMIT = new RegExp(CONCRETENESS.limits.join('|'), 'u');
const VAGUE = CONCRETENESS.vague.map((r) => new RegExp(r, 'gu'));
/** The horizons of a plan's stages ahead (第一年, 第二到三年, 前一两年, 三到五年, 五年的话): the plan's timeline, no figure of the student's own. */
const HORIZON = new RegExp(CONCRETENESS.horizons.join('|'), 'gu');
/** What a plan tells of the student's own besides: where they stand now (我现在在看…, 已经在准备), a dated next step (明年考), a reason. */
const PLAN_OWN = new RegExp(CONCRETENESS.plan_own.join('|'), 'u');
/**
 * A pick among alternatives (最适合自己的那家公司, 最能让我成长的那个): 那家 there is the one to be chosen, not a place the
 * student was in (picks); 那家 alone (在那家店) still sets a story.
 */
const PICK = new RegExp(CONCRETENESS.picks.join('|'), 'gu');
export const withoutPicks = (text: string): string => text.replace(PICK, '');

/** Each kind of particular counts up to this many times: a list of figures is no account by itself. */
const FIGURES_MAX = 3;
const QUOTES_MAX = 2;
const DEEDS_MAX = 3;
/** A limit admitted weighs more than one figure: a template never says 没做到. */
const LIMIT_WEIGHT = 1.5;

export type Concreteness = { score: number; figures: string[]; setting: boolean; quotes: number; deeds: number; limit: boolean };

/** The particulars of the student's own an answer tells, and their weight (figures, setting, quotes, deeds, a limit admitted). */
export function concretenessOf(answer: string): Concreteness {
  const text = matchText(answer);
  const figures = [...new Set(text.match(FIGURE) ?? [])];
  const setting = SETTING.test(withoutPicks(text));
  // quotation marks are read as the student typed them (NFKC leaves ‘’“” as they are)
  const quotes = (answer.match(QUOTE) ?? []).length;
  const deeds = (text.match(DEED) ?? []).length;
  const limit = LIMIT.test(text);
  const score = Math.min(figures.length, FIGURES_MAX) + (setting ? 1 : 0) + Math.min(quotes, QUOTES_MAX) + Math.min(deeds, DEEDS_MAX) + (limit ? LIMIT_WEIGHT : 0);
  return { score, figures, setting, quotes, deeds, limit };
}

/**
 * interview.concrete.asked-limit: on a question asking for the student's weakness, a limit admitted (不太会拒绝别人) is
 * what was asked, not honesty beyond it: it weighs nothing as a particular of the student's own. Elsewhere (说实话,
 * 还没做过) it still does.
 */
export function withoutAskedLimit(c: Concreteness, question: string): Concreteness {
  return c.limit && asksForWeakness({ text: question }) ? { ...c, limit: false, score: c.score - LIMIT_WEIGHT } : c;
}

/**
 * interview.vague.gap-practised: practice resolved on a gap the student has just admitted in the same sentence (字幕和配乐
 * 这块我现在还是比较弱，还得多练; 口语还不太熟练，要多练习) is their next step on a skill they named, not a generic
 * intention: the gap (还是比较弱, 不熟, 手生) comes first, and only practice (多练, 多实践, 多动手) follows it. 我会多练
 * with no gap before it, and 不断学习 or 提升自己 after one (我的能力还比较弱，要不断学习), stay generic.
 */
const GAP_PRACTISED = /(?:弱|生疏|不(?:太|够)?熟练?|手生)[^。！？!?；;]{0,12}?多(?:练习?|实践|动手)/gu;

/** The generic intentions and hollow results an answer says (多沟通, 不断学习, 活动很成功, 锻炼了我的组织能力). */
export function vagueWordsOf(answer: string): string[] {
  const text = matchText(answer).replace(GAP_PRACTISED, (m) => m.replace(/多(?:练习?|实践|动手)$/u, ''));
  return VAGUE.flatMap((r) => text.match(r) ?? []);
}

/** The horizons of the stages a plan lays out ahead (第一年, 第二到三年, 三到五年的话), each once. */
export const horizonsOf = (answer: string): string[] => [...new Set(matchText(answer).match(HORIZON) ?? [])];

/**
 * interview.vague.stages: a plan laid out by stages ahead (STAGES_MIN horizons or more: 第一年熟悉业务…第二到三年成为骨干…
 * 三到五年带团队) with no particular of the student's own once its horizons are counted out (every plan has them, however
 * generic; elsewhere they still count) and nothing of where the student stands now, no dated next step, no reason
 * (PLAN_OWN): the template fits any student, the rubric's 3. A plan with a certificate dated (明年考…), a skill they
 * have or lack now, a limit admitted or a reason is their own.
 */
export function plansByGenericStages(answer: string): boolean {
  const text = matchText(answer);
  if (horizonsOf(text).length < STAGES_MIN || PLAN_OWN.test(text)) return false;
  return concretenessOf(text.replace(HORIZON, '，')).score === 0;
}

/**
 * interview.vague.reasons: a view or a motive given as reasons counted off (第一，会计是一个很稳定的职业…第二，我性格比较细心…;
 * 首先，懂技术可以更好地和开发沟通…其次…最后…: REASONS_MIN or more of ENUMERATION_CUES) with no particular of the
 * student's own anywhere (no figure with its unit, no time or place, no words quoted, no past deed, no limit admitted):
 * correct and anyone's, the rubric's 3. A reason with a case of the student's in it (大二在代账公司实习时…) is theirs;
 * reasons illustrated by an instance (比如帮助整理资料、生成标题备选: INSTANCE) are argued, not only counted off.
 */
const INSTANCE = /比如|例如|举个例子|举例/u;
export function countsOffGenericReasons(answer: string): boolean {
  const text = matchText(answer);
  return ENUMERATION_CUES.filter((c) => text.includes(c)).length >= REASONS_MIN && !INSTANCE.test(text) && concretenessOf(text).score === 0;
}

/** A choice handed to circumstances (要根据业务场景来选择, 具体比例要根据公司的会计政策来定, 各有各的特点: concreteness.json deferrals). */
const DEFERRAL = new RegExp(CONCRETENESS.deferrals.join('|'), 'u');
/** The sentences of an answer, as its closing is read (the last of them). */
const closingOf = (text: string): string => text.split(/[。！？!?\n]+/u).filter((s) => s.trim()).at(-1) ?? '';

/**
 * interview.vague.deferred: an answer that names the options or the points and closes by handing the choice to
 * circumstances (各有各的特点，要根据业务场景来选择; 具体用哪种方法要看业务目标来定; 具体比例要根据公司的会计政策来定:
 * DEFERRAL in its last sentence), with no particular of the student's own anywhere (concretenessOf: no figure with its
 * unit, time or place, words quoted, past deed or limit admitted): it never says when which applies, the rubric's 3,
 * "the main idea without the substance". The deferral quoted, else null. A closing that says how the student chose
 * (我们当时按…选了…), or an answer told in a case of their own, is theirs; a deferral inside an argument is read no further.
 */
export function deferredChoiceOf(answer: string): string | null {
  const text = matchText(answer);
  const deferral = DEFERRAL.exec(closingOf(text))?.[0];
  return deferral && concretenessOf(text).score === 0 ? deferral : null;
}

/**
 * The length from which an answer has room to develop its points before it sums them up (an answer of three hundred
 * characters that closes on 总之…要细心 has told its steps first): a summary closes only a shorter one as its substance.
 */
const SUMMED_UP_MAX_CHARS = 200;

/** A summary heading an answer's last sentence (总之, 总的来说, 综上所述): the point said again in a line. */
const SUMMARY = /^\s*(?:总之|总而言之|总的来说|总的讲|总结一下|总结来说|综上所述|综上|概括来说|概括一下)/u;

/**
 * interview.vague.summed-up: an answer that closes by summing itself up (总之就是要细心，多沟通; 总的来说两种方法
 * 各有各的用处: SUMMARY heading its last sentence) with no particular of the student's own anywhere
 * (concretenessOf: no figure with its unit, time or place, words quoted, past deed or limit admitted): the points named and
 * then the idea restated, the rubric's 3, "the main idea without the substance". The summary quoted, else null. An
 * answer that tells a case of the student's own (金工实习时我在车床上车过一根轴) or admits a limit sums up what it
 * has shown; one that never sums up is read by the other rules.
 */
export function summedUpOf(answer: string): string | null {
  const text = matchText(answer);
  if ([...text.replace(/\s/g, '')].length >= SUMMED_UP_MAX_CHARS) return null;
  const closing = closingOf(text).trim();
  return SUMMARY.test(closing) && concretenessOf(text).score === 0 ? closing : null;
}

/**
 * An experience named only to vouch for what the answer said (我实习的时候也都是这么做的, 我在院报校过几次稿子，
 * 基本就是这样操作的): 这样/这么 with a verb of doing and 的 closing the answer's last sentence.
 */
const VOUCH_CLAUSES_MAX = 2;
const VOUCH = /(?:这样|这么|这个样子)(?:做|操作|弄|处理|来|干|写|查|测|办)的[。！!]?\s*$/u;

/**
 * interview.vague.vouched: an answer whose only particular of the student's own is the experience it closes by vouching
 * with (…我实习的时候也都是这么做的: VOUCH in its last sentence; the rest no figure, time or place, words quoted,
 * past deed or limit admitted): the experience is named, nothing of it is told, so the points before it stay anyone's,
 * the rubric's 3. The vouching sentence quoted, else null. A case told of it (带教老师就是这么处理的，半小时后体温
 * 降了下来), or a particular elsewhere in the answer, is the student's own.
 */
export function vouchedOnlyOf(answer: string): string | null {
  const text = matchText(answer);
  const closing = closingOf(text);
  // the experience named and the vouch, no more: a case told in the same sentence (我实习时见过一次，一位病人…发热，
  // 老师就是这么处理的) tells it
  if (!VOUCH.test(closing) || closing.split(/[，,；;]/u).filter((c) => c.trim()).length > VOUCH_CLAUSES_MAX) return null;
  const rest = text.slice(0, text.lastIndexOf(closing));
  return concretenessOf(closing).score > 0 && concretenessOf(rest).score === 0 ? closing.trim() : null;
}
