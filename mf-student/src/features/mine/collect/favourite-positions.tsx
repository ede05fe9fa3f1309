import { useState, type ReactElement } from 'react';
import { toast, useLoad } from '@campus/shared-utils';
import { api, MINE_LIMITS, MINE_MSG, EmptyState, LoadError, Loading, Pagination } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { CompanyLogo } from '../components/company-logo';
import styles from '../components/cards.module.css';
import { formatDate } from '../utils/format-time';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.collect;

/** The favourite positions tab: newest first, paged on the server, each with 取消收藏. */
export function FavouritePositions(): ReactElement {
  const link = usePageLink();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const result = useLoad(() => api.mine.getCollectPositions({ page, page_size: MINE_LIMITS.pageSize }), `fav-positions:${page}`);

  const cancel = async (id: number) => {
    setBusy(id);
    const answer = await api.mine.cancelCollect('position', id);
    setBusy(null);
    if (!answer.apiStatus) return void toast.error(answer.msg);
    void toast.success(MINE_MSG.collectCancelled);
    // the last item of a later page: step back a page
    if (result.status === 'ready' && result.data.list.length === 1 && page > 1) setPage(page - 1);
    else result.reload();
  };

  if (result.status === 'loading') return <Loading label={T.positionsLoading} />;
  if (result.status === 'failed') return <LoadError message={result.msg} onRetry={result.reload} />;
  const { list, total, page_size } = result.data;
  if (total === 0) return <EmptyState title={T.noPositions} hint={T.noPositionsHint} action={<a href={link('/positionList')}>{T.toPositions}</a>} />;
  return (
    <>
      <ul className={styles.list} aria-label={T.positionList}>
        {list.map((p) => (
          <li key={p.id} className={styles.card}>
            <CompanyLogo name={p.company.name} url={p.company.logo_url} />
            <div className={styles.body}>
              <div className={styles.titleRow}>
                <h2 className={styles.title}>
                  <a href={link('/job', { id: p.id })}>{p.title}</a>
                </h2>
                <span className={styles.salary}>{p.salary_str || MINE_TEXT.negotiable}</span>
                {p.status !== 1 && <span className={`${styles.tag} ${styles.closed}`}>{T.closed}</span>}
              </div>
              <p className={styles.meta}>
                {[p.city, p.education, p.nature, p.period].filter(Boolean).map((m) => (
                  <span key={m}>{m}</span>
                ))}
              </p>
              <p className={styles.company}>
                <a href={link('/companyDetailPage', { id: p.company.id })}>{p.company.name}</a>
              </p>
            </div>
            <div className={styles.side}>
              <span>{T.collectedAt(formatDate(p.collected_at))}</span>
              <button type="button" className={styles.textButton} disabled={busy === p.id} onClick={() => void cancel(p.id)} aria-label={T.uncollectOf(p.title)}>
                {T.uncollect}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={page_size} total={total} onChange={setPage} label={T.positionPaging} />
    </>
  );
}
