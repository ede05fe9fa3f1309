import type { GreyImage } from './page-image';

/** Tilts tried, in degrees either way: a photo of a page held by hand, not a page photographed sideways. */
const MOST_SKEW = 8;

/**
 * How many degrees the page's text lines fall clockwise (a photo's tilt), by projection profiles: the ink's
 * rows are summed along each trial angle, and the angle at which they are sharpest (ink in few rows, blank
 * between them: the largest sum of squares) is the lines' own. A coarse pass of half degrees, then a fine one
 * of a twentieth around the best. Counted on a sample of the ink (at most ~60,000 dark pixels) so a page costs
 * a few tens of milliseconds.
 */
export function skewDegrees(image: GreyImage): number {
  const { xs, ys } = inkSample(image);
  if (xs.length < 200) return 0;
  const score = (degrees: number) => profileSharpness(xs, ys, degrees, image);
  let best = 0;
  let bestScore = -1;
  for (let d = -MOST_SKEW; d <= MOST_SKEW; d += 0.5) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.5; d <= coarse + 0.5; d += 0.05) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return Math.round(best * 100) / 100;
}

/** Dark pixels (darker than the page's own threshold), sampled on a grid so about 60,000 are kept. */
function inkSample(image: GreyImage): { xs: Float32Array; ys: Float32Array } {
  const { data, width, height } = image;
  const threshold = otsu(data);
  let dark = 0;
  for (let i = 0; i < data.length; i += 7) if (data[i]! < threshold) dark += 1;
  dark *= 7;
  // sample columns only: rows must all stay, or the profile's lines would alias with the sampling
  const step = Math.max(1, Math.ceil(dark / 60_000));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = y % step; x < width; x += step) {
      if (data[row + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Float32Array.from(xs), ys: Float32Array.from(ys) };
}

/** The sum of squared row counts of the ink turned by `degrees`. */
function profileSharpness(xs: Float32Array, ys: Float32Array, degrees: number, image: GreyImage): number {
  const rad = (degrees * Math.PI) / 180;
  const sin = Math.sin(rad);
  const cos = Math.cos(rad);
  // a point's row in the turned frame lies within the image's height and its width's share of the turn
  const pad = Math.ceil(image.width * Math.abs(sin)) + 2;
  const rows = new Float64Array(image.height + 2 * pad);
  for (let i = 0; i < xs.length; i += 1) {
    const y = Math.round(ys[i]! * cos - xs[i]! * sin) + pad;
    if (y >= 0 && y < rows.length) rows[y] = rows[y]! + 1;
  }
  let sum = 0;
  for (const r of rows) sum += r * r;
  return sum;
}

/** Otsu's threshold of a grey image (sampled): the level that best splits ink from paper. */
function otsu(data: Uint8Array): number {
  const histogram = new Float64Array(256);
  let n = 0;
  for (let i = 0; i < data.length; i += 3) {
    histogram[data[i]!] = histogram[data[i]!]! + 1;
    n += 1;
  }
  let total = 0;
  for (let v = 0; v < 256; v += 1) total += v * histogram[v]!;
  let weight = 0;
  let sum = 0;
  let best = 128;
  let bestVariance = -1;
  for (let v = 0; v < 256; v += 1) {
    weight += histogram[v]!;
    if (weight === 0 || weight === n) continue;
    sum += v * histogram[v]!;
    const meanLow = sum / weight;
    const meanHigh = (total - sum) / (n - weight);
    const variance = weight * (n - weight) * (meanLow - meanHigh) ** 2;
    if (variance > bestVariance) [best, bestVariance] = [v, variance];
  }
  return best;
}
