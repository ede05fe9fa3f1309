import { useEffect, type ReactElement, type ReactNode } from 'react';
import { auth$, browserNav, dropFirstView, MSG, requestDialog, useStream, type SiteInfo, backOffice } from '@campus/shared-utils';
import { useLandingData } from '../hooks/use-landing-data';
import { LANDING_TEXT as T } from '../utils/texts';
import styles from './landing-page.module.css';

export type LandingPageProps = { info: SiteInfo };

type EntranceProps = { icon: string; title: string; text: string; children: ReactNode };

function Entrance({ icon, title, text, children }: EntranceProps): ReactElement {
  return (
    <article className={styles.entrance}>
      <img src={icon} alt="" width={56} height={56} />
      <h2 className={styles.entranceTitle}>{title}</h2>
      <p className={styles.entranceText}>{text}</p>
      {children}
    </article>
  );
}

/**
 * The landing page of a school site without job fairs (transfer-login mode, a whole page): background,
 * badge and name, three entrances that open their back office when the matching role is logged in and
 * its login otherwise, the students' QR code, and the platform footer.
 */
export function LandingPage({ info }: LandingPageProps): ReactElement {
  const auth = useStream(auth$);
  const { config, qr } = useLandingData(info.domain);
  const school = info.school;
  const loaded = config !== null && config !== 'failed' ? config : null;
  const background = loaded?.use_bg_image === 1 && loaded.bg_image ? loaded.bg_image : '';
  const title = loaded?.title || `${school?.school ?? ''}就业服务平台`;
  // the server's first view shows the config's title and background: it goes once this page shows the same
  useEffect(() => {
    if (config !== null) dropFirstView();
  }, [config]);

  return (
    // unseen until the config is in (title, subtitle, background): the page would move under the reader as they arrive
    <div className={config === null ? `${styles.page} ${styles.waiting}` : styles.page} style={background ? { backgroundImage: `url("${background}")` } : undefined}>
      <div className={styles.shade}>
        <header className={styles.head}>
          {school?.config.school_badge && <img className={styles.badge} src={school.config.school_badge} alt="" width={88} height={88} />}
          <h1 className={styles.school}>{school?.school}</h1>
          <p className={styles.title}>{title}</p>
          {loaded?.subtitle && <p className={styles.subtitle}>{loaded.subtitle}</p>}
          {config === 'failed' && (
            <p className={styles.failed} role="alert">
              {MSG.requestFailed}
            </p>
          )}
        </header>

        <section className={styles.entrances} aria-label={T.entrances}>
          <Entrance icon="/static/home/old/company.svg" title={T.employer.title} text={T.employer.text}>
            <button
              type="button"
              className={styles.button}
              onClick={() => (auth.state === 2 ? browserNav.assign(backOffice.company()) : requestDialog({ kind: 'employer' }))}
            >
              {auth.state === 2 ? T.backOffice : T.login}
            </button>
          </Entrance>
          <Entrance icon="/static/home/old/student.svg" title={T.student.title} text={T.student.text}>
            <div className={styles.qrBox}>
              {qr.status === 'ready' && <img className={styles.qr} src={qr.src} alt={T.qrAlt} width={132} height={132} />}
              {qr.status === 'loading' && <span role="status">{T.qrLoading}</span>}
              {qr.status === 'failed' && <span role="alert">{MSG.qrRequestFailed}</span>}
            </div>
            {auth.state === 1 ? (
              <p className={styles.note}>{T.studentLoggedIn}</p>
            ) : (
              <button type="button" className={styles.button} onClick={() => requestDialog({ kind: 'studentLogin', jumpMode: 3 })}>
                {T.studentLogin}
              </button>
            )}
          </Entrance>
          <Entrance icon="/static/home/old/school.svg" title={T.school.title} text={T.school.text}>
            <button
              type="button"
              className={styles.button}
              onClick={() => (auth.state === 3 ? browserNav.assign(backOffice.school(auth.userType)) : requestDialog({ kind: 'schoolLogin' }))}
            >
              {auth.state === 3 ? T.backOffice : T.login}
            </button>
          </Entrance>
        </section>

        <footer className={styles.footer}>
          <p>{T.footer}</p>
          <p className={styles.filing}>
            {info.brand.footer.filing_notice} {info.brand.footer.filing_number}
          </p>
        </footer>
      </div>
    </div>
  );
}
