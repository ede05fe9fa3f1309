import { ATTACHMENT, PHOTO } from '@campus/shared-utils/rules';
import { ZIP_LOCAL, zipEntries } from './zip-directory';

/** A file type found in the content itself (never from the name or the browser's type). */
export type Sniffed = { ext: string; mime: string };

export const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PDF: the %PDF- header at the start and an %%EOF marker near the end (a renamed file has neither). */
function isPdf(data: Buffer): boolean {
  return data.length >= 16 && isPdfStart(data) && isPdfEnd(data);
}

export const isPdfStart = (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-';
/** %%EOF in the last 1024 bytes of a file (or of the tail kept of it). */
export const isPdfEnd = (tail: Buffer) => tail.subarray(Math.max(0, tail.length - 1024)).toString('latin1').includes('%%EOF');

/** Names of the entries of a ZIP file, read from its central directory ([] when it is not a sound ZIP). */
export function zipEntryNames(data: Buffer): string[] {
  if (data.length < 22 || data.readUInt32LE(0) !== ZIP_LOCAL) return [];
  return centralDirectoryNames(data, 0);
}

/** The entry names of the central directory in `window` (see zipEntries): [] when it is not all in it. */
export const centralDirectoryNames = (window: Buffer, base: number): string[] => zipEntries(window, base).map((e) => e.name);

/** A DOCX: a ZIP with the Office content types and a Word main document. */
function isDocx(data: Buffer): boolean {
  return isWordZip(zipEntryNames(data));
}

export const isWordZip = (names: string[]) => names.includes('[Content_Types].xml') && names.includes('word/document.xml');

export const WORD_DOCUMENT_NAME = Buffer.from('WordDocument', 'utf16le');

/** A DOC: an OLE compound file whose directory names a WordDocument stream (UTF-16LE). */
function isDoc(data: Buffer): boolean {
  return data.length >= 512 && data.subarray(0, 8).equals(CFB_SIGNATURE) && data.includes(WORD_DOCUMENT_NAME);
}

/** The resume file type of the content: PDF, DOC or DOCX, or undefined for anything else. */
export function sniffResumeFile(data: Buffer): Sniffed | undefined {
  if (isPdf(data)) return { ext: 'pdf', mime: ATTACHMENT.mimes.pdf };
  if (isDocx(data)) return { ext: 'docx', mime: ATTACHMENT.mimes.docx };
  if (isDoc(data)) return { ext: 'doc', mime: ATTACHMENT.mimes.doc };
  return undefined;
}

/** The photo type of the content: JPEG or PNG, or undefined. */
export function sniffPhoto(data: Buffer): Sniffed | undefined {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { ext: 'jpg', mime: PHOTO.mimes.jpg };
  if (data.length > 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return { ext: 'png', mime: PHOTO.mimes.png };
  return undefined;
}
