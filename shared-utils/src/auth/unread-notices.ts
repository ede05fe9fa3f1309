import { distinctUntilChanged, filter, map } from 'rxjs';
import { http } from '../api/http';
import { auth$, authEvents$, unreadNotices$ } from '../bus/streams';
import { readNum, readObj, type Obj } from '../util/read';

/** Publishes a count a page has just read itself (the feedback page), so the header needs no call of its own. */
export function publishUnreadNotices(count: number): void {
  unreadNotices$.next(Math.max(0, Math.trunc(count)));
}

/**
 * Reads the logged-in student's unread application updates (GET /api/deliver/getnotreadinginfo, the
 * feedback page's own count) into unreadNotices$; 0 for anyone else. An answer for a student who has
 * since logged out is dropped; a failure keeps the last count.
 */
export async function refreshUnreadNotices(): Promise<void> {
  const { state, userId } = auth$.getValue();
  if (state !== 1 || !userId) return publishUnreadNotices(0);
  const answer = await http.get<Obj>('/api/deliver/getnotreadinginfo');
  const now = auth$.getValue();
  if (now.state !== 1 || now.userId !== userId || !answer.apiStatus) return;
  publishUnreadNotices(readNum(readObj(answer.unread).all));
}

/**
 * Keeps the count fresh without a reload: when a student logs in (jump modes included), when a page
 * asks the site to refresh, and when the student comes back to the tab (an employer may have acted
 * meanwhile). Returns the stop function.
 */
export function watchUnreadNotices(): () => void {
  let asking: Promise<void> | null = null;
  const refresh = () => {
    const call = refreshUnreadNotices().finally(() => {
      if (asking === call) asking = null;
    });
    asking = call;
  };
  const login = auth$.pipe(map((a) => (a.state === 1 ? a.userId : '')), distinctUntilChanged()).subscribe(refresh);
  const events = authEvents$.pipe(filter((e) => e.type === 'refresh')).subscribe(refresh);
  const onVisible = () => {
    // switching tabs back and forth quickly asks once
    if (document.visibilityState === 'visible' && auth$.getValue().state === 1 && !asking) refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    login.unsubscribe();
    events.unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
