// A timeline: each entry's start month over its end month in a narrow column left of the entry.
import { type LayoutFamily, esc, h, htmlPage } from './family';

type Item = { from: string; to: string; lines: string[] };
const item = ({ from, to, lines }: Item) =>
  `<div class="it"><div class="when"><p>${from}</p><p>${to}</p></div><div class="what">${lines.map((l, i) => `<p${i === 0 ? ' class="t"' : ''}>${esc(l)}</p>`).join('')}</div></div>`;

const html = () =>
  htmlPage(
    '.name{font-size:20pt;font-weight:bold}.it{display:flex;gap:14pt;margin:5pt 0}.when{width:52pt;color:#555;border-right:2px solid #2a6ebb}.what{flex:1}.t{font-weight:bold}',
    `<p class="name">马欣怡</p><p>电话：13900139000 &nbsp; 邮箱：maxinyi@example.com</p>
${h('教育背景')}${item({ from: '2020.09', to: '2024.06', lines: ['上海财经大学 会计学 本科', '主修课程：中级财务会计、审计学'] })}
${h('实习经历')}${item({ from: '2023.07', to: '2023.09', lines: ['普华永道中天会计师事务所 审计实习生', '• 参与2家制造业客户年审，完成存货抽盘与函证。'] })}
${item({ from: '2023.01', to: '2023.03', lines: ['招商银行股份有限公司 对公业务实习生', '• 整理企业客户授信资料30余份。'] })}`,
  );

export const timeline: LayoutFamily = {
  id: 'timeline',
  kind: 'a timeline with stacked months',
  files: [{ name: 'timeline.pdf', make: 'html', html }],
  expected: {
    basic: { name: '马欣怡', phone: '13900139000', email: 'maxinyi@example.com', school: '上海财经大学', major: '会计学', degree: 2, graduation_year: 2024 },
    education: [{ school: '上海财经大学', major: '会计学', degree: 2, start_date: '2020-09', end_date: '2024-06' }],
    work: [
      { kind: 1, company: '普华永道中天会计师事务所', position: '审计实习生', start_date: '2023-07', end_date: '2023-09' },
      { kind: 1, company: '招商银行股份有限公司', position: '对公业务实习生', start_date: '2023-01', end_date: '2023-03' },
    ],
    project: [],
    descriptions: { 'work.0': '参与2家制造业客户年审，完成存货抽盘与函证。', 'education.0': '主修课程：中级财务会计、审计学' },
    unsure: [],
    low_confidence: 0,
  },
};
