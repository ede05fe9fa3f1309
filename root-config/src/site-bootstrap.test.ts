import { api, getSession, site$, type SiteInfo } from '@campus/shared-utils';
import { siteInfoFixture } from '@campus/shared-utils/testing';
import { inlineSiteInfo, loadSite, SITE_FAILED } from './site-bootstrap';

const answer = (info: SiteInfo) => ({ ...info, apiStatus: true as const, code: 0, msg: 'success' });

afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById('campus-site')?.remove();
});

function putInline(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'campus-site';
  script.textContent = text;
  document.head.appendChild(script);
}

describe('inlineSiteInfo', () => {
  it('reads the answer the server put into the page', () => {
    putInline(JSON.stringify({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', ...siteInfoFixture({ type: 2 }) } }));
    expect(inlineSiteInfo()).toMatchObject({ type: 2, brand: { name: siteInfoFixture().brand.name } });
  });

  it('ignores a missing, failed or malformed answer', () => {
    expect(inlineSiteInfo()).toBeNull();
    putInline('{"apiStatus":false,"data":{"code":50001}}');
    expect(inlineSiteInfo()).toBeNull();
    document.getElementById('campus-site')?.remove();
    putInline('{not json');
    expect(inlineSiteInfo()).toBeNull();
  });

  it('is used without calling the API', async () => {
    putInline(JSON.stringify({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', ...siteInfoFixture() } }));
    const call = jest.spyOn(api.site, 'getSiteInfo');
    expect((await loadSite()).status).toBe('ready');
    expect(call).not.toHaveBeenCalled();
  });
});

describe('loadSite', () => {
  it('publishes the site and its display mode', async () => {
    jest.spyOn(api.site, 'getSiteInfo').mockResolvedValue(answer(siteInfoFixture({ type: 3, channel: { ...siteInfoFixture().channel!, show_content: 1 } })));
    const state = await loadSite();
    expect(state).toMatchObject({ status: 'ready', mode: { kind: 'organiserLogin' } });
    expect(site$.getValue()).toBe(state);
  });

  it('writes the site’s keys of the session store (spec §3) once the site is known', async () => {
    const school = siteInfoFixture({ type: 2 });
    jest.spyOn(api.site, 'getSiteInfo').mockResolvedValue(answer(school));
    await loadSite();
    expect(getSession('siteType')).toBe(2);
    expect(getSession('school_type')).toBe(school.school!.school_type);
    expect(getSession('schoolIcon')).toBe(school.school!.config.school_badge);
    expect(getSession('channel_type')).toBe(school.channel?.show_content ?? 0);
  });

  it('publishes a failure with the spec text when the call fails', async () => {
    jest.spyOn(api.site, 'getSiteInfo').mockResolvedValue({ apiStatus: false, code: -1, msg: '网络异常' });
    expect(await loadSite()).toEqual({ status: 'failed', message: SITE_FAILED });
    expect(SITE_FAILED).toBe('请求失败');
  });

  it('treats an answer without a brand as a failure, not a half-branded site', async () => {
    const info = siteInfoFixture();
    jest.spyOn(api.site, 'getSiteInfo').mockResolvedValue(answer({ ...info, brand: { ...info.brand, name: '' } }));
    expect((await loadSite()).status).toBe('failed');
  });
});
