import { existsSync } from 'node:fs';

/**
 * Debian's Chromium in the old headless mode (chromium-headless-shell: the same Blink, without the browser's own
 * window layers, as Playwright runs its own Chromium headless). It runs the whole browser suite in about two thirds
 * of the full browser's time on this 2-core machine; the full `chromium` is the fallback, and CHROMIUM_PATH chooses.
 */
const SHELL = '/usr/bin/chromium-headless-shell';

/** How every browser test starts Chromium: Debian's, with nothing of its own reaching the network. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync(SHELL) ? SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Chromium's own test camera and microphone, allowed without asking: two browsers can call each other. */
export const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * The full browser, for what the headless shell lacks: its PDF viewer (a PDF attachment previewed in a frame). Only
 * with CHROMIUM_PATH unset: a chosen browser is used throughout.
 */
export const WITH_PDF_VIEWER = { ...CHROMIUM, executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' };
