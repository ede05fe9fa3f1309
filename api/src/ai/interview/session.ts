import type { InterviewResult, InterviewSession } from '@campus/shared-utils/shapes';
import { analyzeAnswer, storedAnalysis, type AnswerAnalysis } from './analysis';
import { bankQuestion, type PlannedQuestion } from './bank';
import { followUpFor } from './follow-up';
import { phraseFollowUp } from './model-follow-up';
import { labelsOf, questionNumbers } from './numbering';
import { questionOf, type AnsweredQuestion } from './score-interview';
import type { AiModelConfig } from '../../config';
import { askQuestion, type AskedQuestion } from '../../db/repositories/ai-interview';
import type { Db } from '../../db/database';
import type { AiInterviewAnswerRow, AiInterviewRow } from '../../db/tables/ai-area';
import { isRecordArray, parseJson } from '../../lib/json';

/** Where an interview stands, built from its rows: a question is current while its answer has not come. */

export const planOf = (row: AiInterviewRow): PlannedQuestion[] =>
  parseJson(row.plan, isRecordArray, []).map((q) => ({ id: String(q.id ?? ''), text: String(q.text ?? '') }));

export function toSession(row: AiInterviewRow, answers: readonly AiInterviewAnswerRow[]): InterviewSession {
  const waiting = row.status === 'ongoing' ? answers.findIndex((a) => Number(a.answered_at) === 0) : -1;
  const w = answers[waiting];
  // a follow-up carries the number of the question it follows (第2题追问) and is not counted on its own
  const number = w ? questionNumbers(answers.map((a) => a.follow_up))[waiting]! : 0;
  return {
    id: row.id,
    category: row.category,
    kind: row.kind as InterviewSession['kind'],
    total: planOf(row).length,
    answered: answers.filter((a) => Number(a.answered_at) > 0 && !a.follow_up).length,
    status: row.status,
    current: w ? { index: w.idx, number, text: w.question, follow_up: w.follow_up ? 1 : 0, seconds: row.seconds, asked_at: Number(w.asked_at) } : null,
    started_at: Number(row.started_at),
  };
}

/** The analysis of an answer to a question of the interview: what decides its follow-up and, stored, its score. */
export function analyzeRow(row: AiInterviewRow, asked: Pick<AiInterviewAnswerRow, 'question_id' | 'question' | 'follow_up'>, answer: { answer: string; seconds_used: number; late: number }): AnswerAnalysis {
  const question = questionOf({ question_id: asked.question_id, text: asked.question, follow_up: asked.follow_up ? 1 : 0 });
  return analyzeAnswer(question, answer.answer, { seconds: row.seconds, seconds_used: answer.seconds_used, late: answer.late });
}

/**
 * The question after an answer: the question's follow-up when the answer's analysis says it lacks what the rubric
 * asks (at most one per question, so never after a follow-up), else the next planned question, else none (the
 * interview waits for finish).
 */
export function nextQuestion(row: AiInterviewRow, answers: readonly AiInterviewAnswerRow[], answered: AiInterviewAnswerRow, analysis: AnswerAnalysis): AskedQuestion | null {
  const bank = bankQuestion(answered.question_id);
  const followUp = !answered.follow_up && bank ? followUpFor(bank, analysis) : null;
  if (followUp) return { question_id: answered.question_id, question: followUp, follow_up: 1 };
  const plan = planOf(row);
  const asked = answers.filter((a) => !a.follow_up).length;
  const next = plan[asked];
  return next ? { question_id: next.id, question: next.text, follow_up: 0 } : null;
}

/** Asks the next question; a follow-up is worded by the language model for this answer when one is configured. */
export async function askNext(db: Db, ai: AiModelConfig, row: AiInterviewRow, answers: readonly AiInterviewAnswerRow[], answered: AiInterviewAnswerRow, answer: string, analysis: AnswerAnalysis, now: number): Promise<void> {
  const next = nextQuestion(row, answers, answered, analysis);
  if (!next) return;
  const question = next.follow_up ? await phraseFollowUp(ai, answered.question, answer, (bankQuestion(answered.question_id)?.points ?? []).join('、'), next.question) : next.question;
  await askQuestion(db, row.id, answers.length, { ...next, question }, now);
}

/**
 * Every question of the interview for scoring: those asked with their answers and the analyses stored with them
 * (an answer stored without one, from before, is analysed here), then the planned ones never asked (no answer).
 */
export function questionsToScore(row: AiInterviewRow, answers: readonly AiInterviewAnswerRow[]): AnsweredQuestion[] {
  const asked: AnsweredQuestion[] = answers.map((a) => {
    const answer = Number(a.answered_at) > 0 ? a.answer : '';
    const late = a.late ? 1 : 0;
    const analysis = answer.trim() ? (storedAnalysis(a.analysis) ?? analyzeRow(row, a, { answer, seconds_used: a.seconds_used, late })) : undefined;
    return { index: a.idx, question_id: a.question_id, text: a.question, follow_up: a.follow_up ? 1 : 0, answer, seconds_used: a.seconds_used, late, analysis };
  });
  const unasked = planOf(row).slice(answers.filter((a) => !a.follow_up).length);
  return [...asked, ...unasked.map((q, i) => ({ index: answers.length + i, question_id: q.id, text: q.text, follow_up: 0 as const, answer: '', seconds_used: 0, late: 0 as const }))];
}

/** The frozen result; one frozen before reviews had labels gets them (第2题追问), numbered as asked. */
export function storedResult(row: AiInterviewRow): InterviewResult | undefined {
  if (!row.result) return undefined;
  const result = JSON.parse(row.result) as InterviewResult;
  const labels = labelsOf(result.questions.map((q) => q.follow_up));
  return { ...result, questions: result.questions.map((q, i) => ({ ...q, label: q.label || labels[i]! })) };
}
