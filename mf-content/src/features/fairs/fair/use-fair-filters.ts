import { useUrlFilters } from '@campus/shared-utils/student';

export type FairFilters = { label: number; keyword: string; page: number };

const KEYS = ['label', 'keyword'] as const;

/**
 * The company list's label, keyword and page, held in the URL's query beside the fair's id (a shared link
 * and Back keep them). Changing a filter starts again at page 1; clearing keeps the fair.
 */
export function useFairFilters(): FairFilters & {
  update: (patch: Partial<Pick<FairFilters, 'label' | 'keyword'>>) => void;
  setPage: (page: number) => void;
  clear: () => void;
} {
  const { values, page, update, setPage, clear } = useUrlFilters(KEYS);
  const label = Math.max(0, Number.parseInt(values.label, 10) || 0);
  return {
    label,
    keyword: values.keyword,
    page,
    update: (patch) => update(Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v ? String(v) : '']))),
    setPage,
    clear: () => clear(),
  };
}
