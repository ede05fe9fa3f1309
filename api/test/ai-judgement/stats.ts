// The agreement statistics of the AI judgement bench (bench/ai-judgement.mjs, docs/testing.md "The AI
// judgement set"): how well the engine's 0-100 scores order the items as the raters do, and how well the two
// raters' 1-5 passes agree with each other. Undefined figures (a constant column) are NaN, never a guess.

/** Ranks 1..n of the values, ties sharing the mean of the ranks they span (as Spearman's ρ asks). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]![0] === order[start]![0]) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]![1]] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's ρ: Pearson's r of the average ranks, so ties are handled exactly; NaN under 2 items or a constant side. */
export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new Error(`spearman: ${x.length} values against ${y.length}`);
  if (x.length < 2) return NaN;
  return pearson(averageRanks(x), averageRanks(y));
}

/** Share of items the two passes rate the same (exact) and at most one point apart (within one). */
export function agreement(a: readonly number[], b: readonly number[]): { exact: number; withinOne: number } {
  if (a.length !== b.length || a.length === 0) throw new Error('agreement: two non-empty passes of the same items');
  const exact = a.filter((v, i) => v === b[i]).length / a.length;
  const withinOne = a.filter((v, i) => Math.abs(v - b[i]!) <= 1).length / a.length;
  return { exact, withinOne };
}

/**
 * Cohen's kappa with quadratic weights on a 1..k scale: 1 − Σ w·observed / Σ w·expected, w = (i − j)² / (k − 1)².
 * A disagreement of two points costs four times one of one point; chance agreement comes from the passes' margins.
 */
export function quadraticKappa(a: readonly number[], b: readonly number[], k = 5): number {
  if (a.length !== b.length || a.length === 0) throw new Error('quadraticKappa: two non-empty passes of the same items');
  const n = a.length;
  const rowA = new Array<number>(k).fill(0);
  const rowB = new Array<number>(k).fill(0);
  let observed = 0;
  for (let i = 0; i < n; i++) {
    const x = a[i]! - 1;
    const y = b[i]! - 1;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= k || y >= k) throw new Error(`quadraticKappa: ratings are integers 1..${k}`);
    rowA[x]!++;
    rowB[y]!++;
    observed += (x - y) ** 2;
  }
  let expected = 0;
  for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) expected += (rowA[i]! * rowB[j]! * (i - j) ** 2) / n;
  return expected === 0 ? NaN : 1 - observed / expected;
}
