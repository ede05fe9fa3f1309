import { api, DEGREE_OPTIONS, RESUME_MAX, validateEducation } from '@campus/shared-utils/student';
import type { ResumeEducation, ResumeEducationInput, ResumeDegree } from '@campus/shared-utils/student';
import { useForm } from '../../hooks/use-form';
import { outcomeOf } from '../../utils/outcome';
import { FormActions } from '../form/form-actions';
import { PeriodFields, periodProps } from '../form/period-fields';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import type { EntryFormProps } from '../sections/entry-list-section';
import styles from '../form/form.module.css';

type Values = Omit<ResumeEducationInput, 'degree'> & { degree: 0 | ResumeDegree };

export type EducationFormProps = EntryFormProps<ResumeEducation>;

const EMPTY: Values = { school: '', major: '', degree: 0, start_date: '', end_date: '', description: '' };
const degrees = DEGREE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** One education entry: school, major, degree, period, description. */
export function EducationForm({ entry, onSaved, onConflict, onCancel, submitLabel }: EducationFormProps) {
  const now = Date.now();
  const initial: Values = entry
    ? { id: entry.id, version: entry.version, school: entry.school, major: entry.major, degree: entry.degree, start_date: entry.start_date, end_date: entry.end_date, description: entry.description }
    : EMPTY;
  const form = useForm<Values>(
    initial,
    (v) => validateEducation(v as ResumeEducationInput, now),
    async (v) => outcomeOf(await api.resume.saveEdu(v as ResumeEducationInput), onSaved, onConflict),
  );
  const { values, set, error, blur } = form;
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={entry ? '编辑教育经历' : '添加教育经历'}>
      <TextField label="学校名称" required value={values.school} maxLength={RESUME_MAX.school} onChange={(v) => set('school', v)} onBlur={blur('school')} error={error('school')} />
      <TextField label="专业" required value={values.major} maxLength={RESUME_MAX.major} onChange={(v) => set('major', v)} onBlur={blur('major')} error={error('major')} />
      <SelectField label="学历" required value={values.degree ? String(values.degree) : ''} options={degrees} onChange={(v) => set('degree', Number(v) as Values['degree'])} onBlur={blur('degree')} error={error('degree')} />
      <span aria-hidden="true" />
      <PeriodFields {...periodProps(form)} />
      <TextAreaField label="在校经历" value={values.description} maxLength={RESUME_MAX.description} placeholder="主修课程、成绩排名、社团与学生工作等" onChange={(v) => set('description', v)} onBlur={blur('description')} error={error('description')} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
