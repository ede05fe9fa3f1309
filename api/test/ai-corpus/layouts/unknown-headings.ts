// Headings the engine does not know (学术成果, 会议, one combined 经历 EXPERIENCE section): their lines must not
// join the section above them.
import { type LayoutFamily, h, htmlPage, ps } from './family';

const html = () =>
  htmlPage(
    '.name{font-size:20pt;font-weight:bold}',
    `<p class="name">孙若曦</p>${ps(['电话：13698765432 | 邮箱：sunruoxi@example.com'])}
${h('教育背景')}${ps(['2019.09-2023.06 北京理工大学 电子信息工程 本科'])}
${h('学术成果')}${ps(['2023.03 《基于深度学习的雷达信号识别》 第一作者 电子学报', '2022.11 一种信号去噪装置 实用新型专利'])}
${h('经历 EXPERIENCE')}${ps(['2022.07-2022.09 小米科技有限责任公司 硬件测试实习生', '• 完成2款手机射频模块的测试用例设计与执行。'])}
${h('会议')}${ps(['2022.10 中国信号处理学术会议 口头报告'])}
${h('技能')}${ps(['MATLAB、Python、PCB设计'])}`,
  );

export const unknownHeadings: LayoutFamily = {
  id: 'unknown-headings',
  kind: 'headings the engine does not know',
  files: [{ name: 'unknown-headings.pdf', make: 'html', html }],
  expected: {
    basic: { name: '孙若曦', phone: '13698765432', email: 'sunruoxi@example.com', school: '北京理工大学', major: '电子信息工程', degree: 2, graduation_year: 2023 },
    education: [{ school: '北京理工大学', major: '电子信息工程', degree: 2, start_date: '2019-09', end_date: '2023-06' }],
    work: [{ kind: 1, company: '小米科技有限责任公司', position: '硬件测试实习生', start_date: '2022-07', end_date: '2022-09' }],
    project: [],
    descriptions: { 'work.0': '完成2款手机射频模块的测试用例设计与执行。', 'education.0': '' },
    other: { skills: ['MATLAB、Python、PCB设计'] },
    unsure: [],
    low_confidence: 0,
  },
};
