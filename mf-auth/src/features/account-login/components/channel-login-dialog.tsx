import type { ReactElement } from 'react';
import { DIALOG_WIDTH_PX, Modal } from '@campus/shared-utils';
import { AccountLoginForm } from '../../../components/account-login-form';
import { TEXT } from '../../../utils/texts';
import { logInChannel } from '../utils/account-logins';

export type ChannelLoginDialogProps = { onClose: () => void };

/** The channel (organiser) login dialog (spec §2): username and password, 522 px wide. */
export function ChannelLoginDialog({ onClose }: ChannelLoginDialogProps): ReactElement {
  return (
    <Modal open title={TEXT.channelLogin} width={DIALOG_WIDTH_PX} onClose={onClose}>
      <AccountLoginForm hint={TEXT.channelHint} onLogIn={logInChannel} />
    </Modal>
  );
}
