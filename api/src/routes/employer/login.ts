import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkEmployerCode, checkEmployerPhone, checkPassword } from '@campus/shared-utils/rules';
import { enforce } from '../../auth/input-rules';
import { EMPLOYER_LOGIN_LIMITS, loginSubject } from '../../auth/limits';
import { guardLogin } from '../../auth/login-guard';
import { employerLogin } from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { upgradedHash, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { requireCaptcha } from '../../auth/require-captcha';
import { checkSmsCode, useCheckedSmsCode } from '../../auth/sms-codes';
import { trustBrowser } from '../../auth/device-trust';
import { findEmployerByPhone, loginEmployerByCode, touchEmployer } from '../../db/repositories/employer';
import { upgradePasswordHash } from '../../db/repositories/password-hash';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { CaptchaFields, EmployerLoginFields, PasswordField, PhoneField, SmsCodeField } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/** Employer login by SMS code (a first login registers) or by password (spec §1, §7). */
const companyLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/company/user/login',
    {
      schema: {
        tags: ['employer'],
        summary: 'Employer login: login_type 1 with smsCode (registers a new phone), 2 with password and a captcha ticket (login app id)',
        description:
          'Answers the employer key as user_id and registered 1 when this login created the account. Password failures: 30008; ' +
          `after ${EMPLOYER_LOGIN_LIMITS.perRequester} failures for a phone from one requester (a browser that logged in to it before, else an address) within 15 minutes, that requester gets 30009 for 15 minutes, doubling with each lock of the day; ${EMPLOYER_LOGIN_LIMITS.anywhere} from strangers together lock out every browser not trusted for the phone; ${EMPLOYER_LOGIN_LIMITS.perIp} from an address over all phones: 30009.`,
        body: Type.Object({
          phone: PhoneField,
          type: Type.Literal(2),
          login_type: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 SMS code, 2 password' }),
          smsCode: SmsCodeField,
          password: PasswordField,
          ...CaptchaFields,
        }),
        response: { 200: envelope(optionalFields(EmployerLoginFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const phone = body.phone ?? '';
      const ctx = { app, request, reply };
      if (body.login_type === 1) {
        const code = body.smsCode ?? '';
        enforce(checkEmployerPhone(phone), checkEmployerCode(code));
        const codeId = await checkSmsCode(app, { phone, purpose: 'employer_login', code });
        const now = app.now();
        const answer = await commitLogin(ctx, async (trx) => {
          await useCheckedSmsCode(trx, codeId, now);
          const { employer, created } = await loginEmployerByCode(trx, phone, now);
          return employerLogin(employer, created);
        });
        // the code proves the phone: this browser is trusted for its codes and its password logins
        trustBrowser(app, request, reply, 'sms', phone);
        trustBrowser(app, request, reply, 'login', loginSubject('employer', phone));
        return ok(answer);
      }

      const password = body.password ?? '';
      enforce(checkEmployerPhone(phone), checkPassword(password, 'login'));
      await requireCaptcha(app, request, 'login', body);
      const guard = await guardLogin(app, request, 'employer', phone, EMPLOYER_LOGIN_LIMITS, CODES.employerLoginLimited);
      const { passwordCost } = app.config.auth;
      const employer = await findEmployerByPhone(app.db, phone);
      const stored = employer?.password_hash;
      const passed = stored ? await verifyPassword(password, stored) : await verifyAgainstNothing(password, passwordCost);
      if (!employer || !passed) {
        await guard.failed();
        throw new AppError(CODES.employerWrongPassword);
      }
      const upgraded = stored ? await upgradedHash(password, stored, passwordCost) : null;
      const now = app.now();
      const answer = await commitLogin(ctx, async (trx) => {
        await guard.succeeded(trx);
        await touchEmployer(trx, phone, now);
        if (stored && upgraded) await upgradePasswordHash(trx, 'employer', employer.id, stored, upgraded);
        return employerLogin(employer, false);
      });
      trustBrowser(app, request, reply, 'login', guard.subject);
      return ok(answer);
    },
  );
};

export default routePlugin('routes/employer/login', companyLoginRoutes);
