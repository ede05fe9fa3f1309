import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { HOME } from '@campus/shared-utils';

/**
 * Calls `onNear` when the returned element (placed after a list) comes within 300 px of the viewport's
 * bottom (spec §9), or is found above the viewport already, via IntersectionObserver. The observer is made again
 * whenever `epoch` changes (after each chunk), so a list that is still too short to fill the screen keeps loading,
 * and so does a page read to its end while a chunk was loading; it stops on unmount.
 */
export function useNearBottom<T extends Element>(enabled: boolean, epoch: number, onNear: () => void): RefObject<T | null> {
  const target = useRef<T | null>(null);
  const latest = useRef(onNear);
  useLayoutEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const node = target.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // near, or already scrolled past: a phone's tall footer lets a reader reach the page's end before the
        // next chunk is asked for, and the list's end then sits above the window
        if (entries.some((e) => e.isIntersecting || (e.rootBounds !== null && e.boundingClientRect.bottom < e.rootBounds.top))) latest.current();
      },
      { rootMargin: `0px 0px ${HOME.loadMoreOffsetPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, epoch]);
  return target;
}
