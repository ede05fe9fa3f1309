/** Limits of the content area, shared by the server (which enforces them) and the pages. */
export const CONTENT_LIMITS = {
  /** article and content list pages */
  pageSize: 10,
  /** fair company lists */
  fairCompanyPageSize: 12,
  /** any list: larger asks are capped */
  maxPageSize: 50,
  /** a fair company's positions listed with it (the rest behind its count) */
  fairCompanyPositions: 5,
  /** related videos beside a video */
  relatedVideos: 6,
  /** keyword of the fair company search, in characters */
  keywordMax: 50,
  /**
   * a student's watched progress is written at most once per this many seconds: short, because the report made
   * on leaving the page (a few seconds after the last timed one) must not be dropped, or the student resumes
   * from the older position
   */
  progressWriteSeconds: 1,
  /** the player reports progress this often while playing */
  progressReportSeconds: 10,
} as const;

/** Kinds of media material: a column of config_type 4 lists articles; one of config_type 5 mixes both. */
export const MEDIA_KINDS = ['article', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A fair's state from its times (spec issue: 未开始 / 进行中 / 已结束). */
export const FAIR_STATUS_TEXT = { 0: '未开始', 1: '进行中', 2: '已结束' } as const;
export type FairStatus = keyof typeof FAIR_STATUS_TEXT;
export const FAIR_KIND_TEXT = { online: '空中双选会', offline: '现场招聘会' } as const;

/** The state of a fair's time window at `now` (epoch ms). */
export function fairStatusAt(startAt: number, endAt: number, now: number): FairStatus {
  if (now < startAt) return 0;
  return now < endAt ? 1 : 2;
}

/** Booth states and how the map names them. */
export const BOOTH_STATE_TEXT = { booked: '已预订', open: '可预订', pending: '审核中', paused: '暂停预订' } as const;
export type BoothState = keyof typeof BOOTH_STATE_TEXT;
export const BOOTH_STATES = Object.keys(BOOTH_STATE_TEXT) as BoothState[];

/** Fair label kinds: industries (any fair) or halls (offline fairs). */
export const FAIR_LABEL_KINDS = ['industry', 'hall'] as const;
export type FairLabelKind = (typeof FAIR_LABEL_KINDS)[number];
