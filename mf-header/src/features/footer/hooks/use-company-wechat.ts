import { useEffect, useState } from 'react';
import { api } from '@campus/shared-utils';

/**
 * The WeChat id from the company basic info of this domain (spec §2 Footer), or the fallback
 * (the site info's value) while it loads, when it fails, when it is empty, or when not enabled.
 */
export function useCompanyWechat(domain: string, enabled: boolean, fallback: string): string {
  const [loaded, setLoaded] = useState<{ domain: string; wechat: string } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let stale = false;
    api.site
      .getCompanySiteInfo(domain)
      .then((result) => {
        if (!stale && result.apiStatus && result.wechat) setLoaded({ domain, wechat: result.wechat });
      })
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [domain, enabled]);
  return enabled && loaded?.domain === domain ? loaded.wechat : fallback;
}
