import { MINE_LIMITS, RESUME_CHOICE } from '@campus/shared-utils/rules';
import type { FastifyInstance } from 'fastify';
import { countApplicationsToday, findOwnApplication } from '../../db/repositories/applications';
import { isPositionAtFair, type Booth } from '../../db/repositories/live-fair';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import type { FileStore } from '../../providers/files/file-store';
import { recordApplication } from '../../services/applications/record-application';

export type BoothChoice = { position_id: number; resume_type?: 1 | 2; resume_id?: number };

/**
 * The application a student brings to a booth: to a position the company brings to the fair, with the chosen
 * resume (the online one when none is chosen). One the student already sent to that position is used as it is (its resume stays as sent); else a new
 * one is recorded, under the daily limit of applications, as 投递 does.
 */
export async function boothApplication(app: FastifyInstance, files: FileStore, studentId: number, booth: Booth, choice: BoothChoice, now: number): Promise<number> {
  if (!(await isPositionAtFair(app.db, booth, choice.position_id))) throw new AppError(CODES.positionNotAtFair);
  const sent = await findOwnApplication(app.db, studentId, choice.position_id);
  if (sent) return sent.id;
  if ((await countApplicationsToday(app.db, studentId, now)) >= MINE_LIMITS.dailyApplications) throw new AppError(CODES.mineDailyLimit);
  const row = await recordApplication(app, files, {
    studentId,
    positionId: choice.position_id,
    companyId: booth.companyId,
    // without a choice, the student's online resume (its id is the student's)
    choice: choice.resume_id === undefined ? { type: RESUME_CHOICE.online, id: studentId } : { type: choice.resume_type ?? RESUME_CHOICE.online, id: choice.resume_id },
    now,
  }).catch(async (err: unknown) => {
    // a second click recorded it first: that one is the student's
    const raced = await findOwnApplication(app.db, studentId, choice.position_id);
    if (raced) return raced;
    throw err;
  });
  return row.id;
}
