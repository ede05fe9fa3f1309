// Uploads made to hurt the resume import (issue 25 "Safety"), built in code: archives and PDFs that inflate to far
// more than they weigh, lines of tens of thousands of digits, pages of countless runs and files broken on purpose.
import { deflateSync } from 'node:zlib';
import { makeDocx, makePdf } from '../src/seed/resume/demo-documents';

const MB = 1024 * 1024;

/** A DOCX whose document inflates to `mb` megabytes of one letter (it weighs a thousandth of that). */
export function docxBomb(mb: number): Buffer {
  return makeDocx(['x'.repeat(mb * MB)], { deflate: true });
}

/** The same, lying: every entry declares it inflates to 100 bytes. */
export function lyingDocxBomb(mb: number): Buffer {
  const file = docxBomb(mb);
  for (let at = file.indexOf('PK\x01\x02'); at >= 0; at = file.indexOf('PK\x01\x02', at + 4)) file.writeUInt32LE(100, at + 24);
  return file;
}

/** A DOCX of one paragraph of `n` digits (a 1 KB file once stalled every user on an unanchored pattern). */
export const docxDigits = (n: number) => makeDocx(['周一鸣', `电话 ${'1'.repeat(n)}`], { deflate: true });

/** A DOCX whose one line is `n` characters long: an e-mail address's characters, a date's, a phone's, over and over. */
export const docxLongLine = (n: number) => makeDocx([`${'a.1-2021.09 13800000000 x@y'.repeat(Math.ceil(n / 27))}`.slice(0, n)], { deflate: true });

/** A DOCX of `paragraphs` short paragraphs: a document a parser must really work through (about 45 bytes each inflated). */
export const docxLong = (paragraphs: number) => makeDocx(Array.from({ length: paragraphs }, (_, i) => `第${i}段 负责数据分析与报表编写`), { deflate: true });

/** A one-page PDF whose content stream is `content` deflated `passes` times, its filters saying so. */
export function pdfWithStream(content: Buffer, passes = 1): Buffer {
  let data = content;
  for (let i = 0; i < passes; i += 1) data = deflateSync(data);
  const filter = passes === 0 ? '' : `/Filter [${Array(passes).fill('/FlateDecode').join(' ')}] `;
  const head = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >> endobj',
    '4 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    `5 0 obj << ${filter}/Length ${data.length} >>`,
    'stream\n',
  ].join('\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), data, Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

/** A PDF stream that inflates to `mb` megabytes of spaces (its text would be nothing). */
export const pdfBomb = (mb: number, passes = 1) => pdfWithStream(Buffer.alloc(mb * MB, 0x20), passes);

/** A PDF page of `runs` one-letter runs, each placed on its own (Math.min over a page's runs once overflowed the stack). */
export function pdfManyRuns(runs: number): Buffer {
  const ops: string[] = ['BT /F1 8 Tf'];
  for (let i = 0; i < runs; i += 1) ops.push(`1 0 0 1 ${40 + (i % 500)} ${800 - Math.floor(i / 500) % 760} Tm (a) Tj`);
  ops.push('ET');
  return pdfWithStream(Buffer.from(ops.join('\n'), 'latin1'));
}

/** PDFs broken in the ways a probe breaks them: cut short, garbage for a body, a page tree that holds itself. */
export function brokenPdfs(): [string, Buffer][] {
  const good = makePdf('Zhou Yiming', ['Phone 13800000001', 'Nanjing University 2021.09-2025.06']);
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  return [
    ['cut in half', Buffer.concat([good.subarray(0, good.length / 2), latin1('\n%%EOF\n')])],
    ['garbage after the header', Buffer.concat([latin1('%PDF-1.7\n'), Buffer.alloc(4000, 0xff), latin1('\n%%EOF\n')])],
    ['a page tree that holds itself', latin1('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [2 0 R] /Count 1 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
  ];
}
