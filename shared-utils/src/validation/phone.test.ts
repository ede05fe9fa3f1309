import { MSG } from '../messages';
import { areaCodesFor, checkEmployerPhone, checkEmployerPhoneForCode, checkStudentPhone, isValidStudentPhone, withAreaCode } from './phone';

const text = (key: ReturnType<typeof checkEmployerPhone>) => (key ? MSG[key] : null);

describe('employer phone', () => {
  it('is required', () => {
    expect(text(checkEmployerPhone(''))).toBe('请输入手机号码');
    expect(text(checkEmployerPhone('   '))).toBe('请输入手机号码');
  });

  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(checkEmployerPhone(phone)).toBeNull();
  });

  it.each(['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', ' 13800138000', '+8613800138000'])(
    'rejects %s with 请输入正确的手机号码',
    (phone) => {
      expect(text(checkEmployerPhone(phone))).toBe('请输入正确的手机号码');
    },
  );

  it('asks for a correct phone before sending a code', () => {
    expect(text(checkEmployerPhoneForCode('12345'))).toBe('请输入正确的手机号');
    expect(text(checkEmployerPhoneForCode(''))).toBe('请输入正确的手机号');
    expect(checkEmployerPhoneForCode('13800138000')).toBeNull();
  });
});

describe('student phone', () => {
  it('is required with its own text', () => {
    expect(text(checkStudentPhone(''))).toBe('请输入手机号');
  });

  it('uses the mainland pattern for +86', () => {
    expect(checkStudentPhone('13800138000', '86')).toBeNull();
    expect(text(checkStudentPhone('12800138000', '86'))).toBe('请输入正确的手机号');
    expect(text(checkStudentPhone('912345678', '86', true))).toBe('请输入正确的手机号');
  });

  it('accepts Taiwan numbers (9 and 8 digits, optional leading 0) only on a Taiwan-enabled site', () => {
    expect(checkStudentPhone('912345678', '886', true)).toBeNull();
    expect(checkStudentPhone('0912345678', '886', true)).toBeNull();
    expect(text(checkStudentPhone('912345678', '886', false))).toBe('请输入正确的手机号');
    expect(text(checkStudentPhone('0912345678', '886', false))).toBe('请输入正确的手机号');
  });

  it.each(['812345678', '91234567', '9123456789', '00912345678', '13800138000'])('rejects %s as a Taiwan number', (phone) => {
    expect(text(checkStudentPhone(phone, '886', true))).toBe('请输入正确的手机号');
  });

  it('greys the get-code link until the phone is valid', () => {
    expect(isValidStudentPhone('1380013800')).toBe(false);
    expect(isValidStudentPhone('13800138000')).toBe(true);
    expect(isValidStudentPhone('912345678', '886', true)).toBe(true);
    expect(isValidStudentPhone('912345678', '886', false)).toBe(false);
  });

  it('offers +886 only on a Taiwan-enabled site', () => {
    expect(areaCodesFor(false)).toEqual(['86']);
    expect(areaCodesFor(true)).toEqual(['86', '886']);
  });

  it('prefixes 886 to Taiwan numbers before sending', () => {
    expect(withAreaCode('912345678', '886')).toBe('886912345678');
    expect(withAreaCode('0912345678', '886')).toBe('8860912345678');
    expect(withAreaCode('13800138000', '86')).toBe('13800138000');
    expect(withAreaCode('13800138000')).toBe('13800138000');
  });
});
