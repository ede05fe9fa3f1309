/**
 * Change notices for home data: every repository write that changes what a home page shows announces the
 * site it touched, and the home answers cached in memory for that site are dropped (routes/home).
 * Process-wide on purpose: a write through any Kysely instance or transaction reaches every cache, and
 * a notice for a site id of another database only costs that cache a miss.
 */
export type HomeChangeListener = (siteId: number | 'all') => void;

const listeners = new Set<HomeChangeListener>();

export function onHomeChange(listener: HomeChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces that a site's home data changed ('all' after writes that span sites, such as categories). */
export function homeChanged(siteId: number | 'all'): void {
  for (const listener of listeners) listener(siteId);
}
