import { useState, type ReactElement } from 'react';
import { INTERVIEW_TEXT } from '../texts';
import { speechRecognitionClass } from '../room/speech';
import styles from './intro-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = INTERVIEW_TEXT.intro;

type DeviceState = 'unknown' | 'ok' | 'denied' | 'missing';
type Checked = { mic: DeviceState; camera: DeviceState };

/** One device asked for on its own, so a missing camera does not hide a working microphone; the stream is stopped at once. */
async function probe(constraints: MediaStreamConstraints): Promise<DeviceState> {
  if (!navigator.mediaDevices?.getUserMedia) return 'missing';
  try {
    const stream = await navigator.mediaDevices.getUserMedia(constraints);
    stream.getTracks().forEach((t) => t.stop());
    return 'ok';
  } catch (error) {
    return (error as { name?: string }).name === 'NotAllowedError' ? 'denied' : 'missing';
  }
}

const stateText = (s: DeviceState): string => (s === 'ok' ? T.ok : s === 'denied' ? T.denied : s === 'missing' ? T.missing : '—');

/** The device check: asks for the microphone and the camera only when the student presses it; typing always works. */
export function DeviceCheck(): ReactElement {
  const [checked, setChecked] = useState<Checked>({ mic: 'unknown', camera: 'unknown' });
  const [busy, setBusy] = useState(false);
  const speech = speechRecognitionClass() !== null;
  const check = async () => {
    setBusy(true);
    setChecked({ mic: await probe({ audio: true }), camera: await probe({ video: true }) });
    setBusy(false);
  };
  return (
    <section className={ui.card} aria-labelledby="interview-device-title">
      <h2 id="interview-device-title" className={ui.cardTitle}>
        {T.device}
      </h2>
      <p className={ui.hint}>{T.deviceHint}</p>
      <dl className={styles.devices} aria-live="polite">
        <div>
          <dt>{T.mic}</dt>
          <dd>{stateText(checked.mic)}</dd>
        </div>
        <div>
          <dt>{T.camera}</dt>
          <dd>{stateText(checked.camera)}</dd>
        </div>
        <div>
          <dt>{T.speech}</dt>
          <dd>{!speech ? T.unsupported : checked.mic === 'missing' || checked.mic === 'denied' ? T.needsMic : T.supported}</dd>
        </div>
      </dl>
      <button type="button" className={ui.secondary} onClick={() => void check()} disabled={busy}>
        {busy ? T.checking : T.check}
      </button>
    </section>
  );
}
