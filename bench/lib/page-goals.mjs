// The page-speed goals of issue 15, in one place: each home against the floor page, and the composed site
// against its one-bundle build. Each verdict is { ok, text } with the figure beside its goal.
export const GOALS = {
  /** A home's performance score: at least this… */
  minPerf: 95,
  /** …and at most this many points below the floor page's. */
  perfBelowFloor: 3,
  /** A home's largest contentful paint: at most this times the floor page's. */
  lcpOverFloor: 1.3,
  /** Accessibility and best practices of every home. */
  fullMarks: 100,
  /** The composed site against the one-bundle build, on first-load bytes (JS and CSS) and on LCP. */
  overOneBundle: 1.1,
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A home's medians ({ perf, lcp, a11y, bp }) against the floor page's. */
export function homeVerdicts(home, floor) {
  const perfGoal = Math.max(GOALS.minPerf, floor.perf - GOALS.perfBelowFloor);
  const lcpGoal = floor.lcp * GOALS.lcpOverFloor;
  return [
    { ok: home.perf >= perfGoal, text: `perf ${home.perf} (≥ ${perfGoal})` },
    { ok: home.lcp <= lcpGoal, text: `LCP ${seconds(home.lcp)} (≤ ${seconds(lcpGoal)})` },
    { ok: home.a11y >= GOALS.fullMarks, text: `a11y ${home.a11y} (= ${GOALS.fullMarks})` },
    { ok: home.bp >= GOALS.fullMarks, text: `BP ${home.bp} (= ${GOALS.fullMarks})` },
  ];
}

/**
 * A composed home's medians ({ bytes, machinery, lcp }) against the same home built as one bundle. `machinery` is
 * what only a composed page loads (SystemJS, single-spa, the boot script): with it added to the one bundle's
 * bytes, the least ratio any composition of the same pages could reach.
 */
export function priceVerdicts(composed, oneBundle) {
  const ratio = (a, b) => (b > 0 ? a / b : Infinity);
  const bytes = ratio(composed.bytes, oneBundle.bytes);
  const least = ratio(oneBundle.bytes + composed.machinery, oneBundle.bytes);
  const lcp = ratio(composed.lcp, oneBundle.lcp);
  return [
    {
      ok: bytes <= GOALS.overOneBundle,
      text: `JS + CSS ${kb(composed.bytes)} / ${kb(oneBundle.bytes)} = ${bytes.toFixed(2)} (≤ ${GOALS.overOneBundle}; least possible ${least.toFixed(2)}: ${kb(composed.machinery)} of loader and single-spa)`,
    },
    { ok: lcp <= GOALS.overOneBundle, text: `LCP ${seconds(composed.lcp)} / ${seconds(oneBundle.lcp)} = ${lcp.toFixed(2)} (≤ ${GOALS.overOneBundle})` },
  ];
}
