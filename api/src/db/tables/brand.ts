import type { Insertable, Selectable } from 'kysely';

/** A brand family: look, footer variant, filing number, marketing figures, hotlines (spec §1, §2 Footer). */
export interface BrandTable {
  key: string;
  name: string;
  generation: 'new' | 'old';
  is_main: number;
  home_title: string;
  logo_url: string;
  /** JSON text: string[] of hosts where a forced logout goes to the site root. */
  root_domains: string;
  footer_variant: 'main' | 'province' | 'university';
  filing_notice: string;
  filing_number: string;
  /** JSON text: {value, label}[] */
  figures: string;
  /** JSON text: string[] */
  addresses: string;
  public_qr_url: string;
  support_logo_url: string;
  hotline_enterprise: string;
  hotline_student: string;
  hotline_university: string;
  hotline_hours: string;
}

/** The operating company's contact data a brand's footer shows (spec §7 /company/site/getinfo). */
export interface CompanyContactTable {
  brand_key: string;
  phone: string;
  email: string;
  wechat: string;
  company_concat_qr_code_url: string;
}

export type BrandRow = Selectable<BrandTable>;
export type NewBrand = Insertable<BrandTable>;
export type CompanyContactRow = Selectable<CompanyContactTable>;
export type NewCompanyContact = Insertable<CompanyContactTable>;
