import { useLoad } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, CONTENT_CODE, CONTENT_MSG, LoadError, Loading, NotFound } from '@campus/shared-utils/student';
import { FairAbout } from './fair-about';
import { FairCompanies } from './fair-companies';
import { FairHeader } from './fair-header';
import { FairSignup } from './fair-signup';
import { OnlineEntry } from './online-entry';
import styles from './fair.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

const unknown = Promise.resolve({ apiStatus: false as const, code: CONTENT_CODE.fairNotFound, msg: CONTENT_MSG.fairNotFound });

/** A job fair (/jobFair?id=): what, when, where, sign-up or online entrance, and its companies with their booths. */
export function FairPage(): ReactElement {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const fair = useLoad(() => (valid ? api.content.fair(id) : unknown), `fair:${id}`);
  // sign-ups made on this page since it loaded the fair
  const [joined, setJoined] = useState(0);

  if (!valid || (fair.status === 'failed' && fair.code === CONTENT_CODE.fairNotFound)) {
    return <NotFound title={CONTENT_MSG.fairNotFound} hint={T.fair.goneHint} backTo={{ href: '#/', label: T.fair.backHome }} />;
  }
  if (fair.status === 'loading') {
    return (
      <main className={styles.page}>
        <Loading label={T.fair.loading} rows={4} />
      </main>
    );
  }
  if (fair.status === 'failed') {
    return (
      <main className={styles.page}>
        <LoadError message={fair.msg} onRetry={fair.reload} />
      </main>
    );
  }

  const f = { ...fair.data, signup_count: fair.data.signup_count + joined };
  return (
    <main className={styles.page}>
      <FairHeader fair={f} />
      <div className={styles.layout}>
        <aside className={styles.side}>{f.kind === 'offline' ? <FairSignup fair={f} onSignedUp={() => setJoined((n) => n + 1)} /> : <OnlineEntry fair={f} />}</aside>
        <div className={styles.main}>
          <FairAbout fair={f} />
          <FairCompanies fair={f} />
        </div>
      </div>
    </main>
  );
}
