// An internship ending 至今, its company over its position, dates on the company's line.
import { type LayoutFamily, htmlPage, h, ps } from './family';

const html = () =>
  htmlPage(
    '.name{font-size:20pt;font-weight:bold}.row{display:flex;justify-content:space-between;font-weight:bold}',
    `<p class="name">郭子涵</p>${ps(['男 | 15900001234 | guozihan@example.com | 北京'])}
${h('教育背景')}<div class="row"><span>北京邮电大学 · 计算机科学与技术 · 硕士</span><span>2022.09 - 2025.06</span></div>
${h('实习经历')}<div class="row"><span>北京字节跳动科技有限公司</span><span>2024.03 - 至今</span></div>${ps(['后端开发实习生', '• 参与推荐服务重构，接口P99延迟降低35%。'])}
<div class="row"><span>美团</span><span>2023.06 - 2023.09</span></div>${ps(['算法实习生', '• 优化配送时间预估模型，MAE下降12%。'])}`,
  );

export const ongoing: LayoutFamily = {
  id: 'ongoing',
  kind: 'an internship ending 至今 with its position',
  files: [{ name: 'ongoing.pdf', make: 'html', html }],
  expected: {
    basic: { name: '郭子涵', sex: 1, phone: '15900001234', email: 'guozihan@example.com', city: '北京', school: '北京邮电大学', major: '计算机科学与技术', degree: 3, graduation_year: 2025 },
    education: [{ school: '北京邮电大学', major: '计算机科学与技术', degree: 3, start_date: '2022-09', end_date: '2025-06' }],
    work: [
      { kind: 1, company: '北京字节跳动科技有限公司', position: '后端开发实习生', start_date: '2024-03', end_date: '' },
      { kind: 1, company: '美团', position: '算法实习生', start_date: '2023-06', end_date: '2023-09' },
    ],
    project: [],
    descriptions: { 'work.0': '参与推荐服务重构，接口P99延迟降低35%。' },
    unsure: ['basic.city'],
    low_confidence: 0,
  },
};
