import {
  firstError,
  validateChannelLogin,
  validateEmployerCode,
  validateEmployerPasswordLogin,
  validateEmployerRegister,
  validatePasswordReset,
  validateSchoolLogin,
  validateStudentLogin,
} from './forms';

describe('form validators', () => {
  it('give the key of each failing field, and nothing for a valid form', () => {
    expect(validateStudentLogin({ phone: '', smsCode: '' }, false)).toEqual({ phone: 'studentPhoneRequired', smsCode: 'codeRequired' });
    expect(validateStudentLogin({ phone: '912345678', smsCode: '1234', area: '886' }, true)).toEqual({});
    expect(validateStudentLogin({ phone: '912345678', smsCode: '1234', area: '886' }, false)).toEqual({ phone: 'phoneInvalidShort' });
    expect(validateEmployerPasswordLogin({ phone: '13800138000', password: '' })).toEqual({ password: 'passwordRequired' });
    expect(validateEmployerCode({ phone: '138', smsCode: '12345' })).toEqual({ phone: 'phoneInvalid', smsCode: 'codeInvalid' });
    expect(validateEmployerRegister({ phone: '13800138000', smsCode: '123456', password: '' })).toEqual({ password: 'passwordSetRequired' });
    expect(validatePasswordReset({ password: '', confirmPassword: '' })).toEqual({ password: 'passwordNewRequired', confirmPassword: 'confirmRequired' });
    expect(validatePasswordReset({ password: 'abc123', confirmPassword: 'abc321' })).toEqual({ confirmPassword: 'confirmMismatch' });
    expect(validateSchoolLogin({ name: '', password: '' })).toEqual({ name: 'usernameRequired', password: 'passwordRequired' });
    expect(validateChannelLogin({ username: 'org', password: 'x' })).toEqual({});
  });

  it('report the first error in field order', () => {
    expect(firstError(validateEmployerCode({ phone: '', smsCode: '' }))).toBe('phoneRequired');
    expect(firstError(validateEmployerCode({ phone: '13800138000', smsCode: '' }))).toBe('codeRequired');
    expect(firstError({})).toBeNull();
  });
});
