/** The browser's speech recognition (Chrome and Edge name it webkitSpeechRecognition), or null where there is none. */
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onstart: (() => void) | null;
  start: () => void;
  abort: () => void;
  stop: () => void;
};
export type RecognitionClass = new () => Recognition;

export function speechRecognitionClass(): RecognitionClass | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Why listening stopped short, as the browser names it (SpeechRecognitionErrorEvent.error), told to the student. */
export type SpeechFailure = 'no-microphone' | 'denied' | 'no-service' | 'no-speech' | 'other';

function failureOf(error: string | undefined): SpeechFailure {
  if (error === 'audio-capture') return 'no-microphone';
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'denied';
  // Chrome's recognition is a service on the internet: offline, or where it cannot be reached, it says network
  if (error === 'network') return 'no-service';
  if (error === 'no-speech') return 'no-speech';
  return 'other';
}

/**
 * A recognition that has neither started nor failed by now is taken as out of reach: some browsers offer the class and
 * never answer (Chromium's headless shell; a recognition service blocked without an error), and the student would wait
 * on 正在聆听… for nothing.
 */
export const SPEECH_START_TIMEOUT_MS = 4000;

/**
 * Listens in Chinese and reports the whole text heard so far (final words kept, the words still being heard
 * appended), so the answer box shows them as they come; `onEnd` once, when the browser stops listening, with the
 * reason when it failed (no microphone, no permission, no service, or no answer at all); the student then types.
 */
export function listen(onText: (heard: string) => void, onEnd: (failure?: SpeechFailure) => void): (() => void) | null {
  const Speech = speechRecognitionClass();
  if (!Speech) return null;
  const recognition = new Speech();
  recognition.lang = 'zh-CN';
  recognition.continuous = true;
  recognition.interimResults = true;
  let failure: SpeechFailure | undefined;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(silent);
    onEnd(failure);
  };
  const silent = setTimeout(() => {
    failure = 'no-service';
    end();
    recognition.abort();
  }, SPEECH_START_TIMEOUT_MS);
  recognition.onstart = () => clearTimeout(silent);
  let final = '';
  recognition.onresult = (event) => {
    clearTimeout(silent);
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      if (result.isFinal) final += result[0].transcript;
      else interim += result[0].transcript;
    }
    onText(final + interim);
  };
  // an error comes before the end: the end reports it
  recognition.onerror = (event) => {
    clearTimeout(silent);
    failure = event.error === 'aborted' ? undefined : failureOf(event.error);
  };
  recognition.onend = end;
  try {
    recognition.start();
  } catch {
    clearTimeout(silent);
    return null;
  }
  return () => {
    clearTimeout(silent);
    recognition.stop();
  };
}
