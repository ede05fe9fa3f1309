// diagnose.read-bound (docs/api-ai-career.md): the rules read each text of a resume up to READ_MAX characters, so a
// resume the form accepts at its largest (5,000 characters an entry, RESUME_LIMITS.entriesPerSection entries a list)
// is diagnosed in a fraction of a second; the length rule still counts every character.
import { RESUME_LIMITS, type ResumeContent } from '@campus/shared-utils/rules';
import { diagnoseResume, READ_MAX } from '../src/ai/diagnose/diagnose';
import { termDensity } from '../src/ai/diagnose/sentences';
import { javaResume } from './ai-diagnose-resumes';
import { expectWithinMs } from './timing';

/** The most characters the form takes in one description (api/src/routes/resume/schemas.ts). */
const FORM_MAX = 5_000;
const repeated = (piece: string) => piece.repeat(Math.ceil(FORM_MAX / piece.length)).slice(0, FORM_MAX);
/** A duty list said over and over: every piece of it weighed against every term was the slow reading. */
const DUTIES = repeated('协助律师整理材料，负责文书校对。');
/**
 * Bounds on a diagnosis of one such description (0.2 s idle before, 1.1 s under load; about 12 ms idle now) and of a
 * whole resume at the form's largest, every list full and every text at its most (1.4 s idle before, 6 s under load;
 * about half a second idle now): ten times the idle cost leaves room for CI's other workers.
 */
const ONE_DESCRIPTION_MS = 500;
const FULL_RESUME_MS = 4_000;

const VERBS = ['协助', '负责', '参与', '完成', '跟进', '配合'];
const OBJECTS = ['律师整理案卷材料', '法律文书的校对', '合同的归档', '客户资料的录入', '月度报表的核对', '部门会议的安排', '档案的扫描', '发票的整理', '供应商的对账', '培训资料的准备', '项目周报的汇总', '样品的登记'];
/** Duty lists of the form's most characters, no two alike, so none is set aside as a copy of another. */
function dutyLists(seed: number): () => string {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return () => {
    let text = '';
    while (text.length < FORM_MAX) text += `${VERBS[next(VERBS.length)]}${OBJECTS[next(OBJECTS.length)]}${next(3) ? '，' : '。'}`;
    return text.slice(0, FORM_MAX);
  };
}

function largest(seed: number): ResumeContent {
  const text = dutyLists(seed);
  const r = javaResume({ work: [], projects: [], skills: text(), evaluation: text() });
  const n = RESUME_LIMITS.entriesPerSection;
  const month = (i: number) => `20${10 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
  const period = (i: number) => ({ start_date: month(i), end_date: month(i), version: 1, updated_at: 0 });
  r.education_list = Array.from({ length: n }, (_, i) => ({ ...r.education_list[0], id: 1 + i, description: text() }));
  r.work_list = Array.from({ length: n }, (_, i) => ({ id: 100 + i, kind: 1, company: `公司${i}`, position: '实习生', ...period(i), description: text() }));
  r.project_list = Array.from({ length: n }, (_, i) => ({ id: 200 + i, name: `项目${i}`, role: '成员', ...period(i), description: text() }));
  return r;
}

describe('diagnose.read-bound', () => {
  it('diagnoses one description of the form’s most characters under ONE_DESCRIPTION_MS', () => {
    // a text of its own each try: isKeywordList remembers its last answers
    const resume = (attempt: number) => javaResume({ work: [{ title: '律所', description: `${attempt}${DUTIES}` }], projects: [], skills: '熟悉 Java', evaluation: '' });
    expectWithinMs((attempt) => diagnoseResume(resume(attempt), '2026-11'), ONE_DESCRIPTION_MS);
  });

  it('diagnoses a resume with every list full of such descriptions, no two alike, under FULL_RESUME_MS', () => {
    expect(largest(1).work_list).toHaveLength(RESUME_LIMITS.entriesPerSection);
    // a resume of its own each try (made in a few ms): isKeywordList remembers its last answers
    expectWithinMs((attempt) => diagnoseResume(largest(2 + attempt), '2026-11'), FULL_RESUME_MS, 2);
  });

  it('still counts every character for the length rule', () => {
    const r = javaResume({ work: [{ title: '律所', description: DUTIES }], projects: [], skills: '熟悉 Java', evaluation: '' });
    const long = diagnoseResume(r, '2026-11').findings.find((f) => f.rule === 'norms.too-long');
    expect(long).toBeDefined();
    const told = Number(/约 (\d+) 字/.exec(long?.found ?? '')?.[1]);
    expect(told).toBeGreaterThan(FORM_MAX);
    expect(READ_MAX).toBeLessThan(FORM_MAX);
  });

  it('reads a description under READ_MAX whole: a keyword list at its end is still found', () => {
    const prose = '我负责订单模块的接口开发，把导出从6分钟缩短到50秒。'.repeat(20);
    expect(prose.length).toBeLessThan(READ_MAX);
    const salad = 'Java、Spring Boot、MyBatis、MySQL、Redis、微服务、高并发、JVM、多线程、Linux、接口、分布式';
    const plain = diagnoseResume(javaResume({ work: [{ title: '云帆科技', description: prose }], projects: [], skills: '熟悉 Java', evaluation: '' }), '2026-11');
    const listed = diagnoseResume(javaResume({ work: [{ title: '云帆科技', description: salad }], projects: [], skills: '熟悉 Java', evaluation: '' }), '2026-11');
    expect(listed.score).toBeLessThan(plain.score);
  });
});

describe('termDensity, with its terms made once', () => {
  it('weighs terms as before: a list of terms is dense, a told sentence is not', () => {
    expect(termDensity('Java、Spring Boot、MySQL、Redis')).toBeGreaterThan(0.8);
    expect(termDensity('java、spring boot、mysql、redis')).toBeGreaterThan(0.8);
    expect(termDensity('我把导出从6分钟缩短到50秒，同学们都说好用')).toBeLessThan(0.5);
    expect(termDensity('')).toBe(0);
  });

  it('reads a 5,000-character piece in a single pattern’s time', () => {
    expectWithinMs(() => termDensity(DUTIES), 50);
  });
});
