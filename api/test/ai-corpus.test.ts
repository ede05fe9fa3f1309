import { makeDocx } from '../src/seed/resume/demo-documents';
import { resumeTextLines } from '../src/ai/text/resume-text';
import { resumeHtml } from './ai-corpus/render-html';
import { DATE_FORMS, LAYOUTS, makeCorpus } from './ai-corpus/truth';
import { resumeLines, writeMonth, writeRange } from './ai-corpus/written';

// The accuracy corpus must be as varied as the issue asks: checked here, so the bench's figures mean something.

describe('the resume corpus', () => {
  const corpus = makeCorpus();

  it('holds at least 40 resumes, every layout with every date form, Chinese and English headings', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    for (const layout of LAYOUTS) for (const dates of DATE_FORMS) expect(corpus.some((r) => r.style.layout === layout && r.style.dates === dates)).toBe(true);
    expect(corpus.some((r) => r.style.english)).toBe(true);
    expect(new Set(corpus.map((r) => r.basic.phone)).size).toBe(corpus.length);
    expect(corpus.some((r) => r.work.some((w) => w.end_date === ''))).toBe(true);
    expect(corpus.some((r) => r.education.length > 1)).toBe(true);
    expect(makeCorpus()).toEqual(corpus);
  });

  it('writes months and ranges in each form students use', () => {
    expect(DATE_FORMS.map((f) => writeRange('2021-09', '2025-06', f))).toEqual(['2021.09 - 2025.06', '2021.9-2025.6', '2021年9月 - 2025年6月', '2021/9–2025/6', '2021-09 ~ 2025-06', 'Sep 2021 - Jun 2025']);
    expect(writeMonth('', 'chinese')).toBe('至今');
    expect(writeMonth('', 'english')).toBe('Present');
  });

  it('renders each resume with all of its true fields, as HTML for the PDF and as DOCX lines', async () => {
    for (const r of corpus.slice(0, 8)) {
      const html = resumeHtml(r);
      const lines = resumeLines(r);
      for (const text of [r.basic.name, r.basic.phone, r.basic.email, ...r.education.map((e) => e.school), ...r.work.map((w) => w.company), ...r.project.map((p) => p.name)]) {
        expect(html).toContain(text);
        expect(lines.join('\n')).toContain(text);
      }
    }
    const docx = await resumeTextLines(makeDocx(resumeLines(corpus[0]!)));
    expect(docx[0]).toBe(corpus[0]!.basic.name);
  });
});
