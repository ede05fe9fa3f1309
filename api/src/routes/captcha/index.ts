import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createPuzzle, solvePuzzle } from '../../providers/captcha/builtin-captcha';
import { parseTrack } from '../../providers/captcha/drag';
import { AppError } from '../../errors/app-error';
import { CODES, VALIDATION_MSG } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { CaptchaPuzzleFields, CaptchaTicketFields } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/**
 * The built-in slider captcha (CAPTCHA_PROVIDER=builtin): the server draws the puzzle and keeps the answer,
 * checks the drag, and issues a single-use ticket for the puzzle's app id. Not registered for the hosted service.
 */
const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { smsAppId, loginAppId } = app.config.runtime.captcha;

  app.get(
    '/api/captcha/get',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A new slider puzzle for an app id (the SMS or the password-login one)',
        querystring: Type.Object({ appid: Type.Union([Type.Literal(smsAppId), Type.Literal(loginAppId)]) }),
        response: { 200: envelope(CaptchaPuzzleFields), ...errorResponses },
      },
    },
    async (request) => ok(await createPuzzle(app.db, request.query.appid, app.now())),
  );

  app.post(
    '/api/captcha/verify',
    {
      schema: {
        tags: ['captcha'],
        summary: 'Check a drag; a right, human-looking one gives captcha_appid, captcha_randstr and captcha_ticket',
        description:
          'x: the final left offset of the piece (px, within 6 of the answer). track: JSON text of at least 5 {x, t} samples, t (ms) ' +
          'strictly increasing, at least 300 ms from first to last, starting at the left edge. Each puzzle takes one verify; 30007 otherwise.',
        body: Type.Object({
          captcha_id: Type.String({ minLength: 1, maxLength: 64 }),
          x: Type.Number({ minimum: -1000, maximum: 10_000 }),
          track: Type.String({ minLength: 2, maxLength: 20_000 }),
        }),
        response: { 200: envelope(optionalFields(CaptchaTicketFields)), ...errorResponses },
      },
    },
    async (request) => {
      const track = parseTrack(request.body.track);
      if (!track) throw new AppError(CODES.validation, 400, VALIDATION_MSG.invalid('track'));
      const ticket = await solvePuzzle(app.db, { captcha_id: request.body.captcha_id, x: request.body.x, track }, app.now());
      if (!ticket) throw new AppError(CODES.captchaRequired);
      return ok(ticket);
    },
  );
};

export default routePlugin('routes/captcha', captchaRoutes);
