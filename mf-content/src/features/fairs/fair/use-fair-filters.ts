import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type FairFilters = { label: number; keyword: string; page: number };

/**
 * The company list's label, keyword and page, held in the URL's query beside the fair's id (a shared link
 * and Back keep them). Changing a filter starts again at page 1.
 */
export function useFairFilters(): FairFilters & {
  update: (patch: Partial<Pick<FairFilters, 'label' | 'keyword'>>) => void;
  setPage: (page: number) => void;
  clear: () => void;
} {
  const [params, setParams] = useSearchParams();
  const label = Math.max(0, Number.parseInt(params.get('label') ?? '0', 10) || 0);
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (patch: Partial<Pick<FairFilters, 'label' | 'keyword'>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, String(value));
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );
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
  const clear = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams();
        const id = current.get('id');
        if (id) next.set('id', id);
        return next;
      }),
    [setParams],
  );
  return { label, keyword, page, update, setPage, clear };
}
