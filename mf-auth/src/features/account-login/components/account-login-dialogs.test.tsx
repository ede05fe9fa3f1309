import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { api, auth$, browserNav, openDialog$ } from '@campus/shared-utils';
import { DialogHost } from '../../../app/dialog-host';
import { failure, mockCaptcha, ok } from '../../../testing/api-mocks';
import { solveSlider } from '../../../testing/captcha-steps';
import { installMatchMedia, open, publishSite, resetAll } from '../../../testing/bus';

beforeAll(installMatchMedia);
let assign: jest.SpyInstance;
beforeEach(() => {
  resetAll();
  assign = jest.spyOn(browserNav, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function openDialog(kind: 'schoolLogin' | 'channelLogin') {
  const user = userEvent.setup();
  render(<DialogHost />);
  publishSite();
  open({ kind });
  const dialog = await screen.findByRole('dialog', { name: kind === 'schoolLogin' ? '学校登录' : '主办方登录' });
  return { user, dialog };
}

const username = () => screen.getByRole('textbox', { name: '用户名' });
const password = () => screen.getByLabelText('密码', { selector: 'input' });

describe('school login', () => {
  it('asks for the username and the password on blur', async () => {
    const { user } = await openDialog('schoolLogin');
    expect(username()).toHaveFocus();
    await user.tab();
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
  });

  it('asks for both on submit, without length rules', async () => {
    const login = jest.spyOn(api.auth, 'schoolLogin').mockResolvedValue(failure(10003));
    const { user } = await openDialog('schoolLogin');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    await user.type(username(), 'a');
    await user.type(password(), '1{Enter}');
    await waitFor(() => expect(login).toHaveBeenCalledWith('a', '1', undefined));
  });

  it('shows a spinner while logging in', async () => {
    let answer: (v: ReturnType<typeof failure>) => void = () => undefined;
    jest.spyOn(api.auth, 'schoolLogin').mockReturnValue(new Promise((r) => (answer = r)));
    const { user } = await openDialog('schoolLogin');
    await user.type(username(), 'linjiang_admin');
    await user.type(password(), 'Demo@2026{Enter}');
    const busy = await screen.findByRole('button', { name: '登录中' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(failure(10003));
    expect(await screen.findByRole('button', { name: '登录' })).toBeEnabled();
  });

  it.each([20024, 10003])('says 请输入正确的用户名和密码 for code %i', async (code) => {
    jest.spyOn(api.auth, 'schoolLogin').mockResolvedValue(failure(code, 'x'));
    const { user, dialog } = await openDialog('schoolLogin');
    await user.type(username(), 'nobody');
    await user.type(password(), 'x{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请输入正确的用户名和密码');
    expect(Cookies.get('user_id')).toBeUndefined();
  });

  it('says "{code} : {msg}" for other failures and transport errors', async () => {
    jest.spyOn(api.auth, 'schoolLogin').mockResolvedValueOnce(failure(42901, '请求过于频繁')).mockResolvedValueOnce(failure(-1, '网络异常，请检查网络后重试'));
    const { user, dialog } = await openDialog('schoolLogin');
    await user.type(username(), 'linjiang_admin');
    await user.type(password(), 'x{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('42901 : 请求过于频繁');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('-1 : 网络异常，请检查网络后重试'));
  });

  it.each([
    ['0', '/school/#/dashboard'],
    ['1', '/school/#/lifeDecide'],
  ])('user_type %s: state 3, the school cookies, then %s', async (userType, target) => {
    jest.spyOn(api.auth, 'schoolLogin').mockResolvedValue(ok({ user_id: '12', school: '临江大学', user_type: userType, strategy: '2', faculty: userType === '1' ? '计算机学院' : '' }));
    const { user } = await openDialog('schoolLogin');
    await user.type(username(), 'linjiang_admin');
    await user.type(password(), 'Demo@2026{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(target));
    expect(auth$.getValue()).toMatchObject({ state: 3, userId: '12', userName: 'linjiang_admin', school: '临江大学', userType });
    expect(Cookies.get('login_type')).toBe('school');
    expect(Cookies.get('user_school')).toBe('临江大学');
    expect(openDialog$.getValue()).toBeNull();
  });

  it('after a few failures the server asks for the slider: it opens over the form, and a pass sends the login again with its ticket', async () => {
    const captcha = mockCaptcha();
    const login = jest
      .spyOn(api.auth, 'schoolLogin')
      .mockResolvedValueOnce(failure(30007, '请先完成滑块验证'))
      .mockResolvedValueOnce(ok({ user_id: '12', school: '临江大学', user_type: '0', strategy: '2', faculty: '' }));
    const { user, dialog } = await openDialog('schoolLogin');
    await user.type(username(), 'linjiang_admin');
    await user.type(password(), 'Demo@2026{Enter}');
    await solveSlider(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/school/#/dashboard'));
    expect(captcha.get).toHaveBeenCalledWith('campus-login');
    expect(login).toHaveBeenNthCalledWith(1, 'linjiang_admin', 'Demo@2026', undefined);
    expect(login).toHaveBeenNthCalledWith(2, 'linjiang_admin', 'Demo@2026', expect.objectContaining({ captcha_appid: 'campus-login', captcha_ticket: 'tick' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens 忘记密码, 请与我们联系 with the provider’s phone, e-mail and landline over the form', async () => {
    const { user } = await openDialog('schoolLogin');
    await user.type(username(), 'kept');
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    const info = await screen.findByRole('dialog', { name: '忘记密码, 请与我们联系' });
    expect(within(info).getByText('联系电话').nextElementSibling).toHaveTextContent('400-000-0000');
    expect(within(info).getByText('电子邮箱').nextElementSibling).toHaveTextContent('service@campus.example.cn');
    expect(within(info).getByText('座机').nextElementSibling).toHaveTextContent('010-00000003');
    await user.click(within(info).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '忘记密码, 请与我们联系' })).not.toBeInTheDocument());
    expect(username()).toHaveValue('kept');
  });
});

describe('channel login', () => {
  it('is 522 px wide', async () => {
    const { dialog } = await openDialog('channelLogin');
    expect(dialog).toHaveStyle({ width: '522px' });
  });

  it('says the frozen text for 500002 and the server message otherwise', async () => {
    jest.spyOn(api.auth, 'channelLogin').mockResolvedValueOnce(failure(500002, 'frozen')).mockResolvedValueOnce(failure(10003, '用户名或密码错误'));
    const { user, dialog } = await openDialog('channelLogin');
    await user.type(username(), 'fair_admin');
    await user.type(password(), 'bad{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('登录操作频繁，账号已被冻结，请24小时之后再试');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('用户名或密码错误'));
  });

  it('closing the slider the server asked for leaves the form as typed and sends nothing more', async () => {
    mockCaptcha();
    const login = jest.spyOn(api.auth, 'channelLogin').mockResolvedValue(failure(30007, '请先完成滑块验证'));
    const { user, dialog } = await openDialog('channelLogin');
    await user.type(username(), 'fair_admin');
    await user.type(password(), 'Demo@2026{Enter}');
    const slider = await screen.findByRole('dialog', { name: '安全验证' });
    await user.click(within(slider).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument());
    expect(login).toHaveBeenCalledTimes(1);
    expect(username()).toHaveValue('fair_admin');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for both fields on submit', async () => {
    const { user } = await openDialog('channelLogin');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it('logs in: state 4, the channel cookies, then /op/#/schoolBroad/index', async () => {
    const login = jest.spyOn(api.auth, 'channelLogin').mockResolvedValue(ok({ user_id: '3', channel_name: '春季双选会' }));
    const { user } = await openDialog('channelLogin');
    await user.type(username(), 'fair_admin');
    await user.type(password(), 'Demo@2026{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/op/#/schoolBroad/index'));
    expect(login).toHaveBeenCalledWith('fair_admin', 'Demo@2026', undefined);
    expect(auth$.getValue()).toMatchObject({ state: 4, userId: '3', channelName: '春季双选会' });
    expect(Cookies.get('platform')).toBe('qudao');
    expect(Cookies.get('login_type')).toBe('channel');
  });
});
