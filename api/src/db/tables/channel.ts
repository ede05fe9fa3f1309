import type { Generated, Insertable, Selectable } from 'kysely';

/** A channel (organiser, 主办方) with its own badge, title and subtitle (spec §1 type 3). */
export interface ChannelTable {
  id: Generated<number>;
  key: string;
  name: string;
  short_name: string;
  title: string;
  subtitle: string;
  badge_url: string;
  /** 1 organiser login page, 2 employer back office, 3 the normal site (spec §2 Site-type display). */
  show_content: number;
  qr_parameter_id: string;
}

export type ChannelRow = Selectable<ChannelTable>;
export type NewChannel = Insertable<ChannelTable>;
