// A line inside education that looks like an entry and is an award: "2022-2023学年获校级三好学生".
import { type LayoutFamily, docxOf, heading, para, paras } from './family';

const docx = () =>
  docxOf([{
    children: [
      para('赵静', true),
      ...paras(['电话：17712345678  邮箱：zhaojing@example.com']),
      heading('教育背景'),
      ...paras(['2020.09-2024.06  南京农业大学  农学  本科', 'GPA：3.6/4.0，专业排名前10%', '2022-2023学年获校级三好学生', '2021-2022学年获国家励志奖学金']),
      heading('实习经历'),
      ...paras(['2023.07-2023.08  江苏省农业科学院  科研助理（实习）', '协助完成水稻田间试验数据采集与整理。']),
    ],
  }]);

export const awardInEducation: LayoutFamily = {
  id: 'award-in-education',
  kind: 'award lines inside education',
  files: [{ name: 'award-in-education.docx', make: 'docx', docx }],
  expected: {
    basic: { name: '赵静', phone: '17712345678', email: 'zhaojing@example.com', school: '南京农业大学', major: '农学', degree: 2, graduation_year: 2024 },
    education: [{ school: '南京农业大学', major: '农学', degree: 2, start_date: '2020-09', end_date: '2024-06' }],
    work: [{ kind: 1, company: '江苏省农业科学院', position: '科研助理（实习）', start_date: '2023-07', end_date: '2023-08' }],
    project: [],
    descriptions: { 'education.0': 'GPA：3.6/4.0，专业排名前10%\n2022-2023学年获校级三好学生\n2021-2022学年获国家励志奖学金' },
    unsure: [],
    low_confidence: 0,
  },
};
