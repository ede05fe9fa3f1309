import { useEffect, useRef, useState, type ReactElement } from 'react';
import { closeDevices, openDevices, playTestTone, type DeviceCheck as Check } from './devices';
import { CALL_TEXT as T } from './texts';
import styles from './call.module.css';

export type DeviceCheckProps = {
  /** the stream the call goes on with; the check lets go of it only when it is not taken */
  onReady: (stream: MediaStream, camera: boolean) => void;
};

/** Shows a media element's stream (React has no prop for srcObject). */
export function StreamVideo({ stream, label, muted }: { stream: MediaStream | null; label: string; muted: boolean }): ReactElement {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} className={styles.video} aria-label={label} autoPlay playsInline muted={muted} />;
}

/**
 * 设备检测 before a call: the camera's picture, whether the camera and the microphone work, a test tone for the
 * speaker. Without a camera the call goes on by voice; what stops it (no microphone, refused permission, a device
 * in use, an old browser) is said in Chinese with 重新检测.
 */
export function DeviceCheck({ onReady }: DeviceCheckProps): ReactElement {
  const [check, setCheck] = useState<Check | null>(null);
  const [attempt, setAttempt] = useState(0);
  const taken = useRef(false);
  useEffect(() => {
    let current = true;
    let found: MediaStream | null = null;
    void openDevices().then((c) => {
      found = c.stream;
      if (current) setCheck(c);
      else closeDevices(c.stream);
    });
    return () => {
      current = false;
      if (!taken.current) closeDevices(found);
    };
  }, [attempt]);

  const row = (label: string, fine: boolean) => (
    <li className={styles.deviceRow}>
      <span>{label}</span>
      <span className={fine ? styles.fine : styles.missing}>{fine ? T.ready : T.missing}</span>
    </li>
  );
  if (!check) return <p className={styles.status}>{T.checking}</p>;
  return (
    <section className={styles.check} aria-label={T.checkTitle}>
      {check.camera && <StreamVideo stream={check.stream} label={T.localVideo} muted />}
      <ul className={styles.devices}>
        {row(T.camera, check.camera)}
        {row(T.microphone, check.microphone)}
        <li className={styles.deviceRow}>
          <span>{T.speaker}</span>
          <button type="button" className={styles.linkButton} onClick={playTestTone}>
            {T.testTone}
          </button>
        </li>
      </ul>
      <p className={styles.hint}>{T.toneHint}</p>
      {check.problem && (
        <p className={styles.problem} role="alert">
          {check.problem}
        </p>
      )}
      {!check.problem && !check.camera && <p className={styles.hint}>{T.audioOnly}</p>}
      <div className={styles.controls}>
        {check.stream ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              taken.current = true;
              onReady(check.stream!, check.camera);
            }}
          >
            {T.enter}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={() => setAttempt((a) => a + 1)}>
            {T.retry}
          </button>
        )}
      </div>
    </section>
  );
}
