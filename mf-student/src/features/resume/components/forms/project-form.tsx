import { api, RESUME_MAX, validateProject } from '@campus/shared-utils/student';
import type { ResumeProject, ResumeProjectInput } from '@campus/shared-utils/student';
import { useForm } from '../../hooks/use-form';
import { outcomeOf } from '../../utils/outcome';
import { FormActions } from '../form/form-actions';
import { PeriodFields, periodProps } from '../form/period-fields';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import type { EntryFormProps } from '../sections/entry-list-section';
import styles from '../form/form.module.css';

export type ProjectFormProps = EntryFormProps<ResumeProject>;

const EMPTY: ResumeProjectInput = { name: '', role: '', start_date: '', end_date: '', description: '' };

/** One project entry: name, role, period, description. */
export function ProjectForm({ entry, onSaved, onConflict, onCancel, submitLabel }: ProjectFormProps) {
  const now = Date.now();
  const initial: ResumeProjectInput = entry
    ? { id: entry.id, version: entry.version, name: entry.name, role: entry.role, start_date: entry.start_date, end_date: entry.end_date, description: entry.description }
    : EMPTY;
  const form = useForm<ResumeProjectInput>(
    initial,
    (v) => validateProject(v, now),
    async (v) => outcomeOf(await api.resume.saveProject(v), onSaved, onConflict),
  );
  const { values, set, error, blur } = form;
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={entry ? '编辑项目经历' : '添加项目经历'}>
      <TextField label="项目名称" required value={values.name} maxLength={RESUME_MAX.projectName} onChange={(v) => set('name', v)} onBlur={blur('name')} error={error('name')} />
      <TextField label="担任角色" required value={values.role} maxLength={RESUME_MAX.role} onChange={(v) => set('role', v)} onBlur={blur('role')} error={error('role')} />
      <PeriodFields {...periodProps(form)} />
      <TextAreaField label="项目描述" value={values.description} maxLength={RESUME_MAX.description} placeholder="项目背景、你的职责与成果" onChange={(v) => set('description', v)} onBlur={blur('description')} error={error('description')} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
