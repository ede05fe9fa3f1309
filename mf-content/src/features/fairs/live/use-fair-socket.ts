import { runtimeConfig } from '@campus/shared-utils';
import { LIVE_FAIR, type CallSignal } from '@campus/shared-utils/student';
import { useEffect, useMemo, useRef, useState } from 'react';

/** The socket's address: the API's origin (the page's own unless configured), ws or wss as the page is served. */
function socketUrl(fairId: number): string {
  const base = new URL(runtimeConfig().apiBase || '/', window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = '/api/livefair/socket';
  base.search = `?id=${fairId}`;
  return base.toString();
}

/**
 * Waits before opening again: a dropped network comes back soon; a socket closed for its budget waits longer.
 * Each wait is spread over half to one and a half of it, so the pages of a restarted process do not all come back
 * at the same instant.
 */
const RETRY_MS = [1_000, 3_000, 10_000];
const spread = (ms: number) => Math.round(ms * (0.5 + Math.random()));
const BUDGET_CLOSE = 4008;
const BUDGET_WAIT_MS = 30_000;

/** A booth's numbers as a notice carries them. */
export type BoothNumbers = { open: 0 | 1; waiting: number; expected_wait_minutes: number };

export type FairSocketHandlers = {
  /** a booth changed: its new numbers (absent from an older server: read the list again) */
  onBooth: (companyId: number, numbers?: BoothNumbers) => void;
  /** the session's student's place at a booth changed (called, marked, or changed from another tab) */
  onPlace?: (companyId: number) => void;
  /** a student's page says it is there every heartbeat, which keeps its waiting places (no poll needed) */
  sayHere?: boolean;
};

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
 * The live fair page's socket (docs/api-live-fair.md "Live updates", "The call"), for a logged-in user: the
 * handlers hear which booth changed (with its numbers) and when the student's own place did; calls hear their
 * signals; a student's page says it is there. Reopened after a drop (a process that died, a network
 * blip); the place is the server's, so nothing is lost meanwhile.
 */
export function useFairSocket(fairId: number, enabled: boolean, handlers: FairSocketHandlers): FairSocket {
  const [open, setOpen] = useState(false);
  const [opens, setOpens] = useState(0);
  const [iceServers, setIceServers] = useState<RTCIceServer[]>([]);
  const heard = useRef(handlers);
  heard.current = handlers;
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
        let message: { type?: string; company_id?: number; ice_servers?: RTCIceServer[]; entry?: number } & Partial<BoothNumbers>;
        try {
          message = JSON.parse(event.data) as typeof message;
        } catch {
          return;
        }
        if (message.type === 'booth' && typeof message.company_id === 'number') {
          const { open: on, waiting, expected_wait_minutes: wait } = message;
          const numbers = (on === 0 || on === 1) && typeof waiting === 'number' && typeof wait === 'number' ? { open: on, waiting, expected_wait_minutes: wait } : undefined;
          heard.current.onBooth(message.company_id, numbers);
        } else if (message.type === 'place' && typeof message.company_id === 'number') heard.current.onPlace?.(message.company_id);
        else if (message.type === 'hello' && Array.isArray(message.ice_servers)) setIceServers(message.ice_servers);
        else if ((message.type === 'signal' || message.type === 'ended') && typeof message.entry === 'number') {
          for (const listener of callListeners.current) listener(message as CallMessage);
        }
      };
      ws.onclose = (event: CloseEvent) => {
        setOpen(false);
        if (stopped) return;
        const wait = spread(event.code === BUDGET_CLOSE ? BUDGET_WAIT_MS : RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!);
        failures += 1;
        timer = window.setTimeout(connect, wait);
      };
    };
    connect();
    // a student's sign of life: one message a heartbeat keeps every waiting place of the student at the fair
    const here = window.setInterval(() => {
      const ws = live.current;
      if (heard.current.sayHere && ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'here' }));
    }, LIVE_FAIR.heartbeatSeconds * 1000);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.clearInterval(here);
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
