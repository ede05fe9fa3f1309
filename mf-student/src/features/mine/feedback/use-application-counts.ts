import { useCallback, useEffect, useState } from 'react';
import { publishUnreadNotices } from '@campus/shared-utils';
import { api, type ApplicationCounts } from '@campus/shared-utils/student';

/** Totals and unread counts per state, also given to the header's badge; `refresh` reads them again (after marking read). */
export function useApplicationCounts(): [ApplicationCounts | null, () => void] {
  const [counts, setCounts] = useState<ApplicationCounts | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let stale = false;
    void api.mine.getNotReadingInfo().then((result) => {
      if (stale || !result.apiStatus) return;
      setCounts({ unread: result.unread, total: result.total });
      // the header's badge follows (reading clears it there too)
      publishUnreadNotices(result.unread.all);
    });
    return () => {
      stale = true;
    };
  }, [round]);
  return [counts, useCallback(() => setRound((n) => n + 1), [])];
}
