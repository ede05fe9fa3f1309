import type { AreaCode } from '../constants';
import type { MsgKey } from '../messages';
import { checkAccountPassword, checkUsername } from './account';
import { checkConfirmPassword, checkPassword } from './password';
import { checkEmployerPhone, checkStudentPhone } from './phone';
import { checkEmployerCode, checkStudentCode } from './sms-code';

/** Field → message key of each failing field; an empty object means the form is valid. */
export type FormErrors<F> = Partial<Record<keyof F, MsgKey>>;

function collect<F>(checks: { [K in keyof F]?: MsgKey | null }): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const key of Object.keys(checks) as (keyof F)[]) {
    const error = checks[key];
    if (error) errors[key] = error;
  }
  return errors;
}

/** The first error in field order, for a toast or a single message line. */
export function firstError<F>(errors: FormErrors<F>): MsgKey | null {
  return Object.values<MsgKey | undefined>(errors).find((e): e is MsgKey => e !== undefined) ?? null;
}

export type StudentLoginForm = { phone: string; smsCode: string; area?: AreaCode };
export const validateStudentLogin = (f: StudentLoginForm, taiwanEnabled: boolean) =>
  collect<StudentLoginForm>({ phone: checkStudentPhone(f.phone, f.area, taiwanEnabled), smsCode: checkStudentCode(f.smsCode) });

export type EmployerPasswordLoginForm = { phone: string; password: string };
export const validateEmployerPasswordLogin = (f: EmployerPasswordLoginForm) =>
  collect<EmployerPasswordLoginForm>({ phone: checkEmployerPhone(f.phone), password: checkPassword(f.password, 'login') });

/** Code login, and forgot-password step 1 (verify the phone and code). */
export type EmployerCodeForm = { phone: string; smsCode: string };
export const validateEmployerCode = (f: EmployerCodeForm) =>
  collect<EmployerCodeForm>({ phone: checkEmployerPhone(f.phone), smsCode: checkEmployerCode(f.smsCode) });

export type EmployerRegisterForm = { phone: string; smsCode: string; password: string };
export const validateEmployerRegister = (f: EmployerRegisterForm) =>
  collect<EmployerRegisterForm>({
    phone: checkEmployerPhone(f.phone),
    smsCode: checkEmployerCode(f.smsCode),
    password: checkPassword(f.password, 'register'),
  });

/** Forgot-password step 2: the new password and its confirmation. */
export type PasswordResetForm = { password: string; confirmPassword: string };
export const validatePasswordReset = (f: PasswordResetForm) =>
  collect<PasswordResetForm>({
    password: checkPassword(f.password, 'reset'),
    confirmPassword: checkConfirmPassword(f.confirmPassword, f.password),
  });

export type SchoolLoginForm = { name: string; password: string };
export const validateSchoolLogin = (f: SchoolLoginForm) =>
  collect<SchoolLoginForm>({ name: checkUsername(f.name), password: checkAccountPassword(f.password) });

export type ChannelLoginForm = { username: string; password: string };
export const validateChannelLogin = (f: ChannelLoginForm) =>
  collect<ChannelLoginForm>({ username: checkUsername(f.username), password: checkAccountPassword(f.password) });
