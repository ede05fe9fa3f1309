import { useCallback, useEffect, useState } from 'react';
import { api, type ApplicationCounts } from '@campus/shared-utils/student';

/** Totals and unread counts per state; `refresh` reads them again (after marking read). */
export function useApplicationCounts(): [ApplicationCounts | null, () => void] {
  const [counts, setCounts] = useState<ApplicationCounts | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let stale = false;
    void api.mine.getNotReadingInfo().then((result) => {
      if (!stale && result.apiStatus) setCounts({ unread: result.unread, total: result.total });
    });
    return () => {
      stale = true;
    };
  }, [round]);
  return [counts, useCallback(() => setRound((n) => n + 1), [])];
}
