import { useLoad } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { Controller, rulesResolver, useForm } from '@campus/shared-utils/forms';
import {
  api,
  cleanItems,
  JOB_NATURE_OPTIONS,
  RESUME_LIMITS,
  RESUME_MAX,
  validateIntention,
  type IntentionNature,
  type JobIntention,
  type JobIntentionInput,
} from '@campus/shared-utils/student';
import { ChipPicker } from './chip-picker';
import { INTENTION_TEXT as T } from './texts';
import styles from './intention.module.css';

export type IntentionEditorProps = {
  /** the stored intention (version 0 before the first save) */
  intention: JobIntention;
  onSaved: (saved: JobIntention) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

/** What the student edits: the salary boxes as typed, the nature 0 until one is picked. */
type Values = { categories: string[]; cities: string[]; salary_min: string; salary_max: string; nature: 0 | IntentionNature };

/** An empty box is 0; both 0 read 面议. */
const amount = (text: string) => (text.trim() === '' ? 0 : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const show = (n: number) => (n ? String(n) : '');
const toValues = (i: JobIntention): Values => ({ categories: i.categories, cities: i.cities, salary_min: show(i.salary_min), salary_max: show(i.salary_max), nature: i.nature });
const toInput = (v: Values, version: number): JobIntentionInput => ({
  categories: cleanItems(v.categories),
  cities: cleanItems(v.cities),
  salary_min: amount(v.salary_min),
  salary_max: amount(v.salary_max),
  nature: v.nature as IntentionNature,
  version,
});

/**
 * The job-intention editor: desired categories and cities picked from this site's own lists (so they
 * match positions exactly), monthly salary, nature of the job; checked with the resume area's rules when
 * it is submitted (the messages stay until the next submit) and saved with its call. Another tab's newer
 * save is loaded instead of being overwritten.
 */
export function IntentionEditor({ intention, onSaved, onCancel, submitLabel = T.save }: IntentionEditorProps): ReactElement {
  const options = useLoad(() => api.jobs.filterOptions(), 'job-filter-options');
  const [base, setBase] = useState(intention);
  const [failure, setFailure] = useState('');
  const { control, register, handleSubmit, reset, formState } = useForm<Values>({
    defaultValues: toValues(intention),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: rulesResolver((v: Values) => validateIntention(toInput(v, base.version))),
  });
  const { errors, isSubmitting } = formState;

  const save = async (values: Values) => {
    setFailure('');
    const result = await api.resume.savePositionIntention(toInput(values, base.version));
    if (result.apiStatus) return onSaved(result);
    setFailure(result.msg);
    // saved meanwhile in another tab: show what is stored, so the next save is on top of it
    void api.resume.getPositionIntention().then((stored) => {
      if (!stored.apiStatus || stored.version === base.version) return;
      setBase(stored);
      reset(toValues(stored));
    });
  };

  const categoryOptions = options.status === 'ready' ? options.data.categories : [];
  const cityOptions = options.status === 'ready' ? options.data.cities : [];
  const chips = { max: RESUME_LIMITS.intentionItems, maxLength: RESUME_MAX.intentionItem };

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(save)(e)} noValidate aria-label={T.form}>
      <Controller
        control={control}
        name="categories"
        render={({ field }) => <ChipPicker label={T.categories} options={categoryOptions} values={field.value} {...chips} onChange={field.onChange} error={errors.categories?.message} placeholder={T.categoriesPlaceholder} />}
      />
      <Controller
        control={control}
        name="cities"
        render={({ field }) => <ChipPicker label={T.cities} options={cityOptions} values={field.value} {...chips} onChange={field.onChange} error={errors.cities?.message} allowOther placeholder={T.citiesPlaceholder} />}
      />
      <fieldset className={styles.field}>
        <legend className={styles.label}>{T.salary}</legend>
        <div className={styles.salary}>
          <input className={styles.input} inputMode="numeric" maxLength={7} aria-label={T.salaryMin} placeholder={T.salaryMinPlaceholder} {...register('salary_min')} />
          <span aria-hidden="true">—</span>
          <input className={styles.input} inputMode="numeric" maxLength={7} aria-label={T.salaryMax} placeholder={T.salaryMaxPlaceholder} {...register('salary_max')} />
        </div>
        {errors.salary_min && (
          <p className={styles.error} role="alert">
            {errors.salary_min.message}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{T.nature}</legend>
        <Controller
          control={control}
          name="nature"
          render={({ field }) => (
            <div className={styles.chips}>
              {JOB_NATURE_OPTIONS.map((o) => (
                <label key={o.value} className={field.value === o.value ? `${styles.radio} ${styles.chipOn}` : styles.radio}>
                  <input type="radio" name={field.name} checked={field.value === o.value} onChange={() => field.onChange(o.value)} />
                  {o.label}
                </label>
              ))}
            </div>
          )}
        />
        {errors.nature && (
          <p className={styles.error} role="alert">
            {errors.nature.message}
          </p>
        )}
      </fieldset>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {T.cancel}
          </button>
        )}
        <button type="submit" className={styles.primary} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? T.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
