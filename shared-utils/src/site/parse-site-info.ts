import { conform } from '../shapes/conform';
import { SiteInfo } from '../shapes/site';
import { readObj } from '../util/read';
import { parseBrand } from './parse-brand';

/**
 * Site information with every field present and typed (shapes/site.ts). A malformed answer never blanks the
 * page: an unknown type reads as the main platform (1), missing flags as 0, missing texts as '', a missing
 * school or channel as null, a missing brand as the main brand.
 */
export function parseSiteInfo(raw: unknown): SiteInfo {
  const r = readObj(raw);
  const exhibition = r.exhibition;
  return {
    ...conform(SiteInfo, r),
    // kept as JSON text (the spec's form); an already parsed list is re-serialised for parseExhibition
    exhibition: typeof exhibition === 'string' ? exhibition : Array.isArray(exhibition) ? JSON.stringify(exhibition) : '',
    brand: parseBrand(r.brand),
  };
}
