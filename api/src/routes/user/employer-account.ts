import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkConfirmPassword, checkEmployerCode, checkEmployerPhone, checkEmployerPhoneForCode, checkPassword, SMS_COUNTDOWN_S } from '@campus/shared-utils/rules';
import { enforce } from '../../auth/input-rules';
import { loginSubject } from '../../auth/limits';
import { employerLogin } from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { hashPassword } from '../../auth/passwords';
import { requireCaptcha } from '../../auth/require-captcha';
import { checkSmsCode, sendSmsCode, useCheckedSmsCode } from '../../auth/sms-codes';
import { trustBrowser } from '../../auth/device-trust';
import { createEmployer, findEmployerByPhone, resetEmployerPassword } from '../../db/repositories/employer';
import { clearAccountCounters } from '../../db/repositories/rate-counter';
import type { SmsPurpose } from '../../db/tables/login-security';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { CaptchaFields, EmployerLoginFields, PasswordField, PhoneField, SmsCodeField } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

const SERVICE_PURPOSE: Record<1 | 2 | 3, SmsPurpose> = { 1: 'employer_login', 2: 'employer_register', 3: 'employer_reset' };
const EmployerType = Type.Literal(2, { description: 'user type: 2 employer' });

/** Employer codes, registration and the two-step password reset (spec §2 employer dialog, §5, §7). */
const employerAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user/sendcode',
    {
      schema: {
        tags: ['employer'],
        summary: 'Employer: send a code for login (1), registration (2) or password reset (3); slider captcha (SMS app id) first',
        description: '30001 for a reset on an unknown phone, 30002 for a registration on a known one; 30005 within 30 s; 30006 past the daily caps.',
        body: Type.Object({
          phone: PhoneField,
          service_code: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
          type: EmployerType,
          ...CaptchaFields,
        }),
        response: { 200: envelope({}), ...errorResponses },
      },
    },
    async (request) => {
      const { body } = request;
      const phone = body.phone ?? '';
      enforce(checkEmployerPhoneForCode(phone));
      // the captcha comes before anything that tells whether the phone has an account
      await requireCaptcha(app, request, 'sms', body);
      const existing = await findEmployerByPhone(app.db, phone);
      if (body.service_code === 3 && !existing) throw new AppError(CODES.phoneNotRegistered);
      if (body.service_code === 2 && existing) throw new AppError(CODES.phoneRegistered);
      await sendSmsCode(app, { phone, purpose: SERVICE_PURPOSE[body.service_code], request, resendSeconds: SMS_COUNTDOWN_S.employer });
      return ok({});
    },
  );

  app.post(
    '/api/user/register',
    {
      schema: {
        tags: ['employer'],
        summary: 'Employer: register with phone, code (service 2) and password; logs in',
        body: Type.Object({ phone: PhoneField, type: EmployerType, sms_code: SmsCodeField, password: PasswordField }),
        response: { 200: envelope(optionalFields(EmployerLoginFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { phone = '', sms_code: code = '', password = '' } = request.body;
      enforce(checkEmployerPhone(phone), checkEmployerCode(code), checkPassword(password, 'register'));
      if (await findEmployerByPhone(app.db, phone)) throw new AppError(CODES.phoneRegistered);
      const codeId = await checkSmsCode(app, { phone, purpose: 'employer_register', code });
      const hash = await hashPassword(password, app.config.auth.passwordCost);
      const now = app.now();
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        await useCheckedSmsCode(trx, codeId, now);
        const employer = await createEmployer(trx, phone, hash, now);
        // registered meanwhile by another request: nothing of this one is kept, the code included
        if (!employer) throw new AppError(CODES.phoneRegistered);
        return employerLogin(employer, true);
      });
      trustBrowser(app, request, reply, 'sms', phone);
      return ok(answer);
    },
  );

  app.post(
    '/api/user/checksmscode',
    {
      schema: {
        tags: ['employer'],
        summary: 'Employer password reset, step 1: check the phone’s reset code without using it up',
        body: Type.Object({ phone: PhoneField, type: EmployerType, service_code: Type.Literal(3), sms_code: SmsCodeField }),
        response: { 200: envelope({}), ...errorResponses },
      },
    },
    async (request) => {
      const { phone = '', sms_code: code = '' } = request.body;
      enforce(checkEmployerPhone(phone), checkEmployerCode(code));
      await checkSmsCode(app, { phone, purpose: 'employer_reset', code });
      return ok({});
    },
  );

  app.post(
    '/api/user/forgetpassword',
    {
      schema: {
        tags: ['employer'],
        summary: 'Employer password reset, step 2: new password; uses up the code and ends every session of the account',
        body: Type.Object({ phone: PhoneField, type: EmployerType, sms_code: SmsCodeField, password: PasswordField, confirm_password: PasswordField }),
        response: { 200: envelope({}), ...errorResponses },
      },
    },
    async (request) => {
      const { phone = '', sms_code: code = '', password = '', confirm_password: confirm = '' } = request.body;
      enforce(checkEmployerPhone(phone), checkEmployerCode(code), checkPassword(password, 'reset'), checkConfirmPassword(confirm, password));
      const codeId = await checkSmsCode(app, { phone, purpose: 'employer_reset', code });
      const employer = await findEmployerByPhone(app.db, phone);
      if (!employer) throw new AppError(CODES.phoneNotRegistered);
      const hash = await hashPassword(password, app.config.auth.passwordCost);
      const now = app.now();
      await app.db.transaction().execute(async (trx) => {
        await useCheckedSmsCode(trx, codeId, now);
        await resetEmployerPassword(trx, employer.id, hash);
        // a proven owner starts again with a clean slate
        await clearAccountCounters(trx, loginSubject('employer', phone));
      });
      return ok({});
    },
  );
};

export default routePlugin('routes/user/employer-account', employerAccountRoutes);
