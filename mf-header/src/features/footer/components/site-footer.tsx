import type { ReactElement } from 'react';
import type { SiteInfo } from '@campus/shared-utils';
import { useCompanyWechat } from '../hooks/use-company-wechat';
import { FooterContact } from './footer-contact';
import { FooterFigures } from './footer-figures';
import { FooterLegal } from './footer-legal';
import { FooterQr } from './footer-qr';
import styles from './site-footer.module.css';

export type SiteFooterProps = { info: SiteInfo; path: string; showFigures?: boolean };

/** The create-resume route, where the WeChat id comes from the site info (spec §2 Footer). */
const CREATE_PATHS = ['/resume_create', '/subApp/resume_create'];

/** The footer of the brand family: figures, contact, QR box, addresses (main), filing, support logo, About. */
export function SiteFooter({ info, path, showFigures = true }: SiteFooterProps): ReactElement {
  const footer = info.brand.footer;
  const wechat = useCompanyWechat(info.domain, !CREATE_PATHS.includes(path), footer.wechat);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {showFigures && <FooterFigures figures={footer.figures} />}
        <div className={styles.row}>
          <FooterContact
            phone={footer.phone}
            email={footer.email}
            wechat={wechat}
            addresses={footer.variant === 'main' ? footer.addresses : []}
          />
          {footer.public_qr_url && <FooterQr src={footer.public_qr_url} />}
        </div>
        <FooterLegal
          filingNotice={footer.filing_notice}
          filingNumber={footer.filing_number}
          supportLogoUrl={info.is_hide_logo === 1 || !footer.support_logo_url ? null : footer.support_logo_url}
          showAbout={info.show_about === 1}
        />
      </div>
    </footer>
  );
}
