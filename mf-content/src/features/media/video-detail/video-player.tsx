import { useState, type ReactElement, type RefObject } from 'react';
import { auth$, hashRoute, requestDialog, useStream, type LoginState } from '@campus/shared-utils';
import type { MediaDetail } from '@campus/shared-utils/student';
import { useWatchProgress } from '../hooks/use-watch-progress';
import { durationText } from '../utils/format';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './video.module.css';

export type VideoPlayerProps = {
  video: MediaDetail;
  /** the element, for the chapters' seeks */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** the playback position as it moves (for the current chapter) */
  onTime: (seconds: number) => void;
};

/** A visitor logs in as a student and comes back here (jump mode 2, spec §4); another role switches identity. */
function askToWatch(state: LoginState, id: number): void {
  if (state === 0) requestDialog({ kind: 'studentLogin', jumpMode: 2, data: { url: hashRoute('/videoDetail', { id }) } });
  else requestDialog({ kind: 'switchIdentity' });
}

/**
 * The HTML5 player: students watch (their progress is kept); a visitor's or another role's play is paused
 * at once and they are asked to log in as a student. A file that fails to load says so here; the rest of
 * the page keeps working.
 */
export function VideoPlayer({ video, videoRef, onTime }: VideoPlayerProps): ReactElement {
  const { state } = useStream(auth$);
  const student = state === 1;
  const [failed, setFailed] = useState(!video.video_url);
  const [blocked, setBlocked] = useState(false);
  const progress = useWatchProgress(videoRef, video.id, student, video.duration);

  const onPlay = (): void => {
    if (!student) {
      videoRef.current?.pause();
      setBlocked(true);
      askToWatch(state, video.id);
      return;
    }
    progress.onPlay();
  };

  return (
    <section className={styles.playerBox} aria-label={T.player}>
      <div className={styles.player}>
        <video
          ref={videoRef}
          className={styles.video}
          src={video.video_url || undefined}
          poster={video.poster_url || video.cover_url || undefined}
          controls
          preload="metadata"
          playsInline
          aria-label={video.title}
          onLoadedMetadata={progress.onLoadedMetadata}
          onPlay={onPlay}
          onPause={progress.onPause}
          onEnded={progress.onEnded}
          onSeeked={progress.onSeeked}
          onTimeUpdate={(e) => onTime(e.currentTarget.currentTime)}
          onError={() => setFailed(true)}
        >
          {T.noVideoSupport}
        </video>
        {failed && (
          <div className={styles.overlay} role="alert">
            <p>{T.videoFailed}</p>
          </div>
        )}
        {!failed && blocked && !student && (
          <div className={styles.overlay}>
            <p>{state === 0 ? T.logInToWatch : T.switchIdentity}</p>
            <button type="button" className={styles.overlayButton} onClick={() => askToWatch(state, video.id)}>
              {state === 0 ? T.logIn : T.switchToStudent}
            </button>
          </div>
        )}
      </div>
      {progress.resumedAt !== null && (
        <p className={styles.resumed} role="status">
          <span>{T.resumedFrom(durationText(progress.resumedAt))}</span>
          <button type="button" className={styles.dismiss} aria-label={T.dismiss} onClick={progress.dismissResumed}>
            ×
          </button>
        </p>
      )}
    </section>
  );
}
