import type { InterviewQuestion, InterviewResult, InterviewSession } from '@campus/shared-utils/student';

export const question = (index: number, over: Partial<InterviewQuestion> = {}): InterviewQuestion => ({
  index, number: index + 1, text: `请介绍一次你解决困难的经历（${index + 1}）`, follow_up: 0, seconds: 120, asked_at: Date.now(), ...over,
});

export const session = (over: Partial<InterviewSession> = {}): InterviewSession => ({
  id: 3, category: '前端开发', kind: 1, total: 3, answered: 0, status: 'ongoing', current: question(0), started_at: Date.now(), ...over,
});

export const interviewResult = (over: Partial<InterviewResult> = {}): InterviewResult => ({
  id: 3, category: '前端开发', kind: 1, score: 58,
  dimensions: [
    { key: 'structure', label: '表达结构', score: 60, explanation: '3个回答中有1个分点作答（首先/其次）', rule: 'interview.structure' },
    { key: 'match', label: '岗位匹配', score: 55, explanation: '提到了React、性能优化', rule: 'interview.match' },
    { key: 'keywords', label: '关键词覆盖', score: 50, explanation: '覆盖 4/8 个要点', rule: 'interview.keywords' },
    { key: 'star', label: '具体事例 / STAR', score: 40, explanation: '第2题没有具体事例', rule: 'interview.star' },
    { key: 'time', label: '时间把控', score: 85, explanation: '1个回答超时', rule: 'interview.time' },
  ],
  questions: [
    { index: 0, label: '第1题', text: '请做一个自我介绍', follow_up: 0, answer: '我叫王小明，负责过三个项目。', seconds_used: 40, late: 0, score: 70, covered: ['项目经历'], missing: ['岗位动机'], notes: [], sample_answer: '面试官好，我是……' },
    { index: 1, label: '第2题', text: '遇到冲突怎么办', follow_up: 0, answer: '沟通。', seconds_used: 130, late: 1, score: 20, covered: [], missing: ['具体事例', '结果'], notes: ['没有具体事例', '回答过短'], sample_answer: '在一次课程项目中……' },
    { index: 2, label: '第2题追问', text: '能讲讲当时你具体说了什么吗？', follow_up: 1, answer: '我先听他讲完理由，然后一起做了对比。', seconds_used: 50, late: 0, score: 62, covered: ['沟通'], missing: [], notes: [], sample_answer: '当时我先……' },
    { index: 3, label: '第3题', text: '你的职业规划是什么', follow_up: 0, answer: '', seconds_used: 0, late: 0, score: 0, covered: [], missing: ['目标'], notes: ['未作答'], sample_answer: '三年内……' },
  ],
  feedback: '整体表达清晰，建议多用具体事例。', source: 'engine', started_at: Date.now() - 600_000, finished_at: Date.now(), ...over,
});
