import type { AiModelConfig } from '../../config';
import { maskPersonalNumbers } from './mask';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ChatOptions = {
  messages: readonly ChatMessage[];
  /** each piece of the answer as it arrives (streamed) */
  onDelta?: (text: string) => void;
  /** stops the request early, e.g. when the student leaves */
  signal?: AbortSignal;
  temperature?: number;
};

/** Why a model gave no usable answer; the caller falls back to the offline engine. */
export class ChatError extends Error {
  constructor(
    readonly reason: 'off' | 'timeout' | 'http' | 'protocol' | 'empty',
    detail: string,
  ) {
    super(`language model ${reason}: ${detail}`);
    this.name = 'ChatError';
  }
}

type StreamChunk = { choices?: { delta?: { content?: unknown } }[] };

/**
 * One chat completion from an OpenAI-compatible endpoint (`POST {AI_BASE_URL}/chat/completions`, streamed as
 * server-sent events), as most Chinese model services offer it. Personal numbers are masked in every message
 * first. The whole answer must arrive within `timeoutMs`; a slow, failing or malformed answer throws a
 * ChatError, so the caller can answer with the offline engine inside the request's 10 s.
 */
export async function chatComplete(config: AiModelConfig, options: ChatOptions): Promise<string> {
  if (!config.baseUrl || !config.model) throw new ChatError('off', 'AI_BASE_URL is not set');
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const body = {
    model: config.model,
    stream: true,
    temperature: options.temperature ?? 0.3,
    messages: options.messages.map((m) => ({ role: m.role, content: maskPersonalNumbers(m.content) })),
  };
  try {
    const res = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
    if (!res.ok || !res.body) throw new ChatError('http', `status ${res.status}`);
    const answer = (res.headers.get('content-type') ?? '').includes('text/event-stream') ? await readStream(res.body, options.onDelta) : readWhole(await res.text(), options.onDelta);
    if (!answer.trim()) throw new ChatError('empty', 'no text in the answer');
    return answer;
  } catch (error) {
    if (error instanceof ChatError) throw error;
    if (timeout.aborted) throw new ChatError('timeout', `no complete answer within ${config.timeoutMs} ms`);
    throw new ChatError('http', error instanceof Error ? error.message : String(error));
  }
}

/** Reads `data: {json}` events until `data: [DONE]`, passing each content delta on. */
async function readStream(stream: ReadableStream<Uint8Array>, onDelta?: (text: string) => void): Promise<string> {
  const decoder = new TextDecoder();
  let pending = '';
  let answer = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end).trim();
      pending = pending.slice(end + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return answer;
      const text = deltaOf(data);
      answer += text;
      if (text) onDelta?.(text);
    }
  }
  return answer;
}

function deltaOf(data: string): string {
  let chunk: StreamChunk;
  try {
    chunk = JSON.parse(data) as StreamChunk;
  } catch {
    throw new ChatError('protocol', 'an event is not JSON');
  }
  const content = chunk.choices?.[0]?.delta?.content;
  if (content === undefined || content === null) return '';
  if (typeof content !== 'string') throw new ChatError('protocol', 'delta content is not text');
  return content;
}

/** A service that ignores `stream` and answers one JSON completion. */
function readWhole(text: string, onDelta?: (text: string) => void): string {
  let content: unknown;
  try {
    content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  } catch {
    throw new ChatError('protocol', 'the answer is not JSON');
  }
  if (typeof content !== 'string') throw new ChatError('protocol', 'no message content');
  onDelta?.(content);
  return content;
}
