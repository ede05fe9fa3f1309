import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (docs/architecture.md §4 providers): resume attachments and photos. Keys are ours
 * (random, never a user's file name), so nothing a user sends becomes a path.
 */
export interface FileStore {
  /**
   * Stores the bytes under the key (replacing any), read from a stream as they come (or from a buffer). A stream
   * that fails (an upload refused part-way) stores nothing and rejects with the stream's error.
   */
  put(key: string, data: Readable | Buffer): Promise<void>;
  /** The file as a stream with its size, or undefined when there is no such file. */
  read(key: string): Promise<StoredFile | undefined>;
  /** Whether there is a file under the key. */
  has(key: string): Promise<boolean>;
  /** Copies a file inside the store (no bytes through the API); false when there is no `from`. */
  copy(from: string, to: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** A stored file being read: its bytes (to pipe to a reply) and their count (the Content-Length). */
export type StoredFile = { body: Readable; size: number };

/** Reads a whole stored file into memory: for the few callers that need every byte (a photo to re-encode, a test). */
export async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What a key may look like: lower-case segments of letters, digits, dashes and dots, split by '/'. */
export const FILE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** A new random key in a folder, e.g. `resume/2026-11/3f9c…e1.pdf`. */
export function newFileKey(folder: string, ext: string, now: number): string {
  const month = new Date(now).toISOString().slice(0, 7);
  return `${folder}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

export function assertFileKey(key: string): void {
  if (!FILE_KEY_PATTERN.test(key)) throw new Error(`invalid file key: ${key}`);
}
