import { Type, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';

/**
 * A schema without its `default`s. The answer shapes' defaults say how the client reads a missing field
 * (shared-utils shapes/); fast-json-stringify would write them into answers that leave the field out, such as a
 * failure's envelope. Other keys (TypeBox's symbols included) are kept.
 */
function withoutDefaults<T extends TSchema>(schema: T): T {
  const out = { ...schema } as Record<string | symbol, unknown>;
  delete out.default;
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties as TProperties).map(([k, v]) => [k, withoutDefaults(v)]));
  if (schema.items) out.items = withoutDefaults(schema.items as TSchema);
  if (schema.anyOf) out.anyOf = (schema.anyOf as TSchema[]).map(withoutDefaults);
  return out as T;
}

/** The spec §3 envelope around the data fields of one answer. */
export function envelope<P extends TProperties>(fields: P) {
  const data = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, withoutDefaults(v)])) as P;
  return Type.Object({
    apiStatus: Type.Boolean(),
    msg: Type.String(),
    data: Type.Object({ code: Type.Integer({ description: '0 is success' }), msg: Type.String(), ...data }),
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

/** A row id as a request names it. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** A QR parameter id ("scene"): short, URL-safe. */
export const Scene = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const QrImage = Type.String({ description: 'PNG data URL (data:image/png;base64,…)' });

export type ObjectSchema = TObject;
