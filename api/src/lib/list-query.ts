import { Type } from '@sinclair/typebox';
import { JOBS_LIMITS, MINE_LIMITS } from '@campus/shared-utils/rules';

/**
 * The paging and text filters of the browsing lists (positions, companies, job fairs): loose on purpose, a
 * value out of range falls back instead of failing, so shared links from older pages keep working. What is
 * not a whole number within 32 bits (`abc`, `Infinity`, 400 digits) is 40001 like any bad value (lib/storable-values.ts).
 */
const int = (description: string) => Type.Optional(Type.Integer({ description }));

export const Paging = {
  page: int('page from 1 (out of range: 1)'),
  page_size: int(`rows a page, 1-${JOBS_LIMITS.pageSizeMax} (else ${JOBS_LIMITS.pageSizeDefault})`),
};

export const PagingQuery = Type.Object(Paging);

export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1, description: 'id' }) });

/** Page and size from a query: out of range falls back (page 1, the default size), never an error. */
export function paging(page: number | undefined, pageSize: number | undefined): { page: number; pageSize: number; offset: number } {
  const size = pageSize !== undefined && pageSize >= 1 && pageSize <= JOBS_LIMITS.pageSizeMax ? pageSize : JOBS_LIMITS.pageSizeDefault;
  const p = page !== undefined && page >= 1 && page <= JOBS_LIMITS.pageMax ? page : 1;
  return { page: p, pageSize: size, offset: (p - 1) * size };
}

/** A filter text, trimmed; empty is no filter. */
export function cleanText(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** Page and page size of the student's own lists (favourites, applications, interviews, recommendations): 1-based, size capped. */
export const StudentPageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MINE_LIMITS.maxPageSize, default: MINE_LIMITS.pageSize })),
};

export function studentPageOf(query: { page?: number; page_size?: number }): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? MINE_LIMITS.pageSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
