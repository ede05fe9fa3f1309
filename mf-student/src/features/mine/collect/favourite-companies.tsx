import { useState, type ReactElement } from 'react';
import { toast, useLoad } from '@campus/shared-utils';
import { api, MINE_LIMITS, MINE_MSG, EmptyState, LoadError, Loading, Pagination } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { CompanyLogo } from '../components/company-logo';
import styles from '../components/cards.module.css';
import { formatDate } from '../utils/format-time';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.collect;

/** The favourite companies tab, each with its open positions and 取消关注. */
export function FavouriteCompanies(): ReactElement {
  const link = usePageLink();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const result = useLoad(() => api.mine.getCollectCompanies({ page, page_size: MINE_LIMITS.pageSize }), `fav-companies:${page}`);

  const cancel = async (id: number) => {
    setBusy(id);
    const answer = await api.mine.cancelCollect('company', id);
    setBusy(null);
    if (!answer.apiStatus) return void toast.error(answer.msg);
    void toast.success(MINE_MSG.collectCancelled);
    if (result.status === 'ready' && result.data.list.length === 1 && page > 1) setPage(page - 1);
    else result.reload();
  };

  if (result.status === 'loading') return <Loading label={T.companiesLoading} />;
  if (result.status === 'failed') return <LoadError message={result.msg} onRetry={result.reload} />;
  const { list, total, page_size } = result.data;
  if (total === 0) return <EmptyState title={T.noCompanies} hint={T.noCompaniesHint} action={<a href={link('/companyList')}>{T.toCompanies}</a>} />;
  return (
    <>
      <ul className={styles.list} aria-label={T.companyList}>
        {list.map((c) => (
          <li key={c.id} className={styles.card}>
            <CompanyLogo name={c.name} url={c.logo_url} />
            <div className={styles.body}>
              <h2 className={styles.title}>
                <a href={link('/companyDetailPage', { id: c.id })}>{c.name}</a>
              </h2>
              <p className={styles.meta}>
                {[c.industry, c.nature, c.insize, c.city].filter(Boolean).map((m) => (
                  <span key={m}>{m}</span>
                ))}
              </p>
              <p className={styles.company}>{c.position_count > 0 ? T.openPositions(c.position_count) : T.noOpenPositions}</p>
            </div>
            <div className={styles.side}>
              <span>{T.followedAt(formatDate(c.collected_at))}</span>
              <button type="button" className={styles.textButton} disabled={busy === c.id} onClick={() => void cancel(c.id)} aria-label={T.unfollowOf(c.name)}>
                {T.unfollow}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={page_size} total={total} onChange={setPage} label={T.companyPaging} />
    </>
  );
}
