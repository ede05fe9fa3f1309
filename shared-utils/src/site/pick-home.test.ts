import type { SiteState } from '../types/site';
import { gateSite, mainSite, orgSite, provinceSite, schoolSite, siteInfo } from '../testing/bus';
import { pickHome } from './pick-home';

const ready = (info = mainSite(), mode: Extract<SiteState, { status: 'ready' }>['mode'] = { kind: 'normal', home: '/' }): SiteState => ({ status: 'ready', info, mode });

describe('pickHome', () => {
  it('gives a type 1 site of the new generation the new home', () => {
    expect(pickHome(ready(mainSite()))).toBe('new');
  });

  it('gives other types on the main brand the configurable home', () => {
    expect(pickHome(ready(schoolSite()))).toBe('config');
    expect(pickHome(ready(siteInfo({ type: 3 })))).toBe('config');
  });

  it('gives any site of an older-generation brand the old-style home, whatever its type', () => {
    expect(pickHome(ready(provinceSite()))).toBe('old');
    expect(pickHome(ready({ ...provinceSite(), type: 2 }))).toBe('old');
  });

  it('follows the display mode for the landing and organiser pages', () => {
    expect(pickHome(ready(gateSite(), { kind: 'transferLogin' }))).toBe('landing');
    expect(pickHome(ready(orgSite(), { kind: 'organiserLogin' }))).toBe('organiser');
  });

  it('shows nothing while loading, after a failure, on a redirect, or where `#/` leads elsewhere', () => {
    expect(pickHome({ status: 'loading' })).toBe('none');
    expect(pickHome({ status: 'failed', message: '请求失败' })).toBe('none');
    expect(pickHome(ready(mainSite(), { kind: 'redirect', to: '/company/#/' }))).toBe('none');
    expect(pickHome(ready(schoolSite(), { kind: 'normal', home: '/subApp/collegePosition' }))).toBe('none');
  });
});
