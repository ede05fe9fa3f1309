// The language model's overall feedback at finish (the same adapter as the AI resume, llm/chat-client.ts): it
// reads the questions, the student's answers and the engine's scores, and writes a few sentences. Scores stay the
// engine's. Any failure or slowness throws, and the caller keeps the engine's feedback.
import type { AiModelConfig } from '../../config';
import { chatComplete, type ChatMessage } from '../llm/chat-client';
import type { ScoredInterview } from './score-interview';
import { modelOrEngine } from '../llm/model-or-engine';

/** The model's answer must arrive by then (the request's 10 s also hold the scoring and the database). */
export const FEEDBACK_BUDGET_MS = 8000;
/** Characters of one answer sent to the model. */
const ANSWER_CHARS = 600;

const SYSTEM = [
  '你是一位资深的校园招聘面试官。请根据面试问题、学生的回答和系统给出的各维度分数，用中文写一段总体反馈。',
  '要求：4到6句话；先肯定做得好的地方，再具体指出最需要改进的一两点（引用学生的回答，用记录里的label称呼题目，如“第2题追问”），最后给出可操作的练习建议。',
  '不要重新打分，不要编造学生没有说过的经历，只输出反馈正文。',
].join('\n');

function prompt(category: string, scored: ScoredInterview): ChatMessage[] {
  const facts = {
    target_job: category,
    score: scored.score,
    dimensions: scored.dimensions.map((d) => ({ name: d.label, score: d.score, why: d.explanation })),
    questions: scored.questions.map((q) => ({ label: q.label, question: q.text, answer: q.answer.slice(0, ANSWER_CHARS) || '（未作答）', score: q.score, notes: q.notes })),
  };
  return [{ role: 'system', content: SYSTEM }, { role: 'user', content: `面试记录（JSON）：\n${JSON.stringify(facts)}` }];
}

/** The model's feedback as plain text; throws on any failure, an empty or an overlong answer. */
export async function modelFeedback(config: AiModelConfig, category: string, scored: ScoredInterview, onDelta?: (text: string) => void): Promise<string> {
  const answer = await chatComplete(config, { messages: prompt(category, scored), signal: AbortSignal.timeout(FEEDBACK_BUDGET_MS), onDelta });
  const text = answer.replace(/```[a-z]*\n?/g, '').trim();
  if (!text || text.length > 2000) throw new Error('the feedback is empty or too long');
  return text;
}

/** The model's feedback when one is configured and answers in time, else the engine's; `onDelta` hears the model as it writes. */
export async function interviewFeedback(
  config: AiModelConfig,
  category: string,
  scored: ScoredInterview,
  onFallback: (error: unknown) => void,
  onDelta?: (text: string) => void,
): Promise<{ feedback: string; source: 'engine' | 'model' }> {
  return modelOrEngine<{ feedback: string; source: 'engine' | 'model' }>(
    config,
    async () => ({ feedback: await modelFeedback(config, category, scored, onDelta), source: 'model' }),
    () => ({ feedback: scored.feedback, source: 'engine' }),
    onFallback,
  );
}
