/**
 * Online fairs that happen here: a company's live booth, its queue and its 15-minute interview slots. The limits
 * and the rules both the server (which enforces them) and the pages (which explain them) need.
 */

const MINUTE = 60_000;

export const LIVE_FAIR = {
  /** an interview slot's length */
  slotMinutes: 15,
  /** the most students waiting at one booth; the next is told the queue is full */
  queueMax: 60,
  /** a waiting student whose page has not been heard from for this long is taken out of the queue */
  absentSeconds: 120,
  /** the page says it is there this often (a socket's ping, or the place's poll) */
  heartbeatSeconds: 20,
  /** the expected talk when a booth has no finished talk of its own today */
  defaultTalkMinutes: 8,
  /** slots one publish may add */
  publishMax: 48,
  /** a booked slot counts as a notice this long before it starts */
  reminderMinutes: 15,
  /** the recruiter's note to the student, in characters */
  noteMax: 200,
  /** the warning before a slot's end */
  endWarningSeconds: 60,
  /** sockets one user may hold open (one per open live-fair page) */
  socketsPerUser: 4,
  /** messages one socket may send per window; more closes it */
  socketMessages: 20,
  socketWindowSeconds: 10,
} as const;

/** The recruiter's results and how the student reads them. */
export const BOOTH_RESULT_TEXT = { pass: '通过', hold: '待定', reject: '不合适' } as const;
export type BoothResultKey = keyof typeof BOOTH_RESULT_TEXT;
export const BOOTH_RESULTS = Object.keys(BOOTH_RESULT_TEXT) as BoothResultKey[];

/** The step a result adds to the student's application, in 投递反馈. */
export function boothResultNote(result: BoothResultKey, note: string): string {
  const said = note.trim();
  return `空中双选会面试结果：${BOOTH_RESULT_TEXT[result]}${said ? `。企业留言：${said}` : ''}`;
}

/** The step a booking's reminder adds to the student's application, its slot written as the student reads it (China time). */
export function bookingReminderNote(company: string, slot: { start_at: number; end_at: number }): string {
  const china = (at: number) => new Date(at + 8 * 3_600_000);
  const clock = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  const start = china(slot.start_at);
  return `空中双选会面试即将开始：${company} ${start.getUTCMonth() + 1}月${start.getUTCDate()}日 ${clock(start)}-${clock(china(slot.end_at))}，请提前进入双选会页面，在展位等候企业呼叫`;
}

/** Minutes a student at `place` (1 = next) can expect to wait, with talks of `talkMinutes` on average. */
export function expectedWaitMinutes(place: number, talkMinutes: number): number {
  if (place <= 0) return 0;
  return Math.ceil((place - 1) * talkMinutes + talkMinutes / 2);
}

/** Whether two time ranges [start, end) overlap. */
export function timesClash(a: { start_at: number; end_at: number }, b: { start_at: number; end_at: number }): boolean {
  return a.start_at < b.end_at && b.start_at < a.end_at;
}

export type SlotProblem = 'misaligned' | 'outsideFair' | 'past';

/**
 * Why a slot starting at `start` cannot be published for a fair running [fairStart, fairEnd) at `now`, or null:
 * it starts on a quarter hour, lies wholly inside the fair, and has not started.
 */
export function slotProblem(start: number, fair: { start_at: number; end_at: number }, now: number): SlotProblem | null {
  const length = LIVE_FAIR.slotMinutes * MINUTE;
  if (!Number.isSafeInteger(start) || start % length !== 0) return 'misaligned';
  if (start < fair.start_at || start + length > fair.end_at) return 'outsideFair';
  if (start <= now) return 'past';
  return null;
}

/** When a talk ends: a booking at its slot's end, a queue place one slot's length after the call. */
export function talkEndsAt(entry: { kind: 'queue' | 'booking'; end_at: number; called_at: number }): number {
  return entry.kind === 'booking' ? entry.end_at : entry.called_at + LIVE_FAIR.slotMinutes * MINUTE;
}

/**
 * What the two ends of a call say to each other through the page's socket (docs/api-live-fair.md "The call"):
 * the student's page is ready (again, after a blip) for an offer; the recruiter's offer and the student's
 * answer, each a whole session description with its candidates (no trickle: one message each); a hang-up.
 */
export type CallSignal = { kind: 'ready' } | { kind: 'offer'; sdp: string } | { kind: 'answer'; sdp: string } | { kind: 'bye' };

/** The longest session description relayed (a video and audio offer with its candidates is 3-6 KB). */
export const SDP_MAX = 12_000;

/** A call signal read from untrusted JSON, or null. */
export function readCallSignal(value: unknown): CallSignal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, sdp } = value as { kind?: unknown; sdp?: unknown };
  if (kind === 'ready' || kind === 'bye') return { kind };
  if ((kind === 'offer' || kind === 'answer') && typeof sdp === 'string' && sdp.length > 0 && sdp.length <= SDP_MAX) return { kind, sdp };
  return null;
}
