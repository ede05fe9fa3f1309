/**
 * Reads one cookie from a Cookie header. Written here rather than taken from @fastify/cookie, which loads
 * the `cookie` package with a dynamic import() that Jest's CommonJS runtime cannot run on Node 20.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export type CookieOptions = { maxAgeSeconds: number; httpOnly: boolean; secure: boolean; path?: string; sameSite?: 'Lax' | 'Strict' };

/** One Set-Cookie value; a max age of 0 removes the cookie. Names and values are ours (URL-safe), still encoded. */
export function serializeCookie(name: string, value: string, opts: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path ?? '/'}`, `Max-Age=${Math.max(0, Math.floor(opts.maxAgeSeconds))}`, `SameSite=${opts.sameSite ?? 'Lax'}`];
  if (opts.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}
