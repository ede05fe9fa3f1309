import { readFile } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const BADGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

/**
 * A badge image of ours (`/static/…`) as a data URL, to embed in a QR picture: an <img> of an SVG loads
 * nothing from outside it. null for other URLs or a missing file (the QR then has no overlay).
 */
export async function readBadge(staticDir: string, url: string): Promise<string | null> {
  if (!url.startsWith('/static/')) return null;
  const file = path.resolve(staticDir, url.slice('/static/'.length).split(/[?#]/)[0] ?? '');
  const type = BADGE_TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(path.resolve(staticDir) + path.sep)) return null;
  try {
    return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The login QR code as an SVG data URL, with the badge (if any) centred on a white square. The code uses
 * error correction H (30 %), so the overlay (about 22 % of the width) leaves it readable.
 */
export async function loginQrDataUrl(text: string, badge: string | null): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'H', margin: 2, color: { dark: '#111827', light: '#ffffff' } });
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1] ?? 0);
  let out = svg.replace('<svg ', '<svg width="240" height="240" ');
  if (badge && size > 0) {
    const box = Math.round(size * 0.24);
    const at = (size - box) / 2;
    const pad = box * 0.1;
    const overlay =
      `<rect x="${at}" y="${at}" width="${box}" height="${box}" rx="${box * 0.12}" fill="#ffffff"/>` +
      `<image x="${at + pad}" y="${at + pad}" width="${box - 2 * pad}" height="${box - 2 * pad}" href="${badge}" preserveAspectRatio="xMidYMid meet"/>`;
    out = out.replace('</svg>', `${overlay}</svg>`);
  }
  return svgDataUrl(out);
}
