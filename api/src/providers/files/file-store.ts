import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live (ARCHITECTURE §4 providers): resume attachments and photos. Keys are ours
 * (random, never a user's file name), so nothing a user sends becomes a path.
 */
export interface FileStore {
  /** Stores the bytes under the key (replacing any). */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes of a key, or undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
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
