import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '../messages';
import { ConfirmDialog } from './confirm-dialog';

function renderLogoutConfirm(props: { busy?: boolean } = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<ConfirmDialog open title={MSG.tip} body={MSG.logoutConfirm} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title and described by its body', async () => {
    renderLogoutConfirm();
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('是否确定退出？');
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });

  it('calls onConfirm from the confirm button', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderLogoutConfirm();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel button, the close button and Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderLogoutConfirm();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes its own labels, and disables confirm while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(
      <ConfirmDialog open title="Confirm logout?" body="" cancelLabel="Cancel" confirmLabel="Confirm" busy onConfirm={onConfirm} onCancel={() => undefined} />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
