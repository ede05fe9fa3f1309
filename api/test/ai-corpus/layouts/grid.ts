// A Word 表格简历: label cells beside value cells (姓名 | 陈思远 | 性别 | 男), then a row per section whose label
// cell (教育背景) stands beside its entries; as DOCX and as Word's PDF export (LibreOffice), where the label
// cells are centred in their rows.
import { Paragraph, Table, TableCell, TableRow, TextRun, VerticalAlign, WidthType } from 'docx';
import { type LayoutFamily, docxOf, para } from './family';

const label = (text: string) => new TableCell({ verticalAlign: VerticalAlign.CENTER, width: { size: 15, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: [new TextRun({ text, bold: true })] })] });
const value = (lines: readonly string[], columnSpan = 1) => new TableCell({ columnSpan, children: lines.map((l) => para(l)) });

const rows = [
  new TableRow({ children: [label('姓名'), value(['陈思远']), label('性别'), value(['男'])] }),
  new TableRow({ children: [label('出生年月'), value(['2002.05']), label('政治面貌'), value(['共青团员'])] }),
  new TableRow({ children: [label('电话'), value(['13912345678']), label('邮箱'), value(['chensiyuan@example.com'])] }),
  new TableRow({ children: [label('毕业院校'), value(['华中科技大学']), label('专业'), value(['机械工程'])] }),
  new TableRow({ children: [label('学历'), value(['本科']), label('求职意向'), value(['机械设计工程师'])] }),
  new TableRow({ children: [label('教育背景'), value(['2020.09-2024.06  华中科技大学  机械工程  本科', '主修课程：机械原理、材料力学、机械制造技术'], 3)] }),
  new TableRow({ children: [label('实习经历'), value(['2023.07-2023.09  武汉重型机床集团有限公司  机械设计实习生', '参与数控机床夹具设计，完成3套夹具的三维建模与出图。'], 3)] }),
  new TableRow({ children: [label('项目经历'), value(['2022.10-2023.05  智能分拣小车  项目负责人', '设计小车底盘与夹爪结构，分拣准确率达到95%。'], 3)] }),
  new TableRow({ children: [label('获奖情况'), value(['2022年 全国大学生机械创新设计大赛湖北省二等奖'], 3)] }),
  new TableRow({ children: [label('专业技能'), value(['SolidWorks、AutoCAD、ANSYS'], 3)] }),
];

const docx = () => docxOf([{ children: [new Paragraph({ children: [new TextRun({ text: '个人简历', bold: true, size: 36 })] }), new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows })] }]);

export const grid: LayoutFamily = {
  id: 'grid',
  kind: 'Word 表格简历 (label cell → value cell)',
  files: [
    { name: 'grid.docx', make: 'docx', docx },
    { name: 'grid.pdf', make: 'docx-pdf', docx },
  ],
  expected: {
    basic: { name: '陈思远', sex: 1, birth_date: '2002-05-01', phone: '13912345678', email: 'chensiyuan@example.com', school: '华中科技大学', major: '机械工程', degree: 2, graduation_year: 2024 },
    intention: { categories: ['机械设计工程师'], cities: [], salary_min: 0, salary_max: 0 },
    education: [{ school: '华中科技大学', major: '机械工程', degree: 2, start_date: '2020-09', end_date: '2024-06' }],
    work: [{ kind: 1, company: '武汉重型机床集团有限公司', position: '机械设计实习生', start_date: '2023-07', end_date: '2023-09' }],
    project: [{ name: '智能分拣小车', role: '项目负责人', start_date: '2022-10', end_date: '2023-05' }],
    descriptions: { 'work.0': '参与数控机床夹具设计，完成3套夹具的三维建模与出图。', 'education.0': '主修课程：机械原理、材料力学、机械制造技术' },
    other: { awards: ['2022年 全国大学生机械创新设计大赛湖北省二等奖'], skills: ['SolidWorks、AutoCAD、ANSYS'] },
    unsure: ['basic.birth_date'],
    low_confidence: 0,
  },
};
