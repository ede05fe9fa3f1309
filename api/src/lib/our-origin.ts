import type { FastifyRequest } from 'fastify';

/** The origins that are ours: the demo and school sites' hosts, and CORS_ORIGINS given whole. */
export type OriginPolicy = { siteHosts: ReadonlySet<string>; extra: ReadonlySet<string> };

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The port a Host header names, or the scheme's default. */
function portOfHost(host: string | undefined, scheme: string): string {
  const port = /:(\d+)$/.exec(host ?? '')?.[1];
  return port ?? DEFAULT_PORT[scheme] ?? '';
}

/**
 * Whether an origin (scheme, host and port) is one of ours: exactly one of CORS_ORIGINS, or a site host reached
 * with the very scheme and port this request arrived on. Another port or scheme of a site host is someone else
 * (any local program can listen on a port of school.localhost).
 */
export function isOurOrigin(origin: string | undefined, request: FastifyRequest, policy: OriginPolicy): boolean {
  if (!origin) return false;
  if (policy.extra.has(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!policy.siteHosts.has(url.hostname.toLowerCase())) return false;
  const scheme = `${request.protocol}:`;
  return url.protocol === scheme && (url.port || DEFAULT_PORT[url.protocol]) === portOfHost(request.headers.host, scheme);
}

/** The origin of a Referer, for browsers that send no Sec-Fetch-Site. */
export function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
