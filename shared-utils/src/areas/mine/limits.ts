/** Limits of the student's own activity, shared by the server (which enforces them) and the pages. */
export const MINE_LIMITS = {
  /** applications one student may send per China Standard Time day */
  dailyApplications: 30,
  /** favourites one student may keep, per kind */
  favourites: 500,
  /** list page sizes */
  pageSize: 10,
  maxPageSize: 50,
  /** recommendations: how many open positions of the intention are ranked */
  recommendCandidates: 400,
  /** a declined invitation's reason, in characters after trimming */
  replyReason: { min: 2, max: 200 },
} as const;

/** A decline's reason, trimmed: null when its length is within MINE_LIMITS.replyReason, else the text's key. */
export function checkDeclineReason(reason: string): 'declineReason' | null {
  const length = [...reason.trim()].length;
  return length >= MINE_LIMITS.replyReason.min && length <= MINE_LIMITS.replyReason.max ? null : 'declineReason';
}

/** Interview modes and states as the list shows them. */
export const INTERVIEW_MODE_TEXT = { online: '线上面试', onsite: '现场面试' } as const;
export type InterviewMode = keyof typeof INTERVIEW_MODE_TEXT;
export const INTERVIEW_STATUS_TEXT = { upcoming: '待参加', finished: '已结束', cancelled: '已取消' } as const;
export type InterviewState = keyof typeof INTERVIEW_STATUS_TEXT;
/** The student's answer to an invitation: none yet, accepted, declined (with a reason). */
export const INTERVIEW_REPLIES = ['none', 'accepted', 'declined'] as const;
export type InterviewReply = (typeof INTERVIEW_REPLIES)[number];
