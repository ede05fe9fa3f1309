// The language model's rubric marks for the answers of an interview (the same adapter as the other AI tools,
// llm/chat-client.ts, which masks personal numbers): one request per criterion (rubric-prompts.ts) covering every
// answer, all sent at once inside the finish's budget. A criterion whose answer fails, comes late or is not exactly
// the JSON asked for is dropped whole, and the engine's score stands for it (rubric-combine.ts).
import type { AiModelConfig } from '../../config';
import { chatComplete } from '../llm/chat-client';
import { bankQuestion } from './bank';
import { FEEDBACK_BUDGET_MS } from './model-feedback';
import { CRITERIA, systemPrompt, type Criterion, type CriterionKey } from './rubric-prompts';
import type { RubricMarks } from './rubric-combine';
import type { AnsweredQuestion } from './score-interview';
import { modelConfigured } from '../llm/model-or-engine';

/** The criteria's requests run beside the feedback's, so they share its budget. */
export const RUBRIC_BUDGET_MS = FEEDBACK_BUDGET_MS;
/** Characters of one answer, and of a sample answer, sent to the model. */
const ANSWER_CHARS = 600;
const REFERENCE_CHARS = 600;
/** A reason longer than this is not the one sentence asked for. */
const REASON_CHARS = 200;

/** One criterion's mark of one answer, as the model gave it. */
export type CriterionMark = { index: number; score: number; reason: string };

export type ModelRubric = {
  /** per question, in the order given (the engine's): the marks by criterion, see RubricMarks */
  marks: RubricMarks[];
  /** per question: the model's one-sentence reason for each mark it gave */
  reasons: Partial<Record<CriterionKey, string>>[];
  /** the criteria asked whose answer was dropped, and why */
  dropped: { criterion: CriterionKey; error: unknown }[];
};

type SentAnswer = { index: number; question: string; points: string[]; answer: string; reference?: string };

/** The answers a criterion judges: every non-empty answer whose question it applies to, cut to a bounded length. */
function answersFor(criterion: Criterion, questions: readonly AnsweredQuestion[]): SentAnswer[] {
  return questions.flatMap((q, index) => {
    const bank = bankQuestion(q.question_id);
    const answer = q.answer.trim();
    if (!answer || !criterion.applies(bank)) return [];
    const sent: SentAnswer = { index, question: q.text, points: bank?.points ?? [], answer: answer.slice(0, ANSWER_CHARS) };
    return [criterion.reference && bank?.sample ? { ...sent, reference: bank.sample.slice(0, REFERENCE_CHARS) } : sent];
  });
}

/**
 * The marks out of the model's answer (a JSON array, in words or a code fence): exactly one item for each index
 * sent, an integer score 1-5 and a non-empty reason of one sentence; anything else throws.
 */
export function readMarks(answer: string, indices: readonly number[]): CriterionMark[] {
  const start = answer.indexOf('[');
  const end = answer.lastIndexOf(']');
  if (start < 0 || end <= start) throw new Error('no JSON array in the answer');
  const items: unknown = JSON.parse(answer.slice(start, end + 1));
  if (!Array.isArray(items)) throw new Error('the answer is not an array');
  const wanted = new Set(indices);
  const marks = items.map((item: unknown): CriterionMark => {
    const { index, score, reason } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof index !== 'number' || !wanted.delete(index)) throw new Error(`index ${String(index)} was not asked for or came twice`);
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > 5) throw new Error(`score ${String(score)} is not 1-5`);
    if (typeof reason !== 'string' || !reason.trim() || reason.length > REASON_CHARS) throw new Error('no reason of one sentence');
    return { index, score, reason: reason.trim() };
  });
  if (wanted.size) throw new Error(`no mark for ${[...wanted].join(', ')}`);
  return marks;
}

async function askCriterion(config: AiModelConfig, criterion: Criterion, category: string, answers: SentAnswer[], signal: AbortSignal): Promise<CriterionMark[]> {
  const answer = await chatComplete(config, {
    messages: [
      { role: 'system', content: systemPrompt(criterion) },
      { role: 'user', content: `应聘岗位：${category}\n回答（JSON）：\n${JSON.stringify({ answers })}` },
    ],
    signal,
    temperature: 0,
  });
  return readMarks(answer, answers.map((a) => a.index));
}

/**
 * The model's marks for every answer, criterion by criterion (null when no model is configured: nothing is sent).
 * `signal` may end the requests earlier than the budget, e.g. the finish's own deadline.
 */
export async function modelAnswerScores(
  config: AiModelConfig,
  input: { category: string; questions: readonly AnsweredQuestion[]; signal?: AbortSignal },
): Promise<ModelRubric | null> {
  if (!modelConfigured(config)) return null;
  const budget = AbortSignal.timeout(RUBRIC_BUDGET_MS);
  const signal = input.signal ? AbortSignal.any([budget, input.signal]) : budget;
  const rubric: ModelRubric = { marks: input.questions.map(() => ({})), reasons: input.questions.map(() => ({})), dropped: [] };
  const asked = CRITERIA.map((criterion) => ({ criterion, answers: answersFor(criterion, input.questions) })).filter((c) => c.answers.length);
  const results = await Promise.allSettled(asked.map(({ criterion, answers }) => askCriterion(config, criterion, input.category, answers, signal)));
  results.forEach((result, i) => {
    const { criterion, answers } = asked[i]!;
    if (result.status === 'rejected') {
      rubric.dropped.push({ criterion: criterion.key, error: result.reason });
      for (const a of answers) rubric.marks[a.index]![criterion.key] = null;
      return;
    }
    for (const mark of result.value) {
      rubric.marks[mark.index]![criterion.key] = mark.score;
      rubric.reasons[mark.index]![criterion.key] = mark.reason;
    }
  });
  return rubric;
}
