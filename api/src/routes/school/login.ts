import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAccountPassword, checkUsername } from '@campus/shared-utils/rules';
import { enforce } from '../../auth/input-rules';
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
        summary: 'School or department admin login: 20024 unknown account, 10003 wrong password',
        body: Type.Object({ name: RuleText(64, 'user name'), password: RuleText(128, 'password (no length rule)') }),
        response: { 200: envelope(optionalFields(SchoolLoginFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name = '', password = '' } = request.body;
      enforce(checkUsername(name), checkAccountPassword(password));
      const { passwordCost } = app.config.auth;
      const admin = await findSchoolAdmin(app.db, name.trim());
      if (!admin) {
        await verifyAgainstNothing(password, passwordCost);
        throw new AppError(CODES.accountNotFound);
      }
      if (!(await verifyPassword(password, admin.password_hash))) throw new AppError(CODES.wrongCredentials);
      const upgraded = await upgradedHash(password, admin.password_hash, passwordCost);
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        if (upgraded) await upgradePasswordHash(trx, 'school_admin', admin.id, admin.password_hash, upgraded);
        return schoolAdminLogin(admin);
      });
      return ok(answer);
    },
  );
};

export default schoolLoginRoutes;
