import { MEDIA_KINDS, useUrlFilters, type MediaKind } from '@campus/shared-utils/student';
import { useSearchParams } from 'react-router-dom';

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

const KEYS = ['kind'] as const;

/**
 * A column list's place in the URL's query (id, title, page, kind), so reload, Back and a shared link keep
 * it. A new page or kind adds a history entry; a new kind starts again at page 1.
 */
export function useListQuery(): ListQuery {
  const [params] = useSearchParams();
  const { values, page, update, setPage } = useUrlFilters(KEYS);
  const kind = (MEDIA_KINDS as readonly string[]).includes(values.kind) ? (values.kind as MediaKind) : '';
  return { id: readId(params.get('id')), title: params.get('title') ?? '', page, kind, setPage, setKind: (k) => update({ kind: k }) };
}
