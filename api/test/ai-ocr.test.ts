/**
 * @jest-environment ./test/ocr-environment.mjs
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { definePDFJSModule, getDocumentProxy } from 'unpdf';
import { skewDegrees } from '../src/ai/ocr/deskew';
import { isGarbled } from '../src/ai/ocr/garbled';
import { ocrLines } from '../src/ai/ocr/ocr-lines';
import { pageImage } from '../src/ai/ocr/page-image';
import { pdfPageImages } from '../src/ai/ocr/pdf-images';
import { ResumeTextError } from '../src/ai/text/resume-text-error';

// The scans are made by scripts/ai/make-resume-scans.mjs: a Chromium-printed resume page photographed (turned
// 2°, blurred, JPEG 60), the same JPEG as an image-only PDF, and that PDF with a junk text layer over it.
const scan = (name: string) => readFileSync(path.join(__dirname, 'fixtures/ai/scans', name));
const truth = JSON.parse(scan('truth.json').toString()) as { id: string; name: string; phone: string; email: string; school: string; titles: string[] }[];
const resume = truth.find((t) => t.id === 'scan-1')!;

/** OCR drops the spaces between Chinese words (and Chromium's between a company and a post): compared without them. */
const squeeze = (s: string) => s.replace(/\s+/g, '');
function expectResumeRead(lines: string[]) {
  const text = lines.map(squeeze);
  expect(text).toContain(resume.name);
  for (const value of [resume.phone, resume.email, resume.school, resume.titles[0]!]) {
    expect(text.some((l) => l.includes(squeeze(value)))).toBe(true);
  }
  // reading order: the name above the education above the experience
  const at = (s: string) => text.findIndex((l) => l.includes(squeeze(s)));
  expect(at(resume.name)).toBeLessThan(at(resume.school));
  expect(at(resume.school)).toBeLessThan(at(resume.titles[0]!));
}

describe('OCR of a scanned resume page', () => {
  // one page read twice (the photo, the PDF's image): the models load once for both (a few seconds on 2 cores)
  jest.setTimeout(90_000);

  it('reads the name, contacts, school and an entry title from a photo of the paper, calling onPage', async () => {
    const progress: [number, number][] = [];
    const lines = await ocrLines([scan('scan-1.jpg')], (n, total) => progress.push([n, total]));
    expectResumeRead(lines);
    expect(progress).toEqual([[1, 1]]);
  });

  it('reads the same from an image-only PDF, through its page image', async () => {
    const pages = await pdfPageImages(new Uint8Array(scan('scan-1.pdf')), 6);
    expect(pages).toHaveLength(1);
    expectResumeRead(await ocrLines(pages));
  });

  it('takes a page whose text layer is junk as garbled, and reads its image instead', async () => {
    const pdf = scan('scan-1-garbled.pdf');
    // the text layer as pdf.js gives it, before normalizeText (which drops private-use characters as icons)
    await definePDFJSModule(() => import('unpdf/pdfjs'));
    const doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
    const content = await (await doc.getPage(1)).getTextContent();
    const raw = content.items.flatMap((item) => ('str' in item ? [item.str] : []));
    await doc.destroy();
    expect(raw.join('').length).toBeGreaterThan(100);
    expect(isGarbled(raw)).toBe(true);
    // pdf.js detaches the array it reads: each reader is given its own copy
    const [page] = await pdfPageImages(new Uint8Array(pdf), 6);
    // the very image the image-only PDF gives, which the test above reads
    const [plain] = await pdfPageImages(new Uint8Array(scan('scan-1.pdf')), 6);
    expect(page!.equals(plain!)).toBe(true);
  });
});

describe('page images', () => {
  it('takes a 1-bit scan out of its PDF upright, on a page turned by /Rotate', async () => {
    const [page, ...more] = await pdfPageImages(new Uint8Array(scan('scan-1-bilevel.pdf')), 6);
    expect(more).toHaveLength(0);
    const { data, info } = await sharp(page!).grayscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.height).toBeGreaterThan(info.width);
    // white paper (1 is white in a DeviceGray 1-bit image), the resume's ink in the page's upper half
    const ink = (from: number, to: number) => data.subarray(from * info.width, to * info.width).filter((v) => v < 128).length;
    expect(ink(0, info.height)).toBeLessThan(data.length * 0.1);
    const half = Math.floor(info.height / 2);
    expect(ink(0, half)).toBeGreaterThan(3 * ink(half, info.height));
  });

  it('measures and undoes the photo’s tilt', async () => {
    const image = await sharp(scan('scan-1.jpg')).grayscale().raw().toBuffer({ resolveWithObject: true });
    const skew = skewDegrees({ data: image.data, width: image.info.width, height: image.info.height });
    expect(Math.abs(Math.abs(skew) - 2)).toBeLessThan(0.3);
    expect(Math.abs(skewDegrees(await pageImage(scan('scan-1.jpg'))))).toBeLessThan(0.3);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // the camera's pixels on their side, and EXIF orientation 6 (turn 90° clockwise to view)
    const sideways = await sharp(scan('scan-1.jpg')).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const meta = await sharp(sideways).metadata();
    expect(meta.width).toBeGreaterThan(meta.height!);
    const page = await pageImage(sideways);
    expect(page.height).toBeGreaterThan(page.width);
    expect(Math.abs(skewDegrees(page))).toBeLessThan(0.3);
  });

  it('refuses an image declaring more pixels than the ceiling before decoding it', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const frame = Buffer.alloc(8);
      frame.writeUInt32BE(data.length, 0);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body), 0);
      return Buffer.concat([frame.subarray(0, 4), body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    header[8] = 8; // 8-bit grey
    const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
    await expect(pageImage(png)).rejects.toBeInstanceOf(ResumeTextError);
    await expect(pageImage(Buffer.from('not an image'))).rejects.toBeInstanceOf(ResumeTextError);
  });
});

describe('isGarbled', () => {
  it('takes text mostly of private-use, replacement or control characters as garbled, not a few icons', () => {
    expect(isGarbled(['李思远', '教育背景', '华中科技大学 2021.09 - 2025.06'])).toBe(false);
    // an icon font before each heading: a few per cent of the page
    expect(isGarbled(['\ue001 教育背景', '华中科技大学 计算机科学与技术', '\ue002 项目经历', '校园二手交易平台 项目负责人'])).toBe(false);
    expect(isGarbled(['\ue001\ue002\ue003\ue004 \ue005\ue006', '\ue010\ue011\ue012 华中'])).toBe(true);
    expect(isGarbled(['\ufffd\ufffd\ufffd李\ufffd\ufffd', '\u0001\u0002\u0003\u0004'])).toBe(true);
    expect(isGarbled(['\uf900\uf901\uf902\uf903\uf904 大学'])).toBe(true);
    expect(isGarbled([])).toBe(false);
  });
});
