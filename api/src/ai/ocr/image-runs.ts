import { normalizeText } from '../text/normalize';
import type { TextRun } from '../text/pdf-lines';
import { detectText } from './detect';
import { ocrModels } from './models';
import { pageImage } from './page-image';
import { recognizeText } from './recognize';

/** Page images are measured in points of an A4 page's width (595), the unit pdf-lines' thresholds are set in. */
const PAGE_WIDTH = 595;
/**
 * A detected box is taller than its text's font size: the detector's box reaches above the ascenders and below
 * the descenders. A run's height (pdf.js gives the font size) is the box's height times this.
 */
const FONT_SHARE = 0.75;

/**
 * Characters the recogniser gives for another that a resume means: a separator bar read as the radical 丨
 * (U+4E28, which no resume writes).
 */
const MISREAD: Record<string, string> = { '丨': '|' };
const MISREAD_CHARS = new RegExp(`[${Object.keys(MISREAD).join('')}]`, 'g');

/**
 * The text runs of one photo or page image (JPEG, PNG, WebP, TIFF...), with positions as a PDF's text layer has
 * them: left x, baseline y measured up from the page's bottom, width and font height, in points of a page
 * 595 wide. documentLines() orders them into lines, columns and sidebars as it does a text PDF's.
 */
export async function imageRuns(image: Buffer): Promise<{ runs: TextRun[]; width: number }> {
  const page = await pageImage(image);
  const models = await ocrModels();
  const boxes = await detectText(page, models);
  const read = await recognizeText(page, boxes, models);
  const scale = PAGE_WIDTH / page.width;
  const runs: TextRun[] = [];
  for (const { box, text } of read) {
    const normalized = normalizeText(text.replace(MISREAD_CHARS, (c) => MISREAD[c] ?? c));
    if (!normalized) continue;
    runs.push({
      text: normalized,
      x: box.left * scale,
      y: (page.height - box.bottom) * scale,
      width: (box.right - box.left) * scale,
      height: (box.bottom - box.top) * scale * FONT_SHARE,
    });
  }
  return { runs, width: PAGE_WIDTH };
}
