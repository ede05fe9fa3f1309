// The five page layouts of render-html.ts (one column, sidebar left or right, a table with the dates in its first
// cell, a photo in the corner), printed by Chromium: one family each.
import { pdfOptions, resumeHtml } from '../render-html';
import { LAYOUTS } from '../truth';
import type { CorpusFamily } from './family';

export const HTML_LAYOUTS: CorpusFamily[] = LAYOUTS.map((layout) => ({
  id: `html-${layout}`,
  render: (r) => ({ make: 'html', html: resumeHtml({ ...r, style: { ...r.style, layout } }), options: pdfOptions(r) }),
}));
