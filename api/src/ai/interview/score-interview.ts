import type { InterviewDimension, InterviewReview } from '@campus/shared-utils/shapes';
import { CAREER_MSG } from '@campus/shared-utils/rules';
import { bankQuestion, type BankQuestion } from './bank';
import { jobMatch } from './job-match';
import { keywordCoverage } from './keywords';
import { starOf } from './star';
import { structureOf } from './structure';
import { timeOf } from './timing';
import { DIMENSION_LABELS, DIMENSION_WEIGHTS, QUESTION_WEIGHTS, type DimensionKey } from './weights';

/** A question of the interview with its answer ('' when none came: not answered, or never asked). */
export type AnsweredQuestion = { index: number; question_id: string; text: string; follow_up: 0 | 1; answer: string; seconds_used: number; late: 0 | 1 };

export type ScoredInterview = { score: number; dimensions: InterviewDimension[]; questions: InterviewReview[]; feedback: string };

type Scored = { review: InterviewReview; keywords: number; star: number; example: boolean; hasExample: boolean; structure: number; time: number };

const UNKNOWN: BankQuestion = { id: '', text: '', keywords: [], points: [], rubric: [], example: false, follow_up: '', sample: '' };
const mean = (values: number[]) => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0);
const no = (index: number) => `第${index + 1}题`;
const list = (items: string[], max = 4) => items.slice(0, max).join('、') + (items.length > max ? '等' : '');

function scoreOne(q: AnsweredQuestion, seconds: number): Scored {
  const bank = bankQuestion(q.question_id) ?? UNKNOWN;
  const answer = q.answer.trim();
  const base = { index: q.index, text: q.text, follow_up: q.follow_up, answer: q.answer, seconds_used: q.seconds_used, late: q.late, sample_answer: bank.sample };
  if (!answer) {
    const review = { ...base, score: 0, covered: [], missing: bank.keywords.map((k) => k[0]!), notes: [CAREER_MSG.emptyAnswer] };
    return { review, keywords: 0, star: 0, example: bank.example, hasExample: false, structure: 0, time: 0 };
  }
  const coverage = keywordCoverage(answer, bank);
  const star = starOf(answer);
  const structure = structureOf(answer);
  const time = timeOf({ answer, seconds, seconds_used: q.seconds_used, late: q.late });
  const w = bank.example ? QUESTION_WEIGHTS.withExample : QUESTION_WEIGHTS.withoutExample;
  const score = Math.round(w.keywords * coverage.score + w.star * star.score + w.structure * structure.score + w.time * time.score);
  const notes = [
    ...(bank.example && !star.example ? ['没有具体事例'] : []),
    ...(star.example && !star.quantified && bank.example ? ['事例的结果没有数字'] : []),
    ...(coverage.missing.length ? [`没有谈到：${list(coverage.missing)}`] : []),
    ...structure.notes,
    ...time.notes,
  ];
  const review = { ...base, score: Math.min(100, score), covered: coverage.covered, missing: coverage.missing, notes };
  return { review, keywords: coverage.score, star: star.score, example: bank.example, hasExample: star.example, structure: structure.score, time: time.score };
}

function dimension(key: DimensionKey, score: number, explanation: string): InterviewDimension {
  return { key, label: DIMENSION_LABELS[key], score: Math.max(0, Math.min(100, score)), explanation, rule: `interview.${key}` };
}

/** Explanations quote the student's own answers: what each covered and missed, which had no example, which ran late. */
function dimensions(scored: Scored[], match: ReturnType<typeof jobMatch>): InterviewDimension[] {
  const answered = scored.filter((s) => s.review.answer.trim());
  const unanswered = scored.filter((s) => !s.review.answer.trim()).map((s) => no(s.review.index));
  const none = unanswered.length ? `${list(unanswered, 8)}未作答，按0分计。` : '';

  const kw = scored.map((s) => `${no(s.review.index)}${s.review.covered.length ? `谈到了${list(s.review.covered)}` : '没有谈到要点'}${s.review.missing.length ? `，缺少${list(s.review.missing, 3)}` : ''}`);
  const withExample = scored.filter((s) => s.example);
  const starOn = withExample.length ? withExample : scored;
  const noExample = starOn.filter((s) => s.review.answer.trim() && !s.hasExample).map((s) => no(s.review.index));
  const hasExample = starOn.filter((s) => s.hasExample).map((s) => no(s.review.index));
  const structured = answered.filter((s) => s.structure >= 70).map((s) => no(s.review.index));
  const loose = answered.filter((s) => s.structure < 70).map((s) => no(s.review.index));
  const timeNotes = answered.filter((s) => s.time < 100).map((s) => `${no(s.review.index)}${s.review.notes.filter((n) => /短|长|超/.test(n)).join('，')}`);

  return [
    dimension('structure', mean(scored.map((s) => s.structure)), `${structured.length ? `${list(structured, 8)}有总述、层次和总结；` : ''}${loose.length ? `${list(loose, 8)}结构不够清晰，可以先说结论，再用“首先、其次、最后”分点展开，最后总结。` : ''}${none}` || '没有可评价的回答。'),
    dimension('match', match.score, `${match.found.length ? `回答中体现了岗位关键词：${list(match.found, 8)}。` : '回答中几乎没有体现目标岗位的关键词。'}${match.missing.length ? `还可以结合自己的经历谈到：${list(match.missing, 5)}。` : ''}`),
    dimension('keywords', mean(scored.map((s) => s.keywords)), `${kw.join('；')}。`),
    dimension('star', mean(starOn.map((s) => s.star)), `${hasExample.length ? `${list(hasExample, 8)}给出了具体事例；` : ''}${noExample.length ? `${list(noExample, 8)}没有具体事例，建议按“情境—任务—行动—结果”讲一段亲身经历，并给出数字化的结果。` : ''}${none}` || '没有可评价的回答。'),
    dimension('time', mean(scored.map((s) => s.time)), `${timeNotes.length ? `${timeNotes.join('；')}。` : answered.length ? '每题都在时间内完成，篇幅合适。' : ''}${none}`),
  ];
}

/** The engine's overall feedback: the strongest dimension, the weakest and what to do about it. */
export function engineFeedback(score: number, dims: InterviewDimension[]): string {
  const sorted = [...dims].sort((a, b) => b.score - a.score);
  const best = sorted[0]!;
  const worst = sorted[sorted.length - 1]!;
  const level = score >= 80 ? '表现优秀' : score >= 60 ? '表现良好，仍有提升空间' : score >= 40 ? '表现一般，需要针对性练习' : '准备还不充分，建议多加练习';
  return `本次模拟面试综合得分${score}分，${level}。相对最好的是“${best.label}”（${best.score}分）；最需要加强的是“${worst.label}”（${worst.score}分）：${worst.explanation}`;
}

/** Scores every question (an unanswered one 0), the five dimensions and the overall score, each traceable to its rule. */
export function scoreInterview(questions: readonly AnsweredQuestion[], input: { category: string; group: string; seconds: number }): ScoredInterview {
  const scored = questions.map((q) => scoreOne(q, input.seconds));
  const match = jobMatch(questions.map((q) => q.answer), input.category, input.group);
  const dims = dimensions(scored, match);
  const score = Math.round(dims.reduce((sum, d) => sum + d.score * DIMENSION_WEIGHTS[d.key], 0));
  return { score, dimensions: dims, questions: scored.map((s) => s.review), feedback: engineFeedback(score, dims) };
}

