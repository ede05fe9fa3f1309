import type { AssessmentQuestions, AssessmentResult, CareerBook } from '@campus/shared-utils/student';

const SCALE = ['非常不符合', '不太符合', '不确定', '比较符合', '非常符合'].map((label, i) => ({ value: i + 1, label }));

/** `n` interest items (a real inventory has 48 or more), answered up to `saved`. */
export function questions(n = 14, saved = 0): AssessmentQuestions {
  const items = Array.from({ length: n }, (_, i) => ({ id: `q${String(i).padStart(5, '0')}`, part: (i < n - 2 ? 'interest' : i === n - 2 ? 'values' : 'ability') as 'interest', text: `题目${i + 1}：喜欢动手修理东西` }));
  return { items, scale: SCALE, saved: items.slice(0, saved).map((it) => ({ id: it.id, value: 4 })) };
}

export function assessmentResult(over: Partial<AssessmentResult> = {}): AssessmentResult {
  return {
    id: 8,
    riasec_code: 'SAE',
    scores: { R: 30, I: 55, A: 72, S: 90, E: 64, C: 40 },
    types: [
      { key: 'S', name: '社会型', description: '喜欢帮助、教导和服务他人', score: 90 },
      { key: 'A', name: '艺术型', description: '喜欢创造和表达', score: 72 },
      { key: 'E', name: '企业型', description: '喜欢影响和领导他人', score: 64 },
      { key: 'I', name: '研究型', description: '喜欢分析和探究', score: 55 },
      { key: 'C', name: '常规型', description: '喜欢有条理的工作', score: 40 },
      { key: 'R', name: '现实型', description: '喜欢动手操作', score: 30 },
    ],
    values: [{ key: 'achievement', label: '成就感', score: 80 }],
    abilities: [{ key: 'verbal', label: '语言表达', score: 75 }],
    occupations: [{ name: '中学教师', riasec_code: 'SAE', match: 100, description: '在中学教授学科课程', categories: ['会计', '教师'], positions: 3 }],
    created_at: Date.UTC(2026, 10, 25),
    ...over,
  };
}

export function book(over: Partial<CareerBook> = {}): CareerBook {
  return {
    id: 4, student_name: '李明', riasec_code: 'SAE', assessment_id: 8,
    self_analysis: ['你的兴趣代码为 SAE：社会型最突出。'],
    targets: [{ role: '中学教师', riasec_code: 'SAE', why: '与你的社会型兴趣最吻合', have: ['普通话'], missing: ['教师资格证'] }],
    plan_kind: 'semesters',
    plan: [{ term: '2026-2027学年第二学期', actions: [{ kind: 'certificate', text: '考取教师资格证', link: '' }, { kind: 'fair', text: '参加春季双选会', link: '#/jobFair?id=2' }] }],
    positions: [], fairs: [{ id: 2, title: '春季双选会', start_time: Date.UTC(2027, 2, 10), place: '体育馆' }],
    source: 'engine', created_at: Date.UTC(2026, 10, 25), ...over,
  };
}
