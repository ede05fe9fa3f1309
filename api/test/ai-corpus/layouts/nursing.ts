// A nursing student's resume: dates with days (2023.07.01-2024.03.31), a hospital placement.
import { type LayoutFamily, h, htmlPage, ps } from './family';

const html = () =>
  htmlPage(
    '.name{font-size:20pt;font-weight:bold}',
    `<p class="name">徐佳怡</p>${ps(['女 | 电话：18212345678 | 邮箱：xujiayi@example.com'])}
${h('教育背景')}${ps(['2020.09.01-2024.06.30 成都医学院 护理学 本科'])}
${h('实习经历')}${ps(['2023.07.01-2024.03.31 四川大学华西医院 实习护士', '• 轮转内科、外科、急诊等8个科室，独立完成静脉输液、导尿等基础护理操作。'])}
${h('证书')}${ps(['护士执业资格证、BLS基础生命支持证书'])}`,
  );

export const nursing: LayoutFamily = {
  id: 'nursing',
  kind: 'nursing dates with days',
  files: [{ name: 'nursing.pdf', make: 'html', html }],
  expected: {
    basic: { name: '徐佳怡', sex: 2, phone: '18212345678', email: 'xujiayi@example.com', school: '成都医学院', major: '护理学', degree: 2, graduation_year: 2024 },
    education: [{ school: '成都医学院', major: '护理学', degree: 2, start_date: '2020-09', end_date: '2024-06' }],
    work: [{ kind: 1, company: '四川大学华西医院', position: '实习护士', start_date: '2023-07', end_date: '2024-03' }],
    project: [],
    descriptions: { 'work.0': '轮转内科、外科、急诊等8个科室，独立完成静脉输液、导尿等基础护理操作。' },
    other: { certificates: ['护士执业资格证、BLS基础生命支持证书'] },
    unsure: [],
    low_confidence: 0,
  },
};
