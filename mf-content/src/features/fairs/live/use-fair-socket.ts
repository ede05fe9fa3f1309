import { runtimeConfig } from '@campus/shared-utils';
import type { CallSignal } from '@campus/shared-utils/student';
import { useEffect, useMemo, useRef, useState } from 'react';

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

/** What a call hears from the socket: the other end's signal, or that the call is over (`ended`). */
export type CallMessage = { type: 'signal'; entry: number; data: CallSignal } | { type: 'ended'; entry: number };

export type FairSocket = {
  open: boolean;
  /** how many times it has opened: a call reconnects after a drop when this moves */
  opens: number;
  /** the call's STUN/TURN servers, from the socket's first message */
  iceServers: RTCIceServer[];
  /** sends a message now; false when the socket is not open */
  send: (message: object) => boolean;
  /** hears the calls' messages; answers the way to stop */
  onCall: (listener: (message: CallMessage) => void) => () => void;
};

/**
 * The live fair page's socket (docs/api-live-fair.md "Live updates", "The call"), for a logged-in user: `onBooth`
 * hears which booth changed, calls hear their signals. Reopened after a drop (a process that died, a network
 * blip); the place is the server's, so nothing is lost meanwhile.
 */
export function useFairSocket(fairId: number, enabled: boolean, onBooth: (companyId: number) => void): FairSocket {
  const [open, setOpen] = useState(false);
  const [opens, setOpens] = useState(0);
  const [iceServers, setIceServers] = useState<RTCIceServer[]>([]);
  const heard = useRef(onBooth);
  heard.current = onBooth;
  const live = useRef<WebSocket | null>(null);
  const callListeners = useRef(new Set<(message: CallMessage) => void>());
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return undefined;
    let stopped = false;
    let failures = 0;
    let timer = 0;
    const connect = () => {
      const ws = new WebSocket(socketUrl(fairId));
      live.current = ws;
      ws.onopen = () => {
        failures = 0;
        setOpen(true);
        setOpens((n) => n + 1);
      };
      ws.onmessage = (event: MessageEvent<string>) => {
        let message: { type?: string; company_id?: number; ice_servers?: RTCIceServer[]; entry?: number };
        try {
          message = JSON.parse(event.data) as typeof message;
        } catch {
          return;
        }
        if (message.type === 'booth' && typeof message.company_id === 'number') heard.current(message.company_id);
        else if (message.type === 'hello' && Array.isArray(message.ice_servers)) setIceServers(message.ice_servers);
        else if ((message.type === 'signal' || message.type === 'ended') && typeof message.entry === 'number') {
          for (const listener of callListeners.current) listener(message as CallMessage);
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
      live.current?.close();
      live.current = null;
    };
  }, [fairId, enabled]);
  return useMemo(
    () => ({
      open,
      opens,
      iceServers,
      send: (message: object) => {
        const ws = live.current;
        if (!ws || ws.readyState !== WebSocket.OPEN) return false;
        ws.send(JSON.stringify(message));
        return true;
      },
      onCall: (listener: (message: CallMessage) => void) => {
        callListeners.current.add(listener);
        return () => void callListeners.current.delete(listener);
      },
    }),
    [open, opens, iceServers],
  );
}
