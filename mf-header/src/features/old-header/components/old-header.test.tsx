import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils';
import { HeaderApp } from '../../../app/header-app';
import { atHash, logIn, recordDialogs, resetBus, studentInfo, publishOlderSite } from '../../../testing/bus';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

let dialogs: ReturnType<typeof recordDialogs>;
beforeEach(() => {
  resetBus();
  dialogs = recordDialogs();
});
afterEach(() => {
  dialogs.stop();
  jest.restoreAllMocks();
});

const nav = () => screen.getByRole('navigation', { name: '主导航' });
const bar = () => nav().closest('.bar');
const inner = () => nav().parentElement;

describe('older PC header', () => {
  it('shows the Resume and Jobs tabs and the contact-us card away from resume pages', async () => {
    atHash('#/');
    render(<HeaderApp />);
    await publishOlderSite();
    expect(screen.getByRole('img', { name: '省级就业平台' })).toHaveAttribute('src', '/static/logo/province.svg');
    expect(within(nav()).getByRole('link', { name: '简历' })).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: '职位' })).toBeInTheDocument();
    expect(bar()).not.toHaveClass('dark');
    expect(inner()).not.toHaveClass('wide');
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    const user = userEvent.setup();
    const card = screen.getAllByRole('button', { name: '联系我们' })[0]!;
    await user.hover(card);
    expect(screen.getByRole('region', { name: '联系我们' })).toHaveTextContent('010-00000001');
  });

  it('turns dark and 1200 px wide on a resume page, with a log-out button for a logged-in user', async () => {
    atHash('#/resume');
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1 }));
    render(<HeaderApp />);
    await publishOlderSite();
    expect(bar()).toHaveClass('dark');
    expect(inner()).toHaveClass('wide');
    expect(within(nav()).getByRole('link', { name: '简历' })).toHaveAttribute('aria-current', 'page');
    expect(within(inner()!).queryByRole('button', { name: '联系我们' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '退出登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'logoutConfirm', backType: 0 }]);
  });

  it.each(['#/resume_create', '#/resume_add'])('hides the resume tab on %s', async (hash) => {
    atHash(hash);
    render(<HeaderApp />);
    await publishOlderSite();
    expect(within(nav()).queryByRole('link', { name: '简历' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: '职位' })).toBeInTheDocument();
    expect(bar()).toHaveClass('dark');
  });

  it('shows no log-out button to a visitor on a resume page', async () => {
    atHash('#/resume');
    render(<HeaderApp />);
    await publishOlderSite();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('leads a student to the resume or to resume creation', async () => {
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 0 }));
    render(<HeaderApp />);
    await publishOlderSite();
    expect(within(nav()).getByRole('link', { name: '简历' })).toHaveAttribute('href', '#/resume_create');
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1 }));
    expect(within(nav()).getByRole('link', { name: '简历' })).toHaveAttribute('href', '#/resume');
  });

  it('asks a visitor to log in (jump mode 1) and an employer to switch identity', async () => {
    render(<HeaderApp />);
    await publishOlderSite();
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('link', { name: '简历' }));
    logIn({ state: 2, comKeyUser: '5' });
    await user.click(within(nav()).getByRole('link', { name: '简历' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 1 }, { kind: 'switchIdentity' }]);
    expect(window.location.hash).toBe('#/');
  });
});

describe('Jobs modal', () => {
  it('says the PC site is in development and shows the QR code to scan with WeChat', async () => {
    const create = jest.spyOn(api.site, 'createQrParameter').mockResolvedValue({ apiStatus: true, QRcode: QR, qr_parameter_id: 'q', url: '' });
    render(<HeaderApp />);
    await publishOlderSite();
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: '职位' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('PC端职位功能正在开发中，敬请期待')).toBeInTheDocument();
    expect(within(dialog).getByText('请使用微信扫描二维码')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: '微信扫码二维码' })).toHaveAttribute('src', QR);
    expect(create).toHaveBeenCalledWith({ type: '4' });
  });

  it('shows the request failure text when the QR code cannot be made', async () => {
    jest.spyOn(api.site, 'createQrParameter').mockResolvedValue({ apiStatus: false, code: 500, msg: 'down' });
    render(<HeaderApp />);
    await publishOlderSite();
    await userEvent.setup().click(within(nav()).getByRole('button', { name: '职位' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(await within(dialog).findByText('接口请求失败')).toBeInTheDocument();
  });
});
