import sharp from 'sharp';
import { nativeCall } from '../pool/native-calls';
import { ResumeTextError } from '../text/resume-text-error';
import { skewDegrees } from './deskew';

/** A page as the OCR reads it: 8-bit grey, one byte a pixel, rows top to bottom. */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/**
 * The most pixels an upload may declare: a 48-megapixel phone photo passes, a crafted 100,000 × 100,000 PNG is
 * refused from its header, before a byte of it is decoded (sharp's limitInputPixels).
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The page is read at most this long on its longer side: an A4 page at 2,000 px is 170 dpi, where body text is
 * 25 px high, more than the recogniser's 48 px lines need once cropped; a 12-megapixel photo is cut to a
 * third of its pixels before anything else runs. A small image is enlarged to the shorter bound: a
 * 600-pixel-wide scan's text is too small for the detector.
 */
const LONG_SIDE = { most: 2000, least: 1400 };
/**
 * Photos are sharpened (an unsharp mask of about a stroke's width at the working size) before reading: on a
 * blurred, JPEG-compressed photo of an English page the recogniser dropped capitals and the spaces between words
 * ("Skill ava h n ing ot" for "Skills: Java, Python, Spring Boot"); sharpened, it read them, and the Chinese pages
 * read as well as before.
 */
const SHARPEN_SIGMA = 2;
/** Skews smaller than this are left alone: rotating costs time and blurs a page that is straight enough. */
const LEAST_SKEW = 0.15;

/**
 * An uploaded photo or page image made ready for OCR: turned upright by its EXIF orientation, scaled to a
 * working size, grey, sharpened, and turned back by the few degrees a hand-held photo is tilted. Images too large or
 * not images at all throw a ResumeTextError('unreadable').
 */
export async function pageImage(image: Buffer): Promise<GreyImage> {
  let grey: GreyImage;
  try {
    const meta = await nativeCall(() => sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
    const long = Math.max(meta.width ?? 0, meta.height ?? 0);
    if (!long) throw new Error('no size');
    const target = Math.min(LONG_SIDE.most, Math.max(LONG_SIDE.least, long));
    // after EXIF orientation, width and height may swap: fitting inside a square of the long side serves both
    const { data, info } = await nativeCall(() =>
      sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .flatten({ background: '#ffffff' })
        .resize({ width: target, height: target, fit: 'inside', kernel: 'lanczos3' })
        .grayscale()
        .sharpen({ sigma: SHARPEN_SIGMA })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    grey = { data, width: info.width, height: info.height };
  } catch (error) {
    // a stop asked by the pool (tooHeavy) stays what it is
    throw error instanceof ResumeTextError ? error : new ResumeTextError('unreadable');
  }
  const skew = skewDegrees(grey);
  if (Math.abs(skew) < LEAST_SKEW) return grey;
  const { data, info } = await nativeCall(() =>
    sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
      .rotate(-skew, { background: { r: 255, g: 255, b: 255 } })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height };
}
