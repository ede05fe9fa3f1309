import { getDocumentProxy } from 'unpdf';
import { isFieldLabel } from '../rules/field-labels';
import { defaultHeadingOf } from '../rules/section-headings';
import { normalizeText, withoutAutoSpace } from './normalize';
import { ResumeTextError } from './resume-text-error';
import { usePdfjs } from './pdfjs';

/** A run of text on a page: left x, baseline y (up from the bottom), width and font height, in points. */
export type TextRun = {
  text: string; x: number; y: number; width: number; height: number;
  /** a space of its own follows the run in the text layer (Chromium prints one between words, narrower than a gap) */
  space?: boolean;
};

/** At most this many pages are read: a resume is one or two pages, a longer file is not one. */
const MAX_PAGES = 6;
/** A page of a resume holds a few hundred runs; a crafted page with millions is cut here, not read whole. */
const MAX_RUNS_PER_PAGE = 5_000;

/**
 * The text lines of a PDF in reading order. Runs on the same baseline join into a line; a page laid out in
 * two columns (a sidebar beside the main part, as many resume templates are) is read column by column, the
 * main part first (it holds the name above the education), so a sidebar's 联系方式 does not interleave with
 * the 教育背景 beside it. The main parts of all pages come first and the sidebars after them, so an entry that
 * runs on to the next page is not cut by the sidebar's headings. Encrypted or broken files and files
 * without a text layer (scans, images) throw a ResumeTextError.
 */
export async function pdfLines(data: Uint8Array): Promise<string[]> {
  await usePdfjs();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // verbosity 0: a broken file is our ResumeTextError, not pdf.js warnings in the log
    pdf = await getDocumentProxy(data, { verbosity: 0 });
  } catch {
    throw new ResumeTextError('unreadable');
  }
  const autoSpaced = await wordProcessorExport(pdf);
  const pages: { runs: TextRun[]; width: number }[] = [];
  for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n += 1) {
    const page = await pdf.getPage(n);
    const [, , pageWidth] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const runs: TextRun[] = [];
    for (const item of content.items) {
      if (runs.length >= MAX_RUNS_PER_PAGE) break;
      if (!('str' in item)) continue;
      // in a word processor's export, spaces pdf.js put where it spaced Chinese from a number are no text ("完成 3 套")
      const text = autoSpaced ? withoutAutoSpace(normalizeText(item.str)) : normalizeText(item.str);
      if (!text) {
        const last = runs.at(-1);
        if (last && item.str.length > 0 && Math.abs((item.transform[5] as number) - last.y) <= 1) last.space = true;
        continue;
      }
      const run = { text, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: Math.abs(item.height) || Math.abs(item.transform[3] as number) };
      // text placed off the page (or at absurd sizes) is nobody's to read, and would size the column scan's bins
      if (onPage(run, pageWidth)) runs.push(run);
    }
    pages.push({ runs, width: pageWidth });
  }
  await pdf.destroy();
  const lines = documentLines(pages);
  if (lines.join('').replace(/\s/g, '').length < 10) throw new ResumeTextError('noText');
  return lines;
}

/**
 * Whether the PDF is a word processor's export (Word, WPS, LibreOffice: their producer or creator says so). They
 * space Chinese apart from numbers when printing, which pdf.js reads as spaces; a browser prints the text as typed.
 */
async function wordProcessorExport(pdf: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<boolean> {
  try {
    const { info } = (await pdf.getMetadata()) as { info?: { Producer?: unknown; Creator?: unknown } };
    return /LibreOffice|OpenOffice|Microsoft|Word|WPS|Kingsoft/i.test(`${String(info?.Producer ?? '')} ${String(info?.Creator ?? '')}`.slice(0, 200));
  } catch {
    return false;
  }
}

const onPage = (r: TextRun, pageWidth: number) =>
  [r.x, r.y, r.width, r.height].every(Number.isFinite) && r.x >= -pageWidth && r.x + r.width <= 2 * pageWidth && r.width >= 0 && r.width <= 2 * pageWidth;


/** A page number or footer standing alone: "第 1 页 共 2 页", "1/2", "- 1 -", "Page 1 of 2". */
const PAGE_MARKER = /^(?:第\s*\d+\s*页(?:\s*[,，/]?\s*共\s*\d+\s*页)?|\d+\s*\/\s*\d+|[-–—]\s*\d+\s*[-–—]|page\s*\d+(?:\s*(?:of|\/)\s*\d+)?)$/i;

/** The pages' lines: every page's main part in page order, then the sidebars (an entry may run on to the next page). */
export function documentLines(pages: readonly { runs: readonly TextRun[]; width: number }[]): string[] {
  const parts = pages.map((p) => pageParts(p.runs, p.width));
  return [...parts.flatMap((p) => p.main), ...parts.flatMap((p) => p.side)];
}

/**
 * A page's runs as lines in reading order: the main (wider) column, then the sidebar, each top to bottom. Page
 * numbers are left out first, so they neither lengthen the page the columns are measured against nor cut a
 * description running on to the next page.
 */
export function pageLines(runs: readonly TextRun[], pageWidth: number): string[] {
  const { main, side } = pageParts(runs, pageWidth);
  return [...main, ...side];
}

/** A page's lines: the main part (a title above the columns, then the wider column) and the sidebar ([] for one column). */
function pageParts(runs: readonly TextRun[], pageWidth: number): { main: string[]; side: string[] } {
  const text = baselineGroups(runs).filter((line) => !PAGE_MARKER.test(joinRuns([...line].sort((a, b) => a.x - b.x))));
  return columnParts(text.flat(), pageWidth);
}

function columnParts(runs: readonly TextRun[], pageWidth: number): { main: string[]; side: string[] } {
  const gutter = columnGutter(runs, pageWidth);
  if (gutter === null) return { main: toLines(runs), side: [] };
  const crossing = (r: TextRun) => r.x < gutter && r.x + r.width > gutter;
  // a full-width title above both columns is read first
  const columnsTop = most(runs.filter((r) => !crossing(r)).map((r) => r.y));
  const above = runs.filter((r) => crossing(r) || r.y > columnsTop);
  const rest = runs.filter((r) => !above.includes(r));
  const left = rest.filter((r) => r.x < gutter);
  const right = rest.filter((r) => r.x >= gutter);
  // the wider column is the main part (name, education, experience); a narrow sidebar (contact, skills) follows it
  const leftWider = gutter - least(runs.map((r) => r.x)) >= most(runs.map((r) => r.x + r.width)) - gutter;
  const [main, side] = leftWider ? [left, right] : [right, left];
  return { main: [...toLines(above), ...toLines(main)], side: toLines(side) };
}

/**
 * The x of an empty vertical band between two columns, or null for a one-column page. The band must lie in
 * the middle half of the text's width, be at least 12 pt wide, and have text on both sides over much of the
 * page's height; only a few runs (a title) may cross it. The widest band is not always the gutter (a main
 * column's right-aligned dates leave one between its text and them), so bands are tried widest first.
 */
function columnGutter(runs: readonly TextRun[], pageWidth: number): number | null {
  if (runs.length < 8) return null;
  const left = least(runs.map((r) => r.x));
  const right = most(runs.map((r) => r.x + r.width));
  const span = right - left;
  if (span < pageWidth * 0.4) return null;
  const step = 2;
  const bins = Math.ceil(span / step) + 1;
  const cover = new Array<number>(bins).fill(0);
  for (const r of runs) {
    for (let b = Math.floor((r.x - left) / step); b <= Math.floor((r.x + r.width - left) / step); b += 1) cover[b] = (cover[b] ?? 0) + 1;
  }
  // bands of bins crossed by at most two runs, within the middle half, at least 12 pt wide
  const bands: { from: number; to: number }[] = [];
  let from = -1;
  for (let b = Math.floor(bins * 0.2); b <= Math.ceil(bins * 0.8); b += 1) {
    const open = (cover[b] ?? 0) <= 2 && b < Math.ceil(bins * 0.8);
    if (open && from < 0) from = b;
    if (!open && from >= 0) {
      if ((b - from) * step >= 12) bands.push({ from, to: b });
      from = -1;
    }
  }
  bands.sort((a, b) => b.to - b.from - (a.to - a.from));
  for (const band of bands) {
    const gutter = left + clearestBin(cover, band) * step;
    if (separatesColumns(runs, gutter)) return gutter;
  }
  return null;
}

/** The middle of the longest stretch of a band's least-covered bins: the gutter runs where no text reaches (a long e-mail may enter the band). */
function clearestBin(cover: readonly number[], band: { from: number; to: number }): number {
  const lowest = least(cover.slice(band.from, band.to));
  let best: { from: number; to: number } | null = null;
  let from = -1;
  for (let b = band.from; b <= band.to; b += 1) {
    const clear = b < band.to && (cover[b] ?? 0) === lowest;
    if (clear && from < 0) from = b;
    if (!clear && from >= 0) {
      if (!best || b - from > best.to - best.from) best = { from, to: b };
      from = -1;
    }
  }
  return best ? (best.from + best.to) / 2 : (band.from + band.to) / 2;
}

/** Whether the runs left and right of `gutter` are two columns, not one column's rows (a title and its dates). */
function separatesColumns(runs: readonly TextRun[], gutter: number): boolean {
  const heightOf = (side: readonly TextRun[]) => (side.length ? most(side.map((r) => r.y)) - least(side.map((r) => r.y)) : 0);
  const leftRuns = runs.filter((r) => r.x + r.width <= gutter);
  const rightRuns = runs.filter((r) => r.x >= gutter);
  const textHeight = heightOf(runs);
  const chars = (side: readonly TextRun[]) => side.reduce((n, r) => n + r.text.length, 0);
  const total = chars(runs);
  // both columns carry text over a good part of the page, in lines of their own: not a note in a margin. A sparse
  // sidebar (a phone, an e-mail, a few skills) holds few characters and may end at a fifth of a long main column,
  // so its lines count more than its text.
  const isColumn = (side: TextRun[]) => baselineGroups(side).length >= 4 && heightOf(side) >= textHeight * 0.2 && chars(side) >= total * 0.06;
  if (!isColumn(leftRuns) || !isColumn(rightRuns)) return false;
  // a column's lines start at one x; the right ends of rows (dates, an e-mail beside a phone) start where their
  // text's width puts them (or, right-aligned dates of one form, are mostly dates), so they are rows that run
  // across, not a column. Judged per line: PDFs split a line into many runs.
  const leftLines = baselineGroups(leftRuns);
  const rightLines = baselineGroups(rightRuns);
  const columnStart = least(rightRuns.map((r) => r.x));
  const starts = rightLines.map((line) => least(line.map((r) => r.x)));
  // within a character and a half: a bullet and its text both start the line
  const aligned = starts.filter((x, i) => x - columnStart <= Math.max(3, rightLines[i]![0]!.height * 1.5)).length;
  const dates = rightLines.filter(isDateCell).length;
  if (aligned < rightLines.length * 0.6 || dates >= rightLines.length * 0.6) return false;
  // a table's rows (the dates in one cell, the entry's title in the next) are no columns either
  return !datesBesideRows(leftLines, rightLines) && !datesBesideRows(rightLines, leftLines);
}

/** The least and greatest of many numbers: spreading a page's runs into Math.min overflows the stack on a crafted file. */
const least = (xs: readonly number[]) => xs.reduce((a, b) => (b < a ? b : a), Infinity);
const most = (xs: readonly number[]) => xs.reduce((a, b) => (b > a ? b : a), -Infinity);

const lineText = (line: readonly TextRun[]) => line.map((r) => r.text).join('');

/** A short line holding a year (not digits of a phone number): an entry's dates standing alone. */
const isDateCell = (line: readonly TextRun[]) => {
  const text = lineText(line);
  return text.length <= 30 && /(?<!\d)(19|20)\d{2}(?!\d)/.test(text);
};

/**
 * A line of dates and nothing else, or with a place ("2021.09 - 2025.06", "Sep 2021 - Present", "2024.01 - 至今 |
 * 南京"): a table's first cell.
 */
const isDatesOnly = (line: readonly TextRun[]) => {
  const text = lineText(line);
  const rest = text
    .replace(/(?:19|20)\d{2}|\d{1,2}|[年月日./\-‒–—―−~〜至到]|今|现在|present|now|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?/gi, '')
    .replace(/[\s|｜·,，()（）]/g, '');
  // a place stands after a separator at the end; a title's first word ("浙江大学 2022.09 - 2025.06") does not count as one
  const place = /^\p{Script=Han}{2,4}$/u.test(rest) && /[|｜·,，]\s*\p{Script=Han}{2,4}\s*$/u.test(text);
  return /(?<!\d)(?:19|20)\d{2}(?!\d)/.test(text) && (rest.length <= 2 || place);
};

/**
 * Whether the lines of `side` that hold dates alone sit beside the first line of a block across the gutter: the
 * rows of a table whose first cell holds each entry's dates and the next its title. The cells' first lines share a
 * baseline within half a line (a paragraph's margin moves one); the line across starts its block (a row's gap
 * above it) and is no bullet. A sidebar meets a main column's lines on a baseline now and then, but its lines are
 * seldom bare dates beside the start of a block.
 */
function datesBesideRows(side: readonly TextRun[][], other: readonly TextRun[][]): boolean {
  const dated = side.filter(isDatesOnly);
  const startsBlock = (k: number) => {
    const line = other[k]!;
    return k === 0 || other[k - 1]![0]!.y - line[0]!.y > line[0]!.height * 1.8;
  };
  const beside = dated.filter((line) =>
    other.some((o, k) => Math.abs(o[0]!.y - line[0]!.y) <= line[0]!.height / 2 && startsBlock(k) && !/^[•·●▪■◆\-–]/.test(lineText(o))),
  );
  return beside.length >= 2 && beside.length >= dated.length * 0.6;
}

/** Runs grouped by baseline (within a third of the font height), top to bottom. */
function baselineGroups(runs: readonly TextRun[]): TextRun[][] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextRun[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) <= Math.max(2, run.height / 3)) line.push(run);
    else lines.push([run]);
  }
  return lines;
}

/** Runs on one baseline joined left to right; lines top to bottom. */
function toLines(runs: readonly TextRun[]): string[] {
  return liftLabelCells(baselineGroups(runs).map((line) => line.sort((a, b) => a.x - b.x)))
    .map(joinRuns)
    .filter((l) => l.length > 0);
}

/** Joins runs with a space where the page shows a gap wider than a third of a character or a space of its own, else directly. */
function joinRuns(runs: readonly TextRun[]): string {
  let text = '';
  let end = -Infinity;
  let space = false;
  for (const r of runs) {
    const gap = r.x - end;
    text += text && (gap > r.height / 3 || (space && gap > -r.height / 4)) ? ` ${r.text}` : r.text;
    end = r.x + r.width;
    space = r.space === true;
  }
  return normalizeText(text);
}

/**
 * A Word grid's section label (教育背景 in the cell left of the entries) is centred in its row, and a long one wraps
 * ("实习经历" / "Internship" / "Experienc" / "e"), so the PDF gives its pieces among the row's lines. A label cell
 * is found as the pieces at one x, each standing a cell's gap left of the values, that join into a heading; its
 * row is the value lines between its pieces and as many above as below its middle at the same distances, none
 * that the row above took. The label goes back above its row as one line. Lines, top to bottom, each sorted by x.
 */
function liftLabelCells(lines: TextRun[][]): TextRun[][] {
  const first = (i: number) => lines[i]![0]!;
  // a line's first run standing a cell's gap apart from the rest of its line, or alone
  const piece = (i: number) => lines[i]!.length === 1 || lines[i]![1]!.x - (first(i).x + first(i).width) >= first(i).height;
  type Cell = { from: number; label: TextRun; rows: { at: number; runs: TextRun[] }[] };
  const cells = new Map<number, Cell>();
  const consumed = new Set<number>();
  let claimed = -1;
  for (let k = 0; k < lines.length; k += 1) {
    if (k <= claimed || !piece(k)) continue;
    const r0 = first(k);
    const end = r0.x + r0.width;
    const near = lines.slice(Math.max(0, k - 3), k + 4).flatMap((l) => l.filter((r) => r.x >= end + r0.height).slice(0, 1)).map((r) => r.x);
    if (near.length === 0) continue;
    const valueX = least(near);
    const isValue = (i: number) => Math.abs(first(i).x - valueX) <= 2;
    // the label's pieces: at its x, within two lines of each other, values between them
    const found = [k];
    for (let j = k + 1; j < lines.length && j <= k + 12; j += 1) {
      const gap = first(found.at(-1)!).y - first(j).y;
      if (gap > r0.height * 1.8) break;
      if (Math.abs(first(j).x - r0.x) <= 2 && piece(j) && first(j).x + first(j).width < valueX) found.push(j);
      else if (!isValue(j)) break;
    }
    // the most pieces that make a heading (the next row's label may follow within reach)
    let count = found.length;
    // (a basic field's label is none: "学历 | 本科" is a field of the grid's head, though 学历 may head a section)
    const heads = (n: number) => defaultHeadingOf(joinLabel(found.slice(0, n).map(first))) !== null && !isFieldLabel(joinLabel(found.slice(0, n).map(first)));
    while (count > 0 && !heads(count)) count -= 1;
    if (count === 0) continue;
    const pieces = found.slice(0, count);
    const label = joinLabel(pieces.map(first));
    const top = pieces[0]!;
    const bottom = pieces.at(-1)!;
    const middle = (first(top).y + first(bottom).y) / 2;
    // value lines (and what shares a piece's baseline) around the label, none the row above took
    const candidates: { at: number; runs: TextRun[] }[] = [];
    for (let i = Math.max(claimed + 1, top - 12); i <= Math.min(lines.length - 1, bottom + 12); i += 1) {
      if (pieces.includes(i)) {
        if (lines[i]!.length > 1) candidates.push({ at: i, runs: lines[i]!.slice(1) });
      } else if (isValue(i)) candidates.push({ at: i, runs: lines[i]! });
    }
    const inside = candidates.filter((c) => c.at >= top && c.at <= bottom);
    const away = (c: { runs: TextRun[] }) => c.runs[0]!.y - middle;
    const above = candidates.filter((c) => c.at < top && away(c) > 1).sort((a, b) => away(a) - away(b));
    const below = candidates.filter((c) => c.at > bottom && away(c) < -1).sort((a, b) => away(b) - away(a));
    let m = 0;
    // as many above as below: the inside lines may stand off the middle by a line, the pairs outside must match
    const offset = inside.reduce((n, c) => n + (away(c) > 1 ? 1 : away(c) < -1 ? -1 : 0), 0);
    const extraAbove = Math.max(0, -offset);
    const extraBelow = Math.max(0, offset);
    for (;;) {
      const a = above[m + extraAbove];
      const b = below[m + extraBelow];
      if (!a || !b || Math.abs(away(a) + away(b)) > 1.5) break;
      m += 1;
    }
    const row = [...above.slice(0, m + extraAbove), ...inside, ...below.slice(0, m + extraBelow)].sort((a, b) => a.at - b.at);
    if (row.length === 0) continue;
    const from = Math.min(top, ...row.map((c) => c.at));
    claimed = Math.max(bottom, ...row.map((c) => c.at));
    cells.set(from, { from, label: { ...r0, text: label }, rows: row });
    for (const i of [...pieces, ...row.map((c) => c.at)]) consumed.add(i);
  }
  const out: TextRun[][] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const cell = cells.get(i);
    if (cell) out.push([cell.label], ...cell.rows.map((c) => c.runs));
    if (!consumed.has(i)) out.push(lines[i]!);
  }
  return out;
}

/** A wrapped label's pieces as one heading: Chinese joined directly, English with a space, a word cut at the cell's edge whole again ("Experienc" + "e"). */
function joinLabel(pieces: readonly TextRun[]): string {
  return pieces.reduce((text, r) => {
    if (!text) return r.text;
    const cut = /[a-z]$/i.test(text) && /^[a-z]/.test(r.text);
    const space = /[A-Za-z]$/.test(text) || /^[A-Za-z]/.test(r.text);
    return cut ? text + r.text : space ? `${text} ${r.text}` : text + r.text;
  }, '');
}
