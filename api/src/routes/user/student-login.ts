import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkStudentCode, SMS_COUNTDOWN_S } from '@campus/shared-utils/rules';
import { enforce, studentPhone } from '../../auth/input-rules';
import { studentLogin } from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { requireCaptcha } from '../../auth/require-captcha';
import { checkSmsCode, sendSmsCode, useCheckedSmsCode } from '../../auth/sms-codes';
import { trustBrowser } from '../../auth/device-trust';
import { loginStudent } from '../../db/repositories/student';
import { ok } from '../../lib/envelope';
import { CaptchaFields, PhoneField, SmsCodeField, UserIdFields } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/** Student login by phone and SMS code (spec §2 student dialog, §5, §7). A first login registers. */
const studentLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // +886 numbers are accepted only on Taiwan-enabled sites (spec §5)

  app.get(
    '/api/user/sendcode',
    {
      schema: {
        tags: ['user'],
        summary: 'Student: send a login code (slider captcha with the SMS app id first)',
        description: '40001 with the §5 text for a bad phone; 30007 without a valid ticket; 30005 within 60 s; 30006 past the daily caps.',
        querystring: Type.Object({ phone: PhoneField, type: Type.Literal(1), ...CaptchaFields }),
        response: { 200: envelope({}), ...errorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const phone = studentPhone(query.phone, (await request.site()).is_taiban === 1);
      await requireCaptcha(app, request, 'sms', query);
      await sendSmsCode(app, { phone, purpose: 'student', request, resendSeconds: SMS_COUNTDOWN_S.student });
      return ok({});
    },
  );

  app.get(
    '/api/user/login',
    {
      schema: {
        tags: ['user'],
        summary: 'Student: log in (or register) with phone and SMS code; sets the session cookie',
        description: 'The query string is never written to the logs.',
        querystring: Type.Object({ phone: PhoneField, smsCode: SmsCodeField }),
        response: { 200: envelope(optionalFields(UserIdFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const phone = studentPhone(query.phone, (await request.site()).is_taiban === 1);
      const code = query.smsCode ?? '';
      enforce(checkStudentCode(code));
      const codeId = await checkSmsCode(app, { phone, purpose: 'student', code });
      const now = app.now();
      // the code, the account and the session: all or nothing
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        await useCheckedSmsCode(trx, codeId, now);
        const { student } = await loginStudent(trx, phone, now);
        return studentLogin(student);
      });
      trustBrowser(app, request, reply, 'sms', phone);
      return ok(answer);
    },
  );
};

export default routePlugin('routes/user/student-login', studentLoginRoutes);
