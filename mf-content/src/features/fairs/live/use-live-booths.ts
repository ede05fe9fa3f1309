import { useCallback, useEffect, useState } from 'react';
import { api, type BoothLive, type FairDetail } from '@campus/shared-utils/student';

/** Whether a fair has live booths: an online fair that is running. */
export const hasLiveBooths = (fair: FairDetail): boolean => fair.kind === 'online' && fair.status === 1;

/**
 * How often an open page reads the booths' queues again: a visitor's (no socket) often; a logged-in user's page
 * hears every change on its socket with the booth's numbers, so it reads only for the waits that move with time.
 */
export const REFRESH_MS = { visitor: 15_000, socket: 120_000 } as const;

/**
 * The live state of a running online fair's booths (open, waiting, expected wait), refreshed while the page is
 * open every `every` ms, by company; empty for any other fair. `refresh` reads it again at once; `apply` takes one
 * booth's numbers from a notice.
 */
export function useLiveBooths(fair: FairDetail, every: number): { booths: ReadonlyMap<number, BoothLive>; refresh: () => void; apply: (companyId: number, numbers: Omit<BoothLive, 'company_id'>) => void } {
  const running = hasLiveBooths(fair);
  const [booths, setBooths] = useState<ReadonlyMap<number, BoothLive>>(new Map());
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    let live = true;
    void api.liveFair.booths(fair.id).then((r) => {
      if (live && r.apiStatus) setBooths(new Map(r.list.map((b) => [b.company_id, b])));
    });
    const timer = window.setTimeout(() => setTick((t) => t + 1), every);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [fair.id, running, tick, every]);
  const apply = useCallback((companyId: number, numbers: Omit<BoothLive, 'company_id'>) => setBooths((m) => new Map(m).set(companyId, { company_id: companyId, ...numbers })), []);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  return { booths, refresh, apply };
}
