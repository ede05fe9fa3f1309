import type { AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { runtimeConfig } from '../config';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../constants';
import { CODE } from '../errors';
import { MSG } from '../messages';
import { encodeForm, toFormData, withSource } from './encode';
import { deltaText, splitEvents, type ServerEvent } from './event-stream';
import { readEnvelope } from './envelope';
import { handleForcedOut } from './forced-out';
import type { ApiFailure, ApiResult, Payload } from './result';

const FORM_TYPE = 'application/x-www-form-urlencoded';

type Client = { axios: AxiosStatic; instance: AxiosInstance };
let client: Promise<Client> | undefined;

/**
 * The one axios instance (spec §7 "Common behaviour"); nothing outside shared-utils/api touches axios. axios
 * (a fifth of the first load) comes with the first call, not with the page: a page's first view takes its
 * answers from the page itself (page-answers.ts), and the root config downloads the chunk at idle, unrun
 * (root-config prefetch.ts prefetchChunk), so the first call only runs it.
 */
function loadClient(): Promise<Client> {
  client ??= import(/* webpackChunkName: "http" */ 'axios').then(({ default: axios }) => ({
    axios,
    instance: axios.create({
      withCredentials: true,
      timeout: REQUEST_TIMEOUT_MS,
      paramsSerializer: { serialize: encodeForm },
      // every HTTP status is read: a body with an envelope is the answer whatever the status
      validateStatus: () => true,
      // timeouts become ETIMEDOUT, so they can be told apart from aborted requests
      transitional: { clarifyTimeoutError: true },
    }),
  }));
  // a failed download (the network dropped) is tried again by the next call
  client.catch(() => (client = undefined));
  return client;
}

function transportFailure(axios: AxiosStatic | undefined, error: unknown): ApiFailure {
  const timedOut = axios !== undefined && axios.isAxiosError(error) && error.code === axios.AxiosError.ETIMEDOUT;
  return { apiStatus: false, code: CODE.TRANSPORT_ERROR, msg: timedOut ? MSG.timeout : MSG.networkError };
}

async function send<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  let result: ApiResult<T>;
  let axios: AxiosStatic | undefined;
  try {
    const loaded = await loadClient();
    axios = loaded.axios;
    // read per request: the page may set its configuration after this module loads
    const response = await loaded.instance.request<unknown>({ baseURL: runtimeConfig().apiBase, ...config });
    result = readEnvelope<T>(response.data, response.statusText);
  } catch (error) {
    return transportFailure(axios, error);
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
  /**
   * A GET sent as the page goes away (pagehide, a hidden tab): fetch with `keepalive`, which the browser finishes
   * after the page is gone, where an XHR is cancelled with it. Nothing reads the answer.
   */
  getOnLeave(url: string, payload?: Payload): void {
    const query = encodeForm(withSource(payload));
    const address = `${runtimeConfig().apiBase ?? ''}${url}${query ? `?${query}` : ''}`;
    fetch(address, { keepalive: true, credentials: 'include' }).catch(() => undefined);
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
  /**
   * Form POST whose answer may stream as server-sent events (the AI writer with a language model): each
   * `delta` event's text goes to `onDelta` as it arrives, the `result` event is the envelope. A plain JSON
   * answer (no model, or a refusal) is read as any other.
   */
  postStream<T = object>(url: string, payload: Payload, onDelta: (text: string) => void, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const body = encodeForm(withSource(payload));
    return streamed<T>(url, { body, headers: { 'Content-Type': FORM_TYPE } }, (e) => e.event === 'delta' && onDelta(deltaText(e.data)), options);
  },
  /**
   * Multipart POST whose answer may stream as server-sent events (the resume import: `progress` as OCR reads each
   * page of a scan); every event but the closing `result` goes to `onEvent`. The upload timeout counts from the
   * last thing heard, so a long scan that keeps saying where it is is not cut off.
   */
  uploadStream<T = object>(url: string, fields: Record<string, string | number | Blob>, onEvent: (event: ServerEvent) => void, options: RequestOptions = {}): Promise<ApiResult<T>> {
    return streamed<T>(url, { body: toFormData(fields) }, onEvent, options);
  },
};

/**
 * A POST read as server-sent events when the server streams, else as one envelope. axios cannot read a stream in
 * the browser, so these calls use fetch, with the same envelope, timeout texts and forced-out handling; the
 * timeout (UPLOAD_TIMEOUT_MS) starts again with every event.
 */
async function streamed<T>(url: string, init: { body: BodyInit; headers?: Record<string, string> }, onEvent: (event: ServerEvent) => void, options: RequestOptions): Promise<ApiResult<T>> {
  const quiet = new AbortController();
  let timer = setTimeout(() => quiet.abort(), UPLOAD_TIMEOUT_MS);
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(() => quiet.abort(), UPLOAD_TIMEOUT_MS);
  };
  const signal = options.signal ? AbortSignal.any([quiet.signal, options.signal]) : quiet.signal;
  let result: ApiResult<T>;
  try {
    const response = await fetch(`${runtimeConfig().apiBase ?? ''}${url}`, {
      method: 'POST',
      credentials: 'include',
      headers: { ...init.headers, Accept: 'text/event-stream, application/json' },
      body: init.body,
      signal,
    });
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
      result = readEnvelope<T>(await response.text(), response.statusText);
    } else {
      result = await readEventStream<T>(response.body, (e) => {
        heard();
        onEvent(e);
      }, response.statusText);
    }
  } catch {
    return { apiStatus: false, code: CODE.TRANSPORT_ERROR, msg: quiet.signal.aborted ? MSG.timeout : MSG.networkError };
  } finally {
    clearTimeout(timer);
  }
  if (!result.apiStatus && result.code === CODE.NOT_LOGGED_IN) handleForcedOut();
  return result;
}

async function readEventStream<T>(body: ReadableStream<Uint8Array>, onEvent: (event: ServerEvent) => void, statusText: string): Promise<ApiResult<T>> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() + '\n\n' : decoder.decode(value, { stream: true });
    const { events, rest } = splitEvents(pending);
    pending = rest;
    for (const e of events) {
      if (e.event === 'result') return readEnvelope<T>(e.data, statusText);
      onEvent(e);
    }
    if (done) return readEnvelope<T>('', statusText);
  }
}
