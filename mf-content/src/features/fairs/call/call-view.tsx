import { useEffect, useState, type ReactElement } from 'react';
import { LIVE_FAIR } from '@campus/shared-utils/student';
import type { FairSocket } from '../live/use-fair-socket';
import { StreamVideo } from './device-check';
import { closeDevices } from './devices';
import { useCall, type CallStatus } from './use-call';
import { CALL_TEXT as T } from './texts';
import styles from './call.module.css';

export type CallViewProps = {
  role: 'student' | 'recruiter';
  entryId: number;
  socket: FairSocket;
  stream: MediaStream;
  /** when the talk ends (epoch ms): a warning a minute before */
  endsAt: number;
};

/** The time left says so a minute before the end, and at it. */
function useEndWarning(endsAt: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (endsAt <= 0) return '';
  if (now >= endsAt) return T.timeUp;
  return now >= endsAt - LIVE_FAIR.endWarningSeconds * 1000 ? T.endWarning : '';
}

const STATUS_TEXT: Record<'student' | 'recruiter', Record<CallStatus, string>> = {
  student: { connecting: T.connecting, connected: T.connected, reconnecting: T.reconnecting, peerLeft: T.peerLeftStudent, hungUp: T.hungUp, over: T.over },
  recruiter: { connecting: T.connecting, connected: T.connected, reconnecting: T.reconnecting, peerLeft: T.peerLeftRecruiter, hungUp: T.hungUp, over: T.over },
};

/**
 * The 1-on-1 call: the other end's picture large and one's own small, 静音, 关闭摄像头, 挂断; what the connection is
 * doing, and a minute's warning before the talk ends. The camera and microphone are let go when it closes.
 */
export function CallView({ role, entryId, socket, stream, endsAt }: CallViewProps): ReactElement {
  const { status, remote, hangUp, rejoin } = useCall({ role, entryId, socket, stream });
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const warning = useEndWarning(endsAt);
  const hasCamera = stream.getVideoTracks().length > 0;
  useEffect(() => () => closeDevices(stream), [stream]);
  const toggle = (kind: 'audio' | 'video', off: boolean) => {
    for (const track of kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()) track.enabled = !off;
  };
  const live = status !== 'hungUp' && status !== 'over';
  return (
    <section className={styles.call} aria-label={T.connected} data-call-status={status}>
      <div className={styles.stage}>
        <StreamVideo stream={remote} label={T.remoteVideo} muted={false} />
        {hasCamera && (
          <div className={styles.self}>
            <StreamVideo stream={stream} label={T.localVideo} muted />
          </div>
        )}
      </div>
      <p className={styles.status} role="status">
        {STATUS_TEXT[role][status]}
      </p>
      {warning && live && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
      <div className={styles.controls}>
        {live ? (
          <>
            <button
              type="button"
              aria-pressed={muted}
              onClick={() => {
                toggle('audio', !muted);
                setMuted(!muted);
              }}
            >
              {muted ? T.unmute : T.mute}
            </button>
            {hasCamera && (
              <button
                type="button"
                aria-pressed={cameraOff}
                onClick={() => {
                  toggle('video', !cameraOff);
                  setCameraOff(!cameraOff);
                }}
              >
                {cameraOff ? T.cameraOn : T.cameraOff}
              </button>
            )}
            <button type="button" className={styles.hangUp} onClick={hangUp}>
              {T.hangUp}
            </button>
          </>
        ) : (
          status === 'hungUp' && (
            <button type="button" className={styles.primary} onClick={rejoin}>
              {T.rejoin}
            </button>
          )
        )}
      </div>
    </section>
  );
}
