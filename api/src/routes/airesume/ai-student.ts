import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AI_MSG, ATTACHMENT } from '@campus/shared-utils/rules';
import { parseResumeDraft } from '../../ai/parse/parse-draft';
import { ResumeTextError } from '../../ai/text/resume-text-error';
import { chinaDay } from '../../auth/sms-codes';
import { requireStudent } from '../../auth/session-student';
import { hitCounter } from '../../db/repositories/rate-counter';
import { AppError } from '../../errors/app-error';
import { CODES, type CodeEntry } from '../../errors/codes';
import { findSiteOrDefault } from '../../lib/site/load-site';
import { requestSiteHost } from '../../lib/site/request-host';
import { readUploadedFile } from '../resume/upload';
import { sniffResumeFile } from '../resume/sniff-file';

const DAY_MS = 86_400_000;

/** What every AI call says in its documentation. */
export const AI_NOTE = `Student session only (visitors ${CODES.notLoggedIn.code}, other roles ${CODES.forbidden.code}); ${CODES.aiNotOpen.code} on a site whose is_open_ai is 0.`;

/** The session's student on a site with the AI tools open (20011 / 20013, then 45001). */
export async function aiStudent(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const studentId = requireStudent(request, AI_MSG.notStudent);
  const site = await findSiteOrDefault(app.db, requestSiteHost(request), app.config.defaultSiteHost);
  if (site.is_open_ai !== 1) throw new AppError(CODES.aiNotOpen);
  return studentId;
}

/** Counts one use of a call for the student's China Standard Time day; `refusal` past `max`. */
export async function dailyUse(app: FastifyInstance, call: string, studentId: number, max: number, refusal: CodeEntry): Promise<void> {
  const now = app.now();
  const used = await hitCounter(app.db, `ai:${call}:${studentId}:${chinaDay(now)}`, DAY_MS, now);
  if (used > max) throw new AppError(refusal);
}

/**
 * The uploaded resume file (multipart field `file`) as the resume area reads and refuses it: at most
 * ATTACHMENT.maxBytes (41006), PDF or DOCX by content (41005: DOC, renamed and other files).
 */
export async function readResumeUpload(request: FastifyRequest): Promise<Buffer> {
  const { data } = await readUploadedFile(request, ATTACHMENT.maxBytes, CODES.resumeFileTooLarge);
  const type = sniffResumeFile(data);
  if (!type || (type.ext !== 'pdf' && type.ext !== 'docx')) throw new AppError(CODES.resumeFileType);
  return data;
}

/** The draft of an uploaded file; 45005 for a file without readable text (image-only, encrypted, broken). */
export async function parseUpload(data: Buffer) {
  try {
    return await parseResumeDraft(data);
  } catch (error) {
    if (error instanceof ResumeTextError) throw new AppError(error.kind === 'type' ? CODES.resumeFileType : CODES.aiNoText);
    throw error;
  }
}
