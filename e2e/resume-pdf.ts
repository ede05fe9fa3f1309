// Reads the text of each page of a PDF that Chromium printed (page.pdf()), so a test can check what is on
// which page. Chromium writes text as glyph codes of embedded fonts, with a ToUnicode map per font; this
// follows pages → content streams and fonts → maps, which is all a Chromium PDF needs (no object streams).
import { inflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

type PdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = head.exec(text))) {
    const start = m.index + m[0].length;
    const streamAt = text.indexOf('stream', start);
    const endAt = text.indexOf('endobj', start);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = text.slice(start, streamAt);
      let dataStart = streamAt + 'stream'.length;
      if (text[dataStart] === '\r') dataStart += 1;
      if (text[dataStart] === '\n') dataStart += 1;
      const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
      const dataEnd = length ? dataStart + Number(length[1]) : text.indexOf('endstream', dataStart);
      const raw = pdf.subarray(dataStart, dataEnd);
      objects.set(Number(m[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
      head.lastIndex = text.indexOf('endobj', dataEnd);
    } else {
      objects.set(Number(m[1]), { dict: text.slice(start, endAt), stream: null });
    }
  }
  return objects;
}

const refs = (text: string): number[] => [...text.matchAll(/(\d+) 0 R/g)].map((r) => Number(r[1]));

/** The text of a dictionary entry: an inline << … >> (nesting respected) or the object it refers to. */
function entry(objects: Map<number, PdfObject>, dict: string, key: string): string {
  const at = dict.indexOf(`/${key}`);
  if (at === -1) return '';
  const rest = dict.slice(at + key.length + 1).trimStart();
  const ref = /^(\d+) 0 R/.exec(rest);
  if (ref) return objects.get(Number(ref[1]))?.dict ?? '';
  if (!rest.startsWith('<<')) return rest.split(/[/>]/)[0] ?? '';
  let depth = 0;
  for (let i = 0; i < rest.length - 1; i += 1) {
    if (rest.startsWith('<<', i)) depth += 1;
    else if (rest.startsWith('>>', i)) depth -= 1;
    if (depth === 0) return rest.slice(0, i + 2);
  }
  return rest;
}

const utf16 = (hex: string): string => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const lo = parseInt(range[1]!, 16);
      const hi = parseInt(range[2]!, 16);
      const dst = range[3]!;
      if (dst.startsWith('[')) {
        [...dst.matchAll(/<([0-9A-Fa-f]+)>/g)].forEach((d, i) => map.set(lo + i, utf16(d[1]!)));
      } else {
        const base = utf16(dst.slice(1, -1));
        for (let c = lo; c <= hi; c += 1) map.set(c, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + (c - lo)));
      }
    }
  }
  return map;
}

type Font = { map: Map<number, string>; bytes: number };

function pageFonts(objects: Map<number, PdfObject>, page: string): Map<string, Font> {
  const fonts = new Map<string, Font>();
  const fontDict = entry(objects, entry(objects, page, 'Resources'), 'Font');
  for (const f of fontDict.matchAll(/\/([^\s/<>]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(f[2]))?.dict ?? '';
    const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font);
    const cmap = cmapRef ? (objects.get(Number(cmapRef[1]))?.stream?.toString('latin1') ?? '') : '';
    fonts.set(f[1]!, { map: toUnicodeMap(cmap), bytes: /\/Type0/.test(font) ? 2 : 1 });
  }
  return fonts;
}

function decode(hex: string, font: Font | undefined): string {
  if (!font) return '';
  const step = font.bytes * 2;
  let out = '';
  for (let i = 0; i + step <= hex.length; i += step) out += font.map.get(parseInt(hex.slice(i, i + step), 16)) ?? '';
  return out;
}

function pageText(objects: Map<number, PdfObject>, page: string): string {
  const fonts = pageFonts(objects, page);
  const contentsAt = page.indexOf('/Contents');
  const contents = contentsAt === -1 ? [] : refs(page.slice(contentsAt, page.indexOf(page.includes('/Contents [') ? ']' : 'R', contentsAt) + 1));
  let text = '';
  for (const id of contents) {
    const ops = objects.get(id)?.stream?.toString('latin1') ?? '';
    let font: Font | undefined;
    for (const t of ops.matchAll(/\/([^\s/<>[\]]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>|\b(ET)\b/g)) {
      if (t[1]) font = fonts.get(t[1]);
      else if (t[2] !== undefined) text += decode(t[2], font);
      else text += '\n';
    }
  }
  return text;
}

/** The text on each page of a Chromium-printed PDF, in page order (one line per text block). */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const catalog = [...objects.values()].find((o) => /\/Type\s*\/Catalog/.test(o.dict));
  const pages: string[] = [];
  const walk = (id: number) => {
    const node = objects.get(id)?.dict ?? '';
    if (/\/Type\s*\/Pages/.test(node)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node)?.[1] ?? '';
      refs(kids).forEach(walk);
    } else if (/\/Type\s*\/Page\b/.test(node)) pages.push(pageText(objects, node));
  };
  const root = catalog ? /\/Pages (\d+) 0 R/.exec(catalog.dict) : null;
  if (root) walk(Number(root[1]));
  // fonts map shared glyphs to Kangxi radicals (⼤ for 大); NFKC gives the characters a reader sees
  return pages.map((p) => p.normalize('NFKC'));
}

/** Texts the site's header and footer print, which a document page must leave off the paper. */
const SITE_CHROME = ['京ICP备', '职位推荐'];

/**
 * The page printed to an A4 PDF as a student's browser would (print media), page by page; each page is checked to
 * hold only the document: none of the header's or footer's text, and no page nearly blank.
 */
export async function printedDocument(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const pages = pdfPageTexts(await page.pdf({ format: 'A4', printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  for (const text of pages) {
    for (const chrome of SITE_CHROME) expect(text).not.toContain(chrome);
    expect(text.replace(/\s/g, '').length).toBeGreaterThan(40);
  }
  return pages;
}
