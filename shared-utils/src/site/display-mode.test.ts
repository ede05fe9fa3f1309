import { backOfficeUrl } from './back-office';
import { decideDisplayMode } from './display-mode';
import type { SiteInfo } from '../types/site';
import { siteInfoFixture } from '../testing/site-fixture';

const school = (over: Partial<NonNullable<SiteInfo['school']>>) => ({ ...siteInfoFixture().school!, ...over });
const channel = (show_content: 1 | 2 | 3) => ({ ...siteInfoFixture({ type: 3 }).channel!, show_content });

describe('decideDisplayMode', () => {
  it('shows the normal site on the main platform', () => {
    expect(decideDisplayMode(siteInfoFixture({ type: 1 }))).toEqual({ kind: 'normal', home: '/' });
  });

  it('shows the normal site on a school with job fairs and the transfer page without', () => {
    expect(decideDisplayMode(siteInfoFixture({ type: 2, school: school({ is_show_jobfair: 1 }) }))).toEqual({ kind: 'normal', home: '/' });
    expect(decideDisplayMode(siteInfoFixture({ type: 2, school: school({ is_show_jobfair: 0 }) }))).toEqual({ kind: 'transferLogin' });
  });

  it('sends a department home to its college positions', () => {
    const info = siteInfoFixture({ type: 2, school: school({ school_type: 2, is_show_jobfair: 1 }) });
    expect(decideDisplayMode(info)).toEqual({ kind: 'normal', home: '/subApp/collegePosition' });
  });

  it('gives organiser sites the normal site, the login page or the employer back office by show_content', () => {
    expect(decideDisplayMode(siteInfoFixture({ type: 3, channel: channel(3) }))).toEqual({ kind: 'normal', home: '/' });
    expect(decideDisplayMode(siteInfoFixture({ type: 3, channel: channel(1) }))).toEqual({ kind: 'organiserLogin' });
    expect(decideDisplayMode(siteInfoFixture({ type: 3, channel: channel(2) }))).toEqual({ kind: 'redirect', to: '/company/#/' });
  });

  it('shows the login page of a site that sends everyone to the employer back office when the address asks for the employer login', () => {
    const hire = siteInfoFixture({ type: 3, channel: channel(2) });
    expect(decideDisplayMode(hire, '#/?login=employer')).toEqual({ kind: 'organiserLogin' });
    expect(decideDisplayMode(hire, '#/?login=school')).toEqual({ kind: 'redirect', to: '/company/#/' });
    expect(decideDisplayMode(siteInfoFixture({ type: 3, channel: channel(3) }), '#/?login=employer')).toEqual({ kind: 'normal', home: '/' });
  });

  it('lets a hand-off from another host log in on such a site first', () => {
    const hire = siteInfoFixture({ type: 3, channel: channel(2) });
    expect(decideDisplayMode(hire, '#/transferPage?ticket=abc&target=%2Fcompany%2F')).toEqual({ kind: 'organiserLogin' });
    expect(decideDisplayMode(hire, '#/positionList')).toEqual({ kind: 'redirect', to: '/company/#/' });
  });

  it('sends to the back office on its own origin when BACK_OFFICE_ORIGIN names one (the page adds the origin)', () => {
    const mode = decideDisplayMode(siteInfoFixture({ type: 3, channel: channel(2) }));
    expect(mode).toEqual({ kind: 'redirect', to: '/company/#/' });
    window.__CAMPUS__ = { backOfficeOrigin: 'https://hr.campus.example.cn' };
    try {
      expect(backOfficeUrl(mode.kind === 'redirect' ? mode.to : '')).toBe('https://hr.campus.example.cn/company/#/');
    } finally {
      delete window.__CAMPUS__;
    }
    expect(backOfficeUrl('/company/#/')).toBe('/company/#/');
  });
});
