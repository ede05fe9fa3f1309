import { distinctUntilChanged, map, skip, type Subscription } from 'rxjs';
import { api } from '../api/api';
import { auth$, student$ } from '../bus/streams';
import { CODE, serverMessage } from '../errors';
import { setSession } from '../storage/web-storage';
import { toast } from '../ui/toast';
import { StudentInfo } from '../shapes/site-calls';
import { conform } from '../shapes/conform';

let inflight: { userId: string; promise: Promise<StudentInfo | null> } | null = null;

/**
 * Loads the logged-in student's info (getcommon) into student$ and the session cache, so the header
 * shows the avatar without a reload. Calls for the same student while one is under way share it; an
 * answer that arrives after the user changed is dropped. A failure shows its message (spec §8) and
 * leaves student$ as it was. Resolves with the info, or null when there is no student or it failed.
 */
export function loadStudentInfo(): Promise<StudentInfo | null> {
  const { state, userId } = auth$.getValue();
  if (state !== 1 || !userId) return Promise.resolve(null);
  if (inflight?.userId === userId) return inflight.promise;
  const promise = api.user.getCommon().then((result) => {
    if (inflight?.promise === promise) inflight = null;
    const now = auth$.getValue();
    if (now.state !== 1 || now.userId !== userId) return null;
    if (!result.apiStatus) {
      // 20011 is handled by the API client (forced logout); any other failure is shown
      if (result.code !== CODE.NOT_LOGGED_IN) void toast.error(serverMessage(result.msg));
      return null;
    }
    // the answer without its envelope fields (apiStatus, code, msg)
    const info = conform(StudentInfo, result);
    setSession('studentInfo', info);
    student$.next(info);
    return info;
  });
  inflight = { userId, promise };
  return promise;
}

/**
 * Keeps student$ in step with the login (spec §4's avatar and session data, loaded in the original
 * after 100, 200, 300 and 1000 ms): one load each time a student logs in, nothing for other roles.
 * `loadNow` also loads for the student logged in at the moment (the start-up check said valid).
 */
export function watchStudentInfo(loadNow: boolean): Subscription {
  return auth$
    .pipe(
      map((a) => (a.state === 1 ? a.userId : '')),
      distinctUntilChanged(),
      skip(loadNow ? 0 : 1),
    )
    .subscribe((userId) => {
      if (userId) void loadStudentInfo();
    });
}
