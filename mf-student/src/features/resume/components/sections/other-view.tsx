import type { ResumeOther } from '@campus/shared-utils/student';
import { FactsList } from './facts-list';

/** Skills, certificates, awards, languages and self-evaluation as text. */
export function OtherView({ other }: { other: ResumeOther }) {
  return (
    <FactsList
      facts={[
        { label: '技能特长', value: other.skills },
        { label: '证书', value: other.certificates },
        { label: '获奖经历', value: other.awards },
        { label: '语言能力', value: other.languages },
        { label: '自我评价', value: other.self_evaluation },
      ]}
    />
  );
}
