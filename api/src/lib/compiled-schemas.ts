import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
export type BuildValidator = NonNullable<Compilers['buildValidator']>;
export type BuildSerializer = NonNullable<Compilers['buildSerializer']>;

/**
 * Compiled schemas, once per process. Ajv and fast-json-stringify generate code for every request and answer
 * schema of about 120 routes, close to half of building the app. A compiled function depends only on its
 * schema, the shared schemas and the compiler's options, which together are its key. A server builds its app
 * once; the API test suites build hundreds, several per file, and so compile each schema once per file.
 */
const compiled = new Map<string, unknown>();

function once<F>(key: string, compile: () => F): F {
  if (!compiled.has(key)) compiled.set(key, compile());
  return compiled.get(key) as F;
}

/** The key part of a compiler: its shared schemas and options (functions among the options are the same code each time). */
const compilerKey = (kind: string, externalSchemas: unknown, options: unknown) => `${kind}\u0000${JSON.stringify(externalSchemas)}\u0000${JSON.stringify(options)}\u0000`;

/** A validator factory whose compiled functions are kept for the process. */
export function compiledOnce(build: BuildValidator): BuildValidator {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const prefix = compilerKey('validator', externalSchemas, options);
    return (route) => once(`${prefix}${JSON.stringify(route.schema)}`, () => compile(route));
  };
}

/** Fastify's own answer serializers (fast-json-stringify), kept for the process. */
export function serializersCompiledOnce(): BuildSerializer {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const prefix = compilerKey('serializer', externalSchemas, options);
    return (route) => once(`${prefix}${JSON.stringify(route.schema)}`, () => compile(route));
  };
}
