import { PAGE_TEXT } from '../errors/codes';
import type { SessionRow } from '../db/tables/session';
import { escapeHtml, simplePage } from '../lib/html';

export type BackOffice = keyof typeof PAGE_TEXT.backOffices;

/** Which session role each back office belongs to (spec §2 Other apps). */
export const BACK_OFFICE_ROLE: Record<BackOffice, SessionRow['role']> = { school: 'school', company: 'company', op: 'channel' };

/** The site's address that opens the login dialog of a back office's role (root-config/src/login-query.ts). */
export const BACK_OFFICE_LOGIN: Record<BackOffice, string> = { school: '/#/?login=school', company: '/#/?login=employer', op: '/#/?login=channel' };

/**
 * The placeholder page standing in for a back-office app (docs/architecture.md §1): says it is a placeholder, shows
 * the session's role and identity or that nobody is logged in, and offers the role's login (a link to the
 * site that opens its dialog) or log-out, and 返回首页 where the site has a home other than a back office. No script (CSP).
 */
export function backOfficePage(area: BackOffice, session: SessionRow | null, { home = true } = {}): string {
  const title = `${PAGE_TEXT.backOffices[area]}（占位页）`;
  const parts = [`<p class="note">${escapeHtml(PAGE_TEXT.backOfficeNote)}</p>`];
  const logIn = `<p><a class="primary" href="${BACK_OFFICE_LOGIN[area]}">${escapeHtml(PAGE_TEXT.logIn[area])}</a></p>`;
  if (!session) {
    parts.push(`<p>${escapeHtml(PAGE_TEXT.sessionNone)}</p>`, logIn);
  } else {
    const rows: [string, string][] = [
      [PAGE_TEXT.sessionRole, PAGE_TEXT.roleNames[session.role] ?? session.role],
      [PAGE_TEXT.sessionUserId, String(session.user_id)],
    ];
    if (session.label) rows.push([PAGE_TEXT.sessionLabel, session.label]);
    rows.push([PAGE_TEXT.sessionExpires, formatTime(session.expires_at)]);
    parts.push(`<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`);
    if (session.role !== BACK_OFFICE_ROLE[area]) parts.push(`<p class="warn">${escapeHtml(PAGE_TEXT.sessionOtherRole)}</p>`, logIn);
    parts.push(`<form method="post" action="/api/user/loginout"><button type="submit">${escapeHtml(PAGE_TEXT.logout)}</button></form>`);
  }
  if (home) parts.push(`<p><a href="/">${escapeHtml(PAGE_TEXT.backHome)}</a></p>`);
  return simplePage(title, parts.join('\n'));
}

/** China Standard Time, as the users read it. */
function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
}
