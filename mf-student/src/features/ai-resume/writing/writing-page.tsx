import { useEffect, useState, type ReactElement } from 'react';
import { AI_MSG } from '@campus/shared-utils/student';
import { useSearchParams } from 'react-router-dom';
import { auth$, authEvents$, browserNav, requestDialog, useEvent, useStream, useStudentAction } from '@campus/shared-utils';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { dropDraft, loadDraft } from '../draft/resume-parse';
import { AI_TEXT } from '../texts';
import { UploadCard } from './upload-card';
import styles from './writing-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.writing;

/** On /subApp/aiIntelligentfilling?isAuth=1 (the header's AI简历撰写) a visitor is asked to log in first: jump mode 9. */
function useAuthOnArrival(): void {
  const askAuth = useSearchParams()[0].get('isAuth') === '1';
  useEffect(() => {
    if (!askAuth) return;
    const { state } = auth$.getValue();
    if (state === 0) requestDialog({ kind: 'studentLogin', jumpMode: 9 });
    else if (state !== 1) requestDialog({ kind: 'switchIdentity' });
    // on arrival only: a later logout here is the student's own choice
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function KeptDraftCard(): ReactElement | null {
  const { state } = useStream(auth$);
  const [kept, setKept] = useState(loadDraft);
  if (state !== 1 || !kept) return null;
  const name = kept.draft.basic.value.name || kept.fileName || AI_TEXT.draft.title;
  return (
    <section className={`${ui.card} ${styles.kept}`} aria-labelledby="ai-kept-title">
      <h2 id="ai-kept-title" className={ui.cardTitle}>
        {T.draftTitle}
      </h2>
      <p className={ui.hint}>{T.draftHint(name)}</p>
      <div className={ui.actions}>
        <a className={ui.primary} href="#/aiResumeDetail">
          {T.draftButton}
        </a>
        <button
          type="button"
          className={ui.secondary}
          onClick={() => {
            dropDraft();
            setKept(null);
          }}
        >
          {T.draftDrop}
        </button>
      </div>
    </section>
  );
}

/** /aiIntelligentfilling and its chapter: the two ways into AI resume writing, upload or wish form. */
export function WritingPage(): ReactElement {
  useAuthOnArrival();
  const startWish = useStudentAction(9);
  // jump mode 10: a login asked for by the upload card continues here; the card says the picker is ready
  const [resumed, setResumed] = useState(false);
  useEvent(authEvents$, (event) => {
    if (event.type === 'aiResumeStart') setResumed(true);
  });
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_open_ai" closedTitle={AI_MSG.notOpen} closedHint={AI_TEXT.notOpen.hint}>
        <header className={styles.head}>
          <h1 className={ui.title}>{T.title}</h1>
          <p className={ui.lead}>{T.lead}</p>
        </header>
        <KeptDraftCard />
        <div className={styles.ways}>
          <UploadCard resumed={resumed} />
          <section className={ui.card} aria-labelledby="ai-wish-title">
            <h2 id="ai-wish-title" className={ui.cardTitle}>
              {T.wishTitle}
            </h2>
            <p className={ui.hint}>{T.wishHint}</p>
            <div className={ui.actions}>
              <button type="button" className={ui.primary} onClick={() => startWish(() => browserNav.setHash('#/aiResumeBasicInfo'))}>
                {T.wishButton}
              </button>
            </div>
          </section>
        </div>
      </SiteFeatureGate>
    </div>
  );
}
