import { bookingReminderNote, boothResultNote, expectedWaitMinutes, LIVE_FAIR, readCallSignal, SDP_MAX, slotProblem, talkEndsAt, timesClash } from './live-fair';

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

  it('words a booking’s reminder in China time', () => {
    const start = Date.UTC(2026, 10, 29, 2, 0);
    expect(bookingReminderNote('星河科技', { start_at: start, end_at: start + QUARTER })).toBe('空中双选会面试即将开始：星河科技 11月29日 10:00-10:15，请提前进入双选会页面，在展位等候企业呼叫');
  });

  it('ends a booked talk with its slot and a queue talk one slot after the call', () => {
    expect(talkEndsAt({ kind: 'booking', end_at: 5 * QUARTER, called_at: 4 * QUARTER + 600_000 })).toBe(5 * QUARTER);
    expect(talkEndsAt({ kind: 'queue', end_at: 0, called_at: 1_000 })).toBe(1_000 + QUARTER);
  });

  it('reads only the call signals the two ends may send, with a bounded description', () => {
    expect(readCallSignal({ kind: 'ready' })).toEqual({ kind: 'ready' });
    expect(readCallSignal({ kind: 'bye', extra: 'dropped' })).toEqual({ kind: 'bye' });
    expect(readCallSignal({ kind: 'offer', sdp: 'v=0' })).toEqual({ kind: 'offer', sdp: 'v=0' });
    expect(readCallSignal({ kind: 'answer', sdp: 'x'.repeat(SDP_MAX) })).not.toBeNull();
    expect(readCallSignal({ kind: 'answer', sdp: 'x'.repeat(SDP_MAX + 1) })).toBeNull();
    expect(readCallSignal({ kind: 'offer' })).toBeNull();
    expect(readCallSignal({ kind: 'offer', sdp: '' })).toBeNull();
    expect(readCallSignal({ kind: 'candidate', sdp: 'v=0' })).toBeNull();
    expect(readCallSignal('ready')).toBeNull();
    expect(readCallSignal(null)).toBeNull();
  });
});
