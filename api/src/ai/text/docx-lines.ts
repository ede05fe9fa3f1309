import JSZip from 'jszip';
import mammoth from 'mammoth';
import { textLines } from './normalize';
import { ResumeTextError } from './resume-text-error';

/** A page header of a resume holds a line or two (often the contacts); a larger part is not read. */
const MAX_HEADER_BYTES = 64 * 1024;
const MAX_HEADERS = 6;

/**
 * The text lines of a DOCX: its page headers first (templates put the phone and e-mail there, and mammoth reads
 * the body alone), then paragraphs, table cells and text boxes in document order (mammoth).
 */
export async function docxLines(data: Buffer): Promise<string[]> {
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: data })).value;
  } catch {
    throw new ResumeTextError('unreadable');
  }
  const body = textLines(text);
  const header = (await headerLines(data)).filter((line) => !body.includes(line));
  const lines = [...new Set(header), ...body];
  if (lines.join('').length < 10) throw new ResumeTextError('noText');
  return lines;
}

type ZipEntry = { name: string; async(kind: 'string'): Promise<string>; _data?: { uncompressedSize?: number } };

/** The paragraphs of word/header*.xml, each part checked for its unpacked size before it is read; [] when unreadable. */
async function headerLines(data: Buffer): Promise<string[]> {
  try {
    const zip = await JSZip.loadAsync(data);
    const parts = (Object.values(zip.files) as unknown as ZipEntry[]).filter((f) => /^word\/header\d*\.xml$/.test(f.name)).slice(0, MAX_HEADERS);
    const lines: string[] = [];
    for (const part of parts) {
      const size = part._data?.uncompressedSize;
      if (size === undefined || size > MAX_HEADER_BYTES) continue;
      lines.push(...paragraphTexts(await part.async('string')));
    }
    return lines;
  } catch {
    return [];
  }
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of each <w:p> of a WordprocessingML part (runs' <w:t>, tabs as spaces), normalised. */
export function paragraphTexts(xml: string): string[] {
  return xml.split(/<\/w:p>/).flatMap((p) => {
    const text = [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)].map((m) => m[1] ?? ' ').join('');
    return textLines(text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_ENTITIES[e]!));
  });
}
