import fc from 'fast-check';
import type { Field, FieldSchema } from './routes';

/**
 * Bad input, as outside testers sent it: numbers a schema's integer check once let through (non-finite,
 * 400 digits, beyond 32 bits), text where numbers belong and the reverse, unicode edge cases, 1 MB texts.
 */
const BIG = '9'.repeat(400);
export const BAD_NUMBERS = [
  'Infinity', '-Infinity', '+Infinity', 'NaN', '1e400', '-1e400', '1e21', BIG, `-${BIG}`, `0.${BIG}`, '2147483648', '-2147483649',
  '9007199254740993', '1.5', '-0', '0', '-1', '0x10', '0b1', '1_000', '1e-400', ' 1', '1 ', '',
];
const LONE_SURROGATES = ['\uD800', '\uDFFF', 'a\uDBFFb', '\uDC00\uD800'];
export const ODD_TEXT = [
  ...LONE_SURROGATES,
  '\u0000', 'a\u0000b', '\u202Egnp.exe', 'مرحبا', '\u200B', '\u200D\u200C', '\uFEFF', '\u2028\u2029', '\u0085',
  '😀', '👩‍👩‍👧‍👦', '🏳️‍🌈', '𠜎𠜱', 'ｆｕｌｌ１２３', 'e\u0301', '\r\n\t', '%', '%zz', '%E0%A4%A', '+', '&=', '\\', '"', "'", '<script>alert(1)</script>',
  '../../etc/passwd', '${7*7}', "1' OR '1'='1", 'true', 'false', 'null', 'undefined', '[]', '{}', '[1,2]', '{"a":1}', '{"__proto__":{"x":1}}',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '["\\u0000"]', '[{"id":"\\u0000","value":1}]', '[1e400]', '["\\ud800"]',
];
/** Characters slipped into otherwise good values: NUL, lone surrogates, direction and zero-width marks, emoji. */
const POISON = ['\u0000', '\uD800', '\uDFFF', '\u202E', '\u200B', '\uFEFF', '😀', '\u0085', '\r\n', '%00'];
// NUL the most often: PostgreSQL refuses it in text, SQLite does not (a PostgreSQL-only 500)
const poison = fc.oneof({ weight: 1, arbitrary: fc.constant('\u0000') }, { weight: 2, arbitrary: fc.constantFrom(...POISON) });
const MB = 1024 * 1024;
/** one 1 MB text of each kind (a form body of it passes the body limit: 413 expected, in the envelope) */
export const HUGE_TEXT = ['a'.repeat(MB), '中'.repeat(MB / 3), '😀'.repeat(MB / 4), `${'9'.repeat(MB)}`, '%'.repeat(MB)];

/** A JSON value of any kind, for JSON bodies: deep, wide, nested objects with dangerous keys. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0, 1, -1, 1e308, -1e308, 2 ** 53 + 2, 0.1, ''),
    fc.double(),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A text value of any kind (what a query or form field can carry). */
export const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BAD_NUMBERS),
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.array(fc.constantFrom(...ODD_TEXT), { minLength: 2, maxLength: 6 }).map((xs) => xs.join('')),
  fc.nat({ max: 40_000 }).map((n) => 'x'.repeat(n)),
);

export const isNumeric = (schema: FieldSchema): boolean => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number') || (schema.anyOf ?? []).some(isNumeric);
};

/** Values for fields with a pattern (host names, ids, links, phones): the ones a pattern admits are used. */
const PATTERN_SAMPLES = ['localhost', 'school.localhost:8080', 'abc_1-Z', 'https://example.com/a', '13800138000', '1'];

/** A plausible value the schema accepts, so some requests pass validation and reach the handler. */
export function goodText(schema: FieldSchema): fc.Arbitrary<string> {
  const choices = schema.enum ?? (schema.const !== undefined ? [schema.const] : schema.anyOf?.flatMap((s) => (s.const !== undefined ? [s.const] : s.enum ?? [])));
  if (choices && choices.length > 0) return fc.constantFrom(...choices.map(String));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const min = Math.max(schema.minimum ?? -5, -1_000_000);
    const max = Math.min(schema.maximum ?? 1000, 1_000_000);
    return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) }).map(String);
  }
  if (type === 'boolean') return fc.constantFrom('true', 'false', '1', '0');
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const fits = PATTERN_SAMPLES.filter((v) => re.test(v) && v.length >= (schema.minLength ?? 0) && v.length <= (schema.maxLength ?? Infinity));
    if (fits.length > 0) return fc.constantFrom(...fits);
  }
  const max = Math.min(schema.maxLength ?? 30, 30);
  return fc.oneof(fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max }), fc.constantFrom('13800138000', '1', 'xa.example.edu.cn', '2024-09', '[]', '["计算机"]'));
}

const insertAt = (text: string, add: string, at: number) => {
  const i = text.length === 0 ? 0 : at % (text.length + 1);
  return text.slice(0, i) + add + text.slice(i);
};

/** What one field carries in a request: left out, a good value, a bad one, repeated, or bracketed. */
export type FieldValue =
  | { kind: 'absent' }
  | { kind: 'text'; value: string }
  | { kind: 'repeated'; values: string[] }
  | { kind: 'bracketed'; suffix: string; value: string }
  | { kind: 'json'; value: unknown };

export function fieldValue(field: Field, big: boolean): fc.Arbitrary<FieldValue> {
  const numeric = isNumeric(field.schema);
  // numbers get the bad numbers more often: those are what reached handlers as ±Infinity (issue 13)
  const text = fc.oneof(
    { weight: numeric ? 4 : 1, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
    { weight: 5, arbitrary: badText },
    { weight: big ? 1 : 0, arbitrary: fc.constantFrom(...HUGE_TEXT) },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({ kind: 'absent' as const }) },
    { weight: 3, arbitrary: goodText(field.schema).map((value) => ({ kind: 'text' as const, value })) },
    { weight: 3, arbitrary: fc.tuple(goodText(field.schema), poison, fc.nat()).map(([good, poison, at]) => ({ kind: 'text' as const, value: insertAt(good, poison, at) })) },
    { weight: 6, arbitrary: text.map((value) => ({ kind: 'text' as const, value })) },
    { weight: 1, arbitrary: fc.array(fc.oneof(goodText(field.schema), badText), { minLength: 2, maxLength: 4 }).map((values) => ({ kind: 'repeated' as const, values })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('[]', '[0]', '[a]', '[__proto__]', '.x'), fc.oneof(goodText(field.schema), badText)).map(([suffix, value]) => ({ kind: 'bracketed' as const, suffix, value })) },
    { weight: 1, arbitrary: jsonValue.map((value) => ({ kind: 'json' as const, value })) },
  );
}

/** A good value, or none for an optional field. */
export function goodValue(field: Field): fc.Arbitrary<FieldValue> {
  const good = goodText(field.schema).map((value): FieldValue => ({ kind: 'text', value }));
  return field.required ? good : fc.oneof(good, fc.constant<FieldValue>({ kind: 'absent' }));
}

/** Keys no schema names: prototype keys, and the same with odd spellings. */
export const extraKey = fc.constantFrom('__proto__', 'constructor', 'prototype', '__proto__[x]', 'constructor[prototype][x]', 'hasOwnProperty', 'toString', '', '\u0000', '😀', 'a'.repeat(2000));
