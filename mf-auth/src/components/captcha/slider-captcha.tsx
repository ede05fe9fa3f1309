import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { api, captchaErrorText, MSG, type CaptchaPuzzle, type CaptchaTicket, cx } from '@campus/shared-utils';
import { TEXT } from '../../utils/texts';
import { Spinner } from '../spinner';
import styles from './slider-captcha.module.css';

export type SliderCaptchaProps = {
  appId: string;
  onPass: (ticket: CaptchaTicket) => void;
  /** the captcha cannot go on: the text for the captcha error modal */
  onError: (message: string) => void;
};

/** Three failures in a row (verify or refresh) end the captcha with code 1013 (spec §8). */
export const MAX_FAILURES = 3;
export const TOO_MANY_FAILURES = 1013;
const HANDLE_PX = 44;
const STEP = 2;
const BIG_STEP = 10;

type Status = 'loading' | 'ready' | 'verifying' | 'passed';
type Sample = { x: number; t: number };

/**
 * The built-in slider captcha: fetches a puzzle for the app id, lets the user slide the piece into its
 * gap with a mouse, a finger or the arrow keys, records the track and has the server check it.
 * A wrong answer or a failed refresh loads a new puzzle; three in a row, or no first puzzle at all,
 * end with onError.
 */
export function SliderCaptcha({ appId, onPass, onError }: SliderCaptchaProps): ReactElement {
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [x, setX] = useState(0);
  const [pieceWidth, setPieceWidth] = useState(HANDLE_PX);
  const [notice, setNotice] = useState('');
  const [scale, setScale] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const failures = useRef(0);
  const shown = useRef(false);
  const alive = useRef(true);
  const track = useRef<Sample[]>([]);
  const startedAt = useRef(0);
  const drag = useRef<{ clientX: number; x: number } | null>(null);
  const hintId = useId();
  const callbacks = useRef({ onPass, onError });
  callbacks.current = { onPass, onError };

  const fail = useCallback((): boolean => {
    failures.current += 1;
    if (failures.current < MAX_FAILURES) return false;
    callbacks.current.onError(captchaErrorText(TOO_MANY_FAILURES));
    return true;
  }, []);

  const load = useCallback(async (): Promise<void> => {
    setStatus('loading');
    setX(0);
    track.current = [];
    const result = await api.captcha.get(appId);
    if (!alive.current) return;
    if (!result.apiStatus) {
      // no first puzzle: the captcha cannot start; a failed refresh counts as a failure and tries again
      if (!shown.current) return callbacks.current.onError(MSG.networkAbnormal);
      if (!fail()) return load();
      return;
    }
    shown.current = true;
    const room = box.current?.clientWidth ?? 0;
    setScale(room > 0 && room < result.width ? room / result.width : 1);
    setPuzzle(result);
    setStatus('ready');
  }, [appId, fail]);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  // the piece's own size bounds the drag (the server's maximum is width - piece); the image's size stands in
  const piece = puzzle?.piece_size || pieceWidth;
  const max = puzzle ? Math.max(0, puzzle.width - piece) : 0;
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  const movable = status === 'ready' && puzzle !== null;

  /** One sample of the track; time in ms from its start, always moving on (the server wants it increasing). */
  const record = (value: number) => {
    const samples = track.current;
    // one reading of the clock: read twice, a millisecond could pass between and the start would not be 0
    const now = Date.now();
    if (samples.length === 0) startedAt.current = now;
    const last = samples[samples.length - 1];
    const t = Math.max(now - startedAt.current, last ? last.t + 1 : 0);
    samples.push({ x: Math.round(value), t });
  };

  const moveTo = (value: number) => {
    // a keyboard drag starts where the piece rests, as a pointer drag does
    if (track.current.length === 0) record(x);
    const next = clamp(value);
    setX(next);
    record(next);
    if (notice) setNotice('');
  };

  const submit = async (finalX: number): Promise<void> => {
    if (!puzzle || status !== 'ready' || track.current.length === 0) return;
    setStatus('verifying');
    const result = await api.captcha.verify({ captcha_id: puzzle.captcha_id, x: Math.round(finalX), track: track.current });
    if (!alive.current) return;
    if (result.apiStatus) {
      failures.current = 0;
      setStatus('passed');
      callbacks.current.onPass({ captcha_appid: result.captcha_appid || appId, captcha_randstr: result.captcha_randstr, captcha_ticket: result.captcha_ticket });
      return;
    }
    if (fail()) return;
    setNotice(TEXT.captchaFailed);
    await load();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!movable) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { clientX: event.clientX, x };
    track.current = [];
    record(x);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    moveTo(drag.current.x + (event.clientX - drag.current.clientX) / scale);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = clamp(drag.current.x + (event.clientX - drag.current.clientX) / scale);
    drag.current = null;
    setX(next);
    record(next);
    void submit(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!movable) return;
    const step = event.shiftKey ? BIG_STEP : STEP;
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(x + step),
      ArrowUp: () => moveTo(x + step),
      ArrowLeft: () => moveTo(x - step),
      ArrowDown: () => moveTo(x - step),
      Home: () => moveTo(0),
      End: () => moveTo(max),
      Enter: () => void submit(x),
      ' ': () => void submit(x),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const width = (puzzle?.width ?? 300) * scale;
  const height = (puzzle?.height ?? 160) * scale;
  return (
    <div className={styles.box} ref={box}>
      <div className={styles.stage} style={{ width, height }}>
        {puzzle && (
          <>
            <img className={styles.background} src={puzzle.image} alt={TEXT.puzzleAlt} draggable={false} />
            <img
              className={styles.piece}
              src={puzzle.piece}
              alt=""
              draggable={false}
              style={{ left: x * scale, top: puzzle.piece_y * scale, width: piece * scale }}
              onLoad={(e) => e.currentTarget.naturalWidth > 0 && setPieceWidth(e.currentTarget.naturalWidth)}
            />
            <button type="button" className={styles.refresh} aria-label={TEXT.captchaRefresh} onClick={() => void load()} disabled={!movable}>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
                <path d="M13 8a5 5 0 1 1-1.5-3.5M13 2.5V5h-2.5" />
              </svg>
            </button>
          </>
        )}
        {(status === 'loading' || status === 'verifying') && (
          <div className={styles.cover}>
            <Spinner large label={status === 'loading' ? TEXT.captchaLoading : TEXT.captchaVerifying} />
          </div>
        )}
      </div>
      <div className={styles.track} style={{ width }}>
        <div className={styles.fill} style={{ width: x * scale + HANDLE_PX / 2 }} />
        {x === 0 && <span className={styles.trackText}>{TEXT.captchaHint}</span>}
        <div
          role="slider"
          tabIndex={0}
          className={cx(styles.handle, status === 'passed' && styles.passed)}
          style={{ left: x * scale }}
          aria-label={TEXT.sliderLabel}
          aria-valuemin={0}
          aria-valuemax={Math.round(max)}
          aria-valuenow={Math.round(x)}
          aria-disabled={!movable || undefined}
          aria-describedby={hintId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <path d="M3 8h10M9 4l4 4-4 4" />
          </svg>
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        {TEXT.keyboardHint}
      </p>
      {notice && (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      )}
      {status === 'passed' && <p role="status" className={styles.hint}>{TEXT.captchaPassed}</p>}
    </div>
  );
}
