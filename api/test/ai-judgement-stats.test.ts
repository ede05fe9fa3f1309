import { agreement, averageRanks, quadraticKappa, spearman } from './ai-judgement/stats';

// The figures bench/ai-judgement.mjs prints against its goals: checked on cases whose value is known by hand.

describe('averageRanks', () => {
  it('ranks from 1 and gives tied values the mean of the ranks they span', () => {
    expect(averageRanks([30, 10, 20])).toEqual([3, 1, 2]);
    expect(averageRanks([5, 1, 5, 3, 5])).toEqual([4, 1, 4, 2, 4]);
    expect(averageRanks([2, 2])).toEqual([1.5, 1.5]);
  });
});

describe('spearman', () => {
  it('is 1 for the same order, −1 for the reversed one, whatever the scale', () => {
    expect(spearman([12, 40, 55, 91], [1, 2, 4, 5])).toBeCloseTo(1, 12);
    expect(spearman([12, 40, 55, 91], [5, 4, 2, 1])).toBeCloseTo(-1, 12);
  });

  it('handles ties by average ranks, as the textbook does', () => {
    // x ranks 1 2 3 4 5, y ranks 1.5 1.5 3 4.5 4.5: Pearson's r of those ranks = 9 / √(10 · 9) = 0.9487…
    expect(spearman([1, 2, 3, 4, 5], [1, 1, 2, 3, 3])).toBeCloseTo(9 / Math.sqrt(90), 12);
    // one swap in five without ties: 1 − 6·2 / (5·24) = 0.9
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 3, 4, 5])).toBeCloseTo(0.9, 12);
  });

  it('is undefined (NaN) when one side does not vary or there is one item, and refuses unequal lengths', () => {
    expect(spearman([1, 2, 3], [4, 4, 4])).toBeNaN();
    expect(spearman([1], [2])).toBeNaN();
    expect(() => spearman([1, 2], [1])).toThrow();
  });
});

describe('agreement of two rating passes', () => {
  it('counts exact matches and matches within one point', () => {
    expect(agreement([1, 2, 3, 4], [1, 3, 5, 4])).toEqual({ exact: 0.5, withinOne: 0.75 });
  });

  it('gives quadratic-weighted kappa 1 for identical passes and −1 for mirrored ones on a balanced scale', () => {
    expect(quadraticKappa([1, 2, 3, 4, 5], [1, 2, 3, 4, 5])).toBeCloseTo(1, 12);
    expect(quadraticKappa([1, 5], [5, 1])).toBeCloseTo(-1, 12);
  });

  it('weighs a two-point disagreement four times a one-point one', () => {
    // observed Σ(i−j)² = 1 against 4: kappa falls further for the larger miss
    const near = quadraticKappa([1, 2, 3, 4, 5, 3], [1, 2, 3, 4, 5, 4]);
    const far = quadraticKappa([1, 2, 3, 4, 5, 3], [1, 2, 3, 4, 5, 5]);
    expect(near).toBeGreaterThan(far);
    // by hand: margins a = {1,1,2,1,1}, b = {1,1,1,2,1}, n = 6; Σ (i−j)²·E = Σ a_i b_j (i−j)² / 6 = 126 / 6 = 21
    expect(near).toBeCloseTo(1 - 1 / 21, 12);
  });

  it('is NaN when neither pass varies (chance agreement is total) and refuses ratings off the scale', () => {
    expect(quadraticKappa([3, 3], [3, 3])).toBeNaN();
    expect(() => quadraticKappa([0, 3], [3, 3])).toThrow();
    expect(() => quadraticKappa([2.5, 3], [3, 3])).toThrow();
  });
});
