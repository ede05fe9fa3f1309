import { useLoad } from '@campus/shared-utils';
import type { ReactElement, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, JOBS_CODE, JOBS_MSG, type PositionDetail, LoadError, Loading, NotFound, useRouteContentMark } from '@campus/shared-utils/student';
import { PositionCard } from '../components/position-card';
import pageStyles from '../components/page.module.css';
import { useChapterLink } from '../hooks/use-chapter-link';
import { publishedText } from '../utils/format';
import { TextBlock } from './text-block';
import styles from './position-detail.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type PositionDetailPageProps = {
  /** the controls beside the title (apply, favourite): another area's, composed by the app */
  renderActions?: (position: PositionDetail) => ReactNode;
};

/** The position detail (/job?id=): everything a student weighs before applying, its company, similar positions. */
export function PositionDetailPage({ renderActions }: PositionDetailPageProps): ReactElement {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const link = useChapterLink();
  const valid = Number.isInteger(id) && id > 0;
  const detail = useLoad(() => (valid ? api.jobs.positionDetail(id) : Promise.resolve({ apiStatus: false as const, code: JOBS_CODE.positionNotFound, msg: JOBS_MSG.positionNotFound })), `position:${id}`);
  useRouteContentMark('position-detail', detail.status === 'ready');

  if (!valid || (detail.status === 'failed' && detail.code === JOBS_CODE.positionNotFound)) {
    return <NotFound title={JOBS_MSG.positionNotFound} hint={T.positionDetail.goneHint} backTo={{ href: `#${link('/positionList')}`, label: T.positionDetail.more }} />;
  }
  if (detail.status === 'loading') return <main className={pageStyles.page}><Loading label={T.positionDetail.loading} rows={3} /></main>;
  if (detail.status === 'failed') return <main className={pageStyles.page}><LoadError message={detail.msg} onRetry={detail.reload} /></main>;

  const p = detail.data;
  const facts = [
    [T.positionDetail.workPlace, p.work_addr || p.city],
    [T.positionDetail.education, p.education],
    [T.positionDetail.experience, p.experience],
    [T.positionDetail.nature, p.nature],
    [T.positionDetail.period, p.period],
    [T.positionDetail.headcount, p.headcount > 0 ? T.positionDetail.people(p.headcount) : ''],
    [T.positionDetail.category, p.category_label],
  ].filter(([, v]) => v);

  return (
    <main className={pageStyles.page}>
      <section className={styles.header} aria-labelledby="position-title">
        <div className={styles.headMain}>
          <h1 id="position-title" className={styles.title}>
            {p.title}
            {p.status === 0 && <span className={styles.closed}>{JOBS_MSG.positionClosed}</span>}
          </h1>
          <p className={styles.salary}>{p.salary_str || T.negotiable}</p>
          <p className={styles.tags}>
            {[p.city, p.education, p.nature, p.period].filter(Boolean).map((t) => (
              <span key={t}>{t}</span>
            ))}
          </p>
          <p className={styles.published}>{publishedText(p.publish_at)}</p>
        </div>
        <div className={styles.actions}>{renderActions?.(p)}</div>
      </section>

      <div className={styles.body}>
        <div className={styles.content}>
          <section className={styles.section} aria-labelledby="facts-title">
            <h2 id="facts-title">{T.positionDetail.facts}</h2>
            <dl className={styles.facts}>
              {facts.map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
            {p.benefits.length > 0 && (
              <ul className={styles.benefits} aria-label={T.positionDetail.benefits}>
                {p.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
          </section>
          <TextBlock title={T.positionDetail.description} text={p.description} />
          <TextBlock title={T.positionDetail.requirements} text={p.requirements} />
          {p.company.address && (
            <section className={styles.section} aria-labelledby="address-title">
              <h2 id="address-title">{T.positionDetail.address}</h2>
              <p>{p.work_addr}</p>
              <p className={styles.muted}>{p.company.address}</p>
            </section>
          )}
        </div>

        <aside className={styles.aside}>
          <section className={styles.companyCard} aria-labelledby="company-title">
            <img src={p.company.logo_url} alt="" width={64} height={64} className={styles.logo} />
            <h2 id="company-title" className={styles.companyName}>
              <Link to={link('/companyDetailPage', { id: p.company.id })}>{p.company.company_name}</Link>
            </h2>
            <dl className={styles.companyFacts}>
              {[
                [T.positionDetail.industry, p.company.second_industry || p.company.industry],
                [T.positionDetail.size, p.company.insize],
                [T.positionDetail.companyNature, p.company.nature],
                [T.positionDetail.city, p.company.city],
              ]
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
            </dl>
            <Link className={styles.companyLink} to={link('/companyDetailPage', { id: p.company.id })}>
              {T.positionDetail.allOfCompany(p.company.position_count)}
            </Link>
          </section>
        </aside>
      </div>

      {p.similar.length > 0 && (
        <section className={styles.similar} aria-labelledby="similar-title">
          <h2 id="similar-title">{T.positionDetail.similar}</h2>
          <ul className={pageStyles.list}>
            {p.similar.map((s) => (
              <li key={s.id}>
                <PositionCard position={s} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
