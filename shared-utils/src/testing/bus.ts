import { act } from '@testing-library/react';
import { EMPTY_AUTH, auth$, authEvents$, closeDialog, dialog$, site$, student$, unreadNotices$ } from '../shared-utils';
import type { AuthState, BrandInfo, DialogRequest, DisplayMode, SiteInfo, StudentInfo } from '../shared-utils';
import { siteInfoFixture } from './site-fixture';

/** A site-info answer: the shared fixture with overrides, brand merged one level deep. */
export function siteInfo(over: Partial<Omit<SiteInfo, 'brand'>> = {}, brand: Partial<BrandInfo> = {}): SiteInfo {
  const base = siteInfoFixture();
  return siteInfoFixture({ ...over, brand: { ...base.brand, ...brand } });
}

export const mainSite = (): SiteInfo => siteInfo({ domain: 'localhost', type: 1 });
export const schoolSite = (over: Partial<SiteInfo> = {}): SiteInfo => siteInfo({ domain: 'school.localhost', type: 2, ...over });
export const provinceSite = (): SiteInfo => siteInfo({ domain: 'province.localhost', type: 1 }, { key: 'province', name: '江海省大学生就业服务平台', generation: 'old', is_main: false });
export const gateSite = (): SiteInfo => {
  const info = siteInfo({ domain: 'gate.localhost', type: 2 });
  return { ...info, school: { ...info.school!, school: '云山师范学院', is_show_jobfair: 0, config: { school_badge: '/static/badge/yunshan.svg', school_building: '' } } };
};
export const orgSite = (): SiteInfo => {
  const info = siteInfo({ domain: 'org.localhost', type: 3 });
  return { ...info, channel: { ...info.channel!, channel: '临江高新区人才发展集团', title: '高新区重点企业校园招聘季', subtitle: '主办方与参会企业登录入口', show_content: 1 } };
};

/** Publishes a ready site on site$ (inside act, so mounted components update). */
export function publishSite(info: SiteInfo, mode: DisplayMode = { kind: 'normal', home: '/' }): void {
  act(() => site$.next({ status: 'ready', info, mode }));
}

export function logIn(auth: Partial<AuthState>, student: StudentInfo | null = null): void {
  act(() => {
    auth$.next({ ...EMPTY_AUTH, ...auth });
    student$.next(student);
  });
}

/** What mf-auth does on a student login from the dialog: cookies (state 1), the dialog closed, then the loggedIn event. */
export function studentLogsIn(userId = '7'): void {
  act(() => {
    auth$.next({ ...EMPTY_AUTH, state: 1, userId });
    closeDialog();
    authEvents$.next({ type: 'loggedIn', role: 'student', jumpMode: 3 });
  });
}

/** Records every dialog request until stop is called. */
export function recordDialogs(): { requests: DialogRequest[]; stop: () => void } {
  const requests: DialogRequest[] = [];
  const sub = dialog$.subscribe((r) => requests.push(r));
  return { requests, stop: () => sub.unsubscribe() };
}

/** Streams back to their start values and the page at `#/`. */
export function resetBus(): void {
  site$.next({ status: 'loading' });
  auth$.next(EMPTY_AUTH);
  student$.next(null);
  unreadNotices$.next(0);
  window.history.replaceState(null, '', '#/');
  window.sessionStorage.clear();
}

/** Student info as getcommon answers it: no resume, nothing from the AI tools, unless overridden. */
export function studentInfo(over: Partial<StudentInfo> = {}): StudentInfo {
  return { has_resume: 0, has_resume_diagnose: 0, has_ai_career_planning: 0, sex: 1, avatar: '', resume_name: '', resume_diagnose_id: 0, ai_career_planning_id: 0, ...over };
}
