import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallSignal } from '@campus/shared-utils/student';
import type { FairSocket } from '../live/use-fair-socket';
import { answerOffer, makeOffer } from './peer';

/** connecting: waiting for the other end; reconnecting: the connection dropped and is being set up again. */
export type CallStatus = 'connecting' | 'connected' | 'reconnecting' | 'peerLeft' | 'hungUp' | 'over';

/** How long a student's page waits for the call to connect before saying ready again: beyond both ends' gathering (peer.ts). */
const READY_AGAIN_MS = 15_000;

export type CallOptions = {
  /** the student's end asks for the call; the recruiter's end offers it */
  role: 'student' | 'recruiter';
  entryId: number;
  socket: FairSocket;
  stream: MediaStream;
};

/**
 * One end of a booth's call (docs/api-live-fair.md "The call"). The student's page says it is ready; the
 * recruiter's page answers each `ready` with a fresh offer, so every way back from a blip (the socket reopened,
 * the connection failed, a lost message) is the student saying ready again, until the call connects.
 */
export function useCall({ role, entryId, socket, stream }: CallOptions): { status: CallStatus; remote: MediaStream | null; peer: RTCPeerConnection | null; hangUp: () => void; rejoin: () => void } {
  const [status, setStatus] = useState<CallStatus>('connecting');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [peer, setPeer] = useState<RTCPeerConnection | null>(null);
  const pc = useRef<RTCPeerConnection | null>(null);
  const latest = useRef({ socket, status });
  latest.current = { socket, status };

  const say = useCallback((data: CallSignal) => latest.current.socket.send({ type: 'signal', entry: entryId, data }), [entryId]);
  const close = useCallback(() => {
    pc.current?.close();
    pc.current = null;
    setPeer(null);
    setRemote(null);
  }, []);
  const fresh = useCallback(() => {
    close();
    const next = new RTCPeerConnection({ iceServers: latest.current.socket.iceServers });
    pc.current = next;
    setPeer(next);
    next.ontrack = (event) => setRemote(event.streams[0] ?? new MediaStream([event.track]));
    next.onconnectionstatechange = () => {
      if (pc.current !== next) return;
      if (next.connectionState === 'connected') setStatus('connected');
      else if (next.connectionState === 'disconnected' || next.connectionState === 'failed') setStatus('reconnecting');
    };
    return next;
  }, [close]);

  // the other end's messages
  useEffect(
    () =>
      socket.onCall((message) => {
        if (message.entry !== entryId) return;
        if (message.type === 'ended') {
          close();
          setStatus('over');
          return;
        }
        const { data } = message;
        if (latest.current.status === 'hungUp') return;
        if (data.kind === 'bye') {
          close();
          setStatus('peerLeft');
        } else if (role === 'recruiter' && data.kind === 'ready') {
          const next = fresh();
          setStatus((s) => (s === 'connected' ? 'reconnecting' : 'connecting'));
          void makeOffer(next, stream).then((sdp) => pc.current === next && say({ kind: 'offer', sdp }));
        } else if (role === 'recruiter' && data.kind === 'answer') {
          void pc.current?.setRemoteDescription({ type: 'answer', sdp: data.sdp }).catch(() => undefined);
        } else if (role === 'student' && data.kind === 'offer') {
          const next = fresh();
          void answerOffer(next, stream, data.sdp).then((sdp) => pc.current === next && say({ kind: 'answer', sdp }));
        }
      }),
    [socket, entryId, role, stream, fresh, close, say],
  );

  // the student's page says ready when the socket (re)opens, and again while the call is not connected
  const { open, opens } = socket;
  useEffect(() => {
    if (role !== 'student' || !open || status === 'connected' || status === 'hungUp' || status === 'over') return undefined;
    say({ kind: 'ready' });
    const timer = window.setInterval(() => say({ kind: 'ready' }), READY_AGAIN_MS);
    return () => window.clearInterval(timer);
  }, [role, open, opens, status, say]);

  // leaving the page hangs up: closing the call, or the tab (pagehide: the other end hears it at once, not when
  // its connection times out)
  useEffect(() => {
    const leave = () => {
      if (pc.current) say({ kind: 'bye' });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
      close();
    };
  }, [say, close]);

  const hangUp = useCallback(() => {
    say({ kind: 'bye' });
    close();
    setStatus('hungUp');
  }, [say, close]);
  const rejoin = useCallback(() => setStatus('connecting'), []);
  return { status, remote, peer, hangUp, rejoin };
}
