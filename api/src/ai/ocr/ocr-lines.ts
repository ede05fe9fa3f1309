import { documentLines, type TextRun } from '../text/pdf-lines';
import { imageRuns } from './image-runs';

/**
 * The text lines of scanned pages in reading order: each page image read by OCR (imageRuns), then ordered as a
 * text PDF's pages are (documentLines: columns, sidebars, page numbers). `onPage(n, total)` is called as page n
 * of total starts, so the page can show 识别中 第N页/共M页.
 */
export async function ocrLines(pages: readonly Buffer[], onPage?: (n: number, total: number) => void): Promise<string[]> {
  const read: { runs: TextRun[]; width: number }[] = [];
  for (const [i, page] of pages.entries()) {
    onPage?.(i + 1, pages.length);
    read.push(await imageRuns(page));
  }
  return documentLines(read);
}
