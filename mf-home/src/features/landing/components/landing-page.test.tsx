import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, browserNav } from '@campus/shared-utils';
import { gateSite, logIn, recordDialogs, resetBus } from '../../../testing/bus';
import { failed, ok } from '../../../testing/fixtures';
import { LandingPage } from './landing-page';

const QR = 'data:image/png;base64,AAAA';
const CONFIG = { use_bg_image: 1 as const, bg_image: '/static/bg/yunshan-campus.svg', title: '云山师范学院就业服务平台', subtitle: '学生 · 企业 · 学校', channel_type: 0 };
const HOME = { school: '云山师范学院', school_type: 1 as const, college: '', school_badge: '/static/badge/yunshan.svg', school_building: '', use_bg_image: 0 as const, bg_image: '', qr_parameter_id: 'sch-yunshan', title: '', subtitle: '' };

let dialogs: ReturnType<typeof recordDialogs>;
let assign: jest.SpyInstance;
beforeEach(() => {
  resetBus();
  dialogs = recordDialogs();
  assign = jest.spyOn(browserNav, 'assign').mockImplementation(() => undefined);
  jest.spyOn(api.site, 'getConfig').mockResolvedValue(ok(CONFIG));
  jest.spyOn(api.site, 'schoolHome').mockResolvedValue(ok(HOME));
  jest.spyOn(api.site, 'createQrParameter').mockResolvedValue(ok({ QRcode: QR, qr_parameter_id: 'q', url: '' }));
});
afterEach(() => {
  dialogs.stop();
  jest.restoreAllMocks();
});

/** Renders the page and waits until its calls have answered (the QR code is the last). */
async function renderPage() {
  render(<LandingPage info={gateSite()} />);
  await screen.findByRole('img', { name: '学生端微信扫码二维码' });
}

const entrance = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article')!;

describe('LandingPage', () => {
  it('shows the background image, badge, school name, three entrances and the platform footer', async () => {
    const { container } = render(<LandingPage info={gateSite()} />);
    expect(screen.getByRole('heading', { level: 1, name: '云山师范学院' })).toBeInTheDocument();
    expect(await screen.findByText('学生 · 企业 · 学校')).toBeInTheDocument();
    expect(screen.getByText('云山师范学院就业服务平台')).toBeInTheDocument();
    expect((container.firstChild as HTMLElement).style.backgroundImage).toBe('url("/static/bg/yunshan-campus.svg")');
    expect(container.querySelector('img[src="/static/badge/yunshan.svg"]')).not.toBeNull();
    for (const name of ['企业入口', '学生入口', '学校/院系后台']) expect(entrance(name)).toBeInTheDocument();
    expect(screen.getByText('本平台为省级人才主管部门建设，企业发布的岗位经审核后向全体高校共享。')).toBeInTheDocument();
    expect(api.site.getConfig).toHaveBeenCalledWith('gate.localhost');
  });

  it('shows students the messaging-app QR code made from the landing data’s qr_parameter_id', async () => {
    render(<LandingPage info={gateSite()} />);
    expect(await within(entrance('学生入口')).findByRole('img', { name: '学生端微信扫码二维码' })).toHaveAttribute('src', QR);
    expect(api.site.createQrParameter).toHaveBeenCalledWith({ type: '4', qr_parameter_id: 'sch-yunshan' });
  });

  it('uses no background image when the config says not to', async () => {
    jest.spyOn(api.site, 'getConfig').mockResolvedValue(ok({ ...CONFIG, use_bg_image: 0 }));
    const { container } = render(<LandingPage info={gateSite()} />);
    await screen.findByText('学生 · 企业 · 学校');
    expect((container.firstChild as HTMLElement).style.backgroundImage).toBe('');
  });

  it('opens each entrance’s login for a visitor', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(within(entrance('企业入口')).getByRole('button', { name: '登录' }));
    await user.click(within(entrance('学生入口')).getByRole('button', { name: '学生登录' }));
    await user.click(within(entrance('学校/院系后台')).getByRole('button', { name: '登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'employer' }, { kind: 'studentLogin', jumpMode: 3 }, { kind: 'schoolLogin' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the employer back office directly for a logged-in employer', async () => {
    logIn({ state: 2, comKeyUser: 'k1' });
    await renderPage();
    await userEvent.setup().click(within(entrance('企业入口')).getByRole('button', { name: '进入后台' }));
    expect(assign).toHaveBeenCalledWith('/company/#/');
    expect(dialogs.requests).toEqual([]);
  });

  it.each([
    ['0', '/school/#/dashboard'],
    ['1', '/school/#/lifeDecide'],
  ])('opens the school back office directly for a logged-in school user of user_type %s', async (userType, target) => {
    logIn({ state: 3, userId: '3', userType });
    await renderPage();
    await userEvent.setup().click(within(entrance('学校/院系后台')).getByRole('button', { name: '进入后台' }));
    expect(assign).toHaveBeenCalledWith(target);
  });

  it('tells a logged-in student to scan the QR code instead of logging in again', async () => {
    logIn({ state: 1, userId: '9' });
    await renderPage();
    expect(within(entrance('学生入口')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(entrance('学生入口')).getByText('已登录，请使用微信扫码继续')).toBeInTheDocument();
  });

  it('says 请求失败 and 接口请求失败 when the config and the QR code cannot be had, and the entrances still work', async () => {
    jest.spyOn(api.site, 'getConfig').mockResolvedValue(failed());
    jest.spyOn(api.site, 'schoolHome').mockResolvedValue(failed('该站点不是学校站点', 40402));
    render(<LandingPage info={gateSite()} />);
    expect(await screen.findByText('请求失败')).toBeInTheDocument();
    expect(await screen.findByText('接口请求失败')).toBeInTheDocument();
    await userEvent.setup().click(within(entrance('企业入口')).getByRole('button', { name: '登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'employer' }]);
  });

  it('takes over from the server\'s first view once its config is in, not before', async () => {
    const view = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'first-view' }));
    let answer: (value: Awaited<ReturnType<typeof api.site.getConfig>>) => void = () => undefined;
    jest.spyOn(api.site, 'getConfig').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<LandingPage info={gateSite()} />);
    expect(document.getElementById('first-view')).toBe(view);
    await act(async () => answer(ok(CONFIG)));
    expect(document.getElementById('first-view')).toBeNull();
  });
});
