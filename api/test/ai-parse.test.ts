import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeDocx } from '../src/seed/resume/demo-documents';
import { parseResumeFile, parseResumeLines } from '../src/ai/parse/parse-resume';
import { makeCorpus } from './ai-corpus/truth';
import { resumeLines } from './ai-corpus/written';

describe('parseResumeFile', () => {
  it('reads a two-column PDF into the draft: contact, the school with its degree, internships and projects with their dates', async () => {
    const draft = await parseResumeFile(readFileSync(path.join(__dirname, 'fixtures/ai/resume-two-columns.pdf')));
    expect(draft.basic.value).toMatchObject({ name: '周一鸣', phone: '13800000001', email: 'zhou.yiming@example.com', school: '临江大学', major: '计算机科学与技术', degree: 2, graduation_year: 2025 });
    expect(draft.work.map((w) => [w.value.company, w.value.position, w.value.start_date, w.value.end_date])).toEqual([['云帆数据科技有限公司', '前端开发实习生', '2024-07', '2024-09']]);
    expect(draft.work[0]!.value.description).toContain('白屏时间降低 40%');
    expect(draft.project.map((p) => [p.value.name, p.value.role, p.value.start_date, p.value.end_date])).toEqual([['校园二手交易平台', '项目负责人', '2023-03', '2023-12']]);
    expect(draft.other.value.skills).toContain('React');
  });

  it('reads the corpus resumes written as DOCX with every basic field and entry right', async () => {
    for (const truth of makeCorpus().slice(0, 12)) {
      const draft = await parseResumeFile(makeDocx(resumeLines(truth)));
      expect(draft.basic.value).toMatchObject({ name: truth.basic.name, phone: truth.basic.phone, email: truth.basic.email });
      expect(draft.work.map((w) => [w.value.company, w.value.start_date, w.value.end_date])).toEqual(truth.work.map((w) => [w.company, w.start_date, w.end_date]));
    }
  });

  it('finds nothing to fill in a text that is not a resume', () => {
    const draft = parseResumeLines(['第一章', '那是最美好的时代，那是最糟糕的时代。', '他走进了那座古老的城市，街上人来人往。']);
    expect(draft.education).toEqual([]);
    expect(draft.work).toEqual([]);
    expect(draft.basic.value.phone).toBe('');
  });
});
