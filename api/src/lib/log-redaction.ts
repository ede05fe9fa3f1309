import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Calls whose whole query string is secret: the GET login carries the SMS code, the hand-off its ticket. */
const SECRET_QUERY_PATHS = new Set(['/api/user/login', '/api/user/sendcode', '/api/user/loginbyqrcode', '/api/user/transferlogin', '/api/dev/sms-outbox']);
/** Parameters never logged on any path. */
const SECRET_PARAMS = /^(phone|smscode|sms_code|code|password|confirm_password|ticket|captcha_ticket|captcha_randstr|uuid|token)$/i;

/** The URL as logged: query values of secret calls and secret parameters replaced by ***. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  const all = SECRET_QUERY_PATHS.has(path);
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && (all || SECRET_PARAMS.test(safeDecode(name))) ? `${name}=***` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request serializer with the URL redacted (bodies are never logged: they hold passwords). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger option with the redacting serializer; `false` (tests) stays off. */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: serializeRequest } };
}
