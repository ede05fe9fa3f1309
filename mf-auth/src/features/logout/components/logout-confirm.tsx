import { useState, type ReactElement } from 'react';
import { ConfirmDialog, MSG, type BackType } from '@campus/shared-utils';
import { useSiteInfo } from '../../../hooks/use-site-info';
import { logOut } from '../utils/log-out';

export type LogoutConfirmProps = { backType: BackType; onClose: () => void };

/**
 * The log-out confirm (spec §2): the older brand generation asks 提示 / 是否确定退出？, the current one
 * the newer confirm (确认退出登录吗？ with 取消 and 确定). A failed call closes it and changes nothing.
 */
export function LogoutConfirm({ backType, onClose }: LogoutConfirmProps): ReactElement {
  const older = useSiteInfo()?.brand.generation === 'old';
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await logOut(backType, older);
    if (!done) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={older ? MSG.tip : MSG.logoutConfirmNew}
      body={older ? MSG.logoutConfirm : ''}
      cancelLabel={MSG.cancel}
      confirmLabel={MSG.confirm}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
