import QRCode from 'qrcode';
import { TtlCache } from './ttl-cache';

/**
 * What a QR code for a scene opens: the mobile jump address with the scene (spec §1), or, with no
 * jump address configured, this site's own page carrying the scene.
 */
export function qrTarget(opts: { jumpUrl: string; origin: string; scene: string }): string {
  const url = new URL(opts.jumpUrl || `${opts.origin}/`);
  url.searchParams.set('scene', opts.scene);
  return url.toString();
}

const OPTIONS = { errorCorrectionLevel: 'M', margin: 1 } as const;
// The same few codes are asked for again and again (every footer, every landing page); drawing one costs CPU.
const pngCache = new TtlCache<string>(60 * 60 * 1000, 200);
const svgCache = new TtlCache<string>(60 * 60 * 1000, 200);

export function qrPngDataUrl(text: string): Promise<string> {
  return pngCache.get(text, () => QRCode.toDataURL(text, { ...OPTIONS, width: 240 }));
}

export function qrSvg(text: string): Promise<string> {
  return svgCache.get(text, () => QRCode.toString(text, { ...OPTIONS, type: 'svg', color: { dark: '#1f2937', light: '#ffffff' } }));
}
