import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAccountPassword, checkUsername } from '@campus/shared-utils/rules';
import { enforce } from '../../auth/input-rules';
import { CHANNEL_LOGIN_LIMITS, LIMIT_KEYS } from '../../auth/limits';
import { channelAdminLogin } from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { upgradedHash, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { findChannelAdmin } from '../../db/repositories/admin';
import { upgradePasswordHash } from '../../db/repositories/password-hash';
import { blockKey, clearCounter, hitCounter, isBlocked, releaseHit } from '../../db/repositories/rate-counter';
import { clientKey } from '../../lib/client-key';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { ChannelLoginFields, RuleText } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';

/** Channel (organiser) admins log in with user name and password; repeated failures freeze the account (spec §8, §9). */
const channelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/channel/user/login',
    {
      schema: {
        tags: ['channel'],
        summary: 'Channel admin login: user_id and channel_name; 10003 wrong user name or password',
        description: `${CHANNEL_LOGIN_LIMITS.failures} failures within 15 minutes from one address freeze the account for that address for 24 h (${CHANNEL_LOGIN_LIMITS.anywhere} from anywhere: everywhere): 500002, even with the right password.`,
        body: Type.Object({ username: RuleText(64, 'user name'), password: RuleText(128, 'password (no length rule)') }),
        response: { 200: envelope(optionalFields(ChannelLoginFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { password = '' } = request.body;
      const username = (request.body.username ?? '').trim();
      enforce(checkUsername(username), checkAccountPassword(password));
      const now = app.now();
      // failures are counted per user name whether or not it exists, so the freeze tells nothing either; per
      // address, so a stranger elsewhere freezes only their own, and from anywhere with a far higher bound
      const here = clientKey(request);
      const keys = { freeze: LIMIT_KEYS.channelFreeze(username, here), fail: LIMIT_KEYS.channelFailures(username, here) };
      const anywhere = { freeze: LIMIT_KEYS.channelFreeze(username, '*'), fail: LIMIT_KEYS.channelFailures(username, '*') };
      if ((await isBlocked(app.db, keys.freeze, now)) || (await isBlocked(app.db, anywhere.freeze, now))) throw new AppError(CODES.accountFrozen);
      // the attempt is counted before the hash: in a wave sent at once, the attempts past the limit freeze unhashed
      const failures = await hitCounter(app.db, keys.fail, CHANNEL_LOGIN_LIMITS.windowMs, now);
      const everywhere = await hitCounter(app.db, anywhere.fail, CHANNEL_LOGIN_LIMITS.windowMs, now);
      const freeze = async (frozen: typeof keys) => {
        // the freeze and the fresh count come together: a failure between them must not leave one alone
        await app.db.transaction().execute(async (trx) => {
          await blockKey(trx, frozen.freeze, now + CHANNEL_LOGIN_LIMITS.freezeMs, now);
          await clearCounter(trx, frozen.fail);
        });
        throw new AppError(CODES.accountFrozen);
      };
      const over = everywhere > CHANNEL_LOGIN_LIMITS.anywhere ? anywhere : failures > CHANNEL_LOGIN_LIMITS.failures ? keys : null;
      if (over) await freeze(over);
      const { passwordCost } = app.config.auth;
      const admin = await findChannelAdmin(app.db, username);
      const passed = admin ? await verifyPassword(password, admin.password_hash) : await verifyAgainstNothing(password, passwordCost);
      if (!admin || !passed) {
        const reached = everywhere >= CHANNEL_LOGIN_LIMITS.anywhere ? anywhere : failures >= CHANNEL_LOGIN_LIMITS.failures ? keys : null;
        if (reached) await freeze(reached);
        throw new AppError(CODES.wrongCredentials);
      }
      const upgraded = await upgradedHash(password, admin.password_hash, passwordCost);
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        await clearCounter(trx, keys.fail);
        await releaseHit(trx, anywhere.fail);
        if (upgraded) await upgradePasswordHash(trx, 'channel_admin', admin.id, admin.password_hash, upgraded);
        return channelAdminLogin(admin);
      });
      return ok(answer);
    },
  );
};

export default channelRoutes;
