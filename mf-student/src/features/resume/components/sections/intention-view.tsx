import { formatIntentionSalary, JOB_NATURE_OPTIONS, optionLabel } from '@campus/shared-utils/student';
import type { JobIntention } from '@campus/shared-utils/student';
import { FactsList } from './facts-list';

/** The job intention as text. */
export function IntentionView({ intention }: { intention: JobIntention }) {
  return (
    <FactsList
      facts={[
        { label: '期望职位', value: intention.categories.join('、') },
        { label: '期望城市', value: intention.cities.join('、') },
        { label: '期望薪资', value: formatIntentionSalary(intention.salary_min, intention.salary_max) },
        { label: '工作性质', value: optionLabel(JOB_NATURE_OPTIONS, intention.nature) },
      ]}
    />
  );
}
