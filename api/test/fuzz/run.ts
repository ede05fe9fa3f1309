import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { requestsFor, type FuzzRequest } from './requests';
import { NON_ENVELOPE, opKey, operationsOf, type OpenApiDoc, type Operation } from './routes';

export type Failure = { op: string; request: string; status: number; problem: string; body: string };

/** What is wrong with an answer, or undefined: no 5xx ever; the envelope unless the call is a listed non-JSON one. */
export function judge(op: Operation, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  const special = NON_ENVELOPE[opKey(op)];
  // a listed call answers its own type when it succeeds (or redirects); its refusals are still the envelope
  if (special && (special.type.test(type) || (res.statusCode >= 300 && res.statusCode < 400))) return undefined;
  if (!type.startsWith('application/json')) return `content type ${type || 'none'} is not the envelope's`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  const e = parsed as { apiStatus?: unknown; msg?: unknown; data?: { code?: unknown; msg?: unknown } } | null;
  if (typeof e?.apiStatus !== 'boolean' || typeof e.msg !== 'string' || typeof e.data?.code !== 'number' || typeof e.data.msg !== 'string') return 'not the envelope';
  if ((e.data.code === 0) !== e.apiStatus) return 'apiStatus disagrees with data.code';
  return undefined;
}

const describeRequest = (r: FuzzRequest) => {
  const payload = typeof r.payload === 'string' ? r.payload : r.payload ? r.payload.toString('latin1') : '';
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  return `${r.method} ${cut(r.url)} headers=${cut(JSON.stringify(r.headers))} body=${cut(payload)}`;
};

export type FuzzOptions = {
  seed: number;
  /** requests per operation */
  runs: number;
  /** allow 1 MB values */
  big: boolean;
  /** a session cookie (`name=value`) sent with every request */
  cookie?: string;
  /** headers sent with every request besides the generated ones (the dev token, so the dev tools' handlers are reached too) */
  headers?: Record<string, string>;
  /** operations left out (e.g. log-out during the logged-in pass) */
  skip?: (op: Operation) => boolean;
};

/** Every operation of the document, `runs` generated requests each (fixed by the seed): the count and what failed. */
export type FuzzResult = { count: number; failures: Failure[]; /** answers by data.code (-1: not the envelope) */ codes: Map<number, number> };

export async function fuzzApp(app: FastifyInstance, doc: OpenApiDoc, options: FuzzOptions): Promise<FuzzResult> {
  const failures: Failure[] = [];
  const codes = new Map<number, number>();
  let count = 0;
  const ops = operationsOf(doc).filter((op) => !options.skip?.(op));
  for (const [i, op] of ops.entries()) {
    // one seed per operation: a failure replays without the operations before it
    const requests = fc.sample(requestsFor(op, { big: options.big, cookie: options.cookie }), { seed: options.seed + i, numRuns: options.runs });
    for (const request of requests) {
      count += 1;
      const res = await app.inject(options.headers ? { ...request, headers: { ...options.headers, ...request.headers } } : request);
      const problem = judge(op, res);
      const code = codeOf(res);
      codes.set(code, (codes.get(code) ?? 0) + 1);
      if (problem) failures.push({ op: opKey(op), request: describeRequest(request), status: res.statusCode, problem, body: res.body.slice(0, 300) });
    }
  }
  return { count, failures, codes };
}

function codeOf(res: LightMyRequestResponse): number {
  try {
    const code = res.json<{ data?: { code?: unknown } }>().data?.code;
    return typeof code === 'number' ? code : -1;
  } catch {
    return -1;
  }
}

/** Failures, one per operation and problem, for a readable report. */
export function summarize(failures: Failure[]): string {
  const seen = new Map<string, Failure & { times: number }>();
  for (const f of failures) {
    const key = `${f.op} ${f.problem}`;
    const had = seen.get(key);
    if (had) had.times += 1;
    else seen.set(key, { ...f, times: 1 });
  }
  return [...seen.values()].map((f) => `${f.op}: ${f.problem} (${f.times}×)\n  ${f.request}\n  → ${f.status} ${f.body}`).join('\n');
}
