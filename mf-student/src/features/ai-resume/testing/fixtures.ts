import type { Diagnosis, DiagnosisFinding, ResumeDraft } from '@campus/shared-utils/student';

const sure = <T extends object>(value: T, unsure: (keyof T)[] = []) => ({
  value,
  confidence: Object.fromEntries(Object.keys(value).map((k) => [k, unsure.includes(k as keyof T) ? 0.4 : 0.95])) as { [K in keyof T]: number },
});

/** A parse draft as the engine answers it: the name is unsure, one internship, no birth date found. */
export function draft(over: Partial<ResumeDraft> = {}): ResumeDraft {
  return {
    basic: sure(
      { name: '王小明', sex: 1, birth_date: '', phone: '13912345678', email: 'xm@example.com', city: '上海', school: '华东师范大学', major: '统计学', degree: 2, graduation_year: 2026 },
      ['name'],
    ),
    intention: { categories: [], cities: [] },
    education: [sure({ school: '华东师范大学', major: '统计学', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '' })],
    work: [sure({ kind: 1, company: '云帆数据', position: '数据分析实习生', start_date: '2025-07', end_date: '2025-09', description: '• 搭建销售看板，使复购率提升【X%】' })],
    project: [],
    other: sure({ skills: 'Python、SQL', certificates: '', awards: '', languages: '', self_evaluation: '' }),
    confidence: 0.9,
    low_confidence: 0,
    source: 'engine',
    ...over,
  };
}

export function finding(over: Partial<DiagnosisFinding> = {}): DiagnosisFinding {
  return {
    rule: 'completeness.work', dimension: 'completeness', severity: 'high', section: 'work', entry_id: 0, field: '',
    found: '缺少实习/工作经历', why: '招聘方最看重实践经历', suggestion: '补充一段实习经历，写清做了什么、结果如何', quote: '', rewrite: '', ...over,
  };
}

export function diagnosis(over: Partial<Diagnosis> = {}): Diagnosis {
  return { id: 5, score: 62, scores: { completeness: 55, quality: 70, match: 60, norms: 90 }, findings: [finding()], source: 'resume', created_at: Date.UTC(2026, 10, 25, 2), ...over };
}
