import type { AiModelConfig } from '../src/config';
import { chatComplete, ChatError } from '../src/ai/llm/chat-client';
import { maskPersonalNumbers } from '../src/ai/llm/mask';
import { loadConfig } from '../src/config';
import { startChatServer } from './ai-chat-server';

describe('maskPersonalNumbers', () => {
  it('masks phones, e-mails, landlines and ID numbers, and leaves dates, scores and counts', () => {
    const text = '电话：138-0000-0001，+86 139 1234 5678，邮箱 zhou.yiming@example.com，座机 0571-88886666，身份证 33010619990101123X；2021.09-2025.06，GPA 3.7，用户 3000+，台湾 0912-345-678';
    expect(maskPersonalNumbers(text)).toBe('电话：【手机号】，【手机号】，邮箱 【邮箱】，座机 【电话】，身份证 【身份证号】；2021.09-2025.06，GPA 3.7，用户 3000+，台湾 【手机号】');
  });
});

describe('chatComplete against an OpenAI-compatible server', () => {
  let server: Awaited<ReturnType<typeof startChatServer>>;
  let config: AiModelConfig;
  beforeAll(async () => {
    server = await startChatServer();
    config = { baseUrl: server.url, apiKey: 'sk-test', model: 'demo-model', timeoutMs: 1500 };
  });
  afterAll(() => server.close());

  it('streams the answer piece by piece and sends masked messages with the key and model', async () => {
    server.behave({ kind: 'stream', pieces: ['负责', '前端开发，', '页面加载时间降低【X%】'] });
    const pieces: string[] = [];
    const answer = await chatComplete(config, { messages: [{ role: 'user', content: '我叫周一鸣，电话13800000001' }], onDelta: (t) => pieces.push(t) });
    expect(answer).toBe('负责前端开发，页面加载时间降低【X%】');
    expect(pieces).toEqual(['负责', '前端开发，', '页面加载时间降低【X%】']);
    const sent = server.received.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'demo-model', stream: true, messages: [{ role: 'user', content: '我叫周一鸣，电话【手机号】' }] });
  });

  it('reads a service that answers one JSON completion instead of a stream', async () => {
    server.behave({ kind: 'whole', content: '自我评价：学习能力强' });
    await expect(chatComplete(config, { messages: [{ role: 'user', content: 'x' }] })).resolves.toBe('自我评价：学习能力强');
  });

  it('gives up with a ChatError on an error status, garbage, an empty answer and a model too slow to finish', async () => {
    server.behave({ kind: 'status', status: 503 });
    await expect(chatComplete(config, { messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({ reason: 'http' });
    server.behave({ kind: 'garbage' });
    await expect(chatComplete(config, { messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({ reason: 'protocol' });
    server.behave({ kind: 'stream', pieces: [] });
    await expect(chatComplete(config, { messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({ reason: 'empty' });
    server.behave({ kind: 'hang' });
    const started = Date.now();
    await expect(chatComplete(config, { messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
    // a stream that keeps coming past the time limit is cut too
    server.behave({ kind: 'stream', pieces: ['一', '二', '三', '四'], delayMs: 600 });
    await expect(chatComplete(config, { messages: [{ role: 'user', content: 'x' }] })).rejects.toBeInstanceOf(ChatError);
  });

  it('sends nothing anywhere without configuration', async () => {
    const before = server.received.length;
    await expect(chatComplete({ baseUrl: '', apiKey: '', model: '', timeoutMs: 1000 }, { messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({ reason: 'off' });
    expect(server.received.length).toBe(before);
  });
});

describe('the model configuration', () => {
  it('is off by default, needs a model with an address, and keeps the time limit inside the request limit', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: ':memory:' };
    expect(loadConfig(base).ai).toEqual({ baseUrl: '', apiKey: '', model: '', timeoutMs: 8000 });
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'https://api.example.com/v1' })).toThrow('AI_MODEL is required when AI_BASE_URL is set');
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'https://api.example.com/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '20000' })).toThrow(/AI_TIMEOUT_MS/);
    expect(loadConfig({ ...base, AI_BASE_URL: 'https://api.example.com/v1/', AI_MODEL: 'qwen-plus', AI_API_KEY: 'k' }).ai).toMatchObject({ baseUrl: 'https://api.example.com/v1', model: 'qwen-plus' });
  });
});
