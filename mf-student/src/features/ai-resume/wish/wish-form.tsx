import { useState, type ReactElement } from 'react';
import { browserNav, dataOf, toast } from '@campus/shared-utils';
import { useFieldArray } from '@campus/shared-utils/forms';
import { AI_LIMITS, AI_MSG, api, DEGREE_OPTIONS, graduationYearRange, SEX_OPTIONS, validateWish, type AiWishInput } from '@campus/shared-utils/student';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormActions } from '../../../components/form/form-actions';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useResumeForm } from '../../../components/form/use-resume-form';
import { keepDraft } from '../draft/resume-parse';
import { AI_TEXT } from '../texts';
import { ExperienceFields } from './experience-fields';
import { readableModelText } from './model-text';
import { newExperience } from './start-values';
import form from '../../../components/form/form.module.css';
import styles from './wish-page.module.css';

const T = AI_TEXT.wish;

export type WishFormProps = {
  initial: AiWishInput;
  /** the site's job categories and cities (labels), for the target */
  categories: readonly string[];
  cities: readonly string[];
};

function yearOptions(now: number): { value: number; label: string }[] {
  const { max } = graduationYearRange(now);
  return Array.from({ length: 12 }, (_, i) => max - i).map((y) => ({ value: y, label: `${y}年` }));
}

/**
 * The wish form of /aiResumeBasicInfo: saved (savewish), then the draft is written from it (generate), kept
 * under resume_parse and opened on /aiResumeDetail. A field over 10,000 characters is cut by the server, which
 * says so.
 */
export function WishForm({ initial, categories, cities }: WishFormProps): ReactElement {
  const now = Date.now();
  // a language model's answer as it arrives (only when the site has one configured)
  const [streamed, setStreamed] = useState('');
  const wish = useResumeForm<AiWishInput>(
    initial,
    (values) => validateWish(values, now),
    async (values) => {
      const saved = await api.ai.saveWish(values);
      if (!saved.apiStatus) return { ok: false, msg: saved.msg };
      if (saved.cut.length > 0) void toast.warning(AI_MSG.wishCut);
      setStreamed('');
      const draft = await api.ai.generate({ variant: 0 }, (text) => setStreamed((s) => s + text));
      if (!draft.apiStatus) return { ok: false, msg: draft.msg };
      keepDraft({ origin: 'wish', fileName: '', draft: dataOf(draft), variants: {} });
      browserNav.setHash('#/aiResumeDetail');
      return { ok: true };
    },
    // an experience just added is judged at the first submit, not while it is being filled in
    'onSubmit',
  );
  const { control } = wish;
  const experiences = useFieldArray({ control, name: 'experiences' });
  return (
    <form className={styles.form} onSubmit={wish.onSubmit} noValidate aria-label={T.title}>
      <section className={styles.part} aria-labelledby="wish-basic">
        <h2 id="wish-basic" className={styles.partTitle}>
          {T.basic}
        </h2>
        <div className={form.form}>
          <TextField control={control} name="name" label={T.name} required autoComplete="name" />
          <SelectField control={control} name="sex" label={T.sex} options={SEX_OPTIONS} />
          <TextField control={control} name="phone" label={T.phone} type="tel" autoComplete="tel" />
          <TextField control={control} name="email" label={T.email} type="email" autoComplete="email" />
          <TextField control={control} name="city" label={T.city} />
        </div>
      </section>
      <section className={styles.part} aria-labelledby="wish-target">
        <h2 id="wish-target" className={styles.partTitle}>
          {T.target}
        </h2>
        <div className={form.form}>
          <ChoiceField control={control} name="target_category" label={T.category} options={categories} required />
          <ChoiceField control={control} name="target_city" label={T.targetCity} options={cities} />
          <TextField control={control} name="school" label={T.school} required />
          <TextField control={control} name="major" label={T.major} required />
          <SelectField control={control} name="degree" label={T.degree} options={DEGREE_OPTIONS} required />
          <SelectField control={control} name="graduation_year" label={T.graduation} options={yearOptions(now)} required />
          <TextField control={control} name="skills" label={T.skills} hint={T.skillsHint} wide />
          <TextAreaField control={control} name="strengths" label={T.strengths} placeholder={T.strengthsHint} rows={2} />
        </div>
      </section>
      <section className={styles.part} aria-labelledby="wish-experiences">
        <h2 id="wish-experiences" className={styles.partTitle}>
          {T.experiences}
        </h2>
        <p className={styles.hint}>{T.experiencesHint}</p>
        {experiences.fields.map((field, index) => (
          <ExperienceFields key={field.id} control={control} index={index} onRemove={() => experiences.remove(index)} />
        ))}
        <button type="button" className={styles.add} onClick={() => experiences.append(newExperience())} disabled={experiences.fields.length >= AI_LIMITS.wishExperiences}>
          {T.addExperience}
        </button>
      </section>
      {wish.saving && streamed && (
        <section className={styles.stream} aria-label={T.streaming} aria-live="polite">
          <p className={styles.streamTitle}>{T.streaming}</p>
          <p className={styles.streamText}>{readableModelText(streamed)}</p>
        </section>
      )}
      <FormActions saving={wish.saving} failure={wish.failure} submitLabel={T.submit} savingLabel={T.generating} />
    </form>
  );
}
