import { useLoad } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { api, formatIntentionSalary, JOB_NATURE_OPTIONS, type JobIntention, LoadError, Loading } from '@campus/shared-utils/student';
import { IntentionEditor } from '../../../components/intention/intention-editor';
import styles from './recommend.module.css';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.recommend;

export type IntentionPanelProps = { onSaved: () => void };

/** The student's job intention above the recommendations: a summary with 编辑, or the editor when there is none. */
export function IntentionPanel({ onSaved }: IntentionPanelProps): ReactElement {
  const loaded = useLoad(() => api.resume.getPositionIntention(), 'intention');
  const [saved, setSaved] = useState<JobIntention | null>(null);
  const [editing, setEditing] = useState(false);

  if (loaded.status === 'loading') return <Loading label={T.intentionLoading} rows={1} />;
  if (loaded.status === 'failed') return <LoadError message={loaded.msg} onRetry={loaded.reload} />;
  const intention = saved ?? loaded.data;
  const empty = intention.version === 0;

  if (editing || empty) {
    return (
      <section className={styles.panel} aria-labelledby="intention-title">
        <div className={styles.panelHead}>
          <h2 id="intention-title" className={styles.panelTitle}>
            {empty ? T.setIntention : T.editIntention}
          </h2>
        </div>
        <div className={styles.editorBody}>
          <IntentionEditor
            intention={intention}
            onCancel={empty ? undefined : () => setEditing(false)}
            onSaved={(next) => {
              setSaved(next);
              setEditing(false);
              onSaved();
            }}
          />
        </div>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="intention-title">
      <div className={styles.panelHead}>
        <h2 id="intention-title" className={styles.panelTitle}>
          {T.myIntention}
        </h2>
        <button type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
          {T.editIntention}
        </button>
      </div>
      <dl className={styles.summary}>
        <dt>{T.categories}</dt>
        <dd>{intention.categories.join('、') || T.unset}</dd>
        <dt>{T.cities}</dt>
        <dd>{intention.cities.join('、') || T.unset}</dd>
        <dt>{T.salary}</dt>
        <dd>{formatIntentionSalary(intention.salary_min, intention.salary_max)}</dd>
        <dt>{T.nature}</dt>
        <dd>{JOB_NATURE_OPTIONS.find((o) => o.value === intention.nature)?.label ?? T.unset}</dd>
      </dl>
    </section>
  );
}
