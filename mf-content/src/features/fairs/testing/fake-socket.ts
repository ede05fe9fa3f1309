/** A stand-in for the browser's WebSocket: the tests open it and speak for the server. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {
    this.readyState = 3;
  }
  /** the server accepts the socket */
  accept(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  /** the server says something */
  says(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** the server says which booth changed */
  booth(companyId: number): void {
    this.says({ type: 'booth', company_id: companyId });
  }
}

/** Puts the stand-in in place of the browser's WebSocket for the file's tests. */
export function withFakeSocket(): void {
  const real = globalThis.WebSocket;
  beforeAll(() => {
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  });
  beforeEach(() => {
    FakeSocket.all = [];
  });
  afterAll(() => {
    globalThis.WebSocket = real;
  });
}
