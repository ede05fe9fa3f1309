import { useEffect, useState } from 'react';
import { api } from '../api/api';

export type SiteQrCodeState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; src: string };

/** The site's messaging-app QR code (api.site.createQrParameter, type 4), fetched the first time it is needed. */
export function useSiteQrCode(needed: boolean): SiteQrCodeState {
  const [state, setState] = useState<SiteQrCodeState>({ status: 'idle' });
  const settled = state.status === 'ready';
  useEffect(() => {
    if (!needed || settled) return undefined;
    let stale = false;
    setState({ status: 'loading' });
    void api.site.createQrParameter({ type: '4' }).then((result) => {
      if (!stale) setState(result.apiStatus && result.QRcode ? { status: 'ready', src: result.QRcode } : { status: 'failed' });
    });
    return () => {
      stale = true;
    };
  }, [needed, settled]);
  return state;
}
