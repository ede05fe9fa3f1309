import type { ReactElement } from 'react';
import { Modal, type CaptchaTicket } from '@campus/shared-utils';
import { TEXT } from '../../utils/texts';
import { SliderCaptcha } from './slider-captcha';

export type CaptchaModalProps = {
  appId: string;
  onPass: (ticket: CaptchaTicket) => void;
  onCancel: () => void;
  onError: (message: string) => void;
};

/** The slider captcha in its own small dialog on top of the form that asked for it. */
export function CaptchaModal({ appId, onPass, onCancel, onError }: CaptchaModalProps): ReactElement {
  return (
    <Modal open title={TEXT.captchaTitle} width={372} onClose={onCancel}>
      <SliderCaptcha appId={appId} onPass={onPass} onError={onError} />
    </Modal>
  );
}
