/** Providers a production start accepts (no dev SMS outbox, no scripted slider, no demo QR login). */
export const PRODUCTION_PROVIDERS = {
  SMS_PROVIDER: 'http',
  SMS_GATEWAY_URL: 'https://sms.example.cn/send',
  CAPTCHA_PROVIDER: 'hosted',
  CAPTCHA_VERIFY_URL: 'https://captcha.example.cn/ticket/verify',
  CAPTCHA_SECRET: 'secret',
  CAPTCHA_SCRIPT_URL: 'https://captcha.example.cn/TCaptcha.js',
  QR_LOGIN_PROVIDER: 'off',
} as const;
