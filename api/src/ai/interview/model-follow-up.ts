// A follow-up question phrased by the language model for the student's own answer (the same adapter as the
// other AI tools). The offline rule decides WHETHER to follow up (follow-up.ts); the model only words the
// question, so the interview goes on the same way with or without it. Any failure or slowness keeps the bank's.
import type { AiModelConfig } from '../../config';
import { chatComplete } from '../llm/chat-client';
import { modelOrEngine } from '../llm/model-or-engine';

/** The student waits for the next question: the model gets little time. */
export const FOLLOW_UP_BUDGET_MS = 3000;
const ANSWER_CHARS = 800;

const SYSTEM = [
  '你是校园招聘的面试官。学生刚回答了一个面试问题，但回答缺少面试官想听到的内容。',
  '请用一句中文追问（不超过40个字），针对学生回答中说得含糊的地方，引导他给出具体的例子、做法或结果。只输出这句追问。',
].join('\n');

/** The model's follow-up for this answer, or `fallback` (the bank's) when there is no model or it fails. */
export async function phraseFollowUp(config: AiModelConfig, question: string, answer: string, lacks: string, fallback: string): Promise<string> {
  return modelOrEngine(
    config,
    async () => {
      const text = await chatComplete(config, {
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: `问题：${question}\n学生的回答：${answer.slice(0, ANSWER_CHARS)}\n回答缺少：${lacks}` },
        ],
        signal: AbortSignal.timeout(FOLLOW_UP_BUDGET_MS),
      });
      const line = text.replace(/^["“「]|["”」]$/g, '').trim().split('\n')[0]!.trim();
      // one short question or nothing: anything else is the bank's follow-up
      return line.length >= 4 && line.length <= 60 && /[？?]$/.test(line) ? line : fallback;
    },
    () => fallback,
  );
}
