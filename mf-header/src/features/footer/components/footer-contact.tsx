import { useId } from 'react';
import type { ReactElement } from 'react';
import { TEXT } from '../../../utils/texts';
import styles from './site-footer.module.css';

export type FooterContactProps = { phone: string; email: string; wechat: string; addresses: string[] };

/** Contact phone, e-mail, WeChat and, on the main variant, the company addresses. */
export function FooterContact({ phone, email, wechat, addresses }: FooterContactProps): ReactElement {
  const headingId = useId();
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {TEXT.footerContact}
      </h2>
      <ul className={styles.lines}>
        <li>
          {TEXT.footerPhone}
          <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        </li>
        <li>
          {TEXT.footerEmail}
          <a className={styles.link} href={`mailto:${email}`}>
            {email}
          </a>
        </li>
        <li>
          {TEXT.footerWechat}
          {wechat}
        </li>
      </ul>
      {addresses.length > 0 && (
        <>
          <h3 className={styles.subheading}>{TEXT.footerAddresses}</h3>
          <ul className={styles.lines}>
            {addresses.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
