import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { findQuantified } from '../src/ai/rules/quantify';
import { javaResume } from './ai-diagnose-resumes';
import { expectWithinMs } from './timing';

const texts = (findings: { text: string }[]) => findings.map((f) => f.text);

/** Rules of the hundred-and-seventy-fourth to -seventh batches' resumes (docs/api-ai-career.md). */
describe('content.quantified.milliseconds: a time in 毫秒 is a measured result, as one in ms or 秒 is', () => {
  it('a figure in 毫秒 counts, alone or in a change', () => {
    expect(texts(findQuantified('接口响应稳定在 80 毫秒以内'))).toEqual(['80 毫秒']);
    expect(texts(findQuantified('首屏渲染降到300毫秒'))).toEqual(['降到300毫秒']);
    expect(texts(findQuantified('查询从 2 秒缩短到 150 毫秒'))).toEqual(['从 2 秒缩短到 150 毫秒']);
  });

  it('毫秒 with no figure, or a figure of something else before it, is no result', () => {
    expect(findQuantified('响应达到毫秒级，体验流畅')).toEqual([]);
    expect(findQuantified('了解毫秒级定时器的原理')).toEqual([]);
    expect(texts(findQuantified('第三版的毫秒计时器'))).toEqual([]);
  });

  it('a description whose one figure is in 毫秒 is no longer found unquantified', () => {
    const r = javaResume({
      work: [{ title: '云帆科技', description: '负责告警推送模块，用Spring Boot实现分级推送，接口响应稳定在80毫秒以内。' }],
      projects: [],
      skills: 'Java、Spring Boot、MySQL',
      evaluation: '喜欢把问题查到根上。',
    });
    const unquantified = diagnoseResume(r, '2026-11').findings.filter((f) => f.rule === 'content.quantified' && f.section === 'work');
    expect(unquantified).toEqual([]);
  });

  it('5,000 characters of near matches (毫 and 秒 apart, figures before them) are read in well under 50 ms', () => {
    const hostile = '80毫 秒毫秒级 3毫'.repeat(500).slice(0, 5000);
    expectWithinMs(() => findQuantified(hostile), 50);
  });
});
