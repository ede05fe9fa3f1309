import CONCRETENESS from '../dictionaries/concreteness.json';
import { matchText } from '../text/normalize';

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
  const setting = SETTING.test(text);
  // quotation marks are read as the student typed them (NFKC leaves ‘’“” as they are)
  const quotes = (answer.match(QUOTE) ?? []).length;
  const deeds = (text.match(DEED) ?? []).length;
  const limit = LIMIT.test(text);
  const score = Math.min(figures.length, FIGURES_MAX) + (setting ? 1 : 0) + Math.min(quotes, QUOTES_MAX) + Math.min(deeds, DEEDS_MAX) + (limit ? LIMIT_WEIGHT : 0);
  return { score, figures, setting, quotes, deeds, limit };
}

/** The generic intentions and hollow results an answer says (多沟通, 不断学习, 活动很成功, 锻炼了我的组织能力). */
export function vagueWordsOf(answer: string): string[] {
  const text = matchText(answer);
  return VAGUE.flatMap((r) => text.match(r) ?? []);
}
