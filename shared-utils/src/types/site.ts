/** Site information for the current host (spec §3 "Site info"): the shapes are defined once in shapes/site.ts. */
export type { Flag, SiteType, ExhibitionBlock, SchoolInfo, ChannelInfo, BrandInfo, FooterInfo, SiteInfo } from '../shapes/site';
import type { SiteInfo } from '../shapes/site';

/** What the root config decided to show for this host (spec §2 "Site-type display"). */
export type DisplayMode =
  /** home is where `#/` leads: '/subApp/collegePosition' on department sites */
  | { kind: 'normal'; home: string }
  | { kind: 'transferLogin' }
  | { kind: 'organiserLogin' }
  | { kind: 'redirect'; to: string };

export type SiteState =
  | { status: 'loading' }
  | { status: 'ready'; info: SiteInfo; mode: DisplayMode }
  | { status: 'failed'; message: string };
