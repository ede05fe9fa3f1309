import { useEffect, useState } from 'react';
import { api } from '@campus/shared-utils';

export type QrCodeState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; src: string };

/** The QR image of `api.site.createQrParameter({type:'4'})`, fetched the first time it is needed. */
export function useQrCode(needed: boolean): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: 'idle' });
  const settled = state.status === 'ready';
  useEffect(() => {
    if (!needed || settled) return undefined;
    let stale = false;
    setState({ status: 'loading' });
    api.site
      .createQrParameter({ type: '4' })
      .then((result) => {
        if (stale) return;
        setState(result.apiStatus && result.QRcode ? { status: 'ready', src: result.QRcode } : { status: 'failed' });
      })
      .catch(() => {
        if (!stale) setState({ status: 'failed' });
      });
    return () => {
      stale = true;
    };
  }, [needed, settled]);
  return state;
}
