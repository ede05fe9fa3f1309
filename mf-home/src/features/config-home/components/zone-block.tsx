import type { ReactElement } from 'react';
import { newTabProps, type ZoneItem } from '@campus/shared-utils';
import { Section } from '../../../components/section';
import { zoneTarget } from '../utils/zone-target';
import { PagedCarousel } from './paged-carousel';
import styles from './config-home.module.css';

export type ZoneBlockProps = {
  title: string;
  items: ZoneItem[];
  /** items a page, or with `max` the most shown, without pages (zone three) */
  pageSize: number;
  max?: boolean;
};

function ZoneTile({ item }: { item: ZoneItem }): ReactElement {
  const href = zoneTarget(item);
  const body = (
    <>
      {item.icon && <img className={styles.zoneIcon} src={item.icon} alt="" width={48} height={48} loading="lazy" decoding="async" />}
      <span className={styles.zoneTitle}>{item.title}</span>
    </>
  );
  return href ? (
    <a className={styles.zone} href={href} {...newTabProps()}>
      {body}
    </a>
  ) : (
    <span className={styles.zone}>{body}</span>
  );
}

/** Zone one to four: items that open by their config_type (zone-target.ts), paged or capped. */
export function ZoneBlock({ title, items, pageSize, max }: ZoneBlockProps): ReactElement | null {
  if (items.length === 0) return null;
  if (max) {
    return (
      <Section title={title}>
        <ul className={styles.gridZoneThree}>
          {items.slice(0, pageSize).map((item) => (
            <li key={item.id}>
              <ZoneTile item={item} />
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  return (
    <PagedCarousel title={title} items={items} pageSize={pageSize} gridClassName={styles.gridZone} itemKey={(z) => z.id} renderItem={(z) => <ZoneTile item={z} />} />
  );
}
