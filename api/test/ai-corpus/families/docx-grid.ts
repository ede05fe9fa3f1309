// A Word 表格简历: label cells beside value cells for the contacts, a row per section (its heading in the label
// cell); as DOCX, and as LibreOffice's PDF export (the label cells centred in their rows).
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, VerticalAlign, WidthType } from 'docx';
import type { TrueResume } from '../truth';
import { headings, writePhone, writeSex } from '../written';
import { type CorpusFamily, sectionsOf } from './family';

const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const label = (text: string) => new TableCell({ verticalAlign: VerticalAlign.CENTER, width: { size: 15, type: WidthType.PERCENTAGE }, children: [p(text, true)] });
const value = (lines: readonly string[], columnSpan = 1) => new TableCell({ columnSpan, children: lines.map((l) => p(l)) });

export function gridDocx(r: TrueResume): Promise<Buffer> {
  const h = headings(r);
  const en = r.style.english;
  const rows = [
    new TableRow({ children: [label(h.name), value([r.basic.name]), label(h.sex), value([writeSex(r)])] }),
    new TableRow({ children: [label(h.phone), value([writePhone(r.basic.phone, r.style.phone)]), label(h.email), value([r.basic.email])] }),
    new TableRow({ children: [label(en ? 'City' : '现居'), value([r.basic.city]), label(h.intention), value([r.work[0]?.position.replace('实习生', '') ?? '管培生'])] }),
    ...sectionsOf(r).sections.map((s) => new TableRow({ children: [label(s.heading), value(s.lines, 3)] })),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Noto Sans CJK SC', size: 21 } } } },
    sections: [{ children: [p(h.title, true), new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows })] }],
  });
  return Packer.toBuffer(doc);
}

export const docxGrid: CorpusFamily = { id: 'docx-grid', render: (r) => ({ make: 'docx', docx: gridDocx(r) }) };
export const docxGridPdf: CorpusFamily = { id: 'docx-grid-pdf', render: (r) => ({ make: 'docx-pdf', docx: gridDocx(r) }) };
