import type { ReactElement } from 'react';
import { api, RESUME_MAX, validateProject } from '@campus/shared-utils/student';
import type { ResumeProject, ResumeProjectInput } from '@campus/shared-utils/student';
import { useResumeForm } from '../../../../components/form/use-resume-form';
import { FORM_TEXT } from '../../utils/form-texts';
import { outcomeOf } from '../../../../components/form/outcome';
import { FormActions } from '../../../../components/form/form-actions';
import { PeriodFields } from '../../../../components/form/period-fields';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { TextField } from '../../../../components/form/text-field';
import type { EntryFormProps } from '../sections/entry-list-section';
import styles from '../../../../components/form/form.module.css';

export type ProjectFormProps = EntryFormProps<ResumeProject>;

const T = FORM_TEXT.project;
const EMPTY: ResumeProjectInput = { name: '', role: '', start_date: '', end_date: '', description: '' };

/** One project entry: name, role, period, description. */
export function ProjectForm({ entry, onSaved, onConflict, onCancel, submitLabel }: ProjectFormProps): ReactElement {
  const now = Date.now();
  const initial: ResumeProjectInput = entry
    ? { id: entry.id, version: entry.version, name: entry.name, role: entry.role, start_date: entry.start_date, end_date: entry.end_date, description: entry.description }
    : EMPTY;
  const form = useResumeForm<ResumeProjectInput>(
    initial,
    (v) => validateProject(v, now),
    async (v) => outcomeOf(await api.resume.saveProject(v), onSaved, onConflict),
  );
  const { control } = form;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={entry ? T.edit : T.add}>
      <TextField control={control} name="name" label={T.name} required maxLength={RESUME_MAX.projectName} />
      <TextField control={control} name="role" label={T.role} required maxLength={RESUME_MAX.role} />
      <PeriodFields form={form} />
      <TextAreaField control={control} name="description" label={T.description} maxLength={RESUME_MAX.description} placeholder={T.descriptionPlaceholder} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
