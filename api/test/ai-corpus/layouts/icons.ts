// An icon before every heading and contact: icon fonts extract as private-use or control characters (Chromium
// prints a glyph its fonts lack as U+0000; mammoth reads a Wingdings symbol as an emoji).
import { Paragraph, SymbolRun, TextRun } from 'docx';
import { type LayoutFamily, docxOf, esc, htmlPage, para, ps } from './family';

const HEADINGS = { education: '教育背景', internship: '实习经历', project: '项目经历', skills: '专业技能' } as const;
const icon = (code: string) => `<span class="i">${code}</span>`;
const hd = (code: string, text: string) => `<h2>${icon(code)} ${esc(text)}</h2>`;

const html = () =>
  htmlPage(
    '.name{font-size:20pt;font-weight:bold}.i{color:#2a6ebb}',
    `<p class="name">刘嘉豪</p><p>${icon('\ue60a')} 13511112222 &nbsp; ${icon('\ue60b')} liujiahao@example.com &nbsp; ${icon('\ue60c')} 成都</p>
${hd('\ue601', HEADINGS.education)}${ps(['2020.09 - 2024.06 电子科技大学 通信工程 本科'])}
${hd('\ue602', HEADINGS.internship)}${ps(['2023.07 - 2023.10 华为技术有限公司 无线测试实习生', '• 编写自动化测试脚本，回归测试时间缩短30%。'])}
${hd('\ue603', HEADINGS.project)}${ps(['2022.03 - 2022.12 校园智能门禁系统 后端开发', '• 基于Spring Boot实现门禁权限管理，服务全校2万名师生。'])}
${hd('\ue604', HEADINGS.skills)}${ps(['Java、Python、Linux、Wireshark'])}`,
  );

const symbolHeading = (char: string, text: string) =>
  new Paragraph({ children: [new SymbolRun({ char, symbolfont: 'Wingdings' }), new TextRun({ text: ` ${text}`, bold: true })] });
const docx = () =>
  docxOf([{
    children: [
      para('刘嘉豪', true),
      new Paragraph({ children: [new SymbolRun({ char: 'F028', symbolfont: 'Wingdings' }), new TextRun(' 13511112222  '), new SymbolRun({ char: 'F02A', symbolfont: 'Wingdings' }), new TextRun(' liujiahao@example.com  成都')] }),
      symbolHeading('F026', HEADINGS.education), para('2020.09 - 2024.06 电子科技大学 通信工程 本科'),
      symbolHeading('F0AB', HEADINGS.internship), para('2023.07 - 2023.10 华为技术有限公司 无线测试实习生'), para('• 编写自动化测试脚本，回归测试时间缩短30%。'),
      new Paragraph({ children: [new TextRun({ text: '\ue603 ', font: 'iconfont' }), new TextRun({ text: HEADINGS.project, bold: true })] }),
      para('2022.03 - 2022.12 校园智能门禁系统 后端开发'), para('• 基于Spring Boot实现门禁权限管理，服务全校2万名师生。'),
      symbolHeading('F0FE', HEADINGS.skills), para('Java、Python、Linux、Wireshark'),
    ],
  }]);

export const icons: LayoutFamily = {
  id: 'icons',
  kind: 'an icon before every heading',
  files: [
    { name: 'icons.pdf', make: 'html', html },
    { name: 'icons.docx', make: 'docx', docx },
  ],
  expected: {
    basic: { name: '刘嘉豪', phone: '13511112222', email: 'liujiahao@example.com', city: '成都', school: '电子科技大学', major: '通信工程', degree: 2, graduation_year: 2024 },
    education: [{ school: '电子科技大学', major: '通信工程', degree: 2, start_date: '2020-09', end_date: '2024-06' }],
    work: [{ kind: 1, company: '华为技术有限公司', position: '无线测试实习生', start_date: '2023-07', end_date: '2023-10' }],
    project: [{ name: '校园智能门禁系统', role: '后端开发', start_date: '2022-03', end_date: '2022-12' }],
    descriptions: { 'work.0': '编写自动化测试脚本，回归测试时间缩短30%。', 'project.0': '基于Spring Boot实现门禁权限管理，服务全校2万名师生。' },
    other: { skills: ['Java、Python、Linux、Wireshark'] },
    unsure: ['basic.city'],
    low_confidence: 0,
  },
};
