import type { ChannelInfo, SchoolInfo, SiteInfo } from '../types/site';
import { isObj, readFlag, readObj, readOneOf, readStr } from '../util/read';
import { parseBrand } from './parse-brand';

function parseSchool(raw: unknown): SchoolInfo | null {
  if (!isObj(raw)) return null;
  const config = readObj(raw.config);
  return {
    school: readStr(raw.school),
    school_type: readOneOf(raw.school_type, [1, 2] as const, 1),
    is_show_jobfair: readFlag(raw.is_show_jobfair),
    qr_parameter_id: readStr(raw.qr_parameter_id),
    college: readStr(raw.college),
    config: { school_badge: readStr(config.school_badge), school_building: readStr(config.school_building) },
  };
}

function parseChannel(raw: unknown): ChannelInfo | null {
  if (!isObj(raw)) return null;
  return {
    channel: readStr(raw.channel),
    short_name: readStr(raw.short_name),
    title: readStr(raw.title),
    subtitle: readStr(raw.subtitle),
    badge: readStr(raw.badge),
    // an organiser site without a usable show_content shows its login page, the spec's default for type 3
    show_content: readOneOf(raw.show_content, [1, 2, 3] as const, 1),
    qr_parameter_id: readStr(raw.qr_parameter_id),
  };
}

/**
 * Site information with every field present and typed. A malformed answer never blanks the page:
 * an unknown type reads as the main platform (1), missing flags as 0, missing texts as ''.
 */
export function parseSiteInfo(raw: unknown): SiteInfo {
  const r = readObj(raw);
  const catalogue = readObj(r.catalogue);
  const exhibition = r.exhibition;
  return {
    domain: readStr(r.domain),
    type: readOneOf(r.type, [1, 2, 3] as const, 1),
    show_about: readFlag(r.show_about),
    is_hide_logo: readFlag(r.is_hide_logo),
    is_taiban: readFlag(r.is_taiban),
    is_open_ai: readFlag(r.is_open_ai),
    is_ai_interview: readFlag(r.is_ai_interview),
    is_ai_career_planning: readFlag(r.is_ai_career_planning),
    not_prod: readFlag(r.not_prod),
    qr_parameter_id: readStr(r.qr_parameter_id),
    company_concat_qr_code_url: readStr(r.company_concat_qr_code_url),
    catalogue: { position_recommend: readFlag(catalogue.position_recommend), company_show_all: readFlag(catalogue.company_show_all) },
    school: parseSchool(r.school),
    channel: parseChannel(r.channel),
    // kept as JSON text (the spec's form); an already parsed list is re-serialised for parseExhibition
    exhibition: typeof exhibition === 'string' ? exhibition : Array.isArray(exhibition) ? JSON.stringify(exhibition) : '',
    brand: parseBrand(r.brand),
    mobile_jump_url: readStr(r.mobile_jump_url),
  };
}
