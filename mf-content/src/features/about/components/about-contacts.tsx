import type { ReactElement } from 'react';
import { CONTACT_HOURS, type BrandInfo } from '@campus/shared-utils';
import { ABOUT_TEXT as T } from '../utils/texts';
import styles from '../about.module.css';

export type AboutContactsProps = { brand: BrandInfo };

const tel = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The brand's contacts (phone, email, WeChat, addresses) and its three hotlines with their hours. */
export function AboutContacts({ brand }: AboutContactsProps): ReactElement {
  const { footer, hotlines } = brand;
  const lines: [string, string][] = [
    [T.hotlineEnterprise, hotlines.enterprise],
    [T.hotlineStudent, hotlines.student],
    [T.hotlineUniversity, hotlines.university],
  ];
  return (
    <div className={styles.contactGrid}>
      <section className={styles.card} aria-labelledby="about-contact">
        <h2 id="about-contact" className={styles.sectionTitle}>
          {T.contactTitle}
        </h2>
        <dl className={styles.facts}>
          {footer.phone && (
            <div>
              <dt>{T.phone}</dt>
              <dd>
                <a href={tel(footer.phone)}>{footer.phone}</a>
              </dd>
            </div>
          )}
          {footer.email && (
            <div>
              <dt>{T.email}</dt>
              <dd>
                <a href={`mailto:${footer.email}`}>{footer.email}</a>
              </dd>
            </div>
          )}
          {footer.wechat && (
            <div>
              <dt>{T.wechat}</dt>
              <dd>{footer.wechat}</dd>
            </div>
          )}
          {footer.addresses.map((address) => (
            <div key={address}>
              <dt>{T.address}</dt>
              <dd>{address}</dd>
            </div>
          ))}
        </dl>
        {footer.public_qr_url && <img className={styles.qr} src={footer.public_qr_url} alt={T.publicQr} width={112} height={112} loading="lazy" />}
      </section>
      <section className={styles.card} aria-labelledby="about-hotlines">
        <h2 id="about-hotlines" className={styles.sectionTitle}>
          {T.hotlinesTitle}
        </h2>
        <dl className={styles.facts}>
          {lines
            .filter(([, phone]) => phone)
            .map(([label, phone]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <a href={tel(phone)}>{phone}</a>
                </dd>
              </div>
            ))}
          <div>
            <dt>{T.hours}</dt>
            <dd>{hotlines.hours || CONTACT_HOURS}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
