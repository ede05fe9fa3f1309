// 【】 headings printed from HTML, with 求职意向 (category, city, salary) and 证书 / 获奖 / 语言 sections.
import { type LayoutFamily, htmlPage, ps } from './family';

const html = () =>
  htmlPage(
    '.name{font-size:20pt;font-weight:bold}.hd{font-weight:bold;color:#1a4f8b;margin-top:9pt}',
    `<p class="name">王浩然</p>${ps(['男 | 出生日期：2001.08.15 | 电话：15012345678 | 邮箱：wanghaoran@example.com'])}
<p class="hd">【求职意向】</p>${ps(['意向岗位：产品经理 | 意向城市：深圳 | 期望薪资：8K-12K'])}
<p class="hd">【教育背景】</p>${ps(['2019.09-2023.06 深圳大学 软件工程 本科'])}
<p class="hd">【实习经历】</p>${ps(['2022.07-2022.10 腾讯科技（深圳）有限公司 产品实习生', '1. 负责小程序需求文档撰写，参与3个版本迭代；', '2. 跟进用户反馈，整理问题清单，推动修复率提升至90%。'])}
<p class="hd">【证书】</p>${ps(['英语六级、计算机二级'])}
<p class="hd">【获奖】</p>${ps(['2021年 深圳大学一等奖学金'])}
<p class="hd">【语言】</p>${ps(['英语：CET-6（550分）'])}`,
  );

export const brackets: LayoutFamily = {
  id: 'brackets',
  kind: '【】 headings; 求职意向, 证书, 获奖, 语言, birth date',
  files: [{ name: 'brackets.pdf', make: 'html', html }],
  expected: {
    basic: { name: '王浩然', sex: 1, birth_date: '2001-08-15', phone: '15012345678', email: 'wanghaoran@example.com', school: '深圳大学', major: '软件工程', degree: 2, graduation_year: 2023 },
    intention: { categories: ['产品经理'], cities: ['深圳'], salary_min: 8000, salary_max: 12000 },
    education: [{ school: '深圳大学', major: '软件工程', degree: 2, start_date: '2019-09', end_date: '2023-06' }],
    work: [{ kind: 1, company: '腾讯科技（深圳）有限公司', position: '产品实习生', start_date: '2022-07', end_date: '2022-10' }],
    project: [],
    descriptions: { 'work.0': '负责小程序需求文档撰写，参与3个版本迭代；\n跟进用户反馈，整理问题清单，推动修复率提升至90%。' },
    other: { certificates: ['英语六级、计算机二级'], awards: ['2021年 深圳大学一等奖学金'], languages: ['英语：CET-6（550分）'] },
    unsure: [],
    low_confidence: 0,
  },
};
