import { useLoad } from '@campus/shared-utils';
import type { ReactElement } from 'react';
import { api, COMPANY_SIZES, JOB_INDUSTRIES, JOBS_LIMITS, JOBS_MSG, type CompanyQuery, EmptyState, LoadError, Loading, NotFound, Pagination, useUrlFilters } from '@campus/shared-utils/student';
import { ChipGroup } from '../components/chip-group';
import { CompanyCard } from '../components/company-card';
import { FilterSelect } from '../components/filter-select';
import { SearchBox } from '../components/search-box';
import filterStyles from '../components/filters.module.css';
import pageStyles from '../components/page.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

const KEYS = ['keyword', 'industry', 'company_size', 'city', 'zoneid'] as const;
const fixed = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The company list (/companyList, /subApp/companyList, ?zoneid=&title= from a home zone), filters in the URL. */
export function CompanyListPage(): ReactElement {
  const { values: v, page, update, setPage, clear, params } = useUrlFilters(KEYS);
  const zoneId = Number.parseInt(v.zoneid, 10) || 0;
  const query: CompanyQuery = {
    ...(v.keyword && { keyword: v.keyword }),
    ...(v.industry && { industry: v.industry }),
    ...(v.company_size && { company_size: v.company_size }),
    ...(v.city && { city: v.city }),
    ...(zoneId > 0 && { zoneid: zoneId }),
    page,
    page_size: JOBS_LIMITS.pageSizeDefault,
  };
  const result = useLoad(() => api.jobs.companies(query), JSON.stringify(query));
  const options = useLoad(() => api.jobs.filterOptions(), 'options');
  const zone = useLoad(() => (zoneId ? api.jobs.zone(zoneId) : Promise.resolve({ apiStatus: true as const, id: 0, kind: 'company' as const, title: '', intro: '', count: 0 })), `zone:${zoneId}`);

  if (zone.status === 'failed' && zone.code === 42003) {
    return <NotFound title={JOBS_MSG.zoneNotFound} hint={T.companyList.zoneGoneHint} backTo={{ href: '#/companyList', label: T.companyList.allCompanies }} />;
  }
  const title = params.get('title') || (zone.status === 'ready' && zone.data.title) || T.companyList.title;
  const cities = options.status === 'ready' ? options.data.cities : v.city ? fixed([v.city]) : [];
  const anySet = Boolean(v.industry || v.company_size || v.city);

  return (
    <main className={pageStyles.page}>
      <section className={pageStyles.hero}>
        <h1 className={pageStyles.heroTitle}>{title}</h1>
        {zone.status === 'ready' && zone.data.intro && <p className={pageStyles.heroIntro}>{zone.data.intro}</p>}
        <SearchBox label={T.companyList.search} placeholder={T.companyList.searchPlaceholder} value={v.keyword} onSearch={(keyword) => update({ keyword })} />
      </section>
      <div className={pageStyles.panel}>
        <section aria-label={T.filters}>
          <ChipGroup label={T.companyList.city} value={v.city} options={cities} onChange={(city) => update({ city })} />
          <div className={filterStyles.selects}>
            <FilterSelect label={T.industry} value={v.industry} options={fixed(JOB_INDUSTRIES)} onChange={(industry) => update({ industry })} />
            <FilterSelect label={T.companySize} value={v.company_size} options={fixed(COMPANY_SIZES)} onChange={(company_size) => update({ company_size })} />
            {anySet && (
              <button type="button" className={filterStyles.clear} onClick={() => clear(['keyword'])}>
                {T.clearFilters}
              </button>
            )}
          </div>
        </section>
      </div>
      <div className={pageStyles.toolbar}>
        <p className={pageStyles.count} aria-live="polite">
          {result.status === 'ready' && (
            <>
              {T.countBefore}
              <strong>{result.data.total}</strong>
              {T.companyList.countAfter}
            </>
          )}
        </p>
      </div>
      {result.status === 'loading' && <Loading label={T.companyList.loading} rows={4} />}
      {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
      {result.status === 'ready' &&
        (result.data.list.length === 0 ? (
          <EmptyState
            title={JOBS_MSG.noCompanies}
            hint={JOBS_MSG.tryOther}
            action={
              <button type="button" className={pageStyles.linkButton} onClick={() => clear()}>
                {T.clearSearch}
              </button>
            }
          />
        ) : (
          <>
            <ul className={pageStyles.grid} aria-label={T.companyList.list}>
              {result.data.list.map((c) => (
                <li key={c.id}>
                  <CompanyCard company={c} />
                </li>
              ))}
            </ul>
            <Pagination page={result.data.page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={T.companyList.paging} />
          </>
        ))}
    </main>
  );
}
