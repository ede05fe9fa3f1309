import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';
import { nativeCall } from '../pool/native-calls';
import { ResumeTextError } from '../text/resume-text-error';
import { usePdfjs } from '../text/pdfjs';

/** pdf.js refuses to decode an image of more pixels than this (its maxImageSize): a crafted 1-GB page image is skipped, not decoded. */
const MOST_IMAGE_PIXELS = 40_000_000;
/** A page image smaller than this is a logo or a photo of the student, not a scanned page. */
const LEAST_PAGE_PIXELS = 250_000;
/** Page images are handed on at most this long on their longer side (OCR reads them at 2,000). */
const LONG_SIDE = 2400;

/** pdf.js's image kinds (its ImageKind): 1 bit, RGB or RGBA a pixel. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

type PdfImage = { width: number; height: number; kind?: number; data?: Uint8Array | Uint8ClampedArray };

/**
 * The pages of a scanned PDF as images for OCR, at most `maxPages`. Each page's largest embedded image is
 * taken out (pdf.js decodes it: JPEG, JBIG2, CCITT, Flate), turned by the page's /Rotate, and returned as
 * JPEG (PNG for 1-bit scans, which compress better losslessly). Pages without such an image are left out.
 *
 * Why extraction rather than rendering the page: a scan is one image per page, so taking the image out reads
 * it at the scanner's own resolution, costs one decode, and needs nothing beyond pdf.js. Rendering (unpdf's
 * renderPageAsImage) needs a canvas (`@napi-rs/canvas`, a native package not installed here), costs a full
 * page raster, and would only add what extraction cannot do: pages whose garbled text is vector glyphs with no
 * image behind them (a broken ToUnicode map in a text PDF) and several strips of one scan. Those are left to a
 * later renderer.
 */
export async function pdfPageImages(pdf: Uint8Array, maxPages: number): Promise<Buffer[]> {
  await usePdfjs();
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // a copy: pdf.js detaches the array it is given (pdfLines leaves the caller's array empty so; pass it a copy too)
    doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0, maxImageSize: MOST_IMAGE_PIXELS, isEvalSupported: false });
  } catch {
    throw new ResumeTextError('unreadable');
  }
  try {
    const { OPS } = await import('unpdf/pdfjs');
    const pages: Buffer[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n += 1) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      let largest: PdfImage | null = null;
      for (let i = 0; i < ops.fnArray.length; i += 1) {
        const op = ops.fnArray[i];
        const args = ops.argsArray[i] as unknown[];
        let image: PdfImage | null = null;
        if (op === OPS.paintImageXObject) {
          const key = args[0] as string;
          image = await new Promise<PdfImage | null>((resolve) => (key.startsWith('g_') ? page.commonObjs : page.objs).get(key, resolve));
        } else if (op === OPS.paintInlineImageXObject) {
          image = args[0] as PdfImage;
        }
        if (image?.data && image.width * image.height > (largest ? largest.width * largest.height : 0)) largest = image;
      }
      const buffer = largest && largest.width * largest.height >= LEAST_PAGE_PIXELS ? await encodePageImage(largest, page.rotate) : null;
      if (buffer) pages.push(buffer);
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** A decoded pdf.js image as a JPEG (PNG for 1-bit), upright, at most LONG_SIDE long. */
async function encodePageImage(image: PdfImage, rotate: number): Promise<Buffer | null> {
  const { width, height, kind } = image;
  const data = image.data!;
  let pixels: Buffer;
  let channels: 1 | 3 | 4;
  if (kind === GRAYSCALE_1BPP) {
    // rows padded to whole bytes, the high bit first, 1 for white
    const rowBytes = Math.ceil(width / 8);
    if (data.length < rowBytes * height) return null;
    pixels = Buffer.alloc(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) pixels[y * width + x] = data[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7)) ? 255 : 0;
    }
    channels = 1;
  } else if (kind === RGB_24BPP || kind === RGBA_32BPP) {
    channels = kind === RGB_24BPP ? 3 : 4;
    if (data.length < width * height * channels) return null;
    pixels = Buffer.from(data.buffer, data.byteOffset, width * height * channels);
  } else {
    return null;
  }
  const upright = sharp(pixels, { raw: { width, height, channels } })
    .rotate(((rotate % 360) + 360) % 360)
    .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true });
  return nativeCall(() => (channels === 1 ? upright.png({ compressionLevel: 3 }).toBuffer() : upright.removeAlpha().jpeg({ quality: 90 }).toBuffer()));
}

