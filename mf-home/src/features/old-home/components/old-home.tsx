import { useEffect, useState, type ReactElement } from 'react';
import { auth$, backOffice, dropFirstViewWhenLoaded, hashRoute, OLD_HOME_HERO, openInNewTab, requestDialog, student$, type SiteInfo, useStream } from '@campus/shared-utils';
import { resumeTarget } from '../utils/resume-target';
import { OLD_HOME_TEXT as T } from '../utils/texts';
import { JobsQrDialog } from './jobs-qr-dialog';
import styles from './old-home.module.css';

export type OldHomeProps = { info: SiteInfo };


/**
 * The old-style home of the older brand family (spec §2 "Home, old style for other hosts"): three entry
 * cards, three selling points and four figures.
 */
export function OldHome({ info }: OldHomeProps): ReactElement {
  const auth = useStream(auth$);
  const student = useStream(student$);
  const [qrOpen, setQrOpen] = useState(false);
  const target = resumeTarget(auth, student);
  // the server painted the hero first (api/src/web/first-paint.ts): it goes once this page's background is in
  useEffect(() => dropFirstViewWhenLoaded(OLD_HOME_HERO.background), []);
  return (
    <div className={styles.page}>
      <header className={styles.hero} style={{ backgroundImage: `url(${OLD_HOME_HERO.background})` }}>
        <h1 className={styles.heroTitle}>{info.brand.name}</h1>
        <p className={styles.heroText}>{OLD_HOME_HERO.subtitle}</p>
      </header>

      <section className={styles.entries} aria-label={T.entries}>
        <article className={styles.entry}>
          <img src="/static/home/old/student.svg" alt="" width={64} height={64} />
          <h2 className={styles.entryTitle}>{T.student.title}</h2>
          <p className={styles.entryText}>{T.student.text}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => setQrOpen(true)}>
              {T.findJobs}
            </button>
            {target ? (
              <a className={styles.secondary} href={hashRoute(target)}>
                {T.improveResume}
              </a>
            ) : (
              <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={() => requestDialog({ kind: 'switchIdentity' })}>
                {T.improveResume}
              </button>
            )}
          </div>
        </article>
        <article className={styles.entry}>
          <img src="/static/home/old/company.svg" alt="" width={64} height={64} />
          <h2 className={styles.entryTitle}>{T.employer.title}</h2>
          <p className={styles.entryText}>{T.employer.text}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => openInNewTab(backOffice.company())} aria-label={`${T.employer.title}：${T.enter}`}>
              {T.enter}
            </button>
          </div>
        </article>
        <article className={styles.entry}>
          <img src="/static/home/old/school.svg" alt="" width={64} height={64} />
          <h2 className={styles.entryTitle}>{T.university.title}</h2>
          <p className={styles.entryText}>{T.university.text}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => openInNewTab(backOffice.school('0'))} aria-label={`${T.university.title}：${T.enter}`}>
              {T.enter}
            </button>
          </div>
        </article>
      </section>

      <section className={styles.points} aria-label={T.pointsTitle}>
        {T.points.map((p) => (
          <div key={p.title} className={styles.point}>
            <img src={p.image} alt="" width={320} height={240} loading="lazy" decoding="async" />
            <div>
              <h2 className={styles.pointTitle}>{p.title}</h2>
              <p className={styles.pointText}>{p.text}</p>
            </div>
          </div>
        ))}
      </section>

      <section className={styles.figures} aria-label={T.figuresTitle}>
        <dl className={styles.figureList}>
          {T.figures.map((f) => (
            <div key={f.label} className={styles.figure}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <JobsQrDialog open={qrOpen} onClose={() => setQrOpen(false)} />
    </div>
  );
}
