import { Type, type Static } from '@sinclair/typebox';
import { CONTACT_HOURS } from '../constants';

/** Site information for the current host (spec §3 "Site info"), with the brand data the UI needs. */

export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type Flag = Static<typeof Flag>;

export const SiteType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 main platform, 2 school, 3 channel' });
export type SiteType = Static<typeof SiteType>;

export const ExhibitionBlock = Type.Object({ label: Type.String(), show: Flag, title: Type.String() });
export type ExhibitionBlock = Static<typeof ExhibitionBlock>;

export const SchoolInfo = Type.Object({
  school: Type.String(),
  school_type: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 whole school, 2 department' }),
  is_show_jobfair: Flag,
  qr_parameter_id: Type.String(),
  college: Type.String({ description: 'department name on department sites' }),
  config: Type.Object({ school_badge: Type.String(), school_building: Type.String() }),
});
export type SchoolInfo = Static<typeof SchoolInfo>;

export const ChannelInfo = Type.Object({
  channel: Type.String(),
  short_name: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  badge: Type.String(),
  // an organiser site without a usable show_content shows its login page, the spec's default for type 3
  show_content: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  qr_parameter_id: Type.String(),
});
export type ChannelInfo = Static<typeof ChannelInfo>;

export const FooterInfo = Type.Object({
  variant: Type.Union([Type.Literal('main'), Type.Literal('province'), Type.Literal('university')]),
  /** Record-filing notice text and number (ICP). */
  filing_notice: Type.String(),
  filing_number: Type.String(),
  figures: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  phone: Type.String(),
  email: Type.String(),
  wechat: Type.String(),
  public_qr_url: Type.String(),
  addresses: Type.Array(Type.String()),
  support_logo_url: Type.String(),
});
export type FooterInfo = Static<typeof FooterInfo>;

/** The brand family a host belongs to: its look, footer, filing number and marketing figures. */
export const BrandInfo = Type.Object({
  key: Type.String({ default: 'main' }),
  name: Type.String(),
  generation: Type.Union([Type.Literal('new'), Type.Literal('old')], { description: "'new' is the current header and footer; 'old' the older PC header and old-style home" }),
  is_main: Type.Boolean({ description: 'the main brand: titles per route, no floating contact box on /' }),
  home_title: Type.String(),
  logo_url: Type.String(),
  root_domains: Type.Array(Type.String(), { description: 'hosts where a forced logout (20011) goes to the site root instead of #/login' }),
  footer: FooterInfo,
  hotlines: Type.Object({ enterprise: Type.String(), student: Type.String(), university: Type.String(), hours: Type.String({ default: CONTACT_HOURS }) }),
});
export type BrandInfo = Static<typeof BrandInfo>;

export const SiteInfo = Type.Object({
  domain: Type.String({ description: 'host of the site that answered (the main site for unknown hosts)' }),
  type: SiteType,
  show_about: Flag,
  is_hide_logo: Flag,
  is_taiban: Flag,
  is_open_ai: Flag,
  is_ai_interview: Flag,
  is_ai_career_planning: Flag,
  not_prod: Flag,
  qr_parameter_id: Type.String(),
  company_concat_qr_code_url: Type.String(),
  catalogue: Type.Object({ position_recommend: Flag, company_show_all: Flag }),
  school: Type.Union([SchoolInfo, Type.Null()]),
  channel: Type.Union([ChannelInfo, Type.Null()]),
  exhibition: Type.String({ description: 'JSON text of {label, show, title}[]; read it with parseExhibition' }),
  brand: BrandInfo,
  mobile_jump_url: Type.String({ description: 'mobile jump address (spec §1); empty when none is configured' }),
});
export type SiteInfo = Static<typeof SiteInfo>;
