import { useEffect, useState } from 'react';
import { auth$, useStream } from '@campus/shared-utils';
import { api, type DeliverStatus } from '@campus/shared-utils/student';

export type PositionStatus = { status: 'unknown' } | { status: 'loading' } | { status: 'ready'; data: DeliverStatus } | { status: 'failed'; msg: string };

/**
 * Whether the logged-in student applied to (and favourited) a position; 'unknown' for visitors and other
 * roles, who are never asked about (the server would answer 20011 and log the page out). Loads again
 * when the login changes, e.g. right after a login from the apply button.
 */
export function usePositionStatus(positionId: number): [PositionStatus, (next: DeliverStatus) => void] {
  const { state, userId } = useStream(auth$);
  const [status, setStatus] = useState<PositionStatus>({ status: 'unknown' });
  useEffect(() => {
    if (state !== 1) {
      setStatus({ status: 'unknown' });
      return;
    }
    let stale = false;
    setStatus({ status: 'loading' });
    void api.mine.getDeliverStatus(positionId).then((result) => {
      if (!stale) setStatus(result.apiStatus ? { status: 'ready', data: result } : { status: 'failed', msg: result.msg });
    });
    return () => {
      stale = true;
    };
  }, [positionId, state, userId]);
  return [status, (data) => setStatus({ status: 'ready', data })];
}
