import { useState, type ReactElement } from 'react';
import { api, formatIntentionSalary, JOB_NATURE_OPTIONS, type JobIntention } from '@campus/shared-utils/student';
import { LoadError, Loading } from '../../../ui/load-states';
import { useLoad } from '../../../ui/use-load';
import { IntentionEditor } from '../../../components/intention/intention-editor';
import styles from './recommend.module.css';

export type IntentionPanelProps = { onSaved: () => void };

/** The student's job intention above the recommendations: a summary with 编辑, or the editor when there is none. */
export function IntentionPanel({ onSaved }: IntentionPanelProps): ReactElement {
  const loaded = useLoad(() => api.resume.getPositionIntention(), 'intention');
  const [saved, setSaved] = useState<JobIntention | null>(null);
  const [editing, setEditing] = useState(false);

  if (loaded.status === 'loading') return <Loading label="正在读取求职意向…" rows={1} />;
  if (loaded.status === 'failed') return <LoadError message={loaded.msg} onRetry={loaded.reload} />;
  const intention = saved ?? loaded.data;
  const empty = intention.version === 0;

  if (editing || empty) {
    return (
      <section className={styles.panel} aria-labelledby="intention-title">
        <div className={styles.panelHead}>
          <h2 id="intention-title" className={styles.panelTitle}>
            {empty ? '设置求职意向，获取更精准的推荐' : '编辑求职意向'}
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
          我的求职意向
        </h2>
        <button type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
          编辑求职意向
        </button>
      </div>
      <dl className={styles.summary}>
        <dt>期望职位</dt>
        <dd>{intention.categories.join('、') || '未填写'}</dd>
        <dt>期望城市</dt>
        <dd>{intention.cities.join('、') || '未填写'}</dd>
        <dt>期望月薪</dt>
        <dd>{formatIntentionSalary(intention.salary_min, intention.salary_max)}</dd>
        <dt>工作性质</dt>
        <dd>{JOB_NATURE_OPTIONS.find((o) => o.value === intention.nature)?.label ?? '未填写'}</dd>
      </dl>
    </section>
  );
}
