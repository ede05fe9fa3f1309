import { ATTACHMENT } from '../resume/constants';
import type { PickedFile } from '../resume/files';
import { RESUME_MSG } from '../resume/messages';
import { AI_MSG } from './texts';

/** What the AI tools read: PDF and DOCX (a scan too), or a JPEG/PNG photo of a resume (an old .doc is refused), at most 5 MB like an attachment. */
export const AI_FILE = {
  maxBytes: ATTACHMENT.maxBytes,
  accept: `.pdf,.docx,.jpg,.jpeg,.png,${ATTACHMENT.mimes.pdf},${ATTACHMENT.mimes.docx},image/jpeg,image/png`,
  extensions: ['pdf', 'docx', 'jpg', 'jpeg', 'png'],
} as const;

/** The check before an AI upload, by name and size (the server checks the content itself). */
export function checkAiResumeFile(file: PickedFile | null | undefined): string | null {
  if (!file || file.size === 0) return RESUME_MSG.fileRequired;
  const extension = (/\.([A-Za-z0-9]+)$/.exec(file.name)?.[1] ?? '').toLowerCase();
  if (!(AI_FILE.extensions as readonly string[]).includes(extension)) return AI_MSG.fileType;
  return file.size > AI_FILE.maxBytes ? RESUME_MSG.attachmentTooLarge : null;
}
