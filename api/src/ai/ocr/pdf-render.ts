// Pages whose text layer is garbage (a font with a broken ToUnicode map, an icon font throughout) are drawn as
// images, so OCR reads the glyphs the student sees; unlike a scan there is no image inside to take out.
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { usePdfjs } from '../text/pdfjs';
import { ResumeTextError } from '../text/resume-text-error';

/** Drawn at 2.5 times a PDF point: an A4 page becomes about 1,490 × 2,100 px, the size OCR reads pages at. */
const SCALE = 2.5;
/** A page larger than this many points (a poster, a crafted page) is drawn smaller, so no canvas exceeds ~16 MP. */
const MOST_POINTS = 2_600_000;

/**
 * pdf.js (unpdf's build) moves font data with ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks;
 * without it every glyph is dropped from the drawing ("ignoring errors during GetOperatorList"). A copy does the
 * same for pdf.js's purposes. Set in the parse threads only, which draw pages.
 */
function ensureTransfer(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
  proto.transferToFixedLength ??= function copy(this: ArrayBuffer, length = this.byteLength) {
    const out = new ArrayBuffer(length);
    new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return out;
  };
}

/** The first `maxPages` pages of a PDF drawn as PNG images (with @napi-rs/canvas), for OCR. */
export async function renderPdfPages(pdf: Uint8Array, maxPages: number): Promise<Buffer[]> {
  await usePdfjs();
  ensureTransfer();
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0, isEvalSupported: false });
  } catch {
    throw new ResumeTextError('unreadable');
  }
  try {
    const pages: Buffer[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n += 1) {
      const [, , width, height] = (await doc.getPage(n)).view as [number, number, number, number];
      const scale = Math.min(SCALE, Math.sqrt(MOST_POINTS / Math.max(1, width * height)) * SCALE);
      const png = await renderPageAsImage(doc, n, { canvasImport: () => import('@napi-rs/canvas'), scale });
      pages.push(Buffer.from(png));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
