import { FAIR_STATUS_TEXT, fairStatusAt } from '@campus/shared-utils/rules';
import { PAGE_TEXT } from '../errors/codes';
import type { RecruiterFair } from '../db/repositories/recruiter-fairs';
import type { SessionRow } from '../db/tables/session';
import { CHINA_OFFSET_MS } from '../lib/china-time';
import { escapeHtml, simplePage } from '../lib/html';

export type BackOffice = keyof typeof PAGE_TEXT.backOffices;

/** Which session role each back office belongs to (spec §2 Other apps). */
export const BACK_OFFICE_ROLE: Record<BackOffice, SessionRow['role']> = { school: 'school', company: 'company', op: 'channel' };

/** The site's address that opens the login dialog of a back office's role (root-config/src/login-query.ts). */
export const BACK_OFFICE_LOGIN: Record<BackOffice, string> = { school: '/#/?login=school', company: '/#/?login=employer', op: '/#/?login=channel' };

/** The recruiter's console of an online fair: a page of the site's app (mf-*), opened from the back office. */
export const boothConsoleUrl = (fairId: number): string => `/#/boothConsole?id=${fairId}`;

/** The online fairs of the site a recruiting account's company is at, not ended, and the time it was read. */
export type BoothFairs = { fairs: RecruiterFair[]; now: number };

/**
 * The placeholder page standing in for a back-office app (docs/architecture.md §1): says it is a placeholder, shows
 * the session's role and identity or that nobody is logged in, and offers the role's login (a link to the
 * site that opens its dialog) or log-out, and 返回首页 where the site has a home other than a back office. For an
 * employer account that recruits for a company (`booths`), the section 空中双选会展位 lists the site's online fairs
 * its company is at, each with a link to its booth console. No script (CSP).
 */
export function backOfficePage(area: BackOffice, session: SessionRow | null, { home = true, booths }: { home?: boolean; booths?: BoothFairs } = {}): string {
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
    else if (booths) parts.push(boothSection(booths));
    parts.push(`<form method="post" action="/api/user/loginout"><button type="submit">${escapeHtml(PAGE_TEXT.logout)}</button></form>`);
  }
  if (home) parts.push(`<p><a href="/">${escapeHtml(PAGE_TEXT.backHome)}</a></p>`);
  return simplePage(title, parts.join('\n'));
}

/** The section 空中双选会展位: each fair's title, state and time, and the link to its booth console. */
function boothSection({ fairs, now }: BoothFairs): string {
  const items = fairs.map((f) => {
    const state = FAIR_STATUS_TEXT[fairStatusAt(f.start_at, f.end_at, now)];
    const when = `${formatMinute(f.start_at)} ${PAGE_TEXT.timeRange} ${formatMinute(f.end_at)}`;
    return (
      `<li><strong>${escapeHtml(f.title)}</strong>（${escapeHtml(state)}）<br>` +
      `<span>${escapeHtml(when)}</span><br>` +
      `<a href="${escapeHtml(boothConsoleUrl(f.id))}">${escapeHtml(PAGE_TEXT.boothConsole)}</a></li>`
    );
  });
  const list = items.length > 0 ? `<ul>${items.join('')}</ul>` : `<p>${escapeHtml(PAGE_TEXT.boothFairsNone)}</p>`;
  return `<section aria-labelledby="booth-fairs"><h2 id="booth-fairs">${escapeHtml(PAGE_TEXT.boothFairs)}</h2>${list}</section>`;
}

/** A moment to the minute in China Standard Time (2026-11-28 09:00). */
function formatMinute(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** China Standard Time, as the users read it. */
function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
}
