import { ATTACHMENT, PHOTO } from './constants';
import { RESUME_MSG } from './messages';

/** What the browser knows of a picked file before it is sent. */
export type PickedFile = { name: string; size: number };

const extensionOf = (name: string) => (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/**
 * The check before an attachment upload (by name and size; the server checks the content itself):
 * a PDF, DOC or DOCX of at most 5 MB.
 */
export function checkAttachmentFile(file: PickedFile | null | undefined): string | null {
  if (!file || file.size === 0) return RESUME_MSG.fileRequired;
  if (!(ATTACHMENT.extensions as readonly string[]).includes(extensionOf(file.name))) return RESUME_MSG.attachmentType;
  return file.size > ATTACHMENT.maxBytes ? RESUME_MSG.attachmentTooLarge : null;
}

/** The check before a photo upload: JPG or PNG of at most 2 MB. */
export function checkPhotoFile(file: PickedFile | null | undefined): string | null {
  if (!file || file.size === 0) return RESUME_MSG.fileRequired;
  if (!['jpg', 'jpeg', 'png'].includes(extensionOf(file.name))) return RESUME_MSG.photoType;
  return file.size > PHOTO.maxBytes ? RESUME_MSG.photoTooLarge : null;
}

/** A file size for people: 812KB, 1.4MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}
