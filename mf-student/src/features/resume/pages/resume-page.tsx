import { useState, type ReactElement } from 'react';
import { SR_ONLY } from '@campus/shared-utils';
import { StudentOnly } from '../../../ui/student-only';
import { AttachmentsSection } from '../components/attachments/attachments-section';
import { ExamplesDialog } from '../components/examples/examples-dialog';
import { ResumeSections } from '../components/resume-sections';
import { CompletenessCard } from '../components/side/completeness-card';
import { useResume } from '../hooks/use-resume';
import { useRoutePaths } from '../hooks/use-route-paths';
import side from '../components/side/side.module.css';
import styles from './resume-page.module.css';
import { RESUME_TEXT } from '../utils/texts';
import { EmptyState, Loading, LoadError, useRouteContentMark } from '@campus/shared-utils/student';

const T = RESUME_TEXT.page;

function ResumeEditor(): ReactElement {
  const store = useResume();
  const paths = useRoutePaths();
  const [examples, setExamples] = useState(false);
  const { state } = store;
  useRouteContentMark('resume', state.status === 'ready');

  if (state.status === 'loading') return <Loading rows={8} label={RESUME_TEXT.create.loading} />;
  if (state.status === 'failed') return <LoadError message={state.msg} onRetry={store.reload} />;
  const { resume } = state;
  if (!resume.name) {
    // no online resume yet: the way to create one, and the attachments, which can be sent without it
    return (
      <div className={styles.main}>
        <EmptyState
          title={T.none}
          hint={T.noneHint}
          action={
            <a className={styles.cta} href={`#${paths.create}`}>
              {T.create}
            </a>
          }
        />
        <AttachmentsSection />
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <h1 className={SR_ONLY}>{T.heading}</h1>
      <div className={styles.main}>
        <ResumeSections resume={resume} store={store} />
        <AttachmentsSection />
      </div>
      <aside className={styles.aside} aria-label={T.helper}>
        <CompletenessCard completeness={resume.completeness} />
        <div className={`${side.card} ${side.actions}`}>
          <a className={side.primaryLink} href={`#${paths.preview}`}>
            {T.preview}
          </a>
          <button type="button" className={side.secondaryLink} onClick={() => setExamples(true)}>
            {T.examples}
          </button>
        </div>
      </aside>
      <ExamplesDialog open={examples} onClose={() => setExamples(false)} major={resume.basic.major} />
    </div>
  );
}

/** /resume: the student's resume, every section editable in place, with completeness, attachments and examples. */
export function ResumePage(): ReactElement {
  return (
    <div className={styles.page}>
      <StudentOnly what={T.what}>
        <ResumeEditor />
      </StudentOnly>
    </div>
  );
}
