import type { ResumeContent } from '@campus/shared-utils/rules';
import { GAMING_CAP } from '../src/ai/diagnose/credibility';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { labelFindings, labelsOf, LABELS_MIN } from '../src/ai/diagnose/labels';
import { templateFindings, templateMarksOf } from '../src/ai/diagnose/template';
import { javaResume, PLAIN } from './ai-diagnose-resumes';

/**
 * content.template (an AI draft or a resume template pasted with its slots unfilled and its disclaimer left in) and
 * content.labels (personality-test labels given as content), each against a genuine resume that looks like it:
 * bracketed labels of the student's own, a type named once beside real work.
 */
const score = (r: ResumeContent) => diagnoseResume(r, '2026-11').score;
const rulesOf = (r: ResumeContent) => diagnoseResume(r, '2026-11').findings.map((f) => f.rule);

const TEMPLATE = javaResume({
  work: [{ title: '[公司名称]', description: '负责[具体业务]的后端开发工作，通过[具体方法/工具]，使[关键指标]提升了[X]%。（请在此处插入具体数字，量化成果更能吸引HR）' }],
  projects: [{ title: '【项目名称，例如：校园二手交易平台】', role: '[你的角色]', description: '项目背景：[一句话说明]；我的工作：[使用的工具，如Java/MySQL]；项目成果：[可量化的结果]。' }],
  skills: 'Java、Spring Boot、MySQL、[其他工具]',
  certificates: '[证书名称]（[获得时间]）',
  evaluation: '作为一个AI语言模型，我无法了解您的真实经历。以下是一段可供参考的自我评价，请根据实际情况修改：本人具备扎实的专业能力和良好的沟通能力。',
});

/** A genuine resume written with bracketed labels of its own and one bracketed link. */
const LABELLED = javaResume({
  work: [{ title: '杭州禾木网络科技有限公司', description: '【项目背景】商家后台的订单导出经常超时。【我的工作】把一次性查询改成按月分批导出，用Redis记录进度，接口超时从每天十几次降到一两次。' }],
  projects: [{ title: '校园二手书小程序', description: '和两个同学做的课程项目，我负责后端：用Spring Boot写了发布、搜索和下单接口，MySQL建了5张表，上线后有300多人用过。代码在[GitHub]上。' }],
  skills: 'Java、Spring Boot、MySQL、Redis、【工具】Git',
  evaluation: '做事喜欢先把问题复现出来再改；实习时写过三份接口文档，被组里沿用。',
});

describe('content.template: a template or an AI draft with its slots unfilled', () => {
  it('finds the slots and the AI\'s disclaimer', () => {
    expect(templateMarksOf('负责[具体业务]的工作，使[关键指标]提升了[X]%')).toEqual(['[具体业务]', '[关键指标]', '[X]']);
    expect(templateMarksOf('作为一个AI语言模型，我无法了解您的真实经历，请根据实际情况修改')).toHaveLength(3);
    expect(templateMarksOf('【项目背景】订单导出超时。【我的工作】分批导出。代码在[GitHub]上')).toEqual([]);
    expect(templateMarksOf('作为一个AI专业的学生，我做过图像分类')).toEqual([]);
  });

  it('scores the unfilled draft at most 40 and below a plain good resume', () => {
    const findings = templateFindings(TEMPLATE);
    expect(findings.some((f) => f.severity === 'high' && f.section === 'work')).toBe(true);
    expect(findings.some((f) => f.field === 'self_evaluation')).toBe(true);
    expect(score(TEMPLATE)).toBeLessThanOrEqual(GAMING_CAP);
    expect(score(TEMPLATE)).toBeLessThan(score(PLAIN));
  });

  it('leaves a genuine resume with bracketed labels of its own alone', () => {
    expect(templateFindings(LABELLED)).toEqual([]);
    expect(rulesOf(LABELLED)).not.toContain('content.template');
    expect(score(LABELLED)).toBeGreaterThan(60);
  });
});

const TYPED = javaResume({
  work: [{ title: '学院学生会', role: '文艺部干事', description: '发挥ENFJ的天然领导力与感染力，成为团队的情绪稳定器和凝聚力核心，盖洛普“伯乐”优势让我善于发现每个人的闪光点。' }],
  projects: [{ title: '班级团建活动', role: '策划', description: '以“和谐”“积极”两大优势为驱动，营造温暖包容的氛围，让每个人都感受到被看见、被理解。' }],
  skills: '共情力、感染力（盖洛普认证主题）',
  certificates: 'MBTI测评报告（ENFJ）；盖洛普优势识别器报告',
  evaluation: 'ENFJ“主人公型”人格，盖洛普优势前五：体谅、伯乐、沟通、和谐、积极。天生适合与人打交道。',
});

/** A genuine resume that names its type once, beside real work told with figures. */
const TYPE_ONCE = javaResume({
  work: [{ title: '杭州禾木网络科技有限公司', description: '维护商家后台的订单接口，把导出改成按月分批，超时从每天十几次降到一两次；MBTI测出来是INTJ，组里开玩笑说我适合查日志，那两个月我查了40多个线上问题。' }],
  projects: [{ title: '校园二手书小程序', description: '我负责后端：用Spring Boot写了发布、搜索和下单接口，MySQL建了5张表，上线后有300多人用过。' }],
  skills: 'Java、Spring Boot、MySQL、Redis',
  evaluation: '做事喜欢先把问题复现出来再改，性格偏内向（INTJ），但写文档和对接口很耐心。',
});

describe('content.labels: personality-test labels given as content', () => {
  it('reads types, tests, quoted themes and personas as labels', () => {
    expect(labelsOf('发挥ENFJ的领导力，成为团队的情绪稳定器，盖洛普“伯乐”优势')).toEqual(expect.arrayContaining(['ENFJ', '盖洛普', '“伯乐”', '情绪稳定器']));
    expect(labelsOf('以“和谐”“积极”两大优势为驱动')).toHaveLength(2);
    expect(labelsOf('学校组织“积极分子”培训，我负责签到')).toEqual([]);
  });

  it('scores a resume of labels at most 40, below a plain good one', () => {
    const findings = labelFindings(TYPED);
    expect(findings.filter((f) => f.severity === 'high')).toHaveLength(2);
    expect(findings.some((f) => f.severity === 'medium')).toBe(true);
    expect(score(TYPED)).toBeLessThanOrEqual(GAMING_CAP);
    expect(score(TYPED)).toBeLessThan(score(PLAIN));
  });

  it('leaves a type named once beside real work with figures alone', () => {
    expect(labelsOf(TYPE_ONCE.other.self_evaluation).length).toBeLessThan(LABELS_MIN);
    expect(labelFindings(TYPE_ONCE)).toEqual([]);
    expect(score(TYPE_ONCE)).toBeGreaterThan(60);
  });
});
