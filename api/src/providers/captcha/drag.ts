/** One sample of the drag: the piece's left offset (px) at a time (ms). */
export type DragSample = { x: number; t: number };

/** How close the final offset must be to the answer, in px. */
export const DRAG_TOLERANCE_PX = 6;
const MIN_SAMPLES = 5;
const MAX_SAMPLES = 500;
const MIN_DURATION_MS = 300;
const MAX_DURATION_MS = 120_000;

/** The track sent as JSON text; null when it is not a list of numeric {x, t} samples. */
export function parseTrack(text: string): DragSample[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > MAX_SAMPLES) return null;
  const samples: DragSample[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const { x, t } = item as Record<string, unknown>;
    if (typeof x !== 'number' || typeof t !== 'number' || !Number.isFinite(x) || !Number.isFinite(t)) return null;
    samples.push({ x, t });
  }
  return samples;
}

/**
 * Whether a drag lands on the answer and looks like a person's: enough samples, time always moving on,
 * at least 300 ms from first to last, starting near the left edge and ending where the piece was let go.
 */
export function isHumanDrag(track: DragSample[], finalX: number, answerX: number, maxX: number): boolean {
  if (Math.abs(finalX - answerX) > DRAG_TOLERANCE_PX) return false;
  if (track.length < MIN_SAMPLES) return false;
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last) return false;
  for (let i = 1; i < track.length; i++) {
    const prev = track[i - 1];
    const cur = track[i];
    if (!prev || !cur || cur.t <= prev.t) return false;
  }
  const duration = last.t - first.t;
  if (duration < MIN_DURATION_MS || duration > MAX_DURATION_MS) return false;
  if (first.x > DRAG_TOLERANCE_PX * 2) return false;
  if (track.some((s) => s.x < -DRAG_TOLERANCE_PX || s.x > maxX + DRAG_TOLERANCE_PX)) return false;
  return Math.abs(last.x - finalX) <= DRAG_TOLERANCE_PX;
}
