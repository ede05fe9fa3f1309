import { useCallback, useEffect, useRef, useState } from 'react';
import { api, LIVE_FAIR, type BoothPlace } from '@campus/shared-utils/student';

/** How often a waiting or called student's page asks for its place without the socket: the live view, and its sign of life. */
const POLL_MS = 5_000;

/** What the page's socket says of a booth: how many changes it has announced, and whether it is open. */
export type BoothLiveSignal = { changes: number; socketOpen: boolean };

/**
 * The session's student's place at one booth (null until known, or for anyone but a student), read again on each
 * change the socket announces. While the student waits or is called the page also asks on a timer, well inside
 * the server's LIVE_FAIR.absentSeconds: every few seconds without the socket, every heartbeat with it.
 */
export function useBoothPlace(fairId: number, companyId: number, asStudent: boolean, live: BoothLiveSignal): { place: BoothPlace | null; setPlace: (p: BoothPlace) => void } {
  const [place, setPlace] = useState<BoothPlace | null>(null);
  const [tick, setTick] = useState(0);
  // a step's own answer (join, leave) is newer than a read started before it: that read is dropped
  const steps = useRef(0);
  const queued = place?.state === 'waiting' || place?.state === 'called';
  useEffect(() => {
    if (!asStudent) return undefined;
    let current = true;
    const before = steps.current;
    void api.liveFair.place({ id: fairId, company_id: companyId }).then((r) => {
      if (current && r.apiStatus && steps.current === before) setPlace(r);
    });
    return () => {
      current = false;
    };
  }, [fairId, companyId, asStudent, tick, live.changes]);
  useEffect(() => {
    if (!asStudent || !queued) return undefined;
    // with the socket open a change arrives at once: the poll is then only the page's sign of life
    const every = live.socketOpen ? LIVE_FAIR.heartbeatSeconds * 1000 : POLL_MS;
    const timer = window.setTimeout(() => setTick((t) => t + 1), every);
    return () => window.clearTimeout(timer);
  }, [asStudent, queued, place, live.socketOpen]);
  const fromStep = useCallback((p: BoothPlace) => {
    steps.current += 1;
    setPlace(p);
  }, []);
  return { place: asStudent ? place : null, setPlace: fromStep };
}
