/**
 * CJK Radicals Supplement forms (which NFKC leaves alone) and a few variants that fonts share a glyph with,
 * as the ideographs a PDF's text layer meant: Chromium's PDFs map 页 to ⻚ and 户 to 戶, for instance.
 */
const RADICALS: Record<string, string> = {
  '⺟': '母', '⺠': '民', '⻄': '西', '⻅': '见', '⻆': '角', '⻉': '贝', '⻋': '车', '⻓': '长', '⻔': '门',
  '⻘': '青', '⻚': '页', '⻛': '风', '⻜': '飞', '⻝': '食', '⻢': '马', '⻣': '骨', '⻤': '鬼', '⻥': '鱼',
  '⻦': '鸟', '⻨': '麦', '⻩': '黄', '⻬': '齐', '⻮': '齿', '⻰': '龙', '⻳': '龟', '戶': '户', '⼾': '户',
};
const RADICAL_FORMS = new RegExp(`[${Object.keys(RADICALS).join('')}]`, 'g');

/**
 * Text as the engine reads it: NFKC (PDFs often carry CJK radicals such as ⼤ for 大, and full-width Latin
 * letters and digits), no zero-width or non-breaking spaces, runs of spaces collapsed.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(RADICAL_FORMS, (c) => RADICALS[c] ?? c)
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\u00a0\u3000\t]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Lines of a text, normalised, without empty ones. */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(normalizeText)
    .filter((line) => line.length > 0);
}
