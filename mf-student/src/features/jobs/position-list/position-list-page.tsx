import type { ReactElement } from 'react';
import { auth$, useStream, useLoad } from '@campus/shared-utils';
import { api, JOBS_MSG, EmptyState, LoadError, Loading, NotFound, Pagination, useRouteContentMark, useUrlFilters } from '@campus/shared-utils/student';
import { PositionCard } from '../components/position-card';
import { SearchBox } from '../components/search-box';
import pageStyles from '../components/page.module.css';
import filterStyles from '../components/filters.module.css';
import { countText } from '../utils/format';
import { PositionFilters } from './position-filters';
import { POSITION_ALIASES, POSITION_DROP_WITH, POSITION_FILTER_KEYS, positionQuery } from './position-query';
import { JOBS_TEXT as T } from '../utils/texts';

/**
 * The position list (/positionList, /subApp/positionList?value=&label=, ?zoneid=&title= from a home zone):
 * keyword search, filters, sort, paging and, for a logged-in student, hiding what they applied to. Every
 * choice lives in the URL, so the list can be shared and reloaded.
 */
export function PositionListPage(): ReactElement {
  const { values, page, update, setPage, clear, params } = useUrlFilters(POSITION_FILTER_KEYS, POSITION_ALIASES, POSITION_DROP_WITH);
  const student = useStream(auth$).state === 1;
  const query = positionQuery(values, page, student);
  const result = useLoad(() => api.jobs.searchPositions(query), JSON.stringify(query));
  const options = useLoad(() => api.jobs.filterOptions(), 'options');
  const zoneId = Number(values.zoneid) || 0;
  useRouteContentMark('position-list', result.status === 'ready');
  const zone = useLoad(() => (zoneId ? api.jobs.zone(zoneId) : Promise.resolve({ apiStatus: true as const, id: 0, kind: 'position' as const, title: '', intro: '', count: 0 })), `zone:${zoneId}`);

  if (zone.status === 'failed' && zone.code === 42003) {
    return <NotFound title={JOBS_MSG.zoneNotFound} hint={T.positionList.zoneGoneHint} backTo={{ href: '#/positionList', label: T.positionList.allPositions }} />;
  }
  const title = params.get('title') || params.get('label') || (zone.status === 'ready' && zone.data.title) || T.positionList.title;

  return (
    <main className={pageStyles.page}>
      <section className={pageStyles.hero}>
        <h1 className={pageStyles.heroTitle}>{title}</h1>
        {zone.status === 'ready' && zone.data.intro && <p className={pageStyles.heroIntro}>{zone.data.intro}</p>}
        <SearchBox label={T.positionList.search} placeholder={T.positionList.searchPlaceholder} value={values.keyword} onSearch={(keyword) => update({ keyword })} />
      </section>
      <div className={pageStyles.panel}>
        <PositionFilters values={values} options={options.status === 'ready' ? options.data : null} onChange={update} onClear={() => clear(['keyword', 'sort', 'hide_applied'])} />
      </div>
      <div className={pageStyles.toolbar}>
        <p className={pageStyles.count} aria-live="polite">
          {result.status === 'ready' && (
            <>
              {T.positionList.countBefore}
              <strong>{countText(result.data.total, result.data.total_capped === 1)}</strong>
              {T.positionList.countAfter}
            </>
          )}
        </p>
        <div className={filterStyles.sort} role="group" aria-label={T.positionList.sort}>
          <button type="button" aria-pressed={values.sort !== 'relevance'} onClick={() => update({ sort: '' })}>
            {T.positionList.newest}
          </button>
          <button type="button" aria-pressed={values.sort === 'relevance'} onClick={() => update({ sort: 'relevance' })}>
            {T.positionList.relevant}
          </button>
        </div>
        {student && (
          <label className={filterStyles.switch}>
            <input type="checkbox" role="switch" checked={values.hide_applied === '1'} onChange={(e) => update({ hide_applied: e.target.checked ? '1' : '' })} />
            {T.positionList.hideApplied}
          </label>
        )}
      </div>
      {result.status === 'loading' && <Loading label={T.positionList.loading} rows={5} />}
      {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
      {result.status === 'ready' &&
        (result.data.list.length === 0 ? (
          <EmptyState
            title={JOBS_MSG.noPositions}
            hint={JOBS_MSG.tryOther}
            action={
              <button type="button" className={pageStyles.linkButton} onClick={() => clear()}>
                {T.clearSearch}
              </button>
            }
          />
        ) : (
          <>
            <ul className={pageStyles.list} aria-label={T.positionList.list}>
              {result.data.list.map((p) => (
                <li key={p.id}>
                  <PositionCard position={p} />
                </li>
              ))}
            </ul>
            <Pagination page={result.data.page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={T.positionList.paging} />
          </>
        ))}
    </main>
  );
}
