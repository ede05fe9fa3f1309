import { useLayoutEffect } from 'react';

/** Prefix of the Performance API mark a page sets when its first meaningful content is in the DOM (issue 15). */
export const ROUTE_CONTENT_MARK = 'route-content:';

/**
 * Marks `route-content:<name>` once the page's first meaningful content (its data, not a loading state) is
 * committed to the DOM, so a browser test and the bench can time a route change from the click to it with the
 * Performance API. A layout effect: it runs right after the commit, before the browser paints that frame.
 */
export function useRouteContentMark(name: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (ready && typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(ROUTE_CONTENT_MARK + name);
  }, [name, ready]);
}
