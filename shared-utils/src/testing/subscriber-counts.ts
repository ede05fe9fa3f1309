/**
 * How many subscribers each stream exported by a module holds right now, by export name. Tests count the bus
 * with it (busSubscriberCounts); the browser tests run this same function on the page's own shared-utils
 * module (System.import), so the production bundle carries no counter. It must stay self-contained (no
 * imports, no outer names): the browser tests send its source text into the page, and import it by its own
 * entry (@campus/shared-utils/subscriber-counts) since the testing entry needs a DOM.
 */
export function subscriberCounts(module: Record<string, unknown>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(module)) {
    // an rxjs Subject keeps its subscribers in `observers`; its public `observed` only says whether there are any
    const observers = typeof value === 'object' && value !== null ? (value as { observers?: unknown }).observers : undefined;
    if (Array.isArray(observers)) counts[name] = observers.length;
  }
  return counts;
}
