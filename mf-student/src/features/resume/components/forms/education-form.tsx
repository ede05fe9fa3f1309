import type { ReactElement } from 'react';
import { api, DEGREE_OPTIONS, RESUME_MAX, validateEducation } from '@campus/shared-utils/student';
import type { ResumeEducation, ResumeEducationInput, ResumeDegree } from '@campus/shared-utils/student';
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

type Values = Omit<ResumeEducationInput, 'degree'> & { degree: 0 | ResumeDegree };

export type EducationFormProps = EntryFormProps<ResumeEducation>;

const T = FORM_TEXT.education;
const EMPTY: Values = { school: '', major: '', degree: 0, start_date: '', end_date: '', description: '' };

/** One education entry: school, major, degree, period, description. */
export function EducationForm({ entry, onSaved, onConflict, onCancel, submitLabel }: EducationFormProps): ReactElement {
  const now = Date.now();
  const initial: Values = entry
    ? { id: entry.id, version: entry.version, school: entry.school, major: entry.major, degree: entry.degree, start_date: entry.start_date, end_date: entry.end_date, description: entry.description }
    : EMPTY;
  const form = useResumeForm<Values>(
    initial,
    (v) => validateEducation(v as ResumeEducationInput, now),
    async (v) => outcomeOf(await api.resume.saveEdu(v as ResumeEducationInput), onSaved, onConflict),
  );
  const { control } = form;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={entry ? T.edit : T.add}>
      <TextField control={control} name="school" label={T.school} required maxLength={RESUME_MAX.school} />
      <TextField control={control} name="major" label={T.major} required maxLength={RESUME_MAX.major} />
      <SelectField control={control} name="degree" label={T.degree} required options={DEGREE_OPTIONS} />
      <span aria-hidden="true" />
      <PeriodFields form={form} />
      <TextAreaField control={control} name="description" label={T.description} maxLength={RESUME_MAX.description} placeholder={T.descriptionPlaceholder} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
