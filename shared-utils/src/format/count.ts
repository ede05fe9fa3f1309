import { K_THRESHOLD } from '../constants';

/** Counts of 1000 or more read with a k suffix (spec §9): 999 -> '999', 1500 -> '1.5k', 12000 -> '12k'. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < K_THRESHOLD) return String(n);
  const k = Math.floor(n / 100) / 10;
  return `${Number.isInteger(k) ? k.toFixed(0) : k.toFixed(1)}k`;
}
