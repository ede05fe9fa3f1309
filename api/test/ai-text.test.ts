import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeDocx, makePdf } from '../src/seed/resume/demo-documents';
import { normalizeText, textLines } from '../src/ai/text/normalize';
import { pageLines, type TextRun } from '../src/ai/text/pdf-lines';
import { resumeFileKind, resumeTextLines } from '../src/ai/text/resume-text';
import { RESUME_TEXT_ERRORS } from '../src/ai/text/resume-text-error';
import { words } from '../src/ai/text/segment';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/ai', name));

describe('normalizeText', () => {
  it('reads CJK radicals, full-width letters and odd spaces as plain text', () => {
    expect(normalizeText('⼤学　ＧＰＡ３.７\u200b  本科 ')).toBe('大学 GPA3.7 本科');
    expect(normalizeText('重构 12 个⻚面，累计用戶3000+')).toBe('重构 12 个页面,累计用户3000+');
    expect(textLines('教育背景\r\n\n  临江大学 \n')).toEqual(['教育背景', '临江大学']);
  });
});

describe('resumeTextLines', () => {
  it('reads a one-column PDF line by line, joining a title and its dates on one baseline', async () => {
    const lines = await resumeTextLines(fixture('resume-one-column.pdf'));
    expect(lines[0]).toBe('周一鸣');
    expect(lines).toContain('教育背景');
    expect(lines.find((l) => l.startsWith('临江大学'))).toMatch(/^临江大学 · 计算机科学与技术 · 本科 2021\.09 - 2025\.06$/);
    expect(lines.find((l) => l.includes('云帆数据'))).toMatch(/^云帆数据科技有限公司 \| 前端开发实习生 2024年7月 ?- ?2024年9月$/);
    expect(lines.indexOf('教育背景')).toBeLessThan(lines.indexOf('实习经历'));
    expect(lines.indexOf('实习经历')).toBeLessThan(lines.indexOf('项目经历'));
  });

  it('reads a two-column PDF column by column: the main part whole, then the sidebar', async () => {
    const lines = await resumeTextLines(fixture('resume-two-columns.pdf'));
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    expect(at('联系方式')).toBeGreaterThanOrEqual(0);
    expect(at('专业技能')).toBeLessThan(at('证书'));
    // the sidebar's lines never share a line with the main part beside them
    expect(lines.some((l) => l.includes('138-0000-0001') && l.includes('周一鸣'))).toBe(false);
    expect(lines.some((l) => /React、Vue.*(临江|云帆|教育)/.test(l))).toBe(false);
    expect(lines[0]).toBe('周一鸣');
    expect(at('教育背景')).toBeLessThan(at('实习经历'));
    expect(at('项目经历')).toBeLessThan(at('联系方式'));
  });

  it('reads a DOCX paragraph by paragraph', async () => {
    const lines = await resumeTextLines(makeDocx(['周一鸣的简历', '教育背景', '临江大学 计算机科学与技术 本科 2021.09-2025.06', '实习经历']));
    expect(lines).toEqual(['周一鸣的简历', '教育背景', '临江大学 计算机科学与技术 本科 2021.09-2025.06', '实习经历']);
  });

  it('says a PDF without a text layer, a broken or encrypted file and another type in the words the student sees', async () => {
    await expect(resumeTextLines(makePdf('', []))).rejects.toThrow(RESUME_TEXT_ERRORS.noText);
    await expect(resumeTextLines(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 7)]))).rejects.toThrow(RESUME_TEXT_ERRORS.unreadable);
    await expect(resumeTextLines(Buffer.from('姓名：周一鸣\n电话：13800000001'))).rejects.toThrow(RESUME_TEXT_ERRORS.type);
  });

  it('tells the kind by content, not by name', () => {
    expect(resumeFileKind(fixture('resume-one-column.pdf'))).toBe('pdf');
    expect(resumeFileKind(makeDocx(['x', 'y']))).toBe('docx');
    expect(resumeFileKind(Buffer.from('PK\u0003\u0004 not a document'))).toBeNull();
  });
});

describe('pageLines', () => {
  const run = (text: string, x: number, y: number, width = text.length * 10): TextRun => ({ text, x, y, width, height: 10 });

  it('keeps a one-column page in top-to-bottom order and puts a gap between separate runs on a line', () => {
    const runs = [run('教育背景', 50, 700), run('临江大学', 50, 680), run('2021.09-2025.06', 400, 680), run('本科', 50, 660)];
    expect(pageLines(runs, 595)).toEqual(['教育背景', '临江大学 2021.09-2025.06', '本科']);
  });

  it('reads rows that run across the page (a title with its dates on the right) as one column', () => {
    const rows = ['临江大学 · 本科', '云帆数据 | 实习生', '二手平台 | 负责人', '前端开发', '数据看板'].flatMap((t, i) => [run(t, 50, 700 - i * 30, 200), run(`202${i}.09-202${i + 1}.06`, 420, 700 - i * 30, 120)]);
    expect(pageLines(rows, 595)[0]).toBe('临江大学 · 本科 2020.09-2021.06');
  });

  it('reads the title above two columns first, then the wider (main) column, then the sidebar', () => {
    const left = ['联系方式', '13800000001', '专业技能', 'React', 'TypeScript'].map((t, i) => run(t, 30, 700 - i * 40, 100));
    const right = ['教育背景', '临江大学', '实习经历', '云帆数据', '前端开发'].map((t, i) => run(t, 250, 712 - i * 40, 250));
    const title = run('周一鸣的个人简历', 100, 760, 400);
    expect(pageLines([title, ...right, ...left], 595)).toEqual(['周一鸣的个人简历', '教育背景', '临江大学', '实习经历', '云帆数据', '前端开发', '联系方式', '13800000001', '专业技能', 'React', 'TypeScript']);
  });
});

describe('words', () => {
  it('segments Chinese text into words, dropping punctuation', () => {
    expect(words('熟悉React和TypeScript，负责数据看板开发')).toEqual(expect.arrayContaining(['熟悉', 'React', 'TypeScript', '负责', '数据', '开发']));
    expect(words('，。！')).toEqual([]);
  });
});
