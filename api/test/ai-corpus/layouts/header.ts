// Contacts only in the Word page header (mammoth reads the body alone).
import { Header } from 'docx';
import { type LayoutFamily, docxOf, heading, para, paras } from './family';

const docx = () =>
  docxOf([{
    headers: { default: new Header({ children: [para('电话：13600001111 | 邮箱：zhaolei@example.com | 现居：杭州')] }) },
    children: [
      para('赵磊', true),
      heading('教育背景'),
      ...paras(['2018.09-2022.06  浙江工业大学  市场营销  本科']),
      heading('工作经历'),
      ...paras(['2022.07-2024.05  杭州网易雷火科技有限公司  用户运营专员', '• 负责游戏社区运营，月活跃用户提升25%。']),
    ],
  }]);

export const header: LayoutFamily = {
  id: 'header',
  kind: 'contacts only in the Word header',
  files: [{ name: 'header.docx', make: 'docx', docx }],
  expected: {
    basic: { name: '赵磊', phone: '13600001111', email: 'zhaolei@example.com', city: '杭州', school: '浙江工业大学', major: '市场营销', degree: 2, graduation_year: 2022 },
    education: [{ school: '浙江工业大学', major: '市场营销', degree: 2, start_date: '2018-09', end_date: '2022-06' }],
    work: [{ kind: 2, company: '杭州网易雷火科技有限公司', position: '用户运营专员', start_date: '2022-07', end_date: '2024-05' }],
    project: [],
    descriptions: { 'work.0': '负责游戏社区运营，月活跃用户提升25%。' },
    unsure: [],
    low_confidence: 0,
  },
};
