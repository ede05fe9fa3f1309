import { authEvents$, browserNav, hashQuery, openRouteInNewTab, opensInSameTab, type JumpMode, type StudentInfo } from '@campus/shared-utils';

/** Which way the student logged in: the QR path differs for jump mode 9 (spec §4). */
export type LoginPath = 'phone' | 'qr';

export type JumpContext = {
  path: LoginPath;
  /** the student info just loaded (null when it could not be had) */
  info: StudentInfo | null;
  /** the data of the dialog request; jump mode 2 reads `url` */
  data?: Record<string, unknown>;
};

/** Whether the student has a resume: its name decides (spec §3); the has_resume flag stands in without one. */
export function hasResume(info: StudentInfo | null): boolean {
  return Boolean(info?.resume_name) || info?.has_resume === 1;
}

/** Jump mode 1 stays in this tab for isLogin=1 and in Safari, IE, Firefox and QQ browser (spec §4). */
export function resumeOpensInSameTab(hash: string, userAgent: string): boolean {
  return hashQuery(hash).get('isLogin') === '1' || opensInSameTab(userAgent);
}

function openHash(path: string, sameTab: boolean): void {
  if (sameTab) browserNav.setHash(`#${path}`);
  else openRouteInNewTab(path);
}

/**
 * What a student login does next, by the jump mode the page asked for (spec §4). Refreshes (3-8), the
 * init event (11) and the AI resume flow (9, 10) are authEvents$ events for the parcel that asked.
 */
export function runJumpMode(mode: JumpMode | undefined, ctx: JumpContext): void {
  switch (mode) {
    case 1:
      return openHash(hasResume(ctx.info) ? '/resume' : '/resume_create', resumeOpensInSameTab(window.location.hash, navigator.userAgent));
    case 2: {
      const url = typeof ctx.data?.url === 'string' ? ctx.data.url : '';
      if (url.startsWith('#')) browserNav.setHash(url);
      else if (url) browserNav.assign(url);
      return;
    }
    case 3:
    case 4:
      return authEvents$.next({ type: 'refresh', target: 'parent' });
    case 5:
    case 6:
      return authEvents$.next({ type: 'refresh', target: 'parentList' });
    case 7:
      return authEvents$.next({ type: 'refresh', target: 'positions' });
    case 8:
      return authEvents$.next({ type: 'refresh', target: 'recommend' });
    case 9:
      authEvents$.next({ type: 'aiResumeStart' });
      return browserNav.setHash(ctx.path === 'qr' && ctx.info?.has_resume === 1 ? '#/aiResumeDetail' : '#/aiResumeBasicInfo');
    case 10:
      return authEvents$.next({ type: 'aiResumeStart' });
    case 11:
      return authEvents$.next({ type: 'init' });
    default:
      return undefined;
  }
}
