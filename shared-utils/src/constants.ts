/** Business constants and limits of spec §9 (and the few of §2/§4 that are numbers). */

export const SMS_COUNTDOWN_S = { employer: 30, student: 60 } as const;
export const SMS_CODE_LENGTH = 6;
export const PASSWORD_LENGTH = { min: 6, max: 16 } as const;
/** Special characters a password may contain (§5). */
export const PASSWORD_SPECIALS = '!@#$%';

/** Student QR login: poll once a second, expire after 60 s (§4). */
export const QR_POLL = { intervalMs: 1000, durationMs: 60_000 } as const;

export const REQUEST_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 15_000;

/** Home page sizes (§2 Home, §9). */
export const HOME = {
  categoriesPerPage: 21,
  maxRecruitingCompanies: 39,
  positionsPerChunk: 18,
  loadMoreOffsetPx: 300,
  bannerIntervalMs: 3000,
  bannerManualIntervalMs: 5000,
  bannerManualHoldMs: 5000,
  zones: { college: 12, company: 12, bigFour: 11, companyConfig: 8, jobFairPerSlide: 3, zoneThreeMax: 4, zoneFour: 12 },
  positionsFirst: 20,
} as const;

/** The search box of the homes and headers: suggestions as one types, recent searches kept on the device. */
export const SEARCH = { suggestions: 8, recent: 8, keywordMax: 50, debounceMs: 150 } as const;

export const HEADER_WIDTH_PX = { normal: 1000, resume: 1200 } as const;
export const DIALOG_WIDTH_PX = 522;
/** Body padding while a modal is open (§9). */
export const MODAL_BODY_PADDING_PX = 17;
/** School names longer than this use a smaller font (§2). */
export const SCHOOL_NAME_MAX_CHARS = 20;
/** Counts from this value on read with a k suffix. */
export const K_THRESHOLD = 1000;

export const AREA_CODES = ['86', '886'] as const;
export type AreaCode = (typeof AREA_CODES)[number];
export const MAINLAND_AREA_CODE: AreaCode = '86';
export const TAIWAN_AREA_CODE: AreaCode = '886';

export const CONTACT_HOURS = '9:00-18:00';
/** Student avatar and session data load after these delays (§4). */
export const SESSION_LOAD_DELAYS_MS = [100, 200, 300, 1000] as const;
export const CHANNEL_FREEZE_HOURS = 24;

/** Default cookie lifetimes in days (§9); the runtime configuration may change them. */
export const COOKIE_DAYS = { default: 30, student: 14, employer: 14, schoolLogin: 14, schoolOther: 30, channelOther: 1 } as const;
