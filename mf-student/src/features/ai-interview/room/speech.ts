/** The browser's speech recognition (Chrome and Edge name it webkitSpeechRecognition), or null where there is none. */
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start: () => void;
  stop: () => void;
};
export type RecognitionClass = new () => Recognition;

export function speechRecognitionClass(): RecognitionClass | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Listens in Chinese and reports the whole text heard so far (final words kept, the words still being heard
 * appended), so the answer box shows them as they come; `onEnd` when the browser stops listening.
 */
export function listen(onText: (heard: string) => void, onEnd: () => void): (() => void) | null {
  const Speech = speechRecognitionClass();
  if (!Speech) return null;
  const recognition = new Speech();
  recognition.lang = 'zh-CN';
  recognition.continuous = true;
  recognition.interimResults = true;
  let final = '';
  recognition.onresult = (event) => {
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      if (result.isFinal) final += result[0].transcript;
      else interim += result[0].transcript;
    }
    onText(final + interim);
  };
  recognition.onend = onEnd;
  recognition.onerror = onEnd;
  recognition.start();
  return () => recognition.stop();
}
