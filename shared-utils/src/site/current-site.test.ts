import { site$ } from '../bus/streams';
import { siteInfoFixture } from '../testing/site-fixture';
import { currentSiteInfo, isBrandRootDomain, isTaiwanEnabled } from './current-site';
import { decideDisplayMode } from './display-mode';

afterEach(() => site$.next({ status: 'loading' }));

describe('current site', () => {
  it('is null until the site information is ready', () => {
    expect(currentSiteInfo()).toBeNull();
    expect(isBrandRootDomain('localhost')).toBe(false);
    expect(isTaiwanEnabled()).toBe(false);
    site$.next({ status: 'failed', message: '请求失败' });
    expect(currentSiteInfo()).toBeNull();
  });

  it('answers from the published site information', () => {
    const info = siteInfoFixture({ is_taiban: 1 });
    site$.next({ status: 'ready', info, mode: decideDisplayMode(info) });
    expect(currentSiteInfo()).toBe(info);
    expect(isBrandRootDomain('localhost')).toBe(true);
    expect(isBrandRootDomain('fair.localhost')).toBe(false);
    expect(isTaiwanEnabled()).toBe(true);
  });
});
