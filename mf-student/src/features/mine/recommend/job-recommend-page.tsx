import { useState, type ReactElement } from 'react';
import { auth$, authEvents$, requestDialog, useEvent, useStream, useLoad } from '@campus/shared-utils';
import { api, MINE_LIMITS, EmptyState, LoadError, Loading, Pagination } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { PageShell } from '../components/page-shell';
import cards from '../components/cards.module.css';
import { IntentionPanel } from './intention-panel';
import { RecommendCard } from './recommend-card';
import styles from './recommend.module.css';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.recommend;

/**
 * /jobRecommend: a student's recommendations from their job intention (edited here) and resume, each
 * with its reasons; a visitor sees popular positions and an invitation to log in (jump mode 8 refreshes
 * the recommendations), another role an invitation to switch to a student identity.
 */
export function JobRecommendPage(): ReactElement {
  const link = usePageLink();
  const { state, userId } = useStream(auth$);
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const result = useLoad(() => api.mine.getRecommend({ page, page_size: MINE_LIMITS.pageSize }), `recommend:${state}:${userId}:${page}:${round}`);
  useEvent(authEvents$, (event) => {
    if (event.type === 'refresh' && event.target === 'recommend') setRound((n) => n + 1);
  });
  const refresh = () => {
    setPage(1);
    setRound((n) => n + 1);
  };

  const intentionMode = result.status === 'ready' && result.data.mode === 'intention';
  return (
    <PageShell title={T.title} intro={state === 1 ? T.introStudent : T.introOthers}>
      {state === 0 && (
        <div className={styles.invite}>
          <div>
            <p className={styles.inviteTitle}>{T.inviteTitle}</p>
            <p>{T.inviteText}</p>
          </div>
          <button type="button" className={styles.inviteButton} onClick={() => requestDialog({ kind: 'studentLogin', jumpMode: 8 })}>
            {T.studentLogin}
          </button>
        </div>
      )}
      {state > 1 && (
        <div className={styles.invite}>
          <p className={styles.inviteTitle}>{T.switchTitle}</p>
          <button type="button" className={styles.inviteButton} onClick={() => requestDialog({ kind: 'switchIdentity' })}>
            {T.switchToStudent}
          </button>
        </div>
      )}
      {state === 1 && <IntentionPanel key={userId} onSaved={refresh} />}
      <section aria-labelledby="recommend-list-title">
        <h2 id="recommend-list-title" className={styles.listTitle}>
          {intentionMode ? T.forYou : T.popular}
        </h2>
        {result.status === 'loading' && <Loading label={T.loading} />}
        {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
        {result.status === 'ready' && result.data.total === 0 && <EmptyState title={T.none} hint={T.noneHint} action={<a href={link('/positionList')}>{T.allPositions}</a>} />}
        {result.status === 'ready' && result.data.total > 0 && (
          <>
            <ul className={cards.list} aria-label={intentionMode ? T.listForYou : T.popular}>
              {result.data.list.map((p) => (
                <RecommendCard key={p.id} position={p} />
              ))}
            </ul>
            <Pagination page={page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={T.paging} />
          </>
        )}
      </section>
    </PageShell>
  );
}
