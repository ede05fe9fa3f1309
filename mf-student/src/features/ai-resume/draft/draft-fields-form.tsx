import { useEffect, useState, type ReactElement } from 'react';
import { rulesResolver, useForm, type FieldValues, type FormRules } from '@campus/shared-utils/forms';
import { FormActions } from '../../../components/form/form-actions';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { AI_TEXT } from '../texts';
import type { FieldSpec } from './draft-sections';
import form from '../../../components/form/form.module.css';

export type DraftFieldsFormProps = {
  label: string;
  fields: readonly FieldSpec[];
  values: FieldValues;
  /** the resume area's rule for this part: the draft is checked as the resume will check it */
  check: FormRules<FieldValues>;
  onDone: (values: FieldValues) => void;
  onCancel: () => void;
  /** show every message at once (the save found this part incomplete) */
  checkNow?: boolean;
};

/** The editor of one draft part: its fields by spec, checked by the resume area's rule, applied to the draft only. */
export function DraftFieldsForm({ label, fields, values, check, onDone, onCancel, checkNow = false }: DraftFieldsFormProps): ReactElement {
  // one resolver and one copy of the values for the form's life: the draft page re-renders around it
  const [resolver] = useState(() => rulesResolver(check));
  const [defaultValues] = useState(() => ({ ...values }));
  const { control, handleSubmit } = useForm<FieldValues>({ defaultValues, mode: 'onTouched', reValidateMode: 'onChange', resolver });
  // checked as a submit would be, so each message then follows its field's changes (not only after a blur)
  useEffect(() => {
    if (checkNow) void handleSubmit(onDone)();
    // on opening only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form className={form.form} onSubmit={(e) => void handleSubmit(onDone)(e)} noValidate aria-label={label}>
      {fields.map((f) => {
        const common = { control, name: f.key, label: f.label, required: f.required };
        if (f.kind === 'select') return <SelectField key={f.key} {...common} options={f.options ?? []} />;
        if (f.kind === 'textarea') return <TextAreaField key={f.key} {...common} rows={f.key === 'description' || f.key === 'self_evaluation' ? 6 : 2} />;
        return <TextField key={f.key} {...common} type={f.kind} hint={f.hint} />;
      })}
      <FormActions saving={false} failure="" submitLabel={AI_TEXT.draft.done} onCancel={onCancel} />
    </form>
  );
}
