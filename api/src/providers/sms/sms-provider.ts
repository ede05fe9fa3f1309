import type { SmsPurpose } from '../../db/tables/login-security';

/** One text message with a code; `code` travels separately for gateways that fill a template. */
export type SmsMessage = { phone: string; purpose: SmsPurpose; code: string; text: string };

/** Sends SMS messages (docs/architecture.md §4 Providers); rejects when the message was not accepted. */
export interface SmsProvider {
  readonly name: 'dev' | 'http';
  send(message: SmsMessage): Promise<void>;
}
