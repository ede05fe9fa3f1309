import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, openDialog$ } from '@campus/shared-utils';
import { failure, ok } from '../testing/api-mocks';
import { installMatchMedia, open, publishSite, resetAll } from '../testing/bus';
import { DialogHost } from './dialog-host';

beforeAll(installMatchMedia);
beforeEach(resetAll);
afterEach(() => jest.restoreAllMocks());

function renderHost() {
  const user = userEvent.setup();
  render(<DialogHost />);
  publishSite();
  return user;
}

describe('dialog host', () => {
  it('shows nothing until a dialog is asked for, and clears the request on close', async () => {
    const user = renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open({ kind: 'schoolLogin' });
    await screen.findByRole('dialog', { name: '学校登录' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(openDialog$.getValue()).toBeNull();
  });

  it('locks the body while a dialog is open', async () => {
    renderHost();
    open({ kind: 'studentLogin' });
    await screen.findByRole('dialog');
    expect(document.body).toHaveAttribute('data-scroll-locked', '1');
  });

  it('replaces one dialog with the next request', async () => {
    renderHost();
    open({ kind: 'schoolLogin' });
    await screen.findByRole('dialog', { name: '学校登录' });
    open({ kind: 'channelLogin' });
    expect(await screen.findByRole('dialog', { name: '主办方登录' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows the captcha error modal asked for by another parcel, with the service QR', async () => {
    renderHost();
    open({ kind: 'captchaError', message: '1004: 验证码中间脚本加载失败' });
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1004: 验证码中间脚本加载失败');
    expect(within(dialog).getByRole('img', { name: '客服微信二维码' })).toHaveAttribute('src', '/static/qr/contact.svg');
    expect(within(dialog).getByText('微信扫码联系客服')).toBeInTheDocument();
  });

  it('shows the generic info dialog with its lines and QR, closed by 我知道了', async () => {
    const user = renderHost();
    open({ kind: 'info', title: '温馨提示', body: '第一行\n第二行', qrUrl: '/static/qr/x.svg' });
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent('第一行');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/static/qr/x.svg');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(openDialog$.getValue()).toBeNull());
  });

  it('shows the my-interview popup: the QR code with its caption', async () => {
    const qr = jest.spyOn(api.site, 'createQrParameter').mockResolvedValue(ok({ QRcode: 'data:image/png;base64,IV', qr_parameter_id: 'q', url: '' }));
    renderHost();
    open({ kind: 'myInterviewQr' });
    const dialog = await screen.findByRole('dialog', { name: '我的面试' });
    expect(await within(dialog).findByRole('img', { name: '我的面试二维码' })).toHaveAttribute('src', 'data:image/png;base64,IV');
    expect(within(dialog).getByText('请使用微信扫描二维码，查看我的面试')).toBeInTheDocument();
    expect(qr).toHaveBeenCalledTimes(1);
  });

  it('says 接口请求失败 when the my-interview QR cannot be had', async () => {
    jest.spyOn(api.site, 'createQrParameter').mockResolvedValue(failure(-1, '网络异常'));
    renderHost();
    open({ kind: 'myInterviewQr' });
    expect(await screen.findByRole('alert')).toHaveTextContent('接口请求失败');
  });

  it('loads the employer dialog on demand', async () => {
    renderHost();
    open({ kind: 'employer', view: 'register' });
    expect(await screen.findByRole('dialog', { name: '企业注册' })).toBeInTheDocument();
  });

  it('keeps every dialog usable from the keyboard: focus starts inside and stays there', async () => {
    const user = renderHost();
    for (const request of [{ kind: 'studentLogin' }, { kind: 'schoolLogin' }, { kind: 'channelLogin' }, { kind: 'employer' }] as const) {
      open(request);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      for (let i = 0; i < 8; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    }
  });
});
