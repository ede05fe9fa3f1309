import { runtimeConfig } from '@campus/shared-utils';
import { useEffect, useRef, useState } from 'react';

/** The socket's address: the API's origin (the page's own unless configured), ws or wss as the page is served. */
function socketUrl(fairId: number): string {
  const base = new URL(runtimeConfig().apiBase || '/', window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = '/api/livefair/socket';
  base.search = `?id=${fairId}`;
  return base.toString();
}

/** Waits before opening again: a dropped network comes back soon; a socket closed for its budget waits longer. */
const RETRY_MS = [1_000, 3_000, 10_000];
const BUDGET_CLOSE = 4008;
const BUDGET_WAIT_MS = 30_000;

/**
 * The live fair page's socket (docs/api-live-fair.md "Live updates"), for a logged-in user: `onBooth` hears which
 * booth changed. Reopened after a drop (a process that died, a network blip); the place is the server's, so
 * nothing is lost meanwhile. Answers whether it is open now.
 */
export function useFairSocket(fairId: number, enabled: boolean, onBooth: (companyId: number) => void): boolean {
  const [open, setOpen] = useState(false);
  const heard = useRef(onBooth);
  heard.current = onBooth;
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return undefined;
    let stopped = false;
    let failures = 0;
    let timer = 0;
    let live: WebSocket | null = null;
    const connect = () => {
      const ws = new WebSocket(socketUrl(fairId));
      live = ws;
      ws.onopen = () => {
        failures = 0;
        setOpen(true);
      };
      ws.onmessage = (event: MessageEvent<string>) => {
        try {
          const message = JSON.parse(event.data) as { type?: string; company_id?: number };
          if (message.type === 'booth' && typeof message.company_id === 'number') heard.current(message.company_id);
        } catch {
          // not ours: ignored
        }
      };
      ws.onclose = (event: CloseEvent) => {
        setOpen(false);
        if (stopped) return;
        const wait = event.code === BUDGET_CLOSE ? BUDGET_WAIT_MS : RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
        failures += 1;
        timer = window.setTimeout(connect, wait);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      live?.close();
    };
  }, [fairId, enabled]);
  return open;
}
