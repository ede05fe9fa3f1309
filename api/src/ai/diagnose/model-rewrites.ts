// The language model's rewrites of the sentences the diagnosis quotes (one request, a JSON answer). The model
// is told to keep the student's facts only; a rewrite holding a number the quoted sentence does not hold is
// dropped and the engine's rewrite stays. Any failure (ChatError, an answer that is not the JSON asked for,
// slowness) leaves every finding with the engine's rewrite.
import type { AiModelConfig } from '../../config';
import { chatComplete, type ChatMessage } from '../llm/chat-client';
import type { Finding } from './finding';
import { modelConfigured } from '../llm/model-or-engine';

/** The model's answer must arrive by then (a file's diagnosis has spent part of the request's 10 s reading it). */
export const REWRITE_BUDGET_MS = 6000;
/** At most this many sentences are sent: the most serious findings' (the findings come sorted by severity). */
export const REWRITE_LIMIT = 8;

const SYSTEM = [
  '你是中文简历修改助手。下面是学生简历中的原句和诊断发现的问题，请逐句改写。',
  '只能使用原句中的事实和数字，不得编造任何经历、数字或成果；按“背景→行动→结果”的顺序组织；原句缺少的数字或事实写成【请补充：需要补充的内容】。',
  '每句改写不超过 120 字。只回答一个 JSON 对象，不要任何其他文字：{"rewrites":[{"index":序号,"rewrite":"改写后的句子"}]}',
].join('\n');

const DIGITS = /\d+(?:\.\d+)?/g;
const numbers = (text: string) => new Set(text.normalize('NFKC').match(DIGITS) ?? []);

/** A rewrite that states no number its sentence did not. */
export function keepsOwnNumbers(quote: string, rewrite: string): boolean {
  const own = numbers(quote);
  return [...numbers(rewrite)].every((n) => own.has(n));
}

/** The rewrites of an answer by index; throws when the answer holds no JSON object of that shape. */
export function readRewrites(answer: string): Map<number, string> {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  const value = JSON.parse(answer.slice(start, end + 1)) as { rewrites?: unknown };
  if (!Array.isArray(value.rewrites)) throw new Error('the answer is not the JSON asked for');
  const out = new Map<number, string>();
  for (const item of value.rewrites as { index?: unknown; rewrite?: unknown }[]) {
    if (Number.isInteger(item?.index) && typeof item.rewrite === 'string' && item.rewrite.trim()) out.set(item.index as number, item.rewrite.trim());
  }
  return out;
}

/**
 * The findings with the model's rewrites of their quoted sentences in place of the engine's, where the model
 * answered in time and kept to the sentence's facts. `onFallback` hears why the model was not used.
 */
export async function withModelRewrites(config: AiModelConfig, findings: readonly Finding[], onFallback?: (error: unknown) => void): Promise<Finding[]> {
  const asked = findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.quote && f.rewrite)
    .slice(0, REWRITE_LIMIT);
  if (!modelConfigured(config) || asked.length === 0) return [...findings];
  const items = asked.map(({ f }, index) => ({ index, quote: f.quote, problem: f.found, suggestion: f.suggestion }));
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `原句和问题（JSON）：\n${JSON.stringify(items)}` },
  ];
  try {
    const rewrites = readRewrites(await chatComplete(config, { messages, signal: AbortSignal.timeout(REWRITE_BUDGET_MS), temperature: 0.3 }));
    const out = [...findings];
    asked.forEach(({ f, i }, index) => {
      const rewrite = rewrites.get(index);
      if (rewrite && keepsOwnNumbers(f.quote, rewrite)) out[i] = { ...f, rewrite };
    });
    return out;
  } catch (error) {
    onFallback?.(error);
    return [...findings];
  }
}
