/**
 * A stand-in for the browser's XMLHttpRequest, so API tests run the real axios XHR adapter and can
 * assert the request that would go on the wire (URL, method, headers, body, credentials, timeout).
 */
type Handler = ((event?: unknown) => void) | null;

export type FakeAnswer = { status: number; body?: unknown; statusText?: string };

export class FakeXhr {
  static sent: FakeXhr[] = [];
  /** Answers each request as it is sent; without one the request stays pending. */
  static responder: ((request: FakeXhr) => FakeAnswer | 'timeout' | 'network' | null) | null = null;

  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  timeout = 0;
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = '';
  responseURL = '';
  onloadend: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  onreadystatechange: Handler = null;
  upload = { addEventListener: () => undefined, removeEventListener: () => undefined };

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name.toLowerCase()] = value;
  }
  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\n';
  }
  addEventListener(): void {}
  removeEventListener(): void {}
  abort(): void {}

  send(body: unknown): void {
    this.body = body ?? null;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.responder?.(this);
    if (!answer) return;
    queueMicrotask(() => {
      if (answer === 'timeout') this.ontimeout?.();
      else if (answer === 'network') this.onerror?.();
      else this.respond(answer);
    });
  }

  respond({ status, body, statusText = 'OK' }: FakeAnswer): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.response = this.responseText;
    this.readyState = 4;
    this.onloadend?.();
  }

  /** The URL's query as a map (the body's for form-encoded POSTs: see formBody). */
  get query(): URLSearchParams {
    return new URL(this.url, 'http://localhost').searchParams;
  }
  get path(): string {
    return new URL(this.url, 'http://localhost').pathname;
  }
  get formBody(): URLSearchParams {
    return new URLSearchParams(typeof this.body === 'string' ? this.body : '');
  }
}

/** Installs FakeXhr as window.XMLHttpRequest for a test file; returns the list of sent requests. */
export function installFakeXhr(): { sent: () => FakeXhr[]; last: () => FakeXhr } {
  const real = window.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.responder = null;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = real;
  });
  return {
    sent: () => FakeXhr.sent,
    last: () => {
      const request = FakeXhr.sent[FakeXhr.sent.length - 1];
      if (!request) throw new Error('no request was sent');
      return request;
    },
  };
}

/** Answers every request with the same envelope. */
export function answerAll(answer: FakeAnswer | 'timeout' | 'network'): void {
  FakeXhr.responder = () => answer;
}

/** A spec §3 envelope with the given code and fields. */
export function envelope(code: number, fields: Record<string, unknown> = {}, msg = code === 0 ? 'success' : '失败'): FakeAnswer {
  return { status: 200, body: { apiStatus: code === 0, msg, data: { code, msg, ...fields } } };
}
