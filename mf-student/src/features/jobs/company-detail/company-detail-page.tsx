import { useLoad } from '@campus/shared-utils';
import type { ReactElement, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, JOBS_CODE, JOBS_MSG, type CompanyDetail, LoadError, Loading, NotFound } from '@campus/shared-utils/student';
import pageStyles from '../components/page.module.css';
import { useChapterLink } from '../hooks/use-chapter-link';
import { CompanyPositions } from './company-positions';
import styles from './company-detail.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type CompanyDetailPageProps = {
  /** the controls beside the name (favourite): another area's, composed by the app */
  renderActions?: (company: CompanyDetail) => ReactNode;
};

/** The company detail (/companyDetailPage?id=): introduction, facts, address, welfare and its open positions. */
export function CompanyDetailPage({ renderActions }: CompanyDetailPageProps): ReactElement {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const link = useChapterLink();
  const valid = Number.isInteger(id) && id > 0;
  const detail = useLoad(() => (valid ? api.jobs.companyDetail(id) : Promise.resolve({ apiStatus: false as const, code: JOBS_CODE.companyNotFound, msg: JOBS_MSG.companyNotFound })), `company:${id}`);

  if (!valid || (detail.status === 'failed' && detail.code === JOBS_CODE.companyNotFound)) {
    return <NotFound title={JOBS_MSG.companyNotFound} hint={T.companyDetail.goneHint} backTo={{ href: `#${link('/companyList')}`, label: T.companyDetail.more }} />;
  }
  if (detail.status === 'loading') return <main className={pageStyles.page}><Loading label={T.companyDetail.loading} rows={3} /></main>;
  if (detail.status === 'failed') return <main className={pageStyles.page}><LoadError message={detail.msg} onRetry={detail.reload} /></main>;

  const c = detail.data;
  const facts = [
    [T.companyDetail.industry, [c.industry, c.second_industry].filter(Boolean).join(' / ')],
    [T.companyDetail.size, c.insize],
    [T.companyDetail.nature, c.nature],
    [T.companyDetail.city, c.city],
  ].filter(([, v]) => v);

  return (
    <main className={pageStyles.page}>
      <section className={styles.header} aria-labelledby="company-name">
        <img src={c.logo_url} alt="" width={88} height={88} className={styles.logo} />
        <div className={styles.headText}>
          <h1 id="company-name" className={styles.name}>
            {c.company_name}
          </h1>
          <p className={styles.facts}>{[c.second_industry || c.industry, c.insize, c.nature].filter(Boolean).join(' · ')}</p>
          {c.welfare.length > 0 && (
            <ul className={styles.welfare} aria-label={T.companyDetail.welfare}>
              {c.welfare.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.actions}>{renderActions?.(c)}</div>
      </section>
      <div className={styles.body}>
        <div className={styles.content}>
          {c.intro && (
            <section className={styles.section} aria-labelledby="intro-title">
              <h2 id="intro-title">{T.companyDetail.intro}</h2>
              <p className={styles.text}>{c.intro}</p>
            </section>
          )}
          <CompanyPositions companyId={c.id} total={c.position_count} />
        </div>
        <aside className={styles.aside}>
          <section className={styles.section} aria-labelledby="facts-title">
            <h2 id="facts-title">{T.companyDetail.facts}</h2>
            <dl className={styles.factList}>
              {facts.map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
              {c.address && (
                <div>
                  <dt>{T.companyDetail.address}</dt>
                  <dd>{c.address}</dd>
                </div>
              )}
            </dl>
          </section>
        </aside>
      </div>
    </main>
  );
}
