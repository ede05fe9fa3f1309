import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { normalizeHost } from '../host';

/** The site key of a request: an explicit domain parameter, else the Host the browser used. */
export function requestSiteHost(request: FastifyRequest, domain?: string): string {
  return normalizeHost(domain ?? request.hostname);
}

/**
 * Scheme, host and port as the browser sees this site (for links encoded in QR codes). A Host no browser
 * sends (`localhost:99999`, spaces) makes no origin: the request is refused as malformed (HTTP 400).
 */
export function requestOrigin(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  if (!URL.canParse(origin)) throw new AppError(CODES.badRequest, 400);
  return origin;
}
