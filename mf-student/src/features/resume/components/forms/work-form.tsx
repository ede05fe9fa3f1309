import { api, RESUME_MAX, validateWork, WORK_KIND_OPTIONS } from '@campus/shared-utils/student';
import type { ResumeWork, ResumeWorkInput, ResumeWorkKind } from '@campus/shared-utils/student';
import { useForm } from '../../hooks/use-form';
import { outcomeOf } from '../../utils/outcome';
import { FormActions } from '../form/form-actions';
import { PeriodFields, periodProps } from '../form/period-fields';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import type { EntryFormProps } from '../sections/entry-list-section';
import styles from '../form/form.module.css';

type Values = Omit<ResumeWorkInput, 'kind'> & { kind: 0 | ResumeWorkKind };

export type WorkFormProps = EntryFormProps<ResumeWork>;

const EMPTY: Values = { kind: 1, company: '', position: '', start_date: '', end_date: '', description: '' };
const kinds = WORK_KIND_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/** One internship or work entry: kind, company, position, period, description. */
export function WorkForm({ entry, onSaved, onConflict, onCancel, submitLabel }: WorkFormProps) {
  const now = Date.now();
  const initial: Values = entry
    ? { id: entry.id, version: entry.version, kind: entry.kind, company: entry.company, position: entry.position, start_date: entry.start_date, end_date: entry.end_date, description: entry.description }
    : EMPTY;
  const form = useForm<Values>(
    initial,
    (v) => validateWork(v as ResumeWorkInput, now),
    async (v) => outcomeOf(await api.resume.saveWork(v as ResumeWorkInput), onSaved, onConflict),
  );
  const { values, set, error, blur } = form;
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={entry ? '编辑实习/工作经历' : '添加实习/工作经历'}>
      <SelectField label="经历类型" required value={values.kind ? String(values.kind) : ''} options={kinds} onChange={(v) => set('kind', Number(v) as Values['kind'])} onBlur={blur('kind')} error={error('kind')} />
      <TextField label="公司名称" required value={values.company} maxLength={RESUME_MAX.company} onChange={(v) => set('company', v)} onBlur={blur('company')} error={error('company')} />
      <TextField label="职位名称" required value={values.position} maxLength={RESUME_MAX.position} onChange={(v) => set('position', v)} onBlur={blur('position')} error={error('position')} />
      <span aria-hidden="true" />
      <PeriodFields {...periodProps(form)} />
      <TextAreaField label="工作内容" value={values.description} maxLength={RESUME_MAX.description} placeholder="负责的工作、用到的技能、取得的成果（尽量用数字说明）" onChange={(v) => set('description', v)} onBlur={blur('description')} error={error('description')} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
