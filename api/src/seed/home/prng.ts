/** A small seeded pseudo-random generator (mulberry32): the demo data is the same on every run. */
export type Rng = {
  /** a float in [0, 1) */
  next: () => number;
  /** an integer in [min, max] */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** n distinct items in a stable random order */
  sample: <T>(items: readonly T[], n: number) => T[];
  chance: (p: number) => boolean;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(n, copy.length));
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}
