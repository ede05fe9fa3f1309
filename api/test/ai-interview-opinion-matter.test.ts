import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { viewToldElsewhere } from '../src/ai/interview/on-question';
import { relevanceOf } from '../src/ai/interview/relevance';
import { scoreOne } from './ai-interview-answers';
import { expectWithinMs, WHOLE_READ_MS } from './timing';

/**
 * interview.relevance.view.elsewhere (on-question.ts): a question asking the student's view (你如何看待加班) answered by
 * a story that names nothing of its matter is off it, however fluent and however much speech to someone it quotes; a
 * story of a night at work before a deadline told for it stays on it. Written for these tests: none is an item of a
 * rated set.
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const OVERTIME = bankQuestion('common-08')!;
const PRESSURE = bankQuestion('sales-05')!;
const MEDIA = { category: '编辑', group: '传媒' };
const elsewhere = (question: typeof OVERTIME, answer: string) => viewToldElsewhere(question, answer, relevanceOf(answer, question).score);

// a shop's New Year rush, a live stream and the recipe told to classmates: nothing of working hours, rest or deadlines
const CURED_MEAT =
  '说到这个我想起寒假回老家，我姑姑在镇上开了一家卖腊肉的小店，年前那几天来买的人特别多。我帮她在店门口拍了几条短视频发到抖音上，还开了一次直播，一晚上卖出去三十多斤。好多同学在评论区问我腊肉怎么做，我就跟他们讲我们那里要先腌七天，再挂在灶上用柏树枝熏。我姑姑说今年比去年多卖了不少。';
// a weekend spent finishing a client's change: overtime told, never named
const WEEKEND =
  '我实习的时候碰到过一次，周五下午客户突然要改方案，周一早上就要交。我们组周末两天都去了公司，我负责改图，一直弄到晚上十点。我觉得这种临时的急事，留下来把活干完是应该的。但平时我会尽量在白天把事情做完，早点下班睡觉，第二天脑子才清楚。';
// a paper's deadline nights, named only by the night they ran into
const DEADLINE =
  '去年暑假我在一家小报社实习，截稿前那几天，编辑部每天都要忙到夜里十一二点，我也跟着留下来校对稿子。那几天我觉得挺值得的，因为报纸第二天准时印出来了。不过我也发现熬到后半夜眼睛都花了，错字反而漏了两个，所以我觉得真要赶的时候可以，但不能天天这样。';
const PLAIN_VIEW =
  '我觉得偶尔加班可以理解，比如项目上线或者客户临时有急事，这种时候我愿意和团队一起把事情做完。但如果天天加班，我会先看看是不是自己的效率有问题，平时把任务排好优先级，尽量在白天做完。另外也要注意休息，身体垮了反而耽误工作。';
const SALAD = '加班 效率 责任 健康 团队 配合 计划 合理安排 紧急 交付 平衡 休息 作息 高效 提前 任务 赶进度 身体 加班 效率 责任 健康 团队 配合 计划 合理安排 紧急 交付 平衡 休息 作息 高效 提前 任务';

describe('interview.relevance.view.elsewhere: a story that names nothing of the view asked', () => {
  it('puts a fluent story of something else off the question, speech to classmates and all', () => {
    expect(elsewhere(OVERTIME, CURED_MEAT)).toBe(true);
    const a = analyzeAnswer(OVERTIME, CURED_MEAT, TIMING);
    expect(a.on_topic).toBe(false);
    expect(scoreOne(OVERTIME, CURED_MEAT, MEDIA).score).toBeLessThan(30);
  });

  it('keeps a story of the matter told in its own words on the question, and its score', () => {
    expect(elsewhere(OVERTIME, WEEKEND)).toBe(false);
    expect(analyzeAnswer(OVERTIME, WEEKEND, TIMING).on_topic).toBe(true);
    expect(scoreOne(OVERTIME, WEEKEND, MEDIA).score).toBeGreaterThanOrEqual(80);
    // the night a deadline ran into names overtime (synonyms.ts 加班: 忙到夜里, 熬到后半夜)
    expect(keywordCoverage(DEADLINE, OVERTIME).covered).toContain('加班');
    expect(elsewhere(OVERTIME, DEADLINE)).toBe(false);
  });

  it('leaves a plain view alone, and a salad of the question\'s terms to the gaming rules', () => {
    expect(elsewhere(OVERTIME, PLAIN_VIEW)).toBe(false);
    expect(scoreOne(OVERTIME, PLAIN_VIEW, MEDIA).score).toBeGreaterThanOrEqual(80);
    expect(elsewhere(OVERTIME, SALAD)).toBe(false);
    expect(analyzeAnswer(OVERTIME, SALAD, TIMING).gaming).not.toBeNull();
  });

  it('reads a field\'s view question the same way, and no short answer or question asking for an example', () => {
    expect(elsewhere(PRESSURE, CURED_MEAT.replace(/卖/gu, '做'))).toBe(true);
    expect(elsewhere(OVERTIME, '我姑姑开了一家卖腊肉的小店。')).toBe(false);
    expect(elsewhere(bankQuestion('common-04')!, CURED_MEAT)).toBe(false);
  });

  it('reads a 5,000-character answer of near matches in well under the bound', () => {
    const hostile = '我就跟他们讲我们那里要先腌七天，再挂在灶上用柏树枝熏，'.repeat(200).slice(0, 5000);
    expectWithinMs((i) => elsewhere(OVERTIME, `${i}${hostile}`), WHOLE_READ_MS);
  });
});
