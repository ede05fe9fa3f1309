import type { ReactElement } from 'react';
import styles from './assessment.module.css';

export type RadarChartProps = {
  /** corners in order, each with its score 0-100 */
  axes: readonly { key: string; label: string; score: number }[];
  title: string;
};

const SIZE = 240;
const CENTRE = SIZE / 2;
const RADIUS = 84;

/** A corner's point at `share` of the radius; the first axis points up, the rest go clockwise. */
function point(index: number, count: number, share: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  return [CENTRE + Math.cos(angle) * RADIUS * share, CENTRE + Math.sin(angle) * RADIUS * share];
}
const polygon = (points: [number, number][]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** Scores as a radar (SVG, no library): grid rings at 25 % steps, the student's shape, each axis labelled with its score. */
export function RadarChart({ axes, title }: RadarChartProps): ReactElement {
  const n = axes.length;
  return (
    <figure className={styles.radar}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="img" aria-label={`${title}：${axes.map((a) => `${a.label}${a.score}`).join('，')}`}>
        {[0.25, 0.5, 0.75, 1].map((ring) => (
          <polygon key={ring} className={styles.radarGrid} points={polygon(axes.map((_, i) => point(i, n, ring)))} />
        ))}
        {axes.map((a, i) => {
          const [x, y] = point(i, n, 1);
          return <line key={a.key} className={styles.radarGrid} x1={CENTRE} y1={CENTRE} x2={x} y2={y} />;
        })}
        <polygon className={styles.radarShape} points={polygon(axes.map((a, i) => point(i, n, Math.max(0.02, a.score / 100))))} />
        {axes.map((a, i) => {
          const [x, y] = point(i, n, 1.24);
          return (
            <text key={a.key} className={styles.radarLabel} x={x} y={y} textAnchor="middle" dominantBaseline="middle">
              {`${a.label} ${a.score}`}
            </text>
          );
        })}
      </svg>
    </figure>
  );
}
