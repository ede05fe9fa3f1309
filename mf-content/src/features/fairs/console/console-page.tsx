import { auth$, requestDialog, useStream } from '@campus/shared-utils';
import { useRef, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTENT_CODE, CONTENT_MSG, EmptyState, LoadError, Loading } from '@campus/shared-utils/student';
import { useFairSocket } from '../live/use-fair-socket';
import { BoothConsole } from './booth-console';
import { useBoothConsole } from './use-booth-console';
import { CONSOLE_TEXT as T } from './texts';
import styles from './console.module.css';

/** The employer's login state on the bus (spec §5: 2 after an employer login). */
const EMPLOYER = 2;

/**
 * 展位控制台 (/boothConsole?id=<fair>): the employer's booth at an online fair of this site, where its recruiters
 * receive students (docs/api-live-fair.md). Anyone else is asked to log in with the company's recruiting account.
 */
export function ConsolePage(): ReactElement {
  const [params] = useSearchParams();
  const fairId = Number(params.get('id'));
  const { state } = useStream(auth$);
  const asEmployer = state === EMPLOYER;
  const [changes, setChanges] = useState(0);
  // only the company's own booth's changes read the console again (a fair has hundreds of booths)
  const company = useRef(0);
  const socket = useFairSocket(fairId, asEmployer && Number.isInteger(fairId) && fairId > 0, {
    onBooth: (companyId) => {
      if (companyId === company.current) setChanges((n) => n + 1);
    },
  });
  const c = useBoothConsole(asEmployer, changes);
  company.current = c.data?.company_id ?? 0;

  const page = (body: ReactElement) => (
    <main className={styles.page}>
      <h1 className={styles.title}>{c.data ? `${T.title} · ${c.data.company_name}` : T.title}</h1>
      {body}
    </main>
  );
  const logIn = (
    <button type="button" className={styles.primary} onClick={() => requestDialog({ kind: 'employer', view: 'login' })}>
      {T.logIn}
    </button>
  );
  if (!asEmployer || c.failed?.code === CONTENT_CODE.notRecruiter) return page(<EmptyState title={CONTENT_MSG.notRecruiter} action={logIn} />);
  if (c.failed) return page(<LoadError message={c.failed.msg} onRetry={c.reload} />);
  if (!c.data) return page(<Loading label={T.loading} rows={4} />);
  const booth = c.data.list.find((b) => b.fair_id === fairId);
  if (!booth) return page(<EmptyState title={c.data.list.length === 0 ? T.noFair : CONTENT_MSG.companyNotAtFair} />);
  return page(<BoothConsole booth={booth} socket={socket} console={c} />);
}
