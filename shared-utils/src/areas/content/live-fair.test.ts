import { boothResultNote, expectedWaitMinutes, LIVE_FAIR, slotProblem, timesClash } from './live-fair';

const QUARTER = LIVE_FAIR.slotMinutes * 60_000;
const fair = { start_at: 100 * QUARTER, end_at: 120 * QUARTER };

describe('live fair rules', () => {
  it('expects half a talk for the next student and a whole talk for each one ahead', () => {
    expect(expectedWaitMinutes(0, 8)).toBe(0);
    expect(expectedWaitMinutes(1, 8)).toBe(4);
    expect(expectedWaitMinutes(3, 8)).toBe(20);
    expect(expectedWaitMinutes(2, 5)).toBe(8);
  });

  it('sees a clash only where two times overlap, not where one ends as the next begins', () => {
    expect(timesClash({ start_at: 0, end_at: 10 }, { start_at: 5, end_at: 15 })).toBe(true);
    expect(timesClash({ start_at: 0, end_at: 10 }, { start_at: 10, end_at: 20 })).toBe(false);
    expect(timesClash({ start_at: 2, end_at: 4 }, { start_at: 0, end_at: 10 })).toBe(true);
  });

  it('takes a slot that starts on a quarter hour, lies inside the fair and has not started', () => {
    const now = 101 * QUARTER + 1;
    expect(slotProblem(102 * QUARTER, fair, now)).toBeNull();
    expect(slotProblem(119 * QUARTER, fair, now)).toBeNull();
    expect(slotProblem(102 * QUARTER + 60_000, fair, now)).toBe('misaligned');
    expect(slotProblem(Number.NaN, fair, now)).toBe('misaligned');
    expect(slotProblem(120 * QUARTER, fair, now)).toBe('outsideFair');
    expect(slotProblem(99 * QUARTER, fair, now)).toBe('outsideFair');
    expect(slotProblem(101 * QUARTER, fair, now)).toBe('past');
  });

  it('words a result for the student’s application, with the note when there is one', () => {
    expect(boothResultNote('pass', '  请准备二面 ')).toBe('空中双选会面试结果：通过。企业留言：请准备二面');
    expect(boothResultNote('hold', '')).toBe('空中双选会面试结果：待定');
  });
});
