import type { SmsProvider } from './sms-provider';

export type HttpSmsOptions = { url: string; key: string; timeoutMs?: number };

/**
 * An HTTP SMS gateway (SMS_PROVIDER=http): POSTs `{phone, message, code, purpose}` as JSON with
 * `Authorization: Bearer <SMS_GATEWAY_KEY>`; any 2xx answer means accepted.
 */
export function createHttpSms({ url, key, timeoutMs = 5000 }: HttpSmsOptions): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ phone: message.phone, message: message.text, code: message.code, purpose: message.purpose }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // drain the body so the connection is released
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
