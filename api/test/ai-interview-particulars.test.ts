import { analyzeAnswer } from '../src/ai/interview/analysis';
import { toldInParticulars } from '../src/ai/interview/stories';
import { bankQuestion } from '../src/ai/interview/bank';
import { concretenessOf } from '../src/ai/interview/concreteness';
import { gamingOf } from '../src/ai/interview/gaming';
import { hedgesOf, withoutPickingOpening } from '../src/ai/interview/hedges';
import { readsAsCounted } from '../src/ai/interview/pasted-forms';
import { CONCRETE_CONTENT, STORY_CONTENT } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';

/**
 * Genuine answers the rules misread, each against the gaming or vague answer of the same shape the rule must still
 * catch: a plan told in its own particulars (interview.relevance.particulars), reasons told from one's own life
 * (concreteness.json: 亩, 从小, 懂得还不多), an example picked aloud (interview.hedges.picking), a story in the
 * situation's own words (interview.story.particulars); and a word-frequency list pasted (interview.gaming.counted).
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 };
const analysed = (id: string, answer: string) => analyzeAnswer(q(id), answer, timing);
const scoreOf = (id: string, answer: string, category = '软件测试') => scoreOne(q(id), answer, { category, group: '' }).score;

describe('interview.gaming.counted: a word-frequency list pasted', () => {
  const LIST = '数据(31) 分析(27) 业务(19) 改进(15) 发现(14) 问题(14) 推动(12) 指标(11) 转化率(9) 留存(8) 用户(8) 漏斗(7) SQL(7) 看板(6)';
  const COLON_LIST = '用户：42，留存：30，转化：25，漏斗：18，复盘：12，看板：9，归因：6';
  const STORY = '实习时我把三个月的差评做了词频统计，“物流”出现了31次，“包装”19次。我按日期拉出包装差评，发现集中在换了纸箱供应商之后，跟仓库一起换回原来的箱子，下个月包装差评从19条降到了4条。';

  it('reads a list of words with their counts as pasted, not a story that cites a few counts', () => {
    expect(readsAsCounted(LIST)).toBe(true);
    expect(readsAsCounted(COLON_LIST)).toBe(true);
    expect(readsAsCounted(STORY)).toBe(false);
  });

  it('makes the list gaming and scores it under 40; the story is not gaming', () => {
    expect(gamingOf(LIST, q('da-13'))).toBe('counted');
    expect(scoreOf('da-13', LIST, '数据分析')).toBeLessThan(40);
    expect(analysed('da-13', STORY).gaming).toBeNull();
  });
});

describe('concreteness.json: particulars of a student’s own life', () => {
  it('reads 亩 as a unit, 从小 as a time, and 懂得还不多, 还没在, 还说不好 as limits admitted', () => {
    expect(concretenessOf('家里种了二十多亩小麦').figures).toEqual(['十多亩']);
    expect(concretenessOf('我从小就看着经销商来村里').setting).toBe(true);
    expect(concretenessOf('农资的专业知识我懂得还不多').limit).toBe(true);
    expect(concretenessOf('这些用例还没在真实项目里跑过').limit).toBe(true);
    expect(concretenessOf('往哪个方向走我现在还说不好').limit).toBe(true);
  });

  it('a reason to join told from one’s own farm scores as the plain 5; the generic reason stays below it', () => {
    const own = '我投这家公司是因为你们做的是饲料，我家在山东农村，养了一百多头猪，我从小就跟着我爸去镇上买料。养户最看重的是料肉比和邻居的口碑，所以我觉得这个销售岗我跟养户说得上话。岗位上写要常驻县里，我不怕。说实话，配方上的专业知识我懂得还不多，入职后要跟着老业务员学。';
    const generic = '我选择贵公司是因为贵公司是行业领先的企业，企业文化很好，发展前景广阔。这个岗位和我的专业很匹配，我也很适合做销售，我会不断学习，提升自己，和公司一起成长。';
    expect(analysed('common-07', own).content).toBeGreaterThanOrEqual(CONCRETE_CONTENT);
    expect(scoreOf('common-07', own, '销售')).toBeGreaterThan(scoreOf('common-07', generic, '销售'));
  });
});

describe('interview.relevance.particulars: a plan told in its own particulars is on the question', () => {
  const PLAN = '第一年我想先把手工测试做扎实，把业务流程弄懂，提的缺陷能让开发一看就复现。这期间把接口自动化补上，我现在会用pytest写几个简单的用例，但还没在真实项目里跑过。第二到第三年希望能负责一个模块的自动化，把每次回归的时间压下来。再往后是做测试开发还是做性能，我现在还说不好，想做两年再定。';
  const VAGUE = '我的职业规划是先好好工作，多学习，不断提升自己。以后希望能在公司有更好的发展，成为一个优秀的人，为公司创造价值，实现自己的人生目标。';
  const OFF = '我平时喜欢打篮球，周末会和室友去操场打半场，打完球一起去吃火锅，有一次我们打了三个小时，第二天腿都抬不起来。';

  it('puts the plan on the question and scores it as a good answer', () => {
    const a = analysed('common-06', PLAN);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(CONCRETE_CONTENT);
    expect(scoreOf('common-06', PLAN)).toBeGreaterThanOrEqual(60);
  });

  it('keeps the generic plan below it and a story of another matter off the question', () => {
    expect(scoreOf('common-06', VAGUE)).toBeLessThan(scoreOf('common-06', PLAN));
    expect(analysed('common-06', OFF).on_topic).toBe(false);
  });
});

describe('interview.hedges.picking: an example picked aloud is no hedge', () => {
  const PICKED = '最有成就感的啊……嗯，我想想，应该是我们系那个“考研互助群”吧。大二下学期我发现好多同学一个人备考，资料买重了也不知道问谁，我就拉了一个群，按科目找了六个学长学姐每周答疑一次。一开始只有二十几个人，后来系里把群交给学生会接着办，今年已经是第三届了。';

  it('reads no hedge in the opening that picks the example, but hedges in the story still count', () => {
    expect(withoutPickingOpening(PICKED).startsWith('大二下学期')).toBe(true);
    expect(hedgesOf(PICKED, { example: true })).toEqual([]);
    expect(hedgesOf(PICKED)).not.toEqual([]);
    expect(hedgesOf('嗯，我想想，应该是这样吧。后来好像人就多了，差不多吧。', { example: true })).toEqual(['差不多吧', '好像']);
  });

  it('keeps the story’s content whole', () => {
    expect(analysed('common-09', PICKED).hedges).toEqual([]);
    expect(analysed('common-09', PICKED).content).toBeGreaterThanOrEqual(CONCRETE_CONTENT);
  });

  it('an opening that hedges a knowledge answer is still a hedge', () => {
    expect(hedgesOf('嗯，我想想，应该是先判断意识吧。然后按压。', { example: false }).length).toBeGreaterThan(0);
  });
});

describe('interview.story.particulars: a story in the situation’s own words', () => {
  const STORY = '最难的一次是帮一个做苏绣的工作室翻译他们的作品说明。难的不是句子，是里面的针法名字，像“乱针”“打籽”。网上的英文说法很少，还互相打架。我先去工作室看了一下午绣娘干活，问了每种针法是怎么走线的，拍了照。回来以后，博物馆有通行译法的我就用通行的，没有的我就用拼音加一句很短的解释。初稿我找了一个学设计的留学生读，她说有两处读完还是不知道是什么，我又改了一遍。最后说明牌用的是我的版本，老师傅说外国客人终于会停下来看字了。';
  const VAGUE = '在某次翻译任务中，我遇到了一些难度较大的内容。我采取了一系列有效措施，查阅了相关资料，请教了相关人员，最终顺利完成了任务，得到了客户的好评。';

  it('counts a story that names the question’s matter in the student’s particulars as a story', () => {
    expect(toldInParticulars({ coverage: 56, particulars: 4 })).toBe(true);
    expect(toldInParticulars({ coverage: 56, particulars: 1 })).toBe(false);
    expect(toldInParticulars({ coverage: 20, particulars: 5 })).toBe(false);
    expect(analysed('trans-02', STORY).content).toBeGreaterThanOrEqual(STORY_CONTENT);
  });

  it('keeps the vague story below it', () => {
    expect(scoreOf('trans-02', VAGUE, '翻译')).toBeLessThan(scoreOf('trans-02', STORY, '翻译') - 20);
  });
});

/*
 * Rules of the fifty-eighth and fifty-ninth batches (analysis): hedges read where they hedge a claim of the student's,
 * not in a word that ends in 行了, in words quoted, or in a limit admitted beside what the student has told
 * (interview.hedges.word, .quoted, .limit). Written for these tests, on questions of the banks: none is an item of a
 * rated set.
 */
describe('interview.hedges.word and .quoted: a verb and someone\'s words are no hedge', () => {
  it('reads 执行了 and 不行了 as what happened, and 就行了 still as a hedge', () => {
    expect(hedgesOf('建议当月就执行了，逾期的客户暂停发货。')).toEqual([]);
    expect(hedgesOf('换到几何以后他又不行了。')).toEqual([]);
    expect(hedgesOf('表格发给组长就行了。')).toEqual(['就行了']);
  });

  it('reads a hedge in quotation marks as the words of the person quoted', () => {
    expect(hedgesOf('我跟他说：“你好像特别会画画，来帮我画一下板报。”')).toEqual([]);
    expect(hedgesOf('他好像特别会画画。')).toEqual(['好像']);
  });
});

describe('interview.hedges.limit: a limit admitted beside what the student has told', () => {
  // 你是如何学习一项新技能的？请举例。
  const LEARNED =
    '大二做课程项目时我才开始学Git。我先在一个空仓库里把add、commit、branch、merge一个个试，再故意制造冲突去解决，一个周末下来常用的命令基本会了。后来组里谁提交出了问题都来问我。rebase我现在还不太熟，动手前会先建一个备份分支。';

  it('drops the limit, not the claims hedged beside it, when the answer has told the student\'s own', () => {
    expect(hedgesOf('间接法我还不太熟，好像是从净利润倒推。', { told: true })).toEqual(['好像']);
    expect(hedgesOf('间接法我还不太熟，好像是从净利润倒推。')).toEqual(['好像', '不太熟']);
  });

  it('reads no hedge in a story that closes on what the student still lacks', () => {
    const a = analysed('common-11', LEARNED);
    expect(a.hedges).toEqual([]);
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT);
  });

  it('still reads not knowing the matter, said as the whole answer, as a hedge', () => {
    expect(analysed('hr-14', '这个我不太清楚，以后会去学习。').hedges).toEqual(['不太清楚']);
    expect(analysed('java-05', '线程池我不太了解，应该就是放线程的地方吧。').hedges.length).toBeGreaterThanOrEqual(2);
  });
});
