// A Word file of paragraphs, one a line (demo-documents.ts makeDocx).
import { makeDocx } from '../../../src/seed/resume/demo-documents';
import { resumeLines } from '../written';
import type { CorpusFamily } from './family';

export const docxPlain: CorpusFamily = { id: 'docx-paragraphs', render: (r) => ({ make: 'docx', docx: Promise.resolve(makeDocx(resumeLines(r))) }) };
