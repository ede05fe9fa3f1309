// A hostile answer or resume of long runs (5,000 'a', 5,000 二) must cost the rules no more than ordinary text of the
// same length: they read runs of letters and numerals only as long as a word (text/runs.ts).
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { bankQuestion } from '../src/ai/interview/bank';
import { analyzeAnswer } from '../src/ai/interview/analysis';
import { LATIN_RUN_MAX, NUMERAL_RUN_MAX, withBoundedRuns, withBoundedStrings } from '../src/ai/text/runs';
import { loadRatedSet, RATED_SETS } from './ai-judgement/rated-set';

const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
/** An ordinary answer's words, repeated to the length of the hostile ones. */
const ORDINARY = '我在实习时负责用户数据的整理，先和同事核对了三百多条记录，然后把流程改成每周一对账，错误从十几条降到两三条。';

describe('runs longer than a word (text/runs.ts)', () => {
  it('cuts a run of letters and digits or of numerals to its bound, and leaves words, numbers and URLs as they are', () => {
    expect(withBoundedRuns('a'.repeat(5000))).toBe('a'.repeat(LATIN_RUN_MAX));
    expect(withBoundedRuns(`前${'二'.repeat(5000)}后`)).toBe(`前${'二'.repeat(NUMERAL_RUN_MAX)}后`);
    expect(withBoundedRuns('ａ'.repeat(100))).toBe('ａ'.repeat(LATIN_RUN_MAX));
    const plain = 'QPS从1200提到4000，P99从380ms降到90ms，一千二百三十四万五千人次，见 https://github.com/vuejs/core/blob/main/README.md';
    expect(withBoundedRuns(plain)).toBe(plain);
  });

  it('costs no more on a hostile answer of 5,000 characters than on an ordinary one, and times it as said', () => {
    const question = bankQuestion('java-03')!;
    const ordinary = ORDINARY.repeat(Math.ceil(5000 / ORDINARY.length)).slice(0, 5000);
    analyzeAnswer(question, ordinary, TIMING);
    const timed = (answer: string) => {
      const started = performance.now();
      analyzeAnswer(question, answer, TIMING);
      return performance.now() - started;
    };
    const base = timed(ordinary);
    // unbounded, these took 6 to 12 times an ordinary answer (0.6-1.4 s on a loaded machine)
    for (const hostile of ['a'.repeat(5000), '二'.repeat(5000), '1'.repeat(5000), '二三'.repeat(2500), 'ａ'.repeat(5000)]) {
      expect(timed(hostile)).toBeLessThan(2 * base + 50);
    }
    // the time an answer takes is judged on all of it
    expect(analyzeAnswer(question, 'a'.repeat(5000), TIMING).time.notes.length).toBeGreaterThan(0);
  });

  it('diagnoses a resume whose descriptions are hostile runs (as a parsed file may carry) no slower than one of ordinary descriptions', () => {
    const resume = loadRatedSet(RATED_SETS.fresh74).resumes.find((r) => r.resume.work_list.length >= 1)!.resume;
    const withDescriptions = (text: string) => ({ ...resume, work_list: resume.work_list.map((w) => ({ ...w, description: text })) });
    const ordinary = withDescriptions(ORDINARY.repeat(Math.ceil(5000 / ORDINARY.length)).slice(0, 5000));
    diagnoseResume(ordinary, '2026-11');
    const timed = (r: typeof resume) => {
      const started = performance.now();
      diagnoseResume(r, '2026-11');
      return performance.now() - started;
    };
    const base = timed(ordinary);
    for (const hostile of ['1'.repeat(5000), '二'.repeat(5000), 'a'.repeat(5000)]) expect(timed(withDescriptions(hostile))).toBeLessThan(2 * base + 50);
    expect(withBoundedStrings({ a: ['x'.repeat(100), 3], b: { c: '二'.repeat(40) } })).toEqual({ a: ['x'.repeat(LATIN_RUN_MAX), 3], b: { c: '二'.repeat(NUMERAL_RUN_MAX) } });
  });
});
