import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AI_MSG, ATTACHMENT } from '@campus/shared-utils/rules';
import type { ResumeDraft } from '@campus/shared-utils/shapes';
import { ParseRefused, type ParseRefusal } from '../../ai/pool/parse-pool';
import { AppError } from '../../errors/app-error';
import { CODES, type CodeEntry } from '../../errors/codes';
import { readUploadedFile } from '../../lib/upload';
import { sniffPhoto, sniffResumeFile } from '../../lib/sniff-file';

/**
 * The uploaded resume file (multipart field `file`) as the resume area reads and refuses it: at most
 * ATTACHMENT.maxBytes (41006); PDF, DOCX or a JPEG/PNG photo of a resume by content (41005 with AI_MSG.fileType: DOC,
 * renamed and other files).
 */
export async function readResumeUpload(request: FastifyRequest): Promise<Buffer> {
  const { data } = await readUploadedFile(request, ATTACHMENT.maxBytes, CODES.resumeFileTooLarge);
  const type = sniffResumeFile(data)?.ext ?? sniffPhoto(data)?.ext;
  if (type !== 'pdf' && type !== 'docx' && type !== 'jpg' && type !== 'png') throw new AppError(CODES.resumeFileType, 200, AI_MSG.fileType);
  return data;
}

/** What each refusal of the parse pool answers (the reader's reasons, and a full queue). */
const REFUSALS: Record<ParseRefusal, { entry: CodeEntry; httpStatus?: number }> = {
  type: { entry: CODES.resumeFileType },
  noText: { entry: CODES.aiNoText },
  // pdf.js and mammoth refused it: encrypted or broken, and no text to read either way
  unreadable: { entry: CODES.aiNoText },
  tooHeavy: { entry: CODES.aiFileTooHeavy },
  busy: { entry: CODES.aiParseBusy, httpStatus: 503 },
};

/**
 * The draft of an uploaded file, read in the parse pool's worker threads (ai/pool): 41005 another type, 45005 no
 * readable text (encrypted, broken, blank), 45009 past the import's ceilings or time budget, 45010 (HTTP 503) a full queue.
 */
export async function parseUpload(app: FastifyInstance, request: FastifyRequest, data: Buffer, onPage?: (page: number, pages: number) => void): Promise<ResumeDraft> {
  try {
    return await app.parsePool.parse(data, onPage);
  } catch (error) {
    if (!(error instanceof ParseRefused)) throw error;
    if (error.detail) request.log.warn({ reason: error.reason, detail: error.detail }, 'resume parse refused');
    const refusal = REFUSALS[error.reason];
    throw new AppError(refusal.entry, refusal.httpStatus);
  }
}
