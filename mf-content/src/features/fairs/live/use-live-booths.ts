import { useEffect, useState } from 'react';
import { api, type BoothLive, type FairDetail } from '@campus/shared-utils/student';

/** Whether a fair has live booths: an online fair that is running. */
export const hasLiveBooths = (fair: FairDetail): boolean => fair.kind === 'online' && fair.status === 1;

/** How often an open page refreshes the booths' queues. */
const REFRESH_MS = 15_000;

/**
 * The live state of a running online fair's booths (open, waiting, expected wait), refreshed while the page is
 * open, by company; empty for any other fair. `refresh` reads it again at once (after the student's own step).
 */
export function useLiveBooths(fair: FairDetail): { booths: ReadonlyMap<number, BoothLive>; refresh: () => void } {
  const running = hasLiveBooths(fair);
  const [booths, setBooths] = useState<ReadonlyMap<number, BoothLive>>(new Map());
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    let live = true;
    void api.liveFair.booths(fair.id).then((r) => {
      if (live && r.apiStatus) setBooths(new Map(r.list.map((b) => [b.company_id, b])));
    });
    const timer = window.setTimeout(() => setTick((t) => t + 1), REFRESH_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [fair.id, running, tick]);
  return { booths, refresh: () => setTick((t) => t + 1) };
}
