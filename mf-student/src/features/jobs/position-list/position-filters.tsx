import type { ReactElement } from 'react';
import {
  COMPANY_SIZES,
  JOB_EDUCATIONS,
  JOB_INDUSTRIES,
  JOB_NATURES,
  SALARY_BANDS,
  type JobFilterOptions,
} from '@campus/shared-utils/student';
import { ChipGroup } from '../components/chip-group';
import { FilterSelect } from '../components/filter-select';
import styles from '../components/filters.module.css';
import type { PositionFilterKey } from './position-query';
import { JOBS_TEXT as T } from '../utils/texts';

export type PositionFiltersProps = {
  values: Record<PositionFilterKey, string>;
  /** the site's categories, cities and years; null while loading or when the call failed (the fixed lists still show) */
  options: JobFilterOptions | null;
  onChange: (patch: Partial<Record<PositionFilterKey, string>>) => void;
  onClear: () => void;
};

const fixed = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Every filter of the position list: nature and city as chips, the rest as selects, and 清空筛选. */
export function PositionFilters({ values: v, options, onChange, onClear }: PositionFiltersProps): ReactElement {
  const anySet = (['category', 'city', 'salary', 'education', 'nature', 'industry', 'company_size', 'graduation_year'] as const).some((k) => v[k]);
  return (
    <section className={styles.filters} aria-label={T.filters}>
      <ChipGroup label={T.positionList.nature} value={v.nature} options={fixed(JOB_NATURES)} onChange={(nature) => onChange({ nature })} />
      <ChipGroup label={T.positionList.city} value={v.city} options={options?.cities ?? (v.city ? fixed([v.city]) : [])} onChange={(city) => onChange({ city })} />
      <div className={styles.selects}>
        <FilterSelect label={T.positionList.category} value={v.category} options={options?.categories ?? []} onChange={(category) => onChange({ category })} />
        <FilterSelect label={T.positionList.salary} value={v.salary} options={SALARY_BANDS.map((b) => ({ value: b.value, label: b.label }))} onChange={(salary) => onChange({ salary })} />
        <FilterSelect label={T.positionList.education} value={v.education} options={fixed(JOB_EDUCATIONS)} onChange={(education) => onChange({ education })} />
        <FilterSelect label={T.industry} value={v.industry} options={fixed(JOB_INDUSTRIES)} onChange={(industry) => onChange({ industry })} />
        <FilterSelect label={T.companySize} value={v.company_size} options={fixed(COMPANY_SIZES)} onChange={(company_size) => onChange({ company_size })} />
        <FilterSelect label={T.positionList.graduationYear} value={v.graduation_year} options={options?.graduation_years ?? []} onChange={(graduation_year) => onChange({ graduation_year })} />
        {anySet && (
          <button type="button" className={styles.clear} onClick={onClear}>
            {T.clearFilters}
          </button>
        )}
      </div>
    </section>
  );
}
