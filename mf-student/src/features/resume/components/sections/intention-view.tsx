import type { ReactElement } from 'react';
import { formatIntentionSalary, JOB_NATURE_OPTIONS, optionLabel } from '@campus/shared-utils/student';
import type { JobIntention } from '@campus/shared-utils/student';
import { FactsList } from './facts-list';
import { RESUME_TEXT as T } from '../../utils/texts';

export type IntentionViewProps = { intention: JobIntention };

/** The job intention as text. */
export function IntentionView({ intention }: IntentionViewProps): ReactElement {
  return (
    <FactsList
      facts={[
        { label: T.intention.categories, value: intention.categories.join('、') },
        { label: T.intention.cities, value: intention.cities.join('、') },
        { label: T.intention.salary, value: formatIntentionSalary(intention.salary_min, intention.salary_max) },
        { label: T.intention.nature, value: optionLabel(JOB_NATURE_OPTIONS, intention.nature) },
      ]}
    />
  );
}
