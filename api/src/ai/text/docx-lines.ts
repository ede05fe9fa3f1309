import mammoth from 'mammoth';
import { textLines } from './normalize';
import { ResumeTextError } from './resume-text-error';

/** The text lines of a DOCX (paragraphs and table cells in document order) with mammoth. */
export async function docxLines(data: Buffer): Promise<string[]> {
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: data })).value;
  } catch {
    throw new ResumeTextError('unreadable');
  }
  const lines = textLines(text);
  if (lines.join('').length < 10) throw new ResumeTextError('noText');
  return lines;
}
