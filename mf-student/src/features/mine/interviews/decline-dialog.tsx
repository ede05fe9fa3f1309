import { useId, type ReactElement } from 'react';
import { Modal } from '@campus/shared-utils';
import { useForm } from '@campus/shared-utils/forms';
import { MINE_LIMITS, MINE_MSG, checkDeclineReason } from '@campus/shared-utils/student';
import { MINE_TEXT } from '../utils/texts';
import styles from './interviews.module.css';

const T = MINE_TEXT.interviews;

export type DeclineDialogProps = {
  /** sends the trimmed reason; resolves once the server has answered (the dialog closes on success itself) */
  onDecline: (reason: string) => Promise<void>;
  onCancel: () => void;
};

type Values = { reason: string };

/** The server's rule for a reason (2-200 characters once trimmed), checked before any call. */
const reasonRule = (value: string): string | true => {
  const key = checkDeclineReason(value);
  return key ? MINE_MSG[key] : true;
};

/** 拒绝面试邀请: the reason the employer will read; an empty one is refused in place, before any call. */
export function DeclineDialog({ onDecline, onCancel }: DeclineDialogProps): ReactElement {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { reason: '' } });
  const { errors, isSubmitting } = formState;
  const error = errors.reason?.message;
  const formId = `${id}-form`;
  const footer = (
    <>
      <button type="button" className={styles.secondary} onClick={onCancel}>
        {T.cancel}
      </button>
      <button type="submit" form={formId} className={styles.primary} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? T.sending : T.confirmDecline}
      </button>
    </>
  );
  return (
    <Modal open title={T.declineTitle} width={480} onClose={onCancel} footer={footer}>
      <form id={formId} noValidate onSubmit={handleSubmit(({ reason }) => onDecline(reason.trim()))}>
        <label className={styles.reasonLabel} htmlFor={id}>
          {T.reason}
        </label>
        <textarea
          id={id}
          className={styles.reason}
          rows={4}
          maxLength={MINE_LIMITS.replyReason.max}
          placeholder={T.reasonPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('reason', { validate: reasonRule })}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
