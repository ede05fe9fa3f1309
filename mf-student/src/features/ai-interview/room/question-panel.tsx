import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { InterviewQuestion } from '@campus/shared-utils/student';
import { INTERVIEW_TEXT } from '../texts';
import { listen, speechRecognitionClass, type SpeechFailure } from './speech';
import { useCountdown } from './use-countdown';
import styles from './room-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = INTERVIEW_TEXT.room;

export type QuestionPanelProps = {
  question: InterviewQuestion;
  /** questions planned: 第 number 题 / 共 total 题 (a follow-up has the number of its question) */
  total: number;
  busy: boolean;
  onSubmit: (answer: string, secondsUsed: number) => void;
};

/** One question: its countdown, the answer typed or spoken (the words appear as they are heard), and 提交回答. */
export function QuestionPanel({ question, total, busy, onSubmit }: QuestionPanelProps): ReactElement {
  const [answer, setAnswer] = useState('');
  const [listening, setListening] = useState(false);
  const [failure, setFailure] = useState<SpeechFailure | null>(null);
  const answerBox = useRef<HTMLTextAreaElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const shownAt = useRef(Date.now());
  const left = useCountdown(question.asked_at + question.seconds * 1000);
  const canSpeak = speechRecognitionClass() !== null;

  // the browser stops listening when the question changes or the page goes
  useEffect(() => () => stop.current?.(), []);

  const toggleSpeech = () => {
    if (listening) {
      stop.current?.();
      return;
    }
    const typed = answer ? `${answer} ` : '';
    setFailure(null);
    stop.current = listen(
      (heard) => setAnswer(typed + heard),
      (failed) => {
        setListening(false);
        stop.current = null;
        if (!failed) return;
        // say what is missing, and hand the student the answer box
        setFailure(failed);
        answerBox.current?.focus();
      },
    );
    if (stop.current === null) setFailure('other');
    setListening(stop.current !== null);
  };

  const submit = () => {
    stop.current?.();
    onSubmit(answer, Math.round((Date.now() - shownAt.current) / 1000));
  };

  return (
    <section className={styles.question} aria-labelledby="interview-question">
      <div className={styles.meta}>
        <span>{T.progress(question.number, total)}</span>
        {question.follow_up === 1 && <span className={styles.followUp}>{T.followUp}</span>}
        <span className={left === 0 ? styles.timeUp : styles.clock} role="timer" aria-live="off">
          {T.remaining(left)}
        </span>
      </div>
      <h1 id="interview-question" className={styles.text}>
        {question.text}
      </h1>
      {left === 0 && (
        <p className={styles.warn} role="status">
          {T.timeUp}
        </p>
      )}
      <label className={styles.answerLabel} htmlFor="interview-answer">
        {T.answer}
      </label>
      <textarea ref={answerBox} id="interview-answer" className={styles.answer} value={answer} rows={8} placeholder={T.placeholder} onChange={(e) => setAnswer(e.target.value)} />
      {listening && (
        <p className={styles.listening} role="status">
          {T.listening}
        </p>
      )}
      {failure && (
        <p className={styles.warn} role="alert">
          {T.speechFailed[failure]}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={ui.secondary} onClick={toggleSpeech} disabled={!canSpeak || busy} title={canSpeak ? undefined : T.noSpeech} aria-pressed={listening}>
          {listening ? T.stopSpeaking : T.speak}
        </button>
        <button type="button" className={ui.primary} onClick={submit} disabled={busy} aria-busy={busy || undefined}>
          {busy ? T.submitting : T.submit}
        </button>
      </div>
      {!canSpeak && <p className={ui.muted}>{T.noSpeech}</p>}
    </section>
  );
}
