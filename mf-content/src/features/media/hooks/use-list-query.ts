import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MEDIA_KINDS, type MediaKind } from '@campus/shared-utils/student';

/** A positive whole id from the query, or 0 for a missing or malformed one. */
export function readId(value: string | null): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export type ListQuery = {
  /** the column id (0: malformed) */
  id: number;
  /** the title the link carried, shown while the column loads */
  title: string;
  page: number;
  /** '' for every kind */
  kind: MediaKind | '';
  setPage: (page: number) => void;
  setKind: (kind: MediaKind | '') => void;
};

/**
 * A column list's place in the URL's query (id, title, page, kind), so reload, Back and a shared link keep
 * it. A new page or kind adds a history entry; a new kind starts again at page 1.
 */
export function useListQuery(): ListQuery {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawKind = params.get('kind') ?? '';
  const kind = (MEDIA_KINDS as readonly string[]).includes(rawKind) ? (rawKind as MediaKind) : '';

  const setPage = useCallback(
    (n: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (n > 1) next.set('page', String(n));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  const setKind = useCallback(
    (k: MediaKind | '') =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (k) next.set('kind', k);
        else next.delete('kind');
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { id: readId(params.get('id')), title: params.get('title') ?? '', page, kind, setPage, setKind };
}
