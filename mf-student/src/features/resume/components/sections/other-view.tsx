import type { ReactElement } from 'react';
import type { ResumeOther } from '@campus/shared-utils/student';
import { FactsList } from './facts-list';
import { RESUME_TEXT as T } from '../../utils/texts';

export type OtherViewProps = { other: ResumeOther };

/** Skills, certificates, awards, languages and self-evaluation as text. */
export function OtherView({ other }: OtherViewProps): ReactElement {
  return (
    <FactsList
      facts={[
        { label: T.other.skills, value: other.skills },
        { label: T.other.certificates, value: other.certificates },
        { label: T.other.awards, value: other.awards },
        { label: T.other.languages, value: other.languages },
        { label: T.other.selfEvaluation, value: other.self_evaluation },
      ]}
    />
  );
}
