import { sniffPhoto } from '../../lib/sniff-file';
import { isGarbled } from '../ocr/garbled';
import { ocrLines } from '../ocr/ocr-lines';
import { pdfPageImages } from '../ocr/pdf-images';
import { renderPdfPages } from '../ocr/pdf-render';
import { docxLines } from './docx-lines';
import { checkDocxParts, checkPdfStreams } from './file-limits';
import { pdfLines } from './pdf-lines';
import { ResumeTextError } from './resume-text-error';

export type ResumeFileKind = 'pdf' | 'docx' | 'image';

/** At most this many pages of a scan are read by OCR: a resume is one to three pages, and each takes seconds. */
export const MAX_OCR_PAGES = 3;
/**
 * A resume's line is a sentence or a paragraph, a few hundred characters; a longer one is cut into lines of this
 * length, and a text past TEXT_MAX_CHARS (a three-page resume holds about 5,000) is cut there: the rules and the
 * answer then cost the same for a crafted five-million-character line as for a long resume.
 */
export const LINE_MAX_CHARS = 1_000;
export const TEXT_MAX_CHARS = 60_000;

/** The kind of a resume file by its content (never its name): a PDF header, a ZIP holding word/document.xml, a JPEG or PNG. */
export function resumeFileKind(data: Buffer): ResumeFileKind | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && data.includes('word/document.xml')) return 'docx';
  if (sniffPhoto(data)) return 'image';
  return null;
}

export type ReadOptions = {
  /** OCR says which page it starts (1-based) of how many, so the page can show 识别中 第N页/共M页 */
  onPage?: (page: number, pages: number) => void;
};

/**
 * The text lines of a resume file in reading order; a ResumeTextError says why there are none. What a file
 * inflates to is checked first (file-limits.ts). A PDF without a text layer (a scan) is read by OCR from its page
 * images, one whose text layer is garbage (an icon font, a broken ToUnicode map) from its pages drawn; a photo
 * always is. A blank PDF (no text, no image) is drawn too, and OCR finds nothing: noText.
 */
export async function resumeTextLines(data: Buffer, options: ReadOptions = {}): Promise<string[]> {
  return boundLines(await fileLines(data, options));
}

async function fileLines(data: Buffer, options: ReadOptions): Promise<string[]> {
  const kind = resumeFileKind(data);
  if (kind === 'docx') {
    checkDocxParts(data);
    return docxLines(data);
  }
  if (kind === 'image') return withText(await ocrLines([data], options.onPage));
  if (kind !== 'pdf') throw new ResumeTextError('type');
  checkPdfStreams(data);
  let garbled = false;
  try {
    const lines = await pdfLines(new Uint8Array(data));
    if (!isGarbled(lines)) return lines;
    garbled = true;
  } catch (error) {
    if (!(error instanceof ResumeTextError && error.kind === 'noText')) throw error;
  }
  // a scan's page images are taken out at the scanner's resolution; a page of garbled text has none, it is drawn
  const images = garbled ? [] : await pdfPageImages(new Uint8Array(data), MAX_OCR_PAGES);
  const pages = images.length > 0 ? images : await renderPdfPages(new Uint8Array(data), MAX_OCR_PAGES);
  if (pages.length === 0) throw new ResumeTextError('noText');
  return withText(await ocrLines(pages, options.onPage));
}

/** The lines cut to LINE_MAX_CHARS each and TEXT_MAX_CHARS in all. */
export function boundLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  let left = TEXT_MAX_CHARS;
  for (const line of lines) {
    for (let at = 0; at < line.length && left > 0; at += LINE_MAX_CHARS) {
      const piece = line.slice(at, at + Math.min(LINE_MAX_CHARS, left));
      out.push(piece);
      left -= piece.length;
    }
    if (left <= 0) break;
  }
  return out;
}

/** Lines that hold some text (ten characters at least), else noText: a blank page, a photo of something else. */
function withText(lines: string[]): string[] {
  if (lines.join('').replace(/\s/g, '').length < 10) throw new ResumeTextError('noText');
  return lines;
}
