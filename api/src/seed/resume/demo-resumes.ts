import type { SeedResume } from './example-builder';

/** The demo students' resumes (README "Demo accounts"): 13800000001 complete, 13800000002 partial, 13800000003 none. */
export const COMPLETE_RESUME: SeedResume = {
  basic: { name: '陈思远', sex: 1, birth_date: '2004-06-18', phone: '13800000001', email: 'chensiyuan@example.com', city: '临江', school: '临江大学', major: '计算机科学与技术', degree: 2, graduation_year: 2026 },
  intention: { categories: ['前端开发', 'Java开发'], cities: ['临江', '杭州', '上海'], salary_min: 10000, salary_max: 15000, nature: 1 },
  education: [
    { school: '临江大学', major: '计算机科学与技术', degree: 2, start_date: '2022-09', end_date: '2026-06', description: 'GPA 3.6/4.0。主修：数据结构、操作系统、计算机网络、数据库系统、软件工程。' },
  ],
  work: [
    { kind: 1, company: '临江智造科技有限公司', position: '前端开发实习生', start_date: '2025-07', end_date: '2025-10', description: '参与设备监控平台开发，负责告警列表与报表导出模块；用虚拟滚动优化万行表格，渲染耗时降低 70%。' },
    { kind: 1, company: '临江大学信息化办公室', position: '学生助理', start_date: '2023-10', end_date: '2024-06', description: '维护学院网站与报名系统，处理师生反馈 200 余条。' },
  ],
  projects: [
    { name: '校园活动报名小程序', role: '前端负责人', start_date: '2024-09', end_date: '2025-01', description: '使用 React + TypeScript 开发报名、签到与统计功能，服务全校 40 余个社团，累计报名 1.2 万人次。' },
    { name: '课程表冲突检测工具', role: '独立开发', start_date: '2024-03', end_date: '2024-05', description: '用 Node.js 解析教务系统导出的课表，自动检测选课冲突并给出调整建议。' },
  ],
  other: {
    skills: 'TypeScript、React、Vue、Node.js、Java、MySQL、Git',
    certificates: '全国计算机等级考试三级（网络技术）',
    awards: '2024年 临江大学程序设计竞赛 一等奖；2023-2024学年 校二等奖学金',
    languages: '英语 CET-6（540分）',
    self_evaluation: '喜欢把复杂的业务做成好用的界面，学习能力强，做事有始有终。',
  },
};

export const PARTIAL_RESUME = {
  basic: { name: '林晓雨', sex: 2, birth_date: '2004-10-05', phone: '13800000002', email: 'linxiaoyu@example.com', city: '临江', school: '临江大学', major: '市场营销', degree: 2, graduation_year: 2026 },
  education: [{ school: '临江大学', major: '市场营销', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '' }],
} as const;
