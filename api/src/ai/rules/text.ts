// Small text helpers shared by the rules. Every rule reads normalised text (text/normalize.ts): PDF extraction
// often yields CJK radicals (⼤ for 大) and full-width forms (２０２１．０９, ｜), folded to the usual characters;
// Chinese punctuation (，：（）) stays as written, so patterns accept both forms.
import { normalizeSpaced } from '../text/normalize';

/** A line as the rules read it (text/normalize.ts): icons dropped, Chinese punctuation and wide gaps kept. */
export function normalizeLine(line: string): string {
  return normalizeSpaced(line);
}

/** Normalised, non-empty lines. */
export function normalizeLines(lines: readonly string[]): string[] {
  return lines.map(normalizeLine).filter((l) => l !== '');
}

/** A leading bullet or list number (• · - ● ▪ 1. 1、 (1)), not the start of a date like 2021.09. */
export const BULLET = /^(?:[•·\-–●▪■◆◇○►▶➢✓√*]+|\d{1,2}(?:[.、)]|\s*\))(?!\d)|\(\d{1,2}\))\s*/;

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

export function hasBullet(line: string): boolean {
  return BULLET.test(line);
}

/** A line that ends a sentence (the next line is not its wrapped continuation). */
export function endsSentence(line: string): boolean {
  return /[。；;！!？?]$/.test(line);
}
