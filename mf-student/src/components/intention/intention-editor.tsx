import { useState, type FormEvent, type ReactElement } from 'react';
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
import { useLoad } from '../../ui/use-load';
import { ChipPicker } from './chip-picker';
import styles from './intention.module.css';

export type IntentionEditorProps = {
  /** the stored intention (version 0 before the first save) */
  intention: JobIntention;
  onSaved: (saved: JobIntention) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

/** An empty box is 0; both 0 read 面议. */
const amount = (text: string) => (text.trim() === '' ? 0 : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const show = (n: number) => (n ? String(n) : '');

/**
 * The job-intention editor: desired categories and cities picked from this site's own lists (so they
 * match positions exactly), monthly salary, nature of the job; checked with the resume area's rules and
 * saved with its call. Another tab's newer save is loaded instead of being overwritten.
 */
export function IntentionEditor({ intention, onSaved, onCancel, submitLabel = '保存求职意向' }: IntentionEditorProps): ReactElement {
  const options = useLoad(() => api.jobs.filterOptions(), 'job-filter-options');
  const [base, setBase] = useState(intention);
  const [categories, setCategories] = useState(intention.categories);
  const [cities, setCities] = useState(intention.cities);
  const [salaryMin, setSalaryMin] = useState(show(intention.salary_min));
  const [salaryMax, setSalaryMax] = useState(show(intention.salary_max));
  const [nature, setNature] = useState<0 | IntentionNature>(intention.nature);
  const [errors, setErrors] = useState<Partial<Record<keyof JobIntentionInput, string | null>>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const adopt = (stored: JobIntention) => {
    setBase(stored);
    setCategories(stored.categories);
    setCities(stored.cities);
    setSalaryMin(show(stored.salary_min));
    setSalaryMax(show(stored.salary_max));
    setNature(stored.nature);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: JobIntentionInput = {
      categories: cleanItems(categories),
      cities: cleanItems(cities),
      salary_min: amount(salaryMin),
      salary_max: amount(salaryMax),
      nature: nature as IntentionNature,
      version: base.version,
    };
    const found = validateIntention(input);
    setErrors(found);
    setFailure('');
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    const result = await api.resume.savePositionIntention(input);
    setSaving(false);
    if (result.apiStatus) return onSaved(result);
    setFailure(result.msg);
    // saved meanwhile in another tab: show what is stored, so the next save is on top of it
    const stored = await api.resume.getPositionIntention();
    if (stored.apiStatus && stored.version !== base.version) adopt(stored);
  };

  const categoryOptions = options.status === 'ready' ? options.data.categories : [];
  const cityOptions = options.status === 'ready' ? options.data.cities : [];

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="求职意向">
      <ChipPicker label="期望职位" options={categoryOptions} values={categories} max={RESUME_LIMITS.intentionItems} maxLength={RESUME_MAX.intentionItem} onChange={setCategories} error={errors.categories} placeholder="搜索职位类别，如：前端" />
      <ChipPicker label="期望城市" options={cityOptions} values={cities} max={RESUME_LIMITS.intentionItems} maxLength={RESUME_MAX.intentionItem} onChange={setCities} error={errors.cities} allowOther placeholder="搜索或输入城市，回车添加" />
      <fieldset className={styles.field}>
        <legend className={styles.label}>期望月薪（元，不填为面议）</legend>
        <div className={styles.salary}>
          <input className={styles.input} inputMode="numeric" maxLength={7} value={salaryMin} onChange={(e) => setSalaryMin(e.target.value)} aria-label="最低月薪（元）" placeholder="最低" />
          <span aria-hidden="true">—</span>
          <input className={styles.input} inputMode="numeric" maxLength={7} value={salaryMax} onChange={(e) => setSalaryMax(e.target.value)} aria-label="最高月薪（元）" placeholder="最高" />
        </div>
        {errors.salary_min && (
          <p className={styles.error} role="alert">
            {errors.salary_min}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.field}>
        <legend className={styles.label}>工作性质</legend>
        <div className={styles.chips}>
          {JOB_NATURE_OPTIONS.map((o) => (
            <label key={o.value} className={nature === o.value ? `${styles.radio} ${styles.chipOn}` : styles.radio}>
              <input type="radio" name="nature" checked={nature === o.value} onChange={() => setNature(o.value)} />
              {o.label}
            </label>
          ))}
        </div>
        {errors.nature && (
          <p className={styles.error} role="alert">
            {errors.nature}
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
            取消
          </button>
        )}
        <button type="submit" className={styles.primary} disabled={saving} aria-busy={saving || undefined}>
          {saving ? '保存中…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
