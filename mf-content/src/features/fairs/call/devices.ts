import { CALL_TEXT as T } from './texts';

/** What the device check found: the stream to call with (audio alone when there is no camera), or what stops the call. */
export type DeviceCheck = { stream: MediaStream | null; camera: boolean; microphone: boolean; problem: string };

const errorName = (err: unknown) => (err instanceof Error || (typeof err === 'object' && err !== null) ? String((err as { name?: unknown }).name) : '');
const refused = (name: string) => name === 'NotAllowedError' || name === 'SecurityError';

/**
 * Opens the camera and the microphone. Without a camera the call is audio-only; without a microphone, refused
 * permission, a device held by another program or a browser without WebRTC, it says which in Chinese.
 */
export async function openDevices(): Promise<DeviceCheck> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const none = (problem: string, camera = false): DeviceCheck => ({ stream: null, camera, microphone: false, problem });
  if (!media?.getUserMedia || typeof RTCPeerConnection === 'undefined') return none(T.unsupported);
  try {
    return { stream: await media.getUserMedia({ audio: true, video: true }), camera: true, microphone: true, problem: '' };
  } catch (err) {
    const name = errorName(err);
    if (refused(name)) return none(T.refused);
    if (name === 'NotReadableError' || name === 'AbortError') return none(T.busy);
  }
  // one of the two is missing: the microphone alone makes an audio-only call
  try {
    return { stream: await media.getUserMedia({ audio: true }), camera: false, microphone: true, problem: '' };
  } catch (err) {
    return none(refused(errorName(err)) ? T.refused : T.noMicrophone);
  }
}

/** Lets go of the camera and the microphone (their lights go out). */
export function closeDevices(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** A short tone through the speaker, so the student hears that it works. */
export function playTestTone(): void {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  const context = new Context();
  const tone = context.createOscillator();
  tone.frequency.value = 660;
  tone.connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + 0.4);
  tone.onended = () => void context.close();
}
