import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAccountPassword, checkUsername } from '@campus/shared-utils/rules';
import { enforce } from '../../auth/input-rules';
import { SCHOOL_LOGIN_LIMITS } from '../../auth/limits';
import { guardLogin } from '../../auth/login-guard';
import { trustBrowser } from '../../auth/device-trust';
import { schoolAdminLogin } from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { upgradedHash, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { findSchoolAdmin } from '../../db/repositories/admin';
import { upgradePasswordHash } from '../../db/repositories/password-hash';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { CaptchaFields, RuleText, SchoolLoginFields } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/** School and department admins log in with user name and password (spec §2 school login, §7, §8). */
const schoolLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/school/strategy/login',
    {
      schema: {
        tags: ['school'],
        summary: 'School or department admin login: 10003 for an unknown account and a wrong password alike (same text and timing)',
        description: `After ${SCHOOL_LOGIN_LIMITS.perRequester} failures for an account from one requester (a browser that logged in to it before, else an address) within 15 minutes, that requester gets 30009 for 15 minutes, doubling with each lock of the day, even with the right password; ${SCHOOL_LOGIN_LIMITS.anywhere} from strangers together lock out every browser not trusted for the account; ${SCHOOL_LOGIN_LIMITS.perIp} from an address over all accounts: 30009. From ${SCHOOL_LOGIN_LIMITS.captchaAfter?.mine} failures of the requester (or ${SCHOOL_LOGIN_LIMITS.captchaAfter?.strangers} of strangers together) within the window, each attempt needs a passed slider of the login app id (captcha_appid, captcha_randstr, captcha_ticket) first: 30007 without one, neither counted nor checked.`,
        body: Type.Object({ name: RuleText(64, 'user name'), password: RuleText(128, 'password (no length rule)'), ...CaptchaFields }),
        response: { 200: envelope(optionalFields(SchoolLoginFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name = '', password = '' } = request.body;
      enforce(checkUsername(name), checkAccountPassword(password));
      const guard = await guardLogin(app, request, 'school', name.trim(), SCHOOL_LOGIN_LIMITS, CODES.employerLoginLimited, request.body);
      const { passwordCost } = app.config.auth;
      const admin = await findSchoolAdmin(app.db, name.trim());
      // an unknown name costs the same hash and gets the same answer as a wrong password: names cannot be listed
      const passed = admin ? await verifyPassword(password, admin.password_hash) : await verifyAgainstNothing(password, passwordCost);
      if (!admin || !passed) {
        await guard.failed();
        throw new AppError(CODES.wrongCredentials);
      }
      const upgraded = await upgradedHash(password, admin.password_hash, passwordCost);
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        await guard.succeeded(trx);
        if (upgraded) await upgradePasswordHash(trx, 'school_admin', admin.id, admin.password_hash, upgraded);
        return schoolAdminLogin(admin);
      });
      trustBrowser(app, request, reply, 'login', guard.subject);
      return ok(answer);
    },
  );
};

export default routePlugin('routes/school/login', schoolLoginRoutes);
