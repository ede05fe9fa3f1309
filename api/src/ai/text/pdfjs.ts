import { definePDFJSModule } from 'unpdf';

let pdfjsDefined: Promise<void> | null = null;
/**
 * pdf.js from unpdf's own build, named here so every runtime (tsx, Node, Jest) loads the same module; every
 * reader of PDFs (text lines, page images, page renders) waits on this first.
 */
export function usePdfjs(): Promise<void> {
  pdfjsDefined ??= definePDFJSModule(() => import('unpdf/pdfjs'));
  return pdfjsDefined;
}
