import { MSG, type MsgKey } from '../messages';
import { checkAccountPassword, checkUsername } from './account';
import { checkConfirmPassword, checkPassword } from './password';

const text = (key: MsgKey | null) => (key ? MSG[key] : null);

describe('password', () => {
  it('asks by context when empty', () => {
    expect(text(checkPassword('', 'login'))).toBe('请输入密码');
    expect(text(checkPassword('', 'register'))).toBe('请设置密码');
    expect(text(checkPassword('', 'reset'))).toBe('请输入新密码');
  });

  it.each(['abc123', 'Abc!@#$%', 'a'.repeat(16), '123456'])('accepts %s', (pw) => {
    expect(checkPassword(pw, 'register')).toBeNull();
  });

  it.each(['abc12', 'a'.repeat(17), 'abc 123', 'abc^123', '密码123456', 'abc123&'])('rejects %s', (pw) => {
    expect(text(checkPassword(pw, 'login'))).toBe('密码须为6-16位，特殊字符仅支持!@#$%');
  });
});

describe('confirm password', () => {
  it('is required', () => {
    expect(text(checkConfirmPassword('', 'abc123'))).toBe('新密码不能为空');
  });
  it('must equal the new password', () => {
    expect(text(checkConfirmPassword('abc124', 'abc123'))).toBe('两次输入的密码不一致');
    expect(checkConfirmPassword('abc123', 'abc123')).toBeNull();
  });
});

describe('school and channel account', () => {
  it('needs a username and a password, without length rules', () => {
    expect(text(checkUsername(''))).toBe('请输入用户名');
    expect(checkUsername('a')).toBeNull();
    expect(text(checkAccountPassword(''))).toBe('请输入密码');
    expect(checkAccountPassword('1')).toBeNull();
  });
});
