import { studyPeriod } from '../src/ai/write/education-dates';
import { skillList, writeSelfEvaluation } from '../src/ai/write/self-evaluation';
import { writeDraft } from '../src/ai/write/write-draft';
import { digitsOf, WISH, wishNumbers } from './ai-write-fixtures';

const wish = { ...WISH, updated_at: 1 };

describe('studyPeriod', () => {
  it('starts in September 4 years before graduation for 本科 and 博士, 3 for 大专 and 硕士, and ends in June', () => {
    expect(studyPeriod(2, 2026)).toEqual({ start_date: '2022-09', end_date: '2026-06' });
    expect(studyPeriod(4, 2026)).toEqual({ start_date: '2022-09', end_date: '2026-06' });
    expect(studyPeriod(3, 2026)).toEqual({ start_date: '2023-09', end_date: '2026-06' });
    expect(studyPeriod(1, 2025)).toEqual({ start_date: '2022-09', end_date: '2025-06' });
    expect(studyPeriod(2, 0)).toEqual({ start_date: '', end_date: '' });
  });
});

describe('writeSelfEvaluation', () => {
  const facts = { ...WISH, companies: ['云帆数据科技有限公司'], projects: ['校园二手交易小程序'] };

  it('is written from the student’s facts: school, major, degree, skills, internships, projects, strengths and the job aimed at', () => {
    const text = writeSelfEvaluation(facts, 0);
    for (const fact of ['临江大学', '统计学', '本科', '2026', 'SQL、Python、Excel、Tableau', '云帆数据科技有限公司', '校园二手交易小程序', '细心，沟通能力强', '数据分析']) expect(text).toContain(fact);
  });

  it('leaves out a sentence whose fact is empty, and words it another way per variant', () => {
    const bare = writeSelfEvaluation({ ...facts, skills: '', companies: [], projects: [], strengths: '', target_category: '', graduation_year: 0, degree: 0 }, 0);
    expect(bare).toBe('临江大学统计学专业在读。');
    expect(writeSelfEvaluation(facts, 1)).not.toBe(writeSelfEvaluation(facts, 0));
    expect(skillList('Java / Spring，MySQL、Redis;Git')).toBe('Java、Spring、MySQL、Redis、Git');
  });
});

describe('writeDraft', () => {
  const draft = writeDraft(wish, 0);

  it('takes the student’s own facts as sure, with the intention and the school’s study period', () => {
    expect(draft.source).toBe('engine');
    expect(draft.basic.value).toMatchObject({ name: '林小雨', sex: 2, phone: '13912345678', school: '临江大学', major: '统计学', degree: 2, graduation_year: 2026 });
    expect(draft.basic.confidence).toMatchObject({ name: 1, phone: 1, school: 1, degree: 1, birth_date: 0 });
    expect(draft.intention).toEqual({ categories: ['数据分析'], cities: ['上海'] });
    expect(draft.education).toEqual([
      {
        value: { school: '临江大学', major: '统计学', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '' },
        confidence: { school: 1, major: 1, degree: 1, start_date: 0.5, end_date: 0.8, description: 0 },
      },
    ]);
    expect(draft.other.value.skills).toBe(WISH.skills);
  });

  it('makes internships internship entries and projects and campus experiences projects, their words as STAR bullets', () => {
    expect(draft.work.map((w) => [w.value.kind, w.value.company, w.value.position, w.value.start_date, w.value.end_date])).toEqual([[1, '云帆数据科技有限公司', '数据分析实习生', '2025-07', '2025-09']]);
    expect(draft.project.map((p) => [p.value.name, p.value.role, p.value.end_date])).toEqual([['校园二手交易小程序', '后端开发', ''], ['校学生会宣传部', '部长', '2024-06']]);
    const internship = draft.work[0]!.value.description.split('\n');
    expect(internship[0]).toBe('• 背景：针对门店销量下滑的问题');
    expect(internship.at(-1)).toBe('• 成果：使复购率提升【X%】');
    expect(draft.project[0]!.value.description).toContain('上线后吸引了【X人】同学使用');
    expect(draft.project[1]!.value.description).toContain('晚会参与人数增加【X人】');
  });

  it('never writes a number the student did not give', () => {
    const own = wishNumbers(WISH);
    for (const variant of [0, 1, 2, 5]) {
      const d = writeDraft(wish, variant);
      const texts = [...d.work, ...d.project].map((e) => e.value.description).concat(d.other.value.self_evaluation);
      for (const digit of texts.flatMap(digitsOf)) expect(own.has(digit)).toBe(true);
    }
  });

  it('writes the texts another way for another variant (重新生成), the facts unchanged', () => {
    const again = writeDraft(wish, 1);
    expect(again.work[0]!.value.description).not.toBe(draft.work[0]!.value.description);
    expect(again.other.value.self_evaluation).not.toBe(draft.other.value.self_evaluation);
    expect(again.basic).toEqual(draft.basic);
    expect(writeDraft(wish, 0)).toEqual(draft);
  });

  it('leaves out the education without a school and marks a missing degree unsure', () => {
    expect(writeDraft({ ...wish, school: '' }).education).toEqual([]);
    expect(writeDraft({ ...wish, degree: 0 }).education[0]!.confidence.degree).toBeLessThan(0.6);
  });
});
