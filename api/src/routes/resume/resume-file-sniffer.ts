import { ATTACHMENT } from '@campus/shared-utils/rules';
import { CFB_SIGNATURE, centralDirectoryNames, isPdfEnd, isPdfStart, isWordZip, WORD_DOCUMENT_NAME, type Sniffed } from '../../lib/sniff-file';
import { ZIP_LOCAL } from '../../lib/zip-directory';

/** Bytes kept of a file's end: the PDF trailer and a DOCX's central directory with its end record (≤ 64 KiB comment). */
const TAIL_BYTES = 256 * 1024;

/** The type the first bytes claim (confirmed or not by the rest): what names the stored file before its end has come. */
export function claimedResumeType(head: Buffer): Sniffed | undefined {
  if (isPdfStart(head)) return { ext: 'pdf', mime: ATTACHMENT.mimes.pdf };
  if (head.length >= 4 && head.readUInt32LE(0) === ZIP_LOCAL) return { ext: 'docx', mime: ATTACHMENT.mimes.docx };
  if (head.subarray(0, 8).equals(CFB_SIGNATURE)) return { ext: 'doc', mime: ATTACHMENT.mimes.doc };
  return undefined;
}

/**
 * Judges a resume file while it streams past, as sniffResumeFile judges a whole one, keeping only its start, its last
 * 256 KiB and (for a DOC) whether the WordDocument name has gone by, so an upload is never held whole in memory.
 * A DOCX whose central directory lies further than 256 KiB from its end is refused (no resume comes close).
 */
export class ResumeFileSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private size = 0;
  private wordDocument = false;

  push(chunk: Buffer): void {
    if (this.head.length < 8) this.head = Buffer.concat([this.head, chunk]).subarray(0, 8);
    // the name may straddle two chunks: search the end of the previous one with this one
    const overlap = this.tail.subarray(Math.max(0, this.tail.length - WORD_DOCUMENT_NAME.length + 1));
    if (!this.wordDocument && Buffer.concat([overlap, chunk]).includes(WORD_DOCUMENT_NAME)) this.wordDocument = true;
    const joined = Buffer.concat([this.tail, chunk]);
    this.tail = joined.subarray(Math.max(0, joined.length - TAIL_BYTES));
    this.size += chunk.length;
  }

  /** The type of everything pushed, or undefined when it is not a PDF, DOCX or DOC. */
  result(): Sniffed | undefined {
    const claimed = claimedResumeType(this.head);
    if (!claimed) return undefined;
    if (claimed.ext === 'pdf') return this.size >= 16 && isPdfEnd(this.tail) ? claimed : undefined;
    if (claimed.ext === 'docx') return isWordZip(centralDirectoryNames(this.tail, this.size - this.tail.length)) ? claimed : undefined;
    return this.size >= 512 && this.wordDocument ? claimed : undefined;
  }
}
