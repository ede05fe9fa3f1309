import type { ReactElement, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentSiteInfo, useLoad } from '@campus/shared-utils';
import { JOBS_CODE, type ApiResult, type ListPage, EmptyState, LoadError, Loading, NotFound, Pagination } from '@campus/shared-utils/student';
import pageStyles from '../components/page.module.css';
import { CollegeTabs, type CollegeTab } from './college-tabs';
import { JOBS_TEXT as T } from '../utils/texts';

export type CollegePageProps<T> = {
  tab: CollegeTab;
  /** what the list holds: 职位, 企业, 招聘会 */
  noun: string;
  emptyText: string;
  load: (paging: { page: number; page_size: number }) => Promise<ApiResult<ListPage<T>>>;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => number;
  grid?: boolean;
};

const PAGE_SIZE = 20;

/** One college list of this school or department site: tabs, the paged list, its states. */
export function CollegePage<T>({ tab, noun, emptyText, load, renderItem, keyOf, grid }: CollegePageProps<T>): ReactElement {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const result = useLoad(() => load({ page, page_size: PAGE_SIZE }), `${tab}:${page}`);
  const school = currentSiteInfo()?.school;

  if (result.status === 'failed' && result.code === JOBS_CODE.notSchoolSite) {
    return <NotFound title={T.college.notSchool} hint={T.college.notSchoolHint} backTo={{ href: '#/positionList', label: T.positionList.allPositions }} />;
  }
  const setPage = (n: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(n));
      return next;
    });

  return (
    <main className={pageStyles.page}>
      <section className={pageStyles.hero}>
        <h1 className={pageStyles.heroTitle}>{[school?.school, school?.college].filter(Boolean).join(' · ') || T.college.heading}</h1>
        <CollegeTabs current={tab} />
      </section>
      {result.status === 'loading' && <Loading label={T.college.loading(noun)} rows={4} />}
      {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
      {result.status === 'ready' &&
        (result.data.list.length === 0 ? (
          <EmptyState title={emptyText} hint={T.college.emptyHint} />
        ) : (
          <>
            <p className={pageStyles.toolbar}>
              <span className={pageStyles.count}>
                {T.countBefore}
                <strong>{result.data.total}</strong>
                {T.college.countAfter(noun)}
              </span>
            </p>
            <ul className={grid ? pageStyles.grid : pageStyles.list} aria-label={T.college.list(noun)}>
              {result.data.list.map((item) => (
                <li key={keyOf(item)}>{renderItem(item)}</li>
              ))}
            </ul>
            <Pagination page={result.data.page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={T.college.paging(noun)} />
          </>
        ))}
    </main>
  );
}
