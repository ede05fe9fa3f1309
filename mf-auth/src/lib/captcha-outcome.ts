import type { CaptchaTicket } from '@campus/shared-utils';

/** How a captcha run ended: passed with a ticket, closed by the user, or failed with the text to show. */
export type CaptchaOutcome = { kind: 'pass'; ticket: CaptchaTicket } | { kind: 'cancel' } | { kind: 'error'; message: string };
