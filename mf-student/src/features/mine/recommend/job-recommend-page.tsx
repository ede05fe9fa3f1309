import { useState, type ReactElement } from 'react';
import { auth$, authEvents$, requestDialog, useEvent, useStream } from '@campus/shared-utils';
import { api, MINE_LIMITS } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError, Loading } from '../../../ui/load-states';
import { Pagination } from '../../../ui/pagination';
import { useLoad } from '../../../ui/use-load';
import { PageShell } from '../components/page-shell';
import cards from '../components/cards.module.css';
import { IntentionPanel } from './intention-panel';
import { RecommendCard } from './recommend-card';
import styles from './recommend.module.css';

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
    <PageShell title="职位推荐" intro={state === 1 ? '根据你的求职意向和简历，为你挑选合适的职位。' : '大家都在看的热门职位。'}>
      {state === 0 && (
        <div className={styles.invite}>
          <div>
            <p className={styles.inviteTitle}>登录后获取专属职位推荐</p>
            <p>填写求职意向，按意向职位、城市、薪资和专业为你精准匹配。</p>
          </div>
          <button type="button" className={styles.inviteButton} onClick={() => requestDialog({ kind: 'studentLogin', jumpMode: 8 })}>
            学生登录
          </button>
        </div>
      )}
      {state > 1 && (
        <div className={styles.invite}>
          <p className={styles.inviteTitle}>切换为学生身份登录后，可获取专属职位推荐</p>
          <button type="button" className={styles.inviteButton} onClick={() => requestDialog({ kind: 'switchIdentity' })}>
            切换为学生
          </button>
        </div>
      )}
      {state === 1 && <IntentionPanel key={userId} onSaved={refresh} />}
      <section aria-labelledby="recommend-list-title">
        <h2 id="recommend-list-title" className={styles.listTitle}>
          {intentionMode ? '为你推荐' : '热门职位'}
        </h2>
        {result.status === 'loading' && <Loading label="正在为你挑选职位…" />}
        {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
        {result.status === 'ready' && result.data.total === 0 && <EmptyState title="暂时没有可推荐的职位" hint="换个求职意向试试，或稍后再来看看。" action={<a href={link('/positionList')}>浏览全部职位</a>} />}
        {result.status === 'ready' && result.data.total > 0 && (
          <>
            <ul className={cards.list} aria-label={intentionMode ? '推荐职位' : '热门职位'}>
              {result.data.list.map((p) => (
                <RecommendCard key={p.id} position={p} />
              ))}
            </ul>
            <Pagination page={page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label="推荐职位分页" />
          </>
        )}
      </section>
    </PageShell>
  );
}
