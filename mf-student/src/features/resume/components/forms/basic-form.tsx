import type { ReactElement } from 'react';
import { api, DEGREE_OPTIONS, graduationYearRange, RESUME_MAX, SEX_OPTIONS, validateBasicInfo } from '@campus/shared-utils/student';
import type { ResumeBasic, ResumeBasicInput, ResumeDegree, ResumeSex } from '@campus/shared-utils/student';
import { useResumeForm } from '../../../../components/form/use-resume-form';
import { FORM_TEXT } from '../../utils/form-texts';
import { outcomeOf } from '../../../../components/form/outcome';
import { FormActions } from '../../../../components/form/form-actions';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import styles from '../../../../components/form/form.module.css';

type Values = Omit<ResumeBasicInput, 'sex' | 'degree'> & { sex: 0 | ResumeSex; degree: 0 | ResumeDegree };

export type BasicFormProps = {
  basic: ResumeBasic;
  onSaved: (basic: ResumeBasic) => void;
  onConflict: () => void;
  onCancel?: () => void;
  submitLabel?: string;
};

const T = FORM_TEXT.basic;
const today = () => new Date().toISOString().slice(0, 10);
const trim = (typed: string) => typed.trim();

function toValues(b: ResumeBasic): Values {
  const { name, sex, birth_date, phone, email, city, school, major, degree, graduation_year, version } = b;
  return { name, sex, birth_date, phone, email, city, school, major, degree, graduation_year, version };
}

/** Basic information (name, sex, birth date, contact, city, school, major, degree, graduation year). */
export function BasicForm({ basic, onSaved, onConflict, onCancel, submitLabel }: BasicFormProps): ReactElement {
  const now = Date.now();
  const { min, max } = graduationYearRange(now);
  const years = Array.from({ length: max - min + 1 }, (_, i) => max - i).map((y) => ({ value: y, label: FORM_TEXT.year(y) }));
  const form = useResumeForm<Values>(
    toValues(basic),
    (v) => validateBasicInfo(v as ResumeBasicInput, now),
    // the version is the latest one known (a photo upload moves it on while the form is open), not the one read at opening
    async (v) => outcomeOf(await api.resume.saveBasicInfo({ ...(v as ResumeBasicInput), version: basic.version }), onSaved, onConflict),
  );
  const { control } = form;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={T.form}>
      <TextField control={control} name="name" label={T.name} required maxLength={RESUME_MAX.name} autoComplete="name" />
      <SelectField control={control} name="sex" label={T.sex} required options={SEX_OPTIONS} />
      <TextField control={control} name="birth_date" label={T.birth} type="date" required max={today()} />
      <TextField control={control} name="phone" label={T.phone} type="tel" required maxLength={14} parse={trim} autoComplete="tel" />
      <TextField control={control} name="email" label={T.email} type="email" required maxLength={RESUME_MAX.email} parse={trim} autoComplete="email" />
      <TextField control={control} name="city" label={T.city} required maxLength={RESUME_MAX.city} placeholder={T.cityPlaceholder} />
      <TextField control={control} name="school" label={T.school} required maxLength={RESUME_MAX.school} />
      <TextField control={control} name="major" label={T.major} required maxLength={RESUME_MAX.major} />
      <SelectField control={control} name="degree" label={T.degree} required options={DEGREE_OPTIONS} />
      <SelectField control={control} name="graduation_year" label={T.graduationYear} required options={years} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
