import type { ReactElement } from 'react';
import type { BrandInfo } from '@campus/shared-utils';
import { HotlineList } from '../../../components/hotline-list';
import { HoverCard } from '../../../components/hover-card';
import { TEXT } from '../../../utils/texts';
import styles from './floating-contact.module.css';

export type FloatingContactProps = { hotlines: BrandInfo['hotlines'] };

/** The floating "contact us" box on `/` of hosts outside the main brand (spec §2 Layout rules). */
export function FloatingContact({ hotlines }: FloatingContactProps): ReactElement {
  return (
    <aside className={styles.box} aria-label={TEXT.contactUs}>
      <HoverCard label={TEXT.contactUs} title={TEXT.contactUs} placement="floating">
        <HotlineList hotlines={hotlines} />
      </HoverCard>
    </aside>
  );
}
