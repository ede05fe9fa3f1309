import type { Diagnosis } from '@campus/shared-utils/rules';
import type { AiModelConfig } from '../src/config';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { keepsOwnNumbers, readRewrites, withModelRewrites } from '../src/ai/diagnose/model-rewrites';
import { makeDocx } from '../src/seed/resume/demo-documents';
import { startChatServer, useChatServer, type ChatRequestBody } from './ai-chat-server';
import { MEDIOCRE } from './ai-diagnose-resumes';
import { DB_KINDS, useTestApp } from './helper';
import { cookieOf, data, multipart, newStudent, RESUME_NOW } from './resume-kit';

type Item = { index: number; quote: string };
/** The sentences a request asked to rewrite. */
const itemsOf = (body: ChatRequestBody): Item[] => JSON.parse(body.messages.at(-1)!.content.replace(/^[^\n]*\n/, '')) as Item[];
/** An answer rewriting every sentence asked, as a model would: its own words around the student's. */
const rewriteAll = (body: ChatRequestBody) => ({ kind: 'whole' as const, content: JSON.stringify({ rewrites: itemsOf(body).map((i) => ({ index: i.index, rewrite: `模型改写：${i.quote}` })) }) });

describe('the model’s rewrites of the quoted sentences', () => {
  let server: Awaited<ReturnType<typeof startChatServer>>;
  let config: AiModelConfig;
  const engine = diagnoseResume(MEDIOCRE, '2026-11').findings;
  beforeAll(async () => {
    server = await startChatServer();
    config = { baseUrl: server.url, apiKey: 'sk-test', model: 'demo-model', timeoutMs: 1500 };
  });
  afterAll(() => server.close());

  it('asks once with the quoted sentences, facts only, and puts the model’s rewrites in place of the engine’s', async () => {
    server.behave(rewriteAll);
    const before = server.received.length;
    const findings = await withModelRewrites(config, engine);
    expect(server.received.length).toBe(before + 1);
    const sent = JSON.stringify(server.received.at(-1)!.body.messages);
    expect(sent).toContain('不得编造');
    expect(sent).toContain(MEDIOCRE.work_list[0]!.description);
    const quoted = findings.filter((f) => f.quote && f.rewrite);
    expect(quoted.length).toBeGreaterThan(0);
    for (const f of quoted) expect(f.rewrite).toBe(`模型改写：${f.quote}`);
    // findings quoting nothing are not sent and keep their empty rewrite
    expect(findings.filter((f) => !f.quote).every((f) => f.rewrite === '')).toBe(true);
  });

  it('keeps the engine’s rewrite where the model states a number the student did not write', async () => {
    server.behave((body) => ({ kind: 'whole', content: JSON.stringify({ rewrites: itemsOf(body).map((i) => ({ index: i.index, rewrite: `${i.quote}，效率提升 35%` })) }) }));
    const findings = await withModelRewrites(config, engine);
    expect(findings).toEqual(engine);
    expect(keepsOwnNumbers('P99 从 380 ms 降到 90 ms', 'P99 延迟由 380 ms 降至 90 ms')).toBe(true);
    expect(keepsOwnNumbers('负责接口开发', '负责接口开发，性能提升 35%')).toBe(false);
  });

  it('falls back to the engine’s rewrites on garbage, another shape, an error status and a model too slow', async () => {
    const reasons: unknown[] = [];
    for (const behaviour of [{ kind: 'garbage' }, { kind: 'whole', content: '好的，改写如下：……' }, { kind: 'whole', content: '{"rewrites":"x"}' }, { kind: 'status', status: 502 }] as const) {
      server.behave(behaviour);
      expect(await withModelRewrites(config, engine, (e) => reasons.push(e))).toEqual(engine);
    }
    expect(reasons).toHaveLength(4);
    server.behave({ kind: 'hang' });
    const started = Date.now();
    expect(await withModelRewrites(config, engine)).toEqual(engine);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('is not asked without configuration', async () => {
    const before = server.received.length;
    expect(await withModelRewrites({ baseUrl: '', apiKey: '', model: '', timeoutMs: 1000 }, engine)).toEqual(engine);
    expect(server.received.length).toBe(before);
  });

  it('reads the rewrites out of words or a code fence', () => {
    expect(readRewrites('好的：\n```json\n{"rewrites":[{"index":0,"rewrite":"a"},{"index":"x","rewrite":"b"}]}\n```')).toEqual(new Map([[0, 'a']]));
    expect(() => readRewrites('没有 JSON')).toThrow();
  });
});

const WEAK_FILE = [
  '林晓',
  '电话：13800000003 | 邮箱：linxiao@example.com',
  '求职意向',
  '意向岗位：Java开发 | 意向城市：杭州',
  '教育经历',
  '2022.09-2026.06 临江大学 软件工程 本科',
  '实习经历',
  '2025.07-2025.09 云帆科技 Java开发实习生',
  '参与公司订单系统的后端开发，负责部分接口的编写和维护，协助测试同学排查问题。',
  '专业技能',
  'Java、Spring Boot、MySQL、Redis',
];

describe.each(DB_KINDS)('a diagnosis with a language model on %s', (kind) => {
  const { env, server } = useChatServer();
  const t = useTestApp(kind, env, { now: () => RESUME_NOW });

  it('answers the model’s rewrites of the quoted sentences, the student’s phone never sent', async () => {
    server.behave(rewriteAll);
    const me = await newStudent(t.app, '13700000461');
    const body = multipart({ name: 'resume.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: makeDocx(WEAK_FILE) }, {});
    const res = await t.app.inject({ method: 'POST', url: '/api/airesume/diagnose', payload: body.payload, headers: { ...body.headers, ...cookieOf(me.token) } });
    const result = data<Diagnosis & { code: number }>(res);
    expect(result.code).toBe(0);
    const quoted = result.findings.filter((f) => f.quote && f.rewrite);
    expect(quoted.length).toBeGreaterThan(0);
    for (const f of quoted) expect(f.rewrite).toBe(`模型改写：${f.quote}`);
    expect(JSON.stringify(server.received.at(-1)!.body)).not.toContain('13800000003');
  });
});
