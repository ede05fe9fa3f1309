/**
 * Characters no resume means to hold: the private use areas (icon fonts, and glyphs a broken ToUnicode map
 * leaves unmapped), the replacement character, control characters (C0 and C1, except tab and line breaks),
 * noncharacters, and CJK compatibility ideographs (U+F900–FAFF) that a bad map gives for ordinary Han.
 */
function isJunk(code: number): boolean {
  return (
    (code >= 0xe000 && code <= 0xf8ff) ||
    code >= 0xf0000 ||
    code === 0xfffd ||
    (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0xfdd0 && code <= 0xfdef) ||
    (code & 0xfffe) === 0xfffe ||
    (code >= 0xf900 && code <= 0xfaff)
  );
}

/**
 * A share of junk above this means the text layer cannot be read: the page goes through OCR instead. An icon
 * font before each heading is a few per cent of a page (its lines are read as text, the icons dropped); a
 * text layer in a font without a usable map is most of it.
 */
export const GARBLED_SHARE = 0.2;

/**
 * Whether text lines are mostly junk: more than GARBLED_SHARE of their non-space characters. Give it the text
 * layer as pdf.js extracts it (item.str): normalizeText drops private-use and control characters as icons and
 * NFKC turns compatibility ideographs into ordinary ones, so normalised lines no longer show the junk.
 */
export function isGarbled(lines: readonly string[]): boolean {
  let total = 0;
  let junk = 0;
  for (const line of lines) {
    for (const c of line) {
      if (c === ' ' || c === '\u3000' || c === '\t' || c === '\n' || c === '\r') continue;
      total += 1;
      if (isJunk(c.codePointAt(0)!)) junk += 1;
    }
  }
  return total > 0 && junk / total > GARBLED_SHARE;
}
