import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { ASKS_WORK_OF, OWN_CASE_NAMED } from '../src/ai/interview/spoken-cues';
import { starOf, tellsResult } from '../src/ai/interview/star';
import { metAskedSituation, toldPractice, toldSituation, workOfTold } from '../src/ai/interview/stories';
import { scoreOne } from './ai-interview-answers';

/**
 * Rules of the hundred-and-eighteenth and hundred-and-nineteenth batches (round v104): good stories told plainly and
 * judged off their questions. What became of a piece of work told as it happened (handed over at a time, decided on,
 * taken into use, most of the task carried: star.ts), a list of a practice's work answered by the student's own case
 * (stories.ts interview.story.practice.work-of, own-case.named), a situation asked met in the student's own words
 * (interview.story.situation.met), a case told in full of the subject asked standing for the bank's words
 * (interview.story.practice.in-full.carried), and a few spoken words for the banks' concepts (synonyms.ts).
 * Written for these tests: none is an item of a rated set.
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const FA = { category: '财务分析', group: '财会金融' };

describe('interview.star.work-outcome: what became of a piece of work, told as it happened', () => {
  it('reads a handover at a time of its own, and not a time it is due', () => {
    expect(tellsResult('我在车上改完导语，九点二十交给值班编辑')).toBe(true);
    expect(tellsResult('稿子十点半就交上去了')).toBe(true);
    expect(tellsResult('晚上九点要交给编辑，时间很紧')).toBe(false);
    expect(tellsResult('九点前交给编辑就行')).toBe(false);
  });
  it('reads a decision of the one it was for, and not the student’s own', () => {
    expect(tellsResult('老板看完这张表决定先不进那批货')).toBe(true);
    expect(tellsResult('姑父听了以后就拍板了')).toBe(true);
    expect(tellsResult('我看了决定换一个办法')).toBe(false);
    expect(tellsResult('我们看了以后决定重新分组')).toBe(false);
  });
  it('reads the work taken into use, or judged against how it went before; not time the student spent', () => {
    expect(tellsResult('仓库主管用了两个多月，一直没出过岔子')).toBe(true);
    expect(tellsResult('这个表他们现在还在用')).toBe(true);
    expect(tellsResult('会计说比原来省心')).toBe(true);
    expect(tellsResult('我用了三个月时间自学Excel')).toBe(false);
    expect(tellsResult('我自己用了一个学期才上手')).toBe(false);
    expect(tellsResult('我说比以前好一点')).toBe(false);
  });
  it('reads most of the task carried, and not a share of anything else', () => {
    expect(tellsResult('客人问得很细，大部分都答上来了')).toBe(true);
    expect(tellsResult('基本都解决了，只剩两个没对上')).toBe(true);
    expect(tellsResult('来咨询的大部分都是新生')).toBe(false);
    expect(tellsResult('大部分要靠自己查')).toBe(false);
  });
  it('makes a story of an analysis decided on a concrete example on its question', () => {
    const question = bankQuestion('fa-11')!;
    const SHED =
      '我帮姑父算过一笔养鸡棚的账。他想再搭一个棚，问我值不值。我在Excel里把棚子、鸡苗、饲料、电费一项项列出来，又按这两年的出栏价算每一批能剩多少。我把鸡苗价和饲料价做成可以改的格子，改一下就能看到多久回本。算下来一年能出四批的话两年能回本，只出两批要四年多。姑父看了决定先租邻居的旧棚试一年。';
    // the same analysis closed on the student's own decision: no outcome of the work
    const UNDECIDED = SHED.replace('姑父看了决定先租邻居的旧棚试一年。', '我自己看了决定再去问问饲料的价。');
    expect(starOf(SHED).example).toBe(true);
    const told = analyzeAnswer(question, SHED, TIMING);
    expect(told.on_topic).toBe(true);
    expect(scoreOne(question, SHED, FA).score).toBeGreaterThanOrEqual(75);
    expect(starOf(UNDECIDED).example).toBe(false);
    expect(scoreOne(question, UNDECIDED, FA).score).toBeLessThan(60);
  });
});

describe('interview.story.practice.work-of: what a practice’s work consists of, answered by the student’s own case', () => {
  const question = bankQuestion('da-11')!;
  const CASE =
    '数据清洗我在一个课程项目里做过，数据是学校食堂半年的刷卡记录。我做的大概是这几步：先去重，同一笔刷了两次的删掉；然后补缺的，窗口号漏记的按同一时段的刷卡机补上；再看异常的，一次刷了九百多块的查出来是充值，不算消费，单独拎出去。清洗完的数据按窗口和时段汇总，午饭高峰排队最长的三个窗口一下就看出来了。';
  const LESSONS =
    '数据清洗我在一个项目里做得比较多，就拿那个说，我总结了几条经验。第一是编码，用Excel打开是乱码，这是因为文件编码不对，另存一下就好了。第二是日期，日期要统一成一种格式，不然排不了序。第三是单位，有的按元有的按分，要换成一样的。这几步做完，数据就能合到一起分析了，后面我们做了各个月的趋势。';
  it('reads the question as asking the work, and a list of kinds as knowledge', () => {
    expect(ASKS_WORK_OF.test(question.text)).toBe(true);
    expect(ASKS_WORK_OF.test('月末结账前，会计需要做哪些工作？')).toBe(true);
    expect(ASKS_WORK_OF.test('常见的出版物差错有哪些类型？')).toBe(false);
    expect(ASKS_WORK_OF.test('梯度下降有哪些变种？各有什么特点？')).toBe(false);
  });
  it('takes a case that carries the practice through it as the answer', () => {
    const a = analyzeAnswer(question, CASE, TIMING);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(70);
  });
  it('does not take a case named at the opening and turned into lessons counted off', () => {
    const star = starOf(LESSONS);
    const covered = keywordCoverage(LESSONS, question).covered;
    expect(workOfTold(question, LESSONS, star, covered)).toBe(false);
    expect(toldPractice(question, LESSONS, star, { chars: LESSONS.length, relevance: 30, particulars: 5, covered })).toBe(false);
  });
});

describe('interview.story.practice.own-case.named: the case named at the opening', () => {
  it('reads where the student did the thing, or one piece of it counted', () => {
    expect(OWN_CASE_NAMED.test('数据清洗我之前在毕设里弄过，')).toBe(true);
    expect(OWN_CASE_NAMED.test('我做过一份茶叶说明书的翻译练习，里面好多术语。')).toBe(true);
    expect(OWN_CASE_NAMED.test('我帮表姐算过一笔账。')).toBe(true);
  });
  it('reads no case in a general remark, a vague count or a case named late', () => {
    expect(OWN_CASE_NAMED.test('在实际项目中一般会先去重，再补缺失值。')).toBe(false);
    expect(OWN_CASE_NAMED.test('我做过一些翻译练习，感觉术语最难。')).toBe(false);
    expect(OWN_CASE_NAMED.test('特征工程包括很多步骤。后来我在一个课程项目里做过。')).toBe(false);
  });
});

describe('interview.story.situation.met: the situation asked, met in the student’s own words', () => {
  const question = bankQuestion('trans-03')!;
  const MET =
    '去年我给一个茶博会做陪同翻译，准备的时候碰到好些不认识的茶叶说法，比如杀青、揉捻、回甘。我先去找国外茶叶网站上的英文介绍，看人家怎么说，知道杀青一般叫fixing。找不到的就问展位上的师傅到底是什么意思，再用英文描述出来。我把这些整理成一张小卡片带在身上。那天客人问了很多，大部分都答上来了，有一个实在没把握，我就说我确认一下，问了师傅再翻。';
  it('reads the situation met, with its noun in the student’s plainer word', () => {
    expect(metAskedSituation(question.text, MET)).toBe(true);
    const a = analyzeAnswer(question, MET, TIMING);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(70);
  });
  it('reads no meeting with something else, nor the question framed back with 面对', () => {
    expect(metAskedSituation(question.text, '去年展会上碰到一个老同学，聊了很久。')).toBe(false);
    expect(metAskedSituation(question.text, '面对不认识的专业术语，我会先查词典。')).toBe(false);
  });
  it('reads a habit weighed with no day of its own as no time met', () => {
    const HABIT = '遇到不认识的术语，我一般不会急着翻，先记下来，查词典和平行文本，查不到就请教老师，最后把译法记进术语表，大部分都能解决了。以后再碰到不认识的就直接查表，这样前后也统一。';
    expect(toldSituation(question, HABIT, starOf(HABIT), HABIT.length, 5)).toBe(false);
  });
});

describe('interview.story.practice.in-full.carried: a case told in full of the subject asked', () => {
  const question = bankQuestion('teacher-13')!;
  const LESSON =
    '实习时我在一所小学带四年级科学，讲植物的根那一课。我用手机连上教室的投影，把我拍的萝卜和葱的根放大给大家看。然后让学生分组拿放大镜看带来的根，拍下来传到班里的平板上，我在大屏上挑了几组讲。那节课大家都抢着上来说，下课还有人把家里的蒜苗拔来给我看。我也发现投影偶尔连不上，后来每次课前都先试一遍。';
  const ONCE = '实习时我在一所小学带四年级科学，讲植物的根那一课。我先带学生去校园里挖了几棵草，让他们拿放大镜看根毛，再画下来。那节课大家都抢着上来说，下课还有人把家里的蒜苗拔来给我看。最后我用投影放了一张图总结。';
  it('takes the lesson that carries the technology through it as the how, however few of the bank’s words it says', () => {
    const a = analyzeAnswer(question, LESSON, TIMING);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(70);
  });
  it('does not take a lesson that names the technology once', () => {
    expect(analyzeAnswer(question, ONCE, TIMING).content).toBeLessThan(70);
  });
});

describe('synonyms.ts: interest and publication as students say them', () => {
  it('reads 有意思 as an interest, and not 没意思', () => {
    const question = bankQuestion('civil-15')!;
    expect(keywordCoverage('学了以后觉得土木还挺有意思的', question).covered).toContain('土木');
    expect(keywordCoverage('学了以后觉得还挺有意思的', question).covered).toContain('兴趣');
    expect(keywordCoverage('学了以后觉得没意思', question).covered).not.toContain('兴趣');
  });
  it('reads a work that went out (发在公众号上, 四篇发完) as published, and not 发现', () => {
    const question = bankQuestion('editor-02')!;
    expect(keywordCoverage('写完发在我们学院的公众号上', question).covered).toContain('发布');
    expect(keywordCoverage('四篇发完，后台有人留言', question).covered).toContain('发布');
    expect(keywordCoverage('我发现同学都不知道这件事', question).covered).not.toContain('发布');
  });
});
