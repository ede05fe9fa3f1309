import type { ReactElement, ReactNode } from 'react';
import { site$, useStream, type SiteInfo } from '@campus/shared-utils';
import { EmptyState, Loading, UI_TEXT } from '@campus/shared-utils/student';
import styles from './site-feature-gate.module.css';

/** The AI flags of site info (spec §1): each tool is shown only where its flag is 1. */
export type SiteFeatureFlag = 'is_open_ai' | 'is_ai_interview' | 'is_ai_career_planning';

export type SiteFeatureGateProps = {
  flag: SiteFeatureFlag;
  /** what the page says where the tool is off: 本站暂未开放AI简历功能 */
  closedTitle: string;
  closedHint: string;
  children: ReactNode;
};

/** Shows a tool's page only on a site that has the tool; elsewhere says so in Chinese, with a way home. */
export function SiteFeatureGate({ flag, closedTitle, closedHint, children }: SiteFeatureGateProps): ReactElement {
  const site = useStream(site$);
  if (site.status === 'loading') return <Loading rows={4} />;
  const info: SiteInfo | null = site.status === 'ready' ? site.info : null;
  // a failed site call leaves the tool to its own calls, which answer 45001 on a closed site
  if (info && info[flag] !== 1) {
    return (
      <div className={styles.closed}>
        <EmptyState
          title={closedTitle}
          hint={closedHint}
          action={
            <a className={styles.home} href="#/">
              {UI_TEXT.backHome}
            </a>
          }
        />
      </div>
    );
  }
  return <>{children}</>;
}
