import type { AiModelConfig } from '../src/config';
import { generateDraft } from '../src/ai/write/generate';
import { readModelTexts } from '../src/ai/write/model-writer';
import { writeDraft } from '../src/ai/write/write-draft';
import { startChatServer } from './ai-chat-server';
import { digitsOf, WISH, wishNumbers } from './ai-write-fixtures';

const wish = { ...WISH, updated_at: 1 };
const answer = (texts: unknown) => JSON.stringify(texts);

describe('the model writer against an OpenAI-compatible server', () => {
  let server: Awaited<ReturnType<typeof startChatServer>>;
  let config: AiModelConfig;
  beforeAll(async () => {
    server = await startChatServer();
    config = { baseUrl: server.url, apiKey: 'sk-test', model: 'demo-model', timeoutMs: 1500 };
  });
  afterAll(() => server.close());

  it('asks once for the texts as JSON, facts only, without the student’s contact details, and uses the answer', async () => {
    const texts = {
      experiences: [
        { index: 0, bullets: ['针对门店销量下滑，搭建销售数据看板', '用SQL分析3万条订单数据', '复购率提升【X%】'] },
        { index: 2, bullets: ['• 组织迎新晚会宣传，设计海报与推文'] },
      ],
      self_evaluation: '统计学本科，熟悉SQL与Python，细心、善于沟通。',
    };
    server.behave({ kind: 'stream', pieces: ['```json\n', answer(texts).slice(0, 40), answer(texts).slice(40), '\n```'] });
    const before = server.received.length;
    const draft = await generateDraft(config, wish, 0);
    expect(server.received.length).toBe(before + 1);
    const sent = JSON.stringify(server.received.at(-1)!.body.messages);
    expect(sent).toContain('不得编造');
    expect(sent).toContain('3万条订单数据');
    expect(sent).not.toContain('13912345678');
    expect(sent).not.toContain('lin.xiaoyu@example.com');
    expect(draft.source).toBe('model');
    expect(draft.work[0]!.value.description).toBe('• 针对门店销量下滑，搭建销售数据看板\n• 用SQL分析3万条订单数据\n• 复购率提升【X%】');
    expect(draft.project[1]!.value.description).toBe('• 组织迎新晚会宣传，设计海报与推文');
    // an experience the model left out keeps the offline writer's text
    expect(draft.project[0]!.value.description).toBe(writeDraft(wish, 0).project[0]!.value.description);
    expect(draft.other.value.self_evaluation).toBe(texts.self_evaluation);
    expect(draft.basic).toEqual(writeDraft(wish, 0).basic);
  });

  it('turns every number the student did not give into a placeholder', async () => {
    server.behave({ kind: 'whole', content: answer({ experiences: [{ index: 0, bullets: ['分析3万条订单数据', '复购率提升35%，服务200人'] }], self_evaluation: '获得2次奖学金，GPA 3.9。' }) });
    const draft = await generateDraft(config, wish, 0);
    expect(draft.source).toBe('model');
    expect(draft.work[0]!.value.description).toBe('• 分析3万条订单数据\n• 复购率提升【X%】，服务【X人】');
    expect(draft.other.value.self_evaluation).toBe('获得【X次】奖学金，GPA 【X】。');
    const own = wishNumbers(WISH);
    for (const d of [...draft.work, ...draft.project].map((e) => e.value.description).concat(draft.other.value.self_evaluation).flatMap(digitsOf)) expect(own.has(d)).toBe(true);
  });

  it('falls back to the offline writer on garbage, an answer that is not the JSON asked for, an error status and a model too slow', async () => {
    const offline = writeDraft(wish, 1);
    const reasons: unknown[] = [];
    for (const behaviour of [{ kind: 'garbage' }, { kind: 'whole', content: '好的，以下是您的简历：……' }, { kind: 'whole', content: answer({ experiences: 'x' }) }, { kind: 'status', status: 502 }] as const) {
      server.behave(behaviour);
      expect(await generateDraft(config, wish, 1, { onFallback: (e) => reasons.push(e) })).toEqual(offline);
    }
    expect(reasons).toHaveLength(4);
    server.behave({ kind: 'hang' });
    const started = Date.now();
    const draft = await generateDraft(config, wish, 1);
    expect(draft).toEqual(offline);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('is not asked at all without configuration', async () => {
    const before = server.received.length;
    expect((await generateDraft({ baseUrl: '', apiKey: '', model: '', timeoutMs: 1000 }, wish, 0)).source).toBe('engine');
    expect(server.received.length).toBe(before);
  });
});

describe('readModelTexts', () => {
  it('reads the JSON object out of words or a code fence, and refuses any other shape', () => {
    expect(readModelTexts('好的：\n```json\n{"experiences":[{"index":0,"bullets":["a"]}],"self_evaluation":"b"}\n```')).toEqual({ experiences: [{ index: 0, bullets: ['a'] }], self_evaluation: 'b' });
    expect(() => readModelTexts('没有JSON')).toThrow();
    expect(() => readModelTexts('{"experiences":[{"index":"0","bullets":["a"]}],"self_evaluation":"b"}')).toThrow();
    expect(() => readModelTexts('{"experiences":[],"self_evaluation":3}')).toThrow();
  });
});
