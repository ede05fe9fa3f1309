// A photo of a paper resume through POST /api/airesume/parse, as the page sends it (issue 25 "Scans"): the answer
// streams the page OCR reads, then the draft, read in the parse pool's worker thread.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DB_KINDS, useTestApp } from './helper';
import { multipart, newStudent } from './resume-kit';

/** The events of a text/event-stream body: each block's event name and data. */
const eventsOf = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message', data: /^data: (.*)$/m.exec(block)?.[1] ?? '' }));

const scan = readFileSync(path.join(__dirname, 'fixtures/ai/scans/scan-1.jpg'));
// a Chromium-printed resume whose fonts lost their ToUnicode maps: its text layer reads 戈┉뙧…, its glyphs are right
const brokenMap = Buffer.from(readFileSync(path.join(__dirname, 'fixtures/ai/resume-one-column.pdf')).toString('latin1').replaceAll('/ToUnicode', '/XoUnicode'), 'latin1');

describe.each(DB_KINDS)('a photo of a resume through the parse call on %s', (kind) => {
  // the OCR models load in the worker thread on first use (a few seconds on two cores, and past the default 10 s + 8 s a
  // page once in CI beside the other OCR suites): what is read is checked here, the time budget in ai-parse-hostile
  const t = useTestApp(kind, { PARSE_TIMEOUT_MS: '60000' });
  jest.setTimeout(90_000);

  it('streams progress for its one page, then the draft read from it', async () => {
    const me = await newStudent(t.app, '13900000026');
    const { payload, headers } = multipart({ name: '简历照片.jpg', type: 'image/jpeg', data: scan });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/airesume/parse',
      payload,
      headers: { ...headers, accept: 'text/event-stream', cookie: `uniq_user_token=${me.token}` },
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(res.body);
    expect(events.map((e) => e.event)).toEqual(['progress', 'result']);
    expect(JSON.parse(events[0]!.data)).toEqual({ page: 1, pages: 1 });
    const result = JSON.parse(events[1]!.data) as { data: { code: number; basic: { value: Record<string, string> } } };
    expect(result.data.code).toBe(0);
    expect(result.data.basic.value).toMatchObject({ name: '李思远', phone: '13812345678', email: 'lisiyuan@example.com', school: '华中科技大学' });
  });

  it('draws the pages of a PDF whose text layer is garbage and reads them by OCR', async () => {
    const me = await newStudent(t.app, '13900000027');
    const { payload, headers } = multipart({ name: '简历.pdf', type: 'application/pdf', data: brokenMap });
    const res = await t.app.inject({ method: 'POST', url: '/api/airesume/parse', payload, headers: { ...headers, cookie: `uniq_user_token=${me.token}` } });
    const draft = res.json<{ data: { code: number; basic: { value: Record<string, string> }; work: { value: Record<string, string> }[] } }>().data;
    expect(draft.code).toBe(0);
    expect(draft.basic.value).toMatchObject({ name: '周一鸣', phone: '13800000001', email: 'zhou.yiming@example.com', school: '临江大学' });
    expect(draft.work[0]?.value).toMatchObject({ company: '云帆数据科技有限公司', position: '前端开发实习生' });
  });
});
