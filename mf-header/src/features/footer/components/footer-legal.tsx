import type { ReactElement } from 'react';
import { TEXT } from '../../../utils/texts';
import styles from './site-footer.module.css';

export type FooterLegalProps = {
  filingNotice: string;
  filingNumber: string;
  /** null hides the technical-support logo (is_hide_logo 1) */
  supportLogoUrl: string | null;
  showAbout: boolean;
};

/** The bottom line: the brand family's filing notice and number, the support logo and the About link. */
export function FooterLegal({ filingNotice, filingNumber, supportLogoUrl, showAbout }: FooterLegalProps): ReactElement {
  return (
    <div className={styles.legal}>
      <p className={styles.filing}>
        {filingNotice && <span>{filingNotice}</span>}
        {filingNumber && <span>{filingNumber}</span>}
      </p>
      {showAbout && (
        <a className={styles.link} href="#/about">
          {TEXT.footerAbout}
        </a>
      )}
      {supportLogoUrl && (
        <span className={styles.support}>
          {TEXT.footerSupport}
          <img className={styles.supportLogo} src={supportLogoUrl} alt={TEXT.footerSupportAlt} height={20} loading="lazy" />
        </span>
      )}
    </div>
  );
}
