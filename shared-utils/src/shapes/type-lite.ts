/**
 * The browser's TypeBox. The shapes are written with TypeBox's `Type` builder, but the real one would add about
 * 12 KB gzip to the first load of the home (docs/architecture.md §7). Browser builds alias `@sinclair/typebox` to this
 * file (scripts/build/parcels.mjs): the same JSON Schema objects, from only the builders the shapes use, without
 * TypeBox's symbols (conform reads plain JSON Schema). type-lite.test.ts proves every shape comes out the same.
 */
export type { SchemaOptions, Static, TSchema } from '@sinclair/typebox';

type Schema = Record<string, unknown>;
type Options = object | undefined;

const make = (schema: Schema, options: Options): Schema => ({ ...options, ...schema });

/** Marks a property Optional for the Object around it, which leaves it out of `required` and drops the mark. */
const OPTIONAL = Symbol('optional');
type Marked = Schema & { [OPTIONAL]?: true };
const unmarked = (schema: Marked): Schema => {
  const { [OPTIONAL]: _mark, ...rest } = schema;
  return rest;
};

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
  Optional: (schema: Schema): Schema => ({ ...schema, [OPTIONAL]: true }) as Marked,
  // every property is required but those marked Optional (TypeBox leaves `required` out when empty)
  Object: (properties: Record<string, Marked>, options?: object) => {
    const required = Object.keys(properties).filter((key) => !properties[key]![OPTIONAL]);
    const plain = Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, unmarked(schema)]));
    return make(required.length > 0 ? { type: 'object', required, properties: plain } : { type: 'object', properties: plain }, options);
  },
};
