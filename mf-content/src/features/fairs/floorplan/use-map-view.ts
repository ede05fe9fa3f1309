import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { centreOn, clampView, distance, fitRect, fitView, midpoint, panBy, startView, transformOf, zoomAt, zoomLimits, ZOOM, type Point, type Rect, type Size, type View } from '../utils/view-math';

/** Pixels a pointer must travel before a press becomes a drag (so clicks on booths still work). */
const DRAG_THRESHOLD = 5;
/** Pixels an arrow key pans (Shift: a larger step). */
const KEY_STEP = 60;
const KEY_STEP_LARGE = 240;
/** A viewport that cannot be measured (jsdom) is taken as this size. */
const FALLBACK: Size = { width: 800, height: 560 };

export type MapViewControls = {
  view: RefObject<View>;
  size: RefObject<Size>;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** centres and zooms onto a map rectangle (a booth) */
  focusRect: (rect: Rect) => void;
  /** pans (without zooming) so a map rectangle is centred */
  panTo: (rect: Rect) => void;
  /** fits a map rectangle (a hall) */
  fit: (rect: Rect) => void;
  handlers: {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (e: PointerEvent<HTMLElement>) => void;
    onClickCapture: (e: MouseEvent<HTMLElement>) => void;
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  };
};

type Gesture = { pointers: Map<number, Point>; last: Point | null; start: Point | null; pinch: { dist: number; mid: Point } | null; moved: boolean; suppressClick: boolean; origin: Point };

/**
 * Zoom and pan of the booth map without React renders: the view lives in a ref and is written straight to
 * the transform of one <g>. Mouse wheel zooms at the cursor, a drag pans (after a small threshold), two
 * pointers pinch, and the viewport's keys pan (arrows) and zoom (+ / - / 0). `onChange` hears every view.
 */
export function useMapView(plan: Size, viewport: RefObject<HTMLDivElement | null>, group: RefObject<SVGGElement | null>, onChange: (view: View) => void): MapViewControls {
  const view = useRef<View>({ x: 0, y: 0, k: 1 });
  const size = useRef<Size>(FALLBACK);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });
  const gesture = useRef<Gesture>({ pointers: new Map(), last: null, start: null, pinch: null, moved: false, suppressClick: false, origin: { x: 0, y: 0 } });

  const apply = useCallback(
    (next: View) => {
      view.current = clampView(next, plan, size.current, zoomLimits(plan, size.current));
      group.current?.setAttribute('transform', transformOf(view.current));
      changed.current(view.current);
    },
    [plan, group],
  );

  const measure = useCallback((): Size => {
    const el = viewport.current;
    const next = el && el.clientWidth > 0 && el.clientHeight > 0 ? { width: el.clientWidth, height: el.clientHeight } : FALLBACK;
    size.current = next;
    return next;
  }, [viewport]);

  const reset = useCallback(() => apply(fitView(plan, size.current)), [apply, plan]);

  // first view before the first paint (startView: booths a phone can tap), then refit when the viewport changes
  // size (keeping the centre)
  useLayoutEffect(() => {
    measure();
    apply(startView(plan, size.current));
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const before = size.current;
      const after = measure();
      if (before.width === after.width && before.height === after.height) return;
      apply(panBy(view.current, (after.width - before.width) / 2, (after.height - before.height) / 2));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, plan, apply, viewport]);

  const zoomBy = useCallback((factor: number, at?: Point) => {
    apply(zoomAt(view.current, factor, at ?? { x: size.current.width / 2, y: size.current.height / 2 }, zoomLimits(plan, size.current)));
  }, [apply, plan]);

  // the wheel needs a listener that may cancel scrolling (React's is passive)
  useEffect(() => {
    const el = viewport.current;
    if (!el) return undefined;
    const onWheel = (e: WheelEvent): void => {
      e.preventDefault();
      const box = el.getBoundingClientRect();
      const lines = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? size.current.height : 1;
      zoomBy(Math.exp(-e.deltaY * lines * 0.0015), { x: e.clientX - box.left, y: e.clientY - box.top });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [viewport, zoomBy]);

  const handlers = useMemo<MapViewControls['handlers']>(() => {
    const g = gesture.current;
    const local = (e: PointerEvent<HTMLElement>): Point => ({ x: e.clientX - g.origin.x, y: e.clientY - g.origin.y });
    const end = (e: PointerEvent<HTMLElement>): void => {
      if (!g.pointers.delete(e.pointerId)) return;
      if (g.moved && g.pointers.size === 0) g.suppressClick = true;
      g.pinch = null;
      const rest = [...g.pointers.values()][0];
      g.last = rest ?? null;
      if (g.pointers.size === 0) g.moved = false;
    };
    return {
      onPointerDown: (e) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        if (g.pointers.size === 0) {
          const box = e.currentTarget.getBoundingClientRect();
          g.origin = { x: box.left, y: box.top };
          g.suppressClick = false;
        }
        const p = local(e);
        g.pointers.set(e.pointerId, p);
        if (g.pointers.size === 1) {
          g.start = p;
          g.last = p;
        } else if (g.pointers.size === 2) {
          const [a, b] = [...g.pointers.values()] as [Point, Point];
          g.pinch = { dist: distance(a, b), mid: midpoint(a, b) };
          g.moved = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
      },
      onPointerMove: (e) => {
        if (!g.pointers.has(e.pointerId)) return;
        const p = local(e);
        g.pointers.set(e.pointerId, p);
        if (g.pointers.size >= 2 && g.pinch) {
          const [a, b] = [...g.pointers.values()] as [Point, Point];
          const dist = distance(a, b);
          const mid = midpoint(a, b);
          const zoomed = zoomAt(view.current, dist / Math.max(g.pinch.dist, 1), mid, zoomLimits(plan, size.current));
          apply(panBy(zoomed, mid.x - g.pinch.mid.x, mid.y - g.pinch.mid.y));
          g.pinch = { dist, mid };
          return;
        }
        if (!g.last || !g.start) return;
        if (!g.moved) {
          if (distance(p, g.start) < DRAG_THRESHOLD) return;
          g.moved = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
        apply(panBy(view.current, p.x - g.last.x, p.y - g.last.y));
        g.last = p;
      },
      onPointerUp: end,
      onPointerCancel: end,
      onClickCapture: (e) => {
        // the click that ends a drag is not a click on a booth
        if (!g.suppressClick) return;
        g.suppressClick = false;
        e.stopPropagation();
        e.preventDefault();
      },
      onKeyDown: (e) => {
        if (e.altKey || e.ctrlKey || e.metaKey) return;
        const step = e.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
        const pans: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
        const pan = pans[e.key];
        if (pan) apply(panBy(view.current, pan[0], pan[1]));
        else if (e.key === '+' || e.key === '=') zoomBy(ZOOM.step);
        else if (e.key === '-' || e.key === '_') zoomBy(1 / ZOOM.step);
        else if (e.key === '0') apply(fitView(plan, size.current));
        else return;
        e.preventDefault();
      },
    };
  }, [apply, plan, zoomBy]);

  return {
    view,
    size,
    zoomIn: useCallback(() => zoomBy(ZOOM.step), [zoomBy]),
    zoomOut: useCallback(() => zoomBy(1 / ZOOM.step), [zoomBy]),
    reset,
    focusRect: useCallback((rect: Rect) => apply(centreOn(rect, size.current, view.current.k, zoomLimits(plan, size.current))), [apply, plan]),
    panTo: useCallback((rect: Rect) => apply(centreOn(rect, size.current, view.current.k, { min: view.current.k, max: view.current.k })), [apply]),
    fit: useCallback((rect: Rect) => apply(fitRect(rect, size.current)), [apply]),
    handlers,
  };
}
