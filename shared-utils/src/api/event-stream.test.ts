import { ai } from './ai';
import { deltaText, progressOf, splitEvents } from './event-stream';
import { http } from './http';

describe('splitEvents', () => {
  it('reads complete events and keeps the unfinished rest for the next piece', () => {
    const first = splitEvents('event: delta\ndata: {"text":"负责"}\n\nevent: delta\ndata: {"te');
    expect(first.events).toEqual([{ event: 'delta', data: '{"text":"负责"}' }]);
    expect(first.rest).toBe('event: delta\ndata: {"te');
    const second = splitEvents(`${first.rest}xt":"运营"}\r\n\r\ndata: plain\n\n`);
    expect(second.events).toEqual([
      { event: 'delta', data: '{"text":"运营"}' },
      { event: 'message', data: 'plain' },
    ]);
    expect(deltaText(second.events[0]!.data)).toBe('运营');
    expect(deltaText('not json')).toBe('');
  });
});

/** A fetch answer whose body arrives in the given pieces. */
function streamed(pieces: string[], type = 'text/event-stream'): Response {
  const bytes = pieces.map((p) => new TextEncoder().encode(p));
  let i = 0;
  return {
    headers: { get: () => type },
    statusText: 'OK',
    body: { getReader: () => ({ read: async () => (i < bytes.length ? { done: false, value: bytes[i++] } : { done: true, value: undefined }) }) },
    text: async () => pieces.join(''),
  } as unknown as Response;
}

describe('http.postStream', () => {
  afterEach(() => jest.restoreAllMocks());

  it('passes each delta on as it arrives and answers the envelope of the result event', async () => {
    const fetch = jest.fn().mockResolvedValue(streamed(['event: delta\ndata: {"text":"负"}\n\nevent: del', 'ta\ndata: {"text":"责"}\n\n', 'event: result\ndata: {"apiStatus":true,"msg":"success","data":{"code":0,"msg":"success","source":"model"}}\n\n']));
    Object.assign(globalThis, { fetch });
    const deltas: string[] = [];
    const result = await http.postStream('/api/airesume/generate', { variant: 1 }, (t) => deltas.push(t));
    expect(deltas).toEqual(['负', '责']);
    expect(result).toMatchObject({ apiStatus: true, code: 0, source: 'model' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/airesume/generate');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: 'variant=1&public_source=1' });
  });

  it('reads a plain JSON answer (no model, or a refusal) as any other call, and a dropped connection as a network failure', async () => {
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue(streamed(['{"apiStatus":false,"msg":"","data":{"code":45006,"msg":"请先填写AI简历基本信息"}}'], 'application/json')) });
    expect(await http.postStream('/api/airesume/generate', {}, () => undefined)).toEqual({ apiStatus: false, code: 45006, msg: '请先填写AI简历基本信息' });
    Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    expect(await http.postStream('/api/airesume/generate', {}, () => undefined)).toMatchObject({ apiStatus: false, code: -1 });
  });
});

describe('http.uploadStream and the import\'s progress', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the file as multipart, passes each page OCR starts to the page, and answers the result', async () => {
    const fetch = jest.fn().mockResolvedValue(
      streamed([
        'event: progress\ndata: {"page":1,"pages":2}\n\n',
        'event: progress\ndata: {"page":2,"pages":2}\n\nevent: result\ndata: {"apiStatus":false,"msg":"","data":{"code":45005,"msg":"未能识别文字"}}\n\n',
      ]),
    );
    Object.assign(globalThis, { fetch });
    const pages: string[] = [];
    const result = await ai.parse(new File(['x'], 'scan.jpg', { type: 'image/jpeg' }), (page, total) => pages.push(`${page}/${total}`));
    expect(pages).toEqual(['1/2', '2/2']);
    expect(result).toEqual({ apiStatus: false, code: 45005, msg: '未能识别文字' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/airesume/parse');
    expect(init.headers.Accept).toContain('text/event-stream');
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('scan.jpg');
    expect(form.get('public_source')).toBe('1');
  });

  it('reads only well-formed progress', () => {
    expect(progressOf('{"page":2,"pages":3}')).toEqual({ page: 2, pages: 3 });
    for (const bad of ['{"page":4,"pages":3}', '{"page":0,"pages":3}', '{"page":"x"}', 'nope']) expect(progressOf(bad)).toBeNull();
  });
});
