import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A whole-form rule set: the message text of each failing field (`list.0.name` inside a list), nothing for a valid one. */
export type FormRules<F> = (values: F) => Partial<Record<keyof F | `${string}.${number}.${string}`, string | null | undefined>>;

/** Puts an error at a dotted path (`experiences.0.title`), as react-hook-form reads field arrays' errors. */
function setAt(errors: Record<string, unknown>, path: string, error: { type: string; message: string }): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = errors;
  for (let i = 0; i < keys.length - 1; i++) node = (node[keys[i]!] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
  node[keys[keys.length - 1]!] = error;
}

/**
 * A react-hook-form resolver from a rule set of shared-utils (validateBasicInfo, validateEducation…), so a
 * form checks exactly what the server checks and shows the same texts. Rules that compare fields (an end
 * before its start) are run on the whole values, like the server does.
 */
export function rulesResolver<F extends FieldValues>(rules: FormRules<F>): Resolver<F> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(rules(values))) {
      if (typeof message === 'string' && message) setAt(errors, field, { type: 'rule', message });
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<F> } : { values, errors: {} };
  };
}
