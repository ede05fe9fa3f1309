/**
 * The browser's TypeBox. The shapes are written with TypeBox's `Type` builder, but the real one would add about
 * 12 KB gzip to the first load of the home (ARCHITECTURE §7). Browser builds alias `@sinclair/typebox` to this
 * file (scripts/build/parcels.mjs): the same JSON Schema objects, from only the builders the shapes use, without
 * TypeBox's symbols (conform reads plain JSON Schema). type-lite.test.ts proves every shape comes out the same.
 */
export type { SchemaOptions, Static, TSchema } from '@sinclair/typebox';

type Schema = Record<string, unknown>;
type Options = object | undefined;

const make = (schema: Schema, options: Options): Schema => ({ ...options, ...schema });

export const Type = {
  String: (options?: object) => make({ type: 'string' }, options),
  Integer: (options?: object) => make({ type: 'integer' }, options),
  Number: (options?: object) => make({ type: 'number' }, options),
  Boolean: (options?: object) => make({ type: 'boolean' }, options),
  Null: (options?: object) => make({ type: 'null' }, options),
  Literal: (value: string | number | boolean, options?: object) => make({ const: value, type: typeof value }, options),
  Array: (items: Schema, options?: object) => make({ type: 'array', items }, options),
  // TypeBox answers a union of one with that one schema
  Union: (anyOf: Schema[], options?: object) => make(anyOf.length === 1 ? anyOf[0]! : { anyOf }, options),
  // every property is required: no shape has an optional one (TypeBox leaves `required` out when empty)
  Object: (properties: Record<string, Schema>, options?: object) => {
    const required = Object.keys(properties);
    return make(required.length > 0 ? { type: 'object', required, properties } : { type: 'object', properties }, options);
  },
};
