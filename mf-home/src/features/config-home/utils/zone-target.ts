import { hashRoute, safeHttpUrl } from '@campus/shared-utils';
import type { ZoneItem } from '@campus/shared-utils';

/**
 * Where a zone item leads, by its config_type (spec §2 table): 1 the position list with zoneid and title;
 * 2 or 3 the company list with zoneid and title; 4 the article list and 5 the content list with id and
 * title; 6 its external web_domain (http(s) only, else nowhere: null).
 */
export function zoneTarget(item: ZoneItem): string | null {
  const { config_content: content, title } = item;
  switch (item.config_type) {
    case 1:
      return hashRoute('/positionList', { zoneid: content, title });
    case 2:
    case 3:
      return hashRoute('/companyList', { zoneid: content, title });
    case 4:
      return hashRoute('/wenList', { id: content, title });
    case 5:
      return hashRoute('/contentListNew', { id: content, title });
    case 6:
      return safeHttpUrl(item.config_content_details.web_domain);
    default:
      return null;
  }
}
