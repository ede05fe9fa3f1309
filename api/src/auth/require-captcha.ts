import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../lib/client-key';
import { AppError } from '../errors/app-error';
import { CODES } from '../errors/codes';

export type CaptchaFields = { captcha_appid?: string; captcha_randstr?: string; captcha_ticket?: string };

/**
 * Spec §5: a passed slider before any SMS code (the SMS app id) and before an employer password login
 * (the login app id). A missing, forged, used or other-app ticket answers 30007.
 */
export async function requireCaptcha(app: FastifyInstance, request: FastifyRequest, use: 'sms' | 'login', fields: CaptchaFields): Promise<void> {
  const { smsAppId, loginAppId } = app.config.runtime.captcha;
  const expected = use === 'sms' ? smsAppId : loginAppId;
  const { captcha_appid: appid, captcha_randstr: randstr, captcha_ticket: ticket } = fields;
  if (appid !== expected || !randstr || !ticket) throw new AppError(CODES.captchaRequired);
  if (!(await app.captcha.redeem({ appid, randstr, ticket, ip: clientKey(request) }))) throw new AppError(CODES.captchaRequired);
}
