import { CODE } from '../errors';
import { MSG } from '../messages';
import { isObj, parseJson, readNum, readStr } from '../util/read';
import type { ApiFailure, ApiResult, ApiSuccess } from './result';

function noBody(statusText: string): ApiFailure {
  return { apiStatus: false, code: CODE.NO_BODY, msg: statusText || MSG.requestFailed };
}

/**
 * Reads a response body as the envelope {apiStatus, msg, data:{code, msg, ...}} of spec §3, whatever the
 * HTTP status. Code 0 → data merged with apiStatus true; other codes → apiStatus false with the data;
 * a body without an envelope → the HTTP status text.
 */
export function readEnvelope<T>(body: unknown, statusText: string): ApiResult<T> {
  const parsed = typeof body === 'string' ? parseJson(body) : body;
  if (!isObj(parsed)) return noBody(statusText);
  // the spec's envelope nests the code in data; a flat {code, msg} answer is read the same way
  const data = isObj(parsed.data) ? parsed.data : parsed;
  const code = readNum(data.code, Number.NaN);
  if (Number.isNaN(code)) return noBody(statusText);
  const msg = readStr(data.msg, readStr(parsed.msg));
  if (code === CODE.OK) {
    // the server's fields are trusted to match T here; area modules parse the answers the UI depends on
    return { ...data, code, msg, apiStatus: true } as ApiSuccess<T>;
  }
  return { ...data, code, msg, apiStatus: false };
}
