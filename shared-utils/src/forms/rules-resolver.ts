import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A whole-form rule set: the message text of each failing field, nothing for a valid one. */
export type FormRules<F> = (values: F) => Partial<Record<keyof F, string | null | undefined>>;

/**
 * A react-hook-form resolver from a rule set of shared-utils (validateBasicInfo, validateEducation…), so a
 * form checks exactly what the server checks and shows the same texts. Rules that compare fields (an end
 * before its start) are run on the whole values, like the server does.
 */
export function rulesResolver<F extends FieldValues>(rules: FormRules<F>): Resolver<F> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(rules(values))) {
      if (typeof message === 'string' && message) errors[field] = { type: 'rule', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<F> } : { values, errors: {} };
  };
}
