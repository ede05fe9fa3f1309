import { createHash } from 'node:crypto';

/** Spec §4: the QR is polled for 60 s. */
export const QR_TTL_MS = 60_000;
/** The poll key cookie: only the browser that asked for the QR can collect its login. */
export const QR_POLL_COOKIE = 'campus_qr';
/** Where the desktop polls (`/api/user/*`); the code itself is issued at `/api/site/getloginqrcode`. */
export const QR_POLL_PATH = '/api/user/loginbyqrcode';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
