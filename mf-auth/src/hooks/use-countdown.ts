import { useCallback, useEffect, useRef, useState } from 'react';

export type Countdown = { remaining: number; running: boolean; start: (seconds: number) => void };

/** A seconds countdown for the SMS link (spec §4): start(60) shows 60, 59, … and stops at 0. */
export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  const start = useCallback((seconds: number) => {
    stop();
    let left = seconds;
    setRemaining(left);
    timer.current = setInterval(() => {
      left -= 1;
      setRemaining(left);
      if (left <= 0) stop();
    }, 1000);
  }, []);
  useEffect(() => stop, []);
  return { remaining, running: remaining > 0, start };
}
