import type { FastifyRequest } from 'fastify';
import { normalizeHost } from '../host';

/** The site key of a request: an explicit domain parameter, else the Host the browser used. */
export function requestSiteHost(request: FastifyRequest, domain?: string): string {
  return normalizeHost(domain ?? request.hostname);
}

/** Scheme, host and port as the browser sees this site (for links encoded in QR codes). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
