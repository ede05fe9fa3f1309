import type { ReactElement } from 'react';
import { CONTACT_HOURS } from '@campus/shared-utils';
import type { BrandInfo } from '@campus/shared-utils';
import { TEXT } from '../utils/texts';
import styles from './hotline-list.module.css';

export type HotlineListProps = { hotlines: BrandInfo['hotlines'] };

/** The brand's enterprise, student and university lines with the contact hours (spec §2, §9). */
export function HotlineList({ hotlines }: HotlineListProps): ReactElement {
  const rows: [string, string][] = [
    [TEXT.hotlineEnterprise, hotlines.enterprise],
    [TEXT.hotlineStudent, hotlines.student],
    [TEXT.hotlineUniversity, hotlines.university],
  ];
  return (
    <dl className={styles.list}>
      {rows.map(([label, phone]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>
            <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </dd>
        </div>
      ))}
      <div className={styles.row}>
        <dt>{TEXT.hotlineHours}</dt>
        <dd>{hotlines.hours || CONTACT_HOURS}</dd>
      </div>
    </dl>
  );
}
