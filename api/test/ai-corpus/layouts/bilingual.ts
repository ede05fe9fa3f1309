// Bilingual headings in a Word file ("教育背景 Education", "实习经历 | Internship"), Chinese entries.
import { type LayoutFamily, docxOf, heading, para, paras } from './family';

const docx = () =>
  docxOf([{
    children: [
      para('林雨桐', true),
      ...paras(['女 | 1999年11月 | 18812345678 | lin.yutong@example.com | 广州']),
      heading('教育背景 Education'),
      ...paras(['2021.09 - 2024.06  中山大学  金融学  硕士', '2017.09 - 2021.06  暨南大学  经济学  本科']),
      heading('实习经历 | Internship'),
      ...paras(['2023.06 - 2023.09  中信证券股份有限公司  研究部实习生', '• 撰写行业研究报告3篇，其中1篇被部门采用。']),
      heading('技能证书 Skills & Certificates'),
      ...paras(['CFA一级、证券从业资格、Python']),
      heading('自我评价 Self-evaluation'),
      ...paras(['细致严谨，对数据敏感。']),
    ],
  }]);

export const bilingual: LayoutFamily = {
  id: 'bilingual',
  kind: 'bilingual headings',
  files: [{ name: 'bilingual.docx', make: 'docx', docx }],
  expected: {
    basic: { name: '林雨桐', sex: 2, phone: '18812345678', email: 'lin.yutong@example.com', city: '广州', school: '中山大学', major: '金融学', degree: 3, graduation_year: 2024 },
    education: [
      { school: '中山大学', major: '金融学', degree: 3, start_date: '2021-09', end_date: '2024-06' },
      { school: '暨南大学', major: '经济学', degree: 2, start_date: '2017-09', end_date: '2021-06' },
    ],
    work: [{ kind: 1, company: '中信证券股份有限公司', position: '研究部实习生', start_date: '2023-06', end_date: '2023-09' }],
    project: [],
    descriptions: { 'work.0': '撰写行业研究报告3篇，其中1篇被部门采用。' },
    other: { skills: ['CFA一级、证券从业资格、Python'], self_evaluation: ['细致严谨，对数据敏感。'] },
    unsure: ['basic.city'],
    low_confidence: 0,
  },
};
