/** Site information for the current host (spec §3 "Site info"), plus the brand data the UI needs. */
export type Flag = 0 | 1;

export type SiteType = 1 | 2 | 3;

export type ExhibitionBlock = { label: string; show: Flag; title: string };

export type SchoolInfo = {
  school: string;
  school_type: 1 | 2;
  is_show_jobfair: Flag;
  qr_parameter_id: string;
  college: string;
  config: { school_badge: string; school_building: string };
};

export type ChannelInfo = {
  channel: string;
  short_name: string;
  title: string;
  subtitle: string;
  badge: string;
  show_content: 1 | 2 | 3;
  qr_parameter_id: string;
};

/** The brand family a host belongs to: its look, footer, filing number and marketing figures. */
export type BrandInfo = {
  key: string;
  name: string;
  /** 'new' is the current header and footer; 'old' is the older PC header and old-style home. */
  generation: 'new' | 'old';
  /** True for the main brand: titles per route, no floating contact box on `/`. */
  is_main: boolean;
  home_title: string;
  logo_url: string;
  /** Hosts where a forced logout (20011) goes to the site root instead of `#/login`. */
  root_domains: string[];
  footer: FooterInfo;
  /** Phone lines of the floating contact box (spec §2 Layout rules). */
  hotlines: { enterprise: string; student: string; university: string; hours: string };
};

export type FooterInfo = {
  variant: 'main' | 'province' | 'university';
  /** Record-filing notice text and number (ICP). */
  filing_notice: string;
  filing_number: string;
  figures: { value: string; label: string }[];
  phone: string;
  email: string;
  wechat: string;
  public_qr_url: string;
  addresses: string[];
  support_logo_url: string;
};

export type SiteInfo = {
  domain: string;
  type: SiteType;
  show_about: Flag;
  is_hide_logo: Flag;
  is_taiban: Flag;
  is_open_ai: Flag;
  is_ai_interview: Flag;
  is_ai_career_planning: Flag;
  not_prod: Flag;
  qr_parameter_id: string;
  company_concat_qr_code_url: string;
  catalogue: { position_recommend: Flag; company_show_all: Flag };
  school: SchoolInfo | null;
  channel: ChannelInfo | null;
  /** JSON text of ExhibitionBlock[] as the spec gives it; parse with parseExhibition. */
  exhibition: string;
  brand: BrandInfo;
  /** Mobile jump address (spec §1); empty when none is configured. */
  mobile_jump_url: string;
};

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
