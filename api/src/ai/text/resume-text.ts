import { docxLines } from './docx-lines';
import { pdfLines } from './pdf-lines';
import { ResumeTextError } from './resume-text-error';

export type ResumeFileKind = 'pdf' | 'docx';

/** The kind of a resume file by its content (never its name): a PDF header, or a ZIP holding word/document.xml. */
export function resumeFileKind(data: Buffer): ResumeFileKind | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && data.includes('word/document.xml')) return 'docx';
  return null;
}

/** The text lines of a resume file in reading order; a ResumeTextError says why there are none. */
export async function resumeTextLines(data: Buffer): Promise<string[]> {
  const kind = resumeFileKind(data);
  if (kind === 'pdf') return pdfLines(new Uint8Array(data));
  if (kind === 'docx') return docxLines(data);
  throw new ResumeTextError('type');
}
