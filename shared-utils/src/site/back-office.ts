import { runtimeConfig } from '../config';
import type { AuthState } from '../types/auth';

/** A back-office path on the configured origin (BACK_OFFICE_ORIGIN; the page's own origin when none is set). */
export const backOfficeUrl = (path: string): string => `${runtimeConfig().backOfficeOrigin}${path}`;

/** The back-office app each role lands in (spec §2 "Other apps", §4), on the configured origin. */
export const backOffice = {
  company: (registered = false): string => backOfficeUrl(`/company/#/${registered ? '?isregu=true' : ''}`),
  /** user_type 0 (or none given) is the school admin's dashboard; any other type the life-decide area */
  school: (userType: string): string =>
    backOfficeUrl(`/school/#/${userType === '' || userType === '0' ? 'dashboard' : 'lifeDecide'}`),
  channel: (): string => backOfficeUrl('/op/#/schoolBroad/index'),
};

export type BackOfficeRole = 'company' | 'school' | 'channel';

/** The back office of a non-student session, or null for students and visitors. */
export function backOfficeOf(auth: AuthState): { role: BackOfficeRole; url: string } | null {
  switch (auth.state) {
    case 2:
      return { role: 'company', url: backOffice.company() };
    case 3:
      return { role: 'school', url: backOffice.school(auth.userType) };
    case 4:
      return { role: 'channel', url: backOffice.channel() };
    default:
      return null;
  }
}
