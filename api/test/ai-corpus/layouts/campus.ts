// 校园经历, 社团经历 and 志愿者经历 sections: kept as project entries (the organisation as the name, the post as the role).
import { type LayoutFamily, docxOf, heading, para, paras } from './family';

const docx = () =>
  docxOf([{
    children: [
      para('黄诗琪', true),
      ...paras(['女 | 13787654321 | huangshiqi@example.com']),
      heading('教育背景'),
      ...paras(['2021.09-2025.06  湖南大学  新闻学  本科']),
      heading('校园经历'),
      ...paras(['2022.09-2023.06  新闻与传播学院学生会  宣传部部长', '• 策划学院迎新晚会宣传，公众号推文阅读量累计5万+。']),
      heading('社团经历'),
      ...paras(['2021.10-2023.06  湖南大学摄影协会  副会长', '• 组织校园摄影展2次，吸引800余名同学参观。']),
      heading('志愿者经历'),
      ...paras(['2023.07-2023.08  长沙市图书馆  志愿者', '• 为读者提供借阅咨询，累计服务60小时。']),
    ],
  }]);

export const campus: LayoutFamily = {
  id: 'campus',
  kind: '校园经历 / 社团经历 / 志愿者经历',
  files: [{ name: 'campus.docx', make: 'docx', docx }],
  expected: {
    basic: { name: '黄诗琪', sex: 2, phone: '13787654321', email: 'huangshiqi@example.com', school: '湖南大学', major: '新闻学', degree: 2, graduation_year: 2025 },
    education: [{ school: '湖南大学', major: '新闻学', degree: 2, start_date: '2021-09', end_date: '2025-06' }],
    work: [],
    project: [
      { name: '新闻与传播学院学生会', role: '宣传部部长', start_date: '2022-09', end_date: '2023-06' },
      { name: '湖南大学摄影协会', role: '副会长', start_date: '2021-10', end_date: '2023-06' },
      { name: '长沙市图书馆', role: '志愿者', start_date: '2023-07', end_date: '2023-08' },
    ],
    descriptions: { 'project.0': '策划学院迎新晚会宣传，公众号推文阅读量累计5万+。', 'project.2': '为读者提供借阅咨询，累计服务60小时。' },
    unsure: [],
    low_confidence: 0,
  },
};
