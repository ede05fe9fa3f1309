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
    <section className={styles.filters} aria-label="筛选条件">
      <ChipGroup label="职位性质" value={v.nature} options={fixed(JOB_NATURES)} onChange={(nature) => onChange({ nature })} />
      <ChipGroup label="工作城市" value={v.city} options={options?.cities ?? (v.city ? fixed([v.city]) : [])} onChange={(city) => onChange({ city })} />
      <div className={styles.selects}>
        <FilterSelect label="职位类别" value={v.category} options={options?.categories ?? []} onChange={(category) => onChange({ category })} />
        <FilterSelect label="薪资" value={v.salary} options={SALARY_BANDS.map((b) => ({ value: b.value, label: b.label }))} onChange={(salary) => onChange({ salary })} />
        <FilterSelect label="学历" value={v.education} options={fixed(JOB_EDUCATIONS)} onChange={(education) => onChange({ education })} />
        <FilterSelect label="行业" value={v.industry} options={fixed(JOB_INDUSTRIES)} onChange={(industry) => onChange({ industry })} />
        <FilterSelect label="公司规模" value={v.company_size} options={fixed(COMPANY_SIZES)} onChange={(company_size) => onChange({ company_size })} />
        <FilterSelect label="毕业届别" value={v.graduation_year} options={options?.graduation_years ?? []} onChange={(graduation_year) => onChange({ graduation_year })} />
        {anySet && (
          <button type="button" className={styles.clear} onClick={onClear}>
            清空筛选
          </button>
        )}
      </div>
    </section>
  );
}
