import type { ReactElement } from 'react';
import { Modal } from '@campus/shared-utils';
import { AccountLoginForm } from '../../../components/account-login-form';
import { TEXT } from '../../../utils/texts';
import { logInSchool } from '../utils/account-logins';

export type SchoolLoginDialogProps = { onClose: () => void };

/** The school login dialog (spec §2): username and password, spinner while logging in, forgot password. */
export function SchoolLoginDialog({ onClose }: SchoolLoginDialogProps): ReactElement {
  return (
    <Modal open title={TEXT.schoolLogin} onClose={onClose}>
      <AccountLoginForm hint={TEXT.schoolHint} onLogIn={logInSchool} />
    </Modal>
  );
}
