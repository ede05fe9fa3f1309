import { conform } from '../shapes/conform';
import { BrandInfo } from '../shapes/site';
import { isObj } from '../util/read';

/** What a host without usable brand data gets: the main brand's behaviour with empty contact data. */
export const DEFAULT_BRAND: BrandInfo = conform(BrandInfo, { is_main: true });

/** Brand data of a site-info answer, with every field present and typed (shapes/site.ts). */
export function parseBrand(raw: unknown): BrandInfo {
  return isObj(raw) ? conform(BrandInfo, raw) : DEFAULT_BRAND;
}
