import type { ReactElement } from 'react';
import { TEXT } from '../../../utils/texts';
import styles from './site-footer.module.css';

export type FooterQrProps = { src: string };

/** The public-account QR box with the prompt to scan to register for fairs and handle resumes. */
export function FooterQr({ src }: FooterQrProps): ReactElement {
  return (
    <figure className={styles.qrBox}>
      <img className={styles.qr} src={src} alt={TEXT.footerQrAlt} width={112} height={112} loading="lazy" />
      <figcaption className={styles.qrPrompt}>{TEXT.footerQrPrompt}</figcaption>
    </figure>
  );
}
