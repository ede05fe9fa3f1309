import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { scoreInterview } from '../src/ai/interview/score-interview';

/** A bank question by id (the engine tests ask only ids that exist). */
export const q = (id: string): BankQuestion => bankQuestion(id)!;

/** The time an engine test's answer is said to take: a minute of two. */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 as const };

/** One answer analysed as it arrives in the interview room. */
export const analysed = (id: string, answer: string) => analyzeAnswer(q(id), answer, TIMING);

/** One answer's score as a one-question interview's report gives it. */
export const scoreOf = (id: string, answer: string): number =>
  scoreInterview([{ index: 0, question_id: id, text: q(id).text, follow_up: 0, answer, seconds_used: TIMING.seconds_used, late: 0 }], { category: '', group: '', seconds: TIMING.seconds }).questions[0]!.score;
