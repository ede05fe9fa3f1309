import { api, cleanItems, JOB_NATURE_OPTIONS, RESUME_LIMITS, RESUME_MAX, validateIntention } from '@campus/shared-utils';
import type { JobIntention, JobIntentionInput, IntentionNature } from '@campus/shared-utils';
import { useForm, type FieldErrors } from '../../hooks/use-form';
import { outcomeOf } from '../../utils/outcome';
import { FormActions } from '../form/form-actions';
import { SelectField } from '../form/select-field';
import { TagField } from '../form/tag-field';
import { TextField } from '../form/text-field';
import type { RecordFormProps } from '../sections/record-section';
import styles from '../form/form.module.css';

type Values = { categories: string[]; cities: string[]; salaryMin: string; salaryMax: string; nature: 0 | IntentionNature; version: number };

export type IntentionFormProps = RecordFormProps<JobIntention>;

const natures = JOB_NATURE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));
const CATEGORY_PICKS = ['前端开发', 'Java开发', '数据分析', '产品经理', '市场营销', '人力资源', '财务会计', '教师'];
const CITY_PICKS = ['北京', '上海', '广州', '深圳', '杭州', '南京', '成都', '武汉'];

// An empty salary box is 0; both 0 reads 面议 (negotiable).
const amount = (text: string) => (text.trim() === '' ? 0 : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function toInput(v: Values): JobIntentionInput {
  return { categories: cleanItems(v.categories), cities: cleanItems(v.cities), salary_min: amount(v.salaryMin), salary_max: amount(v.salaryMax), nature: v.nature as IntentionNature, version: v.version };
}

function check(v: Values): FieldErrors<Values> {
  const e = validateIntention(toInput(v));
  return { categories: e.categories, cities: e.cities, salaryMin: e.salary_min, nature: e.nature };
}

/** Job intention: desired positions and cities, monthly salary (empty = 面议), nature of the job. */
export function IntentionForm({ record: intention, onSaved, onConflict, onCancel, submitLabel, cancelLabel }: IntentionFormProps) {
  const show = (n: number) => (n ? String(n) : '');
  const form = useForm<Values>(
    { categories: intention.categories, cities: intention.cities, salaryMin: show(intention.salary_min), salaryMax: show(intention.salary_max), nature: intention.nature, version: intention.version },
    check,
    async (v) => outcomeOf(await api.resume.savePositionIntention(toInput(v)), onSaved, onConflict),
  );
  const { values, set, error, blur } = form;
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="求职意向">
      <TagField label="期望职位" required values={values.categories} max={RESUME_LIMITS.intentionItems} maxLength={RESUME_MAX.intentionItem} placeholder="如：前端开发" suggestions={CATEGORY_PICKS} onChange={(v) => set('categories', v)} onBlur={blur('categories')} error={error('categories')} />
      <TagField label="期望城市" required values={values.cities} max={RESUME_LIMITS.intentionItems} maxLength={RESUME_MAX.intentionItem} placeholder="如：上海" suggestions={CITY_PICKS} onChange={(v) => set('cities', v)} onBlur={blur('cities')} error={error('cities')} />
      <TextField label="最低月薪（元）" value={values.salaryMin} maxLength={7} placeholder="不填为面议" onChange={(v) => set('salaryMin', v)} onBlur={blur('salaryMin')} error={error('salaryMin')} />
      <TextField label="最高月薪（元）" value={values.salaryMax} maxLength={7} placeholder="不填为面议" onChange={(v) => set('salaryMax', v)} onBlur={blur('salaryMin')} />
      <SelectField label="工作性质" required value={values.nature ? String(values.nature) : ''} options={natures} onChange={(v) => set('nature', Number(v) as Values['nature'])} onBlur={blur('nature')} error={error('nature')} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} cancelLabel={cancelLabel} />
    </form>
  );
}
