// Uploads made to hurt the import answer the envelope within their budget, and nobody else waits for them (issue 25
// "Safety"): parsing runs in worker threads with a time budget and a heap ceiling, what a file inflates to is
// checked before it is read, and a full queue is refused at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AI_MSG } from '@campus/shared-utils/rules';
import { createParsePool } from '../src/ai/pool/parse-pool';
import { makeDocx } from '../src/seed/resume/demo-documents';
import { brokenPdfs, docxBomb, docxDigits, docxLong, docxLongLine, lyingDocxBomb, pdfBomb, pdfManyRuns } from './hostile-files';
import { DB_KINDS, useTestApp } from './helper';
import { data, multipart, newStudent } from './resume-kit';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const RESUME = ['周一鸣', '电话：13800000001  邮箱：zhou@example.com', '教育背景', '南京大学 | 软件工程 | 本科', '2021.09 - 2025.06'];
// twice the server's default (10 s): a machine 2.3 times slower than usual took more than 10 s on the page of 300,000 runs
const PARSE_BUDGET_MS = 20_000;

describe.each(DB_KINDS)('hostile uploads on %s', (kind) => {
  const t = useTestApp(kind, { PARSE_THREADS: '2', PARSE_TIMEOUT_MS: String(PARSE_BUDGET_MS) });
  let token = '';
  beforeAll(async () => {
    token = (await newStudent(t.app, '13900000025')).token;
  });

  const parse = (file: Buffer, name: string) => {
    const { payload, headers } = multipart({ name, type: name.endsWith('.pdf') ? 'application/pdf' : DOCX, data: file });
    return t.app.inject({ method: 'POST', url: '/api/airesume/parse', payload, headers: { ...headers, cookie: `uniq_user_token=${token}` } });
  };
  const timed = async (file: Buffer, name: string) => {
    const started = performance.now();
    const res = await parse(file, name);
    return { res, ms: performance.now() - started };
  };

  it.each([
    ['a DOCX that inflates to 40 MB', () => docxBomb(40), 'bomb.docx', 45009],
    ['the same DOCX declaring 100 bytes', () => lyingDocxBomb(40), 'liar.docx', 45009],
    ['a PDF stream that inflates to 64 MB', () => pdfBomb(64), 'bomb.pdf', 45009],
    ['a PDF stream deflated twice over, 64 MB inside', () => pdfBomb(64, 2), 'nested.pdf', 45009],
  ])('refuses %s with 45009 before reading it', async (_, make, name, code) => {
    const { res, ms } = await timed(make(), name);
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ code, msg: AI_MSG.fileTooHeavy });
    expect(ms).toBeLessThan(PARSE_BUDGET_MS);
  });

  it.each([
    ['64,000 digits on one line', () => docxDigits(64_000), 'digits.docx'],
    ['a 5-million-character line', () => docxLongLine(5_000_000), 'line.docx'],
    ['a page of 300,000 runs', () => pdfManyRuns(300_000), 'runs.pdf'],
  ])('reads %s within its budget', async (_, make, name) => {
    const { res, ms } = await timed(make(), name);
    expect(res.statusCode).toBe(200);
    // nothing worth a draft in them: an answer (a draft marked unsure, or no text) is what counts, in time
    expect([0, 45005]).toContain(data(res).code);
    expect(ms).toBeLessThan(PARSE_BUDGET_MS);
  });

  it.each(brokenPdfs())('answers a PDF %s with 45005', async (_, file) => {
    const { res, ms } = await timed(file, 'broken.pdf');
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ code: 45005, msg: AI_MSG.noText });
    expect(ms).toBeLessThan(PARSE_BUDGET_MS);
  });

  it('serves a cheap call in time while four heavy files parse, and reads a resume afterwards', async () => {
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    const heavy = [docxLong(400_000), docxLongLine(5_000_000), docxLong(400_000), pdfManyRuns(300_000)];
    const parsing = Promise.all(heavy.map((file, i) => parse(file, i === 3 ? 'runs.pdf' : 'heavy.docx')));
    const times: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/site/getsiteinfo', headers: { host: 'localhost' } });
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await parsing;
    lag.disable();
    times.sort((a, b) => a - b);
    const p99 = times[Math.ceil(times.length * 0.99) - 1]!;
    // the event loop is never held (the budget's 100 ms is measured on an idle machine by bench/resume-hostile.mjs;
    // here other suites may share the cores, so a call's own time gets room (373 ms once, on a machine 2.3 times
    // slower, with Jest's other workers busy), a stall of seconds still fails)
    expect(lag.percentile(99) / 1e6).toBeLessThanOrEqual(100);
    expect(p99).toBeLessThanOrEqual(600);
    for (const res of answers) expect([0, 45005, 45009]).toContain(data(res).code);
    const after = await parse(makeDocx(RESUME), 'cv.docx');
    expect(data(after)).toMatchObject({ code: 0, basic: { value: { name: '周一鸣', phone: '13800000001' } } });
    // four files on two threads, each up to its budget
  }, 4 * PARSE_BUDGET_MS);
});

describe('the parse pool', () => {
  const file = makeDocx(RESUME);

  it('ends a thread past its time budget, answers tooHeavy, and reads the next file on a new thread', async () => {
    const pool = createParsePool({ threads: 1, queue: 4, timeoutMs: 500, pageMs: 500, memoryMb: 384 });
    try {
      await expect(pool.parse(docxLong(600_000))).rejects.toMatchObject({ name: 'ParseRefused', reason: 'tooHeavy' });
      await expect(pool.parse(file)).resolves.toMatchObject({ basic: { value: { name: '周一鸣' } } });
    } finally {
      await pool.close();
    }
  });

  it('ends a thread past its heap ceiling, answers tooHeavy, and reads the next file', async () => {
    const pool = createParsePool({ threads: 1, queue: 4, timeoutMs: 60_000, pageMs: 500, memoryMb: 64 });
    try {
      await expect(pool.parse(docxLong(600_000))).rejects.toMatchObject({ name: 'ParseRefused', reason: 'tooHeavy' });
      await expect(pool.parse(file)).resolves.toMatchObject({ basic: { value: { name: '周一鸣' } } });
    } finally {
      await pool.close();
    }
  });

  // a thread terminated during a model run took the whole process down (exit 134): it is now ended between runs
  const scan = readFileSync(path.join(__dirname, 'fixtures/ai/scans/scan-1.jpg'));

  it('ends an OCR thread past its budget between model runs, and the process lives to read the next file', async () => {
    const pool = createParsePool({ threads: 1, queue: 4, timeoutMs: 300, pageMs: 300, memoryMb: 384 });
    try {
      for (let round = 0; round < 3; round += 1) {
        await expect(pool.parse(scan)).rejects.toMatchObject({ name: 'ParseRefused', reason: 'tooHeavy' });
      }
    } finally {
      await pool.close();
    }
    // still alive: a pool with an ordinary budget reads a file (300 ms is too short for a fresh thread's first DOCX on a slow machine)
    const after = createParsePool({ threads: 1, queue: 4, timeoutMs: 60_000, pageMs: 500, memoryMb: 384 });
    try {
      await expect(after.parse(file)).resolves.toMatchObject({ basic: { value: { name: '周一鸣' } } });
    } finally {
      await after.close();
    }
  }, 90_000);

  it('closes while a scan is read, and the file being read is refused', async () => {
    const pool = createParsePool({ threads: 1, queue: 4, timeoutMs: 60_000, pageMs: 60_000, memoryMb: 384 });
    // closed as OCR starts on the scan's page (onPage), not after a fixed wait that a quiet machine's OCR can outrun
    let reading = () => {};
    const begun = new Promise<void>((resolve) => (reading = resolve));
    const refused = expect(pool.parse(scan, () => reading())).rejects.toMatchObject({ name: 'ParseRefused', reason: 'tooHeavy' });
    await begun;
    await pool.close();
    await refused;
  }, 60_000);

  it('refuses at once what finds every thread busy and the queue full', async () => {
    const pool = createParsePool({ threads: 1, queue: 1, timeoutMs: 60_000, pageMs: 500, memoryMb: 384 });
    try {
      const answers = await Promise.allSettled([pool.parse(file), pool.parse(file), pool.parse(file)]);
      expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.basic.value.name : (a.reason as { reason: string }).reason))).toEqual(['周一鸣', '周一鸣', 'busy']);
      // the refusal held nothing: the pool takes files again
      await expect(pool.parse(file)).resolves.toMatchObject({ basic: { value: { name: '周一鸣' } } });
    } finally {
      await pool.close();
    }
  });
});
