import type { ResumeContent } from '@campus/shared-utils/rules';
import { diagnoseResume } from '../src/ai/diagnose/diagnose';
import { DUTIES_CAP, FEW_DUTIES_CAP, dutyListFindings, isDutyList, isEmptyDuty, ownDutiesOf } from '../src/ai/diagnose/duties';
import { entryMonths } from '../src/ai/diagnose/entries';
import { implausibleCounts, implausibleFigureFindings, implausibleFigures } from '../src/ai/diagnose/gaming';
import { tellsStarInWords } from '../src/ai/diagnose/quality';
import { isKeywordList } from '../src/ai/diagnose/sentences';
import { javaResume } from './ai-diagnose-resumes';
import { expectWithinMs } from './timing';

const diagnosis = (r: ResumeContent) => diagnoseResume(r, '2026-11');
const SKILLS = '熟悉 Java、Spring Boot、MySQL、Redis';

describe('content.keyword-list: the joins a list is typed with (content.keyword-list.separators)', () => {
  it('reads terms joined by + as a list, even with a verb inside a term (A/B测试) and two bare figures after it', () => {
    expect(isKeywordList('Java+Spring Boot+MyBatis+MySQL+Redis+Kafka+Docker+Kubernetes+Nginx+Elasticsearch+Jenkins+A/B测试+微服务+分布式+高并发，首先架构体系其次性能指标最后稳定闭环，QPS提升50%，延迟降低30%，综上所述技术驱动。')).toBe(true);
  });

  it('reads terms joined by ·, → or emoji as a list', () => {
    expect(isKeywordList('🔥Java🔥Spring Boot🔥MySQL🔥Redis🔥Kafka🔥Docker')).toBe(true);
    expect(isKeywordList('Java·Spring Boot·MyBatis·MySQL·Redis·Kafka·Docker·微服务')).toBe(true);
  });

  it('reads a few unknown terms strung on a pictograph as a list (content.keyword-list.pictographs)', () => {
    expect(isKeywordList('🛞选品🛞脚本🛞投流🛞千川🛞私域🛞复购🛞')).toBe(true);
    expect(isKeywordList('🛞GMV提升7200%🛞涨粉9800%🛞ROI提升1600%🛞赋能🛞闭环🛞流量密码🛞爆款🛞')).toBe(true);
    expect(isKeywordList('✨网感✨爆款✨流量✨破圈')).toBe(true);
  });

  it('leaves clauses told after emoji bullets, and one emoji in a sentence, sentences', () => {
    expect(isKeywordList('✅负责公众号日常推文的选题和排版✅策划开学季线下快闪活动一场并联系了三家商户✅整理每周后台数据写成周报')).toBe(false);
    expect(isKeywordList('🎯负责社团招新海报设计，报名人数比去年多了40人。')).toBe(false);
  });

  it('reads a hostile pictograph line in a few ms', () => {
    for (const line of ['🛞'.repeat(3000), '🛞a'.repeat(2000), '🛞 '.repeat(2000), ' '.repeat(6000), '🛞\uFE0F\u200D'.repeat(1500), '1'.repeat(6000)]) {
      // a text of its own each try: isKeywordList remembers its last answers
      expectWithinMs((attempt) => isKeywordList(attempt + line), 200);
    }
  });

  it('leaves a sentence that joins two tools with + a sentence', () => {
    expect(isKeywordList('用Python+SQL清洗了3万条订单数据，按周汇总退货原因，发现包装破损占四成，推动仓库换了纸箱。')).toBe(false);
  });

  it('leaves a description that opens with its stack joined by + and then tells the work', () => {
    expect(isKeywordList('技术栈：SpringBoot+MyBatis+MySQL+Redis。负责订单模块接口开发，用Redis缓存热门商品，接口响应从800ms降到120ms。')).toBe(false);
    expect(isKeywordList('技术栈：Vue+Element UI+Axios+ECharts。实现了订单看板，页面首屏加载从3秒降到1秒。')).toBe(false);
  });

  it('cuts a list at any punctuation or symbol, full-width or not, so no new mark lets it through', () => {
    for (const mark of ['｜', '|', '〓', '▶', '※', '☆', '¦', '／', '＞']) {
      expect(isKeywordList(['精益生产', 'OEE', 'SMED', 'TPM', '5S', 'Kaizen', 'VSM', '节拍平衡', '标准作业'].join(mark))).toBe(true);
    }
  });

  it('reads short pieces with no predicate as terms though no dictionary knows them, one slogan and bare figures among them', () => {
    expect(isKeywordList('精益生产｜OEE｜SMED｜TPM｜5S｜Kaizen｜VSM｜节拍平衡｜首先诊断其次改善最终固化｜效率提升45%｜成本降低30%')).toBe(true);
    expect(isKeywordList('业财融合｜降本增效｜ROE｜ROA｜ROIC｜EBITDA｜WACC｜三表联动')).toBe(true);
  });

  it('leaves plain prose of many short clauses without dictionary verbs a sentence (about one piece a clause)', () => {
    expect(isKeywordList('在超市生鲜区理货，早上补货，下午盯临期，一开始常忘记翻面，后来按货架画了张表，每天对一遍，报损少了一些。')).toBe(false);
    expect(isKeywordList('主要做周报：原来每周一手动从后台导 Excel、做透视表，要大半天。我改成 SQL 取数 + Python (pandas) 处理、openpyxl 写回模板，现在十分钟出表。')).toBe(false);
  });

  it('leaves prose with Latin words, brackets and quotes a sentence', () => {
    expect(isKeywordList('使用 TypeScript 和 React 重构了订单页面，把三个重复的表单合成一个组件，页面代码少了一半。')).toBe(false);
    expect(isKeywordList('在“校园跑腿”小程序（微信）里负责下单页，和后端（Java）同学对接口，上线后（2024年3月）日均订单从40单到120单。')).toBe(false);
    expect(isKeywordList('跟师傅做上下料、首件检测和日常点检，后来学会改简单的宏程序，把孔系加工改成循环调用，程序短了很多。')).toBe(false);
  });

  it('flags a project told as a + run as a keyword list in the diagnosis', () => {
    const r = javaResume({ work: [], projects: [{ title: '电商中台', description: 'Java+Spring Boot+MyBatis+MySQL+Redis+Kafka+Docker+Kubernetes+Nginx+Elasticsearch+微服务+分布式+高并发，QPS提升50%。' }], skills: SKILLS, evaluation: '' });
    expect(diagnosis(r).findings.some((f) => f.rule === 'content.keyword-list' && f.section === 'project')).toBe(true);
    expect(diagnosis(r).score).toBeLessThanOrEqual(40);
  });
});

describe('content.implausible.entry-span: follower and play counts judged over the entry’s dates', () => {
  it('counts the months of an entry, both ends included', () => {
    expect(entryMonths('2024-09', '2025-06')).toBe(10);
    expect(entryMonths('2025-07', '2025-07')).toBe(1);
    expect(entryMonths('2025-07', '')).toBeUndefined();
    expect(entryMonths('2025-07', '2025-01')).toBeUndefined();
  });

  it('catches millions of followers gained in an entry of a year or less that names no span', () => {
    expect(implausibleCounts('学院公众号粉丝从3000涨到500万', 10).map((f) => f.why)).toEqual(['短期内粉丝增长上百万']);
  });

  it('leaves a modest growth, a longer entry, and a shop’s sales told as context alone', () => {
    expect(implausibleCounts('学院公众号粉丝从3000涨到1.2万', 10)).toEqual([]);
    expect(implausibleCounts('学院公众号粉丝从3000涨到500万', 36)).toEqual([]);
    expect(implausibleCounts('协助运营天猫旗舰店，店铺月GMV约1200万', 6)).toEqual([]);
  });

  it('flags the entry in the diagnosis from its dates', () => {
    const r = javaResume({ work: [{ title: '学院融媒体中心', description: '学院公众号粉丝从3000涨到500万，全国高校排名第一。' }], projects: [], skills: SKILLS, evaluation: '' });
    expect(implausibleFigureFindings(r)).toHaveLength(1);
  });

  it('does not read a circled list number (②) as a digit of the figure after it', () => {
    expect(implausibleFigures('①独立运营账号 ②两个月全网涨粉2000万+').map((f) => f.text)).toEqual(['两个月全网涨粉2000万']);
  });
});

const DUTIES = '参与年报审计工作，协助项目经理整理底稿，负责函证的发送与回收，协助盘点，完成领导交办的工作，获得带教老师好评。';
const DUTIES_PROJECT = '负责需求分析、竞品分析和原型设计，与团队成员合作完成了项目，获得老师的认可。';
const TOLD = '负责门店排班，把原来按经验排班改成按客流时段排班，周末缺人的情况少了很多。';

describe('content.duties: experience written as the post’s duties (duties.json)', () => {
  it('catches a description of duty openers with praise in place of a result', () => {
    expect(isDutyList(DUTIES)).toBe(true);
    expect(isDutyList(DUTIES_PROJECT)).toBe(true);
    expect(isDutyList('负责各类文件的翻译工作；协助项目经理进行译稿审校；参与术语库的整理；按时完成翻译任务，获得好评。')).toBe(true);
  });

  it('leaves a description that opens with a duty and then tells the student’s own action and its result', () => {
    expect(isDutyList(TOLD)).toBe(false);
  });

  it('leaves a duty list that carries a figure, and a single duty', () => {
    expect(isDutyList('负责函证的发送与回收，协助盘点，共核对往来款项120笔。')).toBe(false);
    expect(isDutyList('负责公众号日常运营。')).toBe(false);
  });

  it('counts bare verb-objects that continue a duty sentence as duties (负责…，回复咨询，处理退换货)', () => {
    expect(isDutyList('负责店铺客服工作，回复顾客咨询，处理退换货；协助整理商品资料；完成店长交办的其他工作。')).toBe(true);
    expect(isDutyList('负责协助招聘工作，筛选简历，安排面试；负责员工档案的整理归档。')).toBe(true);
  });

  it('leaves a duty sentence whose later clauses tell a particular or result of one’s own', () => {
    expect(isDutyList('负责店铺客服工作，发现退货多因尺码不准，把详情页的尺码表改成按身高体重推荐。')).toBe(false);
    expect(isDutyList('负责门店数据整理，用Python写脚本合并各门店日报。')).toBe(false);
    expect(isDutyList('协助整理商品资料。客服回复慢，我整理出最常见的问题写成快捷回复。')).toBe(false);
  });

  it('reads a clause of an award or a stage reached after a duty as a result, not a continuation', () => {
    expect(isDutyList('负责起诉状和代理词，团队进入校内决赛。')).toBe(false);
    expect(isDutyList('负责填制和审核凭证，队伍获校级三等奖。')).toBe(false);
    expect(isDutyList('负责起诉状和代理词，整理证据材料。')).toBe(true);
  });

  it('leaves a stock outcome (活动顺利完成, 反响良好) out like praise: a duty with it is still a duty list', () => {
    expect(isDutyList('负责晚会的宣传和拉赞助工作，活动顺利完成，反响良好。')).toBe(true);
    expect(isDutyList('负责晚会的宣传，拉到两家奶茶店的赞助，活动顺利完成。')).toBe(false);
  });

  it('finds each duty-only entry, not one that tells a result', () => {
    const r = javaResume({ work: [{ title: '云帆科技', description: DUTIES }], projects: [{ title: '校园二手交易平台', description: TOLD }], skills: SKILLS, evaluation: '' });
    expect(dutyListFindings(r).map((f) => `${f.section}:${f.entry_id}`)).toEqual(['work:11']);
  });

  it('takes the place of content.star on a duty list, and leaves content.star on an entry that is no duty list', () => {
    const r = javaResume({ work: [{ title: '云帆科技', description: DUTIES }], projects: [{ title: '校园二手交易平台', description: '负责公众号日常运营。' }], skills: SKILLS, evaluation: '' });
    const on = (rule: string) => diagnosis(r).findings.filter((f) => f.rule === rule).map((f) => `${f.section}:${f.entry_id}`);
    expect(on('content.duties')).toEqual(['work:11']);
    expect(on('content.star')).toEqual(['project:21']);
  });

  it('caps a resume of duties alone below one that tells a result (diagnose.duties)', () => {
    const duties = javaResume({ work: [{ title: '云帆科技', description: DUTIES }], projects: [{ title: '校园二手交易平台', description: DUTIES_PROJECT }], skills: SKILLS, evaluation: '' });
    const told = javaResume({ work: [{ title: '云帆科技', description: DUTIES }], projects: [{ title: '校园二手交易平台', description: TOLD }], skills: SKILLS, evaluation: '' });
    expect(diagnosis(duties).score).toBeLessThanOrEqual(DUTIES_CAP);
    expect(diagnosis(duties).findings.filter((f) => f.rule === 'content.duties')).toHaveLength(2);
    expect(diagnosis(told).findings.filter((f) => f.rule === 'content.duties')).toHaveLength(1);
  });
});

describe('content.duties: continuations judged by what they hold, what one learned left out like praise', () => {
  it('reads a long continuation that holds no figure, particular or result as a duty', () => {
    expect(isDutyList('负责产品规划和需求设计，协调团队成员完成开发，参与推广运营。')).toBe(true);
    expect(isDutyList('负责活动的整体筹备，对接学校各部门和赞助商家的日常沟通，参与现场执行。')).toBe(true);
  });

  it('leaves a continuation that tells a particular of one’s own, a reason or a result a told clause', () => {
    expect(isDutyList('负责产品规划和需求设计，我先去食堂门口问了三十个同学，参与推广运营。')).toBe(false);
    expect(isDutyList('负责产品规划和需求设计，因为同学们常抱怨取快递排队就先做了代取，参与推广运营。')).toBe(false);
    expect(isDutyList('负责产品规划和需求设计，协调团队成员把下单流程从五步改成两步，参与推广运营。')).toBe(false);
    expect(isDutyList('负责招新宣传，在“迎新周”摆摊介绍社团，参与活动执行。')).toBe(false);
  });

  it('continues a list whose items are split by ；', () => {
    expect(isDutyList('负责公司产品的功能测试；根据需求文档编写测试用例；执行测试用例并提交缺陷；参与回归测试；协助测试组长完成测试报告。')).toBe(true);
    // a full stop ends the list: what follows is read on its own
    expect(isDutyList('负责公司产品的功能测试。后来发现登录页在弱网下会重复提交，和开发一起加了防抖。')).toBe(false);
  });

  it('leaves what one learned out of the share, like praise (学习了…流程, 熟悉了…工作)', () => {
    expect(isDutyList('参与店铺的装修、上架、推广等工作，学习了店铺运营的整个流程。')).toBe(true);
    expect(isDutyList('协助老师整理档案，熟悉了档案管理的基本流程。')).toBe(true);
  });

  it('leaves out what one learned said in the first person, a growth of one\'s own abilities and the 通过实习 heading them', () => {
    expect(isDutyList('负责协助市场部开展促销活动；负责整理客户资料；协助制作宣传海报。通过实习，我了解了市场营销的基本工作内容，提高了自己的沟通能力和团队合作能力。')).toBe(true);
    expect(isDutyList('负责公众号的日常运营，撰写推文，回复粉丝留言。通过实习，我熟悉了新媒体运营的工作流程。')).toBe(true);
  });

  it('keeps what the student found out (我了解到…, then the deed) and a system\'s abilities raised told clauses', () => {
    expect(isDutyList('负责整理客户资料，协助制作海报。我了解了客户最常问的是保质期，就把它印在了海报最上面。')).toBe(false);
    expect(isDutyList('负责接口开发，参与联调，提升了系统的并发处理能力。')).toBe(false);
  });

  it('keeps what one learned to do and then did a told clause (学会了…, then the deed)', () => {
    expect(isDutyList('参与店铺上架，学会了用生意参谋看转化，把主图换成场景图后点击率翻了一倍。')).toBe(false);
    expect(isDutyList('跟师傅做首件检测，学会了看工艺卡和用三坐标的检测报告。')).toBe(false);
  });

  it('leaves out a count never given (发表过多篇稿件) like a stock outcome, not a told count', () => {
    expect(isDutyList('负责校园新闻的采访和写作，参与校报的编辑工作，发表过多篇稿件。')).toBe(true);
    expect(isDutyList('负责校园新闻的采访和写作，写的食堂涨价调查被市里晚报转载。')).toBe(false);
  });

  it('caps a resume whose two entries are a duty list and one continued by a long bare clause', () => {
    const r = javaResume({
      work: [{ title: '产品助理实习', description: '负责协助产品经理进行需求调研和竞品分析，参与撰写需求文档，跟进开发进度，完成上级交办的其他工作。' }],
      projects: [{ title: '校园跑腿小程序', description: '负责产品规划和需求设计，协调团队成员完成开发，参与推广运营。' }],
      skills: SKILLS,
      evaluation: '',
    });
    expect(diagnosis(r).score).toBeLessThanOrEqual(DUTIES_CAP);
  });
});

describe('diagnose.duties.internships: every internship a duty list, the rest telling no deed with its result', () => {
  const INTERNSHIP = '1. 负责整理供应商资料；2. 协助采购员进行询价、比价；3. 跟进采购订单的到货情况；4. 完成上级交办的其他工作。';
  const NAMED = '小组完成了一份采购成本分析报告，我负责收集资料和制作PPT，成绩良好。';
  const FIGURED = '我们比了三家纸箱供应商的报价，我把近半年的48张采购单整理成表，发现同规格差价有15%，建议换成第二家，老师采纳了。';

  it('caps a resume whose internships list duties and whose project is only named', () => {
    const r = javaResume({ work: [{ title: '食品公司采购助理', description: INTERNSHIP }], projects: [{ title: '采购成本分析', description: NAMED }], skills: SKILLS, evaluation: '' });
    expect(diagnosis(r).score).toBeLessThanOrEqual(DUTIES_CAP);
  });

  it('leaves one whose project tells a deed with its figures', () => {
    const r = javaResume({ work: [{ title: '食品公司采购助理', description: INTERNSHIP }], projects: [{ title: '采购成本分析', description: FIGURED }], skills: SKILLS, evaluation: '' });
    expect(diagnosis(r).score).toBeGreaterThan(DUTIES_CAP);
  });

  it('reads help about the place and what one came to know as a duty list (auxiliary, learned)', () => {
    expect(isDutyList('在项目部实习，主要在现场做一些辅助工作，协助师傅做好施工记录和资料整理，参加了每周的例会，学习了现场管理的一些方法，对施工流程和规范有了进一步的认识。')).toBe(true);
    expect(isDutyList('在项目部实习，主要在现场做一些辅助工作，有一次发现二层板的钢筋间距不对，报给了师傅，返工后才浇筑。')).toBe(false);
  });
});

describe('diagnose.duties.few: duty lists that name almost no work of their own', () => {
  const FEW = '负责客户接待，协助销售人员开展工作，完成领导交办的其他工作。';
  const FULL = '负责客户接待，介绍酱香和浓香两类产品，整理客户订货单，协助销售人员完成月底对账。';

  it('counts no duty with no object of its own (the catch-all, help with nothing named)', () => {
    expect(ownDutiesOf(FEW)).toBe(1);
    // the items a clause lists are duties each
    expect(ownDutiesOf('负责协助采购员进行询价、比价，协助整理采购订单和供应商资料，完成部门安排的其他工作。')).toBe(3);
    // help to someone with work named is a duty of its own
    expect(ownDutiesOf('协助销售人员整理客户资料，协助店长完成门店销售任务。')).toBe(2);
    expect(ownDutiesOf(FULL)).toBe(4);
  });

  it('caps a resume whose entries are such lists lower than a full list of duties', () => {
    // beside a student-union post that names no work of its own: a lone entry is diagnose.duties.lone's
    const post = { title: '学院学生会', role: '干事', description: '协助部长完成各项任务，完成老师交办的工作。' };
    const few = javaResume({ work: [{ title: '酒类批发部', description: FEW }], projects: [post], skills: SKILLS, evaluation: '' });
    const full = javaResume({ work: [{ title: '酒类批发部', description: FULL }], projects: [post], skills: SKILLS, evaluation: '' });
    expect(isDutyList(FEW)).toBe(true);
    expect(isDutyList(FULL)).toBe(true);
    expect(diagnosis(few).score).toBeLessThanOrEqual(FEW_DUTIES_CAP);
    expect(diagnosis(full).score).toBeGreaterThan(FEW_DUTIES_CAP);
  });

  it('counts no duty for work named only by who handed it out, in either order (diagnose.duties.assigned)', () => {
    for (const c of ['完成主管交代的其他事项', '积极完成领导交给的任务', '保质保量完成领导交办的工作任务', '完成上级分配的临时任务', '领导交办的各项任务都能按时完成', '对老师布置的任务认真完成', '领导安排的工作我都认真完成']) {
      expect([c, isEmptyDuty(c), ownDutiesOf(c)]).toEqual([c, true, 0]);
    }
    expect(ownDutiesOf('负责整理供应商资料，完成主管交代的其他事项，领导交办的各项任务都能按时完成。')).toBe(1);
  });

  it('counts work named beside its giver as a duty of its own', () => {
    for (const c of ['完成领导交办的盘点任务', '完成主管安排的新品推文撰写', '领导交办的盘点任务都按时完成', '老师布置的课程设计按时完成了三版图纸']) {
      expect([c, isEmptyDuty(c), ownDutiesOf(c)]).toEqual([c, false, 1]);
    }
  });

  it('reads a hostile line for an empty duty in a few ms', () => {
    for (const line of ['协助'.repeat(3000), '协助销售人员开展'.repeat(750), '完成领导交办的'.repeat(850), '员'.repeat(6000), '领导交办的各项任务都能按时'.repeat(460), '认真地'.repeat(2000), '主管交给我的'.repeat(1000)]) {
      expectWithinMs(() => ownDutiesOf(line), 50);
    }
  });
});

describe('content.star.in-words: a deed of the student’s own with its result said in words', () => {
  it('tells STAR plainly with a share saved or a prize won', () => {
    expect(tellsStarInWords('三人小组。第一版出料口老堵，我把筛网孔径改大了一号，又加了个振动电机。到厂里试用后，师傅说清一次料省了约一半时间。获校级三等奖。')).toBe(true);
  });
  it('does not on a duty list, nor on a deed with no result', () => {
    expect(tellsStarInWords('负责协助销售人员开发客户，整理客户资料，获得领导认可。')).toBe(false);
    expect(tellsStarInWords('我负责结构设计，把底座改成四条腿，加了橡胶垫。')).toBe(false);
  });
  it('costs a few ms on a 6,000-character hostile line', () => {
    // the pattern itself, before the STAR reading content.star already does on the same entry
    const hostiles = ['获得了'.repeat(2000), '省了约近'.repeat(1500), '获得了校级一等'.repeat(900).slice(0, 6000)];
    expectWithinMs(() => hostiles.forEach((hostile) => tellsStarInWords(hostile)), 50);
  });
});
