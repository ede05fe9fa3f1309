import { useEffect, useRef, useState } from 'react';
import { api, hashPath, QR_POLL } from '@campus/shared-utils';
import { QR_CODE } from '../utils/qr-codes';

export type QrState =
  | { status: 'loading' }
  | { status: 'ready'; src: string; scanned: boolean }
  | { status: 'expired'; src: string }
  | { status: 'failed' };

export type QrLogin = { state: QrState; refresh: () => void };

/**
 * The student QR login (spec §4): fetches a code on mount and on refresh, polls loginbyqrcode once a
 * second, and after 60 s without success (or when the server says so) shows it as expired. Unmounting,
 * e.g. switching to phone mode, stops the polling.
 */
export function useQrLogin(onConfirmed: (userId: string) => void): QrLogin {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const confirmed = useRef(onConfirmed);
  useEffect(() => {
    confirmed.current = onConfirmed;
  });

  useEffect(() => {
    let stopped = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(expiry);
    };
    void api.auth.getLoginQrCode(hashPath(window.location.hash)).then((result) => {
      if (stopped) return;
      if (!result.apiStatus || !result.UUID) return setState({ status: 'failed' });
      const { QRcode: src, UUID: uuid } = result;
      setState({ status: 'ready', src, scanned: false });
      const expire = () => {
        stop();
        setState({ status: 'expired', src });
      };
      let asking = false;
      poll = setInterval(() => {
        if (asking) return;
        asking = true;
        void api.auth.loginByQrCode(uuid).then((answer) => {
          asking = false;
          if (stopped) return;
          if (answer.apiStatus && answer.user_id) {
            stop();
            confirmed.current(answer.user_id);
          } else if (!answer.apiStatus && answer.code === QR_CODE.expired) {
            expire();
          } else if (!answer.apiStatus && answer.code === QR_CODE.scanned) {
            setState((s) => (s.status === 'ready' && !s.scanned ? { ...s, scanned: true } : s));
          }
        });
      }, QR_POLL.intervalMs);
      expiry = setTimeout(expire, QR_POLL.durationMs);
    });
    return stop;
  }, [generation]);

  const refresh = () => {
    setState({ status: 'loading' });
    setGeneration((g) => g + 1);
  };
  return { state, refresh };
}
