/**
 * How questions are numbered for the student: planned questions 第1题, 第2题…; a follow-up belongs to the question
 * it follows (第2题追问) and is never counted as a question of its own.
 */
export function questionNumbers(followUps: readonly (0 | 1 | number)[]): number[] {
  let n = 0;
  return followUps.map((f) => (f ? Math.max(1, n) : (n += 1)));
}

export const labelOf = (number: number, followUp: 0 | 1 | number): string => `第${number}题${followUp ? '追问' : ''}`;

/** The labels of a run of questions in the order asked. */
export const labelsOf = (followUps: readonly (0 | 1 | number)[]): string[] => questionNumbers(followUps).map((n, i) => labelOf(n, followUps[i]!));

/** For each question, the index of the planned question it belongs to: its own, or for a follow-up the one it follows. */
export function parentsOf(followUps: readonly (0 | 1 | number)[]): number[] {
  let parent = 0;
  return followUps.map((f, i) => (f ? parent : (parent = i)));
}
