/**
 * @jest-environment ./test/ocr-environment.mjs
 */
// (a PDF without text is drawn and read by OCR before it is called textless: onnxruntime needs the host's typed arrays)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeDocx, makePdf } from '../src/seed/resume/demo-documents';
import { normalizeText, textLines } from '../src/ai/text/normalize';
import { documentLines, pageLines, type TextRun } from '../src/ai/text/pdf-lines';
import { resumeFileKind, resumeTextLines } from '../src/ai/text/resume-text';
import { RESUME_TEXT_ERRORS } from '../src/ai/text/resume-text-error';
import { taggedWords, words } from '../src/ai/text/segment';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/ai', name));

describe('normalizeText', () => {
  it('reads CJK radicals, full-width letters and odd spaces as plain text', () => {
    expect(normalizeText('⼤学　ＧＰＡ３.７\u200b  本科 ')).toBe('大学 GPA3.7 本科');
    expect(normalizeText('重构 12 个⻚面，累计用戶3000+')).toBe('重构 12 个页面，累计用户3000+');
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

  it('says a PDF without text even by OCR, a broken or encrypted file and another type in the words the student sees', async () => {
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

  it('leaves page numbers and footers out', () => {
    const runs = [run('实习经历', 50, 700), run('腾讯 | 前端开发实习生', 50, 680, 150), run('• 负责组件库开发', 50, 660, 120), run('第 1 页 共 2 页', 260, 40, 80)];
    expect(pageLines(runs, 595)).toEqual(['实习经历', '腾讯 | 前端开发实习生', '• 负责组件库开发']);
    for (const marker of ['1/2', '- 2 -', 'Page 1 of 2', '第2页']) expect(pageLines([run('• 开发接口', 50, 700, 80), run(marker, 280, 30, 40)], 595)).toEqual(['• 开发接口']);
    // a footer far below a short sidebar does not make the page too tall for the sidebar to be a column
    const side = ['15857452879', 'student50@example.com', '成都', '专业技能', 'SPSS、Git、Vue', '证书', 'CET-4', '获奖情况'].map((t, i) => run(t, 423, 803 - i * 22, Math.min(150, t.length * 8)));
    const fields = ['刘浩然', '教育背景', '学校：南京大学', '专业：金融学', '学历：本科', '时间：2022年9月-2026年6月', '实习经历'];
    for (let k = 0; k < 7; k += 1) fields.push(`公司：字节跳动${k}`, '职位：管培生', `时间：202${k}年3月-202${k}年6月`, '· 编写自动化测试用例 300 余条，缺陷发现率提升 30%');
    const main = fields.map((t, i) => run(t, 36, 800 - i * 20, Math.min(280, t.length * 10)));
    const lines = pageLines([...main, ...side, run('1/1', 290, 15, 15)], 595);
    expect(lines.indexOf('15857452879')).toBe(fields.length);
    // a line that holds more than the number stays
    expect(pageLines([run('2/3 的用户来自校园', 50, 700, 150)], 595)).toEqual(['2/3 的用户来自校园']);
  });

  it('reads rows that run across the page (a title with its dates on the right) as one column', () => {
    const rows = ['临江大学 · 本科', '云帆数据 | 实习生', '二手平台 | 负责人', '前端开发', '数据看板'].flatMap((t, i) => [run(t, 50, 700 - i * 30, 200), run(`202${i}.09-202${i + 1}.06`, 420, 700 - i * 30, 120)]);
    expect(pageLines(rows, 595)[0]).toBe('临江大学 · 本科 2020.09-2021.06');
  });

  it('reads a table whose first cell holds each entry\'s dates row by row, the name above it first', () => {
    const head = [run('张若曦', 32, 787, 60), run('电话：18618421570', 32, 765, 96), run('邮箱：student3@example.com', 138, 765, 150), run('教育背景', 32, 719, 50)];
    const rows = [
      run('2021.09 - 2025.06', 36, 694, 84), run('武汉大学 | 会计学 | 本科', 195, 694, 110), run('GPA 3.2/4.0，主修课程：会计学导论', 195, 677, 200),
      run('实习经历', 32, 642, 50), run('2024.01 - 至今', 36, 617, 70), run('国家电网 | 产品运营实习生', 195, 617, 125), run('·', 195, 600, 10), run('设计并实现推荐模块，点击率提升 18%', 208, 600, 181),
      run('2023.03 - 2023.06', 36, 570, 84), run('京东 | 数据分析实习生', 195, 570, 110), run('·', 195, 553, 10), run('整理并分析 3 万条用户数据', 208, 553, 150),
      run('专业技能', 32, 520, 50), run('Linux、SQL、Python', 32, 500, 100), run('证书', 32, 470, 25), run('初级会计师', 32, 450, 52),
    ];
    const lines = pageLines([...head, ...rows], 595);
    expect(lines.slice(0, 4)).toEqual(['张若曦', '电话：18618421570 邮箱：student3@example.com', '教育背景', '2021.09 - 2025.06 武汉大学 | 会计学 | 本科']);
    expect(lines).toContain('2024.01 - 至今 国家电网 | 产品运营实习生');
    expect(lines.indexOf('专业技能')).toBeGreaterThan(lines.indexOf('2023.03 - 2023.06 京东 | 数据分析实习生'));
  });

  it('reads a table row as a row when its cells\' first lines stand a paragraph margin apart', () => {
    const runs = [
      run('个人简历', 32, 787, 80), run('姓名：张浩然 性别：男', 32, 765, 110), run('一、教育经历', 32, 702, 75),
      run('2023-09 ~ 2027-06', 36, 677, 88), run('学校：武汉大学', 195, 675, 73), run('专业：会计学', 195, 658, 63), run('学历：本科', 195, 641, 52), run('GPA 3.5/4.0，主修课程：会计学导论', 195, 624, 200),
      run('二、实践经历', 32, 589, 75), run('2026-01 ~ 2026-09', 36, 564, 88), run('公司：阿里巴巴', 195, 562, 73), run('职位：产品运营实习生', 195, 545, 105), run('·', 195, 528, 10), run('编写自动化测试用例 300 余条', 208, 528, 160),
      run('三、技能特长', 32, 476, 75), run('JavaScript、SQL、React', 32, 454, 120),
    ];
    const lines = pageLines(runs, 595);
    expect(lines.slice(0, 5)).toEqual(['个人简历', '姓名：张浩然 性别：男', '一、教育经历', '2023-09 ~ 2027-06 学校：武汉大学', '专业：会计学']);
    expect(lines).toContain('2026-01 ~ 2026-09 公司：阿里巴巴');
  });

  it('reads table rows whose dates cell names the place too, and a sidebar beside titles that stand over their dates as columns', () => {
    const row = (when: string, title: string, y: number) => [run(when, 36, y, 100), run(title, 195, y, 130), run('· 整理数据', 195, y - 17, 60)];
    const table = [run('张若曦', 32, 787, 60), run('教育背景', 32, 719, 50), ...row('2021.09 - 2025.06', '武汉大学 · 会计学 · 本科', 694), run('实习经历', 32, 642, 50), ...row('2024.01 - 至今 | 南京', '国家电网 · 产品运营实习生', 617), ...row('2023.03 - 2023.06 | 上海', '京东 · 数据分析实习生', 570)];
    expect(pageLines(table, 595)).toContain('2024.01 - 至今 | 南京 国家电网 · 产品运营实习生');
    // a main column's "浙江大学  2022.09 - 2025.06" is a title with its dates, not a dates cell
    const side = ['177-6271-7575', 'student107@example.com', '西安', '专业技能 Skills', 'SQL、CAD、Linux', '证书 Certificates', '计算机二级'].map((t, i) => run(t, 12, 790 - i * 17, 120));
    const main = [['杨思远', ''], ['教育背景 Education', ''], ['浙江大学', '2022.09 - 2025.06'], ['软件工程 硕士', ''], ['南京信息工程大学', '2018.09 - 2022.06'], ['数据科学与大数据技术 本科', ''], ['实习经历', ''], ['小米科技', '2024.07 - 2024.09'], ['测试开发实习生', ''], ['· 组织线下活动 4 场', '']]
      .flatMap(([t, d], i) => [run(t!, 203, 790 - i * 17, t!.length * 10), ...(d ? [run(d, 488, 790 - i * 17, 90)] : [])]);
    const lines = pageLines([...side, ...main], 595);
    expect(lines.slice(0, 3)).toEqual(['杨思远', '教育背景 Education', '浙江大学 2022.09 - 2025.06']);
    expect(lines.indexOf('177-6271-7575')).toBe(10);
  });

  it('reads a sparse sidebar (a phone, a city, a few skills) as a column of its own', () => {
    const side = ['13857122961', '苏州', '专业技能', 'SPSS', '获奖情况', '奖学金'].map((t, i) => run(t, 12, 803 - i * 25, t.length * 6));
    const main = ['马静', '求职意向：测试开发', '教育背景', '华中科技大学 | 电子信息工程 | 博士 2022年9月 - 2026年6月', 'GPA 3.6/4.0，主修课程：电子信息工程导论、专业英语', '实习经历',
      '阿里巴巴 | 测试开发实习生 2025年3月 - 至今', '· 设计并实现推荐模块，点击率提升 18%', '· 组织线下活动 4 场，累计参与 500 余人', '京东 | 管培生 2024年3月 - 2024年6月',
      '· 负责数据看板的前端开发，重构 12 个页面，白屏时间降低 40%', '· 编写自动化测试用例 300 余条，缺陷发现率提升 30%', '项目经历', '垃圾分类系统 | 前端开发 2024年3月 - 2024年12月']
      .map((t, i) => run(t, 203, 793 - i * 22, Math.min(370, t.length * 10)));
    const lines = pageLines([...side, ...main], 595);
    expect(lines[0]).toBe('马静');
    expect(lines.indexOf('垃圾分类系统 | 前端开发 2024年3月 - 2024年12月')).toBeLessThan(lines.indexOf('13857122961'));
    expect(lines.some((l) => l.includes('专业技能') && l.includes('教育背景'))).toBe(false);
  });

  it('finds a sidebar on the right beyond a main column whose dates stand at its right edge', () => {
    // the widest empty band lies between the main column's text and its dates; the gutter is the next one
    const main = [['杨浩然', ''], ['教育背景', ''], ['西安电子科技大学', '2021.9-2025.6'], ['自动化 | 硕士', ''], ['四川大学', '2017.9-2021.6'], ['实习经历', ''], ['网易', '2024.3-2024.12'], ['· 编写自动化测试用例 300 余条', ''], ['京东', '2023.3-2023.9'], ['· 整理并分析 3 万条用户数据', '']]
      .flatMap(([t, d], i) => [run(t!, 36, 800 - i * 20, Math.min(240, t!.length * 10)), ...(d ? [run(d, 320, 800 - i * 20, 73)] : [])]);
    const side = ['13955158899', 'student10@example.com', '西安', '专业技能', 'SPSS、CAD、Git', '证书', '初级会计师'].map((t, i) => run(t, 423, 803 - i * 21, Math.min(150, t.length * 8)));
    const lines = pageLines([...main, ...side], 595);
    expect(lines.slice(0, 4)).toEqual(['杨浩然', '教育背景', '西安电子科技大学 2021.9-2025.6', '自动化 | 硕士']);
    expect(lines.slice(-7)).toEqual(['13955158899', 'student10@example.com', '西安', '专业技能', 'SPSS、CAD、Git', '证书', '初级会计师']);
  });

  it('keeps two columns apart when a sidebar line shares a baseline with a main line that leads with its dates', () => {
    const side = ['186-3267-6796', 'student12@example.com', '深圳', '专业技能', 'Excel、CAD', '证书', 'CET-4'].map((t, i) => run(t, 12, 800 - i * 20, Math.min(140, t.length * 8)));
    // the main column's entries lead with their dates, some on the baselines of sidebar lines
    const main = ['司马俊杰', '教育背景', '2023年9月-2027年6月 上海财经大学 · 统计学', 'GPA 3.7/4.0', '实习经历', '2026年3月-2026年9月 比亚迪 · 市场专员', '· 编写自动化测试用例 300 余条', '2025年1月-2025年9月 阿里巴巴 · 实习生', '· 协助完成 6 家企业的年度审计底稿']
      .map((t, i) => run(t, 203, 820 - i * 20, Math.min(370, t.length * 9)));
    const lines = pageLines([...side, ...main], 595);
    expect(lines[0]).toBe('司马俊杰');
    expect(lines).toContain('2023年9月-2027年6月 上海财经大学 · 统计学');
    expect(lines.indexOf('· 协助完成 6 家企业的年度审计底稿')).toBeLessThan(lines.indexOf('186-3267-6796'));
  });

  it('reads a short sidebar beside a long main column of short labelled lines as a column', () => {
    const side = ['15857452879', 'student50@example.com', '成都', '专业技能', 'SPSS、Git、Vue', '证书', 'CET-4', '获奖情况', '“挑战杯”省赛银奖'].map((t, i) => run(t, 423, 803 - i * 22, Math.min(150, t.length * 8)));
    const fields = ['刘浩然', '教育背景', '学校：南京大学', '专业：金融学', '学历：本科', '时间：2022年9月-2026年6月', '实习经历'];
    for (let k = 0; k < 8; k += 1) fields.push(`公司：字节跳动${k}`, '职位：管培生', `时间：202${k}年3月-202${k}年6月`, '· 编写自动化测试用例 300 余条，缺陷发现率提升 30%');
    const main = fields.map((t, i) => run(t, 36, 800 - i * 20, Math.min(280, t.length * 10)));
    const lines = pageLines([...main, ...side], 595);
    expect(lines.slice(0, 4)).toEqual(['刘浩然', '教育背景', '学校：南京大学', '专业：金融学']);
    expect(lines.indexOf('15857452879')).toBe(fields.length);
  });

  it('reads the title above two columns first, then the wider (main) column, then the sidebar', () => {
    const left = ['联系方式', '13800000001', '专业技能', 'React', 'TypeScript'].map((t, i) => run(t, 30, 700 - i * 40, 100));
    const right = ['教育背景', '临江大学', '实习经历', '云帆数据', '前端开发'].map((t, i) => run(t, 250, 712 - i * 40, 250));
    const title = run('周一鸣的个人简历', 100, 760, 400);
    expect(pageLines([title, ...right, ...left], 595)).toEqual(['周一鸣的个人简历', '教育背景', '临江大学', '实习经历', '云帆数据', '前端开发', '联系方式', '13800000001', '专业技能', 'React', 'TypeScript']);
  });
});

describe('documentLines', () => {
  const run = (text: string, x: number, y: number, width = text.length * 10): TextRun => ({ text, x, y, width, height: 10 });

  it('reads every page\'s main part first and the sidebars after, so an entry running on to the next page stays whole', () => {
    const main = ['刘浩然', '实习经历', '字节跳动 | 管培生 2025.03-至今', '· 编写自动化测试用例 300 余条', '京东 | 财务实习生 2024.03-2024.06'].map((t, i) => run(t, 36, 800 - i * 20, 260));
    const side = ['15857452879', '专业技能', 'SPSS、Git', '获奖情况', '“挑战杯”省赛银奖'].map((t, i) => run(t, 423, 800 - i * 20, 120));
    const next = ['· 负责数据看板的前端开发', '项目经历', '企业财务分析报告 | 前端开发 2023.03-2023.12'].map((t, i) => run(t, 36, 800 - i * 20, 260));
    const lines = documentLines([{ runs: [...main, ...side], width: 595 }, { runs: next, width: 595 }]);
    expect(lines.indexOf('· 负责数据看板的前端开发')).toBe(lines.indexOf('京东 | 财务实习生 2024.03-2024.06') + 1);
    expect(lines.slice(-5)).toEqual(['15857452879', '专业技能', 'SPSS、Git', '获奖情况', '“挑战杯”省赛银奖']);
  });
});

describe('words', () => {
  it('segments Chinese text into words, dropping punctuation', () => {
    expect(words('熟悉React和TypeScript，负责数据看板开发')).toEqual(expect.arrayContaining(['熟悉', 'React', 'TypeScript', '负责', '数据', '开发']));
    expect(words('，。！')).toEqual([]);
  });

  it('cuts a text once for every rule that reads it, and no reader changes what the next one gets', () => {
    const text = '我负责数据看板开发，把导出时间从六分钟缩短到五十秒';
    const first = words(text);
    first.push('改动');
    first[0] = '改动';
    expect(words(text)).toEqual(words(`${text} `));
    expect(words(text)).not.toContain('改动');
    const tags = taggedWords(text);
    tags.length = 0;
    expect(taggedWords(text).map((w) => w.word)).toEqual(words(text));
  });
});
