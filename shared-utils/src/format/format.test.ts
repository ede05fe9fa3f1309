import { avatarUrl, defaultAvatarName, defaultAvatarUrl } from './avatar';
import { detectBrowser, isMobileUserAgent, opensInSameTab } from './browser';
import { formatCount } from './count';

describe('formatCount', () => {
  it('shows counts under 1000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });
  it('uses a k suffix from 1000 on', () => {
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1500)).toBe('1.5k');
    expect(formatCount(1999)).toBe('1.9k');
    expect(formatCount(12000)).toBe('12k');
    expect(formatCount(123456)).toBe('123.4k');
  });
  it('leaves non-numbers alone', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});

describe('default avatars', () => {
  it('choose woman_1..3 for sex 2 and man_1..3 otherwise, by index modulo 3', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => defaultAvatarName(2, i))).toEqual(['woman_1', 'woman_2', 'woman_3', 'woman_1', 'woman_2', 'woman_3']);
    expect([0, 1, 2, 3].map((i) => defaultAvatarName(1, i))).toEqual(['man_1', 'man_2', 'man_3', 'man_1']);
    expect(defaultAvatarName(0, 7)).toBe('man_2');
    expect(defaultAvatarName(2, -1)).toBe('woman_2');
  });
  it('are served from our own origin, and the user avatar wins', () => {
    expect(defaultAvatarUrl(2, 2)).toBe('/static/avatar/woman_3.svg');
    expect(avatarUrl('/uploads/me.png', 2, 0)).toBe('/uploads/me.png');
    expect(avatarUrl('', 1, 1)).toBe('/static/avatar/man_2.svg');
    expect(avatarUrl(undefined, 2, 0)).toBe('/static/avatar/woman_1.svg');
  });
});

const UA = {
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; .NET4.0C; .NET4.0E; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  qq: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.197.400 QQBrowser/11.7.5287.400',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
};

describe('browser detection', () => {
  it('tells Safari, IE, Firefox and QQ browser apart from Chrome and Edge', () => {
    expect(detectBrowser(UA.safari)).toBe('safari');
    expect(detectBrowser(UA.ie11)).toBe('ie');
    expect(detectBrowser(UA.ie10)).toBe('ie');
    expect(detectBrowser(UA.firefox)).toBe('firefox');
    expect(detectBrowser(UA.qq)).toBe('qq');
    expect(detectBrowser(UA.chrome)).toBe('other');
    expect(detectBrowser(UA.edge)).toBe('other');
    expect(detectBrowser(UA.iosChrome)).toBe('other');
  });
  it('opens the resume in the same tab on Safari, IE, Firefox and QQ browser only', () => {
    expect([UA.safari, UA.ie11, UA.firefox, UA.qq].every(opensInSameTab)).toBe(true);
    expect(opensInSameTab(UA.chrome)).toBe(false);
  });
  it('detects mobile browsers by user agent', () => {
    expect(isMobileUserAgent(UA.iphone)).toBe(true);
    expect(isMobileUserAgent(UA.android)).toBe(true);
    expect([UA.safari, UA.chrome, UA.ie11, UA.firefox, UA.qq].some(isMobileUserAgent)).toBe(false);
  });
});
