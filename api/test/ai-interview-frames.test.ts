import { analyzeAnswer } from '../src/ai/interview/analysis';
import { leavesSubject } from '../src/ai/interview/on-question';
import { relevanceOf } from '../src/ai/interview/relevance';
import { bankQuestion } from '../src/ai/interview/bank';
import { frameOf, framedAsMethod, framedAsPolish, laidOutAsChatbot, quotationOpening, withoutArticles, withoutQuestionsFigures } from '../src/ai/interview/frames';
import { scoreInterview } from '../src/ai/interview/score-interview';

/**
 * interview.gaming.frame: an answer poured into a frame — a named method's labels (STAR, SCQA, 黄金圈 Why/How/What), a
 * maxim quoted as the opening, a chatbot's layout, a polished essay's figures — whose slots hold nothing of the
 * student's own (no figure with a base, no time and place, no person met, no deed of theirs) keeps GAMING_CREDIT of
 * its marks, and its finding quotes the frame. The same frames around a real account are a story told in order.
 */
const FRAME_MAX = 35;
const TOLD_MIN = 60;

const one = (id: string, answer: string) => {
  const q = bankQuestion(id)!;
  return scoreInterview([{ index: 0, question_id: q.id, text: q.text, follow_up: 0, answer, seconds_used: 60, late: 0 }], { category: '', group: '', seconds: 120 }).questions[0]!;
};
const analysed = (id: string, answer: string) => analyzeAnswer(bankQuestion(id)!, answer, { seconds: 120, seconds_used: 60, late: 0 });

/** Frames with nothing in their slots: [question, answer, words of the frame its finding quotes]. */
const HOLLOW: [string, string, string][] = [
  [
    'common-16',
    '这道题我用STAR法则来回答。S（情境）：在一次小组作业中，我们碰到了一些困难。T（任务）：我的任务是找出问题并推动解决。A（行动）：我主动思考，积极沟通，多方协调，全力推进。R（结果）：问题得到了圆满解决，小组效率提升了30%，得到了老师和同学的一致好评。通过这次经历，我认识到主动发现问题的重要性。',
    'STAR法则来回答',
  ],
  [
    'common-07',
    '我想用黄金圈法则来回答。Why——为什么？因为热爱，因为理想，因为贵公司和我的追求高度一致。How——怎么做？以客户为中心，以专业为根本，以学习为动力。What——做什么？做有温度的服务，做有价值的工作。由内而外，层层递进，这就是我的答案。',
    'Why',
  ],
  [
    'fa-14',
    '这个问题我想用SCQA的结构来回答。S，情境：在数字化转型的背景下，分析需要与业务协同。C，冲突：双方对结论认识不一致。Q，问题：如何达成共识？A，答案：坚持数据说话、沟通先行、价值导向，以开放的心态倾听，以专业的能力回应，实现从分歧到共识的转变。',
    'SCQA',
  ],
  [
    'sales-14',
    '稻盛和夫说过：“付出不亚于任何人的努力。”我安排一天的销售工作，始终坚持客户第一、计划第一、执行第一。以目标为导向，以客户为中心，以业绩为标准；早上定目标，中午抓执行，晚上做总结。今日事今日毕，用每一天的坚持，成就更好的自己。',
    '稻盛和夫说过',
  ],
  [
    'newmedia-13',
    '当然可以！关于追热点，我为你整理了一份小攻略👇\n🔥 一、为什么要追热点\n热点自带流量，是涨粉的好机会。\n✅ 快：抢占先机\n✅ 准：贴合账号定位\n✅ 稳：不碰红线\n❌ 负面新闻 ❌ 敏感话题\n如果你还想了解更多，随时可以问我哦～',
    '当然可以',
  ],
  [
    'editor-14',
    '做系列报道这道题，我用5W1H的框架来回答。What：报道什么，明确主题；Why：为什么报道，明确意义；Who：写给谁，明确受众；When：什么时候发，明确节点；How：怎么写，明确方法。把这几个问题想清楚，系列报道就能做出深度和温度。',
    '5W1H',
  ],
  [
    'mkt-11',
    '我很喜欢一句话：“营销的本质是创造价值。”预算有限的时候，更要坚持以用户为中心、以效果为导向、以创意为驱动，把每一分钱都花在刀刃上，用有限的预算撬动无限的可能。',
    '一句话',
  ],
  [
    'editor-15',
    '文字是思想的容器，编辑是文字的匠人。我想做编辑，是因为我相信，每一本书的背后，都是一段值得被讲述的人生；每一次修改的背后，都是对作者的理解与尊重。编辑不仅是稿件的把关者，更是思想的摆渡人。我愿以耐心守初心，以热爱抵平淡，让好的文字被更多人读到。',
    '不仅是',
  ],
];

/** The same frames around an account of the student's own: [question, answer]. */
const TOLD: [string, string][] = [
  [
    'common-16',
    '这道题我用STAR法则来回答。S（情境）：大三我在一家物流公司实习，负责每天的运单录入。T（任务）：我发现每周有二三十单的收件电话录错，导致派送员白跑。A（行动）：我把近一个月的错单导出来，发现都是手写单上7和1分不清，就跟主管提议在录入页加一个号码位数和号段校验，又给客服同事做了一页对照表。R（结果）：上线后一个月错单从每周二十多单降到3单，主管把这个校验推广到了另外两个网点。',
  ],
  [
    'common-07',
    '我想用黄金圈法则来回答。Why：我大三在咱们公司的门店实习过两个月，看到店长每天早上用十分钟复盘前一天的投诉，这种做法让我很认同。How：我在实习时跟着做过三十多次客户回访，整理的回访表后来被店里沿用。What：所以我想应聘客户运营岗，先从一线的回访和数据整理做起。',
  ],
  [
    'sales-14',
    '德鲁克说过：“效率是把事情做对，效能是做对的事情。”我在一家建材店做过两个月销售，一天是这样排的：八点半到店先看昨天的报价单，挑出三个最可能成交的客户，九点到十一点打电话回访；下午去两个工地现场量尺寸；五点回店把当天的十几个意向客户记进表里，标好下次联系的日子。那两个月我签了十一单，比店里同期的新人多了四单。',
  ],
  [
    'editor-15',
    '文字是思想的容器，编辑是文字的匠人。我想做编辑，是因为我在校报当了两年文字编辑，每期要改十几篇稿子。有一次一个学弟写食堂阿姨的稿子，初稿只有流水账，我陪他回去又采访了一次，让他把阿姨凌晨四点和面的细节写进去，那篇后来被学校公众号转载，阅读过了一万。我喜欢这种帮一篇稿子找到它最好样子的过程。',
  ],
  [
    'common-12',
    '我和不同性格的同事相处，首先是先摸清对方的节奏。比如大三做课程设计，组里有个同学很慢热，开会从不发言，我就在会前把要讨论的三个问题发到群里，让他写在共享文档里。其次是分工按各自所长：他擅长写接口，我就把后端的两个模块交给他，我负责前端和汇报。最后那次课设我们组拿了92分，他写的接口方案还被老师拿去当了范例。',
  ],
];

describe('interview.gaming.frame: a frame whose slots hold nothing of the student’s own', () => {
  it.each(HOLLOW)('%s: the frame around nothing is capped and its finding quotes the frame', (id, answer, frameWords) => {
    expect(analysed(id, answer).gaming).toBe('frame');
    const review = one(id, answer);
    expect(review.score).toBeLessThanOrEqual(FRAME_MAX);
    expect(review.notes[0]).toContain('框架：“');
    expect(review.notes[0]).toContain(frameWords);
  });

  it.each(TOLD)('%s: the same frame around a real account keeps its marks', (id, answer) => {
    expect(analysed(id, answer).gaming).toBeNull();
    expect(one(id, answer).score).toBeGreaterThanOrEqual(TOLD_MIN);
  });

  it('reads each frame by its marks: a named method with its heads, a maxim quoted at the opening, a chatbot’s layout, a polished essay', () => {
    expect(framedAsMethod(HOLLOW[2]![1])).toContain('S,情境');
    // a method named without its heads is no frame of it; nor are heads without a method announced
    expect(framedAsMethod('我平时做分析会用SCQA的结构来回答业务的问题，先讲背景再讲冲突。')).toBeNull();
    expect(framedAsMethod('A：上午拜访客户。B：下午整理报价。C：晚上复盘。')).toBeNull();
    expect(quotationOpening(HOLLOW[3]![1])).toContain('稻盛和夫说过');
    expect(quotationOpening('‘设计是它如何运作。’——乔布斯。这句话是我的起点。')).not.toBeNull();
    expect(quotationOpening('俗话说，台上一分钟，台下十年功。')).not.toBeNull();
    // connectives and the student's own 说 open no quotation
    expect(quotationOpening('总的来说，提升留存要从新用户抓起。')).toBeNull();
    expect(quotationOpening('这个现在还不好说，先把工作做好吧。')).toBeNull();
    expect(quotationOpening('我想说，我选择这个岗位是因为实习经历。')).toBeNull();
    expect(laidOutAsChatbot(HOLLOW[4]![1])).toContain('当然可以');
    expect(laidOutAsChatbot('当然可以，我先说说我的理解：热点要快，也要和账号定位相关。')).toBeNull();
    expect(framedAsPolish(HOLLOW[7]![1])).toBe(true);
    expect(framedAsPolish(TOLD[4]![1])).toBe(false);
  });

  it('frames that hold no field’s matter are read on any question: STAR’s labels and a polished essay on a knowledge question', () => {
    const star = 'S（情境）：在一次项目中，我们的接口很慢。T（任务）：我的任务是优化性能。A（行动）：我积极分析，认真排查，全力优化。R（结果）：性能得到了显著提升，领导很满意。';
    expect(frameOf(bankQuestion('java-01')!, star)).toContain('S(情境)');
    const polish =
      '服务是企业的名片，客户是企业的根本。客户服务不仅是解决问题的过程，更是传递温度的过程。以真心换真心，以服务赢口碑，让每一位客户都满意而归。';
    expect(frameOf(bankQuestion('sales-08')!, polish)).not.toBeNull();
    // a term of letters and digits (5W1H) is no figure of the student's own; 300ms is one
    expect(frameOf(bankQuestion('editor-14')!, HOLLOW[5]![1])).toContain('5W1H');
    expect(frameOf(bankQuestion('java-01')!, star.replace('我们的接口很慢', '订单接口要300ms，我加了缓存降到了40ms'))).toBeNull();
  });

  it('a proverb before the field’s matter, or a method named on a question of the field and not announced as the way to answer, is no frame', () => {
    const steps = '俗话说，三分治疗七分护理。预防跌倒先要评估风险，年纪大、用了镇静药或者降压药的患者要重点看；床栏拉起来，呼叫器放在手边，地面保持干燥，夜里开地灯，起床时先坐一会儿再站。';
    expect(frameOf(bankQuestion('nurse-06')!, steps)).toBeNull();
    const reason = '南丁格尔说过：“护理是一门艺术。”我选择护士是因为我妈妈就是护士，我从小常去医院等她下班，看她给病人换药、陪老人说话，觉得这份工作踏实、有用。';
    expect(frameOf(bankQuestion('nurse-15')!, reason)).toBeNull();
    const swot = '竞品分析我会用SWOT模型。S，优势：对方价格低、渠道多；W，劣势：售后慢、款式少；O，机会：下沉市场还在涨；T，威胁：新品牌补贴力度大。';
    expect(frameOf(bankQuestion('mkt-11')!, swot)).toBeNull();
  });

  it('a count the question says itself, or 一 said as an article, is no particular of the student’s own', () => {
    expect(withoutQuestionsFigures('在一次小组作业中，我们碰到了困难', '讲一次你主动发现问题并推动解决的经历。')).toBe('在小组作业中，我们碰到了困难');
    expect(withoutArticles('让每一次点击都成为一次美好的相遇')).toBe('让每次点击都成为次美好的相遇');
    expect(withoutArticles('十一个人，一百块，一个半月')).toBe('十一个人，一百块，一个半月');
    // a frame around a figure the question gave is still a frame; one around the student's own count is not
    expect(frameOf(bankQuestion('sales-14')!, '德鲁克说过：“要事第一。”我安排一天的工作，以客户为中心，以目标为导向，坚持客户第一、行动第一，日清日结。')).not.toBeNull();
    expect(frameOf(bankQuestion('sales-14')!, '德鲁克说过：“要事第一。”我实习时一天跑三家客户，上午两家下午一家，晚上把报价单整理完。')).toBeNull();
  });

  it('the bank’s sample answers are no frame', () => {
    for (const id of ['common-07', 'common-16', 'sales-14', 'newmedia-13', 'editor-15', 'fa-14', 'teacher-01', 'ui-15']) {
      const q = bankQuestion(id)!;
      expect(frameOf(q, q.sample)).toBeNull();
    }
  });
});

describe('interview.relevance.subject: an account of another matter that never names the subject asked', () => {
  it('is off a how-to question when it answers another question of the bank; a case told in the situation’s words is not', () => {
    const another =
      '我说一下我在实习里的做法。和开发对需求，我会在评审会前一天先把PRD发出去，评审时重点讲为什么要做这个需求。开发说实现成本高，我会问清楚难在哪，有没有替代方案，比如先做一个简化版。实在谈不拢就拉上leader按优先级定。平时我也常去开发工位坐坐，当面说比在群里吵好解决。';
    expect(analysed('pm-05', another).on_topic).toBe(false);
    expect(one('pm-05', another).score).toBeLessThanOrEqual(FRAME_MAX);
    const told =
      '就是多问、少说。我暑假在商场卖家电，有位大叔说要买洗衣机，我没有直接推最贵的，先问他家里几口人、阳台多大、衣服多不多。他说家里有个刚出生的孩子，想要能高温消毒的。我就推了带高温洗的那款，还比他原来看的便宜两百。客户一开始说的往往不是他真正在意的，要顺着问下去。';
    const q = bankQuestion('sales-06')!;
    expect(leavesSubject(q, told, relevanceOf(told, q).score)).toBe(false);
    expect(leavesSubject(bankQuestion('pm-05')!, another, relevanceOf(another, bankQuestion('pm-05')!).score)).toBe(true);
  });
});
