import type { ReactElement, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentSiteInfo } from '@campus/shared-utils';
import { JOBS_CODE, type ApiResult, type ListPage } from '@campus/shared-utils/student';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError, Loading } from '../../../ui/load-states';
import { NotFound } from '../../../ui/not-found';
import { Pagination } from '../../../ui/pagination';
import { useLoad } from '../../../ui/use-load';
import pageStyles from '../components/page.module.css';
import { CollegeTabs, type CollegeTab } from './college-tabs';

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
    return <NotFound title="院系栏目仅在学校站点提供" hint="当前站点不是学校或院系站点，去看看全部职位吧。" backTo={{ href: '#/positionList', label: '查看全部职位' }} />;
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
        <h1 className={pageStyles.heroTitle}>{[school?.school, school?.college].filter(Boolean).join(' · ') || '院系招聘'}</h1>
        <CollegeTabs current={tab} />
      </section>
      {result.status === 'loading' && <Loading label={`${noun}加载中…`} rows={4} />}
      {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
      {result.status === 'ready' &&
        (result.data.list.length === 0 ? (
          <EmptyState title={emptyText} hint="新的信息发布后会显示在这里。" />
        ) : (
          <>
            <p className={pageStyles.toolbar}>
              <span className={pageStyles.count}>
                共 <strong>{result.data.total}</strong> 个{noun}
              </span>
            </p>
            <ul className={grid ? pageStyles.grid : pageStyles.list} aria-label={`${noun}列表`}>
              {result.data.list.map((item) => (
                <li key={keyOf(item)}>{renderItem(item)}</li>
              ))}
            </ul>
            <Pagination page={result.data.page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={`${noun}列表分页`} />
          </>
        ))}
    </main>
  );
}
