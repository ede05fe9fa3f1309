/** What every API function resolves to (spec §7, §8); it never rejects. */

/** Code 0: the envelope's data fields merged with apiStatus true (code and msg come along; mocks may omit them). */
export type ApiSuccess<T> = T & { apiStatus: true; code?: number; msg?: string };

/**
 * Any other outcome: a non-zero server code with its data fields, no body (msg is the HTTP status text,
 * code CODE.NO_BODY), or no answer at all (code CODE.TRANSPORT_ERROR with our network/timeout text).
 */
export type ApiFailure = { apiStatus: false; code: number; msg: string; [field: string]: unknown };

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** A request payload: values are form- or query-encoded, objects and arrays as JSON text. */
export type Payload = Record<string, unknown>;

/** A success's data fields alone (to keep or store it without the envelope's apiStatus, code and msg). */
export function dataOf<T extends object>(result: ApiSuccess<T>): T {
  const data: Record<string, unknown> = { ...result };
  delete data.apiStatus;
  delete data.code;
  delete data.msg;
  return data as T;
}
