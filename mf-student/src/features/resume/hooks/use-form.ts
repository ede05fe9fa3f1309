import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';

/** Field → message text of each failing field; empty when the form is valid. */
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

export type SaveOutcome = { ok: true } | { ok: false; msg: string };

export type FormApi<F> = {
  values: F;
  set: <K extends keyof F>(field: K, value: F[K]) => void;
  /** the message to show for a field: after it was left once, or after a submit */
  error: (field: keyof F) => string | undefined;
  blur: (field: keyof F) => () => void;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** what the server said when the save failed */
  failure: string;
  formRef: RefObject<HTMLFormElement | null>;
};

/**
 * A controlled form checked in place: the rules run on every change (errors are derived, never stored),
 * a field shows its message once it was left or the form was submitted, a submit with errors focuses
 * the first invalid field, and a valid submit runs `save` (which never throws: API calls resolve).
 */
export function useForm<F extends object>(initial: F, validate: (values: F) => FieldErrors<F>, save: (values: F) => Promise<SaveOutcome>): FormApi<F> {
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<ReadonlySet<keyof F>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement | null>(null);
  const errors = validate(values);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  return {
    values,
    set: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      setFailure('');
    },
    error: (field) => (attempts > 0 || left.has(field) ? errors[field] : undefined),
    blur: (field) => () => setLeft((s) => (s.has(field) ? s : new Set(s).add(field))),
    onSubmit: (event) => {
      event.preventDefault();
      if (saving) return;
      setAttempts((n) => n + 1);
      if (Object.values(errors).some(Boolean)) return;
      setSaving(true);
      void save(values).then((outcome) => {
        setSaving(false);
        if (!outcome.ok) setFailure(outcome.msg);
      });
    },
    saving,
    failure,
    formRef,
  };
}
