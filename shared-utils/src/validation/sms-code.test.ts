import { MSG, type MsgKey } from '../messages';
import { checkEmployerCode, checkStudentCode } from './sms-code';

const text = (key: MsgKey | null) => (key ? MSG[key] : null);

describe('employer SMS code', () => {
  it('is required', () => {
    expect(text(checkEmployerCode(''))).toBe('请输入验证码');
  });
  it('is exactly 6 digits', () => {
    expect(checkEmployerCode('123456')).toBeNull();
    expect(text(checkEmployerCode('12345'))).toBe('请输入正确的验证码');
    expect(text(checkEmployerCode('1234567'))).toBe('请输入正确的验证码');
    expect(text(checkEmployerCode('12345a'))).toBe('请输入正确的验证码');
  });
});

describe('student SMS code', () => {
  it('is required', () => {
    expect(text(checkStudentCode(''))).toBe('请输入验证码');
  });
  it('is at most 6 characters', () => {
    expect(checkStudentCode('123456')).toBeNull();
    expect(checkStudentCode('1234')).toBeNull();
    expect(text(checkStudentCode('1234567'))).toBe('请输入正确的验证码');
  });
});
