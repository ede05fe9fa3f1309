import { draftToContent } from '../src/ai/parse/draft-content';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { writeDraft } from '../src/ai/write/write-draft';
import { WISH } from './ai-write-fixtures';

describe('draftToContent', () => {
  // the campus experience (2023-09) comes before the project (2024-03) in the wish
  const draft = writeDraft({ ...WISH, experiences: [...WISH.experiences].reverse(), updated_at: 1 });
  const content = draftToContent(draft, 42);

  it('gives the diagnosis the draft’s values as resume content: entries numbered in order, lists newest first, nothing versioned', () => {
    expect(content.basic).toMatchObject({ ...draft.basic.value, photo: '', version: 0, updated_at: 42 });
    expect(content.intention).toMatchObject({ categories: ['数据分析'], cities: ['上海'], salary_min: 0, nature: 0 });
    expect(content.project_list.map((p) => [p.id, p.name, p.start_date])).toEqual([[2, '校园二手交易小程序', '2024-03'], [1, '校学生会宣传部', '2023-09']]);
    expect(content.work_list.map((w) => [w.id, w.kind, w.company])).toEqual([[1, 1, '云帆数据科技有限公司']]);
    expect(content.education_list[0]).toMatchObject({ id: 1, school: '临江大学', degree: 2, start_date: '2022-09' });
    expect(content.other.self_evaluation).toBe(draft.other.value.self_evaluation);
  });

  it('is read by the diagnosis as the online resume is', () => {
    const result = diagnoseResume(content, '2026-11');
    expect(result.findings.some((f) => f.rule === 'completeness.work' || f.rule === 'completeness.education')).toBe(false);
    expect(result.score).toBeGreaterThan(0);
  });
});
