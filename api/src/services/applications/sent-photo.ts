import { RESUME_CHOICE, type ResumeSnapshot } from '@campus/shared-utils/rules';
import { photoKeyOf, photoUrl } from '../../db/repositories/resume';
import { newFileKey, type FileStore } from '../../providers/files/file-store';

/** A resume copy to send, and the photo file that belongs to it alone ('' when it has none). */
export type SentCopy = { snapshot: ResumeSnapshot; photoKey: string };

/**
 * Gives an online resume's copy a photo file of its own, as a sent attachment keeps its file: replacing
 * the resume's photo later (which removes the old file) leaves what the employer received as it was.
 * Answers undefined when the photo's file is gone (replaced meanwhile: take a new snapshot), unless
 * `orWithout`, which sends the copy without a photo instead.
 */
export async function withOwnPhoto(files: FileStore, snapshot: ResumeSnapshot, now: number, orWithout = false): Promise<SentCopy | undefined> {
  if (snapshot.type !== RESUME_CHOICE.online || !snapshot.content.basic.photo) return { snapshot, photoKey: '' };
  const current = photoKeyOf(snapshot.content.basic.photo);
  const candidate = current ? newFileKey('photo-sent', current.slice(current.lastIndexOf('.') + 1), now) : '';
  // copied inside the store (S3 CopyObject): the bytes never pass through the API
  const own = candidate && (await files.copy(current, candidate)) ? candidate : '';
  if (!own && !orWithout) return undefined;
  const basic = { ...snapshot.content.basic, photo: photoUrl(own) };
  return { snapshot: { ...snapshot, content: { ...snapshot.content, basic } }, photoKey: own };
}
