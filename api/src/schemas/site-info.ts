import type { SiteInfo } from '@campus/shared-utils';
import { Type, type Static } from '@sinclair/typebox';
import { Flag } from '../lib/envelope-schema';

const School = Type.Object({
  school: Type.String(),
  school_type: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 whole school, 2 department' }),
  is_show_jobfair: Flag,
  qr_parameter_id: Type.String(),
  college: Type.String({ description: 'department name on department sites' }),
  config: Type.Object({ school_badge: Type.String(), school_building: Type.String() }),
});

const Channel = Type.Object({
  channel: Type.String(),
  short_name: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  badge: Type.String(),
  show_content: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  qr_parameter_id: Type.String(),
});

const Brand = Type.Object({
  key: Type.String(),
  name: Type.String(),
  generation: Type.Union([Type.Literal('new'), Type.Literal('old')]),
  is_main: Type.Boolean(),
  home_title: Type.String(),
  logo_url: Type.String(),
  root_domains: Type.Array(Type.String()),
  footer: Type.Object({
    variant: Type.Union([Type.Literal('main'), Type.Literal('province'), Type.Literal('university')]),
    filing_notice: Type.String(),
    filing_number: Type.String(),
    figures: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
    phone: Type.String(),
    email: Type.String(),
    wechat: Type.String(),
    public_qr_url: Type.String(),
    addresses: Type.Array(Type.String()),
    support_logo_url: Type.String(),
  }),
  hotlines: Type.Object({ enterprise: Type.String(), student: Type.String(), university: Type.String(), hours: Type.String() }),
});

/** The SiteInfo of shared-utils as a schema; the type check below keeps the two identical. */
export const SiteInfoFields = {
  domain: Type.String({ description: 'host of the site that answered (the main site for unknown hosts)' }),
  type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 main platform, 2 school, 3 channel' }),
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
  school: Type.Union([School, Type.Null()]),
  channel: Type.Union([Channel, Type.Null()]),
  exhibition: Type.String({ description: 'JSON text of {label, show, title}[]' }),
  brand: Brand,
  mobile_jump_url: Type.String(),
};

export const SiteInfoSchema = Type.Object(SiteInfoFields);

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
/** Compile-time proof that the schema and the shared type agree; tsc fails here when either drifts. */
export type SiteInfoSchemaMatches = Assert<Equal<Static<typeof SiteInfoSchema>, SiteInfo>>;
