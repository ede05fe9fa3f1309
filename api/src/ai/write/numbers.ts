// The writer and the model may never state a figure the student did not give (issue 11): every number in a
// written text must be one of the student's own; any other becomes a placeholder for the student to fill.

const NUMBER = /\d+(?:\.\d+)?/g;
/** A number with the unit after it, to keep the unit in the placeholder (提升30% → 提升【X%】). */
const NUMBER_WITH_UNIT = /\d+(?:\.\d+)?(\s*(?:%|‰|人次|人|个|名|家|项|次|倍|万|千|元|小时|天|周|月|年|篇|条|份))?/g;

/** Full-width digits, dot and percent as ASCII (the only change: Chinese punctuation stays). */
export const asciiDigits = (text: string): string => text.replace(/[０-９．％]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** The numbers a text holds, as written. */
export function numbersOf(text: string): Set<string> {
  return new Set(asciiDigits(text).match(NUMBER) ?? []);
}

/** The text with every number not in `own` replaced by 【X…】 (its unit kept). */
export function keepOwnNumbers(text: string, own: ReadonlySet<string>): string {
  return asciiDigits(text).replace(NUMBER_WITH_UNIT, (match: string, unit: string | undefined) => {
    const number = /\d+(?:\.\d+)?/.exec(match)![0];
    return own.has(number) ? match : `【X${(unit ?? '').trim()}】`;
  });
}
