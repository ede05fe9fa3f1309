import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal open={open} title="学生登录" onClose={close} footer={<button type="button">登录/注册</button>}>
        <input aria-label="手机号" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, 522 px wide by default', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = await screen.findByRole('dialog', { name: '学生登录' });
    expect(dialog).toBeVisible();
    expect(dialog).toHaveStyle({ width: '522px' });
    expect(screen.getByRole('button', { name: '登录/注册' })).toBeInTheDocument();
  });

  it('takes another width', async () => {
    render(
      <Modal open title="提示" onClose={() => undefined} width={420}>
        x
      </Modal>,
    );
    expect(await screen.findByRole('dialog', { name: '提示' })).toHaveStyle({ width: '420px' });
  });

  it('traps focus inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('locks the body while open and unlocks it after close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(document.body).toHaveAttribute('data-scroll-locked', '1');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('gets 17px body padding from base.css while locked', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    // jsdom orders rules by position only (no specificity), so base.css goes in after the lock's own
    // style; in a browser its doubled attribute selector and !important outrank that style anywhere.
    const lockStyle = [...document.head.querySelectorAll('style')].find((s) => s.textContent?.includes('body[data-scroll-locked]'));
    expect(lockStyle?.textContent).not.toMatch(/padding-right:[^;]*!important[^}]*}\s*\.width-before/);
    const base = document.createElement('style');
    base.textContent = readFileSync(path.join(__dirname, '../../../root-config/src/base.css'), 'utf8');
    document.head.appendChild(base);

    const locked = getComputedStyle(document.body);
    expect(locked.paddingRight).toBe('17px');
    expect(locked.marginRight).toBe('0px');
    expect(locked.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(getComputedStyle(document.body).paddingRight).not.toBe('17px');
    base.remove();
  });

  it('can keep its title for screen readers only', async () => {
    render(
      <Modal open title="微信扫码联系客服" hideTitle onClose={() => undefined}>
        <img alt="客服二维码" src="/static/qr.svg" />
      </Modal>,
    );
    expect(await screen.findByRole('dialog', { name: '微信扫码联系客服' })).toBeInTheDocument();
  });
});

it('focuses the first field on open, not the close button', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: '打开' }));
  expect(screen.getByRole('textbox', { name: '手机号' })).toHaveFocus();
});
