// What an uploaded resume may inflate to, checked before a reader inflates it (issue 25 "Safety"): a 306 KB DOCX
// and PDFs of 52-255 KB once inflated to gigabytes inside mammoth and pdf.js. The sizes a file declares can lie,
// so the parts are inflated here, each with a ceiling on what it may give (zlib stops at it), and the worker
// thread's own memory ceiling and time budget stand behind this.
import { inflateRawSync, inflateSync } from 'node:zlib';
import { zipEntries } from '../../lib/zip-directory';
import { ResumeTextError } from './resume-text-error';

/** A resume's DOCX inflates to a few MB (document.xml of a long resume is under 1 MB; photos are stored, not deflated). */
export const DOCX_MAX_BYTES = 32 * 1024 * 1024;
/**
 * A PDF's streams: fonts and page contents of a text resume inflate to a few MB; a scanned page stored as a
 * deflated image (A4 at 300 dpi, RGB) to about 26 MB, and OCR reads at most a few pages.
 */
export const PDF_STREAM_MAX_BYTES = 40 * 1024 * 1024;
export const PDF_MAX_BYTES = 160 * 1024 * 1024;

const tooLarge = (error: unknown) => (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';

/** Inflates every deflated entry of a DOCX within DOCX_MAX_BYTES in all; throws ResumeTextError 'tooHeavy' past it. */
export function checkDocxParts(data: Buffer): void {
  let left = DOCX_MAX_BYTES;
  for (const entry of zipEntries(data)) {
    if (entry.bytes > left) throw new ResumeTextError('tooHeavy');
    const local = entry.localOffset;
    if (entry.method !== 8 || local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) {
      left -= entry.method === 0 ? entry.storedBytes : 0;
      continue;
    }
    const from = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    try {
      left -= inflateRawSync(data.subarray(from, from + entry.storedBytes), { maxOutputLength: left + 1 }).length;
    } catch (error) {
      if (tooLarge(error)) throw new ResumeTextError('tooHeavy');
      // a broken entry is mammoth's to refuse
    }
    if (left < 0) throw new ResumeTextError('tooHeavy');
  }
}

/**
 * Inflates every FlateDecode stream of a PDF (twice over when its filters say so) within PDF_STREAM_MAX_BYTES each
 * and PDF_MAX_BYTES in all; throws ResumeTextError 'tooHeavy' past them. Streams are found by their keywords,
 * which is all a crafted file needs; a stream that does not inflate (encrypted, broken) is pdf.js's to judge.
 */
export function checkPdfStreams(data: Buffer): void {
  const text = data.toString('latin1');
  let left = PDF_MAX_BYTES;
  for (let at = text.indexOf('stream'); at >= 0; at = text.indexOf('stream', at + 6)) {
    if (text.startsWith('end', at - 3)) continue;
    let start = at + 6;
    if (text[start] === '\r') start += 1;
    if (text[start] !== '\n') continue;
    start += 1;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = text.slice(Math.max(0, at - 1024), at);
    const ownDictionary = dictionary.slice(dictionary.lastIndexOf(' obj'));
    const passes = (ownDictionary.match(/FlateDecode|\/Fl\b/g) ?? []).length;
    let chunk = data.subarray(start, end);
    for (let pass = 0; pass < passes; pass += 1) {
      try {
        chunk = inflateSync(chunk, { maxOutputLength: Math.min(PDF_STREAM_MAX_BYTES, left) + 1 });
      } catch (error) {
        if (tooLarge(error)) throw new ResumeTextError('tooHeavy');
        break;
      }
    }
    if (passes > 0) left -= chunk.length;
    if (left < 0 || chunk.length > PDF_STREAM_MAX_BYTES) throw new ResumeTextError('tooHeavy');
    at = end + 3;
  }
}
