import fp from 'fastify-plugin';
import { createBuiltinVerifier } from '../providers/captcha/builtin-captcha';
import type { CaptchaVerifier } from '../providers/captcha/captcha-verifier';
import { createHostedVerifier } from '../providers/captcha/hosted-captcha';
import { createDevSms } from '../providers/sms/dev-sms';
import { createHttpSms } from '../providers/sms/http-sms';
import type { SmsProvider } from '../providers/sms/sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    captcha: CaptchaVerifier;
  }
}

/** The SMS and captcha providers the configuration selects (docs/architecture.md §4 Providers). */
export default fp(
  async (app) => {
    const { auth, runtime } = app.config;
    app.decorate(
      'sms',
      auth.sms.provider === 'http' ? createHttpSms({ url: auth.sms.gatewayUrl, key: auth.sms.gatewayKey }) : createDevSms(app.db, app.log, app.now),
    );
    app.decorate(
      'captcha',
      runtime.captcha.provider === 'hosted'
        ? createHostedVerifier(app.db, app.log, app.now, { verifyUrl: auth.captcha.verifyUrl, secret: auth.captcha.secret })
        : createBuiltinVerifier(app.db, app.now),
    );
  },
  { name: 'providers', dependencies: ['config', 'db', 'clock'] },
);
