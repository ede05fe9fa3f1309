import { analyzeAnswer } from '../src/ai/interview/analysis';
import { bankQuestion } from '../src/ai/interview/bank';
import { answersWithFrame, withoutScaleFigures } from '../src/ai/interview/frames';
import { gamingOf } from '../src/ai/interview/gaming';
import { hedgesOf } from '../src/ai/interview/hedges';
import { asksBack } from '../src/ai/interview/interviewer-questions';
import { readsAsReference, retoldParableOf } from '../src/ai/interview/reference-text';
import { codeLine, promptMarksOf, readsAsDocument, readsAsOutline, readsAsPrompt, readsAsRecord, toldTableOf, withoutCodeLines, withoutToldTable } from '../src/ai/interview/pasted-forms';
import { isSaid, sentencesOf } from '../src/ai/interview/sentences';
import { starOf } from '../src/ai/interview/star';
import { stuffedWithBuzzwords } from '../src/ai/interview/stock-phrases';
import { scoreOne } from './ai-interview-answers';
import { PROMPT_MARKS_MIN, STORY_CONTENT } from '../src/ai/interview/weights';

/**
 * Text from elsewhere in new forms (a short-video coach's script, a paper's abstract, a business parable told as one's
 * own), English buzzwords in a Chinese frame, golden sentences, questions handed back, hedging that never commits —
 * each against an ordinary answer of the same matter, which they must not catch.
 */
const q = (id: string) => bankQuestion(id)!;
const timing = { seconds: 120, seconds_used: 60, late: 0 as const };

describe('interview.gaming.reference: a short-video script and an abstract', () => {
  it('reads a coach\'s script as pasted, not a student\'s account of the same numbers', () => {
    const script = '宝子们！标题到底怎么写？我先说结论：标题决定了你的点击率！很多人写标题就是平铺直叙，用户一眼划过去。记住两个套路，第一，数字法；第二，反问法！学会这两招，点击率翻倍不是梦！觉得有用的宝子们记得点赞收藏关注，下期教你怎么做封面！';
    const own = '我在学院公众号写过推文，一开始标题就是活动名，打开率只有百分之二左右。后来我对比了后台数据，把标题改成带具体数字的，比如“三分钟看懂选课系统”，打开率到了百分之五，点赞和评论区留言也多了一些。';
    expect(readsAsReference(script)).toBe(true);
    expect(readsAsReference(own)).toBe(false);
  });

  it('reads a thesis abstract as pasted, not a student telling their thesis', () => {
    const abstract = '摘要：针对传统推荐算法冷启动效果差的问题，本文提出一种融合知识图谱的推荐方法。首先构建商品知识图谱，其次设计图注意力网络学习表示，最后联合训练。实验结果表明，该方法在公开数据集上的召回率提升了4.2%。关键词：推荐系统；知识图谱；冷启动';
    const own = '我毕业设计做的是推荐系统的冷启动。新用户没有行为数据，我就用注册时选的兴趣标签先推热门内容，再根据头几次点击调整，离线测下来召回率比只推热门高了四个点左右。';
    expect(readsAsReference(abstract)).toBe(true);
    expect(readsAsReference(own)).toBe(false);
  });
});

describe('interview.gaming.parable: a business parable told as one\'s own', () => {
  it('names the parable retold in the first person, and gaming reads it as text from elsewhere', () => {
    const fable = '我实习的时候，主管让我们去推销员都觉得没戏的地方开市场：一个海岛，岛上的人都光脚不穿鞋。别人回来说没有需求，我却觉得这是最大的市场，后来卖出去两千双鞋。';
    expect(retoldParableOf(fable)).toBe('两个推销员去非洲卖鞋');
    expect(gamingOf(fable, q('sales-02'))).toBe('reference');
  });

  it('leaves a real sales story alone, and a parable named without a claim of one\'s own', () => {
    expect(retoldParableOf('我在商场卖过运动鞋，有个阿姨嫌贵，我让她试了两双对比脚感，她最后买了贵的那双。')).toBeNull();
    expect(retoldParableOf('把梳子卖给和尚这个故事讲的是创造需求。')).toBeNull();
  });
});

describe('interview.gaming.buzzwords: English buzzwords in a Chinese frame', () => {
  it('catches align…pain point…closed loop…mindset, not a PM answer that uses MVP and ROI plainly', () => {
    expect(stuffedWithBuzzwords('我做需求会先看能不能align到north star，找准用户的pain point，形成closed loop，用agile的mindset去validate每个hypothesis，最后实现long-term的business growth。')).toBe(true);
    expect(stuffedWithBuzzwords('我会先看这个需求影响多少用户，再估开发要几天，算一下ROI。拿不准的先做个MVP，上线一周看留存有没有变化。')).toBe(false);
  });
});

describe('interview.gaming.frame: golden sentences between two maxims', () => {
  it('frames a plan of metaphors opened and closed by a maxim, not a plan told plainly after one', () => {
    const golden = '说到职业规划，我很喜欢一句话：“机会只留给有准备的人。”第一年，我要做一块海绵，不断吸收；第三年，我要做一颗螺丝钉，在岗位上发光发热；第五年，我要成为一棵大树，为团队遮风挡雨。正所谓“千里之行，始于足下”，我会脚踏实地，一步一个脚印。';
    const plain = '我很喜欢一句话：“机会只留给有准备的人。”我第一年想把公司的报销和总账流程都跟下来，年底前考出中级会计的两门；第三年希望能独立负责一个子公司的月结。';
    expect(answersWithFrame(q('common-06'), golden)).toBe(true);
    expect(answersWithFrame(q('common-06'), plain)).toBe(false);
  });
});

describe('interview.gaming.frame: an ode of parallel metaphors', () => {
  it('frames 教师是一盏灯…；教师是一座桥…；教师是一片海 on a question of motive, not reasons of one\'s own', () => {
    const ode = '教师是一盏灯，照亮孩子前行的路；教师是一座桥，连接知识与梦想；教师是一片海，包容每一个不同的灵魂。我愿意用青春和热爱，在三尺讲台上书写无悔的人生。';
    const own = '我大二开始给一个初一的孩子补数学，他从不及格考到了八十多分。那时候我发现自己讲得清楚，也有耐心，所以想当老师。';
    expect(answersWithFrame(q('teacher-01'), ode)).toBe(true);
    expect(answersWithFrame(q('teacher-01'), own)).toBe(false);
  });
});

describe('interview.relevance.asked-back and the hedges that never commit', () => {
  it('puts an answer of questions back to the interviewer off the question, not one that asks only when handed over', () => {
    const back = '这个我想先请教一下，咱们公司一般是怎么定优先级的？是老板说了算，还是开会投票？您这边遇到两个部门吵起来一般怎么办？';
    expect(asksBack(q('pm-10'), back)).toBe(true);
    expect(analyzeAnswer(q('pm-10'), back, timing).on_topic).toBe(false);
    expect(asksBack(q('pm-10'), '我会先把两边的需求拆开，看哪个影响的用户多。要是还定不下来，我会问一下：咱们公司这个季度的目标是什么？再拿目标去排。')).toBe(false);
  });

  it('hears an answer that never commits as hedged', () => {
    expect(hedgesOf('怎么说呢，每个人情况不一样，可能要综合考虑，到时候再看吧。').length).toBeGreaterThanOrEqual(4);
    expect(hedgesOf('我选城市主要看离家近，其次才是薪资。')).toEqual([]);
  });
});

describe('interview.account.full: a shop-floor story of a how-to question', () => {
  it('says a long clause held by a verb\'s potential complement (装不进), and hears a recurring trouble as the task', () => {
    expect(isSaid('有一批泵体加工完的时候老是压不进密封圈')).toBe(true);
    expect(isSaid('质量管理体系内审外审供应商审核来料检验过程检验成品检验出货检验')).toBe(false);
    expect(starOf(sentencesOf('那批端盖老是拧不上，我一个个量了螺纹孔，返修了三十多件。').said).present).toContain('task');
  });

  it('credits the story as an account however far its particulars are from the reference\'s words', () => {
    const story = '我在一个做泵的厂实习时遇到过。有一批泵体加工完的时候老是压不进密封圈，返修率大概一成。我跟着检验员把退回来的三十多件量了一遍，发现密封槽都偏浅了几丝，而且都是同一台车床做的。再看那台车床的记录，刀具磨损了没及时换。我把数据交给了工段长，后来规定每加工五十件换一次刀片，之后一个月没再出过这个问题。';
    const a = analyzeAnswer(q('mech-04'), story, timing);
    expect(a.star.score).toBe(100);
    expect(a.content).toBeGreaterThanOrEqual(STORY_CONTENT * 0.9);
  });
});

describe('interview.gaming.prompt: a prompt to an AI left in with its rewrite', () => {
  const prompt = '请帮我润色以下回答，要求：显得专业、有数据、300字以内、面试用。\n原回答：压力大的时候我会列清单。\n润色后：\n在高压环境下，我始终坚持“目标拆解—优先级排序—高效执行—复盘迭代”的工作方法，最终提前完成任务，项目整体数据提升40%。\n（如需调整语气或字数，请告诉我。）';
  const own = '期末周我同时有三门考试和社团的晚会。我先把每天要做的事写在便利贴上，彩排交给副部长盯，自己每天留两个小时复习，最后三门都过了。后来写简历的时候我也让AI帮我改过措辞，但事情都是我自己的。';

  it('reads the prompt and the rewrite as gaming, not an answer that mentions using AI', () => {
    expect(readsAsPrompt(prompt)).toBe(true);
    expect(promptMarksOf(prompt).length).toBeGreaterThanOrEqual(PROMPT_MARKS_MIN);
    expect(gamingOf(prompt, q('common-04'))).toBe('prompt');
    expect(readsAsPrompt(own)).toBe(false);
    expect(gamingOf(own, q('common-04'))).toBeNull();
  });
});

describe('interview.gaming.outline: a mind map read out as its tree', () => {
  const tree = '（我直接把我做的思维导图念一下）\n中心主题：系统高可用\n├─ 冗余\n│  ├─ 多副本\n│  └─ 多活 / 异地多活\n├─ 负载均衡\n│  └─ 健康检查\n├─ 故障转移\n├─ 限流 / 熔断 / 降级\n├─ 监控告警\n└─ SLA 99.99%';
  const explained = '我实习时做过一点高可用的事。\n├─ 冗余：数据库一主一从，主库挂了用Keepalived把VIP漂到从库，我演练过一次，大概二十秒切过去。\n├─ 负载均衡：前面两台Nginx配了健康检查，一台后端挂了会自动摘掉。\n└─ 监控：用Prometheus盯着磁盘和延迟，超过阈值就发钉钉告警。';

  it('reads keywords hung on branches as gaming, not a short tree whose branches explain in sentences', () => {
    expect(readsAsOutline(tree)).toBe(true);
    expect(gamingOf(tree, q('ops-05'))).toBe('outline');
    expect(readsAsOutline(explained)).toBe(false);
    expect(gamingOf(explained, q('ops-05'))).not.toBe('outline');
  });
});

describe('interview.gaming.frame: an essay template and a coined framework', () => {
  it('frames 有人说…有人说…而我说, 它是…；它是… and paired set lines, not a plan of one\'s own that quotes one proverb', () => {
    const essay = '文字功底，是一株需要用心浇灌的幼苗。有人说，文字功底是天赋；有人说，文字功底是积累；而我说，文字功底是一场长跑。它是清晨的一缕阳光，照亮前行的道路；它是夜空的一颗星辰，指引心灵的方向。不积跬步，无以至千里；读万卷书，行万里路。让我们以笔为剑，以墨为马，不忘初心、砥砺前行！';
    const own = '不积跬步，无以至千里，我就是每天写一点。大二开始我每天晚上写三百字的读书笔记，写完对照原文改一遍病句；每周投一篇给校报，前五篇都被退了，编辑老师说我句子太长。后来我把长句拆短，第六篇登出来了。';
    expect(answersWithFrame(q('editor-10'), essay)).toBe(true);
    expect(gamingOf(essay, q('editor-10'))).toBe('frame');
    expect(answersWithFrame(q('editor-10'), own)).toBe(false);
  });

  it('frames an acronym spelled with hyphens and its own scoring scale, not a case weighed with the student\'s own figures', () => {
    const coined = '这个问题我用自己总结的“V-A-L-U-E五维判断模型”来回答。V是Value，价值维度；A是Alignment，对齐维度；L是Leverage，杠杆维度；U是Urgency，紧急维度；E是Effort，投入维度。五个维度各打1到5分，加权求和，得分高于3.5就做，低于3.5就不做。通过这个模型，需求判断效率可以提升50%。';
    const own = '我在实习的时候会先问提需求的人想解决什么问题，再看后台数据有多少用户碰到。比如有个导出Excel的需求，我查了一下上个月只有3个用户用过导出，就先放进需求池；另一个搜索不到订单的问题一周有200多个投诉，我们当周就排进去做了。';
    expect(withoutScaleFigures('五个维度各打1到5分，得分高于3.5就做，低于3.5就不做')).not.toMatch(/\d/);
    expect(answersWithFrame(q('pm-02'), coined)).toBe(true);
    expect(gamingOf(coined, q('pm-02'))).toBe('frame');
    expect(answersWithFrame(q('pm-02'), own)).toBe(false);
  });
});

describe('interview.gaming.record: key: value fields pasted (front matter, INI, a form)', () => {
  const FRONT = '---\ntitle: 用户分群有哪些常用方法？\ndate: 2026-03-01 10:00:00\ntags: [用户分群, RFM, 聚类, 生命周期]\ncategories: [数据分析]\nkeywords: 用户分群 RFM 聚类\ndescription: 用户分群是把用户分群。\n---\n用户分群 RFM 聚类';
  const INI = '[interview]\nquestion = 线上推广渠道\nchannels = 抖音,小红书,B站\nbudget = 5000\nmetric = ROI\nowner = 市场部';
  it('a front matter or an INI file is a record pasted, by its shape', () => {
    expect(readsAsRecord(FRONT)).toBe(true);
    expect(readsAsRecord(INI)).toBe(true);
    expect(gamingOf(FRONT, q('da-10'))).toBe('record');
  });
  it('an answer labelled in parts speaks in them, and is no record', () => {
    const labelled = '情境：大三我在一家电商公司实习。\n任务：我要把老用户分群做召回。\n行动：我用RFM把用户分成八类，高价值但九十天没买的单拎出来发券。\n结果：回购率比对照组高了六个点。';
    expect(readsAsRecord(labelled)).toBe(false);
    const spoken = '我一般分三步。\n第一步：先看业务要什么。\n第二步：选方法，RFM或者聚类。\n第三步：我会和运营一起看每一群该做什么。';
    expect(readsAsRecord(spoken)).toBe(false);
  });
});

describe('interview.gaming.record: a printed document’s 【label】 fields', () => {
  const LEAFLET = '【产品名称】团队协作增效贴\n【主要成分】沟通、复盘、对齐、抓手、闭环\n【功能主治】适用于跨部门推诿、目标不清等问题。\n【用法】早会一贴，周会两贴。\n【注意事项】孕妇慎用。\n【有效期】长期有效。';
  it('a leaflet of terms and slogans is a record pasted, whatever its labels, its values closed with 。 or not', () => {
    expect(readsAsRecord(LEAFLET)).toBe(true);
    expect(gamingOf(LEAFLET, q('hr-11'))).toBe('record');
  });
  it('a story labelled in 【】 parts that speaks as 我, and a student quoting one field, are no record', () => {
    const star = '【情境】大三我在一家物流公司实习。\n【任务】我要把退货单对账理清。\n【行动】我们把三个月的单子按原因分了类，我每天和仓库对一遍。\n【结果】我发现错单主要是扫码漏了，改了流程后错单少了一半。';
    const quoting = '我们的证书上写着【获奖项目】校园二手书平台，这个是我负责后端的那个项目。我用Spring Boot写了订单和支付两块，上线后一学期卖出去八百多本。';
    expect(readsAsRecord(star)).toBe(false);
    expect(readsAsRecord(quoting)).toBe(false);
  });
});

describe('interview.gaming.record.document: a document\'s rows of terms, whatever the document', () => {
  // the question's terms poured into a form's slots: a weekly schedule, a price list, a lab report
  const schedule = '数据分析训练营 日程表\n周一 9:00-11:00 漏斗分析入门（转化率 流失 漏斗模型）\n周二 14:00-16:00 漏斗分析实操（埋点 事件 路径）\n周三 9:00-11:00 转化分析（分步转化 整体转化 漏斗）\n周四 14:00-16:00 复盘（漏斗分析 转化漏斗 漏斗图）\n地点：数据楼 漏斗厅\n讲师：漏斗分析';
  const priceList = '【漏斗分析专营店】 销量10万+\n热销推荐\n· 漏斗分析基础款（曝光+点击+加购+下单）¥6.6\n· 转化漏斗豪华款（分步转化+整体转化+流失）¥8.8\n· 漏斗图 漏斗模型 转化率 全套 ¥16.8\n店铺公告：漏斗分析品类齐全，满30减5\n运费¥0 | 当日发货';
  const labReport = '化验单\n姓名：漏斗分析　科室：数据科\n检验项目｜结果｜参考值\n转化率｜转化率 分步转化率｜—\n流失率｜流失 流失节点｜—\n漏斗层级｜曝光 点击 下单 支付｜—\n结论：漏斗分析 转化漏斗\n检验者：漏斗模型　日期：2026-03-02';
  it.each([['a schedule', schedule], ['a price list', priceList], ['a lab report', labReport]])('reads %s of the question\'s terms as a record pasted, capped as gaming', (_, doc) => {
    expect(readsAsDocument(doc)).toBe(true);
    expect(gamingOf(doc, q('da-08'))).toBe('record');
    expect(scoreOne(q('da-08'), doc, { category: '数据分析', group: '技术' }).score).toBeLessThanOrEqual(40);
  });

  it('leaves a numbered how-to whose steps are sentences, and a labelled story, to be read as answers', () => {
    const steps = '漏斗分析我一般这样做：\n1. 先定好路径，比如从曝光到点击、加购、下单、支付这几步。\n2. 看每一步的转化率，找掉得最多的那一步。\n3. 把那一步按渠道和新老用户拆开看，是哪类人流失了。\n4. 去看那一步的页面和埋点，是不是有bug或者按钮太深。\n5. 改完以后再对比一周的数据，看转化有没有回来。';
    const story = '情境：我大三在一家电商实习，支付那一步的转化只有一半。\n任务：主管让我找原因。\n行动：我把漏斗按机型拆开，发现安卓低端机上支付页要加载八秒。\n结果：开发把页面压缩以后，那一步的转化回到了七成。\n体会：漏斗要拆开看才知道问题在哪。';
    for (const answer of [steps, story]) {
      expect(readsAsDocument(answer)).toBe(false);
      expect(gamingOf(answer, q('da-08'))).not.toBe('record');
    }
  });

  // a ranked list's, a bill's and a score table's rows: a term beside columns of figures, no sentence said
  const leaderboard = '本周热搜榜 · 12月3日\n1　漏斗分析　8.2万热度　评论312\n2　转化率　6.9万热度　评论208\n3　流失节点　5.1万热度　评论96\n4　漏斗模型　4.4万热度　评论71\n5　分步转化　3.0万热度　评论40\n6　埋点　1.2万热度\n点击查看更多热搜';
  const bill = '月度账单\n漏斗分析　-36.00　余额 964.00\n转化率　-18.50　余额 945.50\n流失率　-12.00　余额 933.50\n漏斗模型　-9.90　余额 923.60\n分步转化　-6.60　余额 917.00\n本月支出 合计 83.00';
  const scores = '期末成绩单\n漏斗分析 95 4.0 必修\n转化率 91 4.0 必修\n流失节点 88 3.7 选修\n漏斗模型 86 3.7 必修\n埋点设计 82 3.3 选修\n平均学分绩点 3.74';
  it.each([['a leaderboard', leaderboard], ['a bill', bill], ['a score table', scores]])('reads %s whose rows are the question\'s terms with figures as a document pasted', (_, doc) => {
    expect(readsAsDocument(doc)).toBe(true);
    // gaming whichever reading names it first (a table of terms may read as text from elsewhere before)
    expect(gamingOf(doc, q('da-08'))).not.toBeNull();
    expect(scoreOne(q('da-08'), doc, { category: '数据分析', group: '技术' }).score).toBeLessThanOrEqual(40);
  });

  it('leaves an answer that cites a few rows of its figures among sentences, and a how-to numbered with figures, to be read', () => {
    const cited = '我做过一次首页改版的漏斗分析，三步的数据大概是这样：\n曝光 12000 点击 3100\n点击 3100 加购 620\n加购 620 支付 410\n我发现点击到加购掉得最多，去看了一下是详情页太长，按钮在第三屏。\n改完以后加购那一步从两成提到了接近三成。';
    const numbered = '漏斗分析我一般分几步：\n1 先定路径，从曝光到支付一共五步\n2 每一步算转化率，比如100个人点进来30个加购\n3 找掉得最多的那步，按渠道拆开看\n4 改完再看一周，对比前后两组数据\n5 最后把结论写成两三句话发给运营';
    for (const answer of [cited, numbered]) {
      expect(readsAsDocument(answer)).toBe(false);
      expect(gamingOf(answer, q('da-08'))).not.toBe('record');
    }
  });

  // a text message run together in one paragraph: its sentences are its rows, its fixed phrases (取件码, 退订回T) furniture
  const notice = '【丰巢快递柜】您的漏斗分析快件已存入漏斗分析柜，取件码 漏斗-0728，请凭取件码到转化率柜机取件。快件内含：漏斗模型、转化率、流失率、分步转化、埋点、漏斗图。寄件人：漏斗分析专营店（什么是漏斗分析）。服务时间：漏斗分析 8:00-22:00。如有疑问请联系转化率客服。退订回T';
  it('reads a notice run together in one paragraph of the question\'s terms as a document pasted', () => {
    expect(readsAsDocument(notice)).toBe(true);
    expect(gamingOf(notice, q('da-08'))).toBe('record');
    expect(scoreOne(q('da-08'), notice, { category: '数据分析', group: '技术' }).score).toBeLessThanOrEqual(40);
  });

  it('leaves a one-paragraph answer that names a notice\'s words in its sentences to be read', () => {
    const told = '漏斗分析就是把用户从进来到完成目标拆成几步，看每一步留下多少人。我在快递驿站兼职时看过他们的取件数据：短信发出去以后，当天来取件的只有六成。我们把取件码放到短信开头，又在营业时间前一小时再提醒一次，当天取件率到了八成多。如有疑问的用户也少了，因为码一眼就能看到。';
    expect(readsAsDocument(told)).toBe(false);
    expect(gamingOf(told, q('da-08'))).not.toBe('record');
  });

  it('does not take a short list of glosses beside sentences for a document', () => {
    const answer = '我平时最常看这几个指标：\n· 转化率：每一步留下来的人占上一步的比例。\n· 流失率：从哪一步走掉的人最多。\n· 平均停留时间：在页面上看了多久。\n这几个放在一起，才看得出问题出在哪一步。';
    expect(readsAsDocument(answer)).toBe(false);
  });
});

describe('interview.gaming.record.document: a screen\'s or a sign\'s rows of terms (SCREEN furniture)', () => {
  // a phone's Bluetooth list whose device names are the question's terms, each row headed by an icon normalizeText drops
  const bluetooth = '蓝牙\n已开启\n我的设备\n🎧 漏斗分析_Pro 已连接\n📱 转化率_Max 未连接\n可用设备\n📶 漏斗模型-5G\n📶 分步转化_流失节点\n📶 埋点_事件_路径\n📶 什么是漏斗分析\n更多设置';
  // a station's guide: rows headed by a short code, cells parted by a spaced middle dot
  const guide = '站内导览\nA1 漏斗分析 · 转化率 · 出口\nA2 曝光 点击 加购 · 漏斗层级\nB1 流失节点 · 流失率\nB2 漏斗模型 · 漏斗图 · 分步转化\nC1 埋点 事件 · 路径分析\n▲ 您在这里';
  it.each([['a phone\'s Bluetooth list', bluetooth], ['a station\'s guide', guide]])('reads %s of the question\'s terms as a document pasted, capped as gaming', (_, doc) => {
    expect(readsAsDocument(doc)).toBe(true);
    expect(gamingOf(doc, q('da-08'))).not.toBeNull();
    expect(scoreOne(q('da-08'), doc, { category: '数据分析', group: '技术' }).score).toBeLessThanOrEqual(40);
  });

  it('leaves answers that speak around identifiers, middle dots and icons to be read', () => {
    const fields = '我做漏斗分析时先把埋点表里的字段理清楚：\nevent_name 是事件名，我按它把曝光、点击、加购、下单分成四步。\nuser_id 用来去重，一个人点很多次只算一次。\n然后我算每一步的转化率，发现点击到加购只有两成。\n按渠道拆开以后，是信息流来的新用户掉得最多。';
    const icons = '漏斗分析我会分三步讲：\n📌 先定路径，比如曝光、点击、加购、下单这四步。\n📌 再算每一步的转化率，看掉得最多的是哪一步。\n📌 最后按渠道和新老用户拆开，找是哪类人走掉了。\n📌 我实习时就这样发现，安卓低端机的支付页要加载八秒。\n📌 开发压缩页面以后，那一步的转化回到了七成。';
    const dotted = '我理解的漏斗分析是把用户的路径拆成几步 · 比如曝光、点击、下单。\n我在实习时做过一次，发现点击到下单掉得最多。\n后来我们把下单按钮从第三屏挪到了第一屏。\n改完以后那一步的转化从两成升到了三成。\n我觉得关键是拆得够细，才看得出问题在哪。';
    for (const answer of [fields, icons, dotted]) {
      expect(readsAsDocument(answer)).toBe(false);
      expect(gamingOf(answer, q('da-08'))).toBeNull();
    }
  });
});

describe('interview.gaming.record.document: a form run together in one paragraph, its fields its rows', () => {
  // the question's terms poured into the labelled fields of an everyday form, typed as one paragraph: no sentence of the student's own
  const booking = '【健身房团课预约单】 会员号：FA-0302 课程：漏斗分析 私教：转化率 教室：流失节点 时段：19:00-20:00 器械：曝光 点击 加购 下单 支付 储物柜：漏斗模型 分步转化 备注：埋点 事件 路径';
  const day = '【彩虹班 一日流程】 8:00-8:30 晨读：漏斗分析 漏斗模型 8:30-9:10 第一节：曝光 点击 加购 9:10-9:50 第二节：下单 支付 转化率 10:00-10:40 第三节：流失率 流失节点 14:00-14:40 第四节：埋点 事件 路径 15:00-16:00 活动课：分步转化 整体转化';
  it.each([['a booking slip', booking], ['a day\'s timetable', day]])('reads %s of the question\'s terms as a document pasted, capped as gaming', (_, doc) => {
    expect(readsAsDocument(doc)).toBe(true);
    expect(gamingOf(doc, q('da-08'))).toBe('record');
    expect(scoreOne(q('da-08'), doc, { category: '数据分析', group: '技术' }).score).toBeLessThanOrEqual(40);
  });

  it('leaves a one-paragraph answer whose labelled parts speak to be read', () => {
    const glosses = '漏斗分析我常看几个指标： 转化率：每一步留下的人占上一步的比例，越低说明那一步越有问题。 流失率：看用户从哪一步走掉的最多。 停留时长：用户在页面上看了多久，太短可能是没找到按钮。 复购率：买过的人有没有再来。我实习时主要看前两个，按渠道拆开对比。';
    const star = '情境： 我大三在一家电商实习，支付那一步的转化只有一半。 任务： 主管让我找原因。 行动： 我把漏斗按机型拆开，发现安卓低端机上支付页要加载八秒。 结果： 开发把页面压缩以后，那一步的转化回到了七成。';
    for (const answer of [glosses, star]) {
      expect(readsAsDocument(answer)).toBe(false);
      expect(gamingOf(answer, q('da-08'))).not.toBe('record');
    }
  });

  it('reads a checklist whose terms open with a particle (过拟合, 过采样) as bare cells, not speech', () => {
    const checklist = '模型上线点检表\n| 点检项 | 内容 | 结果 |\n| 过拟合 | 正则化 早停 | √ |\n| 过采样 | SMOTE 随机过采样 | √ |\n| 欠采样 | 随机欠采样 | √ |\n| 评估 | AUC 召回率 F1 | √ |\n点检人：样本不平衡';
    expect(readsAsDocument(checklist)).toBe(true);
  });
});

describe('interview.gaming.record.document.told-table: a table the student made, inside their account of it', () => {
  const table = ['| 项目 | 金额（元） | 比例 |', '| --- | --- | --- |', '| 场地 | 1200 | 30% |', '| 音响灯光 | 1600 | 40% |', '| 道具服装 | 400 | 10% |', '| 宣传物料 | 300 | 7.5% |', '| 餐饮 | 200 | 5% |', '| 交通 | 150 | 3.8% |', '| 奖品 | 100 | 2.5% |', '| 其他 | 50 | 1.2% |'];
  it('reads the student\'s own table of figures told about as an answer, not a document', () => {
    const told = [
      '我拿我们社团去年迎新晚会的预算举个例子。我先把花费按项目拆开，列了这张表：',
      ...table,
      '我一看音响灯光占了四成，就去问了学校的设备处，借到了两套音响，只租了灯光，这一项降到了七百。场地我们换成了学院的报告厅，不要钱。最后总花费从四千降到了两千一左右，省下的钱给参加的新生买了纪念品。',
    ].join('\n');
    expect(readsAsDocument(told)).toBe(false);
    expect(gamingOf(told, q('fa-08'))).toBeNull();
  });

  it('still reads a table of terms with a bare title and one line of the student\'s as a document', () => {
    const bare = ['成本分析表', ...table, '我觉得成本分析很重要。'].join('\n');
    expect(readsAsDocument(bare)).toBe(true);
    // gaming whichever reading names it first (a table of terms reads as a list before)
    expect(gamingOf(bare, q('fa-08'))).not.toBeNull();
  });
});

describe('interview.sentences.told-table: the rows of a table the student tells about are neither said nor unsaid', () => {
  const table = ['| 月份 | 到店人次 | 客单价（元） | 营业额（元） | 环比 |', '| --- | --- | --- | --- | --- |', '| 9月 | 5200 | 21 | 109200 | — |', '| 10月 | 4900 | 22 | 107800 | -1.3% |', '| 11月 | 3600 | 20 | 72000 | -33.2% |'];
  const told = [
    '我大三在学校旁边一家奶茶店做兼职，店长让我看看为什么十一月营业额掉得厉害。我用Excel把收银系统导出的每天订单按月汇总，做了这张表：',
    ...table,
    '我再按星期拆开看，发现周末没怎么变，掉的主要是工作日下午，附近的考研的学生搬去图书馆了。我建议店长做工作日下午的第二杯半价，店长试了以后，工作日下午的单数又回来了。',
  ].join('\n');

  it('weighs the share said over the account alone, and reads the table\'s figures as the story\'s', () => {
    expect(toldTableOf(told)).toHaveLength(5);
    expect(sentencesOf(told).share).toBeLessThan(0.7);
    const analysis = analyzeAnswer(q('fa-11'), told, timing);
    expect(analysis.said).toBeGreaterThanOrEqual(0.9);
    // the words alone give no figure: the table's percentages are what came of the analysis
    expect(starOf(sentencesOf(withoutToldTable(told)).said).quantified).toBe(false);
    expect(analysis.star).toMatchObject({ example: true, quantified: true });
    expect(analysis.content).toBeGreaterThanOrEqual(STORY_CONTENT);
  });

  it('leaves a table of terms under a bare title unsaid, as a document\'s rows', () => {
    const bare = ['营业额分析表', ...table, '我觉得数据分析很重要。'].join('\n');
    expect(toldTableOf(bare)).toEqual([]);
    expect(withoutToldTable(bare)).toBe(bare);
    expect(analyzeAnswer(q('fa-11'), bare, timing).said).toBeLessThan(0.3);
    expect(gamingOf(bare, q('fa-11'))).not.toBeNull();
  });
});

describe('interview.gaming.reference.code and .platform-call: code and a platform\'s words are no print', () => {
  it('reads code in backticks as the student\'s, not a printed list\'s numbered items', () => {
    const notes =
      '数组加链表，冲突多了转红黑树。定位桶用`(n - 1) & hash`，扰动是`h ^ (h >>> 16)`，容量保持2的幂，这样与运算等于取模；扩容时按`(e.hash & oldCap) == 0`分成高低两串，不用重新算哈希。不是线程安全的，并发写会丢数据，要并发就换`ConcurrentHashMap`。';
    expect(readsAsReference(notes, q('java-01'))).toBe(false);
    expect(gamingOf(notes, q('java-01'))).toBeNull();
    const entry = 'HashMap是指基于哈希表的Map实现，又称散列映射。其主要特点：（1）底层为数组加链表，链表过长时转为红黑树；（2）下标计算为`(n - 1) & hash`；（3）非线程安全，并发场景应使用`ConcurrentHashMap`。';
    expect(readsAsReference(entry, q('java-01'))).toBe(true);
  });

  it('reads 点赞 and 评论区 as an account\'s matter, and as a pasted post\'s furniture only in its call to the reader', () => {
    const account =
      '大二我和室友做了一个测评学校周边奶茶的小红书号。接手时粉丝三百多，每篇点赞十几个。我把之前的笔记按点赞排了一遍，点赞高的都是写价格和隐藏菜单的，于是标题都改成带价格的；评论区每次问大家下周想喝哪家，就按留言最多的去拍。半年后粉丝到了两千八，有一篇点赞过千。';
    expect(readsAsReference(account, q('newmedia-14'))).toBe(false);
    expect(gamingOf(account, q('newmedia-14'))).toBeNull();
    const post = '奶茶测评账号怎么从零做起来？这篇一次讲清！先说结论：标题带价格，封面统一风格。每篇笔记点赞高不高，就看前三秒。觉得有用记得点赞+关注哦，欢迎在评论区留言你想看的店，下期见～';
    expect(readsAsReference(post, q('newmedia-14'))).toBe(true);
  });
});

/*
 * Rules of the fifty-eighth and fifty-ninth batches (analysis): a query or a function written out on lines of its own
 * inside an explanation is the student's worked example (interview.gaming.record.code, interview.sentences.code,
 * interview.gaming.reference.code). Written for these tests, on questions of the banks: none is an item of a rated set.
 */
describe('interview.gaming.record.code: lines of code are a worked example, not a document\'s rows', () => {
  // SQL中WHERE和HAVING有什么区别？ — terse labelled lines, then the query
  const TERSE =
    "区别有三点：\n时机：WHERE 分组前筛行，HAVING 分组后筛组。\n聚合：SUM()、COUNT() 只能写在 HAVING。\n效率：能放 WHERE 的先放 WHERE。\n例子，十月销售额过万的门店：\nselect store_id, sum(amount) as total from orders\nwhere order_date >= '2025-10-01'\ngroup by store_id\nhaving sum(amount) > 10000;\n别名能不能在 HAVING 里用，不同数据库不一样，我只在 MySQL 上试过。";
  // the same explanation in fuller lines, no spoken word, the query not in backticks
  const IMPERSONAL =
    "两者的区别：\n时机：WHERE 分组前筛行；HAVING 分组后筛组。\n聚合：WHERE 里不能写 SUM()、COUNT()；HAVING 可以。\n效率：能放 WHERE 的先放 WHERE，分组要处理的行就少。\n例子，十月销售额过万的门店：\nselect city, store_id, sum(amount) as total\nfrom orders\nwhere order_date >= '2025-10-01'\ngroup by city, store_id\nhaving sum(amount) > 10000;\n别名能不能在 HAVING 里用，各数据库不一样。";

  it('reads a statement\'s line (Latin words, code\'s syntax, no Han) and a block\'s closing as code', () => {
    expect(codeLine('select store_id, sum(amount) as total from orders')).toBe(true);
    expect(codeLine('having sum(amount) > 10000;')).toBe(true);
    expect(codeLine('  let timer = null;')).toBe(true);
    expect(codeLine('});')).toBe(true);
    // a document's rows, a citation's mark and a bare word are none
    expect(codeLine('周一 1-2节 用户留存率导论')).toBe(false);
    expect(codeLine('· 套餐A ¥9.9')).toBe(false);
    expect(codeLine('@article{mq2026,')).toBe(false);
    expect(codeLine('from orders')).toBe(false);
  });

  it('sets the query aside: the explanation around it is no document, and its share said is read without it', () => {
    expect(readsAsDocument(TERSE)).toBe(false);
    expect(gamingOf(TERSE, q('da-06'))).toBeNull();
    expect(withoutCodeLines(TERSE)).not.toContain('select');
    expect(withoutCodeLines('select id from t where id = 1;')).toBe('select id from t where id = 1;');
    expect(scoreOne(q('da-06'), TERSE, { category: '数据分析师', group: '' }).score).toBeGreaterThanOrEqual(70);
  });

  it('reads sum(amount) on a line of code as no bracketed term, so the impersonal notes are no printed entry', () => {
    expect(readsAsReference(IMPERSONAL, q('da-06'))).toBe(false);
    const entry = '持续集成（Continuous Integration）是指开发人员频繁地将代码合并到主干，又称CI。\nselect id from builds where status = 1;';
    expect(readsAsReference(entry, q('qa-01'))).toBe(true);
  });

  it('still reads a timetable with a line of code in it as a document', () => {
    const timetable = '周一 1-2节 用户留存率导论\n周二 3-4节 漏斗分析实务\n周三 5-6节 同期群分析\n周四 1-2节 北极星指标\n周五 3-4节 A/B测试\nselect * from course where week = 1;';
    expect(readsAsDocument(timetable)).toBe(true);
  });
});
