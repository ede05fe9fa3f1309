import { auth$, useLoad, useStream } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { api, CONTENT_LIMITS, CONTENT_MSG, EmptyState, type FairCompanyQuery, type FairDetail, LoadError, Loading, Pagination } from '@campus/shared-utils/student';
import { useFairSocket } from '../live/use-fair-socket';
import { hasLiveBooths, REFRESH_MS, useLiveBooths } from '../live/use-live-booths';
import { FairCompanyCard } from './fair-company-card';
import { KeywordBox } from './keyword-box';
import { LabelChips } from './label-chips';
import { useFairFilters } from './use-fair-filters';
import styles from './companies.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type FairCompaniesProps = { fair: FairDetail };

/** The fair's companies, filtered by one label (industry or hall) and a keyword, paged; all in the URL. */
export function FairCompanies({ fair }: FairCompaniesProps): ReactElement {
  const { label, keyword, page, update, setPage, clear } = useFairFilters();
  const query: FairCompanyQuery = {
    id: fair.id,
    ...(label > 0 && { label_id: label }),
    ...(keyword && { keyword }),
    page,
    page_size: CONTENT_LIMITS.fairCompanyPageSize,
  };
  const result = useLoad(() => api.content.fairCompanies(query), JSON.stringify(query));
  const labels = useLoad(() => api.content.fairLabels(fair.id), `labels:${fair.id}`);
  const running = hasLiveBooths(fair);
  const { state } = useStream(auth$);
  const { booths, refresh, apply } = useLiveBooths(fair, state === 0 ? REFRESH_MS.visitor : REFRESH_MS.socket);
  // what the socket announced, by booth: changes of the booth, and of the student's own place there
  const [changes, setChanges] = useState<ReadonlyMap<number, { booth: number; place: number }>>(new Map());
  const bump = (companyId: number, what: 'booth' | 'place') =>
    setChanges((m) => {
      const was = m.get(companyId) ?? { booth: 0, place: 0 };
      return new Map(m).set(companyId, { ...was, [what]: was[what] + 1 });
    });
  // the resumes a student may queue or book with (the online one, attachments): read once for every booth
  const resumes = useLoad(() => (running && state === 1 ? api.resume.getResumeList() : Promise.resolve({ apiStatus: true as const, list: [] })), `booth-resumes:${running}:${state}`);
  const socket = useFairSocket(fair.id, running && state !== 0, {
    onBooth: (companyId, numbers) => {
      if (numbers) apply(companyId, numbers);
      else refresh();
      bump(companyId, 'booth');
    },
    onPlace: (companyId) => bump(companyId, 'place'),
    sayHere: state === 1,
  });

  return (
    <section className={styles.section} aria-labelledby="fair-companies-title">
      <div className={styles.head}>
        <h2 id="fair-companies-title" className={styles.title}>
          {T.list.title}
        </h2>
        <KeywordBox value={keyword} onSearch={(k) => update({ keyword: k })} />
      </div>
      {labels.status === 'ready' && labels.data.list.length > 0 && <LabelChips labels={labels.data.list} value={label} onChange={(l) => update({ label: l })} />}
      {result.status === 'loading' && <Loading label={T.list.loading} rows={3} />}
      {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
      {result.status === 'ready' &&
        (result.data.list.length === 0 ? (
          <EmptyState
            title={CONTENT_MSG.noFairCompanies}
            action={
              (label > 0 || keyword) && (
                <button type="button" className={styles.linkButton} onClick={clear}>
                  {T.list.clear}
                </button>
              )
            }
          />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {T.list.countBefore}
              <strong>{result.data.total}</strong>
              {T.list.countAfter}
            </p>
            <ul className={styles.grid} aria-label={T.list.list}>
              {result.data.list.map((c) => (
                <li key={c.company_id}>
                  <FairCompanyCard company={c} fair={fair} live={running ? { booth: booths.get(c.company_id), onChanged: refresh, signal: { booth: changes.get(c.company_id)?.booth ?? 0, place: changes.get(c.company_id)?.place ?? 0, socketOpen: socket.open, opens: socket.opens }, socket, resumes: resumes.status === 'ready' ? resumes.data.list : [] } : undefined} />
                </li>
              ))}
            </ul>
            <Pagination page={result.data.page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={T.list.paging} />
          </>
        ))}
    </section>
  );
}
