import type { ReactElement } from 'react';
import { auth$, useStream } from '@campus/shared-utils';
import { CAREER_MSG } from '@campus/shared-utils/student';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { INTERVIEW_TEXT } from '../texts';
import { DeviceCheck } from './device-check';
import { InterviewHistory } from './interview-history';
import { InterviewSetup } from './interview-setup';
import styles from './intro-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = INTERVIEW_TEXT.intro;

/** /subApp/aiInterviewIntroduce: what the mock interview is, its settings, the device check and past interviews. */
export function InterviewIntroPage(): ReactElement {
  const { state } = useStream(auth$);
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_ai_interview" closedTitle={CAREER_MSG.interviewNotOpen} closedHint={INTERVIEW_TEXT.notOpenHint}>
        <header className={ui.hero}>
          <h1 className={ui.title}>{T.title}</h1>
          <p className={ui.lead}>{T.lead}</p>
        </header>
        <div className={styles.grid}>
          <InterviewSetup />
          <DeviceCheck />
        </div>
        {state === 1 && <InterviewHistory />}
      </SiteFeatureGate>
    </div>
  );
}
