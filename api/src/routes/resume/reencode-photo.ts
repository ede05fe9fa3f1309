/** Longest side of a stored photo, in pixels: ample for a resume photo on screen and on paper. */
export const PHOTO_MAX_SIDE = 1200;
/** What an upload may decode to: a small file that inflates past this (a decompression bomb) is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The stored form of an uploaded photo (docs/architecture.md §4 "photos re-encoded without EXIF"): decoded and
 * drawn again as a JPEG, turned upright by its EXIF orientation, at most 1200 px on its longest side, on
 * white where it was transparent, and with no metadata at all (EXIF, GPS, camera, ICC, XMP), so what a
 * phone records never leaves with a resume. Undefined when the bytes do not decode as an image.
 */
export async function reencodePhoto(data: Buffer): Promise<Buffer | undefined> {
  // loaded on the first photo, not at start: libvips is large, and most processes never see a photo
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    return undefined;
  }
}
