import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { Loading, LoadError } from '../../../ui/load-states';
import { StudentOnly } from '../../../ui/student-only';
import { AttachmentsSection } from '../components/attachments/attachments-section';
import { ExamplesDialog } from '../components/examples/examples-dialog';
import { ResumeSections } from '../components/resume-sections';
import { CompletenessCard } from '../components/side/completeness-card';
import { useResume } from '../hooks/use-resume';
import { useRoutePaths } from '../hooks/use-route-paths';
import side from '../components/side/side.module.css';
import styles from './resume-page.module.css';

function ResumeEditor() {
  const store = useResume();
  const paths = useRoutePaths();
  const [examples, setExamples] = useState(false);
  const { state } = store;

  if (state.status === 'loading') return <Loading rows={8} label="正在加载简历…" />;
  if (state.status === 'failed') return <LoadError message={state.msg} onRetry={store.reload} />;
  const { resume } = state;
  if (!resume.name) {
    // no online resume yet: the way to create one, and the attachments, which can be sent without it
    return (
      <div className={styles.main}>
        <EmptyState
          title="你还没有创建简历"
          hint="按步骤填写基本信息、求职意向和经历，几分钟就能完成一份在线简历"
          action={
            <a className={styles.cta} href={`#${paths.create}`}>
              创建简历
            </a>
          }
        />
        <AttachmentsSection />
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <h1 className={styles.srOnly}>我的简历</h1>
      <div className={styles.main}>
        <ResumeSections resume={resume} store={store} />
        <AttachmentsSection />
      </div>
      <aside className={styles.aside} aria-label="简历助手">
        <CompletenessCard completeness={resume.completeness} />
        <div className={`${side.card} ${side.actions}`}>
          <a className={side.primaryLink} href={`#${paths.preview}`}>
            预览 / 打印简历
          </a>
          <button type="button" className={side.secondaryLink} onClick={() => setExamples(true)}>
            查看简历范例
          </button>
        </div>
      </aside>
      <ExamplesDialog open={examples} onClose={() => setExamples(false)} major={resume.basic.major} />
    </div>
  );
}

/** /resume: the student's resume, every section editable in place, with completeness, attachments and examples. */
export function ResumePage() {
  return (
    <div className={styles.page}>
      <StudentOnly what="查看简历">
        <ResumeEditor />
      </StudentOnly>
    </div>
  );
}
