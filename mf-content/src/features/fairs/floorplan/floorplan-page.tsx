import { useLoad } from '@campus/shared-utils';
import { useCallback, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, CONTENT_CODE, CONTENT_MSG, EmptyState, LoadError, Loading, NotFound } from '@campus/shared-utils/student';
import { hashRoute } from '@campus/shared-utils';
import { BoothMap } from './booth-map';
import styles from './floorplan.module.css';
import { markPlanArrived } from '../utils/perf';
import { FAIRS_TEXT as T } from '../utils/texts';

const unknown = Promise.resolve({ apiStatus: false as const, code: CONTENT_CODE.fairNotFound, msg: CONTENT_MSG.fairNotFound });

/** The booth map of an offline fair (/floorplan?id=&booth=): search, zoom and pan, every booth a button. */
export function FloorplanPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const booth = params.get('booth') ?? '';
  const valid = Number.isInteger(id) && id > 0;
  const plan = useLoad(
    () =>
      valid
        ? api.content.floorplan(id).then((r) => {
            markPlanArrived();
            return r;
          })
        : unknown,
    `floorplan:${id}`,
  );
  // the chosen booth goes into the URL (replacing it), so the address shares what is shown
  const onChosen = useCallback(
    (code: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (code) next.set('booth', code);
          else next.delete('booth');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const fairLink = { href: hashRoute('/jobFair', { id }), label: T.map.backToFair };

  if (!valid || (plan.status === 'failed' && plan.code === CONTENT_CODE.fairNotFound)) {
    return <NotFound title={CONTENT_MSG.fairNotFound} hint={T.fair.goneHint} />;
  }
  if (plan.status === 'loading') {
    return (
      <main className={styles.page}>
        <Loading label={T.map.loading} rows={4} />
      </main>
    );
  }
  if (plan.status === 'failed') {
    return (
      <main className={styles.page}>
        {plan.code === CONTENT_CODE.notOffline ? (
          <EmptyState title={CONTENT_MSG.notOffline} action={<a className={styles.back} href={fairLink.href}>{fairLink.label}</a>} />
        ) : (
          <LoadError message={plan.msg} onRetry={plan.reload} />
        )}
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <header className={styles.pageHead}>
        <div>
          <h1 className={styles.title}>{plan.data.title}</h1>
          <p className={styles.subtitle}>{T.map.title}</p>
        </div>
        <a className={styles.back} href={fairLink.href}>
          {fairLink.label}
        </a>
      </header>
      <BoothMap plan={plan.data} booth={booth} onChosen={onChosen} />
    </main>
  );
}
