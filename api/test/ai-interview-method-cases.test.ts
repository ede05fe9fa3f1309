import { analyzeAnswer } from '../src/ai/interview/analysis';
import { toldOfElsewhere } from '../src/ai/interview/on-question';
import { bankQuestion } from '../src/ai/interview/bank';
import { weighsOwnChoice } from '../src/ai/interview/frames';
import { methodThenCase } from '../src/ai/interview/stories';
import { OFF_TOPIC, scoreOne } from './ai-interview-answers';
import { ASKED_EACH_PARTY, QUOTED_OWN_WORDS, REPORTED_EXCHANGE, WORK_SETTING } from '../src/ai/interview/spoken-cues';
import { GAMING_CREDIT, STORY_CONTENT, STORY_RELEVANCE, VAGUE_CONTENT } from '../src/ai/interview/weights';
import { questionWordsSaid } from '../src/ai/interview/relevance';
import { expectWithinMs } from './timing';

/**
 * The rules of the fiftieth and fifty-first batches: a method shown in a case announced as one, an exchange at work
 * quoted in the student's own words, and a way of choosing among offers — each against the gaming or off-topic answer
 * of the same form, which they must not lift.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };

describe('interview.story.practice.case: a method, then a case announced as one', () => {
  const pm = q('pm-02');
  const own =
    '我一般先看两件事：用的人多不多、不做会不会出问题。\n\n举个例子。我在学院做选课助手小程序的时候，有同学留言想要一个“课表换肤”，说现在的颜色太单调。我先翻了后台数据，一周里打开课表页的用户不少，但留言提换肤的只有三个人；我又在两个班群里问了一圈，大家更着急的是选课那天页面老是卡。\n\n所以换肤我就先放着，把那周的时间都花在了选课页的加载上，第二轮选课的时候卡顿的投诉少了很多。不过换肤到底有没有人想要，我也没有真的去测过，只能算是我的判断。';
  const pastime =
    '我一般先看两件事：值不值、累不累。\n\n举个例子。去年暑假我和室友去爬华山，本来想走长空栈道，排队要两个多小时。我看了看天气，下午可能有雨，就说算了，我们先去了北峰，坐索道下山，晚上在山脚吃了一顿羊肉泡馍，特别香。后来想想没走栈道也有点可惜，下次还想去。';

  it('names a method stated first and a case announced after it, not a case alone or a method alone', () => {
    expect(methodThenCase(own)).toBe(true);
    expect(methodThenCase('举个例子，我在学院做选课助手小程序的时候，有同学留言想要换肤。')).toBe(false);
    expect(methodThenCase('我一般先看用的人多不多，再看不做会不会出问题，成本高的往后放。')).toBe(false);
  });

  it('puts the own case on the question as a story of practice, and keeps a holiday told the same way off it', () => {
    const a = analyzeAnswer(pm, own, timing);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT * 0.8);
    const b = analyzeAnswer(pm, pastime, timing);
    expect(b.on_topic).toBe(false);
    const interview = { category: '产品经理', group: '产品' };
    expect(scoreOne(pm, own, interview).score).toBeGreaterThanOrEqual(60);
    expect(scoreOne(pm, pastime, interview).score).toBeLessThanOrEqual(40);
  });
});

describe('interview.story.work-exchange: an exchange at work quoted in the student\'s own words', () => {
  const nurse = q('nurse-13');
  const own =
    '我在康复科实习的时候，有位阿姨做完膝关节手术，一直不肯下地走，谁劝都摇头，说一动就钻心地疼。\n\n我没急着劝她，先陪她把止痛泵的按钮认清楚。第二天早上我跟她说：“阿姨，今天咱们不走远，就从床边走到窗户，我扶着您，疼了就停。”她走到窗户边看了看楼下的花坛，自己又往回多走了两步。\n\n后来每天查房前她都先问我今天走几步。我的不足是一开始只想着完成康复任务，没先问她怕的是什么，浪费了两天。';

  it('keeps the exchange at work on the question, and pastimes with or without words quoted off it', () => {
    const a = analyzeAnswer(nurse, own, timing);
    expect(toldOfElsewhere(nurse, own, a.relevance)).toBe(false);
    expect(a.on_topic).toBe(true);
    // the exchange must be set at work and quote the student's own words: 实习 told of, or words reported, is not enough
    expect(WORK_SETTING.test('周末我和表妹在家拼星空拼图')).toBe(false);
    expect(QUOTED_OWN_WORDS.test('我跟她说：“阿姨，今天咱们不走远。”')).toBe(true);
    expect(QUOTED_OWN_WORDS.test('我跟她说了今天不走远，她就同意了。')).toBe(false);
    for (const pastime of OFF_TOPIC) expect(analyzeAnswer(nurse, pastime, timing).on_topic).toBe(false);
    const interview = { category: '护士', group: '医疗' };
    expect(scoreOne(nurse, own, interview).score).toBeGreaterThanOrEqual(60);
    for (const pastime of OFF_TOPIC) expect(scoreOne(nurse, pastime, interview).score).toBeLessThanOrEqual(40);
  });
});

describe('interview.story.work-exchange.asked: at work, each party asked what they want', () => {
  const coordinate = q('hr-03');
  const own =
    '我在奶茶店兼职的时候，国庆那周排班排不开，另外两个兼职的同学都想十月二号休息，店长干脆说抽签，大家都不太高兴。我跟店长说先别抽，我去问问。挨个问了才知道，一个是二号下午要去火车站接妹妹，另一个是那天上午有补考。那就好排了：接人的那位上早班，补考的那位下午来，我二号中间多顶两个小时。店长点头了，那周没人再提这事。我的体会是，大家嘴上都说“要休息”，其实要的东西不一样，先问清楚，办法比想的多。';
  const pastime =
    '寒假在家我和表哥表妹拼一幅一千片的拼图，三个人都想拼天空那一块。我挨个问了才知道，表妹喜欢蓝色，表哥只想拼边框。于是表妹拼天空，表哥拼边框，我拼中间的房子，拼了三天终于拼完，挂在了客厅里。';

  it('reads each party asked in turn, or learning only by asking, and not the asking named alone', () => {
    expect(ASKED_EACH_PARTY.test('挨个问了才知道')).toBe(true);
    expect(ASKED_EACH_PARTY.test('我分别找两个部长了解需求')).toBe(true);
    expect(ASKED_EACH_PARTY.test('问了一圈才发现')).toBe(true);
    expect(ASKED_EACH_PARTY.test('我问店长能不能换班')).toBe(false);
    const hostile = '挨个'.repeat(3000);
    expectWithinMs(() => ASKED_EACH_PARTY.test(hostile), 50);
  });

  it('keeps the shifts settled at work on the question, and the same asking in a pastime off it', () => {
    const a = analyzeAnswer(coordinate, own, timing);
    expect(toldOfElsewhere(coordinate, own, a.relevance)).toBe(false);
    expect(a.on_topic).toBe(true);
    expect(analyzeAnswer(coordinate, pastime, timing).on_topic).toBe(false);
    const interview = { category: '人力资源', group: '职能' };
    expect(scoreOne(coordinate, own, interview).score).toBeGreaterThanOrEqual(60);
    expect(scoreOne(coordinate, pastime, interview).score).toBeLessThanOrEqual(40);
  });
});

describe('interview.story.work-exchange.reported: at a job held, someone asked and their answer reported', () => {
  const persuade = q('sales-02');
  const own =
    '寒假我在家附近一家茶叶店打工，当了一个月店员。有位大叔进来想买散装绿茶送人，说罐装的都是花架子。我先问他送给谁，他说是合作了好几年的老客户，平时也爱喝茶。我就泡了两杯，一杯散装的一杯罐装的明前茶，让他自己尝，又把罐子上的产地和采摘日期指给他看。他尝完自己说罐装的香，结果买了四箱，过年前又来买了两箱。那个月我卖了三十多箱，在店里排第一。';
  // the same shop, the asking named alone (我问店长能不能…), no answer reported
  const named =
    '寒假我在家附近一家茶叶店打工，当了一个月店员。有位大叔进来想买散装绿茶送人。我泡了两杯，一杯散装的一杯罐装的明前茶，让他自己尝，又把罐子上的产地和采摘日期指给他看。最后他买了四箱，过年前又来买了两箱。那个月我卖了三十多箱，在店里排第一。我问店长能不能多排几个班。';
  // the same exchange reported, away from any work: a shopping trip with one's mother
  const pastime =
    '寒假我陪妈妈去商场买羽绒服，她一直嫌贵。我问她到底想要什么样的，她说要轻一点、能盖住膝盖。我们逛了三家店，试了七八件，最后她买了一件长款的，打完折六百多。回家路上我们又去吃了一顿火锅，特别开心。';

  it('reads a job held in a shop as work, and an answer reported after the asking as an exchange', () => {
    expect(WORK_SETTING.test('在一家羊绒衫专卖店做过两个寒假的导购')).toBe(true);
    expect(WORK_SETTING.test('寒假我在商场给妈妈挑衣服，导购一直跟着我们')).toBe(false);
    expect(REPORTED_EXCHANGE.test('我先问她老伴平时怎么穿，她说贴身穿。')).toBe(true);
    expect(REPORTED_EXCHANGE.test('我问店长能不能换班。')).toBe(false);
    for (const hostile of ['问她'.repeat(3000), '她说'.repeat(3000), '问他，'.repeat(2000), '做'.repeat(6000)]) {
      expectWithinMs(() => [REPORTED_EXCHANGE, WORK_SETTING].map((pattern) => pattern.test(hostile)), 50);
    }
  });

  it('keeps the sale at a shop job on the question, and the asking named alone or a shopping trip off it', () => {
    const a = analyzeAnswer(persuade, own, timing);
    expect(a.relevance).toBeLessThan(STORY_RELEVANCE);
    expect(toldOfElsewhere(persuade, own, a.relevance)).toBe(false);
    expect(a.on_topic).toBe(true);
    const b = analyzeAnswer(persuade, named, timing);
    expect(toldOfElsewhere(persuade, named, b.relevance)).toBe(true);
    expect(analyzeAnswer(persuade, pastime, timing).on_topic).toBe(false);
    const interview = { category: '销售代表', group: '市场销售' };
    expect(scoreOne(persuade, own, interview).score).toBeGreaterThanOrEqual(60);
    expect(scoreOne(persuade, pastime, interview).score).toBeLessThanOrEqual(40);
  });
});

describe('interview.relevance.question-word.form: the question\'s word of matter said in another form the bank lists', () => {
  // 讲一次你谈判或比价为组织节省成本的经历。 a purchase for a society told with what it saved (省了), in the goods' own words
  const saving = q('buyer-02');
  const own =
    '大三我管我们摄影社的经费，社里要给招新活动买二十件文化衫和一批展板，预算三千。我先在几家网店和学校旁边的打印店问了价，最便宜的一家要两千八。后来发现展板不用做那么厚的KT板，招新只摆两天，换成普通的写真纸贴在旧展架上就行；文化衫也不用带领子的款。这样一改省了一千一百多，最后花了一千六左右。价钱其实没砍下来多少，主要是把要什么想清楚了。';
  const pastime =
    '寒假我和表哥去山里露营，想在湖边找一块平地搭帐篷，走了一个多小时才找到。晚上我们生火煮面，表哥讲了很多鬼故事，我一晚上都没睡好。第二天一早看到了日出，云海特别壮观，我拍了好多张照片发在朋友圈，收了一百多个赞。';

  it('reads 省了 as 节省 said where a story is asked for, and leaves a pastime that names no form of it elsewhere', () => {
    // the question's words as said (节省成本 is one word); 省了 is listed beside 节省 and shares its 省
    expect(questionWordsSaid(own, saving)).toEqual([]);
    expect(questionWordsSaid(own, saving, { forms: true })).toEqual(['节省成本']);
    const a = analyzeAnswer(saving, own, timing);
    expect(a.relevance).toBeLessThan(STORY_RELEVANCE);
    expect(toldOfElsewhere(saving, own, a.relevance)).toBe(false);
    const away = analyzeAnswer(saving, pastime, timing);
    expect(toldOfElsewhere(saving, pastime, away.relevance)).toBe(true);
    expect(away.on_topic).toBe(false);
    const interview = { category: '采购专员', group: '供应链' };
    expect(scoreOne(saving, pastime, interview).score).toBeLessThanOrEqual(40);
  });
});

describe('interview.relevance.own-choice.way: a way of choosing among offers', () => {
  const offers = q('common-15');
  const way = '我会把几个offer放在一起对比一下，比如城市、通勤时间、有没有人带、转正的机会，每一项排个先后，综合起来哪家靠前就去哪家。也会听听学长学姐的看法。';

  it('reads a way of weighing the options as the answer to how one would choose', () => {
    expect(weighsOwnChoice(offers, way)).toBe(true);
    // no rule of decision after the comparing, no criteria listed, or a question that asks no choice
    expect(weighsOwnChoice(offers, '我会把几个offer放在一起对比一下，比如城市、通勤时间、有没有人带、转正的机会。')).toBe(false);
    expect(weighsOwnChoice(offers, '我会好好对比一下，然后选一个最适合自己的。')).toBe(false);
    expect(weighsOwnChoice(q('common-02'), way)).toBe(false);
  });

  it('puts it on the question at the rubric\'s 3 and no higher; a salad of the same words earns nothing', () => {
    const a = analyzeAnswer(offers, way, timing);
    expect(a.on_topic).toBe(true);
    expect(a.content).toBeLessThanOrEqual(VAGUE_CONTENT);
    const interview = { category: '测试工程师', group: '技术' };
    const score = scoreOne(offers, way, interview).score;
    expect(score).toBeGreaterThanOrEqual(35);
    expect(score).toBeLessThan(75);
    const cooking = '我会列一张表，把几道菜打个分，比如红烧肉、番茄炒蛋、可乐鸡翅、清蒸鱼，哪个分高就先做哪个，周末做给室友吃。';
    expect(scoreOne(offers, cooking, interview).score).toBeLessThanOrEqual(40 * (1 + GAMING_CREDIT));
  });
});
