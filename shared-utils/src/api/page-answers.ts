import { isObj, parseJson } from '../util/read';
import { readEnvelope } from './envelope';
import type { ApiResult } from './result';

/** The page's data script with the server's hints for the first paint (api/src/web/first-paint.ts). */
export const PAGE_HINTS_ID = 'campus-hints';

let answers: Record<string, unknown> | null = null;

function readAnswers(): Record<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_HINTS_ID)?.textContent;
  const hints = text ? parseJson(text) : null;
  return isObj(hints) && isObj(hints.answers) ? { ...hints.answers } : {};
}

/**
 * An answer the server sent with the page for the shown home's first call (e.g. `resource`,
 * `config:school.localhost`), read like a response and handed out once: later calls go to the server.
 */
export function takePageAnswer<T>(key: string): Promise<ApiResult<T>> | undefined {
  answers ??= readAnswers();
  if (!(key in answers)) return undefined;
  const body = answers[key];
  delete answers[key];
  return Promise.resolve(readEnvelope<T>(body, ''));
}

/** Tests: read the page again on the next call. */
export function resetPageAnswers(): void {
  answers = null;
}
