import { CONTACT_HOURS } from '../constants';
import type { BrandInfo, FooterInfo } from '../types/site';
import { isObj, readObj, readOneOf, readStr, readStrList } from '../util/read';

/** What a host without usable brand data gets: the main brand's behaviour with empty contact data. */
export const DEFAULT_BRAND: BrandInfo = {
  key: 'main',
  name: '',
  generation: 'new',
  is_main: true,
  home_title: '',
  logo_url: '',
  root_domains: [],
  footer: {
    variant: 'main',
    filing_notice: '',
    filing_number: '',
    figures: [],
    phone: '',
    email: '',
    wechat: '',
    public_qr_url: '',
    addresses: [],
    support_logo_url: '',
  },
  hotlines: { enterprise: '', student: '', university: '', hours: CONTACT_HOURS },
};

function parseFooter(raw: unknown): FooterInfo {
  const f = readObj(raw);
  const d = DEFAULT_BRAND.footer;
  return {
    variant: readOneOf(f.variant, ['main', 'province', 'university'] as const, d.variant),
    filing_notice: readStr(f.filing_notice),
    filing_number: readStr(f.filing_number),
    figures: Array.isArray(f.figures)
      ? f.figures.filter(isObj).map((x) => ({ value: readStr(x.value), label: readStr(x.label) }))
      : [],
    phone: readStr(f.phone),
    email: readStr(f.email),
    wechat: readStr(f.wechat),
    public_qr_url: readStr(f.public_qr_url),
    addresses: readStrList(f.addresses),
    support_logo_url: readStr(f.support_logo_url),
  };
}

/** Brand data of a site-info answer, with every field present and typed. */
export function parseBrand(raw: unknown): BrandInfo {
  if (!isObj(raw)) return DEFAULT_BRAND;
  const h = readObj(raw.hotlines);
  return {
    key: readStr(raw.key, DEFAULT_BRAND.key),
    name: readStr(raw.name),
    generation: readOneOf(raw.generation, ['new', 'old'] as const, 'new'),
    is_main: raw.is_main === true || raw.is_main === 1,
    home_title: readStr(raw.home_title),
    logo_url: readStr(raw.logo_url),
    root_domains: readStrList(raw.root_domains),
    footer: parseFooter(raw.footer),
    hotlines: {
      enterprise: readStr(h.enterprise),
      student: readStr(h.student),
      university: readStr(h.university),
      hours: readStr(h.hours, CONTACT_HOURS),
    },
  };
}
