import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { keywordCoverage } from '../src/ai/interview/keywords';
import { starOf, tellsResult } from '../src/ai/interview/star';
import { namesAskedMatter, toldOfAskedMatter, toldStory } from '../src/ai/interview/stories';
import { STORY_RELEVANCE } from '../src/ai/interview/weights';
import { scoreOne } from './ai-interview-answers';

/**
 * interview.story.matter-told: a story the student tells of the very matter an example question asks (its word of
 * matter said in their own clause, or the law named by its code) is on the question in plain words, however few of
 * the bank's words or particulars it has. A form filled with the question's words, a common question and a story of
 * something else are not read so.
 */
const TIMING = { seconds: 120, seconds_used: 60, late: 0 };
const DATA_FOUND = bankQuestion('pm-13')!; // 讲一次你通过数据发现产品问题并推动改进的经历
const LAW_USED = bankQuestion('legal-02')!; // 讲一次你运用法律知识解决实际问题的经历
const PROUDEST = bankQuestion('common-09')!; // 你在学校里做过的最有成就感的一件事是什么

const SHIPPING =
  '去年暑假我在一家卖水果的小程序公司实习。我看后台数据，发现很多人把桃子加进购物车以后就不付款了。我自己下了一单，才知道运费要到最后一步才显示，比桃子还贵。我跟组长说了，又问了几个老顾客，他们都说看到运费就不想买了。我们把运费挪到商品页上写清楚，满三斤包邮。改完以后下单的人多了，客服也说问运费的少了。';
const DEPOSIT =
  '我室友毕业退租，房东说墙上有钉子眼，押金一分不退。我翻了租房合同，上面只写了损坏照价赔偿。我又查了民法典里租赁那几条，钉子眼算正常使用的损耗。我让她把入住时拍的照片找出来，跟房东一条条对，最后房东退了大部分，只扣了清洁费。那次以后她租房都会先把房子拍一遍。';
// the question's words set in a form's fields: no student tells anything
const FORM = '【入职登记表】姓名：数据 部门：产品 经历：通过数据发现问题 结果：推动改进，留存提升50% 备注：发现问题，改进问题，最终解决问题，效果显著。';
const POTTERY =
  '我想说说我学陶艺的事。大三上学期我在学校附近的工作室报了个班，第一次上拉坯机，泥一直往一边甩，师傅说要把泥定中心。我练了三节课才拉出一个不歪的杯子，后来又学了修坯和上釉。第一批进窑的五个裂了两个，因为底太厚。最满意的是给我妈做的一个小碗，她一直拿来装花生米。';

describe('interview.story.matter-told: a story of the matter asked, told in the student\'s own plain words', () => {
  it('counts a first-person story that names the matter asked as a story, without the bank\'s words or a particular', () => {
    for (const [q, story] of [[DATA_FOUND, SHIPPING], [LAW_USED, DEPOSIT]] as const) {
      expect(toldOfAskedMatter(q, story)).toBe(true);
      expect(toldStory(q, starOf(story), story.length, STORY_RELEVANCE - 1, { coverage: 0, particulars: 0, matter: true })).toBe(true);
      expect(toldStory(q, starOf(story), story.length, STORY_RELEVANCE - 1, { coverage: 0, particulars: 0, matter: false })).toBe(false);
    }
  });

  it('keeps both on the question and scores them as stories', () => {
    expect(analyzeAnswer(DATA_FOUND, SHIPPING, TIMING).on_topic).toBe(true);
    expect(scoreOne(DATA_FOUND, SHIPPING, { category: '产品经理', group: '' }).score).toBeGreaterThanOrEqual(60);
    expect(analyzeAnswer(LAW_USED, DEPOSIT, TIMING).on_topic).toBe(true);
    expect(scoreOne(LAW_USED, DEPOSIT, { category: '法务专员', group: '' }).score).toBeGreaterThanOrEqual(60);
  });

  it('not a form filled with the question\'s words, nor a common question, nor a story that never names the matter', () => {
    expect(toldOfAskedMatter(DATA_FOUND, FORM)).toBe(false);
    expect(scoreOne(DATA_FOUND, FORM, { category: '产品经理', group: '' }).score).toBeLessThanOrEqual(35);
    expect(toldOfAskedMatter(PROUDEST, '我最有成就感的一件事是大二办了一次旧书集市，我负责招人，最后卖出去四百多本书。')).toBe(false);
    expect(toldOfAskedMatter(LAW_USED, POTTERY)).toBe(false);
    expect(analyzeAnswer(LAW_USED, POTTERY, TIMING).on_topic).toBe(false);
    expect(scoreOne(LAW_USED, POTTERY, { category: '法务专员', group: '' }).score).toBeLessThanOrEqual(35);
  });
});

describe('synonyms.ts: the law named by its code (民法典, 消法) is 法律', () => {
  it('names 法律 by a code the student looked up, in their own clause', () => {
    expect(keywordCoverage('我查了民法典里租赁那几条。', LAW_USED).covered).toContain('法律');
    expect(namesAskedMatter(LAW_USED, '那是我第一次觉得消法课上学的东西真能用上。')).toBe(true);
  });

  it('not 办法, 方法 or 想法, which name no law', () => {
    const way = '我想了个办法，换了一种方法跟他说，他也改了想法。';
    expect(keywordCoverage(way, LAW_USED).covered).not.toContain('法律');
    expect(namesAskedMatter(LAW_USED, way)).toBe(false);
  });
});

describe('interview.star: a result told as how things went after the change, or as its users now say it', () => {
  it('reads 改完以后…少了很多 and 他们说好用多了 as results (AFTER_CHANGE, TOLD_EASIER)', () => {
    for (const told of ['改完以后填同一个数的情况少了很多。', '换了以后投诉的少了不少。', '第二次去试，他们说好用多了。', '老师都说清楚多了。']) expect(tellsResult(told)).toBe(true);
  });

  it('not a hope, a shift not done, or the student\'s own verdict', () => {
    for (const said of ['改完以后应该会少很多。', '以后会好很多。', '我觉得这样方便多了。', '改完以后还要再看看。']) expect(tellsResult(said)).toBe(false);
  });

  it('reads a verdict reported as said to the student as a result (TOLD_VERDICT)', () => {
    for (const told of ['再拿去试，班长说这回好用了。', '下课以后指导老师跟我说，这节课孩子们的投入，是她带过的实习生里最好的。', '师傅说这次总算管用了。']) expect(tellsResult(told)).toBe(true);
  });

  it('not advice or a hope reported, nor the student\'s own verdict', () => {
    for (const said of ['老师说要拿出最好的状态。', '班长说希望这回好用。', '我觉得这回好用了。', '老师说这个方法不太好。']) expect(tellsResult(said)).toBe(false);
  });
});
