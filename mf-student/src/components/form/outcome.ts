import { MSG, toast } from '@campus/shared-utils';
import { RESUME_CONFLICT_CODE, RESUME_MSG } from '@campus/shared-utils/student';
import type { ApiResult } from '@campus/shared-utils/student';

/** What a save came to: done, or refused with the text to show. */
export type SaveOutcome = { ok: true } | { ok: false; msg: string };

/**
 * A save's answer for the form: success runs `onSaved` with the stored record; a conflict reloads the
 * resume and says so; any other refusal is shown as the server's message.
 */
export function outcomeOf<T>(result: ApiResult<T>, onSaved: (stored: T) => void, onConflict?: () => void): SaveOutcome {
  if (result.apiStatus) {
    onSaved(result);
    return { ok: true };
  }
  if (result.code === RESUME_CONFLICT_CODE && onConflict) {
    void toast.warning(RESUME_MSG.conflict);
    onConflict();
    return { ok: false, msg: RESUME_MSG.conflict };
  }
  return { ok: false, msg: result.msg || MSG.requestFailed };
}

/** An upload's failure in words: a timeout reads 上传超时…, anything else the server's message. */
export function uploadFailure(result: { msg: string }): string {
  return result.msg === MSG.timeout ? RESUME_MSG.uploadTimeout : result.msg || MSG.requestFailed;
}
