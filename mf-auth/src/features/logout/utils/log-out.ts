import {
  api,
  authEvents$,
  browserNav,
  clearLoginData,
  closeDialog,
  MSG,
  requestDialog,
  student$,
  toast,
  type BackType,
} from '@campus/shared-utils';

/**
 * What a confirmed log-out does next (spec §4 back types): 0 home with the portrait (avatar) reset,
 * 1-4 the login dialog of that state's role, 5 and 6 the delivery and collect stores logged out.
 * The older brand generation goes to `#/login` for 0, as its header's log-out does (spec §2).
 */
export function runBackType(backType: BackType, olderGeneration = false): void {
  switch (backType) {
    case 0:
      student$.next(null);
      return browserNav.setHash(olderGeneration ? '#/login' : '#/');
    case 1:
      return requestDialog({ kind: 'studentLogin' });
    case 2:
      return requestDialog({ kind: 'employer' });
    case 3:
      return requestDialog({ kind: 'schoolLogin' });
    case 4:
      return requestDialog({ kind: 'channelLogin' });
    // 投递反馈 (5) and 我的收藏 (6) stay: they follow auth$ and ask for the student login in place, which is
    // what the spec's delivery and collect store flags turned to logged out (docs/decisions.md)
    case 5:
    case 6:
      return;
  }
}

/**
 * Logs out (spec §4): only when the log-out call succeeds are the cookies and session data removed and
 * the state set to 0, then the back type acts; a failed call says 接口调用失败 and changes nothing.
 * Resolves with whether the user is logged out.
 */
export async function logOut(backType: BackType, olderGeneration = false): Promise<boolean> {
  const result = await api.user.loginOut();
  if (!result.apiStatus) {
    void toast.error(MSG.logoutFailed);
    return false;
  }
  clearLoginData();
  closeDialog();
  authEvents$.next({ type: 'loggedOut', backType });
  runBackType(backType, olderGeneration);
  return true;
}
