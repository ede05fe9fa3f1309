// A 3-page research resume: a doctorate, research projects with long bullets, Publications and 学术会议 lists.
import { type LayoutFamily, h, htmlPage, ps } from './family';

const TOPICS = ['图神经网络', '蛋白质结构预测', '小样本学习', '多模态检索', '联邦学习', '知识蒸馏', '强化学习调度', '时空预测'];
const papers = TOPICS.flatMap((t, i) => [
  `[${2 * i + 1}] Li Y., Wang H. A study of ${['graph', 'protein', 'few-shot', 'retrieval', 'federated', 'distillation', 'scheduling', 'forecasting'][i]} models. Journal of Computing, 2023, ${10 + i}(2): ${100 + i * 10}-${109 + i * 10}.`,
  `[${2 * i + 2}] 李阳，王浩. 面向${t}的高效算法研究[J]. 计算机学报, 2022, ${40 + i}(3): ${200 + i * 12}-${211 + i * 12}.`,
]);
const bullets = (topic: string) => [
  `• 调研${topic}领域近五年的代表性工作，整理综述文档一份，梳理出三类主流方法及其不足。`,
  `• 设计基于注意力机制的${topic}模型，在公开数据集上准确率较基线提升4.2个百分点。`,
  `• 搭建分布式训练框架，将单次实验时间从36小时缩短到9小时，支撑课题组6名同学的实验。`,
  `• 撰写论文2篇，其中1篇被CCF-A类会议录用，1篇在投。`,
  `• 指导2名本科生完成毕业设计，负责每周组会的实验进展汇报。`,
];

const html = () =>
  htmlPage(
    '.name{font-size:20pt;font-weight:bold}',
    `<p class="name">李阳</p>${ps(['电话：13566667777 | 邮箱：liyang@example.com | 南京'])}
${h('教育背景')}${ps(['2021.09-2025.06 南京大学 计算机科学与技术 博士', '2018.09-2021.06 东南大学 计算机技术 硕士', '2014.09-2018.06 河海大学 软件工程 本科'])}
${h('科研经历')}${['国家自然科学基金面上项目', '江苏省重点研发计划', '校企合作项目'].map((p, i) => ps([`${2022 - i}.01-${2023 - i}.12 ${p}：${TOPICS[i]}方法研究 核心成员`, ...bullets(TOPICS[i]!), ...bullets(TOPICS[i + 3]!)])).join('')}
${h('Publications')}${ps(papers)}
${h('学术会议')}${ps(['2023.07 国际人工智能联合会议（IJCAI） 口头报告', '2022.12 中国计算机大会（CNCC） 海报展示', '2022.05 全国知识图谱与语义计算大会 分会报告'])}
${h('获奖情况')}${ps(['2023年 博士研究生国家奖学金', '2020年 硕士研究生一等学业奖学金'])}
${h('专业技能')}${ps(['PyTorch、DGL、CUDA、C++、LaTeX'])}`,
  );

export const research: LayoutFamily = {
  id: 'research',
  kind: 'a 3-page research resume',
  files: [{ name: 'research.pdf', make: 'html', html }],
  expected: {
    basic: { name: '李阳', phone: '13566667777', email: 'liyang@example.com', city: '南京', school: '南京大学', major: '计算机科学与技术', degree: 4, graduation_year: 2025 },
    education: [
      { school: '南京大学', major: '计算机科学与技术', degree: 4, start_date: '2021-09', end_date: '2025-06' },
      { school: '东南大学', major: '计算机技术', degree: 3, start_date: '2018-09', end_date: '2021-06' },
      { school: '河海大学', major: '软件工程', degree: 2, start_date: '2014-09', end_date: '2018-06' },
    ],
    work: [],
    project: [
      { name: '国家自然科学基金面上项目：图神经网络方法研究', role: '核心成员', start_date: '2022-01', end_date: '2023-12' },
      { name: '江苏省重点研发计划：蛋白质结构预测方法研究', role: '核心成员', start_date: '2021-01', end_date: '2022-12' },
      { name: '校企合作项目：小样本学习方法研究', role: '核心成员', start_date: '2020-01', end_date: '2021-12' },
    ],
    other: { awards: ['2023年 博士研究生国家奖学金'], skills: ['PyTorch、DGL、CUDA、C++、LaTeX'] },
    unsure: ['basic.city'],
    low_confidence: 0,
  },
};
