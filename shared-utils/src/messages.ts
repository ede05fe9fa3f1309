/**
 * Every user-facing text of spec §5 and §8 (exact Chinese), the dialog texts of §2, and a few of our own.
 * Validation rules return keys of this catalogue; the server uses the same texts (`@campus/shared-utils/rules`).
 */
export const MSG = {
  // §5 phone
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  /** sending a code with an invalid phone (employer), and any invalid student phone */
  phoneInvalidShort: '请输入正确的手机号',
  studentPhoneRequired: '请输入手机号',
  // §5 SMS code
  codeRequired: '请输入验证码',
  codeInvalid: '请输入正确的验证码',
  // §5 password
  passwordRequired: '请输入密码',
  passwordSetRequired: '请设置密码',
  passwordNewRequired: '请输入新密码',
  passwordRule: '密码须为6-16位，特殊字符仅支持!@#$%',
  confirmRequired: '新密码不能为空',
  confirmMismatch: '两次输入的密码不一致',
  usernameRequired: '请输入用户名',
  // §8 catalogue
  wrongCredentials: '请输入正确的用户名和密码',
  channelFrozen: '登录操作频繁，账号已被冻结，请24小时之后再试',
  phoneNotRegistered: '该手机号尚未注册，请先注册',
  loginSuccess: '登录成功',
  passwordResetSuccess: '密码修改成功，请使用新密码登录',
  qrRequestFailed: '接口请求失败',
  requestFailed: '请求失败',
  logoutFailed: '接口调用失败',
  forgotPassword: '忘记密码',
  contactUs: '请与我们联系',
  forgotPasswordTitle: '忘记密码, 请与我们联系',
  networkAbnormal: '当前上网环境异常，请更换网络环境或稍后再试',
  scanForService: '微信扫码联系客服',
  // §2 dialogs
  tip: '提示',
  logoutConfirm: '是否确定退出？',
  logoutConfirmNew: '确认退出登录吗？',
  currentIdentity: '当前登录身份是',
  identitySchool: '学校管理员',
  identityChannel: '主办方',
  identityCompany: '企业',
  switchToStudentHint: '切换为学生身份登录后方可查看',
  switchToStudent: '切换为学生',
  studentLoginRegister: '学生登录注册',
  studentLogin: '学生登录',
  scanWithWechat: '请使用微信扫描二维码',
  qrExpired: '二维码失效',
  clickRefresh: '点击刷新',
  getCode: '获取验证码',
  loginOrRegister: '登录/注册',
  logout: '退出登录',
  cancel: '取消',
  confirm: '确定',
  close: '关闭',
  // our own
  areaFailed: '该区域加载失败，请刷新页面重试',
  networkError: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  /** the SMS link during its countdown (§4): "{n}s后可重试" */
  retryIn: (seconds: number): string => `${seconds}s后可重试`,
} as const;

type Catalogue = typeof MSG;

/** A key of a fixed text (not a template function): what validation rules return. */
export type MsgKey = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];

/** The text of a key. */
export function msgText(key: MsgKey): string {
  return MSG[key];
}
