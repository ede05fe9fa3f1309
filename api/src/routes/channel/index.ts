import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAccountPassword, checkUsername } from '@campus/shared-utils/rules';
import { enforce } from '../../auth/input-rules';
import { CHANNEL_LOGIN_LIMITS } from '../../auth/limits';
import { guardLogin } from '../../auth/login-guard';
import { trustBrowser } from '../../auth/device-trust';
import { channelAdminLogin } from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { upgradedHash, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { findChannelAdmin } from '../../db/repositories/admin';
import { upgradePasswordHash } from '../../db/repositories/password-hash';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { CaptchaFields, ChannelLoginFields, RuleText } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/** Channel (organiser) admins log in with user name and password; repeated failures freeze the account (spec §8, §9). */
const channelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/channel/user/login',
    {
      schema: {
        tags: ['channel'],
        summary: 'Channel admin login: user_id and channel_name; 10003 wrong user name or password',
        description: `${CHANNEL_LOGIN_LIMITS.perRequester} failures within 15 minutes from one requester (a browser that logged in to the account before, else an address) freeze the account for that requester for 24 h: 500002, even with the right password; ${CHANNEL_LOGIN_LIMITS.anywhere} from strangers together freeze it for every browser not trusted for it (and log an alert). From ${CHANNEL_LOGIN_LIMITS.captchaAfter?.mine} failures of the requester (or ${CHANNEL_LOGIN_LIMITS.captchaAfter?.strangers} of strangers together) within the window, each attempt needs a passed slider of the login app id (captcha_appid, captcha_randstr, captcha_ticket) first: 30007 without one, neither counted nor checked.`,
        body: Type.Object({ username: RuleText(64, 'user name'), password: RuleText(128, 'password (no length rule)'), ...CaptchaFields }),
        response: { 200: envelope(optionalFields(ChannelLoginFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { password = '' } = request.body;
      const username = (request.body.username ?? '').trim();
      enforce(checkUsername(username), checkAccountPassword(password));
      // failures are counted per user name whether or not it exists, so a freeze tells nothing either
      const guard = await guardLogin(app, request, 'channel', username, CHANNEL_LOGIN_LIMITS, CODES.accountFrozen, request.body);
      const { passwordCost } = app.config.auth;
      const admin = await findChannelAdmin(app.db, username);
      const passed = admin ? await verifyPassword(password, admin.password_hash) : await verifyAgainstNothing(password, passwordCost);
      if (!admin || !passed) throw new AppError((await guard.failed()) ? CODES.accountFrozen : CODES.wrongCredentials);
      const upgraded = await upgradedHash(password, admin.password_hash, passwordCost);
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        await guard.succeeded(trx);
        if (upgraded) await upgradePasswordHash(trx, 'channel_admin', admin.id, admin.password_hash, upgraded);
        return channelAdminLogin(admin);
      });
      trustBrowser(app, request, reply, 'login', guard.subject);
      return ok(answer);
    },
  );
};

export default routePlugin('routes/channel', channelRoutes);
