import { RESUME_CHOICE } from '@campus/shared-utils/rules';
import type { FastifyInstance } from 'fastify';
import { insertApplication } from '../../db/repositories/applications';
import { markAttachmentInUse } from '../../db/repositories/resume-attachment';
import { resumeSnapshot } from '../../db/repositories/resume';
import type { ApplicationRow } from '../../db/tables/mine-area';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import type { FileStore } from '../../providers/files/file-store';
import { withOwnPhoto, type SentCopy } from './sent-photo';

export type ApplyInput = { studentId: number; positionId: number; companyId: number; choice: { type: number; id: number }; now: number };

/** The copy of the chosen resume to keep, with its own photo; undefined when the choice is not the student's. */
async function sentCopy(app: FastifyInstance, files: FileStore, { studentId, choice, now }: ApplyInput): Promise<SentCopy | undefined> {
  const first = await resumeSnapshot(app.db, studentId, choice);
  if (!first) return undefined;
  const copy = await withOwnPhoto(files, first, now);
  if (copy) return copy;
  // the photo was replaced while it was copied: a new snapshot names the new one
  const second = await resumeSnapshot(app.db, studentId, choice);
  return second && withOwnPhoto(files, second, now, true);
}

/**
 * Records an application with the copy of the resume sent (43005 when the resume is not the student's,
 * 43003 when a parallel click applied first). The application, its first step and the attachment kept
 * for it are one transaction; a photo copy nobody refers to is removed again.
 */
export async function recordApplication(app: FastifyInstance, files: FileStore, input: ApplyInput): Promise<ApplicationRow> {
  const copy = await sentCopy(app, files, input);
  if (!copy) throw new AppError(CODES.mineResumeUnknown);
  const { snapshot, photoKey } = copy;
  const dropPhoto = async () => {
    if (photoKey) await files.remove(photoKey);
  };
  const row = await app.db
    .transaction()
    .execute(async (trx) => {
      const inserted = await insertApplication(
        trx,
        {
          studentId: input.studentId,
          positionId: input.positionId,
          companyId: input.companyId,
          resumeType: snapshot.type === RESUME_CHOICE.online ? 'online' : 'attachment',
          resumeId: snapshot.id,
          resumeName: snapshot.name,
          snapshot,
          sentPhotoKey: photoKey,
        },
        input.now,
      );
      if (inserted && snapshot.type === RESUME_CHOICE.attachment) await markAttachmentInUse(trx, snapshot.id);
      return inserted;
    })
    .catch(async (err: unknown) => {
      await dropPhoto();
      throw err;
    });
  if (!row) {
    await dropPhoto();
    throw new AppError(CODES.mineAlreadyApplied);
  }
  return row;
}
