import { act, render, screen } from '@testing-library/react';
import { api, site$ } from '@campus/shared-utils';
import { busSubscriberCounts, gateSite, logIn, mainSite, orgSite, provinceSite, publishSite, resetBus, schoolSite, studentInfo } from '../testing/bus';
import { installDomStubs } from '../testing/dom';
import { homeConfig, links, ok, positions } from '../testing/fixtures';
import { HomeApp } from './home-app';

installDomStubs();
beforeEach(() => {
  resetBus();
  jest.spyOn(api.home, 'getResource').mockResolvedValue(ok({ banner_list: links(2), company_famous_list: [], recruit_hot: '[]' }));
  jest.spyOn(api.home, 'getConfig').mockResolvedValue(ok(homeConfig()));
  jest.spyOn(api.home, 'getPositions').mockResolvedValue(ok({ list: positions(3), page: 1, page_size: 60, total: 3, has_more: false }));
  jest.spyOn(api.site, 'getConfig').mockResolvedValue(ok({ use_bg_image: 0, bg_image: '', title: '', subtitle: '', channel_type: 0 }));
  jest.spyOn(api.site, 'schoolHome').mockResolvedValue(ok({ school: '云山师范学院', school_type: 1, college: '', school_badge: '', school_building: '', use_bg_image: 0, bg_image: '', qr_parameter_id: 'q', title: '', subtitle: '' }));
  jest.spyOn(api.site, 'createQrParameter').mockResolvedValue(ok({ QRcode: 'data:image/png;base64,AA', qr_parameter_id: 'q', url: '' }));
});
afterEach(() => jest.restoreAllMocks());

describe('HomeApp', () => {
  it('shows nothing while the site loads, and nothing when it failed (the header says 请求失败)', () => {
    const { container } = render(<HomeApp />);
    expect(container.querySelector('[data-home="none"]')).toBeEmptyDOMElement();
    act(() => site$.next({ status: 'failed', message: '请求失败' }));
    expect(container.querySelector('[data-home="none"]')).toBeEmptyDOMElement();
    expect(screen.queryByText('请求失败')).not.toBeInTheDocument();
  });

  it.each([
    ['the new home on localhost', mainSite, { kind: 'normal', home: '/' }, 'region', '推荐活动'],
    ['the configurable home on school.localhost', schoolSite, { kind: 'normal', home: '/' }, 'region', '名企专区'],
    ['the old-style home on province.localhost', provinceSite, { kind: 'normal', home: '/' }, 'heading', '江海省大学生就业服务平台'],
    ['the landing page on gate.localhost', gateSite, { kind: 'transferLogin' }, 'heading', '云山师范学院'],
    ['the organiser page on org.localhost', orgSite, { kind: 'organiserLogin' }, 'heading', '高新区重点企业校园招聘季'],
  ] as const)('shows %s', async (_name, site, mode, role, name) => {
    render(<HomeApp />);
    publishSite(site(), mode);
    expect(await screen.findByRole(role, { name })).toBeInTheDocument();
  });
});

describe('HomeApp unmounted', () => {
  it.each([
    ['the new home', mainSite, 'region', '推荐活动'],
    ['the configurable home', schoolSite, 'img', '示范大学'],
  ] as const)('leaves every bus stream with the subscribers it had before (%s, a student logged in)', async (_name, site, role, name) => {
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1 }));
    const before = busSubscriberCounts();
    const { unmount } = render(<HomeApp />);
    publishSite(site());
    expect(await screen.findByRole(role, { name })).toBeInTheDocument();
    expect(busSubscriberCounts()['site$']).toBeGreaterThan(before['site$']);
    unmount();
    expect(busSubscriberCounts()).toEqual(before);
  });
});
