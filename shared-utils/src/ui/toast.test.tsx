import { act, screen } from '@testing-library/react';
import { toast } from './toast';

beforeAll(() => {
  // sonner asks for the colour scheme; jsdom has no matchMedia
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
});

describe('toasts', () => {
  it('load the one Toaster with the first toast and show every kind of message', async () => {
    expect(document.getElementById('campus-toaster')).toBeNull();
    await act(async () => {
      await toast.success('登录成功');
      await toast.info('验证码已发送');
      await toast.warning('该手机号尚未注册，请先注册');
      await toast.error('请求失败');
    });
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
    expect(await screen.findByText('该手机号尚未注册，请先注册')).toBeInTheDocument();
    expect(await screen.findByText('请求失败')).toBeInTheDocument();
    const types = [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.getAttribute('data-type'));
    expect(types.sort()).toEqual(['error', 'info', 'success', 'warning']);
    expect(document.querySelectorAll('#campus-toaster')).toHaveLength(1);
  });
});
