import type { InterviewDimension, InterviewReview } from '@campus/shared-utils/shapes';
import { CAREER_MSG } from '@campus/shared-utils/rules';
import { analyzeAnswer, type AnswerAnalysis } from './analysis';
import { bankQuestion, followUpQuestion, sampleFor, type BankQuestion } from './bank';
import { FINDINGS, gamingFinding } from './findings';
import { repeatsOf } from './gaming';
import { jobMatch } from './job-match';
import { labelsOf, parentsOf } from './numbering';
import { DIMENSION_LABELS, DIMENSION_WEIGHTS, ERROR_CAP, FORM_CONTENT, GAMING_CREDIT, MANY_ERRORS, MANY_ERRORS_CAP, QUESTION_WEIGHTS, type DimensionKey } from './weights';

/**
 * A question of the interview with its answer ('' when none came: not answered, or never asked), and the analysis
 * stored when the answer came (made here when there is none, e.g. a row from before analyses were stored).
 */
export type AnsweredQuestion = {
  index: number; question_id: string; text: string; follow_up: 0 | 1; answer: string; seconds_used: number; late: 0 | 1;
  analysis?: AnswerAnalysis;
};

export type ScoredInterview = { score: number; dimensions: InterviewDimension[]; questions: InterviewReview[]; feedback: string };

type Scored = { review: InterviewReview; keywords: number; star: number; example: boolean; hasExample: boolean; structure: number; time: number; credited: boolean };

const UNKNOWN: BankQuestion = { id: '', text: '', keywords: [], points: [], rubric: [], example: false, follow_up: '', sample: '' };
const mean = (values: number[]) => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0);
const list = (items: string[], max = 4) => items.slice(0, max).join('、') + (items.length > max ? '等' : '');
/** A few words of the student's answer, quoted in an explanation. */
const QUOTE_CHARS = 14;
const quote = (answer: string) => {
  const chars = [...answer.replace(/\s+/g, ' ').trim().replace(/[。！？!?，,；;：:、\s]+$/u, '')];
  return `（“${chars.slice(0, QUOTE_CHARS).join('')}${chars.length > QUOTE_CHARS ? '……' : ''}”）`;
};
const TENTHS = '零一二三四五六七八九十';
/** GAMING_CREDIT as Chinese says a share: 0.3 → 三成. */
const creditShare = `${TENTHS[Math.round(GAMING_CREDIT * 10)]}成`;

/** The question an answer is scored against: a follow-up against its own concepts, points and sample. */
export function questionOf(q: Pick<AnsweredQuestion, 'question_id' | 'text' | 'follow_up'>): BankQuestion {
  const bank = bankQuestion(q.question_id) ?? { ...UNKNOWN, text: q.text };
  return q.follow_up ? followUpQuestion(bank, q.text) : bank;
}

/**
 * The note of an answer that says nothing of the student's own, or nothing on the question: another answer again
 * (across the interview), else the first gaming finding (findings.ts).
 */
function gamingNote(a: AnswerAnalysis, q: BankQuestion, repeats: string | null): string | null {
  if (repeats) return `与${repeats}的回答几乎相同，同一段话用在不同题目上会大幅扣分`;
  const finding = gamingFinding(a, q);
  // a frame's finding quotes the frame as the answer says it (frames.ts)
  return finding && a.gaming === 'frame' && a.frame ? `${finding.note}（框架：“${a.frame}”）` : (finding?.note ?? null);
}

/**
 * interview.misconception.cap: the most an answer may score for the factual errors it says (misconceptions.ts): one
 * caps it at ERROR_CAP (a small error, the rest may hold); MANY_ERRORS or more distinct ones (interview.misconception.many)
 * make it mostly wrong, capped at MANY_ERRORS_CAP however fluent and well ordered.
 */
export const errorCap = (errors: number): number => (errors >= MANY_ERRORS ? MANY_ERRORS_CAP : errors > 0 ? ERROR_CAP : 100);

/** interview.sweeping: the sweeping claims quoted, and what an interviewer does with them. */
export const sweepingNote = (claims: readonly string[]): string =>
  `说法过于绝对：${claims.slice(0, 3).map((c) => `“${c}”`).join('')}。专业问题很少能一概而论，面试官会逐条追问，请核实这些说法，并讲清适用的条件和例外`;

function scoreOne(q: AnsweredQuestion, label: string, repeats: string | null, input: { group: string; seconds: number }): Scored {
  const question = questionOf(q);
  const answer = q.answer.trim();
  const base = { index: q.index, label, text: q.text, follow_up: q.follow_up, answer: q.answer, seconds_used: q.seconds_used, late: q.late, sample_answer: sampleFor(question, input.group) };
  if (!answer) {
    const review = { ...base, score: 0, covered: [], missing: question.keywords.map((k) => k[0]!), notes: [CAREER_MSG.emptyAnswer] };
    return { review, keywords: 0, star: 0, example: question.example, hasExample: false, structure: 0, time: 0, credited: false };
  }
  const a = q.analysis ?? analyzeAnswer(question, answer, { seconds: input.seconds, seconds_used: q.seconds_used, late: q.late });
  const gaming = gamingNote(a, question, repeats);
  // an answer that is not the student's own, or not on the question, keeps GAMING_CREDIT of its marks
  const credit = gaming ? GAMING_CREDIT : 1;
  const scoreOf = (value: number) => Math.round(value * credit);
  // interview.form: order, timing and a story's marks are earned by saying something on the question (FORM_CONTENT)
  const form = (value: number) => scoreOf(value * Math.min(1, a.content / FORM_CONTENT));
  const parts = { keywords: scoreOf(a.content), star: form(a.star.score), structure: form(a.structure.score), time: form(a.time.score) };
  const w = question.example ? QUESTION_WEIGHTS.withExample : QUESTION_WEIGHTS.withoutExample;
  const score = Math.round(w.keywords * parts.keywords + w.star * parts.star + w.structure * parts.structure + w.time * parts.time);
  const notes = [
    ...(gaming ? [gaming] : []),
    ...(a.errors ?? []).map((e) => `说法有误：${e}`),
    ...(a.sweeping?.length ? [sweepingNote(a.sweeping)] : []),
    ...FINDINGS.filter((f) => !f.gaming && f.fires(a, question)).map((f) => f.note),
    ...(a.missing.length ? [`没有谈到：${list(a.missing)}`] : []),
    ...a.structure.notes,
    ...a.time.notes,
  ];
  // a factual error said with confidence caps the answer (misconceptions.ts), and MANY_ERRORS of them mostly wrong more so;
  // sweeping claims (sweeping.ts) are judged as one error
  const review = { ...base, score: Math.min(errorCap((a.errors?.length ?? 0) + (a.sweeping?.length ? 1 : 0)), score), covered: a.covered, missing: a.missing, notes };
  return { review, ...parts, example: question.example, hasExample: a.star.example && !gaming, credited: !gaming };
}

function dimension(key: DimensionKey, score: number, explanation: string): InterviewDimension {
  return { key, label: DIMENSION_LABELS[key], score: Math.max(0, Math.min(100, score)), explanation, rule: `interview.${key}` };
}

/** Explanations quote the student's own answers, each by its label: what each covered and missed, which had no example, which ran late. */
function dimensions(scored: Scored[], match: ReturnType<typeof jobMatch>): InterviewDimension[] {
  const label = (s: Scored) => s.review.label;
  const answered = scored.filter((s) => s.review.answer.trim());
  const unanswered = scored.filter((s) => !s.review.answer.trim()).map(label);
  const none = unanswered.length ? `${list(unanswered, 8)}未作答，按0分计。` : '';

  const uncredited = answered.filter((s) => !s.credited).map((s) => `${label(s)}${quote(s.review.answer)}：${s.review.notes[0]}`);
  const kw = answered.filter((s) => s.credited).map((s) => `${label(s)}${s.review.covered.length ? `谈到了${list(s.review.covered)}` : '没有谈到要点'}${s.review.missing.length ? `，缺少${list(s.review.missing, 3)}` : ''}`);
  const withExample = scored.filter((s) => s.example);
  const starOn = withExample.length ? withExample : scored;
  const noExample = starOn.filter((s) => s.review.answer.trim() && !s.hasExample).map(label);
  const hasExample = starOn.filter((s) => s.hasExample).map((s) => `${label(s)}${quote(s.review.answer)}`);
  const structured = answered.filter((s) => s.structure >= 70).map(label);
  const loose = answered.filter((s) => s.structure < 70).map(label);
  const timeNote = (s: Scored) => {
    const own = s.review.notes.filter((n) => /短|长|超|时间/.test(n)).join('，');
    // an answer that is not the student's own keeps a share of its time marks (one off the question none: its note says so)
    if (s.credited || own.includes('不计分')) return `${label(s)}${own}`;
    return `${label(s)}${own ? `${own}，且` : '的'}回答不算有效作答，时间分只计${creditShare}`;
  };
  const timeNotes = answered.filter((s) => s.time < 100).map(timeNote);
  const gamed = uncredited.length ? `${uncredited.join('；')}。` : '';

  return [
    dimension('structure', mean(scored.map((s) => s.structure)), `${structured.length ? `${list(structured, 8)}开门见山，先后清楚，落到了结果；` : ''}${loose.length ? `${list(loose, 8)}条理不够清楚：可以先直接回答问题，再按先后讲清怎么做、为什么，最后说结果或结论（只堆连接词不算）。` : ''}${none}` || '没有可评价的回答。'),
    dimension('match', match.score, `${match.found.length ? `回答中体现了岗位关键词：${list(match.found, 8)}。` : '切题的回答中几乎没有体现目标岗位的关键词。'}${match.missing.length ? `还可以结合自己的经历谈到：${list(match.missing, 5)}。` : ''}`),
    dimension('keywords', mean(scored.map((s) => s.keywords)), `${kw.length ? `${kw.join('；')}。` : ''}${gamed}${none}` || '没有可评价的回答。'),
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

/**
 * Scores every question (an unanswered one 0), the five dimensions and the overall score, each traceable to its
 * rule. Questions come in the order asked; a follow-up is labelled by the question it follows (第2题追问).
 */
export function scoreInterview(questions: readonly AnsweredQuestion[], input: { category: string; group: string; seconds: number }): ScoredInterview {
  const labels = labelsOf(questions.map((q) => q.follow_up));
  const repeats = repeatsOf(questions.map((q) => q.answer), parentsOf(questions.map((q) => q.follow_up)));
  const scored = questions.map((q, i) => scoreOne(q, labels[i]!, repeats[i]! >= 0 ? labels[repeats[i]!]! : null, input));
  // the job's words count where they are said on the question, in the student's own words
  const match = jobMatch(scored.filter((s) => s.credited).map((s) => s.review.answer), input.category, input.group);
  const dims = dimensions(scored, match);
  const score = Math.round(dims.reduce((sum, d) => sum + d.score * DIMENSION_WEIGHTS[d.key], 0));
  return { score, dimensions: dims, questions: scored.map((s) => s.review), feedback: engineFeedback(score, dims) };
}
