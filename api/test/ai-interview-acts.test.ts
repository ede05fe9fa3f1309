import { analyzeAnswer } from '../src/ai/interview/analysis';
import { askedAct, tellsAskedAct } from '../src/ai/interview/acts';
import { bankQuestion } from '../src/ai/interview/bank';
import { toldOfElsewhere } from '../src/ai/interview/on-question';
import { starOf } from '../src/ai/interview/star';
import { toldStory } from '../src/ai/interview/stories';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { STORY_CONTENT, STORY_RELEVANCE } from '../src/ai/interview/weights';

/**
 * interview.story.act: a story told for an example question in the situation's words, whose own deeds are the act the
 * question asks for (someone's doubt, then their coming round, for 说服; people sought and counted for 招募; the parties
 * asked in turn and an arrangement made for 协调; a comparison and the cause beneath it for 发现问题). Each against the
 * near-miss of the same form that tells no such act, which it must not lift.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };

const PERSUADED =
  '去年寒假我在老家县城一家卖电动车的店帮忙。有位大爷想给老伴买辆三轮，他觉得锂电池不安全，非要铅酸的。我先问他平时骑多远、家里有没有地方充电，然后把两种电池的重量和充电时间写在纸上给他看，又让他推着锂电那款在门口转了两圈。他骑完说确实轻多了，最后买了锂电那款，过了半个月还带邻居来店里看车。';
const RECRUITED =
  '大二我在学院志愿者协会，负责给社区的四点半课堂找大学生志愿者，一学期要排满每周五天。前一年是在群里发通知，来的人总是那几个。这次我先去问了几个老志愿者为什么愿意来，他们说主要是离宿舍近、能开志愿时长证明。我就在食堂门口摆了两天摊，把路线和时长写清楚，现场登记能来的时间段。最后报名了三十多个人，排班排满了一整个学期。';
const COORDINATED =
  '去年我在学校图书馆勤工助学，期末前馆里要把三楼的自习区改成考研专区，可那层原来有两个社团每周借来开例会。馆里让我去处理。我先给两个社团的负责人分别打电话，问清楚他们每周要用几次、多少人。然后跟老师商量，把一个社团调到了二楼的研讨间，另一个的例会改到周日晚上三楼人少的时候。最后专区按时开放，两个社团的例会一次也没耽误。';
const FOUND =
  '我在一家超市的总部做数据实习时，生鲜部觉得上个月损耗高是天气热。我把各门店的损耗率和进货量对了一下，发现城东两家店的叶菜损耗比别的店高一倍。再往下查，是这两家店的补货时间定在下午，菜在货架上放了一整夜。我把对比图发给了生鲜部，他们把补货改到早上，又规定晚上八点打折清货。下个月这两家店的损耗降到了和别的店差不多。';

describe('interview.story.act: the act asked, told in the story\'s own deeds', () => {
  it('reads the act an example question asks for, and none where it asks for no such act', () => {
    expect(askedAct(q('sales-02'))?.name).toBe('persuade');
    expect(askedAct(q('hr-12'))?.name).toBe('recruit');
    expect(askedAct(q('hr-03'))?.name).toBe('coordinate');
    expect(askedAct(q('da-13'))?.name).toBe('find-problem');
    expect(askedAct(q('java-07'))).toBeUndefined();
    // a question that asks for no example is answered by a method, not a story of the act
    expect(tellsAskedAct({ text: '如何说服客户接受你的产品？', example: false }, PERSUADED)).toBe(false);
  });

  it('finds each act told in the situation\'s words', () => {
    expect(tellsAskedAct(q('sales-02'), PERSUADED)).toBe(true);
    expect(tellsAskedAct(q('hr-12'), RECRUITED)).toBe(true);
    expect(tellsAskedAct(q('hr-03'), COORDINATED)).toBe(true);
    expect(tellsAskedAct(q('da-13'), FOUND)).toBe(true);
  });

  it('does not find an act whose deeds are missing, the student\'s own, out of order or far apart', () => {
    // a sale with no view held against it is no persuasion; nor is the student's own doubt (我觉得) before it
    expect(tellsAskedAct(q('sales-02'), '暑假我在店里帮忙，有位大爷来买三轮，我给他介绍了锂电那款，他骑了一圈，最后买了锂电那款。')).toBe(false);
    expect(tellsAskedAct(q('sales-02'), '暑假我在店里帮忙，我觉得锂电那款更好，就推荐给一位大爷，最后他买了锂电那款。')).toBe(false);
    // a doubt and a purchase with no case made between them: someone who chose for herself, not one persuaded
    expect(tellsAskedAct(q('sales-02'), '寒假我陪妈妈去商场买羽绒服，她一直嫌贵。我问她到底想要什么样的，她说要轻一点。我们逛了三家店，最后她买了一件长款的。')).toBe(false);
    // the customer's coming round told before any view of theirs: no change of mind
    expect(tellsAskedAct(q('sales-02'), '那位大爷最后买了锂电那款。他觉得铅酸的太重。')).toBe(false);
    // people sought with no count of those who came; a count with no seeking
    expect(tellsAskedAct(q('hr-12'), '我在食堂门口摆了两天摊，现场登记，大家都挺积极的，效果不错。')).toBe(false);
    expect(tellsAskedAct(q('hr-12'), '我们社团今年很受欢迎，最后报名了三十多个人。')).toBe(false);
    // an arrangement made with nobody asked
    expect(tellsAskedAct(q('hr-03'), '老师让我安排，我就把一个社团调到了二楼，另一个改到周日晚上。')).toBe(false);
    // a comparison with no cause traced
    expect(tellsAskedAct(q('da-13'), '我把各门店的损耗率对了一下，城东两家店比别的店高一倍，我就写进了周报。')).toBe(false);
    // the deeds scattered through a long text, more than a story's length apart
    const far = `他觉得太贵，我跟他讲了软垫的好处，${'我们又聊了聊天气，'.repeat(12)}他最后买了一副。`;
    expect(tellsAskedAct(q('sales-02'), far)).toBe(false);
    expect(tellsAskedAct(q('sales-02'), '他觉得太贵，我跟他讲了软垫的好处，他最后买了一副。')).toBe(true);
  });

  it('puts each story on its question as a story, however few of the bank\'s words it says', () => {
    for (const [id, story, category, group] of [
      ['sales-02', PERSUADED, '销售代表', '市场销售'],
      ['hr-12', RECRUITED, '人力资源', '职能'],
      ['hr-03', COORDINATED, '人力资源', '职能'],
      ['da-13', FOUND, '数据分析师', '技术'],
    ] as const) {
      const a = analyzeAnswer(q(id), story, timing);
      expect(toldStory(q(id), starOf(story), story.length, Math.min(a.relevance, STORY_RELEVANCE - 1), { coverage: 0, particulars: 0, act: true })).toBe(true);
      expect(toldOfElsewhere(q(id), story, Math.min(a.relevance, STORY_RELEVANCE - 1))).toBe(false);
      expect(a.on_topic).toBe(true);
      expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT * 0.8);
      expect(scoreOne(q(id), story, { category, group }).score).toBeGreaterThanOrEqual(60);
    }
  });

  it('lifts no pastime or story of another matter told for the same questions', () => {
    for (const id of ['sales-02', 'hr-12', 'hr-03', 'da-13']) {
      for (const pastime of OFF_TOPIC) {
        expect(tellsAskedAct(q(id), pastime)).toBe(false);
        expect(analyzeAnswer(q(id), pastime, timing).on_topic).toBe(false);
      }
    }
    // a story with no act in it is judged as before: no story by the act alone
    expect(toldStory(q('sales-02'), starOf(PERSUADED), PERSUADED.length, 0, { coverage: 0, particulars: 0, act: false })).toBe(false);
  });

  it('reads a gap closed as a result told in words (差距基本没了), as 就没了', () => {
    expect(starOf('我把参数统一了。之后两个班的差距基本没了。').present).toContain('result');
    expect(starOf('我把参数统一了。之后两个班的差距基本上没了。').present).toContain('result');
    expect(starOf('我把参数统一了。之后两个班还是差不多。').present).not.toContain('result');
  });
});

/**
 * interview.story.act, less brittle: a customer's clause that names the student's firm (嫌我们的贵, 不信我们) is still
 * the customer's view; 算了笔账 is the set phrase without its 一; and an act told has its outcome among its deeds, so it
 * is a concrete example whether or not star.ts reads a result in its words.
 */
describe('interview.story.act: a customer naming 我们, a set phrase without 一, the outcome in the act', () => {
  const SELLER_NAMED =
    '去年暑假我在县城一家卖农机配件的店帮忙。有个开收割机的师傅，一直用杂牌的刀片，嫌我们的太贵。我帮他算了笔账：杂牌的一季要换三回，耽误的工钱也不少，其实跟我们的差不多。他先买了两片回去装上试试，后来整台机子都换成了我们的。';

  it('reads a customer\'s clause naming the seller as 我们 as the customer\'s view', () => {
    expect(tellsAskedAct(q('sales-02'), SELLER_NAMED)).toBe(true);
    expect(tellsAskedAct(q('sales-02'), '有个老板不信我们能按时交货。我跟他讲了我们的排产表。他最后签了合同。')).toBe(true);
  });

  it('still takes a clause the student speaks in (我们觉得, 我觉得) for the student\'s own', () => {
    expect(tellsAskedAct(q('sales-02'), '暑假我在店里帮忙，我们觉得锂电那款更好，就推荐给一位大爷，最后他买了锂电那款。')).toBe(false);
    expect(tellsAskedAct(q('sales-02'), '暑假我在店里帮忙，我嫌我们的价格太高，跟老板讲了讲，最后他买了一批新货。')).toBe(false);
  });

  it('reads 算了笔账 as 算了一笔账, and no sum done by nobody as a case made', () => {
    expect(tellsAskedAct(q('sales-02'), '他嫌贵。我帮他算了笔账。他最后买了。')).toBe(true);
    expect(tellsAskedAct(q('sales-02'), '他嫌贵。他回家自己想了想。他最后买了。')).toBe(false);
  });

  it('takes an act told for a concrete example even when star.ts reads no result, and nothing else without one', () => {
    const star = { ...starOf(SELLER_NAMED), example: false };
    expect(toldStory(q('sales-02'), star, SELLER_NAMED.length, 0, { coverage: 0, particulars: 0, act: true })).toBe(true);
    expect(toldStory(q('sales-02'), star, SELLER_NAMED.length, STORY_RELEVANCE, { coverage: 0, particulars: 0, act: false })).toBe(false);
    expect(scoreOne(q('sales-02'), SELLER_NAMED, { category: '销售代表', group: '市场销售' }).score).toBeGreaterThanOrEqual(60);
  });
});
