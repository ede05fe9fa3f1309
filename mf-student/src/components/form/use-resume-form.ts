import { useEffect, useState, type FormEvent } from 'react';
import { rulesResolver, useForm, type Control, type DefaultValues, type FieldPath, type FieldValues, type FormRules, type UseFormReturn } from '@campus/shared-utils/forms';
import type { SaveOutcome } from './outcome';

export type ResumeForm<F extends FieldValues> = {
  control: Control<F>;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** what the server said when the save failed; cleared by the next change */
  failure: string;
  /** checks a field again if its message may show (it was left, or the form was submitted): a rule comparing it with another field changed */
  recheck: (name: FieldPath<F>) => void;
  getValues: UseFormReturn<F>['getValues'];
  setValue: UseFormReturn<F>['setValue'];
};

/**
 * A resume form on react-hook-form, checked with the area's shared rules (the server's own): a field shows
 * its message once it was left, then follows every change; a submit shows every message and focuses the
 * first invalid field; a valid submit runs `save` (which never throws: API calls resolve).
 */
export function useResumeForm<F extends FieldValues>(
  initial: F,
  rules: FormRules<F>,
  save: (values: F) => Promise<SaveOutcome>,
  /** onSubmit for a form with lists: a list item added is not judged before the first submit */
  mode: 'onTouched' | 'onSubmit' = 'onTouched',
): ResumeForm<F> {
  const form = useForm<F>({ defaultValues: initial as DefaultValues<F>, mode, reValidateMode: 'onChange', resolver: rulesResolver(rules) });
  const [failure, setFailure] = useState('');
  const { watch } = form;
  useEffect(() => {
    const subscription = watch(() => setFailure(''));
    return () => subscription.unsubscribe();
  }, [watch]);
  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await save(values);
    if (!outcome.ok) setFailure(outcome.msg);
  });
  const { isSubmitting, isSubmitted } = form.formState;
  const recheck = (name: FieldPath<F>) => {
    if (isSubmitted || form.getFieldState(name).isTouched) void form.trigger(name);
  };
  return { control: form.control, onSubmit: (event) => void onSubmit(event), saving: isSubmitting, failure, recheck, getValues: form.getValues, setValue: form.setValue };
}
