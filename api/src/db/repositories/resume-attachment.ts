import type { ResumeAttachment } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import type { AttachmentRow, NewAttachment } from '../tables/resume-area';

/** Owner-only address of an attachment: inline for a PDF (the preview), a download otherwise or with download=1. */
export const attachmentUrl = (id: number, download = false) => `/api/resume/viewattachment?id=${id}${download ? '&download=1' : ''}`;

export const toAttachment = (r: AttachmentRow): ResumeAttachment => ({
  id: r.id,
  name: r.original_name,
  mime: r.mime,
  size: r.size,
  created_at: Number(r.created_at),
  url: attachmentUrl(r.id),
  download_url: attachmentUrl(r.id, true),
});

/** The student's live attachments, newest first. */
export function listAttachments(db: Db, studentId: number): Promise<AttachmentRow[]> {
  return db
    .selectFrom('resume_attachment')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countAttachments(db: Db, studentId: number): Promise<number> {
  const { count } = await db
    .selectFrom('resume_attachment')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One of the student's live attachments (undefined for another student's, or a deleted one). */
export function findAttachment(db: Db, studentId: number, id: number): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('resume_attachment')
    .selectAll()
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertAttachment(db: Db, row: NewAttachment): Promise<AttachmentRow> {
  return db.insertInto('resume_attachment').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Soft-deletes one; answers the row as it was (to remove its file unless in use), or undefined. */
export async function deleteAttachment(db: Db, studentId: number, id: number, now: number): Promise<AttachmentRow | undefined> {
  const row = await findAttachment(db, studentId, id);
  if (!row) return undefined;
  const res = await db.updateTable('resume_attachment').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0 ? row : undefined;
}

/**
 * For the applications area: marks an attachment as sent with an application, so deleting it later keeps
 * the stored file (the employer still sees what was sent). Call it in the transaction that records the
 * application.
 */
export async function markAttachmentInUse(db: Db, attachmentId: number): Promise<void> {
  await db.updateTable('resume_attachment').set({ in_use: 1 }).where('id', '=', attachmentId).execute();
}

/** An attachment by id whatever its owner or state (for serving a file an application refers to). */
export function findAttachmentById(db: Db, id: number): Promise<AttachmentRow | undefined> {
  return db.selectFrom('resume_attachment').selectAll().where('id', '=', id).executeTakeFirst();
}
