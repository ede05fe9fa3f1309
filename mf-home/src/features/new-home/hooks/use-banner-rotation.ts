import { useCallback, useEffect, useRef, useState } from 'react';
import { HOME } from '@campus/shared-utils';

export type BannerRotation = { index: number; pick: (index: number) => void };

/**
 * The banner's auto-play (spec §2, §9): the next slide every 3 s; after a manual pick the next change
 * comes 5 s later (the slower rotation holds for 5 s), then every 3 s again. The timer stops on unmount.
 */
export function useBannerRotation(count: number): BannerRotation {
  const [index, setIndex] = useState(0);
  // bumped by every change, so the timer always counts from the last one
  const [turn, setTurn] = useState(0);
  const pickedAt = useRef<number | null>(null);

  useEffect(() => {
    if (count < 2) return undefined;
    const slow = pickedAt.current !== null && Date.now() - pickedAt.current < HOME.bannerManualHoldMs;
    const timer = setTimeout(
      () => {
        setIndex((i) => (i + 1) % count);
        setTurn((t) => t + 1);
      },
      slow ? HOME.bannerManualIntervalMs : HOME.bannerIntervalMs,
    );
    return () => clearTimeout(timer);
  }, [count, turn]);

  const pick = useCallback(
    (next: number) => {
      if (next < 0 || next >= count) return;
      pickedAt.current = Date.now();
      setIndex(next);
      setTurn((t) => t + 1);
    },
    [count],
  );

  return { index: count > 0 ? Math.min(index, count - 1) : 0, pick };
}
