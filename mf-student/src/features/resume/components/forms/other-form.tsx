import type { ReactElement } from 'react';
import { api, RESUME_MAX, validateOther } from '@campus/shared-utils/student';
import type { ResumeOther, ResumeOtherInput } from '@campus/shared-utils/student';
import { useResumeForm } from '../../../../components/form/use-resume-form';
import { FORM_TEXT } from '../../utils/form-texts';
import { outcomeOf } from '../../../../components/form/outcome';
import { FormActions } from '../../../../components/form/form-actions';
import { TextAreaField } from '../../../../components/form/text-area-field';
import type { RecordFormProps } from '../sections/record-section';
import styles from '../../../../components/form/form.module.css';

export type OtherFormProps = RecordFormProps<ResumeOther>;

const T = FORM_TEXT.other;

/** Skills, certificates, awards, languages and self-evaluation (all optional). */
export function OtherForm({ record: other, onSaved, onConflict, onCancel, submitLabel, cancelLabel }: OtherFormProps): ReactElement {
  const { skills, certificates, awards, languages, self_evaluation, version } = other;
  const form = useResumeForm<ResumeOtherInput>(
    { skills, certificates, awards, languages, self_evaluation, version },
    validateOther,
    async (v) => outcomeOf(await api.resume.saveOther(v), onSaved, onConflict),
  );
  const { control } = form;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={T.form}>
      <TextAreaField control={control} name="skills" label={T.skills} rows={3} maxLength={RESUME_MAX.skills} placeholder={T.skillsPlaceholder} />
      <TextAreaField control={control} name="certificates" label={T.certificates} rows={2} maxLength={RESUME_MAX.certificates} placeholder={T.certificatesPlaceholder} />
      <TextAreaField control={control} name="awards" label={T.awards} rows={2} maxLength={RESUME_MAX.awards} placeholder={T.awardsPlaceholder} />
      <TextAreaField control={control} name="languages" label={T.languages} rows={2} maxLength={RESUME_MAX.languages} placeholder={T.languagesPlaceholder} />
      <TextAreaField control={control} name="self_evaluation" label={T.selfEvaluation} maxLength={RESUME_MAX.selfEvaluation} />
      <FormActions saving={form.saving} failure={form.failure} submitLabel={submitLabel} onCancel={onCancel} cancelLabel={cancelLabel} />
    </form>
  );
}
