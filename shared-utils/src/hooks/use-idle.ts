import { useEffect, useState } from 'react';

/** At the latest this long after mount, idle or not (a page kept busy still gets its deferred parts). */
const IDLE_TIMEOUT_MS = 2000;
/** The class the page carries until its first view is mounted (root-config's index.html and its routing listener). */
const BOOTING = 'booting';

/**
 * False until the browser's first idle moment after mount: a part nobody sees first (the footer) waits for
 * it, so its code and its rendering stay off the first view's path (docs/architecture.md §7).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = (): void => {};
    const awaitIdle = (): void => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(handle);
        return;
      }
      const timer = window.setTimeout(() => setIdle(true), 1);
      cancel = () => window.clearTimeout(timer);
    };
    // while the first view's parcels still download (root-config drops .booting once they are mounted), the main
    // thread idles between scripts: that is not yet the moment for parts nobody sees first
    const root = document.documentElement;
    if (!root.classList.contains(BOOTING)) {
      awaitIdle();
      return () => cancel();
    }
    const booted = new MutationObserver(() => {
      if (root.classList.contains(BOOTING)) return;
      booted.disconnect();
      awaitIdle();
    });
    booted.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => {
      booted.disconnect();
      cancel();
    };
  }, []);
  return idle;
}
