// How an answer's final score is made from the offline engine's score and the language model's rubric marks
// (docs/api-ai-career.md, "The model's rubric scores"). Pure, so the bench can combine stored marks the same way.
import type { CriterionKey } from './rubric-prompts';

/** The model's share of an answer's final score; the engine keeps the rest. */
export const MODEL_WEIGHT = 0.5;
/**
 * An engine score at or under this counts as the engine flagging the answer (empty, or gaming its rules): the model
 * may lower it, never raise it. Stands in until the engine exposes its own flag.
 */
export const ENGINE_FLAGGED_MAX = 40;
/** An integrity mark at or under this is the model flagging the answer. */
export const INTEGRITY_FLAGGED_MAX = 2;
/** The criteria whose marks make the model's score (integrity only gates). */
export const QUALITY_CRITERIA: readonly CriterionKey[] = ['relevance', 'example', 'structure'];

/**
 * One answer's marks 1-5 by criterion: absent where the criterion was not asked (it does not apply to the question,
 * or the answer is empty), null where it was asked but its answer was dropped (the engine's score stands for it).
 */
export type RubricMarks = Partial<Record<CriterionKey, number | null>>;

/** What the combining reads of the engine's review of an answer. */
export type EngineAnswer = { score: number };

export const markToScore = (mark: number): number => (mark - 1) * 25;

export const engineFlagged = (engine: EngineAnswer): boolean => engine.score <= ENGINE_FLAGGED_MAX;

export const modelFlagged = (marks: RubricMarks): boolean => typeof marks.integrity === 'number' && marks.integrity <= INTEGRITY_FLAGGED_MAX;

/** The model's score 0-100: the mean of the quality criteria asked, the engine's score for each dropped; null when none came. */
export function modelScore(marks: RubricMarks, engine: EngineAnswer): number | null {
  const asked = QUALITY_CRITERIA.filter((k) => marks[k] !== undefined);
  if (!asked.some((k) => typeof marks[k] === 'number')) return null;
  const scores = asked.map((k) => {
    const mark = marks[k];
    return typeof mark === 'number' ? markToScore(mark) : engine.score;
  });
  return scores.reduce((a, b) => a + b, 0) / scores.length;
}

/**
 * The final score of an answer: round(w × model + (1 − w) × engine); an answer the engine flagged keeps at most the
 * engine's score, and one the model's integrity check flagged gets the lower of the two. Without a model score the
 * engine's stands.
 */
export function combineScores(engine: EngineAnswer, marks: RubricMarks): number {
  const model = modelScore(marks, engine);
  if (model === null) return engine.score;
  if (modelFlagged(marks)) return Math.round(Math.min(model, engine.score));
  const combined = Math.round(MODEL_WEIGHT * model + (1 - MODEL_WEIGHT) * engine.score);
  return engineFlagged(engine) ? Math.min(engine.score, combined) : combined;
}

/** Every answer's final score in the engine's order; the engine's alone without a rubric (no model configured). */
export function combineInterview(engine: readonly EngineAnswer[], rubric: { marks: readonly RubricMarks[] } | null): number[] {
  return engine.map((answer, i) => combineScores(answer, rubric?.marks[i] ?? {}));
}
