/**
 * Company logos of the demo data: a monogram drawn as SVG on our own origin (no external image).
 * `/api/company/logo?text=星河&tone=3` gives the first two characters of the text on one of eight colours.
 */
const TONES = [
  ['#1677ff', '#e8f3ff'],
  ['#00a870', '#e3f9e9'],
  ['#ed7b2f', '#fff1e6'],
  ['#7b61ff', '#f0edff'],
  ['#e34d59', '#fdecee'],
  ['#0594fa', '#e5f4ff'],
  ['#b37feb', '#f7efff'],
  ['#13a8a8', '#e6fffb'],
] as const;

export const LOGO_TONES = TONES.length;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The URL of a company's monogram. */
export function logoUrl(text: string, tone: number): string {
  return `/api/company/logo?text=${encodeURIComponent(monogram(text))}&tone=${tone % TONES.length}`;
}

/** Up to two characters (a Chinese name) or three letters (a Latin one). */
export function monogram(text: string): string {
  const chars = [...text.trim()];
  const latin = chars.length > 0 && chars.every((c) => /[A-Za-z0-9 ]/.test(c));
  return (latin ? chars.filter((c) => c !== ' ').slice(0, 3).join('').toUpperCase() : chars.slice(0, 2).join('')) || '?';
}

export function logoSvg(text: string, tone: number): string {
  const [fg, bg] = TONES[((tone % TONES.length) + TONES.length) % TONES.length]!;
  const label = escapeXml(monogram(text));
  const size = [...monogram(text)].length > 2 ? 30 : 34;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">` +
    `<rect width="96" height="96" rx="20" fill="${bg}"/>` +
    `<rect x="8" y="8" width="80" height="80" rx="16" fill="${fg}"/>` +
    `<text x="48" y="50" fill="#fff" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central">${label}</text>` +
    `</svg>`
  );
}
