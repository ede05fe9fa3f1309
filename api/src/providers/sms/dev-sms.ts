import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { addOutboxMessage } from '../../db/repositories/sms-code';
import type { SmsProvider } from './sms-provider';

/**
 * The offline SMS provider: each message goes to the server log and the dev outbox
 * (GET /api/dev/sms-outbox). Production refuses it unless ALLOW_DEMO_PROVIDERS is set.
 */
export function createDevSms(db: Db, log: FastifyBaseLogger, now: () => number): SmsProvider {
  return {
    name: 'dev',
    async send(message) {
      await addOutboxMessage(db, { ...message, created_at: now() });
      log.info({ sms: { phone: message.phone, purpose: message.purpose } }, `dev SMS to ${message.phone}: ${message.text}`);
    },
  };
}
