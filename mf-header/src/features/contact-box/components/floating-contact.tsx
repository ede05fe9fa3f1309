import type { ReactElement } from 'react';
import { cx, type BrandInfo } from '@campus/shared-utils';
import { HotlineList } from '../../../components/hotline-list';
import { HoverCard } from '../../../components/hover-card';
import { TEXT } from '../../../utils/texts';
import accent from '../../../components/accent.module.css';
import styles from './floating-contact.module.css';

export type FloatingContactProps = { hotlines: BrandInfo['hotlines']; generation: BrandInfo['generation'] };

/** The floating "contact us" box on `/` of hosts outside the main brand (spec §2 Layout rules), in the brand's accent. */
export function FloatingContact({ hotlines, generation }: FloatingContactProps): ReactElement {
  return (
    <aside className={cx(styles.box, generation === 'old' && accent.old)} aria-label={TEXT.contactUs}>
      <HoverCard label={TEXT.contactUs} title={TEXT.contactUs} placement="floating">
        <HotlineList hotlines={hotlines} />
      </HoverCard>
    </aside>
  );
}
