import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { RESUME_MAX } from '@campus/shared-utils/rules';
import { AppError } from '../errors/app-error';
import { CODES, type CodeEntry } from '../errors/codes';

export type UploadedFile = { data: Buffer; filename: string };

/**
 * The one file of a multipart upload, read into memory up to `maxBytes` (a few MB at most): no file or
 * an empty one → 41004, a larger one → `tooLarge`.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number, tooLarge: CodeEntry): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError(CODES.resumeFileRequired);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } }).catch(() => undefined);
  if (!part) throw new AppError(CODES.resumeFileRequired);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(tooLarge);
    throw error;
  }
  if (data.length === 0) throw new AppError(CODES.resumeFileRequired);
  return { data, filename: cleanFileName(part.filename) };
}

/** An upload being received: its first bytes (to name the file by its type) and the whole as a stream. */
export type UploadStream = {
  filename: string;
  head: Buffer;
  /**
   * All the bytes (head included) as they arrive; the stream fails with `tooLarge` past the limit and with what
   * `atEnd` throws once everything is in, so a store that reads it keeps nothing of a refused file.
   */
  body(onChunk: (chunk: Buffer) => void, atEnd: () => void): Readable;
  /** Bytes passed through `body` so far (all of them once the store has it). */
  bytes(): number;
};

/**
 * The one file of a multipart upload, streamed: the first 8 bytes at least are read before the answer (no file or
 * an empty one → 41004); nothing else is held in memory.
 */
export async function openUploadedFile(request: FastifyRequest, maxBytes: number, tooLarge: CodeEntry): Promise<UploadStream> {
  if (!request.isMultipart()) throw new AppError(CODES.resumeFileRequired);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } }).catch(() => undefined);
  if (!part) throw new AppError(CODES.resumeFileRequired);
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < 8) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) throw new AppError(CODES.resumeFileRequired);
  let count = 0;
  async function* all(onChunk: (chunk: Buffer) => void, atEnd: () => void) {
    for (let chunk: Buffer | undefined = head; chunk; ) {
      onChunk(chunk);
      count += chunk.length;
      yield chunk;
      const next = await chunks.next();
      chunk = next.done ? undefined : next.value;
    }
    // busboy stops at the limit and marks the part truncated (the stream itself ends normally)
    if (part!.file.truncated) throw new AppError(tooLarge);
    atEnd();
  }
  return { filename: cleanFileName(part.filename), head, body: (onChunk, atEnd) => Readable.from(all(onChunk, atEnd), { objectMode: false }), bytes: () => count };
}

/**
 * A file name fit to show: no folders, no control characters, no direction or invisible marks (a right-to-left
 * override shows 简历\u202Efdp.exe as 简历exe.pdf), NFC, at most 100 characters.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '').trim();
  return Array.from(clean).slice(-RESUME_MAX.fileName).join('') || '简历';
}

/**
 * The name a stored file is kept and offered under: the cleaned name ending in the extension of what the file IS
 * (sniffed), so 简历.exe holding a PDF is kept as 简历.pdf and nothing is offered for download under a name a
 * computer would run.
 */
export function storedFileName(raw: string | undefined, ext: string): string {
  const clean = cleanFileName(raw);
  const stem = clean.replace(/\.[A-Za-z0-9]{1,8}$/, '') || '简历';
  return `${Array.from(stem).slice(0, RESUME_MAX.fileName - ext.length - 1).join('')}.${ext}`;
}

/** Content-Disposition with the original (UTF-8) name and an ASCII fallback (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
