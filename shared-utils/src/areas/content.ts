// The content area's server-safe part (texts, codes, limits, fair and booth states), exported whole from
// `@campus/shared-utils/student` (browser) and `@campus/shared-utils/rules` (server): nothing here may import
// React, rxjs, axios or the DOM.
export { CONTENT_MSG, CONTENT_CODE } from './content/texts';
export { CONTENT_LIMITS, MEDIA_KINDS, FAIR_STATUS_TEXT, FAIR_KIND_TEXT, fairStatusAt, BOOTH_STATE_TEXT, BOOTH_STATES, FAIR_LABEL_KINDS } from './content/limits';
export type { MediaKind, FairStatus, BoothState, FairLabelKind } from './content/limits';
export { LIVE_FAIR, BOOTH_RESULT_TEXT, BOOTH_RESULTS, SDP_MAX, boothResultNote, bookingReminderNote, expectedWaitMinutes, readCallSignal, talkEndsAt, timesClash, slotProblem } from './content/live-fair';
export type { BoothResultKey, CallSignal, SlotProblem } from './content/live-fair';
export type * from '../types/content';
