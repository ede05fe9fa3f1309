import type { InterviewSession } from '@campus/shared-utils/shapes';
import KEYWORDS from '../diagnose/category-keywords.json';
import { BANKS, COMMON } from './banks';

/**
 * The interview's question banks (banks/*.json): a common behavioural bank and professional banks named by
 * the site's job category labels. Each question carries what the scoring rules need: the keywords of a good
 * answer (each with synonyms), its points, the rubric, whether it asks for a concrete example, the follow-up
 * for an answer that lacks it, and a strong sample answer.
 */
export type BankQuestion = {
  id: string;
  text: string;
  /** concepts of a good answer: the first word names it, the others are synonyms */
  keywords: string[][];
  points: string[];
  rubric: string[];
  /** the rubric asks for a concrete example (STAR): an answer without one gets the follow-up */
  example: boolean;
  follow_up: string;
  sample: string;
  /** the follow-up's own concepts (first word names it, the rest synonyms); absent: the question's */
  follow_up_keywords?: string[][];
  /** the follow-up's own points; absent: the question's */
  follow_up_points?: string[];
  /** a strong answer to the follow-up; absent: the question's sample */
  follow_up_sample?: string;
  /** a common question's sample for each job-category group (技术, 财会金融…); absent: `sample` */
  group_samples?: Record<string, string>;
};

export type Bank = { category: string; group: string; questions: BankQuestion[] };

/** A question as planned at start: the bank question and its text. */
export type PlannedQuestion = { id: string; text: string };

const BY_ID = new Map<string, BankQuestion>([COMMON, ...BANKS].flatMap((b) => b.questions.map((q) => [q.id, q] as const)));

export const bankQuestion = (id: string): BankQuestion | undefined => BY_ID.get(id);

/** The reference answer shown for a question in an interview of a category's group: the group's sample when the bank has one. */
export const sampleFor = (question: BankQuestion, group: string): string => question.group_samples?.[group] || question.sample;

/** Asks for a concrete example (STAR): 举例, 例子, 经历, 具体说说…怎么做. */
const ASKS_EXAMPLE = /例子|举例|举个|经历|那次|当时|具体说说.*(做|处理|解决)/;

/**
 * A follow-up as a question of its own, scored against its own concepts, points and sample (the banks'
 * follow_up_* fields), the question's where the bank has none yet. It asks for an example when its words do
 * (能举一个…的例子吗) or its question did.
 */
export function followUpQuestion(question: BankQuestion, asked: string): BankQuestion {
  return {
    ...question,
    text: asked,
    keywords: question.follow_up_keywords?.length ? question.follow_up_keywords : question.keywords,
    points: question.follow_up_points?.length ? question.follow_up_points : question.points,
    sample: question.follow_up_sample || question.sample,
    group_samples: question.follow_up_sample ? undefined : question.group_samples,
    example: question.example || ASKS_EXAMPLE.test(asked),
  };
}

/** Every bank question, for the statistics of the relevance rule (relevance.ts). */
/** A question of the common bank (自我介绍, 为什么选择我们…), asked in every category. */
export const isCommonQuestion = (question: Pick<BankQuestion, 'id'>): boolean => COMMON.questions.some((q) => q.id === question.id);

export const allQuestions = (): BankQuestion[] => [...BY_ID.values()];

const BANK_OF = new Map<string, readonly BankQuestion[]>([COMMON, ...BANKS].flatMap((b) => b.questions.map((q) => [q.id, b.questions] as const)));

/** The other questions of a question's bank (the common bank's for a common question). */
export const siblingsOf = (question: Pick<BankQuestion, 'id'>): BankQuestion[] => (BANK_OF.get(question.id) ?? []).filter((q) => q.id !== question.id);

const RECRUITER_WORDS: Record<string, string[]> = KEYWORDS.categories;
const termsOf = (bank: Bank) => new Set(bank.questions.flatMap((q) => q.keywords.flat().map((t) => t.toLowerCase())));

/**
 * The professional bank of a category: its own, else the nearest of its group, the one whose keywords share most
 * with what recruiters look for in the category (diagnose/category-keywords.json; e.g. Python开发 → 运维工程师 for
 * Python, Linux, 自动化), the group's first on a tie (视觉设计 → UI设计师); else none (the common bank alone).
 */
export function professionalBank(category: string, group: string): Bank | undefined {
  const own = BANKS.find((b) => b.category === category);
  if (own || !group) return own;
  const words = (RECRUITER_WORDS[category] ?? []).map((w) => w.toLowerCase());
  let best: Bank | undefined;
  let bestShared = -1;
  for (const bank of BANKS.filter((b) => b.group === group)) {
    const terms = termsOf(bank);
    const shared = words.filter((w) => terms.has(w)).length;
    if (shared > bestShared) [best, bestShared] = [bank, shared];
  }
  return best;
}

/** A small seeded generator, so a plan is reproducible from its seed. */
function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The questions of a new interview. 综合面试 (1): the self-introduction first, then common questions and one
 * professional question of the category when it has a bank. 专业面试 (2): the category's professional questions,
 * topped up with common ones when the bank has too few (or none).
 */
export function planInterview(category: string, group: string, kind: InterviewSession['kind'], count: number, seed: number): PlannedQuestion[] {
  const random = seeded(seed);
  const [intro, ...common] = COMMON.questions;
  const professional = shuffled(professionalBank(category, group)?.questions ?? [], random);
  const others = shuffled(common, random);
  const picked = kind === 1 ? [intro!, ...professional.slice(0, 1), ...others] : [...professional, ...others];
  const chosen = kind === 1 ? [picked[0]!, ...shuffled(picked.slice(1, count), random)] : picked.slice(0, count);
  return chosen.slice(0, count).map((q) => ({ id: q.id, text: q.text }));
}
