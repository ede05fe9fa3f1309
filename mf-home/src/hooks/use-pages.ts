import { useMemo } from 'react';

/** Items cut into pages of `size` (the last page may be shorter); no items, no pages. */
export function usePages<T>(items: readonly T[], size: number): T[][] {
  return useMemo(() => {
    const pages: T[][] = [];
    for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
    return pages;
  }, [items, size]);
}
