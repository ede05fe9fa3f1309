import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkStudentCode, SMS_COUNTDOWN_S } from '@campus/shared-utils/rules';
import type { FastifyReply } from 'fastify';
import { enforce, studentPhone } from '../../auth/input-rules';
import { maskPhone } from '../../auth/session-cookie';
import { checkSmsCode, sendSmsCode, useCheckedSmsCode } from '../../auth/sms-codes';
import { trustBrowser } from '../../auth/device-trust';
import { confirmQrLogin, countQrSend, findOpenQrLogin, markQrScanned } from '../../db/repositories/qr-login';
import { loginStudent } from '../../db/repositories/student';
import { AppError } from '../../errors/app-error';
import { CODES, QR_PAGE_TEXT } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { CaptchaFields, PhoneField, SmsCodeField } from '../../auth/fields';
import { envelope, errorResponses } from '../../lib/envelope-schema';
import { QR_SLIDER_PATH, qrConfirmPage, type QrCaptcha, type QrConfirmView } from '../../web/qr-confirm-page';
import { QR_SLIDER_SCRIPT } from '../../web/qr-confirm-slider';
import { requireCaptcha } from '../../auth/require-captcha';
import { ensureClientToken } from '../../lib/client-token';
import { routePlugin } from '../../lib/route-plugin';

/** Codes one QR can send from its page, each after its own slider captcha (spec §5). */
const MAX_SENDS_PER_QR = 3;
/** How long the desktop has to collect a confirmed login. */
const COLLECT_GRACE_MS = 30_000;

const Uuid = Type.String({ minLength: 1, maxLength: 64 });

function sendPage(reply: FastifyReply, view: QrConfirmView): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(qrConfirmPage(view));
}

/**
 * The phone side of the QR login (docs/architecture.md §4 Providers, demo): the page the QR encodes, where the
 * student proves the phone with an SMS code; confirming logs the polling desktop in.
 */
const qrConfirmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { provider, smsAppId, scriptUrl } = app.config.runtime.captcha;
  const captcha: QrCaptcha = provider === 'hosted' ? { appId: smsAppId, hostedScript: scriptUrl } : { appId: smsAppId };
  const taiwanEnabled = async (host: string) => (await app.siteOf(host)).is_taiban === 1;

  app.get(
    '/api/user/qrconfirm',
    {
      schema: {
        tags: ['user'],
        summary: 'The phone confirm page a login QR encodes (HTML); opening it marks the QR scanned',
        querystring: Type.Object({ uuid: Type.Optional(Uuid) }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const now = app.now();
      const uuid = request.query.uuid ?? '';
      const open = uuid ? await findOpenQrLogin(app.db, uuid, now) : undefined;
      if (!open) return sendPage(reply, { kind: 'expired' });
      await markQrScanned(app.db, uuid, now);
      // the phone's slider draws with its own budget from the first puzzle on
      ensureClientToken(app, request, reply);
      return sendPage(reply, { kind: 'form', uuid, phone: '', captcha });
    },
  );

  app.get(
    QR_SLIDER_PATH,
    { schema: { tags: ['user'], summary: 'The slider script of the phone confirm page (JavaScript)', produces: ['text/javascript'] } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(QR_SLIDER_SCRIPT),
  );

  app.post(
    '/api/user/qrconfirm',
    {
      schema: {
        tags: ['user'],
        summary: 'Confirm a QR login from the phone (step=confirm, the default) or send its code (step=sendcode)',
        description:
          'step=sendcode sends a code to the phone after a slider captcha of the SMS app id (captcha_appid, captcha_randstr, ' +
          'captcha_ticket; 30007 without one), at most 3 per QR, with the usual countdown and daily caps. ' +
          'step=confirm checks phone and code, registers a new student, and lets the desktop collect the login. ' +
          'With view=html (the page’s own form) the answer is the page again; otherwise the envelope (20103 for an expired QR).',
        body: Type.Object({
          uuid: Uuid,
          phone: PhoneField,
          smsCode: SmsCodeField,
          step: Type.Optional(Type.Union([Type.Literal('sendcode'), Type.Literal('confirm')])),
          view: Type.Optional(Type.Literal('html')),
          ...CaptchaFields,
        }),
        response: { 200: envelope({}), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { uuid, step = 'confirm', view } = request.body;
      const now = app.now();
      const typed = request.body.phone ?? '';
      try {
        const open = await findOpenQrLogin(app.db, uuid, now);
        if (!open) throw new AppError(CODES.qrExpired);
        // any use of the page means the phone has the code in hand
        await markQrScanned(app.db, uuid, now);
        const phone = studentPhone(typed, await taiwanEnabled(open.host));
        if (step === 'sendcode') {
          await requireCaptcha(app, request, 'sms', request.body);
          if (!(await countQrSend(app.db, uuid, MAX_SENDS_PER_QR, now))) throw new AppError(CODES.smsTooSoon, 200, QR_PAGE_TEXT.sendLimit);
          await sendSmsCode(app, { phone, purpose: 'qr', request, resendSeconds: SMS_COUNTDOWN_S.student });
          return view ? sendPage(reply, { kind: 'form', uuid, phone: typed, captcha, notice: QR_PAGE_TEXT.codeSent(maskPhone(phone)) }) : ok({});
        }
        const code = request.body.smsCode ?? '';
        enforce(checkStudentCode(code));
        const codeId = await checkSmsCode(app, { phone, purpose: 'qr', code });
        // the code, a new student and the confirmation: all or nothing
        await app.db.transaction().execute(async (trx) => {
          await useCheckedSmsCode(trx, codeId, now);
          const { student } = await loginStudent(trx, phone, now);
          if (!(await confirmQrLogin(trx, uuid, student.id, now, COLLECT_GRACE_MS))) throw new AppError(CODES.qrExpired);
        });
        trustBrowser(app, request, reply, 'sms', phone);
        return view ? sendPage(reply, { kind: 'done' }) : ok({});
      } catch (err) {
        if (!view || !(err instanceof AppError)) throw err;
        if (err.entry.code === CODES.qrExpired.code) return sendPage(reply, { kind: 'expired' });
        return sendPage(reply, { kind: 'form', uuid, phone: typed, captcha, error: err.message });
      }
    },
  );
};

export default routePlugin('routes/user/qr-confirm', qrConfirmRoutes);
