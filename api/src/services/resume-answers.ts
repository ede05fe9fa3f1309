import { firstResumeError, type ResumeErrors } from '@campus/shared-utils/rules';
import { AppError } from '../errors/app-error';
import { CODES } from '../errors/codes';
import { fail, ok } from '../lib/envelope';
import type { EntrySaved, Saved } from '../db/repositories/resume-entries';

/** Fails with 40001 and the first failing field's shared text. */
export function enforceValid<F>(errors: ResumeErrors<F>): void {
  const msg = firstResumeError(errors);
  if (msg) throw new AppError(CODES.validation, 400, msg);
}

/** The answer of a versioned save: the stored record, or 41001 with the stored record as `current`. */
export function savedAnswer<T extends object>(result: Saved<T> | EntrySaved<T>) {
  if ('notFound' in result) throw new AppError(CODES.resumeEntryMissing);
  if ('full' in result) throw new AppError(CODES.resumeEntryLimit);
  if (result.saved) return ok(result.saved);
  const conflict = fail(CODES.resumeConflict);
  return { ...conflict, data: { ...conflict.data, current: result.conflict } };
}

