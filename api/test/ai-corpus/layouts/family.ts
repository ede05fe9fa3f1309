// A layout family of the resume import's fixtures (issue 25): how students lay a resume out (a Word grid, a
// sidebar, English only, …), rendered the way their files are made (Word's own structures through the `docx`
// package, HTML printed by Chromium, Word files exported to PDF by LibreOffice), with the draft the import must
// give. Each family is one small module; make-layouts.ts writes their files under api/test/fixtures/ai/layouts/.
import { Document, HeadingLevel, Packer, Paragraph, TextRun, type ISectionOptions } from 'docx';

/** The draft a file must give: values as written in the file, and the fields the engine must mark 待核对. */
export type Expected = {
  basic: Partial<{ name: string; sex: 0 | 1 | 2; birth_date: string; phone: string; email: string; city: string; school: string; major: string; degree: number; graduation_year: number }>;
  intention?: { categories: string[]; cities: string[]; salary_min: number; salary_max: number };
  education: { school: string; major: string; degree: number; start_date: string; end_date: string }[];
  /** kind 1 internship, 2 job */
  work: { kind: 1 | 2; company: string; position: string; start_date: string; end_date: string }[];
  project: { name: string; role: string; start_date: string; end_date: string }[];
  /** exact descriptions of some entries ("work.0" → its text) */
  descriptions?: Record<string, string>;
  /** parts of `other` as written (each must be contained in the field) */
  other?: Partial<Record<'skills' | 'certificates' | 'awards' | 'languages' | 'self_evaluation', string[]>>;
  /** the fields with a value the engine is unsure of ("basic.name", "work.0.position"), sorted */
  unsure: string[];
  low_confidence: 0 | 1;
};

export type LayoutFile =
  | { name: string; make: 'docx'; docx: () => Promise<Buffer> }
  /** printed by Chromium */
  | { name: string; make: 'html'; html: () => string }
  /** the family's DOCX exported to PDF by LibreOffice, as a student's Word export is */
  | { name: string; make: 'docx-pdf'; docx: () => Promise<Buffer> };

export type LayoutFamily = {
  id: string;
  /** the kind of issue 25 it stands for */
  kind: string;
  files: LayoutFile[];
  expected: Expected;
};

export const FONT = 'Noto Sans CJK SC';

/** A DOCX of the sections (default font a CJK one, as Word's Chinese templates use). */
export function docxOf(sections: ISectionOptions[]): Promise<Buffer> {
  const doc = new Document({ styles: { default: { document: { run: { font: FONT, size: 21 } } } }, sections });
  return Packer.toBuffer(doc);
}

export const para = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
export const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text, bold: true })] });
export const paras = (lines: readonly string[]) => lines.map((l) => para(l));

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** An A4 page of HTML with a CJK font. */
export const htmlPage = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:A4;margin:14mm}body{font-family:"${FONT}",sans-serif;font-size:10.5pt;margin:0;color:#222}p{margin:2pt 0}h2{font-size:12.5pt;margin:10pt 0 4pt;border-bottom:1px solid #888}${css}</style></head><body>${body}</body></html>`;
export const ps = (lines: readonly string[]) => lines.map((l) => `<p>${esc(l)}</p>`).join('');
export const h = (text: string) => `<h2>${esc(text)}</h2>`;
export { esc };
