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
  return (total > 0 && junk / total > GARBLED_SHARE) || randomLetters(lines);
}

/**
 * A broken ToUnicode map that points at ordinary code points reads as letters from all over Unicode (戈┉뙧,
 * 榾陚y黑畴): real resumes write nearly every non-Latin letter from GB2312's 6,763 common characters, garbage
 * does not. Judged from RANDOM_LEAST such letters on; above RANDOM_SHARE outside GB2312 the text is garbage.
 */
const RANDOM_LEAST = 20;
export const RANDOM_SHARE = 0.3;
let gb2312: Set<string> | null = null;
/** GB2312's characters, by decoding its code space (rows 0xA1-0xF7, cells 0xA1-0xFE) with the runtime's GBK decoder. */
function commonCharacters(): Set<string> {
  if (gb2312) return gb2312;
  const decoder = new TextDecoder('gbk');
  gb2312 = new Set();
  for (let row = 0xa1; row <= 0xf7; row += 1) {
    for (let cell = 0xa1; cell <= 0xfe; cell += 1) gb2312.add(decoder.decode(new Uint8Array([row, cell])));
  }
  return gb2312;
}

function randomLetters(lines: readonly string[]): boolean {
  const common = commonCharacters();
  let letters = 0;
  let rare = 0;
  for (const line of lines) {
    for (const c of line) {
      if (c.charCodeAt(0) < 0x80 || !/\p{L}/u.test(c)) continue;
      letters += 1;
      if (!common.has(c)) rare += 1;
    }
  }
  return letters >= RANDOM_LEAST && rare / letters > RANDOM_SHARE;
}
