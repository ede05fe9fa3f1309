import { analyzeAnswer, depthOf } from '../src/ai/interview/analysis';
import { toldStory } from '../src/ai/interview/stories';
import { asksForList } from '../src/ai/interview/findings';
import { hedgesOf } from '../src/ai/interview/hedges';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { sentencesOf } from '../src/ai/interview/sentences';
import { quantifiedOf, starOf } from '../src/ai/interview/star';
import { CHATBOT_CUES_MIN, CONTAINMENT_SHARE, COPY_OVERLAP, DEPTH_FLOOR, ENUMERATION_TERMS, FORM_CONTENT, QUESTION_WEIGHTS, REFERENCE_CUES_MIN, SAID_FULL, SHORT_CHARS, SIGNPOST_SHARE, STORY_CONTENT, STORY_MIN_CHARS } from '../src/ai/interview/weights';
import { bankQuestion, followUpQuestion, type BankQuestion } from '../src/ai/interview/bank';
import { BANKS, COMMON } from '../src/ai/interview/banks';
import { circlesWrapped, containment, overlap, questionsOwnWord, signpostShare, spelledOutWords } from '../src/ai/interview/gaming';
import { recitesSlogans } from '../src/ai/interview/speeches';
import { answersWithFrame, framedAsAcronym, framedAsCountedMotto, framedAsParallels } from '../src/ai/interview/frames';
import { listsTerms, longestEnumeration } from '../src/ai/interview/enumeration';
import { chatbotCuesOf, readsAsReference, referenceCuesOf } from '../src/ai/interview/reference-text';
import { answersAnother, otherTopicsOf } from '../src/ai/interview/relevance';
import { scoreInterview, type AnsweredQuestion } from '../src/ai/interview/score-interview';
import { CUE_SALAD, JAVA_IDS, OFF_TOPIC, SPOKEN, STUFFED, STUFFED_SENTENCES } from './ai-interview-answers';

/**
 * The interview engine scores what is said: five Java开发 questions answered in plain spoken style by a student who
 * knows the matter, against each way of gaming the score. Every gaming kind scores at most 40, per answer and
 * overall, and below every good answer.
 */
const QUESTIONS = JAVA_IDS.map((id) => bankQuestion(id)!);
const JAVA = { category: 'Java开发', group: '技术', seconds: 120 };
const GAMING_MAX = 40;
const GOOD_MIN = 70;

const asked = (answers: readonly string[], questions: readonly BankQuestion[] = QUESTIONS): AnsweredQuestion[] =>
  questions.map((q, i) => ({ index: i, question_id: q.id, text: q.text, follow_up: 0, answer: answers[i]!, seconds_used: 60, late: 0 }));
const interview = (answers: readonly string[]) => scoreInterview(asked(answers), JAVA);
const one = (question: BankQuestion, answer: string) => scoreInterview(asked([answer], [question]), JAVA).questions[0]!;

const good = interview(JAVA_IDS.map((id) => SPOKEN[id]));
const goodScores = good.questions.map((q) => q.score);

const GAMING: Record<string, string[]> = {
  'keywords stuffed, the same list for every question': QUESTIONS.map(() => STUFFED),
  'keywords strung into clauses, the same text for every question': QUESTIONS.map(() => STUFFED_SENTENCES),
  'a salad of cue words': QUESTIONS.map(() => CUE_SALAD),
  'a salad of cue words without stops': QUESTIONS.map(() => CUE_SALAD.replace(/[，。]/g, '')),
  'keywords typed without spaces': QUESTIONS.map((q) => q.keywords.flat().join('')),
  'the question pasted back': QUESTIONS.map((q) => q.text),
  "the bank's sample copied": QUESTIONS.map((q) => q.sample),
  'one good answer given for every question': QUESTIONS.map(() => SPOKEN['java-01']),
  'answers about something else': OFF_TOPIC,
};

describe('good answers in plain spoken style', () => {
  it(`score at least ${GOOD_MIN}, each and overall, without 首先/其次`, () => {
    for (const id of JAVA_IDS) expect(SPOKEN[id]).not.toMatch(/首先|其次/);
    expect(good.score).toBeGreaterThanOrEqual(GOOD_MIN);
    for (const s of goodScores) expect(s).toBeGreaterThanOrEqual(GOOD_MIN);
    // told as spoken, the structure is still seen: an opening that answers, 先…然后…, a closing result
    expect(good.dimensions.find((d) => d.key === 'structure')!.score).toBeGreaterThanOrEqual(GOOD_MIN);
  });

  it('score the same as transcribed by speech recognition, without a stop or comma', () => {
    const transcribed = interview(JAVA_IDS.map((id) => SPOKEN[id].replace(/[，。；、：！？]/g, '')));
    expect(transcribed.score).toBe(good.score);
    expect(transcribed.questions.map((q) => q.score)).toEqual(goodScores);
  });

  it('rank a full answer above a short right one, and that above a vague one', () => {
    const hashMap = QUESTIONS[0]!;
    const full = one(hashMap, SPOKEN['java-01']).score;
    const short = one(hashMap, 'HashMap底层是数组加链表，链表太长了会转成红黑树。它不是线程安全的，并发的时候要用ConcurrentHashMap。').score;
    const vague = one(hashMap, '这个我之前看过一点，大概就是存键值对的，具体的原理我记不太清了，以后会再去学习一下。').score;
    expect(full).toBeGreaterThan(short);
    expect(short).toBeGreaterThan(vague);
    expect(vague).toBeLessThanOrEqual(GAMING_MAX);
  });

  it('see a troubleshooting story told in everyday words (查清楚, 改完以后) as covering its points', () => {
    const story = one(bankQuestion('java-14')!, SPOKEN['java-14']);
    expect(story.missing).toEqual([]);
    expect(story.notes).not.toContain('没有具体事例');
  });
});

describe.each(Object.entries(GAMING))('%s', (_kind, answers) => {
  const r = interview(answers);
  it(`scores at most ${GAMING_MAX} per answer and overall, below every good answer`, () => {
    expect(r.score).toBeLessThanOrEqual(GAMING_MAX);
    for (const q of r.questions) {
      expect(q.score).toBeLessThanOrEqual(GAMING_MAX);
      expect(q.score).toBeLessThan(Math.min(...goodScores));
    }
    expect(r.score).toBeLessThan(good.score);
  });
});

describe('interview.form: order and timing are earned by saying something on the question', () => {
  it('a fluent, well-timed story of one’s own investing for a how-to on appraising a project keeps little of its form’s marks', () => {
    const q = bankQuestion('fa-13')!; // 你如何评估一个投资项目是否可行？
    const own = '评估投资项目，嗯，这个我挺有感触的，因为我自己大二就开始投资了。一开始用生活费买基金，放了五千块进去，那年刚好跌得很厉害，最多亏了百分之三十几。后来我开始看书，改成每个月定投，每次五百，不再追热点。到现在两年多，差不多回本了，这段经历让我明白投资要有耐心。';
    const { content } = analyzeAnswer(q, own, { seconds: 120, seconds_used: 60, late: 0 });
    expect(content).toBeLessThan(FORM_CONTENT);
    // order and timing (full marks here) count only in proportion to what it says on the question
    const w = QUESTION_WEIGHTS.withoutExample;
    expect(one(q, own).score).toBeLessThanOrEqual(Math.round(w.keywords * content + (w.structure + w.time) * 100 * (content / FORM_CONTENT)));
    expect(one(q, own).score).toBeLessThan(50);
    // the same words of form on the question keep theirs
    const onIt = '我会先看现金流：把项目每年的投入和回收列出来，算净现值和内部收益率，净现值大于零、内部收益率高于资金成本才考虑。然后看回收期和风险，做一下敏感性分析，比如销量少两成还能不能回本。最后结合公司的战略和资金情况做决定。';
    expect(one(q, onIt).score).toBeGreaterThanOrEqual(GOOD_MIN);
  });
});

describe('what the report says of a gaming answer', () => {
  it('a cue-word salad scores below a concrete STAR story, and the note says it is a list of words', () => {
    const troubleshooting = bankQuestion('java-14')!;
    const salad = one(troubleshooting, CUE_SALAD);
    const story = one(troubleshooting, SPOKEN['java-14']);
    expect(salad.score).toBeLessThan(story.score);
    expect(salad.notes).toContain('多是词语罗列，没有说成完整的句子');
  });

  it('keywords of every question strung into clauses, given for one question only, are seen as stuffing', () => {
    for (const q of [QUESTIONS[0]!, QUESTIONS[4]!]) {
      const r = one(q, STUFFED_SENTENCES);
      expect(r.notes[0]).toBe('回答堆砌了多道题的关键词，没有针对这道题展开');
      expect(r.score).toBeLessThanOrEqual(GAMING_MAX);
    }
    // a troubleshooting story that touches indexes and caching is still about its question
    expect(one(QUESTIONS[4]!, SPOKEN['java-14']).notes.join()).not.toContain('堆砌');
  });

  it("never takes a good answer of the banks for stuffing: no sample is about two other questions of its bank", () => {
    const strong = [COMMON, ...BANKS].flatMap((b) => b.questions).flatMap((q) => [
      [q, q.sample] as const,
      ...Object.values(q.group_samples ?? {}).map((s) => [q, s] as const),
      ...(q.follow_up_sample ? [[followUpQuestion(q, q.follow_up), q.follow_up_sample] as const] : []),
    ]);
    expect(strong.filter(([q, answer]) => otherTopicsOf(answer, q).length >= 2).map(([q]) => q.id)).toEqual([]);
  });

  it('a copied sample is recognised and the note says so', () => {
    const q = QUESTIONS[1]!;
    expect(one(q, q.sample).notes[0]).toBe('回答与参考答案几乎一样，请用自己的经历和语言作答');
    const copied = interview(QUESTIONS.map((x) => x.sample)).dimensions;
    expect(copied.find((d) => d.key === 'keywords')!.explanation).toContain('第2题（“在校园二手平台项目中，我负责……”）：回答与参考答案几乎一样');
    expect(copied.find((d) => d.key === 'time')!.explanation).toContain('第2题的回答不算有效作答，时间分只计三成');
    // a few words of the sample inside one's own answer are no copy
    expect(one(q, SPOKEN['java-03']).notes.join()).not.toContain('参考答案');
  });

  it('the question pasted back, and the same text for several questions, are named with the question it repeats', () => {
    expect(one(QUESTIONS[0]!, QUESTIONS[0]!.text).notes[0]).toBe('回答只是把题目复述了一遍');
    const r = interview(QUESTIONS.map(() => SPOKEN['java-01']));
    expect(r.questions[1]!.notes[0]).toBe('与第1题的回答几乎相同，同一段话用在不同题目上会大幅扣分');
    expect(r.dimensions.find((d) => d.key === 'keywords')!.explanation).toContain('第2题（“HashMap底层其实就是一……”）：与第1题的回答几乎相同');
  });

  it("a follow-up that repeats its question's answer is the repeat, not that answer", () => {
    const hashMap = QUESTIONS[0]!;
    const r = scoreInterview(
      [...asked([SPOKEN['java-01']], [hashMap]), { index: 1, question_id: hashMap.id, text: hashMap.follow_up, follow_up: 1, answer: SPOKEN['java-01'], seconds_used: 60, late: 0 }],
      JAVA,
    );
    expect(r.questions[0]!.score).toBe(goodScores[0]);
    expect(r.questions[1]!.notes[0]).toBe('与第1题的回答几乎相同，同一段话用在不同题目上会大幅扣分');
    expect(r.questions[1]!.score).toBeLessThanOrEqual(GAMING_MAX);
  });

  it('an answer off the question gets no time credit, however well timed', () => {
    const r = one(QUESTIONS[0]!, OFF_TOPIC[0]!);
    expect(r.notes).toEqual(expect.arrayContaining(['回答没有切题，没有谈到这道题问的内容', '回答没有切题，时间把控不计分']));
    expect(interview(OFF_TOPIC).dimensions.find((d) => d.key === 'time')!.score).toBe(0);
  });
});

describe('a follow-up is scored against its own points', () => {
  // a question whose follow-up asks something else than the question: its own concepts, points and sample
  const parent: BankQuestion = {
    ...bankQuestion('java-01')!,
    follow_up: '能具体说说HashMap在什么情况下会把链表转成红黑树吗？',
    follow_up_keywords: [['链表长度', '长度超过8', '超过8'], ['数组长度', '64', '容量'], ['退化', '小于6', '转回链表'], ['查找效率', '查得快', '时间复杂度']],
    follow_up_points: ['链表长度超过8', '数组长度达到64', '节点少于6时退化回链表', '红黑树提高查找效率'],
    follow_up_sample: '当一个桶里的链表长度超过8，并且数组长度达到64时，链表会转成红黑树；如果数组还不到64，会先扩容。节点减少到6以下又会退化回链表。这样做是因为链表查找是O(n)，红黑树是O(log n)，冲突多的时候查找效率高很多。',
  };
  const followUp = followUpQuestion(parent, parent.follow_up);
  const timing = { seconds: 120, seconds_used: 40, late: 0 };
  const onPoint = '要同时满足两个条件，一个桶里的链表长度超过8，而且数组长度已经到了64，不够64的话会先扩容。后来节点删到小于6，又会转回链表。这么做是因为链表查得慢，红黑树查得快。';

  it('covers the follow-up’s concepts, not the question’s', () => {
    const a = analyzeAnswer(followUp, onPoint, timing);
    expect(a.covered).toEqual(['链表长度', '数组长度', '退化', '查找效率']);
    expect(a.missing).toEqual([]);
    // the same words against the question's own concepts would miss most of them
    expect(analyzeAnswer(parent, onPoint, timing).missing.length).toBeGreaterThan(0);
  });

  it("an answer that repeats the question's points scores below one on the follow-up's", () => {
    const repeatsParent = 'HashMap底层就是数组加链表，哈希冲突了就挂到链表上，元素多了会扩容，它也不是线程安全的，并发要用ConcurrentHashMap。';
    const on = analyzeAnswer(followUp, onPoint, timing);
    const off = analyzeAnswer(followUp, repeatsParent, timing);
    expect(on.content).toBeGreaterThan(off.content);
    expect(off.missing).toEqual(expect.arrayContaining(['退化']));
  });

  it("falls back to the question's concepts and sample when the bank has none for the follow-up", () => {
    const bare: BankQuestion = { ...parent, follow_up_keywords: undefined, follow_up_points: undefined, follow_up_sample: undefined };
    const q = followUpQuestion(bare, '能再具体说说吗？');
    expect(q.keywords).toBe(bare.keywords);
    expect(q.sample).toBe(bare.sample);
    expect(q.text).toBe('能再具体说说吗？');
  });
});

const STAR_ORDERED =
  '大三做课程项目时，我和组员在技术选型上有分歧。首先我请他说明理由，然后我们各做了一个原型，用数据对比开发效率。最后项目按时上线，开发时间缩短了30%。';

describe('rules that agree with recruiters', () => {
  const java = (id: string) => bankQuestion(id)!;
  const timing = { seconds: 120, seconds_used: 60, late: 0 };

  it('a question pasted back and then turned round is the question again (echo); pasted and then answered is not', () => {
    const q = java('java-01');
    const tautology = 'HashMap的底层原理是什么，它是线程安全的吗？就是HashMap它的底层原理是什么，它的底层就是HashMap的原理。';
    const answered = `HashMap的底层原理是什么，它是线程安全的吗？${SPOKEN['java-01']}`;
    expect(analyzeAnswer(q, tautology, timing).gaming).toBe('echo');
    expect(analyzeAnswer(q, answered, timing).gaming).toBeNull();
    expect(one(q, tautology).score).toBeLessThanOrEqual(GAMING_MAX);
  });

  it('a question pasted back and followed by words that name nothing particular (generic-words.json) is the question again; a plan with its steps is not', () => {
    const q = bankQuestion('common-06')!;
    const padded =
      '我未来三到五年的职业规划是什么呢，我觉得职业规划很重要。在未来三到五年，我会做好我的职业规划，按照职业规划一步一步去发展，在这个岗位上规划好自己的职业，实现三到五年的职业目标，让自己的职业规划越来越清晰。';
    const planned = '我未来三到五年的职业规划是什么呢，第一年我想在测试岗位上把接口自动化做熟，考下ISTQB；第二、三年希望能独立负责一个模块的测试方案，带一两个新人。';
    expect(analyzeAnswer(q, padded, timing).gaming).toBe('echo');
    expect(analyzeAnswer(q, planned, timing).gaming).toBeNull();
    expect(one(q, padded).score).toBeLessThanOrEqual(GAMING_MAX);
  });

  it("the question's own words earn no concept marks: naming 垃圾回收 back is no answer on garbage collection", () => {
    const q = java('java-07');
    expect(keywordCoverage('垃圾回收这个我想先说一下我对垃圾分类的看法，我当过志愿者，教同学区分厨余垃圾。', q).score).toBe(0);
    expect(keywordCoverage('新生代用复制算法，老年代用标记整理，现在多用G1收集器。', q).score).toBe(100);
    // a question that names every concept it has keeps them all
    expect(keywordCoverage('垃圾回收', { ...q, keywords: [['垃圾回收']] }).score).toBe(100);
  });

  it('a concrete story told for a question that asks for one is on the question, whatever its words; a figure after cue words is no story', () => {
    const q = bankQuestion('teacher-05')!;
    expect(q.example).toBe(true);
    const story =
      '实习的时候我带初一语文，班上有个女生作文每次只写两三百字。我找她聊，发现她觉得生活里没什么可写的。我就让她每天写三句话，只写当天看到的一件小事。两周后我挑了一件和她一起扩成一篇，期中考试她的作文从三十分出头提到了四十一分。';
    const a = analyzeAnswer(q, story, timing);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT * Math.min(1, a.said / SAID_FULL) - 1);
    expect(toldStory(q, starOf(story), story.length, a.relevance)).toBe(true);
    // a story is a story without figures too (they earn STAR marks besides)
    const plain = story.replace('期中考试她的作文从三十分出头提到了四十一分', '期中考试她的作文写得很具体，被语文老师当作范文念给全班听').replace('两周后', '过了一段时间').replace('实习的时候', '记得实习的时候');
    const told = analyzeAnswer(q, plain, timing);
    expect(told.star).toMatchObject({ example: true, quantified: false });
    expect(toldStory(q, told.star, plain.length, told.relevance)).toBe(true);
    expect(told.on_topic).toBe(true);
    const cues = '首先，我是一名老师。其次，我具备较强的能力。最后，我提升了30%。';
    expect(toldStory(q, starOf(cues), cues.length, a.relevance)).toBe(false);
    // a story off a knowledge question is still off it, and so is a holiday told for a question on pupils
    expect(toldStory(java('java-07'), starOf(story), story.length, a.relevance)).toBe(false);
    const holiday =
      '去年暑假我第一次去日本大阪旅行，提前做了很详细的攻略，每天几点去哪都排好了。结果第二天下大雨全打乱了，我就临时改去了三个室内的博物馆，最后一周花了不到五千块，比预算省了一千块。回来以后我把攻略整理成了一篇游记，发在网上有两千多人收藏。';
    const off = analyzeAnswer(q, holiday, timing);
    expect(off.on_topic).toBe(false);
    expect(off.star).toMatchObject({ example: true, quantified: true });
    expect(holiday.length).toBeGreaterThanOrEqual(STORY_MIN_CHARS);
    expect(toldStory(q, starOf(holiday), holiday.length, off.relevance)).toBe(false);
  });

  it('code said in an answer is content (display: flex), a list of Latin terms is not', () => {
    const code = '父元素display:flex，然后justify-content: center和align-items: center，或者子元素translate(-50%, -50%)往回挪一半。';
    expect(sentencesOf(code).share).toBeGreaterThan(0.9);
    expect(sentencesOf('flex grid position margin transform center').share).toBe(0);
  });

  it('hedges lower what an answer says; estimates in a story and offering a story are no hedges', () => {
    expect(hedgesOf('相关性和因果性差不多吧，计提的话就按公司的规定吧，年底处理掉就可以了。')).toEqual(['差不多吧', '就可以了', '按公司的规定吧']);
    expect(hedgesOf('我讲一次实习的经历吧。第一周进店人数大概是平时的两倍，比前一年多了差不多三成。')).toEqual([]);
    const q = java('java-01');
    const sure = 'HashMap底层是数组加链表，链表长了会转成红黑树，它不是线程安全的，并发要用ConcurrentHashMap。';
    const hedged = 'HashMap底层好像是数组加链表吧，链表长了应该是会转成红黑树，它不是线程安全的，并发要用ConcurrentHashMap。';
    expect(analyzeAnswer(q, hedged, timing).content).toBeLessThan(analyzeAnswer(q, sure, timing).content * 0.6);
  });

  it('an answer too short to develop the points keeps part of its content', () => {
    expect(depthOf(0)).toBe(DEPTH_FLOOR);
    expect(depthOf(SHORT_CHARS / 2)).toBeCloseTo((1 + DEPTH_FLOOR) / 2);
    expect(depthOf(SHORT_CHARS)).toBe(1);
    const q = bankQuestion('teacher-09')!;
    const slogans = analyzeAnswer(q, '对成绩差的学生要一视同仁，不能歧视他们，要多鼓励，多关心他们。', timing);
    expect(slogans.content).toBeLessThan(80);
  });

  it('an answer a good share of which is signposts (首先…其次…最后…首先) is a salad of them; a structured answer is not', () => {
    const salad = '首先，我是一名前端开发。其次，我有学习能力。最后，我提升了30%。首先沟通，其次协作，最终提升效率50%，综上所述，我非常适合。';
    expect(signpostShare(salad)).toBeGreaterThanOrEqual(SIGNPOST_SHARE);
    expect(analyzeAnswer(bankQuestion('common-01')!, salad, timing).gaming).toBe('signposts');
    expect(signpostShare(STAR_ORDERED)).toBeLessThan(SIGNPOST_SHARE);
    expect(analyzeAnswer(bankQuestion('common-03')!, STAR_ORDERED, timing).gaming).toBeNull();
  });

  it('reads STAR’s labels written out around nothing as a frame, and half the signposts ordering set phrases as a salad', () => {
    const labelled = 'S（情境）：线上故障。T（任务）：快速响应，保障稳定。A（行动）：首先第一时间排查，其次协调各方资源，然后高效解决，最后复盘总结。R（结果）：故障时长缩短80%，效率提升50%。';
    expect(analyzeAnswer(bankQuestion('ops-11')!, labelled, timing).gaming).toBe('frame');
    const phrases = '我叫李敏。首先，我是一名师范生。其次，我热爱教育事业。再次，我具备扎实的专业知识、良好的沟通能力和团队合作精神。然后，通过实习，我的综合素质全面提升。最后，综上所述，我相信我能胜任这个岗位，谢谢。';
    expect(signpostShare(phrases)).toBeLessThan(SIGNPOST_SHARE);
    expect(analyzeAnswer(bankQuestion('common-01')!, phrases, timing).gaming).toBe('signposts');
  });

  it('takes an answer to another common question for off this one (优缺点 told for 为什么选择我们公司)', () => {
    const q = bankQuestion('common-07')!;
    const strengths = '我觉得我最大的优点是执行力强，答应的事情一定会做完。比如大三我在学生创业团队做小程序，需求改了好几次我都按时交了原型。缺点是有点急性子，看到别人拖我会着急，现在在学着先问清楚对方卡在哪里。';
    expect(answersAnother(strengths, q)).toBe(true);
    expect(analyzeAnswer(q, strengths, timing).on_topic).toBe(false);
    const why = '我投贵公司主要是看中你们做工程机械的售后数据平台，我毕业设计做的就是设备故障数据的分析，这个岗位要的SQL和Python我实习里都用过，而且公司在株洲，离家近，能长期干。';
    expect(answersAnother(why, q)).toBe(false);
  });

  it('takes a list of commands for part of the answer to a question that asks for a list, and keeps the rule elsewhere', () => {
    const commands =
      '平时用的多的就 ls cd cp mv rm、grep、find、tail -f 看日志、chmod chown、ps、kill、df -h 看磁盘、free -h 看内存。看负载用 uptime 或者 top，第一行有 load average，三个数分别是1分钟、5分钟、15分钟的平均负载，要跟CPU核数比，4核的机器负载长期超过4就说明有任务在排队了。';
    const q = bankQuestion('ops-04')!; // 常用的Linux命令有哪些？…
    expect(asksForList(q)).toBe(true);
    expect(one(q, commands).notes).not.toContain('多是词语罗列，没有说成完整的句子');
    expect(one(q, commands).score).toBeGreaterThanOrEqual(60);
    expect(asksForList(bankQuestion('java-01')!)).toBe(false);
  });

  it('hears why this employer in a graduate’s words: what they make, how they work, what one did before', () => {
    const q = bankQuestion('common-07')!;
    const why = '我是物流管理专业的，大三在一个做小家电的工厂采购部实习了三个月，主要做询价、跟单、对账，我挺喜欢这种协调的活。选贵公司是因为你们做汽车零部件，供应商管理比较规范，我想在一个流程完整的地方先把基础学扎实。还有就是公司在常州，离我家近，我能长期干。';
    expect(analyzeAnswer(q, why, timing).on_topic).toBe(true);
    expect(one(q, why).score).toBeGreaterThanOrEqual(60);
  });

  it('hears a round figure closed by 吧 as a figure, not a hedge (期望六千左右吧)', () => {
    expect(hedgesOf('株洲这边应届生大概五千到七千，我期望六千左右吧。')).toEqual([]);
    expect(hedgesOf('这个应该是对的吧。')).not.toEqual([]);
  });

  it('the everyday words of a story name the concepts a textbook would (女生 for 学生, 原来是 for 原因, 提到了 for 进步)', () => {
    const q = bankQuestion('teacher-05')!;
    const story = '班上有个女生作文写不好，我找她聊，原来是觉得没什么可写。我就让她每天写三句话，期中作文从三十分提到了四十一分。';
    expect(keywordCoverage(story, q).covered).toEqual(expect.arrayContaining(['学生', '原因', '方法', '进步']));
    expect(keywordCoverage('我平时喜欢打篮球，周末和室友去操场。', q).covered).toEqual([]);
  });

  it('whether one can work far from home, told plainly, names the hardship, the growth and the family (板房, 趁年轻, 父母)', () => {
    const q = bankQuestion('civil-05')!;
    const plain = '能接受。我老家在山区，从小不怕走远路；实习那两个月住在项目部板房，冬天确实冷，也过来了。趁年轻在现场多跑几年，把图纸和实物对上，父母也支持我。';
    expect(keywordCoverage(plain, q).covered).toEqual(expect.arrayContaining(['艰苦', '成长', '家人']));
    expect(analyzeAnswer(q, plain, timing).on_topic).toBe(true);
  });

  it('one’s own story half-remembered (做的是那个纸桥还是什么) is hedged; a choice offered (A还是B) is not', () => {
    expect(hedgesOf('我们组做的是那个纸桥还是什么，最后没拿到名次。')).toEqual(['还是什么']);
    expect(hedgesOf('先确认是网络问题还是代码问题，再去查日志。')).toEqual([]);
  });

  it('counts said in Chinese numerals are figures (从四十多条降到了个位数), 一 before a count word is an article', () => {
    expect(quantifiedOf('改版后漏单的投诉从每周四十多条降到了个位数')).toBe(true);
    expect(quantifiedOf('我们一起去了两家店')).toBe(true);
    expect(quantifiedOf('我写了一篇总结，发了一条朋友圈')).toBe(false);
  });

  it('owning up to little practice is a hedge; a shortcoming told with what one does about it is not', () => {
    expect(hedgesOf('多线程我在项目里用的不多，主要是知道线程池可以复用线程。')).toEqual(['用的不多']);
    expect(hedgesOf('我的缺点是不太会主动说话，现在每次组会我都先发言。')).toEqual([]);
  });
});

describe('gaming that reads like an answer', () => {
  const analysed = (id: string, answer: string) => analyzeAnswer(bankQuestion(id)!, answer, { seconds: 120, seconds_used: 60, late: 0 });
  const ALL = [COMMON, ...BANKS].flatMap((b) => b.questions);
  const referencesOf = (q: BankQuestion) => [q.sample, q.follow_up_sample ?? '', ...Object.values(q.group_samples ?? {})].filter(Boolean);

  it('a sample copied with light edits (嗯 added, 首先 → 第一, words changed, a sentence dropped) is copied; one\'s own plan for the question is not', () => {
    const q = bankQuestion('mkt-01')!;
    const edited =
      '嗯，我会按四个步骤来做。第一，先做市场调研，用问卷和访谈了解一下大学生喝饮料的场景和口味偏好。第二，根据调研结果明确产品定位，比如“低糖、适合自习提神”。然后选择渠道：线下进校园的便利店和自动售货机，线上在抖音和小红书做推广。最后，设定预算和评估指标，如销量、复购率和话题的曝光量。';
    expect(overlap(edited, q.sample)).toBeLessThan(COPY_OVERLAP);
    expect(containment(edited, q.sample)).toBeGreaterThanOrEqual(CONTAINMENT_SHARE);
    expect(analysed('mkt-01', edited).gaming).toBe('copied');
    expect(one(q, edited).score).toBeLessThanOrEqual(GAMING_MAX);
    const own =
      '我会先在学校里发问卷，问同学们平时什么时候买饮料、在意价格还是口味。如果大家多是熬夜复习时买，就把它定位成提神的低糖饮料。渠道上放在宿舍楼下的售货机和食堂旁的便利店，再请几个学生博主在小红书试喝。预算里留一部分做试饮，一个月后看销量和复购。';
    expect(containment(own, q.sample)).toBeLessThan(CONTAINMENT_SHARE / 2);
    expect(analysed('mkt-01', own).gaming).toBeNull();
  });

  it("a follow-up's or a group's sample lightly edited is copied too, and a short answer is never compared", () => {
    const q = bankQuestion('common-01')!;
    const [group, sample] = Object.entries(q.group_samples ?? {})[0]!;
    expect(group).toBeTruthy();
    const edited = `嗯，${sample.replace(/首先/g, '第一').replace(/。[^。]*。$/, '。')}`;
    expect(analysed('common-01', edited).gaming).toBe('copied');
    expect(containment(sample.slice(0, 20), sample)).toBe(0);
  });

  it("no bank sample is taken for a copy of another question's references, nor for a pasted reference text or a list", () => {
    const strong = ALL.flatMap((q) => referencesOf(q).map((s) => [q, s] as const));
    // within a bank, where questions share the most words
    const copies = [COMMON, ...BANKS].flatMap(({ questions }) =>
      questions.flatMap((q) => questions.filter((o) => o.id !== q.id && referencesOf(o).some((s) => referencesOf(q).some((r) => containment(s, r) >= CONTAINMENT_SHARE))).map((o) => `${o.id}→${q.id}`)),
    );
    expect(copies).toEqual([]);
    expect(strong.filter(([, s]) => readsAsReference(s) || listsTerms(s)).map(([q]) => q.id)).toEqual([]);
  });

  it('an encyclopedia or textbook paragraph pasted in is gaming; a definition said in one\'s own words is not', () => {
    const encyclopedia =
      'STP战略是指市场细分（Segmentation）、目标市场选择（Targeting）和市场定位（Positioning）三个步骤的总称，又称STP营销，由美国营销学家温德尔·史密斯提出，是现代市场营销战略的核心。企业依据消费者需求的差异把整体市场划分为若干子市场，再选择其中一个或几个作为目标市场，并确定产品在其中的位置。';
    expect(referenceCuesOf(encyclopedia)).toBeGreaterThanOrEqual(REFERENCE_CUES_MIN);
    expect(analysed('mkt-06', encyclopedia).gaming).toBe('reference');
    expect(one(bankQuestion('mkt-06')!, encyclopedia).score).toBeLessThanOrEqual(GAMING_MAX);
    // the same matter said by a student: 就是, 比如, 我们
    const spoken =
      'STP就是先把市场切开，再挑一块做，最后想清楚自己在这块里是什么位置。比如我们做校园咖啡，先按预算和喝咖啡的时间把学生分成几类，选了熬夜复习的那群人，定位成便宜又提神的平价咖啡。';
    expect(analysed('mkt-06', spoken).gaming).toBeNull();
    // a short textbook definition followed by one's own example is the student's too
    const shortDefinition = 'A/B测试是指把用户随机分成两组，分别看两个版本。我在实习时用它比较过两种按钮文案，新文案的点击率高了3个百分点。';
    expect(readsAsReference(shortDefinition)).toBe(false);
    expect(analysed('da-03', shortDefinition).gaming).toBeNull();
  });

  it('a textbook’s classification recited (可以分为三种模式，适用于…；原则包括…；因素有…) for what one would do is pasted; what the nurse would do is not', () => {
    const textbook =
      '护患沟通是护理工作的重要组成部分。护患关系可以分为三种基本模式：主动-被动型，适用于昏迷患者；指导-合作型，适用于急性病患者；共同参与型，适用于慢性病患者。护患沟通的原则包括尊重原则和保密原则，影响沟通的因素有护士因素、患者因素和环境因素。';
    expect(analysed('nurse-03', textbook).gaming).toBe('reference');
    expect(one(bankQuestion('nurse-03')!, textbook).score).toBeLessThanOrEqual(GAMING_MAX);
    const own = '我会先把家属带到旁边安静一点的地方，让他先说，不打断。等他说完我再复述一遍他担心的是什么，比如等了两个小时还没换药，然后告诉他我现在就去问医生，十分钟内回来给他答复。';
    expect(analysed('nurse-03', own).gaming).toBeNull();
  });

  it('theories recited by their authors (心理学上的定义, 加涅的…理论, 遗忘曲线表明) for a question asking how one learns are pasted; one’s own way of learning is not', () => {
    const recited =
      '关于记忆，认知心理学上有一个经典的定义：记忆是人脑对经验过的事物的识记、保持、再现或再认。根据多重存储理论，记忆分为感觉记忆、短时记忆和长时记忆三个阶段。研究表明，间隔重复比集中练习保持得更久，布鲁纳的发现学习理论则强调学习者主动建构知识。';
    expect(analysed('common-11', recited).gaming).toBe('reference');
    const own = '我学Python是从一个小目标开始的：帮社团把报名表自动汇总。先跟着网上的免费课学了两周基础，然后边查边写，遇到报错就去搜，写完以后每次活动省了差不多一个小时。';
    expect(analysed('common-11', own).gaming).toBeNull();
  });

  it('management-speak strung together (问题导向, 全局视角, 跨部门高效协同, 落地) is buzzword stuffing, whatever percentages follow', () => {
    const speak =
      '在工作中，我始终坚持问题导向和目标导向，从全局视角洞察业务痛点，通过系统性梳理、精细化管理和跨部门高效协同推动举措落地，使整体效率提升了30%，深刻认识到主动担当是核心竞争力。';
    expect(analysed('common-16', speak).gaming).toBe('buzzwords');
    expect(one(bankQuestion('common-16')!, speak).score).toBeLessThanOrEqual(GAMING_MAX);
  });

  it('management-speak of a human-resources essay (全链条, 以…为导向, 以…为纽带, 有机统一, 共生共赢) is buzzword stuffing; an account with one of them is not', () => {
    const essay =
      '我觉得人才流失要系统地看，核心在于以业务为导向、以文化为纽带，打通招聘、培养、晋升全链条，让制度激励和情感关怀有机统一，构建长效留人机制，最终实现企业与员工的共生共赢。';
    expect(analysed('hr-05', essay).gaming).toBe('buzzwords');
    expect(one(bankQuestion('hr-05')!, essay).score).toBeLessThanOrEqual(GAMING_MAX);
    const account =
      '我在一家连锁餐饮的人事部实习过三个月，门店店长一年走了六个。我把离职面谈记录整理了一遍，一半人说的是排班太满、晋升没盼头，就建议总部给店长加了轮休，并开了储备经理的通道，老板说要以留人为导向，后来半年只走了一个。';
    expect(analysed('hr-05', account).gaming).toBeNull();
  });

  it('the big words of rigour claimed (高标准、严要求, 多角度, 零差错、零失误, 保驾护航) are buzzword stuffing; an account that says one of them is not', () => {
    const claimed = '我会以高标准、严要求对待每一张凭证，多角度核查每一笔账，确保零差错、零失误，为公司的财务安全保驾护航。';
    expect(analysed('acct-02', claimed).gaming).toBe('buzzwords');
    expect(one(bankQuestion('acct-02')!, claimed).score).toBeLessThanOrEqual(GAMING_MAX);
    const account =
      '我在代账公司实习时，每月报税前会把银行流水和账上的余额逐笔对一遍，有一次发现一笔三千块的手续费漏记了。带我的会计说做账就是要高标准，我后来每张凭证都附上原始单据的照片，月底再按科目余额表抽查一遍。';
    expect(analysed('acct-02', account).gaming).toBeNull();
  });

  it('a count word said twice (一次次, 一天天) is time after time, no quantity; 三次 still is', () => {
    expect(quantifiedOf('在一次次练习中慢慢进步')).toBe(false);
    expect(quantifiedOf('一天天熬过来的')).toBe(false);
    expect(quantifiedOf('改了三次才通过')).toBe(true);
  });

  it('hands-on measures after 要 (床栏要拉起来, 要穿防滑的鞋, 门口要贴标识) are steps, not slogans; abstract musts still are', () => {
    const measures = '要先把水渍拖干，门口要贴小心地滑的提示，走廊要挂扶手提示牌，床边的东西要收好，夜里要锁好轮子，要穿合脚的鞋，要多巡视，要重视宣教，要有记录。';
    expect(recitesSlogans(measures)).toBe(false);
    const musts = '预防工作要重视，要有制度，要有责任，要加强管理，要做到位，要落实，要常抓不懈，要时刻注意。';
    expect(recitesSlogans(musts)).toBe(true);
  });

  it('an acronym coined as one’s own and spelled out letter by letter (我总结了自己的…法则：C是Calm…) is a frame on any question; a textbook model explained is not', () => {
    const coined =
      '面对客户拒绝，我有一套自创的CARE法则。C是Calm，保持冷静，不急不躁；A是Action，马上行动，不拖延；R是Reflect，及时反思，总结得失；E是Energy，保持能量，永不言弃。只要坚持CARE法则，再难的客户也能拿下。';
    expect(answersWithFrame(bankQuestion('sales-05')!, coined)).toBe(true);
    expect(one(bankQuestion('sales-05')!, coined).score).toBeLessThanOrEqual(GAMING_MAX);
    const textbook = 'SWOT分析是把内部和外部因素放在一起看。S是Strengths，优势；W是Weaknesses，劣势；O是Opportunities，机会；T是Threats，威胁。我做校园咖啡店的课程作业时，用它列出了租金低这个优势和竞品多这个威胁。';
    expect(framedAsAcronym(textbook)).toBe(false);
  });

  it('a paragraph of parallel clauses (在…中…，在…中…，在…中…; 来自…，来自…，更来自…) with no deed is a frame when an example is asked; a told case with one such run is not', () => {
    const polished =
      '说到最骄傲的一件事，与其说是某一次获奖，不如说是一路走来的蜕变。我学会了在挫折中保持冷静，在迷茫中坚定方向，在团队中发挥所长。这份骄傲来自对梦想的坚守，来自对责任的担当，更来自对自我的一次次超越。';
    expect(framedAsParallels(polished)).toBe(true);
    expect(analysed('common-09', polished).gaming).toBe('frame');
    const told =
      '大二我带着四个同学做校园二手书小程序，在图书馆里发传单，在食堂门口摆摊，在宿舍群里发链接，一个学期卖出了三百多本书，收入全部捐给了支教社。';
    expect(analysed('common-09', told).gaming).toBeNull();
  });

  it('mottos in a 总-分-总 frame, and a company’s values recited in quotation marks, are slogans; a list of items is not', () => {
    const frame = '总：考核要公平有效。分：第一，公平，公开公正，标准统一；第二，有效，科学合理，闭环管理；第三，激励，奖惩分明，持续改进。总：只有四位一体，才能实现绩效提升30%。';
    expect(analysed('hr-04', frame).gaming).toBe('slogans');
    const values = '我选择贵公司，是因为我认同贵公司“客户至上、诚信为本、追求卓越、合作共赢”的价值观和“让每个家庭用上好产品”的使命，我会秉承“用心服务每一位客户”的理念。';
    expect(analysed('common-07', values).gaming).toBe('slogans');
    const list = '五险是养老、医疗、失业、工伤和生育保险，一金是住房公积金。我实习时帮同事核过一次入职的社保基数，发现有人按最低基数交，就提醒了主管。';
    expect(analysed('hr-10', list).gaming).toBeNull();
  });

  it('an example asked for and a 总-分-总 frame of aspects given (从三个方面来谈，第一…层面，综上所述), its example only 就是这样做的, is a frame; a frame around a real case is not', () => {
    const frame =
      '面对压力，我想从以下三点来回答。第一，时间层面，我会列好计划，分清主次。第二，情绪层面，我会及时调整，保持平和。第三，沟通层面，我会主动向同学和老师求助。例如在课程设计中，我也是这样做的，结果很好。总而言之，我能在压力下把事情做好。';
    expect(analysed('common-04', frame).gaming).toBe('frame');
    expect(one(bankQuestion('common-04')!, frame).score).toBeLessThanOrEqual(GAMING_MAX);
    const framedCase = frame.replace('例如在课程设计中，我也是这样做的，结果很好。', '例如大三期末周，我同时赶两门课设和实习周报，就把任务按截止日排好，周报提前到周三写，最后两门课设都拿了85分以上。');
    expect(analysed('common-04', framedCase).gaming).toBeNull();
  });

  it('a motto of counted heads (一个…、两个…、三个…) around nothing particular is a frame on any question; a plan in steps is not', () => {
    const motto =
      '做好团队管理，我总结为“一个中心、两个基本、三个坚持”。一个中心是以目标为中心；两个基本是制度和文化两手抓；三个坚持是坚持沟通、坚持激励、坚持复盘。这样才能打造一支有凝聚力、有战斗力的团队，实现个人和组织的共同成长。';
    expect(framedAsCountedMotto(motto)).toBe(true);
    expect(answersWithFrame(bankQuestion('hr-04')!, motto)).toBe(true);
    expect(analysed('hr-04', motto).gaming).not.toBeNull();
    const steps =
      '我会分三步来做。第一步先和部门负责人把每个岗位要看的三到五项指标定下来，写清楚怎么算分；第二步每个月做一次面谈，把数据和事例一起拿出来；第三步结果出来后留一周申诉期，有异议的由人力复核。';
    expect(framedAsCountedMotto(steps)).toBe(false);
    expect(answersWithFrame(bankQuestion('hr-04')!, steps)).toBe(false);
    // counted things of a real account are no motto
    expect(framedAsCountedMotto('我们一个组五个人，两个同学做前端，三个同学做后端。')).toBe(false);
  });

  it('keywords announced as the frame (我用三个关键词来回答…第一个关键词是…) on a question about the student are a frame; a real setback told is not', () => {
    const keywords =
      '对于压力，我想用三个关键词来回答：坚持、调整、突破。第一个关键词是坚持，压力面前要咬牙坚持；第二个关键词是调整，要学会调整心态；第三个关键词是突破，走出舒适区才能突破自我。宝剑锋从磨砺出，梅花香自苦寒来。';
    expect(answersWithFrame(bankQuestion('common-04')!, keywords)).toBe(true);
    expect(one(bankQuestion('common-04')!, keywords).score).toBeLessThanOrEqual(GAMING_MAX);
    const told = keywords.replace('宝剑锋从磨砺出，梅花香自苦寒来。', '比如大三考教资那个月，我每天五点起来刷题，最后笔试三科都过了。');
    expect(answersWithFrame(bankQuestion('common-04')!, told)).toBe(false);
  });

  it('a frame of aspects or STAR labels around nothing particular is a frame on any question about the student, its 比如 heading aspects and its percentage with no base; a frame around a real case, or a knowledge question in aspects, is not', () => {
    // 如何看待加班 asks for no example: the frame around nothing is an essay's frame all the same
    const aspects =
      '对于加班这件事情，我打算分两个方面来谈一谈自己的看法。第一，态度方面，比如公司有紧急任务需要大家一起完成的时候，我会服从安排，不会有怨言；第二，效率方面，比如平时在工作中合理安排好自己的时间，尽量提高效率，减少不必要的加班。总而言之，加班是对一个人责任心和职业素养的考验，我能够正确看待并积极面对。';
    expect(analysed('common-08', aspects).gaming).toBe('frame');
    expect(one(bankQuestion('common-08')!, aspects).score).toBeLessThanOrEqual(GAMING_MAX);
    const labels =
      '这个问题我按STAR来讲。S（情境）：大学期间我参与过大型活动的筹备。T（任务）：我负责把活动办好。A（行动）：我认真策划，合理分工，积极和各方沟通。R（结果）：活动非常成功，参与人数提升了60%，我也收获很大。';
    // its labels are signposts too (a short one is read so first): a frame either way
    expect(answersWithFrame(bankQuestion('common-09')!, labels)).toBe(true);
    expect(analysed('common-09', labels).gaming).not.toBeNull();
    expect(one(bankQuestion('common-09')!, labels).score).toBeLessThanOrEqual(GAMING_MAX);
    // the same labels around a case of the student's own: a story told in order
    const labelledCase =
      'S（情境）：大二下学期我在学院图书馆勤工俭学，还书车每天积压两百多本。T（任务）：老师让我想办法当天清完。A（行动）：我按索书号首字母把还书车分成四格，还书时就顺手分好，上架一趟走完一排。R（结果）：三周后每天积压降到五十本以内，这个分格办法到现在还在用。';
    expect(answersWithFrame(bankQuestion('common-09')!, labelledCase)).toBe(false);
    expect(analysed('common-09', labelledCase).gaming).toBeNull();
    // a knowledge question answered in aspects holds the field's matter: other rules read it
    const knowledge =
      '事件循环我从两个方面来说。第一，执行层面，同步代码先在调用栈里跑完，再去清空微任务队列，Promise的then就在这里。第二，调度层面，微任务清空后取一个宏任务，比如setTimeout的回调，执行完再清微任务。总的来说，就是一个宏任务、一批微任务地循环。';
    expect(analysed('fe-04', knowledge).gaming).not.toBe('frame');
  });

  it('a method’s stages (用PDCA循环来回答，P，计划阶段：) or a motto’s key words (概括为三个关键词…第一阶段是“扎根”) announced as the frame, around nothing particular, is a frame; the same stages around a real case are not', () => {
    const pdca =
      '这个问题我用PDCA循环来回答。P，计划阶段：我会在计划中充分考虑需求的完整性。D，执行阶段：我始终保持敏感度，及时识别潜在问题。C，检查阶段：对问题进行归纳和分析。A，处理阶段：推动相关方闭环解决，持续改进。';
    expect(analysed('qa-10', pdca).gaming).toBe('frame');
    expect(one(bankQuestion('qa-10')!, pdca).score).toBeLessThanOrEqual(GAMING_MAX);
    const motto =
      '我的职业规划可以概括为三个关键词：“扎根”“成长”“突破”。第一阶段是“扎根”，沉下心来夯实基础；第二阶段是“成长”，拓宽视野提升能力；第三阶段是“突破”，勇于创新追求卓越。';
    expect(analysed('common-06', motto).gaming).toBe('frame');
    const pdcaCase = pdca.replace('我会在计划中充分考虑需求的完整性。', '去年在一家电商公司实习，写优惠券的用例时发现需求没说能不能和满减叠加，我列了6种叠加场景找产品经理确认。');
    expect(analysed('qa-10', pdcaCase).gaming).toBeNull();
    // a plan in stages, not announced as key words, is no frame
    expect(analysed('common-06', '我的规划分三个阶段。第一阶段是入职头一年，在车间跟师傅把冲压线的工艺吃透；第二阶段是第二到三年，独立负责一条线的改善项目；第三阶段是三到五年，能带两三个新人。').gaming).not.toBe('frame');
  });

  it('a story of vague referents whose only figures are bare percentages (提升了35%, 完成率100%) is vague', () => {
    const vague = '在以往的实践中，我科学规划各项工作，整合各方资源，通过这一方法，我将工作效率提升了35%，任务按时完成率达到100%。';
    expect(analysed('common-04', vague).gaming).toBe('vague');
    const real = '期末周同时赶两门课设和实习周报，我把任务按截止日排好，每天早上先做最难的一件，周报改成周三提前写，最后两份课设都拿了85分以上。';
    expect(analysed('common-04', real).gaming).toBeNull();
  });

  it('English buzzwords (end-to-end, SOTA, leverage, scalability) count as big words, whatever their case', () => {
    const english = '我做的是一个End-to-End的项目，基于SOTA的framework，leverage了large-scale data，实现了significant improvement，具有很强的scalability和robustness。';
    expect(analysed('algo-01', english).gaming).toBe('buzzwords');
  });

  it('many terms strung into one sentence behind one verb are a list unless one of them is explained', () => {
    const tools = '我的数据分析能力比较全面，运用Python、SQL、Excel、Tableau、SPSS、Power BI和Hive进行数据处理和可视化，能熟练完成各类分析工作。';
    expect(longestEnumeration(tools)).toBeGreaterThanOrEqual(ENUMERATION_TERMS);
    expect(analysed('da-02', tools).gaming).toBe('enumeration');
    expect(one(bankQuestion('da-02')!, tools).score).toBeLessThanOrEqual(GAMING_MAX);
    // the same list, and what one did with one of the tools and what came of it
    const explained = `${tools}比如毕业设计里我用SQL从订单表里按周统计复购率，因为原来的Excel表太大打不开，改用SQL以后十分钟就能出结果。`;
    expect(analysed('da-02', explained).gaming).toBeNull();
    // a spoken account with a few things named is no list
    expect(longestEnumeration('我先看了漏斗，然后和运营一起查渠道，发现注册页的验证码太慢，改了以后转化高了一点。')).toBeLessThan(ENUMERATION_TERMS);
  });

  it('terms typed with spaces for a list (索引 B+树 回表 覆盖索引 EXPLAIN) are a list; speech transcribed with spaces for stops is not', () => {
    const spaced = '索引 B+树 聚簇索引 非聚簇索引 回表 覆盖索引 最左前缀 联合索引 索引下推 EXPLAIN 慢查询日志 索引失效 慢SQL优化';
    expect(analysed('java-04', spaced).gaming).toBe('enumeration');
    expect(one(bankQuestion('java-04')!, spaced).score).toBeLessThanOrEqual(GAMING_MAX);
    const transcript =
      '索引我理解就是帮数据库少扫表 我实习的时候有个订单查询很慢 先用EXPLAIN看了一下 发现是全表扫描 因为条件里对日期用了函数 索引就失效了 我把函数去掉改成范围查询 再加了一个用户id和日期的联合索引 查询从三秒多降到一百毫秒左右';
    expect(analysed('java-04', transcript).gaming).toBeNull();
  });

  it("the digits of a listed term (HTTP2, Vue3, 360度) are no figure of what came of it; a figure outside the list is", () => {
    const listed = '绩效管理方面，要综合运用KPI、OKR、360度评估、平衡计分卡、MBO、关键事件法等工具，做到流程闭环，全面提升组织效能和员工满意度。';
    expect(analysed('hr-04', listed).gaming).toBe('enumeration');
    expect(one(bankQuestion('hr-04')!, listed).score).toBeLessThanOrEqual(GAMING_MAX);
    const explained = `${listed.slice(0, -1)}，比如实习时我们把销售的KPI从只看签单额改成签单额加回款率，季度末的坏账少了一半。`;
    expect(analysed('hr-04', explained).gaming).toBeNull();
  });

  it('an answer that goes round the question’s own words says nothing of them (echo); a definition with its own words does not', () => {
    const circular = '销售漏斗就是销售的一个漏斗，所以叫销售漏斗。销售漏斗很重要，管理销售漏斗就是把销售漏斗管理好，通过销售漏斗我们就知道销售漏斗怎么样，所以做销售一定要会管理销售漏斗。';
    expect(analysed('sales-07', circular).gaming).toBe('echo');
    const own = '销售漏斗就是从找到线索、第一次拜访、报价到签单，每一步还剩多少客户。我实习时每周五看一次，报价到签单掉得最多，就先回访报了价没签的那些，问卡在哪。';
    expect(analysed('sales-07', own).gaming).toBeNull();
  });

  it('interview.gaming.echo.wrapped: a circle on the question inside a notice’s or a message’s wrapper is an echo; an explanation whose sentences say the matter in other words is not', () => {
    // a library's closing notice around the question and a tautology; a parcel slip around another
    const notice =
      '【闭馆通知】各位读者：因消防设备年检，图书馆将于本周六全天闭馆。什么是黑盒测试和白盒测试？黑盒测试就是黑盒的测试，白盒测试就是白盒的测试，黑盒测试和白盒测试的区别就是黑盒和白盒的区别。请合理安排借还时间，逾期图书可在下周一归还，不计滞纳金。校图书馆流通部';
    expect(analysed('qa-06', notice).gaming).toBe('echo');
    expect(one(bankQuestion('qa-06')!, notice).score).toBeLessThanOrEqual(GAMING_MAX);
    const slip =
      '【丰巢】您的包裹已放入3号柜，凭取件码8812取件。什么是销售漏斗？如何管理？销售漏斗就是销售的漏斗，管理销售漏斗就是把销售漏斗管理好，销售漏斗管理好了销售就好了。超时将收取保管费，详询客服。';
    expect(analysed('sales-07', slip).gaming).toBe('echo');
    // the matter said in sentences of its own words, around a sentence that names the question's words
    const explained =
      '黑盒测试和白盒测试我是这么分的。前者不看代码，只按需求给输入、看输出，常用等价类和边界值。后者要读代码的内部逻辑，按语句覆盖、分支覆盖来设计用例。我实习时测登录接口，先按密码长度的边界测了一遍，又对照代码补了异常分支。';
    expect(analysed('qa-06', explained).gaming).toBeNull();
  });

  it('interview.gaming.echo.wrapped.as-asked: a wrapper’s sentence that holds a question’s word only inside a longer word of its own (工作日, 安全帽) is still the wrapper; a sentence already on the question keeps its words', () => {
    // a bank's text message whose 工作日 holds the question's 工作, around the question and a tautology
    const message =
      '【城商银行】尊敬的客户，您尾号3021的信用卡本期账单已出，应还金额1280.00元，最后还款日前请保持账户余额充足，节假日顺延至下一个工作日，逾期将影响个人征信记录，详询客服热线。\n你怎么看待销售工作中的诚信问题？销售工作中的诚信问题，就是销售工作中诚信的问题，诚信问题很重要。';
    expect(circlesWrapped(message, bankQuestion('sales-13')!)).toBe(true);
    expect(analysed('sales-13', message).gaming).toBe('echo');
    expect(one(bankQuestion('sales-13')!, message).score).toBeLessThanOrEqual(GAMING_MAX);
    // a site's gate notice whose 安全帽 holds the question's 安全
    const gate =
      '【工地门卫登记须知】外来人员进场一律戴安全帽，在门卫室出示身份证登记车牌号和联系电话，晚十点后禁止车辆进出，垃圾请倒入东侧集中点。\n施工安全管理的重点有哪些？施工安全管理的重点，就是施工中安全管理的重点，重点就是把安全管理好。';
    expect(analysed('civil-03', gate).gaming).toBe('echo');
    // the words of a sentence on the question are read as before: 黑盒子 beside 黑盒测试 is the question's own
    expect(circlesWrapped('【闭馆通知】本周六图书馆全天闭馆。黑盒测试就是黑盒子的测试，黑盒子测试就是黑盒测试，黑盒测试和白盒测试的区别就是黑盒子和白盒子的区别。', bankQuestion('qa-06')!)).toBe(true);
  });

  it('interview.gaming.echo.wrapped.fields: an app’s card typed as one line parts its fields by their labels, and the labels are the card’s words; an answer labelled in parts that speaks in them is no card', () => {
    const card = '【飞书任务】常见的出版物差错有哪些类型？ 负责人：我 截止时间：明天 10:30 描述：常见的出版物差错的类型就是出版物中常见的那些差错的类型，类型很多。 优先级：高';
    expect(analysed('editor-09', card).gaming).toBe('echo');
    expect(one(bankQuestion('editor-09')!, card).score).toBeLessThanOrEqual(GAMING_MAX);
    const labelled = '情境：我在出版社实习校对一本教材。 任务：找出常见的出版物差错类型。 行动：我把差错分成文字差错、知识性差错、政治性差错和格式差错，逐页核对引文和数字。 结果：一共改了四十多处。';
    expect(analysed('editor-09', labelled).gaming).toBeNull();
  });

  it('interview.gaming.echo.wrapped.addressed: a notice addressed to the role the question names (各班主任：…请各班主任…) is the wrapper around a tautology; an answer that speaks of the role, or asks others (我会请各科老师), is no notice', () => {
    const q = bankQuestion('teacher-14')!;
    // a school's notice to the class teachers, the question said back and turned round
    const notice =
      '关于组织五年级学生开展秋季研学活动的通知：各班主任：经学校研究，定于10月17日组织五年级学生前往科技馆研学。请各班主任提前统计人数、收齐家长回执，并做好安全教育。当天8:00在校门口集合。你如何做好班主任工作？做好班主任工作，就是要把班主任的工作做好。';
    expect(circlesWrapped(notice, q)).toBe(true);
    expect(analysed('teacher-14', notice).gaming).toBe('echo');
    expect(one(q, notice).score).toBeLessThanOrEqual(GAMING_MAX);
    // a salutation in another form (致全体班主任：) addresses the role as well
    expect(circlesWrapped(notice.replace('各班主任：', '致全体班主任：').replace('请各班主任', '请全体班主任'), q)).toBe(true);
    // near-misses: the role spoken of, and a request of the student's own, keep the sentences on the question
    const spoken =
      '做好班主任工作，我觉得先要认识每个学生。实习时我跟着一个四年级班主任，开学第一周我把全班四十二个学生的家庭情况都登记了一遍。每周五我会请各科老师说说班里谁落下了，再找那几个孩子谈心。各班主任之间也要多交流，期中后我们班的作业上交率从七成升到了九成多。';
    expect(circlesWrapped(spoken, q)).toBe(false);
    expect(analysed('teacher-14', spoken).gaming).toBeNull();
    // a salutation to someone the question does not name (各位家长：) sets no sentence aside that names the role
    const parents = '各位家长：班主任工作要做好，就是要关心学生，我会每周和家长沟通一次，开家长会时把每个孩子的作业和考试情况讲清楚，学期末班里的平均分提高了八分。';
    expect(circlesWrapped(parents, q)).toBe(false);
  });

  it('interview.gaming.echo.wrapped.scene: the question restated round its own words and then answered from where the student worked is no wrapper; a notice around the same restatement is', () => {
    const q = bankQuestion('sales-13')!;
    const restated = '你怎么看待销售工作中的诚信问题？销售工作中的诚信问题，就是销售工作中诚信的问题。';
    const answered = `${restated}我大三在一家卖净水器的门店兼职，店长让我们说滤芯能用三年，其实按本地水质一年就得换。我跟客户照实说了换芯周期，那个月少签了两单，但后来有三个老客户介绍朋友来买。`;
    expect(circlesWrapped(answered, q)).toBe(false);
    expect(analysed('sales-13', answered).gaming).toBeNull();
    expect(one(q, answered).score).toBeGreaterThanOrEqual(GOOD_MIN);
    // a short account, no story with what came of it, opened on the ward where the student interned
    const ward = '护理工作中做好感染防控，就是在护理工作中把感染防控做好。具体来说，我在呼吸科实习时每接触一个病人前后都洗手，进隔离病房前再套隔离衣，用过的针头马上丢进锐器盒。';
    expect(analysed('nurse-14', ward).gaming).toBeNull();
    // a notice sets no scene of the student's own (我校定于…): the same restatement inside it is an echo
    const notice = `【秋游回执】我校定于本周五组织学生秋游，请家长填写回执，于周三前交班主任。${restated}诚信问题很重要，销售工作中要讲诚信。`;
    expect(analysed('sales-13', notice).gaming).toBe('echo');
  });

  it('the question’s word with one character added (黑盒子 for 黑盒) is the question’s own: an answer going round it is an echo; a definition that uses it is not', () => {
    const own = questionsOwnWord(bankQuestion('qa-06')!);
    expect(own('黑盒子')).toBe(true);
    expect(own('黑盒')).toBe(true);
    expect(own('软件')).toBe(false);
    expect(own('等价类')).toBe(false);
    const circular = '什么是黑盒测试？黑盒测试就是把软件当成一个黑盒子来进行的测试，不看黑盒子里面，只看黑盒子外面。黑盒测试和别的测试是不同的测试，区别就是黑盒测试是黑盒子的。';
    expect(analysed('qa-06', circular).gaming).toBe('echo');
    const defined =
      '黑盒测试就是把程序当成一个黑盒子，不看代码，只按需求给输入、看输出对不对，常用等价类和边界值；白盒测试要看代码的内部逻辑，按语句覆盖、分支覆盖来设计用例。我实习时测登录接口，黑盒测了密码长度的边界，白盒又补了异常分支。';
    expect(analysed('qa-06', defined).gaming).toBeNull();
  });

  it('interview.gaming.echo (spelled out): the question’s abbreviation said back in full (业财 as 业务和财务) is its own words: an answer going round them is an echo; an account that names them is not', () => {
    const q = bankQuestion('fa-10')!;
    const circular = '业财融合就是业务与财务融合，财务跟业务融合起来，业务和财务融合好了就是业财融合，所以业财融合很重要，企业都要做好业财融合。';
    expect([...spelledOutWords(circular, q)].sort()).toEqual(['业务', '财务'].sort());
    expect(analysed('fa-10', circular).gaming).toBe('echo');
    expect(one(q, circular).score).toBeLessThanOrEqual(GAMING_MAX);
    const own =
      '业财融合就是财务不只在月底记账，要提前进到业务里。我在一家连锁超市实习时，财务每周和采购对一次毛利，发现有两个品类促销以后是亏钱的，采购就把满减改成了第二件半价。业务和财务看同一套数据，决策就快了。';
    expect(analysed('fa-10', own).gaming).toBeNull();
    // two words whose first characters are not the question's run spell out nothing
    expect(spelledOutWords('产品和运营要一起看数据', q).size).toBe(0);
  });

  it('a concrete case set in a time and place of its own touches other questions of the field without being stuffing', () => {
    const q = bankQuestion('java-14')!;
    expect(analysed('java-14', STUFFED_SENTENCES).gaming).toBe('stuffed');
    const story = `去年实习的时候有一次订单接口突然变慢，${STUFFED_SENTENCES.slice(0, 40)}我先看监控，发现是慢SQL，加了联合索引以后接口从2秒降到200毫秒。`;
    expect(analysed(q.id, story).gaming).not.toBe('stuffed');
  });

  it('a story set in an internship told in an earlier answer and named again (还是实习那段吧) is set in time and place too, and offering it is no hedge', () => {
    const told = `订单接口突然变慢，${STUFFED_SENTENCES.slice(0, 80)}我先看监控，发现是慢SQL，加了联合索引以后接口从2秒降到200毫秒。`;
    expect(analysed('java-14', told).gaming).toBe('stuffed');
    const returnedTo = analysed('java-14', `就还是实习那段吧。${told}`);
    expect(returnedTo.gaming).toBeNull();
    expect(returnedTo.hedges).toEqual([]);
    expect(hedgesOf('就说实习那段吧，讲那次吧。')).toEqual([]);
    expect(hedgesOf('这个应该是对的吧。')).not.toEqual([]);
  });

  it('interview.hedges.tag-question: a question put to the listener (对吧？ 不少吧？) is no hedge; a claim closed on 吧 still is', () => {
    expect(hedgesOf('写到一半断墨了，只好甩两下，对吧？您每天要签的文件也不少吧？')).toEqual([]);
    expect(hedgesOf('这支笔出墨挺顺的吧，价格也便宜吧。')).toEqual(['吧', '吧']);
  });

  it('interview.hedges.few-times: strokes told (擦几下就掉) are no hedge; a count guessed (大概按几下) is', () => {
    expect(hedgesOf('墙上画花了也不怕，湿毛巾擦几下就掉，您在纸上来回划几下试试。')).toEqual([]);
    expect(hedgesOf('胸外按压，大概按几下吹一口气。')).toEqual(['大概按几下']);
  });

  it("a chatbot's reply pasted in (markdown, 当然可以！以下是…) is pasted text, whatever its words of speech", () => {
    const reply =
      '当然可以！以下是关于CI/CD的简要说明：\n\n1. **持续集成（CI）**：开发人员频繁地把代码合并到主干，例如每次提交都自动构建和测试。\n2. **持续交付（CD）**：在持续集成的基础上，自动把构建产物部署到测试或生产环境。\n3. **常用工具**：Jenkins、GitLab CI、GitHub Actions等。\n\n希望对你有帮助！如果你需要具体的流水线配置示例，请告诉我。';
    expect(chatbotCuesOf(reply)).toBeGreaterThanOrEqual(CHATBOT_CUES_MIN);
    expect(analysed('ops-10', reply).gaming).toBe('reference');
    expect(one(bankQuestion('ops-10')!, reply).score).toBeLessThanOrEqual(GAMING_MAX);
    // a student's typed answer with one bold word and 例如 is no chatbot
    const typed = '我理解CI就是每次提交都自动跑**单元测试**和构建，例如我们课设用GitHub Actions，提交以后三分钟出结果，挂了就不让合并。';
    expect(readsAsReference(typed)).toBe(false);
  });

  it('a web article pasted in (小编认为…点赞关注) is pasted text, whatever words of speech it has', () => {
    const article =
      '直播带货是指通过直播平台展示并销售商品的方式。据统计，2025年直播电商交易规模已超过4万亿元。小编觉得，主播想要提升转化率，就要选好品、讲清卖点。你们觉得呢？欢迎在评论区留言讨论，觉得有用记得点赞+关注哦！';
    expect(analysed('mkt-01', article).gaming).toBe('reference');
  });

  it('a law article or a policy pasted in is pasted text; a job posting with the first person around it too', () => {
    const article =
      '第二十条 用人单位与劳动者协商一致，可以订立劳动合同。劳动合同应当具备以下条款：（一）用人单位的名称、住所；（二）劳动者的姓名、住址和居民身份证号码；（三）劳动合同期限；（四）工作内容和工作地点；（五）劳动报酬。';
    expect(analysed('legal-01', article).gaming).toBe('reference');
    const policy = '为深入贯彻落实党中央决策部署，切实减轻学生课业负担，现提出如下意见。全面压减作业总量，健全作业管理机制，严格规范校外培训行为，着力提升课堂教学质量。';
    expect(analysed('teacher-06', policy).gaming).toBe('reference');
    const wrapped = '我觉得很适合我。岗位职责：1.负责区域客户的开发与维护；2.完成公司下达的销售目标；3.收集市场信息。任职要求：1.大专及以上学历；2.沟通能力强，能适应出差。所以我来应聘。';
    expect(analysed('common-07', wrapped).gaming).toBe('reference');
  });

  it('a printed page pasted in (a job posting: headings and numbered items) is a reference text; a typed answer in the first person with numbers is not', () => {
    const posting =
      '岗位职责：1、负责新媒体账号的日常内容策划与发布；2、跟踪热点话题，策划传播活动；3、分析后台数据并输出周报。任职要求：1、本科及以上学历；2、文字功底扎实，熟悉各平台规则；3、具备良好的沟通能力。';
    expect(referenceCuesOf(posting)).toBeGreaterThanOrEqual(REFERENCE_CUES_MIN);
    expect(analysed('newmedia-01', posting).gaming).toBe('reference');
    const typed = '我一般分三步：1、先看这个月账号的主题，2、再把热点和主题对一下，能结合的才追，3、发出去第二天看完播率，我们上次的完播率从18%涨到了25%。';
    expect(readsAsReference(typed)).toBe(false);
  });
});

describe('interview.sentences.inline-latin: CSS and code words spaced into a short knowledge answer', () => {
  const CSS = '一般我让父元素 display:flex，然后把 justify-content 和 align-items 都设为 center 就行。老浏览器就用绝对定位加 transform 往回挪一半。';
  it('a clause bound by 把/和 around spaced Latin words is said whole, and the short right answer is no list', () => {
    expect(sentencesOf(CSS).share).toBeGreaterThan(0.9);
    const a = analyzeAnswer(bankQuestion('fe-07')!, CSS, { seconds: 120, seconds_used: 60, late: 0 });
    expect(a.gaming).toBeNull();
    expect(a.content).toBeGreaterThanOrEqual(80);
  });
  it('bare names typed with spaces bind nothing and stay unsaid', () => {
    expect(sentencesOf('熟悉 Java MySQL Redis Spring').share).toBe(0);
    expect(sentencesOf('flex grid position margin transform center').share).toBe(0);
  });
});

describe('interview.sentences.sql: a SQL statement said in a short right answer', () => {
  it('is content with its condition, its ? and commas breaking nothing; SQL words listed bare are not', () => {
    const own =
      '幂等就是同一个请求来几次结果都一样。扣库存我会用乐观锁：update stock set count = count - 1, version = version + 1 where id = ? and version = ?，影响行数是 0 就说明已经扣过，不再扣。下单可以靠订单号的唯一索引，重复插入会报错，捕获后返回第一次的结果。';
    expect(sentencesOf(own).share).toBeGreaterThan(0.9);
    expect(analyzeAnswer(bankQuestion('java-12')!, own, { seconds: 120, seconds_used: 60, late: 0 }).gaming).toBeNull();
    expect(one(bankQuestion('java-12')!, own).score).toBeGreaterThanOrEqual(GOOD_MIN);
    expect(sentencesOf('select from where group by having order by limit').share).toBe(0);
    expect(sentencesOf('SELECT、UPDATE、WHERE、索引、事务').share).toBe(0);
    const stuffed = '幂等 唯一索引 token Redis SETNX 乐观锁 version 悲观锁 select for update 状态机 分布式锁 去重表 MQ 消息幂等';
    expect(sentencesOf(stuffed).share).toBeLessThan(0.5);
    expect(one(bankQuestion('java-12')!, stuffed).score).toBeLessThanOrEqual(GAMING_MAX);
  });
});
