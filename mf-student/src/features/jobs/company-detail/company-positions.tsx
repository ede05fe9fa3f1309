import { useLoad } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { api, EmptyState, LoadError, Loading, Pagination } from '@campus/shared-utils/student';
import { PositionCard } from '../components/position-card';
import pageStyles from '../components/page.module.css';
import styles from './company-detail.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type CompanyPositionsProps = { companyId: number; total: number };

const PAGE_SIZE = 10;

/** A company's open positions, paged on the server. */
export function CompanyPositions({ companyId, total }: CompanyPositionsProps): ReactElement {
  const [page, setPage] = useState(1);
  const result = useLoad(() => api.jobs.companyPositions(companyId, { page, page_size: PAGE_SIZE }), `${companyId}:${page}`);
  return (
    <section className={styles.section} aria-labelledby="positions-title">
      <h2 id="positions-title">{T.companyDetail.positions(total)}</h2>
      {result.status === 'loading' && <Loading label={T.companyDetail.positionsLoading} rows={3} />}
      {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
      {result.status === 'ready' &&
        (result.data.list.length === 0 ? (
          <EmptyState title={T.companyDetail.noPositions} hint={T.companyDetail.noPositionsHint} />
        ) : (
          <>
            <ul className={pageStyles.list} aria-label={T.companyDetail.positionList}>
              {result.data.list.map((p) => (
                <li key={p.id} className={styles.positionItem}>
                  <PositionCard position={p} withCompany={false} />
                </li>
              ))}
            </ul>
            <Pagination page={result.data.page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={T.companyDetail.positionPaging} />
          </>
        ))}
    </section>
  );
}
