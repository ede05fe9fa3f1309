/**
 * The client address that limits key on (the rate limit, SMS caps, captcha tickets), with IPv4-mapped IPv6
 * (the dual-stack listener's form) read as plain IPv4. The rate-limit plugin's default parses every address
 * with a full IPv6 library on every request.
 */
export function clientKey(request: { ip: string }): string {
  return request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
}
