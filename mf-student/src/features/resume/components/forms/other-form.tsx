import { api, RESUME_MAX, validateOther } from '@campus/shared-utils/student';
import type { ResumeOther, ResumeOtherInput } from '@campus/shared-utils/student';
import { useForm } from '../../hooks/use-form';
import { outcomeOf } from '../../utils/outcome';
import { FormActions } from '../form/form-actions';
import { TextAreaField } from '../form/text-area-field';
import type { RecordFormProps } from '../sections/record-section';
import styles from '../form/form.module.css';

export type OtherFormProps = RecordFormProps<ResumeOther>;

/** Skills, certificates, awards, languages and self-evaluation (all optional). */
export function OtherForm({ record: other, onSaved, onConflict, onCancel, submitLabel, cancelLabel }: OtherFormProps) {
  const { skills, certificates, awards, languages, self_evaluation, version } = other;
  const form = useForm<ResumeOtherInput>(
    { skills, certificates, awards, languages, self_evaluation, version },
    validateOther,
    async (v) => outcomeOf(await api.resume.saveOther(v), onSaved, onConflict),
  );
  const { values, set, error, blur } = form;
  return (
    <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="其他信息">
      <TextAreaField label="技能特长" rows={3} value={values.skills} maxLength={RESUME_MAX.skills} placeholder="如：熟练使用 Python、Excel；掌握数据分析方法" onChange={(v) => set('skills', v)} onBlur={blur('skills')} error={error('skills')} />
      <TextAreaField label="证书" rows={2} value={values.certificates} maxLength={RESUME_MAX.certificates} placeholder="如：英语六级、计算机二级" onChange={(v) => set('certificates', v)} onBlur={blur('certificates')} error={error('certificates')} />
      <TextAreaField label="获奖经历" rows={2} value={values.awards} maxLength={RESUME_MAX.awards} placeholder="如：2025年 国家奖学金" onChange={(v) => set('awards', v)} onBlur={blur('awards')} error={error('awards')} />
      <TextAreaField label="语言能力" rows={2} value={values.languages} maxLength={RESUME_MAX.languages} placeholder="如：英语（CET-6，可作为工作语言）" onChange={(v) => set('languages', v)} onBlur={blur('languages')} error={error('languages')} />
      <TextAreaField label="自我评价" value={values.self_evaluation} maxLength={RESUME_MAX.selfEvaluation} onChange={(v) => set('self_evaluation', v)} onBlur={blur('self_evaluation')} error={error('self_evaluation')} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} cancelLabel={cancelLabel} />
    </form>
  );
}
