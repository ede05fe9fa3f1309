import { toast } from '@campus/shared-utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type ConsoleBoothList } from '@campus/shared-utils/student';

type Answer = Awaited<ReturnType<typeof api.liveFair.console>>;

/**
 * The recruiter's console data: every booth of the company, read again when the page's socket says its booth
 * changed (`changes`) and on a timer (a queue place's wait moves with time). A step answers the console anew; a
 * refusal is said in the server's words.
 */
export function useBoothConsole(enabled: boolean, changes: number): {
  data: ConsoleBoothList | null;
  failed: { code: number; msg: string } | null;
  busy: boolean;
  step: (run: () => Promise<Answer>, done?: string) => Promise<boolean>;
  reload: () => void;
} {
  const [data, setData] = useState<ConsoleBoothList | null>(null);
  const [failed, setFailed] = useState<{ code: number; msg: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  // a step's own answer is newer than a read started before it
  const steps = useRef(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const before = steps.current;
    void api.liveFair.console().then((r) => {
      if (!current || steps.current !== before) return;
      if (r.apiStatus) {
        setData(r);
        setFailed(null);
      } else setFailed({ code: r.code, msg: r.msg });
    });
    const timer = window.setTimeout(() => setTick((t) => t + 1), 30_000);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [enabled, changes, tick]);
  const step = useCallback(async (run: () => Promise<Answer>, done?: string) => {
    steps.current += 1;
    setBusy(true);
    const r = await run();
    setBusy(false);
    if (!r.apiStatus) {
      toast.error(r.msg);
      setTick((t) => t + 1);
      return false;
    }
    setData(r);
    if (done) toast.success(done);
    return true;
  }, []);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, failed, busy, step, reload };
}
