import { useState, type ReactElement } from 'react';
import { StudentOnly } from '../../../ui/student-only';
import { CreateFlow } from '../components/create/create-flow';
import { ExamplesDialog } from '../components/examples/examples-dialog';
import { useResume } from '../hooks/use-resume';
import styles from './create-page.module.css';
import { RESUME_TEXT } from '../utils/texts';
import { Loading, LoadError } from '@campus/shared-utils/student';

const T = RESUME_TEXT.create;

function Create(): ReactElement {
  const store = useResume();
  const [examples, setExamples] = useState(false);
  const { state } = store;
  if (state.status === 'loading') return <Loading rows={6} label={T.loading} />;
  if (state.status === 'failed') return <LoadError message={state.msg} onRetry={store.reload} />;
  return (
    <>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{state.resume.name ? T.complete : T.create}</h1>
          <p className={styles.lead}>{T.lead}</p>
        </div>
        <button type="button" className={styles.examples} onClick={() => setExamples(true)}>
          {T.examples}
        </button>
      </header>
      <CreateFlow resume={state.resume} store={store} />
      <ExamplesDialog open={examples} onClose={() => setExamples(false)} major={state.resume.basic.major} />
    </>
  );
}

/** /resume_create and /resume_add: the guided flow for a first resume. */
export function CreatePage(): ReactElement {
  return (
    <div className={styles.page}>
      <StudentOnly what={T.what}>
        <Create />
      </StudentOnly>
    </div>
  );
}
