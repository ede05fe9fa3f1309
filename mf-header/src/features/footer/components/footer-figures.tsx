import type { ReactElement } from 'react';
import type { FooterInfo } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';
import styles from './site-footer.module.css';

export type FooterFiguresProps = { figures: FooterInfo['figures'] };

/** The brand's marketing figures (spec §1), e.g. 1000+ partner universities. */
export function FooterFigures({ figures }: FooterFiguresProps): ReactElement | null {
  if (figures.length === 0) return null;
  return (
    <section aria-label={TEXT.footerFigures}>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={`${figure.value}-${figure.label}`} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
