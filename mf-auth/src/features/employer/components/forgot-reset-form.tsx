import { useId, type ReactElement } from 'react';
import { useForm } from '@campus/shared-utils/forms';
import { api, checkConfirmPassword, checkPassword, MSG, serverMessage, toast } from '@campus/shared-utils';
import { Field, inputAria } from '../../../components/field';
import { PasswordInput } from '../../../components/password-input';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../utils/message-of';
import { TEXT } from '../../../utils/texts';
import styles from '../../../components/form.module.css';

type Values = { password: string; confirmPassword: string };

export type ForgotResetFormProps = { phone: string; smsCode: string; onDone: () => void };

/** Forgot password step 2: the new password twice; success says 密码修改成功，请使用新密码登录. */
export function ForgotResetForm({ phone, smsCode, onDone }: ForgotResetFormProps): ReactElement {
  const { register, handleSubmit, formState, getValues } = useForm<Values>({ defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = formState;
  const passwordId = useId();
  const confirmId = useId();

  const reset = async ({ password, confirmPassword }: Values) => {
    const result = await api.auth.forgetPassword({ phone, sms_code: smsCode, password, confirm_password: confirmPassword });
    if (!result.apiStatus) return void toast.warning(serverMessage(result.msg));
    void toast.success(MSG.passwordResetSuccess);
    onDone();
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(reset)}>
      <Field id={passwordId} label={TEXT.newPassword} error={errors.password?.message}>
        <PasswordInput
          registration={register('password', { validate: (v) => messageOf(checkPassword(v, 'reset')) })}
          aria={inputAria(passwordId, errors.password?.message)}
          placeholder={TEXT.newPasswordPlaceholder}
          autoComplete="new-password"
        />
      </Field>
      <Field id={confirmId} label={TEXT.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput
          registration={register('confirmPassword', { validate: (v) => messageOf(checkConfirmPassword(v, getValues('password'))) })}
          aria={inputAria(confirmId, errors.confirmPassword?.message)}
          placeholder={TEXT.confirmPasswordPlaceholder}
          autoComplete="new-password"
        />
      </Field>
      <SubmitButton busy={isSubmitting}>{TEXT.resetSubmit}</SubmitButton>
    </form>
  );
}
