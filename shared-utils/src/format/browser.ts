/** Browser families that open the resume in the same tab after a login (spec §4, jump mode 1). */
export type BrowserFamily = 'safari' | 'ie' | 'firefox' | 'qq' | 'other';

export function detectBrowser(ua: string): BrowserFamily {
  if (/QQBrowser|\bQQ\//i.test(ua)) return 'qq';
  if (/MSIE |Trident\//.test(ua)) return 'ie';
  if (/Firefox\//.test(ua)) return 'firefox';
  if (/Safari\//.test(ua) && !/Chrome\/|Chromium\/|CriOS\/|Edg\//.test(ua)) return 'safari';
  return 'other';
}

/** Same-tab browsers of spec §4: Safari, IE, Firefox, QQ browser. */
export function opensInSameTab(ua: string): boolean {
  return detectBrowser(ua) !== 'other';
}

/** Mobile detection by user agent (spec §9). */
export function isMobileUserAgent(ua: string): boolean {
  return /Android|iPhone|iPod|Windows Phone|Mobile|webOS|BlackBerry|HarmonyOS/i.test(ua) && !/iPad/.test(ua);
}
