import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Filters held in the URL's query, so a list can be shared and survives a reload. Changing a filter
 * starts again at page 1 and adds a history entry (Back undoes it); `aliases` names older keys a link may
 * use for the same filter (the home's category chips send value and label), dropped once the user changes it.
 */
/** No aliases: one object for every render, so the callbacks below keep their identity. */
const NONE = {};
/** What a list page is about, kept when its filters are cleared. */
const PAGE_KEYS = ['id', 'zoneid', 'title'];

export function useUrlFilters<K extends string>(keys: readonly K[], aliases: Partial<Record<K, string[]>> = NONE, dropWith: Partial<Record<K, string[]>> = NONE) {
  const [params, setParams] = useSearchParams();

  const values = {} as Record<K, string>;
  for (const key of keys) values[key] = params.get(key) ?? aliases[key]?.map((a) => params.get(a)).find((v) => v) ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (patch: Partial<Record<K, string>>, opts: { keepPage?: boolean } = {}) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
          for (const alias of [...(aliases[key] ?? []), ...(dropWith[key] ?? [])]) next.delete(alias);
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!opts.keepPage) next.delete('page');
        return next;
      });
    },
    [setParams, aliases, dropWith],
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

  /** Drops the user's filters; what the page is about (its id, a zone from the home, the title) stays, and `keep` too. */
  const clear = useCallback((keep: readonly K[] = []) => {
    setParams((current) => {
      const next = new URLSearchParams();
      for (const name of [...PAGE_KEYS, ...keep]) {
        const v = current.get(name);
        if (v) next.set(name, v);
      }
      return next;
    });
  }, [setParams]);

  return { values, page, update, setPage, clear, params };
}
