/**
 * The booth map's view maths, kept pure: a view maps map units (metres) to screen pixels of the map
 * viewport as `screen = world × k + (x, y)`. Zoom keeps a point still, pans are clamped so part of the
 * plan always stays in sight, and the scale stays between limits derived from the fit.
 */

export type View = { x: number; y: number; k: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type Rect = Point & Size;
export type ZoomLimits = { min: number; max: number };

/** How far a view may zoom out below the fit and in above it. */
export const ZOOM = { outBelowFit: 0.6, inAboveFit: 6, minMaxScale: 40, step: 1.4, padding: 16 } as const;
/** Pixels of the plan kept inside the viewport at any pan. */
const KEEP_VISIBLE = 48;

/** The scale range for a plan in a viewport: from a little under the fit to a close look at a booth. */
export function zoomLimits(plan: Size, viewport: Size): ZoomLimits {
  const fit = fitScale(plan, viewport);
  return { min: fit * ZOOM.outBelowFit, max: Math.max(fit * ZOOM.inAboveFit, ZOOM.minMaxScale) };
}

function fitScale(plan: Size, viewport: Size, padding: number = ZOOM.padding): number {
  const w = Math.max(1, viewport.width - 2 * padding);
  const h = Math.max(1, viewport.height - 2 * padding);
  return Math.min(w / Math.max(plan.width, 1), h / Math.max(plan.height, 1));
}

/**
 * Map units drawn beyond the plan's top and bottom: the north doors' labels above the wall and the south doors'
 * below it (plan-layers.tsx EntranceLabel: 1.3 above, 2.2 below, each a 1.1 high text). A view of the whole plan
 * frames them too, or a phone's first view cut the south labels at its bottom edge.
 */
export const DOOR_LABEL_BAND = 2.6;

/** The whole plan and its door labels centred in the viewport, with a little padding. */
export function fitView(plan: Size, viewport: Size, padding: number = ZOOM.padding): View {
  return fitRect({ x: 0, y: -DOOR_LABEL_BAND, width: plan.width, height: plan.height + 2 * DOOR_LABEL_BAND }, viewport, padding);
}

/**
 * The view a map opens with: the whole plan where it fills the viewport well; on a narrow screen, where a wide plan
 * fitted whole would fill under START_FILL of its height (a phone: about 130 px of a 360 px map), the plan's height
 * fills the viewport from its left edge instead, booths large enough to tap, the rest a sideways pan away.
 */
export function startView(plan: Size, viewport: Size, padding: number = ZOOM.padding): View {
  const whole = fitView(plan, viewport, padding);
  if (viewport.width >= NARROW_MAP || plan.height * whole.k >= START_FILL * (viewport.height - 2 * padding)) return whole;
  const k = Math.min((viewport.height - 2 * padding) / Math.max(plan.height + 2 * DOOR_LABEL_BAND, 1), zoomLimits(plan, viewport).max);
  return { k, x: padding, y: (viewport.height - plan.height * k) / 2 };
}

/** The share of the viewport's height a whole plan must fill to be opened whole on a narrow map (startView). */
const START_FILL = 0.5;
/** A map narrower than this (px) is a phone's. */
const NARROW_MAP = 600;

/** A map rectangle (a hall) filling the viewport, centred, with a little padding. */
export function fitRect(rect: Rect, viewport: Size, padding: number = ZOOM.padding): View {
  const k = fitScale(rect, viewport, padding);
  return { k, x: (viewport.width - rect.width * k) / 2 - rect.x * k, y: (viewport.height - rect.height * k) / 2 - rect.y * k };
}

export const clampScale = (k: number, limits: ZoomLimits): number => Math.min(limits.max, Math.max(limits.min, k));

/** Keeps the scale within limits and at least KEEP_VISIBLE pixels of the plan in sight on each axis. */
export function clampView(view: View, plan: Size, viewport: Size, limits: ZoomLimits): View {
  const k = clampScale(view.k, limits);
  const axis = (t: number, planLength: number, viewLength: number): number => {
    const keep = Math.min(KEEP_VISIBLE, (planLength * k) / 2, viewLength / 2);
    // the plan's far edge stays right of `keep`, its near edge left of viewLength - keep
    return Math.min(viewLength - keep, Math.max(keep - planLength * k, t));
  };
  return { k, x: axis(view.x, plan.width, viewport.width), y: axis(view.y, plan.height, viewport.height) };
}

/** Scales by `factor` around a screen point, which stays over the same map point (cursor, pinch centre). */
export function zoomAt(view: View, factor: number, at: Point, limits: ZoomLimits): View {
  const k = clampScale(view.k * factor, limits);
  const ratio = k / view.k;
  return { k, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });

/**
 * Centres a map rectangle in the viewport, zoomed so it takes about `share` of the smaller side
 * (never zooming out from the current scale, and within limits).
 */
export function centreOn(rect: Rect, viewport: Size, current: number, limits: ZoomLimits, share = 0.12): View {
  const wanted = (Math.min(viewport.width, viewport.height) * share) / Math.max(rect.width, rect.height, 0.001);
  const k = clampScale(Math.max(current, wanted), limits);
  return { k, x: viewport.width / 2 - (rect.x + rect.width / 2) * k, y: viewport.height / 2 - (rect.y + rect.height / 2) * k };
}

/** A map rectangle in viewport pixels. */
export function toScreen(view: View, rect: Rect): Rect {
  return { x: rect.x * view.k + view.x, y: rect.y * view.k + view.y, width: rect.width * view.k, height: rect.height * view.k };
}

/** Whether a map rectangle lies wholly inside the viewport (with a margin in pixels). */
export function isInView(view: View, rect: Rect, viewport: Size, margin = 8): boolean {
  const r = toScreen(view, rect);
  return r.x >= margin && r.y >= margin && r.x + r.width <= viewport.width - margin && r.y + r.height <= viewport.height - margin;
}

/** The SVG transform attribute of a view. */
export const transformOf = (v: View): string => `translate(${round(v.x)} ${round(v.y)}) scale(${round(v.k, 4)})`;

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
