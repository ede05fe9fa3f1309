import { CAREER_MSG } from '@campus/shared-utils/rules';
import { bankQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { COMMON } from '../src/ai/interview/banks';
import { followUpFor } from '../src/ai/interview/follow-up';
import { categoryKeywords, jobMatch } from '../src/ai/interview/job-match';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { scoreInterview, type AnsweredQuestion } from '../src/ai/interview/score-interview';
import { starOf } from '../src/ai/interview/star';
import { structureOf } from '../src/ai/interview/structure';
import { timeOf } from '../src/ai/interview/timing';
import { DIMENSION_WEIGHTS } from '../src/ai/interview/weights';

const CONFLICT = COMMON.questions.find((q) => q.text.includes('意见不合'))!;
const STAR_STORY =
  '大三做课程项目时，我和组员在技术选型上有分歧。我的任务是保证两周内交付。首先我请他说明理由，然后我们各做了一个原型，用数据对比开发效率。最终项目按时上线，获得了课程最高分，效率提升了30%。';
const OPINION = '我觉得沟通很重要，遇到分歧要互相理解，多站在别人的角度想问题。';

describe('interview.keywords', () => {
  const q: Pick<BankQuestion, 'keywords'> = { keywords: [['沟通', '交流'], ['React', 'Vue'], ['会', '开会'], ['结果', '最终']] };

  it('counts a concept named by any synonym, Latin terms as whole words, one-character terms as words', () => {
    expect(keywordCoverage('我们经常交流，最终用vue完成了页面', q)).toMatchObject({ covered: ['沟通', 'React', '结果'], missing: ['会'] });
    // "Reactive" is not React; 会 inside 会议 is not the word 会
    expect(keywordCoverage('我研究过Reactive编程，参加过会议', q).covered).toEqual([]);
    expect(keywordCoverage('这个会很重要', q).covered).toEqual(['会']);
  });

  it(`gives full marks from 60% of the concepts and none for none`, () => {
    expect(keywordCoverage('沟通很重要，最终用React完成了', q).score).toBe(100);
    expect(keywordCoverage('沟通很重要', q).score).toBe(42);
    expect(keywordCoverage('今天天气不错', q)).toMatchObject({ ratio: 0, score: 0 });
  });
});

describe('interview.structure', () => {
  it('rewards an opening, connectives and a conclusion', () => {
    const r = structureOf('我认为这个问题可以从两方面来看。首先，要明确目标。其次，要合理分工。最后，及时复盘。总之，目标清楚才能做好。');
    expect(r).toMatchObject({ score: 100, opening: true, conclusion: true, notes: [] });
    expect(r.connectives).toEqual(expect.arrayContaining(['首先', '其次', '最后']));
  });

  it('caps a one-sentence answer and names what is missing', () => {
    const r = structureOf('我认为首先要沟通其次要合作');
    expect(r.score).toBe(40);
    const loose = structureOf('沟通很重要。大家要互相理解。');
    expect(loose).toMatchObject({ score: 0, opening: false, conclusion: false });
    expect(loose.notes).toEqual(['开头没有先亮出观点或概述', '缺少“首先、其次、最后”等层次连接词', '结尾没有总结']);
  });
});

describe('interview.star', () => {
  it('finds a complete example with a quantified result', () => {
    const r = starOf(STAR_STORY);
    expect(r.example).toBe(true);
    expect(r.quantified).toBe(true);
    expect(r.score).toBeGreaterThanOrEqual(75);
  });

  it('finds no example in an opinion, and one in 比如 with what the student did', () => {
    expect(starOf(OPINION)).toMatchObject({ example: false, quantified: false });
    expect(starOf(OPINION).score).toBeLessThan(starOf(STAR_STORY).score);
    expect(starOf('比如有一次社团招新，我组织了五名同学分工宣传。').example).toBe(true);
    expect(starOf('')).toEqual({ score: 0, present: [], example: false, quantified: false });
  });
});

describe('interview.time', () => {
  const base = { seconds: 60, seconds_used: 40, late: 0 };
  it('scores an empty answer 0 with its note, and a fitting one 100', () => {
    expect(timeOf({ ...base, answer: '  ' })).toEqual({ score: 0, chars: 0, notes: [CAREER_MSG.emptyAnswer] });
    expect(timeOf({ ...base, answer: STAR_STORY })).toEqual({ score: 100, chars: expect.any(Number), notes: [] });
  });

  it('takes points off a short, an overlong, an over-time and a late answer', () => {
    expect(timeOf({ ...base, answer: '我会努力的。' })).toMatchObject({ score: 50, notes: ['回答过短（6字）'] });
    expect(timeOf({ ...base, answer: OPINION }).score).toBe(80);
    expect(timeOf({ ...base, answer: '好'.repeat(400) }).notes).toEqual(['内容过长，60秒内讲不完']);
    expect(timeOf({ ...base, answer: STAR_STORY, seconds_used: 75 })).toMatchObject({ score: 70, notes: ['用时75秒，超出60秒的作答时间'] });
    expect(timeOf({ ...base, answer: STAR_STORY, late: 1 })).toMatchObject({ score: 70, notes: ['超时提交'] });
  });
});

describe('interview.match', () => {
  it("counts the category's keywords across the answers; a third of the list is full", () => {
    expect(categoryKeywords('前端开发', '技术')).toContain('React');
    const strong = jobMatch(['我用React和TypeScript做过小程序', '做过首屏性能优化，熟悉浏览器渲染和组件设计'], '前端开发', '技术');
    expect(strong.found).toEqual(expect.arrayContaining(['React', 'TypeScript', '小程序', '性能优化', '浏览器', '组件']));
    expect(strong.score).toBe(100);
    const weak = jobMatch(['我学习能力强', '我喜欢和人打交道'], '前端开发', '技术');
    expect(weak).toMatchObject({ found: [], score: 0 });
  });

  it('uses the professional bank of the group for a category the resume list does not know', () => {
    const list = categoryKeywords('幼儿教师', '教育');
    expect(list.length).toBeGreaterThan(0);
    expect(categoryKeywords('没有这个岗位', '')).toEqual([]);
  });
});

describe('interview.follow-up', () => {
  it('asks the follow-up when an example is asked and missing, or the points are missing', () => {
    expect(followUpFor(CONFLICT, OPINION)).toBe(CONFLICT.follow_up);
    expect(followUpFor(CONFLICT, STAR_STORY)).toBeNull();
    const knowledge = bankQuestion('fe-04')!;
    expect(knowledge.example).toBe(false);
    expect(followUpFor(knowledge, '这个我不太清楚，以后会学习。')).toBe(knowledge.follow_up);
    expect(followUpFor(knowledge, knowledge.sample)).toBeNull();
  });

  it('asks none after an empty answer', () => {
    expect(followUpFor(CONFLICT, '   ')).toBeNull();
  });
});

describe('scoreInterview', () => {
  const q = (index: number, question: BankQuestion, answer: string, more: Partial<AnsweredQuestion> = {}): AnsweredQuestion => ({
    index, question_id: question.id, text: question.text, follow_up: 0, answer, seconds_used: 50, late: 0, ...more,
  });
  const fe = (n: number) => bankQuestion(`fe-0${n}`)!;

  it('scores strong answers well apart from weak ones, each dimension by its rule', () => {
    const strong = scoreInterview([q(0, CONFLICT, CONFLICT.sample), q(1, fe(1), fe(1).sample), q(2, fe(4), fe(4).sample)], { category: '前端开发', group: '技术', seconds: 120 });
    const weak = scoreInterview([q(0, CONFLICT, OPINION), q(1, fe(1), '不太清楚。'), q(2, fe(4), '就是异步吧。')], { category: '前端开发', group: '技术', seconds: 120 });
    expect(strong.score).toBeGreaterThanOrEqual(75);
    expect(weak.score).toBeLessThanOrEqual(30);
    for (const d of strong.dimensions) expect(d.score).toBeGreaterThan(weak.dimensions.find((w) => w.key === d.key)!.score);
    expect(strong.dimensions.map((d) => d.rule)).toEqual(['interview.structure', 'interview.match', 'interview.keywords', 'interview.star', 'interview.time']);
    const weighted = Math.round(weak.dimensions.reduce((s, d) => s + d.score * DIMENSION_WEIGHTS[d.key], 0));
    expect(weak.score).toBe(weighted);
  });

  it("explains from the student's own answers: keywords covered and missing, the answer without an example", () => {
    const r = scoreInterview([q(0, CONFLICT, OPINION), q(1, fe(4), '事件循环里Promise属于微任务，setTimeout属于宏任务。')], { category: '前端开发', group: '技术', seconds: 90 });
    const by = (key: string) => r.dimensions.find((d) => d.key === key)!;
    expect(by('star').explanation).toContain('第1题没有具体事例');
    expect(by('keywords').explanation).toContain('第2题谈到了事件循环、宏任务、微任务');
    expect(by('keywords').explanation).toContain('缺少单线程');
    expect(r.questions[0]!.notes).toContain('没有具体事例');
    expect(r.questions[0]!.sample_answer).toBe(CONFLICT.sample);
  });

  it('scores an empty or unanswered question 0 with the note, not an error', () => {
    const r = scoreInterview([q(0, CONFLICT, ''), q(1, fe(1), '', { seconds_used: 0 })], { category: '前端开发', group: '技术', seconds: 60 });
    expect(r.score).toBe(0);
    expect(r.questions.map((x) => [x.score, x.notes])).toEqual([[0, [CAREER_MSG.emptyAnswer]], [0, [CAREER_MSG.emptyAnswer]]]);
    expect(r.dimensions.find((d) => d.key === 'time')!.explanation).toContain('第1题、第2题未作答');
  });
});
