import { useEffect, useRef } from 'react';
import { hashQuery, requestDialog } from '@campus/shared-utils';
import type { LoginState } from '@campus/shared-utils';

/**
 * `isLogin=1` in the hash query opens the student login for a visitor (spec §2), once per
 * navigation: the same hash does not ask again until the user has navigated elsewhere.
 */
export function useLoginQuery(enabled: boolean, hash: string, loginState: LoginState): void {
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    if (hashQuery(hash).get('isLogin') !== '1') {
      handled.current = null;
      return;
    }
    if (loginState !== 0 || handled.current === hash) return;
    handled.current = hash;
    requestDialog({ kind: 'studentLogin', jumpMode: 1 });
  }, [enabled, hash, loginState]);
}
