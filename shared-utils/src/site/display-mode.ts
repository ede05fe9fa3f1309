import { hashPath } from '../routes/route-table';
import type { DisplayMode, SiteInfo } from '../types/site';
import { roleLoginOf } from './role-login';

export const COLLEGE_HOME = '/subApp/collegePosition';
/** The employer back office's path; the page puts the back office's origin before it (`backOfficeUrl`). */
export const COMPANY_HOME = '/company/#/';
/** The hand-off from another host of ours (mf-auth's transfer page): it logs in before anything else happens. */
const HAND_OFF = '/transferPage';

/**
 * Spec §2 "Site-type display": what this host shows. An organiser site that sends everyone to the employer
 * back office shows its login page instead when the address asks for the employer login
 * (the back office's "log in" link comes here: redirecting again would be a loop), and lets a hand-off from
 * another host log in first (the transfer page goes on to its target itself). The redirect names a path: the
 * server uses these rules too, so the origin of the back office (BACK_OFFICE_ORIGIN) is added by the page.
 */
export function decideDisplayMode(info: SiteInfo, hash = ''): DisplayMode {
  const channel = info.channel;
  const school = info.school;
  if (info.type === 3 && channel?.show_content === 2) {
    return roleLoginOf(hash) === 'employer' || hashPath(hash) === HAND_OFF ? { kind: 'organiserLogin' } : { kind: 'redirect', to: COMPANY_HOME };
  }
  if (info.type === 3 && channel?.show_content !== 3) return { kind: 'organiserLogin' };
  if (info.type === 2 && school?.is_show_jobfair !== 1) return { kind: 'transferLogin' };
  const home = info.type === 2 && school?.school_type === 2 ? COLLEGE_HOME : '/';
  return { kind: 'normal', home };
}

/** The landing and organiser login pages are whole pages of mf-home: no header, no footer, no other parcel. */
export function isWholePage(mode: DisplayMode): boolean {
  return mode.kind === 'transferLogin' || mode.kind === 'organiserLogin';
}
