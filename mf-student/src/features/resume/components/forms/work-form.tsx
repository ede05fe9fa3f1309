import type { ReactElement } from 'react';
import { api, RESUME_MAX, validateWork, WORK_KIND_OPTIONS } from '@campus/shared-utils/student';
import type { ResumeWork, ResumeWorkInput, ResumeWorkKind } from '@campus/shared-utils/student';
import { useResumeForm } from '../../../../components/form/use-resume-form';
import { FORM_TEXT } from '../../utils/form-texts';
import { outcomeOf } from '../../../../components/form/outcome';
import { FormActions } from '../../../../components/form/form-actions';
import { PeriodFields } from '../../../../components/form/period-fields';
import { SelectField } from '../../../../components/form/select-field';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { TextField } from '../../../../components/form/text-field';
import type { EntryFormProps } from '../sections/entry-list-section';
import styles from '../../../../components/form/form.module.css';

type Values = Omit<ResumeWorkInput, 'kind'> & { kind: 0 | ResumeWorkKind };

export type WorkFormProps = EntryFormProps<ResumeWork>;

const T = FORM_TEXT.work;
const EMPTY: Values = { kind: 1, company: '', position: '', start_date: '', end_date: '', description: '' };

/** One internship or work entry: kind, company, position, period, description. */
export function WorkForm({ entry, onSaved, onConflict, onCancel, submitLabel }: WorkFormProps): ReactElement {
  const now = Date.now();
  const initial: Values = entry
    ? { id: entry.id, version: entry.version, kind: entry.kind, company: entry.company, position: entry.position, start_date: entry.start_date, end_date: entry.end_date, description: entry.description }
    : EMPTY;
  const form = useResumeForm<Values>(
    initial,
    (v) => validateWork(v as ResumeWorkInput, now),
    async (v) => outcomeOf(await api.resume.saveWork(v as ResumeWorkInput), onSaved, onConflict),
  );
  const { control } = form;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={entry ? T.edit : T.add}>
      <SelectField control={control} name="kind" label={T.kind} required options={WORK_KIND_OPTIONS} />
      <TextField control={control} name="company" label={T.company} required maxLength={RESUME_MAX.company} />
      <TextField control={control} name="position" label={T.position} required maxLength={RESUME_MAX.position} />
      <span aria-hidden="true" />
      <PeriodFields form={form} />
      <TextAreaField control={control} name="description" label={T.description} maxLength={RESUME_MAX.description} placeholder={T.descriptionPlaceholder} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
