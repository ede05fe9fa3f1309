import { useEffect, useState, type ReactElement } from 'react';
import { api, auth$, backOffice, browserNav, dropFirstView, MSG, openInNewTab, ORGANISER_BACKGROUND, requestDialog, type SiteInfo, useStream } from '@campus/shared-utils';
import { ORGANISER_TEXT as T } from '../utils/texts';
import styles from './organiser-page.module.css';

export type OrganiserPageProps = { info: SiteInfo };

/**
 * The employer and organiser login page of a type 3 site (spec §2): title and subtitle from the site
 * config, the organiser form, and the organiser-admin button. A visitor already logged in as an employer
 * or channel goes straight to that back office.
 */
export function OrganiserPage({ info }: OrganiserPageProps): ReactElement {
  const auth = useStream(auth$);
  const [titles, setTitles] = useState({ title: info.channel?.title ?? '', subtitle: info.channel?.subtitle ?? '', failed: false, settled: false });

  useEffect(() => {
    // only a visitor who arrives logged in is sent on; a login made here redirects by itself (mf-auth)
    const { state } = auth$.getValue();
    if (state === 2) browserNav.assign(backOffice.company());
    else if (state === 4) browserNav.assign(backOffice.channel());
  }, []);

  useEffect(() => {
    let stale = false;
    void api.site.getConfig(info.domain).then((r) => {
      if (stale) return;
      setTitles((t) => (r.apiStatus ? { title: r.title || t.title, subtitle: r.subtitle || t.subtitle, failed: false, settled: true } : { ...t, failed: true, settled: true }));
    });
    return () => {
      stale = true;
    };
  }, [info.domain]);

  // the server's first view shows the config's titles: it goes once this page shows the same (or the failure)
  useEffect(() => {
    if (titles.settled) dropFirstView();
  }, [titles.settled]);

  const openOrganiserAdmin = () => {
    if (auth.state === 4) openInNewTab(backOffice.channel());
    else requestDialog({ kind: 'channelLogin' });
  };

  return (
    <div className={styles.page} style={{ backgroundImage: `url(${ORGANISER_BACKGROUND})` }}>
      <div className={styles.inner}>
        <header className={styles.head}>
          {info.channel?.badge && <img className={styles.badge} src={info.channel.badge} alt="" width={72} height={72} />}
          <h1 className={styles.title}>{titles.title}</h1>
          {titles.subtitle && <p className={styles.subtitle}>{titles.subtitle}</p>}
          {titles.failed && (
            <p className={styles.failed} role="alert">
              {MSG.requestFailed}
            </p>
          )}
        </header>
        <section className={styles.form} aria-label={T.entries}>
          <div className={styles.option}>
            <h2 className={styles.optionTitle}>{T.employer.title}</h2>
            <p className={styles.optionText}>{T.employer.text}</p>
            <button type="button" className={styles.primary} onClick={() => requestDialog({ kind: 'employer' })}>
              {T.employer.action}
            </button>
          </div>
          <div className={styles.option}>
            <h2 className={styles.optionTitle}>{T.organiser.title}</h2>
            <p className={styles.optionText}>{T.organiser.text}</p>
            <button type="button" className={styles.secondary} onClick={openOrganiserAdmin}>
              {T.organiser.action}
            </button>
          </div>
          <p className={styles.note}>{T.note}</p>
        </section>
        <footer className={styles.footer}>
          {info.channel?.channel} · {info.brand.footer.filing_number}
        </footer>
      </div>
    </div>
  );
}
