// A coloured sidebar on the right whose contact lines (no heading) are read after the main part's last project.
import { type LayoutFamily, h, htmlPage, ps } from './family';

const html = () =>
  htmlPage(
    '.wrap{display:flex;gap:18pt}.main{flex:1}.side{width:150pt;background:#eef3f9;padding:8pt}.name{font-size:20pt;font-weight:bold}',
    `<div class="wrap"><div class="main"><p class="name">周晨曦</p>${ps(['求职意向：数据分析师'])}
${h('教育背景')}${ps(['2020.09 - 2024.06 武汉大学 统计学 本科', '主修课程：数理统计、回归分析、机器学习'])}
${h('实习经历')}${ps(['2023.06 - 2023.09 京东集团 数据分析实习生', '• 搭建用户留存看板，支持运营周会决策。', '• 完成促销活动复盘分析，提出3条优化建议。'])}
${h('项目经历')}${ps(['2022.09 - 2023.01 高校食堂客流预测 项目负责人', '• 使用LightGBM预测午餐客流，误差降至8%。'])}</div>
<div class="side">${ps(['13311223344', 'zhouchenxi@example.com', '武汉'])}${h('技能')}${ps(['SQL', 'Python', 'Tableau'])}${h('语言')}${ps(['英语六级'])}</div></div>`,
  );

export const sidebar: LayoutFamily = {
  id: 'sidebar',
  kind: 'a sidebar whose contact lines come after the last project',
  files: [{ name: 'sidebar.pdf', make: 'html', html }],
  expected: {
    basic: { name: '周晨曦', phone: '13311223344', email: 'zhouchenxi@example.com', city: '武汉', school: '武汉大学', major: '统计学', degree: 2, graduation_year: 2024 },
    intention: { categories: ['数据分析师'], cities: [], salary_min: 0, salary_max: 0 },
    education: [{ school: '武汉大学', major: '统计学', degree: 2, start_date: '2020-09', end_date: '2024-06' }],
    work: [{ kind: 1, company: '京东集团', position: '数据分析实习生', start_date: '2023-06', end_date: '2023-09' }],
    project: [{ name: '高校食堂客流预测', role: '项目负责人', start_date: '2022-09', end_date: '2023-01' }],
    descriptions: { 'project.0': '使用LightGBM预测午餐客流，误差降至8%。' },
    other: { skills: ['SQL', 'Python', 'Tableau'], languages: ['英语六级'] },
    unsure: ['basic.city'],
    low_confidence: 0,
  },
};
