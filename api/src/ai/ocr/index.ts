/** OCR of scanned resumes (issue 25 "Scans"): photos and image-only PDFs read on this machine, by PaddleOCR's models. */
export { imageRuns } from './image-runs';
export { pdfPageImages } from './pdf-images';
export { ocrLines } from './ocr-lines';
export { isGarbled, GARBLED_SHARE } from './garbled';
export { warmOcr } from './warm-up';
export { MAX_INPUT_PIXELS } from './page-image';
