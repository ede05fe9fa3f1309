/**
 * The booth map's render timing, read by bench/booth-map.mjs: a mark when the plan arrives and a measure
 * ('booth-map-render') from there to the commit of the map. Quiet where the User Timing API is missing.
 */
export const PERF = { arrived: 'booth-map-plan', render: 'booth-map-render' } as const;

const timing = (): Performance | null => (typeof performance !== 'undefined' && typeof performance.mark === 'function' && typeof performance.measure === 'function' ? performance : null);

export function markPlanArrived(): void {
  const p = timing();
  p?.clearMarks(PERF.arrived);
  p?.mark(PERF.arrived);
}

export function measureMapRender(): void {
  const p = timing();
  if (!p || p.getEntriesByName(PERF.arrived, 'mark').length === 0) return;
  p.measure(PERF.render, PERF.arrived);
  p.clearMarks(PERF.arrived);
}
