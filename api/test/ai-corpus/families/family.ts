// A layout family of the accuracy corpus (issue 25 "Accuracy, measured"): a way students lay a resume out,
// rendered from a generated resume's truth (truth.ts) the way their files are made: HTML printed by Chromium,
// Word files by the `docx` package, Word exports by LibreOffice. bench/resume-parse.mjs scores each family.
import type { TrueResume } from '../truth';
import { headings, resumeLines } from '../written';

export type Rendered =
  | { make: 'html'; html: string; options?: object }
  | { make: 'docx'; docx: Promise<Buffer> }
  /** the DOCX exported to PDF by LibreOffice */
  | { make: 'docx-pdf'; docx: Promise<Buffer> };

export type CorpusFamily = { id: string; render: (r: TrueResume) => Rendered };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export { esc };

/** An A4 page of HTML with a CJK font. */
export const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:A4;margin:14mm}body{font-family:"Noto Sans CJK SC",sans-serif;font-size:10.5pt;margin:0;color:#222}p{margin:2pt 0}h2{font-size:12.5pt;margin:10pt 0 4pt;border-bottom:1px solid #888}${css}</style></head><body>${body}</body></html>`;

/** The resume's heading lines as written (one per section). */
export function headingSet(r: TrueResume): Set<string> {
  const h = headings(r);
  return new Set([h.education, h.work, h.project, h.skills, h.certificates, h.awards, h.self]);
}

/** The resume's lines cut at its headings: the head (name, contacts), then each section with its heading. */
export function sectionsOf(r: TrueResume): { head: string[]; sections: { heading: string; lines: string[] }[] } {
  const isHeading = headingSet(r);
  const head: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  for (const line of resumeLines(r)) {
    if (isHeading.has(line)) sections.push({ heading: line, lines: [] });
    else if (sections.length > 0) sections.at(-1)!.lines.push(line);
    else head.push(line);
  }
  return { head, sections };
}

/** The lines as paragraphs, headings bold (a plain one-column page). */
export const linesHtml = (r: TrueResume, lines: readonly string[], headingHtml = (l: string) => `<h2>${esc(l)}</h2>`) => {
  const isHeading = headingSet(r);
  return lines.map((l) => (isHeading.has(l) ? headingHtml(l) : `<p>${esc(l)}</p>`)).join('');
};
