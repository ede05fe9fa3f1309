// Word text boxes: the name and contacts in one box, the education in another, as designed templates place them.
import { Textbox } from 'docx';
import { type LayoutFamily, docxOf, heading, para, paras } from './family';

const box = (top: number, lines: ReturnType<typeof para>[]) =>
  new Textbox({ style: { width: '450pt', height: `${lines.length * 20 + 10}pt`, position: 'absolute', marginTop: `${top}pt` }, children: lines });

const docx = () =>
  docxOf([{
    children: [
      box(0, [para('吴宇航', true), para('手机：18600002222  邮箱：wuyuhang@example.com')]),
      box(60, [heading('教育背景'), para('2019.09-2023.06  西安交通大学  能源与动力工程  本科')]),
      heading('实习经历'),
      ...paras(['2022.07-2022.09  中国西电集团有限公司  电气设计实习生', '参与变压器散热方案仿真，完成2份仿真报告。']),
    ],
  }]);

export const textboxes: LayoutFamily = {
  id: 'textboxes',
  kind: 'Word text boxes',
  files: [{ name: 'textboxes.docx', make: 'docx', docx }],
  expected: {
    basic: { name: '吴宇航', phone: '18600002222', email: 'wuyuhang@example.com', school: '西安交通大学', major: '能源与动力工程', degree: 2, graduation_year: 2023 },
    education: [{ school: '西安交通大学', major: '能源与动力工程', degree: 2, start_date: '2019-09', end_date: '2023-06' }],
    work: [{ kind: 1, company: '中国西电集团有限公司', position: '电气设计实习生', start_date: '2022-07', end_date: '2022-09' }],
    project: [],
    descriptions: { 'work.0': '参与变压器散热方案仿真，完成2份仿真报告。' },
    unsure: [],
    low_confidence: 0,
  },
};
