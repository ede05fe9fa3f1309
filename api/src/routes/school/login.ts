import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAccountPassword, checkUsername } from '@campus/shared-utils/rules';
import { enforce } from '../../auth/input-rules';
import { LIMIT_KEYS, SCHOOL_LOGIN_LIMITS } from '../../auth/limits';
import { clearCounter, releaseHit } from '../../db/repositories/rate-counter';
import { reserveAttempt } from '../../auth/login-attempts';
import { clientKey } from '../../lib/client-key';
import { schoolAdminLogin } from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { upgradedHash, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { findSchoolAdmin } from '../../db/repositories/admin';
import { upgradePasswordHash } from '../../db/repositories/password-hash';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { RuleText, SchoolLoginFields } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';

/** School and department admins log in with user name and password (spec §2 school login, §7, §8). */
const schoolLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/school/strategy/login',
    {
      schema: {
        tags: ['school'],
        summary: 'School or department admin login: 10003 for an unknown account and a wrong password alike (same text and timing)',
        description: `After ${SCHOOL_LOGIN_LIMITS.perAccount} failures for an account or ${SCHOOL_LOGIN_LIMITS.perIp} from an address within 15 minutes: 30009, even with the right password.`,
        body: Type.Object({ name: RuleText(64, 'user name'), password: RuleText(128, 'password (no length rule)') }),
        response: { 200: envelope(optionalFields(SchoolLoginFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name = '', password = '' } = request.body;
      enforce(checkUsername(name), checkAccountPassword(password));
      const now = app.now();
      const { perAccount, perIp, windowMs } = SCHOOL_LOGIN_LIMITS;
      const accountKey = LIMIT_KEYS.schoolAccount(name.trim());
      const ipKey = LIMIT_KEYS.schoolIp(clientKey(request));
      // counted before the hash and limited even with the right password, so guessing gains nothing once the limit is reached
      const counters = [{ key: accountKey, limit: perAccount }, { key: ipKey, limit: perIp }];
      if (!(await reserveAttempt(app.db, counters, windowMs, now))) throw new AppError(CODES.employerLoginLimited);
      const { passwordCost } = app.config.auth;
      const admin = await findSchoolAdmin(app.db, name.trim());
      // an unknown name costs the same hash and gets the same answer as a wrong password: names cannot be listed
      const passed = admin ? await verifyPassword(password, admin.password_hash) : await verifyAgainstNothing(password, passwordCost);
      if (!admin || !passed) throw new AppError(CODES.wrongCredentials);
      const upgraded = await upgradedHash(password, admin.password_hash, passwordCost);
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        await clearCounter(trx, accountKey);
        await releaseHit(trx, ipKey);
        if (upgraded) await upgradePasswordHash(trx, 'school_admin', admin.id, admin.password_hash, upgraded);
        return schoolAdminLogin(admin);
      });
      return ok(answer);
    },
  );
};

export default schoolLoginRoutes;
