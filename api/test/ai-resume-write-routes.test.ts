import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AI_LIMITS, AI_MSG, ATTACHMENT, RESUME_MSG, type AiWish, type AiWishSaved, type Diagnosis, type ResumeDraft } from '@campus/shared-utils/rules';
import { makeDocx, makePdf } from '../src/seed/resume/demo-documents';
import { useChatServer } from './ai-chat-server';
import { makeCorpus } from './ai-corpus/truth';
import { resumeLines } from './ai-corpus/written';
import { digitsOf, WISH, wishNumbers } from './ai-write-fixtures';
import { DB_KINDS, formPost, useTestApp } from './helper';
import { cookieOf, data, get, multipart, newStudent, post, RESUME_NOW, sessionFor } from './resume-kit';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/ai', name));
const pdf = (data: Buffer, name = 'resume.pdf') => ({ name, type: 'application/pdf', data });
const docx = (data: Buffer, name = 'resume.docx') => ({ name, type: ATTACHMENT.mimes.docx, data });
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(500)]);
const NOVEL = ['第一章 雨夜', '那年秋天，雨下得格外久。林生撑着一把旧伞，站在老街的路口。', '茶馆的老板是个瘦高的老人，见他进门，只是抬了抬眼皮。', '第二章 旧信', '第二天清晨，他在阁楼的木箱里找到了一叠泛黄的信。'];

/** The wish form as the page posts it: experiences as JSON text. */
const wishForm = (wish: Omit<AiWish, 'updated_at'> = WISH): Record<string, string | number> => ({ ...wish, experiences: JSON.stringify(wish.experiences) });

describe.each(DB_KINDS)('AI resume writing calls on %s', (kind) => {
  // what a file is read as is checked here, the parse's time budget (45009) in ai-parse-hostile: a parse thread's first
  // file loads pdf.js, and on a loaded machine that alone has passed the default 10 s (45009 for a blank PDF)
  const t = useTestApp(kind, { PARSE_TIMEOUT_MS: '60000' }, { now: () => RESUME_NOW });
  let phone = 13700000300;
  const student = () => newStudent(t.app, String((phone += 1)));
  const send = (url: string, token: string | undefined, file: { name: string; type: string; data: Buffer } | null, headers: Record<string, string> = {}) => {
    const body = multipart(file, {});
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(token ? cookieOf(token) : {}), ...headers } });
  };
  const parse = (token: string | undefined, file: { name: string; type: string; data: Buffer } | null) => send('/api/airesume/parse', token, file);
  const closedHost = async () => (await t.app.db.selectFrom('site').select('host').where('is_open_ai', '=', 0).executeTakeFirstOrThrow()).host;
  const stored = async (studentId: number) => ({
    diagnoses: (await t.app.db.selectFrom('ai_diagnosis').select('id').where('student_id', '=', studentId).execute()).length,
    files: (await t.app.db.selectFrom('resume_attachment').select('id').where('student_id', '=', studentId).execute()).length,
  });

  it('are student-only and refused with 45001 on a site without AI', async () => {
    const employer = await t.app.db.selectFrom('employer').select('id').executeTakeFirstOrThrow();
    const company = await sessionFor(t.app, 'company', employer.id);
    const notStudent = { code: 20013, msg: '切换为学生身份登录后方可使用AI简历' };
    expect(data(await parse(undefined, pdf(fixture('resume-one-column.pdf')))).code).toBe(20011);
    expect(data(await parse(company, pdf(fixture('resume-one-column.pdf'))))).toEqual(notStudent);
    expect(data(await get(t.app, '/api/airesume/getwish')).code).toBe(20011);
    expect(data(await get(t.app, '/api/airesume/getwish', company))).toEqual(notStudent);
    expect(data(await post(t.app, '/api/airesume/savewish', undefined, wishForm())).code).toBe(20011);
    expect(data(await post(t.app, '/api/airesume/generate', company))).toEqual(notStudent);

    const me = await student();
    const host = await closedHost();
    const closed = { code: 45001, msg: '本站暂未开放AI简历功能' };
    expect(data(await send('/api/airesume/parse', me.token, pdf(fixture('resume-one-column.pdf')), { host }))).toEqual(closed);
    expect(data(await send('/api/airesume/diagnose', me.token, pdf(fixture('resume-one-column.pdf')), { host }))).toEqual(closed);
    expect(data(await t.app.inject({ url: '/api/airesume/getwish', headers: { ...cookieOf(me.token), host } }))).toEqual(closed);
    const form = new URLSearchParams({ variant: '1' }).toString();
    const generate = await t.app.inject({ method: 'POST', url: '/api/airesume/generate', payload: form, headers: { ...cookieOf(me.token), host, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(data(generate)).toEqual(closed);
  });

  it('parses the PDF fixtures and a DOCX into a draft with a confidence per field, storing nothing', async () => {
    const me = await student();
    const one = data<ResumeDraft & { code: number }>(await parse(me.token, pdf(fixture('resume-one-column.pdf'))));
    expect(one.code).toBe(0);
    expect(one.basic.value).toMatchObject({ name: '周一鸣', phone: '13800000001', email: 'zhou.yiming@example.com', school: '临江大学', major: '计算机科学与技术', degree: 2, graduation_year: 2025 });
    expect(one.basic.confidence.phone).toBeGreaterThanOrEqual(AI_LIMITS.sureConfidence);
    expect(one.work[0]).toMatchObject({ value: { kind: 1, company: '云帆数据科技有限公司', position: '前端开发实习生', start_date: '2024-07', end_date: '2024-09' } });
    expect(one.work[0]!.confidence.company).toBeGreaterThanOrEqual(AI_LIMITS.sureConfidence);
    expect(one).toMatchObject({ intention: { categories: ['前端开发工程师'], cities: ['杭州'] }, low_confidence: 0, confidence: 1, source: 'engine' });

    const two = data<ResumeDraft>(await parse(me.token, pdf(fixture('resume-two-columns.pdf'))));
    expect(two.project.map((p) => [p.value.name, p.value.role, p.value.start_date, p.value.end_date])).toEqual([['校园二手交易平台', '项目负责人', '2023-03', '2023-12']]);
    expect(two.other.value.skills).toContain('React');

    const truth = makeCorpus()[3]!;
    const fromDocx = data<ResumeDraft>(await parse(me.token, docx(makeDocx(resumeLines(truth)))));
    expect(fromDocx.basic.value).toMatchObject({ name: truth.basic.name, phone: truth.basic.phone, email: truth.basic.email });
    expect(fromDocx.basic.confidence.name).toBeGreaterThan(0);
    expect(fromDocx.education.map((e) => e.value.school)).toEqual(truth.education.map((e) => e.school));
    expect(await stored(me.id)).toEqual({ diagnoses: 0, files: 0 });
  });

  it('answers a novel with low_confidence 1', async () => {
    const me = await student();
    expect(data(await parse(me.token, pdf(fixture('not-resume-novel.pdf'))))).toMatchObject({ code: 0, low_confidence: 1 });
    expect(data(await parse(me.token, docx(makeDocx(NOVEL))))).toMatchObject({ code: 0, low_confidence: 1, confidence: 0 });
  });

  it('refuses a PDF without text (and no scan in it) or a broken one with 45005, a file over 5 MB, a DOC, a renamed text file and no file, storing nothing', async () => {
    const me = await student();
    expect(data(await parse(me.token, pdf(makePdf('', []))))).toEqual({ code: 45005, msg: AI_MSG.noText });
    expect(data(await send('/api/airesume/diagnose', me.token, pdf(makePdf('', []))))).toEqual({ code: 45005, msg: AI_MSG.noText });
    // a PDF by its header and end marker whose body cannot be read (broken or encrypted)
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 7), Buffer.from('\n%%EOF\n')]);
    expect(data(await parse(me.token, pdf(broken)))).toEqual({ code: 45005, msg: AI_MSG.noText });
    const big = Buffer.concat([fixture('resume-one-column.pdf'), Buffer.alloc(6 * 1024 * 1024 - fixture('resume-one-column.pdf').length)]);
    expect(data(await parse(me.token, pdf(big)))).toEqual({ code: 41006, msg: RESUME_MSG.attachmentTooLarge });
    expect(data(await parse(me.token, { name: 'cv.doc', type: 'application/msword', data: DOC }))).toEqual({ code: 41005, msg: AI_MSG.fileType });
    expect(data(await parse(me.token, pdf(Buffer.from('周一鸣 电话 13800000001 这只是一个改了扩展名的文本文件'), 'renamed.pdf')))).toEqual({ code: 41005, msg: AI_MSG.fileType });
    expect(data(await parse(me.token, null)).code).toBe(41004);
    expect(await stored(me.id)).toEqual({ diagnoses: 0, files: 0 });
  });

  it('keeps the wish: empty before the first save, cut at 10,000 characters with the fields named, read back as saved', async () => {
    const me = await student();
    expect(data(await get(t.app, '/api/airesume/getwish', me.token))).toMatchObject({ code: 0, name: '', experiences: [], updated_at: 0 });
    const long = '数'.repeat(AI_LIMITS.wishFieldChars + 500);
    const experiences = WISH.experiences.map((e, i) => (i === 1 ? { ...e, text: long } : e));
    const saved = data<AiWishSaved & { code: number }>(await post(t.app, '/api/airesume/savewish', me.token, wishForm({ ...WISH, strengths: long, experiences })));
    expect(saved.code).toBe(0);
    expect(saved.cut).toEqual(['strengths', 'experiences[1].text']);
    expect(Array.from(saved.wish.strengths)).toHaveLength(AI_LIMITS.wishFieldChars);
    expect(Array.from(saved.wish.experiences[1]!.text)).toHaveLength(AI_LIMITS.wishFieldChars);
    expect(saved.wish.updated_at).toBe(RESUME_NOW);
    expect(data(await get(t.app, '/api/airesume/getwish', me.token))).toEqual({ code: 0, msg: expect.any(String), ...saved.wish });

    // saved again: replaced, not added
    const again = data<AiWishSaved>(await post(t.app, '/api/airesume/savewish', me.token, wishForm()));
    expect(again.cut).toEqual([]);
    expect(data(await get(t.app, '/api/airesume/getwish', me.token))).toMatchObject({ strengths: WISH.strengths, experiences: WISH.experiences });
    expect(await t.app.db.selectFrom('ai_wish').select('id').where('student_id', '=', me.id).execute()).toHaveLength(1);
  });

  it('refuses a wrong wish with the field’s message', async () => {
    const me = await student();
    const refused = async (form: Record<string, string | number>) => data(await post(t.app, '/api/airesume/savewish', me.token, form));
    const one = (change: Partial<AiWish['experiences'][number]>) => wishForm({ ...WISH, experiences: [{ ...WISH.experiences[0]!, ...change }] });
    expect(await refused(one({ kind: 'hobby' as never }))).toEqual({ code: 40001, msg: '请选择经历类型：实习、项目或校园经历' });
    expect(await refused(one({ start_date: '2025/07' }))).toEqual({ code: 40001, msg: RESUME_MSG.startInvalid });
    expect(await refused(one({ end_date: '2025-13' }))).toEqual({ code: 40001, msg: RESUME_MSG.endInvalid });
    expect(await refused({ ...wishForm(), degree: 5 })).toEqual({ code: 40001, msg: '参数错误：degree 只能是 0, 1, 2, 3, 4' });
    expect(await refused({ ...wishForm(), sex: 3 })).toEqual({ code: 40001, msg: '参数错误：sex 只能是 0, 1, 2' });
    expect(await refused({ ...wishForm(), phone: '12345' })).toEqual({ code: 40001, msg: RESUME_MSG.phoneInvalid });
    expect(await refused({ ...wishForm(), experiences: '[{"kind":' })).toEqual({ code: 40001, msg: '参数错误：experiences 格式不正确' });
    const nine = Array.from({ length: AI_LIMITS.wishExperiences + 1 }, () => WISH.experiences[2]!);
    expect(await refused(wishForm({ ...WISH, experiences: nine }))).toEqual({ code: 40001, msg: '最多填写8段经历' });
    expect(data(await get(t.app, '/api/airesume/getwish', me.token))).toMatchObject({ updated_at: 0 });
  });

  it('generates a draft from the saved wish: the facts, STAR bullets with placeholders, no invented number, another wording per variant', async () => {
    const me = await student();
    expect(data(await post(t.app, '/api/airesume/generate', me.token))).toEqual({ code: 45006, msg: '请先填写AI简历基本信息' });
    await post(t.app, '/api/airesume/savewish', me.token, wishForm());
    const first = data<ResumeDraft & { code: number }>(await post(t.app, '/api/airesume/generate', me.token));
    expect(first).toMatchObject({ code: 0, source: 'engine', low_confidence: 0, intention: { categories: ['数据分析'], cities: ['上海'] } });
    expect(first.basic.value).toMatchObject({ name: '林小雨', phone: '13912345678', school: '临江大学', degree: 2, graduation_year: 2026 });
    expect(first.education[0]!.value).toMatchObject({ start_date: '2022-09', end_date: '2026-06' });
    expect(first.work[0]!.value.description).toContain('• 成果：使复购率提升【X%】');
    const texts = (d: ResumeDraft) => [...d.work, ...d.project].map((e) => e.value.description).concat(d.other.value.self_evaluation);
    for (const line of texts(first).slice(0, -1).flatMap((d) => d.split('\n'))) expect(line).toMatch(/^• /);
    const own = wishNumbers(WISH);
    for (const digit of texts(first).flatMap(digitsOf)) expect(own.has(digit)).toBe(true);

    const second = data<ResumeDraft>(await post(t.app, '/api/airesume/generate', me.token, { variant: 1 }));
    expect(texts(second)).not.toEqual(texts(first));
    expect(second.basic).toEqual(first.basic);
    expect(data(await post(t.app, '/api/airesume/generate', me.token, { variant: -1 })).code).toBe(40001);
  });

  it('stops parses and generations at their own daily limits', async () => {
    const me = await student();
    await post(t.app, '/api/airesume/savewish', me.token, wishForm());
    const small = docx(makeDocx(resumeLines(makeCorpus()[0]!)));
    for (let i = 0; i < AI_LIMITS.dailyWrites; i++) expect(data(await parse(me.token, small)).code).toBe(0);
    expect(data(await parse(me.token, small))).toEqual({ code: 45007, msg: '今日AI简历撰写次数已用完，请明天再来' });
    // generation counts on its own
    for (let i = 0; i < AI_LIMITS.dailyWrites; i++) expect(data(await post(t.app, '/api/airesume/generate', me.token, { variant: i })).code).toBe(0);
    expect(data(await post(t.app, '/api/airesume/generate', me.token))).toEqual({ code: 45007, msg: '今日AI简历撰写次数已用完，请明天再来' });
  });

  it('diagnoses an uploaded file (source file) beside the online resume (source resume), both in the history with their scores', async () => {
    const me = await student();
    const fromFile = data<Diagnosis & { code: number }>(await send('/api/airesume/diagnose', me.token, pdf(fixture('resume-one-column.pdf'))));
    expect(fromFile).toMatchObject({ code: 0, source: 'file' });
    expect(fromFile.score).toBeGreaterThan(0);
    expect(fromFile.findings.some((f) => f.rule === 'completeness.work')).toBe(false);
    expect(fromFile.findings.some((f) => f.rule === 'completeness.education')).toBe(false);
    expect(data(await get(t.app, `/api/airesume/diagnosis?id=${fromFile.id}`, me.token))).toMatchObject({ id: fromFile.id, source: 'file' });
    expect(data(await send('/api/airesume/diagnose', me.token, { name: 'cv.doc', type: 'application/msword', data: DOC })).code).toBe(41005);
    // a novel gets no score: the page says it is not a resume
    expect(data(await send('/api/airesume/diagnose', me.token, pdf(fixture('not-resume-novel.pdf'))))).toEqual({ code: 45008, msg: AI_MSG.notResume });
    expect(await stored(me.id)).toEqual({ diagnoses: 1, files: 0 });

    // the online resume as before
    expect(data(await post(t.app, '/api/resume/savebasicinfo', me.token, { name: '测试同学', sex: 2, birth_date: '2004-05-01', phone: '13912345678', email: 'test@example.com', city: '杭州', school: '临江大学', major: '软件工程', degree: 2, graduation_year: 2026, version: 0 })).code).toBe(0);
    const online = data<Diagnosis>(await post(t.app, '/api/airesume/diagnose', me.token));
    expect(online.source).toBe('resume');
    const list = data<{ list: { id: number; score: number; scores: Diagnosis['scores']; source: string }[] }>(await get(t.app, '/api/airesume/diagnosislist', me.token)).list;
    expect(list).toEqual([
      { id: online.id, score: online.score, scores: online.scores, source: 'resume', created_at: RESUME_NOW },
      { id: fromFile.id, score: fromFile.score, scores: fromFile.scores, source: 'file', created_at: RESUME_NOW },
    ]);
  });
});

describe.each(DB_KINDS)('AI resume generation with a language model on %s', (kind) => {
  const { env, server } = useChatServer();
  const t = useTestApp(kind, env, { now: () => RESUME_NOW });

  it('answers the model’s texts (source model), numbers it invented made placeholders; garbage or slowness get the offline writer in time', async () => {
    const me = await newStudent(t.app, '13700000399');
    await post(t.app, '/api/airesume/savewish', me.token, wishForm());
    server.behave({ kind: 'whole', content: JSON.stringify({ experiences: [{ index: 0, bullets: ['用SQL分析3万条订单数据', '复购率提升35%'] }], self_evaluation: '统计学本科，细心。' }) });
    const model = data<ResumeDraft & { code: number }>(await post(t.app, '/api/airesume/generate', me.token));
    expect(model).toMatchObject({ code: 0, source: 'model' });
    expect(model.work[0]!.value.description).toBe('• 用SQL分析3万条订单数据\n• 复购率提升【X%】');
    expect(JSON.stringify(server.received.at(-1)!.body)).not.toContain('13912345678');

    server.behave({ kind: 'garbage' });
    expect(data(await post(t.app, '/api/airesume/generate', me.token))).toMatchObject({ code: 0, source: 'engine' });
    server.behave({ kind: 'hang' });
    const started = Date.now();
    expect(data(await post(t.app, '/api/airesume/generate', me.token))).toMatchObject({ code: 0, source: 'engine' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('streams the model’s answer as server-sent events when the page asks, the envelope last', async () => {
    const me = await newStudent(t.app, '13700000398');
    await post(t.app, '/api/airesume/savewish', me.token, wishForm());
    const texts = JSON.stringify({ experiences: [{ index: 0, bullets: ['搭建销售数据看板'] }], self_evaluation: '统计学本科，细心。' });
    server.behave({ kind: 'stream', pieces: [texts.slice(0, 30), texts.slice(30)] });
    const res = await formPost(t.app, '/api/airesume/generate', { variant: '0' }, { ...cookieOf(me.token), accept: 'text/event-stream' });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body.split('\n\n').filter(Boolean).map((block) => ({ event: /^event: (\w+)/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) }));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.join('')).toBe(texts);
    const result = events.at(-1)!;
    expect(result.event).toBe('result');
    expect(result.data.data).toMatchObject({ code: 0, source: 'model' });
    expect(result.data.data.work[0].value.description).toBe('• 搭建销售数据看板');

    // a refusal before any writing is a plain envelope
    const other = await newStudent(t.app, '13700000397');
    const refused = await formPost(t.app, '/api/airesume/generate', {}, { ...cookieOf(other.token), accept: 'text/event-stream' });
    expect(refused.headers['content-type']).toContain('application/json');
    expect(data(refused).code).toBe(45006);
  });
});
