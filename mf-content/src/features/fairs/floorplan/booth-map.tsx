import { cx } from '@campus/shared-utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import type { FloorBooth, Floorplan } from '@campus/shared-utils/student';
import { BoothPanel } from './booth-panel';
import { BoothSearch } from './booth-search';
import { BoothTooltip } from './booth-tooltip';
import { boothByCode, stateCounts, tabOrder } from './booths';
import { MapLegend } from './map-legend';
import { MapToolbar } from './map-toolbar';
import { BoothLayer, HallsLayer, LogoLayer } from './plan-layers';
import { useMapView } from './use-map-view';
import styles from './floorplan.module.css';
import { measureMapRender } from '../utils/perf';
import { FAIRS_TEXT as T } from '../utils/texts';
import { isInView, toScreen, type Rect, type Size, type View } from '../utils/view-math';

export type BoothMapProps = {
  plan: Floorplan;
  /** a booth code to find on arrival or when it changes (the URL's booth=) */
  booth: string;
  /** a booth was opened (its code: the search, a click, Enter), or its panel closed (null) */
  onChosen: (code: string | null) => void;
};

/** A booth big enough on screen (pixels of its shorter side) shows its company's logo instead of the short name. */
const LOGO_PX = 64;

type Selection = { id: number; pulse: boolean; takeFocus: boolean };

/**
 * The interactive booth map: halls, aisles, entrances and booths drawn as SVG from the server's geometry.
 * Booths sit in a memoised layer; zoom and pan write one transform (useMapView), so 300 booths stay smooth.
 */
export function BoothMap({ plan, booth, onChosen }: BoothMapProps): ReactElement {
  const viewport = useRef<HTMLDivElement>(null);
  const group = useRef<SVGGElement>(null);
  const after = useRef<HTMLHeadingElement>(null);
  const ordered = useMemo(() => tabOrder(plan.booths, plan.halls), [plan]);
  const byId = useMemo(() => new Map(plan.booths.map((b) => [b.id, b])), [plan]);
  const hallName = useMemo(() => new Map(plan.halls.map((h) => [h.id, h.name])), [plan]);
  const counts = useMemo(() => stateCounts(plan.booths), [plan]);
  const boothSide = useMemo(() => Math.min(...plan.booths.slice(0, 20).map((b) => Math.min(b.width, b.height)), 3), [plan]);
  const size = useMemo(() => ({ width: plan.width, height: plan.height }), [plan]);

  const [selection, setSelection] = useState<Selection | null>(null);
  const [tooltip, setTooltip] = useState<{ id: number; at: Rect; viewport: Size } | null>(null);
  const [detailed, setDetailed] = useState(false);
  const selectedId = useRef<number | null>(null);

  const onViewChange = useCallback(
    (v: View) => {
      setDetailed(v.k * boothSide >= LOGO_PX);
      setTooltip(null);
    },
    [boothSide],
  );
  const map = useMapView(size, viewport, group, onViewChange);
  // The booths join in a second commit, right after the view has measured the empty viewport (still before
  // the first paint): measuring a viewport full of booths would make the browser lay out 300 booths inside
  // that script. The render is timed up to this commit (bench/booth-map.mjs).
  const [sized, setSized] = useState(false);
  useLayoutEffect(() => {
    if (sized) measureMapRender();
    else setSized(true);
  }, [plan, sized]);

  const element = (id: number): SVGGElement | null => viewport.current?.querySelector<SVGGElement>(`[data-booth="${id}"]`) ?? null;
  const boothOf = (target: EventTarget | null): FloorBooth | undefined => {
    const el = target instanceof Element ? target.closest('[data-booth]') : null;
    return el ? byId.get(Number(el.getAttribute('data-booth'))) : undefined;
  };
  const showTooltip = (b: FloorBooth): void => {
    if (selectedId.current !== b.id) setTooltip({ id: b.id, at: toScreen(map.view.current, b), viewport: map.size.current });
  };

  const open = (b: FloorBooth, how: Omit<Selection, 'id'>): void => {
    selectedId.current = b.id;
    setSelection({ id: b.id, ...how });
    setTooltip(null);
  };
  const close = (): void => {
    const id = selectedId.current;
    selectedId.current = null;
    setSelection(null);
    if (id !== null) element(id)?.focus({ preventScroll: true });
  };
  const choose = (b: FloorBooth): void => {
    map.focusRect(b);
    open(b, { pulse: true, takeFocus: false });
    element(b.id)?.focus({ preventScroll: true });
  };

  // the URL's booth= on arrival (and when a link changes it): found, centred, focused and opened
  const wanted = useMemo(() => boothByCode(plan.booths, booth), [plan, booth]);
  useEffect(() => {
    if (sized && wanted && selectedId.current !== wanted.id) choose(wanted);
    // choose reads refs and stable callbacks only; it runs for a newly wanted booth once the booths are in
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, sized]);

  // the selected booth says that its panel is open (set on the element: the booth layer never re-renders)
  useEffect(() => {
    if (!selection) return undefined;
    const el = element(selection.id);
    el?.setAttribute('aria-expanded', 'true');
    return () => el?.setAttribute('aria-expanded', 'false');
  }, [selection]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const b = boothOf(e.target);
    if (b && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      open(b, { pulse: false, takeFocus: true });
      onChosen(b.code);
    } else if (e.key === 'Escape' && selectedId.current !== null) {
      e.preventDefault();
      close();
      onChosen(null);
    } else map.handlers.onKeyDown(e);
  };
  const onClick = (e: MouseEvent<HTMLDivElement>): void => {
    const b = boothOf(e.target);
    if (!b) return;
    open(b, { pulse: false, takeFocus: false });
    onChosen(b.code);
  };
  const onPointerOver = (e: PointerEvent<HTMLDivElement>): void => {
    const b = e.pointerType === 'mouse' ? boothOf(e.target) : undefined;
    if (b && tooltip?.id !== b.id) showTooltip(b);
  };
  const onPointerOut = (e: PointerEvent<HTMLDivElement>): void => {
    const b = boothOf(e.target);
    // leaving a booth for a part of itself, or for a booth the keyboard holds, keeps the card
    if (!b || boothOf(e.relatedTarget)?.id === b.id || boothOf(document.activeElement)?.id === b.id) return;
    setTooltip(null);
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>): void => {
    const b = boothOf(e.target);
    if (!b) return;
    if (!isInView(map.view.current, b, map.size.current)) map.panTo(b);
    showTooltip(b);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>): void => {
    if (boothOf(e.target)) setTooltip(null);
  };

  const selected = selection ? byId.get(selection.id) : undefined;
  const tipped = tooltip ? byId.get(tooltip.id) : undefined;
  return (
    <div className={styles.mapArea}>
      <div className={styles.controls}>
        <BoothSearch
          booths={ordered}
          onChoose={(b) => {
            choose(b);
            onChosen(b.code);
          }}
        />
        <MapToolbar halls={plan.halls} onHall={(h) => (h ? map.fit(h) : map.reset())} onZoomIn={map.zoomIn} onZoomOut={map.zoomOut} onReset={map.reset} />
      </div>
      <button type="button" className={styles.skip} onClick={() => after.current?.focus()}>
        {T.map.skipMap}
      </button>
      <div className={styles.stage}>
        <div
          ref={viewport}
          className={cx(styles.viewport, detailed && styles.detailed)}
          tabIndex={0}
          role="region"
          aria-label={T.map.region}
          // panned and zoomed: booths at its edges show in part, as on any map
          data-pannable=""
          aria-describedby="booth-map-hint"
          onScroll={(e) => e.currentTarget.scrollTo(0, 0)}
          {...map.handlers}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onPointerOver={onPointerOver}
          onPointerOut={onPointerOut}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <svg className={styles.svg} width="100%" height="100%">
            <g ref={group}>
              <HallsLayer halls={plan.halls} />
              {sized && <BoothLayer booths={ordered} />}
              {sized && detailed && <LogoLayer booths={ordered} />}
              {selected && (
                <rect className={cx(styles.mark, selection?.pulse && styles.pulse)} x={selected.x - 0.25} y={selected.y - 0.25} width={selected.width + 0.5} height={selected.height + 0.5} rx={0.4} aria-hidden="true" />
              )}
            </g>
          </svg>
          {tipped && tooltip && <BoothTooltip booth={tipped} at={tooltip.at} viewport={tooltip.viewport} />}
        </div>
        {selected && <BoothPanel booth={selected} hall={hallName.get(selected.hall_id) ?? ''} takeFocus={selection?.takeFocus ?? false} onClose={() => { close(); onChosen(null); }} />}
      </div>
      <p id="booth-map-hint" className={styles.hint}>
        {T.map.viewportHint}
      </p>
      <h2 ref={after} tabIndex={-1} className={styles.legendTitle}>
        {T.map.legend}
        <span className={styles.muted}>{T.map.boothCount(plan.booths.length)}</span>
      </h2>
      <MapLegend counts={counts} />
    </div>
  );
}
