import type { BrandInfo, ChannelInfo, CompanySiteInfo, Flag, SchoolInfo, SiteInfo } from '@campus/shared-utils';
import { isRecordArray, isStringArray, parseJson } from '../../lib/json';
import { parseExhibition } from './exhibition';
import type { SiteRecord } from './load-site';

const flag = (n: number): Flag => (n === 1 ? 1 : 0);

/** The one mapping from stored rows to the SiteInfo answer (shared-utils types/site.ts). */
export function toSiteInfo(record: SiteRecord, opts: { mobileJumpUrl: string }): SiteInfo {
  const { site, school, channel } = record;
  return {
    domain: site.host,
    type: site.type === 2 ? 2 : site.type === 3 ? 3 : 1,
    show_about: flag(site.show_about),
    is_hide_logo: flag(site.is_hide_logo),
    is_taiban: flag(site.is_taiban),
    is_open_ai: flag(site.is_open_ai),
    is_ai_interview: flag(site.is_ai_interview),
    is_ai_career_planning: flag(site.is_ai_career_planning),
    not_prod: flag(site.not_prod),
    qr_parameter_id: site.qr_parameter_id,
    company_concat_qr_code_url: contactQrUrl(record),
    catalogue: { position_recommend: flag(site.position_recommend), company_show_all: flag(site.company_show_all) },
    school: school ? toSchoolInfo(school) : null,
    channel: channel ? toChannelInfo(channel) : null,
    exhibition: JSON.stringify(parseExhibition(site.exhibition)),
    brand: toBrandInfo(record),
    mobile_jump_url: site.mobile_jump_url || opts.mobileJumpUrl,
  };
}

/** The company contact data of a site's footer (POST /company/site/getinfo, and the page's first answer). */
export function toCompanySiteInfo(record: SiteRecord): CompanySiteInfo {
  const { contact } = record;
  return { company_concat_qr_code_url: contactQrUrl(record), wechat: contact?.wechat ?? '', phone: contact?.phone ?? '', email: contact?.email ?? '' };
}

/** The site's own contact QR, else its brand's. */
export function contactQrUrl({ site, contact }: SiteRecord): string {
  return site.company_concat_qr_code_url || contact?.company_concat_qr_code_url || '';
}

function toSchoolInfo(school: NonNullable<SiteRecord['school']>): SchoolInfo {
  return {
    school: school.name,
    school_type: school.school_type === 2 ? 2 : 1,
    is_show_jobfair: flag(school.is_show_jobfair),
    qr_parameter_id: school.qr_parameter_id,
    college: school.college,
    config: { school_badge: school.badge_url, school_building: school.building_url },
  };
}

function toChannelInfo(channel: NonNullable<SiteRecord['channel']>): ChannelInfo {
  return {
    channel: channel.name,
    short_name: channel.short_name,
    title: channel.title,
    subtitle: channel.subtitle,
    badge: channel.badge_url,
    show_content: channel.show_content === 1 ? 1 : channel.show_content === 2 ? 2 : 3,
    qr_parameter_id: channel.qr_parameter_id,
  };
}

function toBrandInfo({ brand, contact }: SiteRecord): BrandInfo {
  return {
    key: brand.key,
    name: brand.name,
    generation: brand.generation === 'old' ? 'old' : 'new',
    is_main: brand.is_main === 1,
    home_title: brand.home_title,
    logo_url: brand.logo_url,
    root_domains: parseJson(brand.root_domains, isStringArray, []),
    footer: {
      variant: brand.footer_variant === 'province' || brand.footer_variant === 'university' ? brand.footer_variant : 'main',
      filing_notice: brand.filing_notice,
      filing_number: brand.filing_number,
      figures: parseJson(brand.figures, isRecordArray, []).map((f) => ({ value: String(f.value ?? ''), label: String(f.label ?? '') })),
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
      wechat: contact?.wechat ?? '',
      public_qr_url: brand.public_qr_url,
      addresses: parseJson(brand.addresses, isStringArray, []),
      support_logo_url: brand.support_logo_url,
    },
    hotlines: {
      enterprise: brand.hotline_enterprise,
      student: brand.hotline_student,
      university: brand.hotline_university,
      hours: brand.hotline_hours,
    },
  };
}
