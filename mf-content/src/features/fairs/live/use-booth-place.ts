import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type BoothPlace } from '@campus/shared-utils/student';

/** How often a waiting or called student's page asks for its place when its socket is not open: the live view, and its sign of life. */
const POLL_MS = 5_000;

/**
 * What the page's socket says of a booth: how many changes of the booth it has announced, how many of the
 * student's own place there, whether it is open, and how many times it has opened.
 */
export type BoothLiveSignal = { booth: number; place: number; socketOpen: boolean; opens: number };

/**
 * The session's student's place at one booth (null until known, or for anyone but a student). Read once, then
 * again when the socket says the student's place there changed, when the booth changed while the student waits
 * or is called (a place ahead moved), and when the socket opens again (a notice may have been missed). With the
 * socket open the page's sign of life is its `here` (use-fair-socket); without it the page asks on a timer, well
 * inside the server's LIVE_FAIR.absentSeconds.
 */
export function useBoothPlace(fairId: number, companyId: number, asStudent: boolean, live: BoothLiveSignal): { place: BoothPlace | null; setPlace: (p: BoothPlace) => void } {
  const [place, setPlace] = useState<BoothPlace | null>(null);
  const [tick, setTick] = useState(0);
  // a step's own answer (join, leave) is newer than a read started before it: that read is dropped
  const steps = useRef(0);
  const queued = place?.state === 'waiting' || place?.state === 'called';
  const boothMoves = queued ? live.booth : 0;
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
  }, [fairId, companyId, asStudent, tick, live.place, boothMoves, live.opens]);
  useEffect(() => {
    if (!asStudent || !queued || live.socketOpen) return undefined;
    const timer = window.setTimeout(() => setTick((t) => t + 1), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [asStudent, queued, place, live.socketOpen]);
  const fromStep = useCallback((p: BoothPlace) => {
    steps.current += 1;
    setPlace(p);
  }, []);
  return { place: asStudent ? place : null, setPlace: fromStep };
}
