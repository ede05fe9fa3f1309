import net from 'node:net';
import fc from 'fast-check';
import { isApiPath } from '../../src/lib/api-path';
import { encodeText } from './requests';

/**
 * Raw HTTP requests for a listening server: what Node's own parser refuses before Fastify sees it (request
 * lines and headers over 16 KB, odd methods and versions, bytes no header may hold, broken chunked bodies).
 * Every request ends with `Connection: close` and a body no longer than it says, so none waits for a timeout.
 */
const CALLS = ['/api/site/getsiteinfo', '/api/company/getlist', '/api/position/getdetail', '/api/user/getcommon', '/api/site/getconfig', '/api/no/such', '/api/%zz', '/school/site/home'];
/** Pages and files outside the document (the back-office placeholders, /static, unknown pages): no 5xx is asked of them. */
const PAGES = ['/school/', '/company', '/op/', '/static/%2e%2e/%2e%2e/etc/passwd', '/static/logo.svg', '/assets/none.js', '/no/such/page', '/.env'];

const queryText = fc.oneof(
  fc.string({ maxLength: 60 }).map(encodeText),
  fc.nat({ max: 40_000 }).map((n) => `keyword=${'a'.repeat(n)}`),
  fc.constantFrom('page=Infinity', `page=${'9'.repeat(400)}`, 'keyword=%00', '%', '%zz', 'a=%ED%A0%80'),
);

const headerLine = fc.oneof(
  fc.constantFrom('Accept: */*', 'Cookie: uniq_user_token=%00', 'X-Forwarded-For: garbage', 'Content-Type: application/json', 'Content-Type: text/plain', 'Origin: null', 'Sec-Fetch-Site: cross-site'),
  fc.nat({ max: 30_000 }).map((n) => `X-Long: ${'b'.repeat(n)}`),
  fc.constantFrom('Bad Header: x', 'X-Nul: a\u0000b', 'X-Ctl: \u0001', ': empty', 'NoColon', 'X-Latin: \u00ff', 'Transfer-Encoding: gzip'),
);

export const rawRequest: fc.Arbitrary<string> = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'BLAH', 'get', 'G ET'),
    path: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...CALLS) }, { weight: 1, arbitrary: fc.constantFrom(...PAGES) }),
    query: fc.option(queryText, { nil: undefined }),
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', ''),
    host: fc.constantFrom('Host: localhost', 'Host: localhost', 'Host: localhost:99999', 'Host: ', ''),
    headers: fc.array(headerLine, { maxLength: 3 }),
    body: fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 200 }).map((b) => `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(b)}\r\n\r\n${b}`),
      fc.constantFrom('Content-Length: 3\r\nContent-Length: 4\r\n\r\nabcd', 'Content-Length: -1\r\n\r\n', 'Transfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n', 'Content-Length: 2\r\n\r\nabGARBAGE\r\n\r\n'),
    ),
  })
  .map(({ method, path, query, version, host, headers, body }) => {
    const line = [method, query === undefined ? path : `${path}?${query}`, version].filter(Boolean).join(' ');
    const head = [line, host, ...headers, 'Connection: close'].filter(Boolean).join('\r\n');
    return body ? `${head}\r\n${body}` : `${head}\r\n\r\n`;
  });

/**
 * Sends raw text and reads until the server closes (every request says `Connection: close`); the answer's
 * bytes. The socket is not half-closed: Node takes a client's end as an aborted request and drops its answer.
 */
export function sendRaw(port: number, text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.from(text, 'latin1')));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? resolve(Buffer.concat(chunks)) : reject(err)));
  });
}

/** What is wrong with the first answer on the connection, or undefined: no 5xx, and on API paths the envelope when there is a body. */
export function judgeRaw(request: string, answer: Buffer): string | undefined {
  const text = answer.toString('utf8');
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) return `no answer (${JSON.stringify(text.slice(0, 80))})`;
  const head = text.slice(0, headEnd);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  if (!status) return `no status line (${JSON.stringify(head.slice(0, 80))})`;
  if (status >= 500) return `HTTP ${status}`;
  if (request.startsWith('HEAD ') || status === 204) return undefined;
  // a page or file answers what it is; only API paths owe the envelope
  if (!isApiPath(request.split(' ')[1] ?? '')) return undefined;
  const type = /\r\ncontent-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
  if (!type.startsWith('application/json')) return `content type ${type || 'none'} with HTTP ${status}`;
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? NaN);
  const bytes = answer.subarray(Buffer.byteLength(text.slice(0, headEnd + 4)));
  const body = (Number.isNaN(length) ? bytes : bytes.subarray(0, length)).toString('utf8');
  try {
    const e = JSON.parse(body) as { apiStatus?: unknown; data?: { code?: unknown } };
    return typeof e.apiStatus === 'boolean' && typeof e.data?.code === 'number' ? undefined : 'not the envelope';
  } catch {
    return 'body is not JSON';
  }
}

const shorten = (text: string) => JSON.stringify(text.replace(/(.)\1{20,}/g, (run, c: string) => `${c}×${run.length}`).slice(0, 400));

/** `runs` raw requests (fixed by the seed) to a server listening on 127.0.0.1:port: the count and what failed. */
export async function fuzzRaw(port: number, { seed, runs }: { seed: number; runs: number }): Promise<{ count: number; failures: string[] }> {
  const failures: string[] = [];
  const requests = fc.sample(rawRequest, { seed, numRuns: runs });
  for (const request of requests) {
    const answer = await sendRaw(port, request);
    const problem = judgeRaw(request, answer);
    if (problem) failures.push(`${problem}: ${shorten(request)} → ${shorten(answer.toString('latin1'))}`);
  }
  return { count: requests.length, failures };
}
