import type { ReactElement } from 'react';
import type { BrandInfo } from '@campus/shared-utils';
import { HotlineList } from '../../../components/hotline-list';
import { HoverCard } from '../../../components/hover-card';
import { TEXT } from '../../../utils/texts';

export type ContactCardProps = { hotlines: BrandInfo['hotlines'] };

/** The older header's "contact us" hover card with the brand's hotlines. */
export function ContactCard({ hotlines }: ContactCardProps): ReactElement {
  return (
    <HoverCard label={TEXT.contactUs} title={TEXT.contactUs}>
      <HotlineList hotlines={hotlines} />
    </HoverCard>
  );
}
