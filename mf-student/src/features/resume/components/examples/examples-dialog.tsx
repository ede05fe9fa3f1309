import { useState, type ReactElement } from 'react';
import { Modal, useLoad } from '@campus/shared-utils';
import { api, EmptyState, Loading, LoadError } from '@campus/shared-utils/student';
import type { ResumeExample } from '@campus/shared-utils/student';
import { ResumeDocument } from '../preview/resume-document';
import styles from './examples.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.examples;

export type ExamplesDialogProps = { open: boolean; onClose: () => void; /** the student's own major, chosen first */ major?: string };

type ExampleListProps = { major: string; onMajor: (m: string) => void; onPick: (e: ResumeExample) => void };

function ExampleList({ major, onMajor, onPick }: ExampleListProps): ReactElement {
  const load = useLoad(() => api.resume.getExamples(major ? { major } : {}), `examples:${major}`);
  // the majors that have examples come with the unfiltered answer; keep them once seen
  const [majors, setMajors] = useState<string[]>([]);
  if (load.status === 'ready' && load.data.majors.length > 0 && majors.length === 0) setMajors(load.data.majors);
  return (
    <div className={styles.body}>
      <label className={styles.filter}>
        {T.byMajor}
        <select value={major} onChange={(e) => onMajor(e.target.value)}>
          <option value="">{T.allMajors}</option>
          {[...new Set([...(major ? [major] : []), ...majors])].map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      {load.status === 'loading' && <Loading rows={3} />}
      {load.status === 'failed' && <LoadError message={load.msg} onRetry={load.reload} />}
      {load.status === 'ready' && load.data.list.length === 0 && <EmptyState title={T.none} hint={T.noneHint} />}
      {load.status === 'ready' && load.data.list.length > 0 && (
        <ul className={styles.list}>
          {load.data.list.map((e) => (
            <li key={e.id}>
              <button type="button" className={styles.item} onClick={() => onPick(e)}>
                <span className={styles.major}>{e.major}</span>
                <span className={styles.title}>{e.title}</span>
                <span className={styles.summary}>{e.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 简历范例: sample resumes by major to learn from, opened from the editor. */
export function ExamplesDialog({ open, onClose, major = '' }: ExamplesDialogProps): ReactElement {
  const [chosenMajor, setChosenMajor] = useState<string | null>(null);
  const [picked, setPicked] = useState<ResumeExample | null>(null);
  const shownMajor = chosenMajor ?? major;
  return (
    <Modal open={open} title={picked ? T.titleOf(picked.title) : T.title} onClose={onClose} width={880}>
      {open && !picked && <ExampleList major={shownMajor} onMajor={setChosenMajor} onPick={setPicked} />}
      {open && picked && (
        <div className={styles.body}>
          <button type="button" className={styles.back} onClick={() => setPicked(null)}>
            {T.back}
          </button>
          <p className={styles.why}>{picked.summary}</p>
          <div className={styles.sample}>
            <ResumeDocument content={picked.content} template={2} avatarIndex={picked.id} />
          </div>
        </div>
      )}
    </Modal>
  );
}
