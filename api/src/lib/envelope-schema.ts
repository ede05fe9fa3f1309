import { Type, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';

/** The spec §3 envelope around the data fields of one answer. */
export function envelope<P extends TProperties>(fields: P) {
  return Type.Object({
    apiStatus: Type.Boolean(),
    msg: Type.String(),
    data: Type.Object({ code: Type.Integer({ description: '0 is success' }), msg: Type.String(), ...fields }),
  });
}

type OptionalAll<P extends TProperties> = { [K in keyof P]: P[K] extends TOptional<TSchema> ? P[K] : TOptional<P[K]> };

/** Marks every field optional: for answers that may also be a business failure carrying only code and msg. */
export function optionalFields<P extends TProperties>(fields: P): OptionalAll<P> {
  const out: Record<string, TSchema> = {};
  for (const [key, schema] of Object.entries(fields)) out[key] = Type.Optional(schema);
  return out as OptionalAll<P>;
}

export const ErrorEnvelope = envelope({});

/** Failures every route may answer with. */
export const errorResponses = {
  400: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
} as const;

/** A host name as the front end sends it (location.host): letters, digits, dots and dashes, optional port. */
export const Domain = Type.String({
  minLength: 1,
  maxLength: 253,
  pattern: '^(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$',
  description: 'site host, e.g. school.localhost (a port is ignored)',
  examples: ['school.localhost'],
});

export const DomainBody = Type.Object({ domain: Domain });
export const OptionalDomain = Type.Object({ domain: Type.Optional(Domain) });

export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** A QR parameter id ("scene"): short, URL-safe. */
export const Scene = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const QrImage = Type.String({ description: 'PNG data URL (data:image/png;base64,…)' });

export type ObjectSchema = TObject;
