import { CAREER_MSG } from '@campus/shared-utils/rules';
import { bankQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { COMMON } from '../src/ai/interview/banks';
import { analyzeAnswer } from '../src/ai/interview/analysis';
import { FINDINGS } from '../src/ai/interview/findings';
import { followUpFor } from '../src/ai/interview/follow-up';
import { labelsOf } from '../src/ai/interview/numbering';
import { categoryKeywords, jobMatch } from '../src/ai/interview/job-match';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { scoreInterview, type AnsweredQuestion } from '../src/ai/interview/score-interview';
import { quantifiedOf, starOf } from '../src/ai/interview/star';
import { isSaid, sentencesOf } from '../src/ai/interview/sentences';
import { structureOf } from '../src/ai/interview/structure';
import { timeOf } from '../src/ai/interview/timing';
import { DIMENSION_WEIGHTS } from '../src/ai/interview/weights';

const CONFLICT = COMMON.questions.find((q) => q.text.includes('意见不合'))!;
const STAR_STORY =
  '大三做课程项目时，我和组员在技术选型上有分歧。我的任务是保证两周内交付。首先我请他说明理由，然后我们各做了一个原型，用数据对比开发效率。最终项目按时上线，获得了课程最高分，效率提升了30%。';
const OPINION = '我觉得沟通很重要，遇到分歧要互相理解，多站在别人的角度想问题。';
/** fe-04 (the event loop) answered in one's own words. */
const EVENT_LOOP =
  'JavaScript是单线程的，靠事件循环来处理异步。同步代码先在调用栈里跑完，然后清空微任务队列，比如Promise的then，接着再取一个宏任务，比如setTimeout的回调，执行完又去清微任务，就这样一轮一轮地循环。所以Promise的回调总是比同一轮里的setTimeout先执行。';

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
  const q = CONFLICT;
  it('sees the structure of a spoken answer: an opening that answers, a sequence, reasons and a closing result', () => {
    const r = structureOf(STAR_STORY, q);
    expect(r).toMatchObject({ opening: true, reasons: false, closing: true, notes: [] });
    expect(r.sequence).toEqual(expect.arrayContaining(['首先', '然后']));
    const spoken = structureOf('我们组里有过一次分歧，他想用新框架，我担心时间不够。我先请他讲了理由，然后我们各做了一个小原型。因为新框架上手慢，所以最后用了熟悉的方案，项目按时交了。', q);
    expect(spoken).toMatchObject({ opening: true, reasons: true, closing: true });
    expect(spoken.score).toBe(100);
  });

  it('counts a signpost written as its own clause (首先，…) in a sentence that says something, and a closing result followed by a reflection', () => {
    const written = structureOf('我认为分歧要先回到共同目标。首先，我会请他讲清理由。其次，我们各做一个原型对比效率。最终项目按时交付了。这件事让我明白要用事实说话。', q);
    expect(written.sequence).toEqual(expect.arrayContaining(['首先', '其次']));
    expect(written).toMatchObject({ opening: true, closing: true });
  });

  it('gives connectives alone nothing, caps one sentence at 40, and names what is missing', () => {
    expect(structureOf('首先，其次，然后，最后，总之。', q).score).toBe(0);
    expect(structureOf('我觉得沟通很重要，先听对方说然后再决定', q).score).toBeLessThanOrEqual(40);
    const loose = structureOf('大家要互相理解。天气也挺好的。', q);
    expect(loose.opening).toBe(false);
    expect(loose.notes).toEqual(['开头没有直接回答问题', '没有交代先后层次（如“先……然后……最后”）', '结尾没有落到结果或结论']);
  });
});

describe('interview.sentences', () => {
  it('tells said clauses from lists of keywords and cue words', () => {
    expect(sentencesOf('HashMap底层是数组加链表，链表太长了会转成红黑树。').share).toBe(1);
    expect(sentencesOf('数组 链表 红黑树 哈希 扩容 线程安全').share).toBeLessThan(0.5);
    expect(sentencesOf('首先，其次，提升30%，最终，结果。').share).toBe(0);
    expect(isSaid('我喜欢交朋友')).toBe(true);
  });

  it('hears a preposition that closes its clause as its verb: 跟同类企业比, 跟银行流水对一下', () => {
    // jieba tags 比 and 对 as prepositions wherever they stand; without an object after them they are the verb
    expect(isSaid('还要跟同类企业比')).toBe(true);
    expect(isSaid('最后跟银行流水对一下')).toBe(true);
    expect(sentencesOf('先看毛利率和净利率，再跟同行业比，最后跟现金流对一下。').share).toBeGreaterThan(0.8);
    // a preposition with its object is no verb, and a list stays a list
    expect(isSaid('对于客户')).toBe(false);
    expect(sentencesOf('数组 链表 红黑树 哈希 扩容 线程安全').share).toBeLessThan(0.5);
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
    // a result said in words, not a figure: what went away, a prize got (SPOKEN_RESULT)
    expect(starOf('夜班把切削参数调高了，后来我们把参数定死了，这个问题就没了。').example).toBe(true);
    expect(starOf('第二年我们加了散热片，没再出过问题，拿了省三等奖。').present).toContain('result');
    expect(starOf('我们把参数定死了，测量也规定等件冷了再量。').example).toBe(false);
    // interview.star.that-day: the day a story happened on (比赛那天, 5月20号那天) sets an event the student acted in
    expect(starOf('5月20号那天很多人来领证，我负责核对表格，没出通知的区我挨个打电话去问。').example).toBe(true);
    expect(starOf('诉讼时效是三年，从合同签订那天开始算。').example).toBe(false);
    expect(starOf('')).toEqual({ score: 0, present: [], example: false, quantified: false });
  });

  it('reads goods counted in Chinese numerals as a result (卖了两百多箱, 补寄了二十几盒), not one box named (一箱)', () => {
    expect(starOf('寒假我帮舅舅在网上卖橙子，自己拍照发到同学群里，一个月卖了两百多箱。').example).toBe(true);
    expect(starOf('路上摔坏了二十几盒，我都给人补寄了。').quantified).toBe(true);
    expect(starOf('我在群里发了一箱橙子的照片，说很甜。').quantified).toBe(false);
  });

  it('reads a change from one count to another in Chinese numerals, and a count said with 来, as a figure (interview.star.change)', () => {
    expect(quantifiedOf('上线后这类电话从三十个左右降到八九个。')).toBe(true);
    expect(quantifiedOf('排队从四十分钟缩短到十分钟。')).toBe(true);
    expect(quantifiedOf('现在群里有二十来个人在用。')).toBe(true);
    expect(starOf('我把表格改成了卡片，这类电话从三十个左右降到八九个。').example).toBe(true);
    // no count: 从一开始就提到了, 从小到大, 一来…二来
    expect(quantifiedOf('从一开始就提到了三个问题。')).toBe(false);
    expect(quantifiedOf('从小到大我都喜欢画画。')).toBe(false);
    expect(quantifiedOf('一来离家近，二来工资高。')).toBe(false);
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

  it("charges lateness once: the server's late flag, else the page's seconds", () => {
    expect(timeOf({ ...base, answer: STAR_STORY, seconds_used: 200, late: 1 })).toMatchObject({ score: 70, notes: ['超时提交'] });
  });

  it('gives an answer off the question no time credit', () => {
    expect(timeOf({ ...base, answer: STAR_STORY, onTopic: false })).toMatchObject({ score: 0, notes: ['回答没有切题，时间把控不计分'] });
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
  const timing = { seconds: 120, seconds_used: 50, late: 0 };
  const followUp = (q: BankQuestion, answer: string) => followUpFor(q, analyzeAnswer(q, answer, timing));
  it('asks the follow-up when an example is asked and missing, or the points are missing', () => {
    expect(followUp(CONFLICT, OPINION)).toBe(CONFLICT.follow_up);
    expect(followUp(CONFLICT, STAR_STORY)).toBeNull();
    const knowledge = bankQuestion('fe-04')!;
    expect(knowledge.example).toBe(false);
    expect(followUp(knowledge, '这个我不太清楚，以后会学习。')).toBe(knowledge.follow_up);
    expect(followUp(knowledge, EVENT_LOOP)).toBeNull();
  });

  it('asks it after a copied sample, the question pasted back or a list of keywords, and none after an empty answer', () => {
    const knowledge = bankQuestion('fe-04')!;
    expect(followUp(knowledge, knowledge.sample)).toBe(knowledge.follow_up);
    expect(followUp(knowledge, knowledge.text)).toBe(knowledge.follow_up);
    expect(followUp(knowledge, '单线程 主线程 事件循环 宏任务 setTimeout 微任务 Promise 调用栈 任务队列')).toBe(knowledge.follow_up);
    expect(followUp(CONFLICT, '   ')).toBeNull();
  });
});

describe('interview findings', () => {
  it.each(FINDINGS.map((f) => [f.id, f] as const))('%s fires on its example and not on its counter-example', (_id, f) => {
    const q = bankQuestion(f.examples.question)!;
    const analysed = (answer: string) => analyzeAnswer(q, answer, { seconds: 120, seconds_used: 50, late: 0 });
    expect(f.fires(analysed(f.examples.fires), q)).toBe(true);
    expect(f.fires(analysed(f.examples.passes), q)).toBe(false);
  });
});

describe('numbering', () => {
  it('labels a follow-up by the question it follows and never counts it', () => {
    expect(labelsOf([0, 1, 0, 0, 1])).toEqual(['第1题', '第1题追问', '第2题', '第3题', '第3题追问']);
  });
});

describe('scoreInterview', () => {
  const q = (index: number, question: BankQuestion, answer: string, more: Partial<AnsweredQuestion> = {}): AnsweredQuestion => ({
    index, question_id: question.id, text: question.text, follow_up: 0, answer, seconds_used: 50, late: 0, ...more,
  });
  const fe = (n: number) => bankQuestion(`fe-0${n}`)!;
  const BROWSER =
    '我理解的过程是这样的：先做DNS域名解析拿到IP，然后跟服务器建立TCP连接，三次握手，再发HTTP请求，服务器返回HTML。浏览器拿到以后解析HTML生成DOM树，解析CSS生成CSSOM，两个合起来得到渲染树，接着做布局算出每个元素的位置，最后绘制到屏幕上。所以要是改了元素的尺寸，就会触发回流，比较耗性能。';

  it('scores strong answers well apart from weak ones, each dimension by its rule', () => {
    const strong = scoreInterview([q(0, CONFLICT, STAR_STORY), q(1, fe(1), BROWSER), q(2, fe(4), EVENT_LOOP)], { category: '前端开发', group: '技术', seconds: 120 });
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
    expect(r.questions.map((x) => x.label)).toEqual(['第1题', '第2题']);
  });

  it('labels a follow-up 第N题追问 in the review and every explanation, and scores it against its own question', () => {
    const asked = [q(0, CONFLICT, OPINION), q(1, CONFLICT, '', { text: CONFLICT.follow_up, follow_up: 1 }), q(2, fe(4), EVENT_LOOP)];
    const r = scoreInterview(asked, { category: '前端开发', group: '技术', seconds: 90 });
    expect(r.questions.map((x) => x.label)).toEqual(['第1题', '第1题追问', '第2题']);
    const text = r.dimensions.map((d) => d.explanation).join();
    expect(text).toContain('第1题追问未作答');
    expect(text).not.toContain('第3题');
    // the follow-up's sample is its own when the bank has one
    expect(r.questions[1]!.sample_answer).toBe(CONFLICT.follow_up_sample || CONFLICT.sample);
  });

  it("shows the reference answer of the interview's own category group for a common question", () => {
    const intro = COMMON.questions[0]!;
    const asked = [q(0, intro, '')];
    for (const group of ['技术', '财会金融']) {
      const r = scoreInterview(asked, { category: '', group, seconds: 90 });
      expect(r.questions[0]!.sample_answer).toBe(intro.group_samples?.[group] ?? intro.sample);
    }
    expect(scoreInterview(asked, { category: '', group: '没有的组', seconds: 90 }).questions[0]!.sample_answer).toBe(intro.sample);
  });

  it('scores an empty or unanswered question 0 with the note, not an error', () => {
    const r = scoreInterview([q(0, CONFLICT, ''), q(1, fe(1), '', { seconds_used: 0 })], { category: '前端开发', group: '技术', seconds: 60 });
    expect(r.score).toBe(0);
    expect(r.questions.map((x) => [x.score, x.notes])).toEqual([[0, [CAREER_MSG.emptyAnswer]], [0, [CAREER_MSG.emptyAnswer]]]);
    expect(r.dimensions.find((d) => d.key === 'time')!.explanation).toContain('第1题、第2题未作答');
  });

  it('uses the analysis stored with an answer instead of analysing it again', () => {
    const stored = { ...analyzeAnswer(fe(4), EVENT_LOOP, { seconds: 90, seconds_used: 50, late: 0 }), covered: ['由存储的分析给出'] };
    const r = scoreInterview([q(0, fe(4), EVENT_LOOP, { analysis: stored })], { category: '前端开发', group: '技术', seconds: 90 });
    expect(r.questions[0]!.covered).toEqual(['由存储的分析给出']);
  });
});
