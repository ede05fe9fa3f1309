import type { ReactElement } from 'react';
import { site$, useStream } from '@campus/shared-utils';
import { LoadError, Loading } from '@campus/shared-utils/student';
import { AboutContacts } from './components/about-contacts';
import { ABOUT_TEXT as T } from './utils/texts';
import styles from './about.module.css';

/**
 * The brand's about page (/about; the shell hides header and footer and sends hosts without show_about
 * home): what the platform is, the brand's figures, contacts and hotlines, and a clear way back home.
 */
export function AboutPage(): ReactElement {
  const site = useStream(site$);
  if (site.status === 'loading') return <Loading label={T.loading} rows={4} />;
  if (site.status === 'failed') return <LoadError message={site.message} />;

  const { brand, is_hide_logo } = site.info;
  const figures = brand.footer.figures.filter((f) => f.value && f.label);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <a className={styles.brand} href="#/">
          {/* the logo carries the brand's name; without one the name is written out */}
          {is_hide_logo !== 1 && brand.logo_url ? <img src={brand.logo_url} alt={brand.name} height={36} /> : <span>{brand.name}</span>}
        </a>
        <a className={styles.backButton} href="#/">
          {T.backHome}
        </a>
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="about-title">
          <h1 id="about-title" className={styles.heroTitle}>
            {T.title(brand.name)}
          </h1>
          <p className={styles.lead}>{T.lead(brand.name)}</p>
        </section>
        <section className={styles.card} aria-labelledby="about-what">
          <h2 id="about-what" className={styles.sectionTitle}>
            {T.whatTitle}
          </h2>
          {T.what.map((text) => (
            <p key={text} className={styles.text}>
              {text}
            </p>
          ))}
          <h3 className={styles.subTitle}>{T.audiencesTitle}</h3>
          <ul className={styles.audiences}>
            {T.audiences.map((a) => (
              <li key={a.name}>
                <strong>{a.name}</strong>
                <span>{a.text}</span>
              </li>
            ))}
          </ul>
        </section>
        {figures.length > 0 && (
          <section className={styles.card} aria-labelledby="about-figures">
            <h2 id="about-figures" className={styles.sectionTitle}>
              {T.figuresTitle}
            </h2>
            <dl className={styles.figures}>
              {figures.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <AboutContacts brand={brand} />
        <p className={styles.back}>
          <a className={styles.backLarge} href="#/">
            {T.backHome}
          </a>
        </p>
      </main>
      <footer className={styles.footer}>
        <span>{T.copyright(brand.name)}</span>
        {brand.footer.filing_number && <span>{brand.footer.filing_number}</span>}
      </footer>
    </div>
  );
}
