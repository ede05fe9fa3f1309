import {
  api,
  DEGREE_OPTIONS,
  graduationYearRange,
  RESUME_MAX,
  SEX_OPTIONS,
  validateBasicInfo,
} from '@campus/shared-utils/student';
import type { ResumeBasic, ResumeBasicInput, ResumeDegree, ResumeSex } from '@campus/shared-utils/student';
import { useForm } from '../../hooks/use-form';
import { outcomeOf } from '../../utils/outcome';
import { FormActions } from '../form/form-actions';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import styles from '../form/form.module.css';

type Values = Omit<ResumeBasicInput, 'sex' | 'degree'> & { sex: 0 | ResumeSex; degree: 0 | ResumeDegree };

export type BasicFormProps = {
  basic: ResumeBasic;
  onSaved: (basic: ResumeBasic) => void;
  onConflict: () => void;
  onCancel?: () => void;
  submitLabel?: string;
};

const options = (list: readonly { value: number; label: string }[]) => list.map((o) => ({ value: String(o.value), label: o.label }));
const today = () => new Date().toISOString().slice(0, 10);

function toValues(b: ResumeBasic): Values {
  const { name, sex, birth_date, phone, email, city, school, major, degree, graduation_year, version } = b;
  return { name, sex, birth_date, phone, email, city, school, major, degree, graduation_year, version };
}

/** Basic information (name, sex, birth date, contact, city, school, major, degree, graduation year). */
export function BasicForm({ basic, onSaved, onConflict, onCancel, submitLabel }: BasicFormProps) {
  const now = Date.now();
  const { min, max } = graduationYearRange(now);
  const years = Array.from({ length: max - min + 1 }, (_, i) => String(max - i)).map((y) => ({ value: y, label: `${y}年` }));
  const form = useForm<Values>(
    toValues(basic),
    (v) => validateBasicInfo(v as ResumeBasicInput, now),
    // the version is the latest one known (a photo upload moves it on while the form is open), not the one read at opening
    async (v) => outcomeOf(await api.resume.saveBasicInfo({ ...(v as ResumeBasicInput), version: basic.version }), onSaved, onConflict),
  );
  const { values, set, error, blur } = form;
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="基本信息">
      <TextField label="姓名" required value={values.name} maxLength={RESUME_MAX.name} onChange={(v) => set('name', v)} onBlur={blur('name')} error={error('name')} autoComplete="name" />
      <SelectField label="性别" required value={values.sex ? String(values.sex) : ''} options={options(SEX_OPTIONS)} onChange={(v) => set('sex', Number(v) as Values['sex'])} onBlur={blur('sex')} error={error('sex')} />
      <TextField label="出生日期" type="date" required max={today()} value={values.birth_date} onChange={(v) => set('birth_date', v)} onBlur={blur('birth_date')} error={error('birth_date')} />
      <TextField label="手机号码" type="tel" required value={values.phone} maxLength={14} onChange={(v) => set('phone', v.trim())} onBlur={blur('phone')} error={error('phone')} autoComplete="tel" />
      <TextField label="邮箱" type="email" required value={values.email} maxLength={RESUME_MAX.email} onChange={(v) => set('email', v.trim())} onBlur={blur('email')} error={error('email')} autoComplete="email" />
      <TextField label="现居城市" required value={values.city} maxLength={RESUME_MAX.city} placeholder="如：上海" onChange={(v) => set('city', v)} onBlur={blur('city')} error={error('city')} />
      <TextField label="学校" required value={values.school} maxLength={RESUME_MAX.school} onChange={(v) => set('school', v)} onBlur={blur('school')} error={error('school')} />
      <TextField label="专业" required value={values.major} maxLength={RESUME_MAX.major} onChange={(v) => set('major', v)} onBlur={blur('major')} error={error('major')} />
      <SelectField label="学历" required value={values.degree ? String(values.degree) : ''} options={options(DEGREE_OPTIONS)} onChange={(v) => set('degree', Number(v) as Values['degree'])} onBlur={blur('degree')} error={error('degree')} />
      <SelectField label="毕业年份" required value={values.graduation_year ? String(values.graduation_year) : ''} options={years} onChange={(v) => set('graduation_year', Number(v))} onBlur={blur('graduation_year')} error={error('graduation_year')} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
