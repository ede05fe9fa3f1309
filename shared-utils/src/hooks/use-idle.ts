import { useEffect, useState } from 'react';

/** At the latest this long after mount, idle or not (a page kept busy still gets its deferred parts). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser's first idle moment after mount: a part nobody sees first (the footer) waits for
 * it, so its code and its rendering stay off the first view's path (docs/architecture.md §7).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
