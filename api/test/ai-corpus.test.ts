import { makeDocx } from '../src/seed/resume/demo-documents';
import { resumeTextLines } from '../src/ai/text/resume-text';
import { pdfOptions, resumeHtml } from './ai-corpus/render-html';
import { assignFamilies, CORPUS_FAMILIES, CORPUS_SIZE } from './ai-corpus/families';
import { AWARD_LINE, htmlIcons, withAwardInEducation, withUnknownSections } from './ai-corpus/families/html-variants';
import { DATE_FORMS, ENTRY_FORMS, HEADING_FORMS, LAYOUTS, PHONE_FORMS, TITLE_SEPARATORS, makeCorpus } from './ai-corpus/truth';
import { entryRows, headings, resumeLines, titleLines, writeMonth, writePhone, writeRange } from './ai-corpus/written';

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

  it('writes entry titles, headings and names in the ways students do: every layout with every entry form', () => {
    for (const layout of LAYOUTS) for (const entry of ENTRY_FORMS) expect(corpus.some((r) => r.style.layout === layout && r.style.entry === entry)).toBe(true);
    for (const form of HEADING_FORMS) for (const english of [false, true]) expect(corpus.some((r) => r.style.headings === form && r.style.english === english)).toBe(true);
    expect(corpus.some((r) => r.style.labelledName)).toBe(true);
    const numbered = corpus.find((c) => c.style.pageNumbers)!;
    expect(pdfOptions(numbered)).toMatchObject({ format: 'A4', displayHeaderFooter: true, footerTemplate: expect.stringContaining('pageNumber') });
    expect(pdfOptions(corpus.find((c) => !c.style.pageNumbers)!)).not.toHaveProperty('displayHeaderFooter');
    const undated = corpus.find((c) => c.style.undatedProjects && c.project.length > 0)!;
    expect(undated.project.every((p) => p.start_date === '' && p.end_date === '')).toBe(true);
    expect(resumeLines(undated)).toContain(`${undated.project[0]!.name}${undated.style.separator}${undated.project[0]!.role}`);
    expect(corpus.some((c) => c.style.workPlace && resumeLines(c).some((l) => l.includes(` | ${c.basic.city}`)))).toBe(true);
    const titled = corpus.find((c) => c.style.nameTitle && !c.style.labelledName && !c.style.english)!;
    expect(resumeLines(titled)[0]).toBe(`${titled.basic.name}的个人简历`);
    const detailed = corpus.find((c) => c.style.nameDetails && !c.style.labelledName && !c.style.english)!;
    expect(resumeLines(detailed)[0]).toBe(`${detailed.basic.name} | ${detailed.basic.sex === 1 ? '男' : '女'} | 中共党员`);
    const r = { ...corpus[0]!, project: [], other: { ...corpus[0]!.other, awards: [], self_evaluation: '' } };
    const row = { parts: ['腾讯', '前端开发实习生'], labels: ['公司', '职位'], when: '2024.07 - 2024.09', body: [] };
    expect(titleLines({ ...r, style: { ...r.style, entry: 'inline' } }, row)).toEqual(['腾讯 | 前端开发实习生  2024.07 - 2024.09']);
    expect(titleLines({ ...r, style: { ...r.style, entry: 'stacked' } }, row)).toEqual(['腾讯  2024.07 - 2024.09', '前端开发实习生']);
    expect(titleLines({ ...r, style: { ...r.style, entry: 'dates-first' } }, row)).toEqual(['2024.07 - 2024.09  腾讯 | 前端开发实习生']);
    expect(titleLines({ ...r, style: { ...r.style, entry: 'dates-below', separator: ' · ' } }, row)).toEqual(['腾讯 · 前端开发实习生', '2024.07 - 2024.09']);
    const labelled = { ...r, style: { ...r.style, entry: 'labelled' as const, english: false } };
    expect(titleLines(labelled, entryRows(labelled).work[0]!)).toEqual([`公司：${r.work[0]!.company}`, `职位：${r.work[0]!.position}`, expect.stringMatching(/^时间：\S/)]);
    for (const form of PHONE_FORMS) expect(corpus.some((c) => c.style.phone === form)).toBe(true);
    for (const separator of TITLE_SEPARATORS) expect(corpus.some((c) => c.style.separator === separator)).toBe(true);
    expect(corpus.some((c) => c.style.longDegrees && c.education.length > 1)).toBe(true);
    // a self-evaluation above the education and below everything, and bullets that wrap
    expect(corpus.some((c) => c.style.selfFirst && c.other.self_evaluation)).toBe(true);
    expect(corpus.some((c) => !c.style.selfFirst && c.other.self_evaluation)).toBe(true);
    expect(corpus.some((c) => c.style.longBullets && c.style.layout.startsWith('sidebar'))).toBe(true);
    const first = corpus.find((c) => c.style.selfFirst && c.other.self_evaluation)!;
    const lines = resumeLines(first);
    expect(lines.indexOf(first.other.self_evaluation)).toBeLessThan(lines.indexOf(headings(first).education));
    expect(PHONE_FORMS.map((f) => writePhone('18618421570', f))).toEqual(['18618421570', '186-1842-1570', '186 1842 1570', '+86 18618421570']);
    const zh = { ...r.style, english: false };
    expect(headings({ ...r, style: { ...zh, headings: 'numbered' } }).skills).toBe('三、技能特长');
    expect(headings({ ...r, style: { ...zh, headings: 'bracketed' } }).education).toBe('【教育背景】');
    expect(headings({ ...r, style: { ...zh, headings: 'bilingual' } }).work).toBe('实习经历 Internship Experience');
    expect(headings({ ...r, style: { ...r.style, english: true, headings: 'numbered' } }).work).toBe('2. Work Experience');
    expect(entryRows(corpus[0]!).education[0]!.parts[0]).toBe(corpus[0]!.education[0]!.school);
  });

  it('writes months and ranges in each form students use', () => {
    expect(DATE_FORMS.map((f) => writeRange('2021-09', '2025-06', f))).toEqual(['2021.09 - 2025.06', '2021.9-2025.6', '2021年9月 - 2025年6月', '2021/9–2025/6', '2021-09 ~ 2025-06', 'Sep 2021 - Jun 2025', '09/2021 - 06/2025']);
    expect(writeMonth('', 'chinese')).toBe('至今');
    expect(writeMonth('', 'english')).toBe('Present');
  });

  it('renders each resume with all of its true fields, as HTML for the PDF and as DOCX lines', async () => {
    for (const r of corpus.slice(0, 8)) {
      const html = resumeHtml(r);
      const lines = resumeLines(r);
      for (const text of [r.basic.name, writePhone(r.basic.phone, r.style.phone), r.basic.email, ...r.education.map((e) => e.school), ...r.work.map((w) => w.company), ...r.project.map((p) => p.name)]) {
        expect(html).toContain(text);
        expect(lines.join('\n')).toContain(text);
      }
    }
    const docx = await resumeTextLines(makeDocx(resumeLines(corpus[0]!)));
    expect(docx[0]).toBe(corpus[0]!.basic.name);
  });
});

describe('the layout families of the corpus (issue 25)', () => {
  it('lays 200 resumes out in at least 15 families, a fifth of each held out', () => {
    expect(CORPUS_FAMILIES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(CORPUS_FAMILIES.map((f) => f.id)).size).toBe(CORPUS_FAMILIES.length);
    const assigned = assignFamilies(makeCorpus(CORPUS_SIZE));
    expect(assigned).toHaveLength(200);
    for (const family of CORPUS_FAMILIES) {
      const mine = assigned.filter((a) => a.family === family);
      expect(mine.length).toBeGreaterThanOrEqual(13);
      expect(mine.filter((a) => a.heldOut).length).toBeGreaterThanOrEqual(2);
    }
    expect(assigned.filter((a) => a.heldOut).length).toBeGreaterThanOrEqual(35);
  });

  it('writes the tricky lines where each family promises them', () => {
    const r = makeCorpus(CORPUS_SIZE).find((c) => !c.style.english)!;
    expect(withUnknownSections(r)).toContain('学术成果');
    expect(withAwardInEducation(r)).toContain(AWARD_LINE);
    const icons = htmlIcons.render(r);
    expect(icons.make === 'html' && icons.html.includes('\ue601')).toBe(true);
  });
});
