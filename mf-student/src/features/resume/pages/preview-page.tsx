import type { ReactElement } from 'react';
import { auth$, patchUi, ui$, useStream } from '@campus/shared-utils';
import { StudentOnly } from '../../../ui/student-only';
import { ResumeDocument } from '../components/preview/resume-document';
import { RESUME_TEMPLATES, templateOf } from '../components/preview/templates';
import { usePrintView } from '../../../components/print-view/use-print-view';
import { useResume } from '../hooks/use-resume';
import { useRoutePaths } from '../hooks/use-route-paths';
import styles from './preview-page.module.css';
import { RESUME_TEXT } from '../utils/texts';
import { EmptyState, Loading, LoadError } from '@campus/shared-utils/student';

const T = RESUME_TEXT.preview;

function Preview(): ReactElement {
  const { state, reload } = useResume();
  const { resumeTemplateId } = useStream(ui$);
  const { userId } = useStream(auth$);
  const paths = useRoutePaths();
  const template = templateOf(resumeTemplateId);
  usePrintView('resume');

  if (state.status === 'loading') return <Loading rows={8} label={RESUME_TEXT.create.loading} />;
  if (state.status === 'failed') return <LoadError message={state.msg} onRetry={reload} />;
  if (!state.resume.name) {
    return <EmptyState title={T.none} hint={T.noneHint} action={<a className={styles.button} href={`#${paths.create}`}>{T.create}</a>} />;
  }
  return (
    <>
      <div className={styles.toolbar}>
        <fieldset className={styles.templates}>
          <legend className={styles.legend}>{T.templates}</legend>
          {RESUME_TEMPLATES.map((t) => (
            <label key={t.id} className={t.id === template ? `${styles.template} ${styles.chosen}` : styles.template}>
              <input type="radio" name="resume-template" value={t.id} checked={t.id === template} onChange={() => patchUi({ resumeTemplateId: t.id })} />
              <span className={styles.templateName}>{t.name}</span>
              <span className={styles.templateNote}>{t.note}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <a className={styles.secondary} href={`#${paths.resume}`}>
            {T.backToEdit}
          </a>
          <button type="button" className={styles.button} onClick={() => window.print()}>
            {T.print}
          </button>
        </div>
      </div>
      <ResumeDocument content={state.resume} template={template} avatarIndex={Number.parseInt(userId, 10) || 0} />
    </>
  );
}

/** /attentdetail: the resume as an employer sees it, in the chosen template, ready to print or save as PDF. */
export function PreviewPage(): ReactElement {
  return (
    <div className={styles.page}>
      <StudentOnly what={T.what}>
        <Preview />
      </StudentOnly>
    </div>
  );
}
