import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { api, CONTENT_LIMITS, type WatchedProgress } from '@campus/shared-utils/student';

export type WatchProgress = {
  /** the second playback resumed from (shown to the student), or null */
  resumedAt: number | null;
  dismissResumed: () => void;
  /** the player's media events */
  onLoadedMetadata: () => void;
  onPlay: () => void;
  onPause: () => void;
  onEnded: () => void;
  onSeeked: () => void;
};

/**
 * A student's watched progress of one video (abilityimprovement): read when the page knows the student
 * (on arrival or after the login dialog) and, once the file's metadata is in, resumed from; reported every
 * CONTENT_LIMITS.progressReportSeconds while playing and on pause, end, a seek and leaving the page. The
 * server throttles the writes and caps them at the duration; a failed report is dropped silently.
 */
export function useWatchProgress(video: RefObject<HTMLVideoElement | null>, id: number, student: boolean, duration: number): WatchProgress {
  const [saved, setSaved] = useState<WatchedProgress | null>(null);
  const [metadata, setMetadata] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  /** read by the timer and the leave handlers, which outlive a render */
  const isStudent = useRef(student);
  /** the student played or moved the video since arriving: leaving the page reports */
  const touched = useRef(false);
  const resumed = useRef(false);
  /** the seek playback resumption makes is not the student's */
  const ownSeek = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    isStudent.current = student;
  }, [student]);

  const send = useCallback(
    (el: HTMLVideoElement | null, leaving = false): void => {
      if (!el || !isStudent.current) return;
      if (leaving) api.content.watchedOnLeave(id, el.currentTime);
      else api.content.watched(id, el.currentTime).catch(() => undefined);
    },
    [id],
  );
  const report = useCallback((): void => send(video.current), [send, video]);

  const stopTimer = useCallback((): void => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  // the saved position, as soon as the viewer is a student
  useEffect(() => {
    if (!student) return undefined;
    let stale = false;
    void api.content.watchedProgress(id).then((answer) => {
      if (!stale && answer.apiStatus) setSaved(answer);
    });
    return () => {
      stale = true;
    };
  }, [id, student]);

  // metadata that came before this component listened (a cached file)
  useEffect(() => {
    if ((video.current?.readyState ?? 0) >= 1) setMetadata(true);
  }, [video]);

  // resume once both are in, unless the student already started watching here
  useEffect(() => {
    const el = video.current;
    if (!el || !saved || !metadata || resumed.current) return;
    resumed.current = true;
    const end = saved.duration || duration || el.duration;
    if (touched.current || saved.finished === 1 || saved.seconds <= 0 || (end > 0 && saved.seconds >= end - 1)) return;
    ownSeek.current = true;
    el.currentTime = saved.seconds;
    setResumedAt(saved.seconds);
  }, [video, saved, metadata, duration]);

  // leaving: another page of the parcel (unmount), another site or tab (pagehide, hidden)
  useEffect(() => {
    // the element itself: on unmount the ref is already cleared
    const el = video.current;
    // the page may be going away: the report must outlive it
    const leave = (): void => {
      if (touched.current) send(el, true);
    };
    const hidden = (): void => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      stopTimer();
      leave();
    };
  }, [video, send, stopTimer]);

  return {
    resumedAt,
    dismissResumed: () => setResumedAt(null),
    onLoadedMetadata: () => setMetadata(true),
    onPlay: () => {
      if (!isStudent.current) return;
      touched.current = true;
      stopTimer();
      timer.current = setInterval(report, CONTENT_LIMITS.progressReportSeconds * 1000);
    },
    onPause: () => {
      stopTimer();
      if (touched.current) report();
    },
    onEnded: () => {
      stopTimer();
      setResumedAt(null);
      if (touched.current) report();
    },
    onSeeked: () => {
      if (ownSeek.current) {
        ownSeek.current = false;
        return;
      }
      if (!isStudent.current) return;
      touched.current = true;
      report();
    },
  };
}
