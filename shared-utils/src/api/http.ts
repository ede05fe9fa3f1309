import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { runtimeConfig } from '../config';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../constants';
import { CODE } from '../errors';
import { MSG } from '../messages';
import { encodeForm, toFormData, withSource } from './encode';
import { readEnvelope } from './envelope';
import { handleForcedOut } from './forced-out';
import type { ApiFailure, ApiResult, Payload } from './result';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The one axios instance (spec §7 "Common behaviour"); nothing outside shared-utils/api touches axios. */
const instance = axios.create({
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: { serialize: encodeForm },
  // every HTTP status is read: a body with an envelope is the answer whatever the status
  validateStatus: () => true,
  // timeouts become ETIMEDOUT, so they can be told apart from aborted requests
  transitional: { clarifyTimeoutError: true },
});

function transportFailure(error: unknown): ApiFailure {
  const timedOut = error instanceof AxiosError && error.code === AxiosError.ETIMEDOUT;
  return { apiStatus: false, code: CODE.TRANSPORT_ERROR, msg: timedOut ? MSG.timeout : MSG.networkError };
}

async function send<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  let result: ApiResult<T>;
  try {
    // read per request: the page may set its configuration after this module loads
    const response = await instance.request<unknown>({ baseURL: runtimeConfig().apiBase, ...config });
    result = readEnvelope<T>(response.data, response.statusText);
  } catch (error) {
    return transportFailure(error);
  }
  if (!result.apiStatus && result.code === CODE.NOT_LOGGED_IN) handleForcedOut();
  return result;
}

/** Per-call options; only the signal is meant for everyday use (dropping a stale request). */
export type RequestOptions = { signal?: AbortSignal };
/** Upload options: `onProgress` gets the share of the file sent so far, 0-100. */
export type UploadOptions = RequestOptions & { onProgress?: (percent: number) => void };

export const http = {
  /** GET with the payload query-encoded. */
  get<T = object>(url: string, payload?: Payload, options?: RequestOptions): Promise<ApiResult<T>> {
    return send<T>({ method: 'GET', url, params: withSource(payload), ...options });
  },
  /** POST with the payload form-encoded, objects as JSON text. */
  post<T = object>(url: string, payload?: Payload, options?: RequestOptions): Promise<ApiResult<T>> {
    const data = encodeForm(withSource(payload));
    return send<T>({ method: 'POST', url, data, headers: { 'Content-Type': FORM_TYPE }, ...options });
  },
  /** Multipart POST (resume upload) with the longer upload timeout; the browser sets the boundary. */
  upload<T = object>(url: string, fields: Record<string, string | number | Blob>, options: UploadOptions = {}): Promise<ApiResult<T>> {
    const { onProgress, ...rest } = options;
    const onUploadProgress = onProgress
      ? (e: { loaded: number; total?: number }) => {
          if (e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
        }
      : undefined;
    return send<T>({ method: 'POST', url, data: toFormData(fields), timeout: UPLOAD_TIMEOUT_MS, onUploadProgress, ...rest });
  },
};
