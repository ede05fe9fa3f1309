import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils';
import { DialogHost } from '../app/dialog-host';
import { resetHostedCaptcha, type HostedCaptchaCtor, type HostedResult } from '../lib/hosted-captcha';
import { ok } from '../testing/api-mocks';
import { installMatchMedia, open, publishSite, resetAll } from '../testing/bus';

beforeAll(installMatchMedia);
beforeEach(() => {
  resetAll();
  window.__CAMPUS__ = { captcha: { provider: 'hosted', scriptUrl: '/captcha/TCaptcha.js', smsAppId: 'sms-app' } };
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.TencentCaptcha;
  resetHostedCaptcha();
});

/** The provider's script, faked: defines the captcha, which answers `result` when shown. */
function hostedScript(result: HostedResult | 'load-error'): jest.SpyInstance {
  const append = document.head.appendChild.bind(document.head);
  return jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node);
    const script = node;
    queueMicrotask(() => {
      if (result === 'load-error') return script.onerror?.(new Event('error'));
      window.TencentCaptcha = class {
        constructor(
          private appId: string,
          private callback: (r: HostedResult) => void,
        ) {}
        show(): void {
          this.callback({ ...result, appid: this.appId });
        }
      } as HostedCaptchaCtor;
      script.onload?.(new Event('load'));
    });
    return node;
  });
}

async function askForCode() {
  const user = userEvent.setup();
  render(<DialogHost />);
  publishSite();
  open({ kind: 'studentLogin' });
  await screen.findByRole('dialog', { name: '学生登录注册' });
  await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  return user;
}

describe('the hosted captcha provider', () => {
  it('runs the provider’s script with the SMS app id and sends its ticket', async () => {
    const script = hostedScript({ ret: 0, ticket: 'hosted-ticket', randstr: 'hosted-rand' });
    const send = jest.spyOn(api.auth, 'sendStudentCode').mockResolvedValue(ok({}));
    const builtIn = jest.spyOn(api.captcha, 'get');
    await askForCode();
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ phone: '13800000001', captcha_appid: 'sms-app', captcha_randstr: 'hosted-rand', captcha_ticket: 'hosted-ticket' }),
    );
    expect(scriptSrc(script)).toContain('/captcha/TCaptcha.js');
    expect(builtIn).not.toHaveBeenCalled();
  });

  it('shows its load failure in the captcha error modal as 1001', async () => {
    hostedScript('load-error');
    const send = jest.spyOn(api.auth, 'sendStudentCode');
    await askForCode();
    const modal = await screen.findByRole('dialog', { name: '提示' });
    expect(within(modal).getByRole('alert')).toHaveTextContent('1001: 验证码脚本加载失败');
    expect(within(modal).getByText('微信扫码联系客服')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the service’s own error code', async () => {
    hostedScript({ ret: 0, ticket: 'trerror_1008', errorCode: 1008 });
    await askForCode();
    const modal = await screen.findByRole('dialog', { name: '提示' });
    expect(within(modal).getByRole('alert')).toHaveTextContent('1008: 验证码框架加载超时');
  });
});

/** The address of the one script the spy saw appended. */
function scriptSrc(spy: jest.SpyInstance): string {
  const scripts = spy.mock.calls.map(([n]) => n as Node).filter((n): n is HTMLScriptElement => n instanceof HTMLScriptElement);
  expect(scripts).toHaveLength(1);
  return scripts[0]!.src;
}
