import { Type } from '@sinclair/typebox';
import { CONTENT_LIMITS } from '@campus/shared-utils/rules';

/** A row id as a content call names it: a positive 32-bit integer (0, negative, too large or not a number: 参数错误). */
export const ContentId = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

/** The last page a content list answers; asking for a later one answers that page (empty past the end). */
export const CONTENT_MAX_PAGE = 1000;

/** Page and page size of the content lists (articles, videos, a fair's companies): loose, capped, never an error. */
export const ContentPaging = {
  page: Type.Optional(Type.Integer({ description: `page from 1 (below: 1; above ${CONTENT_MAX_PAGE}: ${CONTENT_MAX_PAGE})` })),
  page_size: Type.Optional(Type.Integer({ description: `rows a page, capped at ${CONTENT_LIMITS.maxPageSize} (below 1 or missing: the list's default)` })),
};

/** The page and size a content list answers with: missing or below 1 gives the default, above the cap the cap. */
export function contentPaging(page: number | undefined, pageSize: number | undefined, defaultSize: number): { page: number; pageSize: number; offset: number } {
  const size = pageSize === undefined || pageSize < 1 ? defaultSize : Math.min(pageSize, CONTENT_LIMITS.maxPageSize);
  const p = page === undefined || page < 1 ? 1 : Math.min(page, CONTENT_MAX_PAGE);
  return { page: p, pageSize: size, offset: (p - 1) * size };
}
