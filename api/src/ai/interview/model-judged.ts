// The interview's result once the model's rubric marks are in (docs/api-ai-career.md, "The model's rubric
// scores"): each answer's score is combined with the engine's (rubric-combine.ts), the model's reason for its
// relevance mark joins the answer's notes, and the overall score moves by the mean change of the answers' scores.
// The dimensions stay the engine's, each still traced to its rule.
import type { ModelRubric } from './model-rubric';
import { combineInterview } from './rubric-combine';
import type { ScoredInterview } from './score-interview';

/** The note that carries the model's reason, so a reader sees which words are the model's. */
export const MODEL_NOTE = '面试官模型：';

export function withModelMarks(scored: ScoredInterview, rubric: ModelRubric | null): ScoredInterview {
  if (!rubric || rubric.marks.every((m) => Object.values(m).every((v) => v === null || v === undefined))) return scored;
  const finals = combineInterview(scored.questions, rubric);
  const questions = scored.questions.map((q, i) => {
    const reason = rubric.reasons[i]?.relevance;
    return { ...q, score: finals[i]!, notes: reason ? [...q.notes, `${MODEL_NOTE}${reason}`] : q.notes };
  });
  const shift = questions.length ? questions.reduce((sum, q, i) => sum + q.score - scored.questions[i]!.score, 0) / questions.length : 0;
  return { ...scored, questions, score: Math.max(0, Math.min(100, Math.round(scored.score + shift))) };
}
