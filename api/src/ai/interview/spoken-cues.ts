/**
 * The words the interview's rules listen for in a spoken answer, in one place. They only count inside real
 * sentences (sentences.ts): a list of them with nothing said earns nothing.
 */

/** Signposts an answer is ordered by, written or spoken: 首先/其次, 第一/第二, 一是/二是/另外, and 先…然后…后来. */
export const SEQUENCE_CUES = ['首先', '其次', '再次', '然后', '接着', '之后', '后来', '随后', '最后', '第一', '第二', '第三', '一是', '二是', '三是', '其一', '其二', '另外', '此外', '一方面', '另一方面', '先', '再', '于是'];

/**
 * The signposts of an order and a conclusion, as whole words (先, 再 are parts of too many): an answer that is a good
 * share of them (首先…其次…最后…首先…综上所述) is signposts, not an answer (gaming.ts).
 */
export const SIGNPOSTS = [
  ...SEQUENCE_CUES.filter((c) => c.length > 1),
  ...['最终', '综上所述', '总而言之', '总的来说', '总之', '综上'],
  // STAR's labels written out (S（情境）：…) are a frame, read by what they hold (frames.ts), not counted as signposts
];

/** Cause and consequence: 因为…所以, 由于…因此, 为了, 如果…就. */
export const REASON_CUES = ['因为', '由于', '所以', '因此', '为了', '如果', '导致', '原因'];

/**
 * A closing that lands on a result or a conclusion.
 * interview.structure.aim-close: the work the student says they want to do (我想做运营，是因为…; 想从事, 想应聘) closes as
 * 希望 does: where the answer was going, said as its conclusion.
 */
export const CLOSING_CUES = ['最终', '结果', '最后', '总之', '总的来说', '综上', '所以', '因此', '这样', '从此', '后来', '学到', '收获', '体会', '让我', '提升', '提高', '降低', '减少', '增加', '达到', '解决', '上线', '完成', '成功', '我相信', '希望', '我会', '愿意', '适合', '总结', '锻炼', '明白', '懂得', '意识到', '这件事', '这段经历', '我想做', '想从事', '想应聘'];

/**
 * interview.structure.lesson-close: what a close says the student took from it or still lacks (现在我知道, 记住的是, 我学会了,
 * 我的不足是, 这个还在改): a conclusion of their own.
 * interview.structure.habit-close: so is the habit it left or the way of working it drew (之后我养成了每周备份一次的
 * 习惯; 我的办法就是先照着教程做一个小例子): what the story taught, said as the student's own rule.
 */
export const LESSON_CLOSES = ['现在我知道', '我才知道', '后来才知道', '才明白', '记住', '学会', '明白了', '不足', '短板', '毛病', '还在改', '还在学', '还在练', '还在补', '正在补', '没做到', '做得不好', '没做好', '养成了', '我的办法', '我的经验', '我的做法'];

/** An opening that states the answer's point or who is speaking. */
export const OPENING_CUES = ['我认为', '我觉得', '我的理解', '我的看法', '简单来说', '简单说', '概括', '总体', '主要', '分为', '我叫', '我是', '其实', '本质上', '核心是'];
/**
 * interview.structure.role-play: the ask a sale in role closes on (我建议先放一盒, 您先拿一支试试, 要不先订, 用着顺手我再给您送):
 * a role-play said to the customer ends on a proposal, not on 最终 or 所以.
 */
export const ROLE_PLAY_CLOSES = ['建议', '先拿', '先放', '先订', '先买', '先试', '试试', '试用', '要不', '下单', '给您送', '给您留', '给您拿', '帮您', '您看怎么样', '您看行吗'];

/**
 * Words that carry no content of their own: connectives, STAR signposts and fillers. A clause made only of them
 * (and keywords) says nothing: 首先 其次 提升30% 最终.
 */
export const EMPTY_WORDS = new Set([
  ...SEQUENCE_CUES, ...REASON_CUES, '最终', '结果', '总之', '总的来说', '综上', '总结', '此外', '另外', '同时', '而且', '并且', '但是', '不过', '然而',
  '情境', '情况', '背景', '任务', '目标', '行动', '措施', '方法', '成果', '效果', '提升', '提高', '优化', '负责', '实现', '完成', '推动', '主导', '协调', '沟通', '团队', '能力',
  '比如', '例如', '就是', '那个', '这个', '然后呢', '嗯', '啊', '吧', '呢',
]);

/** Words of stance or modality, said on any matter (我觉得…, 应该…): they tell no field (keywords.ts, conceptContext). */
export const STANCE_WORDS = new Set(['觉得', '认为', '感觉', '应该', '可以', '需要', '希望', '知道', '成为', '才能', '能够', '愿意', '进行', '通过', '出现', '开始']);

/** Part-of-speech tags (jieba) of a predicate: verbs and adjectives. */
export const PREDICATE_TAGS = /^(v|a)/;
/** Tags of the function words a sentence binds its words with: pronouns, prepositions, particles, conjunctions, adverbs, time words, locatives (numbers are not: 提升30% is no sentence). */
export const FUNCTION_TAGS = /^(r|p|u|c|d|t|f)/;

/**
 * What a reference text (an encyclopedia or textbook entry) defines with, and a student rarely says: 是指, 简称, 又称;
 * and what a textbook cites a theory with (心理学上的定义, 加涅的学习层级理论, 遗忘曲线表明).
 * A bracketed Latin expansion (Integrated Marketing Communication) counts as one too (reference-text.ts).
 */
export const DEFINITION_CUES = ['是指', '简称', '又称', '亦称', '也称', '俗称', '一般指', '通常指', '泛指', '特指', '即指', '所谓', '旨在', '被称为', '通称', '统称', '总称', '故名', '故称', '因此得名', '由此得名', '其基本思想', '定义', '理论', '学说', '表明'];

/** How a textbook lays a topic out, and a student telling what they would do does not: 可以分为三种模式, 适用于…患者, 原则包括…, 影响…的因素有. */
export const CLASSIFICATION_CUES = ['分为', '适用于', '包括', '原则', '因素'];

/** What an official document says and a student does not: 为深入贯彻…精神, 切实, 现提出如下意见. */
export const OFFICIAL_CUES = ['贯彻', '切实', '现提出如下', '提出如下意见', '各地各校', '各级', '认真落实', '扎实推进', '着力'];

/**
 * The set phrases of text pasted from elsewhere: a chatbot's reply (its opening, its offer, its closing), a web
 * article's (小编认为, 欢迎在评论区留言, 点赞关注), a short-video script's (家人们！我直接说结论…点赞收藏关注，下期教你…)
 * a paper's abstract (摘要：…本文提出…实验结果表明…关键词：) and a forum reply's (谢邀，人在公司，刚下会…楼主…亲测有效…点个赞).
 */
export const PASTED_PHRASES = [
  // a forum or Q&A site's reply: thanked for the invitation, where the writer is, the original poster, tried it myself, the call to like
  '谢邀', '刚下会', '刚下飞机', '楼主', '亲测', '点个赞', '扣1',
  // a short-video or livestream coach's script: the audience hailed (家人们, 宝子们), the hook, the call to like and follow
  '家人们', '宝子们', '老铁们', '直接说结论', '先说结论', '一键三连', '收藏关注', '点个关注', '关注我', '下期见', '下期教', '下期给',
  // a thesis or paper's abstract: its headings and its impersonal voice
  '摘要：', '摘要:', '关键词：', '关键词:', '本文', '实验结果表明', '研究结果表明',
  '当然可以', '以下是', '以下为', '希望对你有帮助', '希望对您有帮助', '希望以上', '如果你需要', '如果您需要', '请告诉我', '作为一个AI', '作为AI', '小编', '关注我们', '+关注', '原文链接', '转载', '来源：'];

/**
 * interview.gaming.reference.platform-call: a platform's own words (点赞, 评论区) are a pasted post's furniture only in
 * its call to the reader (欢迎在评论区留言, 记得点赞+关注哦, 评论区扣1, 觉得有用就点赞收藏吧～: READER_CALL in their clause);
 * said otherwise they are the matter of running an account (每篇笔记点赞二三十, 按点赞排了一遍, 在评论区回复).
 */
export const PLATFORM_WORDS = ['点赞', '评论区'];
export const READER_CALL = /欢迎|记得|一定要|别忘|觉得有用|扣\s*\d|踢我|吧|～|~/u;

/**
 * The people a task is done for or with (患者、客户、学生、家属…) and the words that point at someone other than the
 * speaker (他、对方、大家): a how-to whose reference names them is about acting on them (on-question.ts accountOf).
 */
export const OTHER_PEOPLE = ['患者', '病人', '病患', '家属', '客户', '顾客', '用户', '买家', '学生', '孩子', '家长', '学员', '同学', '同事', '领导', '上级', '下属', '老板', '经理', '老师', '员工', '候选人', '供应商', '居民', '群众', '老人', '对方', '他们', '她们', '他', '她', '别人', '大家', '人家', '对象', '受众', '读者', '观众', '粉丝', '游客', '乘客', '访客', '会员', '业主', '甲方', '团队', '组员', '成员', '您',
  // a trade's own clients (住客 of an inn, 宾客), a superior by the trade's title (主编, as 经理), a group's members
  // (群友, 新人) and people unnamed (有人问…, 其他人)
  '住客', '房客', '租客', '客人', '宾客', '嘉宾', '来宾', '主编', '群友', '网友', '新人', '村民', '市民', '有人', '其他人',
  // interview.account.oneself.post: people at work named by their post on the shop floor or in a shop (质检员说一天被提醒两百多次)
  '质检员', '操作工', '工人', '师傅', '店长', '主管'];

/**
 * A colleague named by the role they play in the work, as a designer or a tester says it (产品和开发提了二十多条意见, 开发说
 * 这个控件太难做, 跟产品聊了十分钟): the role said with what they said or did, or talked to. 开发了一个小程序, 产品的首页
 * name no one.
 */
export const COLLEAGUE_BY_ROLE = /(?:跟|和|给|找|问|与)(?:产品|开发|测试|运营|设计)(?:经理|同学|同事|那边)?(?:说|聊|讲|沟通|商量|解释|确认|对)|(?:产品|开发|测试|运营)(?:经理|同学|同事|那边)?(?:和(?:产品|开发|测试|运营))?(?:一共)?(?:说|提了?|问|觉得|反馈|认为|要求)/u;

/**
 * A particular person the student met, introduced as such (有个爷爷耳背, 有位患者, 我们班有个男生, 有一个客户): the
 * case of a story told in plain words, as 有一次 is its occasion (star.ts, specificity.ts). The bare noun (患者要…) is
 * a how-to's, not a case.
 */
export const PEOPLE_MET = ['爷爷', '奶奶', '阿姨', '叔叔', '大爷', '大妈', '大姐', '大哥', '老人', '患者', '病人', '家属', '产妇', '宝宝', '客户', '顾客', '买家', '用户', '学生', '同学', '孩子', '小朋友', '男生', '女生', '男孩', '女孩', '家长', '学员', '同事', '师傅', '老师', '前辈', '学长', '学姐', '供应商', '店主', '老板', '业主', '读者', '粉丝', '租客', '乘客', '游客'];
export const PERSON_MET = new RegExp(`有(?:一)?(?:个|位|名)[^，,。！？!?；;、]{0,6}?(?:${PEOPLE_MET.join('|')})`, 'u');

/** Who speaks: an answer in the first person is the student's own, however it defines. */
export const FIRST_PERSON = ['我', '咱'];

/** Words of speech, not of print: a definition said with them (我觉得就是…, 比如…) is the student's own. */
export const SPOKEN_MARKERS = ['就是', '比如', '例如', '其实', '觉得', '说白了', '简单来说', '简单说', '打个比方', '举个例子', '也就是说', '嗯', '吧', '呢', '啊', '这个', '那个'];

/**
 * What explains a term of an answer rather than naming it (enumeration.ts): a cause or purpose, a case, a before and
 * after. A figure explains too (a digit, read apart).
 */
export const EXPLAINING_CUES = [...REASON_CUES, '比如', '例如', '举个例子', '之前', '之后', '以后', '原来', '降到', '降低到', '提升到', '提高到', '缩短到', '减少到', '从而', '这样'];

/**
 * When and where a story of one's own happened (去年实习时, 有一次, 暑假在家电卖场): a case set in time and place, which a
 * claim (在项目中我主导了…) is not. A time or place told in an earlier answer of the interview and named again (还是代账
 * 公司那段, 在那家店, 那会儿) sets the story as well: the student's own internship returned to in a later answer is its
 * setting, not a repeat of it.
 */
export const SETTING_CUES = ['有一次', '那次', '那一次', '当时', '那时候', '去年', '前年', '上学期', '下学期', '暑假', '寒假', '实习的时候', '实习时', '在一家', '兼职', '大一', '大二', '大三', '大四', '研一', '研二', '那段', '那家', '那会儿'];
/**
 * interview.story.one-time: 有一回 is spoken 有一次 (有一回一家的报价突然涨了): the story's event, read by every rule that
 * reads 有一次 (its setting, its example cue). 一回事 (不是一回事, 还有一回事) is a matter, no event. The same length, so
 * what a rule counts of the answer is unchanged.
 */
const ONE_TIME = /有一回(?!事)/gu;
/** The answer with its spoken forms of the cues the rules read (ONE_TIME) in the form they read them. */
export const withSpokenVariants = (text: string): string => text.replace(ONE_TIME, '有一次');
/**
 * interview.structure.story-opening: a story's first sentence set in a place of the student's own: where they worked or
 * studied (我在包头一所中学实习时, 我在马鞍山一家工厂实习过, 我实习的测试组) or the time spent there (在校报的时候).
 * interview.structure.story-opening.subjectless: spoken Chinese drops the 我 a story opens on (在长治一家软件公司实习，我测
 * 的是…): a sentence that begins with the place where the student interned or worked part-time sets the same scene. Only
 * at the start, where no one else can be its subject (他在… is someone else's).
 */
export const SCENE_OPENING = /^在[^，,。！？!?；;]{1,20}(?:实习|兼职|打工|支教|见习|实训|上班)|我(?:们)?[^，,。！？!?；;]{0,4}在[^，,。！？!?；;]{1,20}(?:实习|兼职|打工|支教|见习|实训|上班|工作|读书)|我(?:们)?[^，,。！？!?；;]{0,4}(?:实习|兼职|支教|见习)(?:的|时|那)|在[^，,。！？!?；;]{1,12}(?:的时候|那年|期间)/u;

/**
 * What stands where a story's particulars should (在某项目中, 面临某个较大的问题, 采取了一系列有效措施, 各项指标显著提升): a
 * story told in these names nothing a recruiter could ask about (speeches.ts, vague).
 */
export const VAGUE_REFERENTS = ['以往的实践', '这一方法', '各项工作', '某项目', '某次', '某问题', '某公司', '相关流程', '相关资源', '相关工作', '一系列', '各项', '各方', '有效措施', '有效方法', '显著提升', '大幅提升', '明显提升', '较大的问题', '一定的成绩', '一定的成果'];

/** Lead-ins that name a matter only to start from it (说到智能制造，我就想到…): a question's words said there are borrowed. */
export const LEAD_INS = ['说到', '提到', '谈到', '讲到', '关于', '至于'];

/**
 * An answer turning away from the question to something of its own choosing (这个我在书上看过。不过我想先讲讲我做的
 * 项目): with none of the question's concepts named, it is off the question however fluent (analysis.ts). Going back to
 * the question before (期望薪资之前我先补充一下刚才那个4P的问题) turns away from this one as well.
 */
export const DEFLECTION_CUES = ['补充一下刚才', '补充一下上一', '补充刚才那', '回到刚才那个问题', '回到上一题', '回到上一个问题', '其实我想讲', '我想讲一个', '补充一下我自己', '我先说说我', '先说说我自己', '先讲讲我自己', '我想先讲讲', '我想先说说', '我想先聊聊', '我更想讲', '我更想说', '我想讲讲我', '我想说说我', '我想说一下我', '我想讲一下我', '我想聊一下我', '我想聊聊我', '换个话题', '先不说这个', '这个先不讲', '说点别的'];

/**
 * An opening that puts a subject of the student's own in place of the question's, tentatively (我说一下我平时做界面是怎么
 * 用颜色的吧, 我就讲讲我自己的做法吧): the first sentence, a verb of telling and the subject, closed by 吧.
 */
export const SUBSTITUTION_OPENING = /^[^。！？!?]{0,8}?(?:说一下|讲一下|说说|讲讲|聊聊|谈谈|聊一下|谈一下)[^。！？!?，,]{2,30}吧/u;

/**
 * interview.relevance.subject.other: a question that asks what a named matter is (什么是结构化面试, Docker和Kubernetes的理解,
 * X和Y有什么区别): answered only by naming it. A question that sets a situation (如果课堂上…你会怎么处理) asks what one does.
 */
export const ASKS_WHAT_IT_IS = /什么是|是什么(?!样)|(?:的|你的)?理解|有什么(?:区别|不同)|有何(?:区别|不同)|的区别|的原理/u;
export const SETS_SITUATION = /如果|遇到|假如|你会怎么|你如何|怎么办|经历/u;

/**
 * interview.story.situation: a question that sets a situation to be met (如果课堂上有学生一直讲话, 遇到客户投诉, 假如…):
 * a hypothetical, not a how-to (你如何进行法律检索) that any account of one's own could be told for.
 */
export const POSES_SITUATION = /如果|假如|假设|万一|遇到|碰到|面对/u;

/**
 * A question asking how the student would do something (如何维护好老客户, 你会如何排查, 如果让你改进，你会怎么做); not
 * one asking what they think of a matter (你如何看待…, 怎么看), which asks a view.
 */
export const ASKS_HOW = /(?:如何|怎么|怎样)(?!看)/u;
/**
 * interview.story.practice.work-of: a question asking what a practice's work consists of (特征工程一般包括哪些工作,
 * 月末结账前会计需要做哪些工作, 入职培训应该包括哪些内容, 软件测试的流程是怎样的): what is done, asked as a list rather
 * than with 如何, and answered as well by how the student did it (stories.ts toldPractice). Not a list of kinds
 * (常见的出版物差错有哪些类型, 有哪些变种), which asks knowledge.
 */
export const ASKS_WORK_OF = /(?:包括|做|有)哪些(?:工作|步骤|环节|内容)|(?:的|哪些|什么)(?:过程|流程|步骤)(?!中)/u;

/**
 * A question asking the student's view of a matter (你如何看待…, 怎么看, 你认为…是否, 谈谈你对…的看法), or their
 * understanding of one (你如何理解业财融合, 说说你对TypeScript的理解): what they make of it, not only what it is.
 */
export const ASKS_VIEW = /(?:如何|怎么|怎样)(?:看(?:待)?|理解)|你(?:认为|觉得)|看法|观点|的理解/u;

/**
 * interview.vague.bare.case: the template's frame for a view (要看情况, 分情况来看, 要理性看待, 辩证地看): the stance is
 * then weighed by cases (如果是工作需要…；但如果…), as anyone would weigh them. interview.vague.bare.unavoidable: so is
 * the matter granted as unavoidable (有时候加班是免不了的, 难免, 避免不了) before the cases that illustrate it (比如系统出
 * 故障、版本上线) and the stance that follows (但也不能总靠加班…如果确实需要，我会服从安排).
 */
export const VIEW_BY_CASES = /[看分](?:具体)?情况|(?:理性|辩证|客观)地?看(?:待)?|(?:难免|免不了|避免不了|在所难免)/u;

/**
 * The cues by which an answer counts its reasons or points off (首先…其次…最后, 第一…第二, 一是…二是, 一方面…另一方面).
 * Not SEQUENCE_CUES: a story's 然后, 接着, 后来 tell events in turn, not reasons counted.
 */
export const ENUMERATION_CUES = ['首先', '其次', '再次', '最后', '第一', '第二', '第三', '一是', '二是', '三是', '一方面', '另一方面', '再者', '此外', '另外'];

/**
 * interview.gaming.reference.asked-list: a question that asks for a list of cases, points or steps (设计测试点, 有哪些,
 * 列举, 步骤, 流程): a numbered list is the right form of its answer, not a chatbot's layout.
 */
export const ASKS_LIST = /测试点|测试用例|用例|哪些|哪几|列举|列出|步骤|流程|几个方面|几点/u;

/**
 * interview.gaming.enumeration.weighed: the weight said among the items of a list (其中违约责任和争议解决最重要, 其中最关键
 * 的是…): the student judges what they listed.
 */
export const WEIGHS_LISTED = /其中[^。！？!?]{0,24}(?:最重要|最关键|最核心|重中之重|是重点|要重点)/u;

/**
 * interview.gaming.portrait: the words of a deed or a fact of one's own in an answer about the student (做过, 参加, 负责,
 * 我的专业是): a self-introduction that says them tells something, however it praises itself.
 */
export const DEED_CUES = ['做过', '做了', '参加', '参与', '负责', '组织', '带过', '带领', '获得', '获过', '拿到', '拿过', '考取', '考过', '通过了', '完成了', '写过', '发表', '实习', '兼职', '毕业于', '就读', '专业', '学的是', '主修', '当过', '担任', '奖学金', '证书', '项目', '比赛', '竞赛', '社团', '志愿'];
/** A named thing (a 《title》, a school or employer by name, a Latin name): a fact an answer about the student can be asked about. */
export const NAMED_THING = /《|[A-Za-z]{2,}|(?<!贵|咱们|我们|你们)\p{Script=Han}{2,}(?:大学|学院|中学|小学|医院|集团|事务所|银行|律所)/u;

/**
 * interview.gaming.performance: the register of a performance — a speaker addressing an audience, whatever the
 * occasion (a wedding's host, a tour guide, a livestream, an announcement on a train, a broadcast, a sermon, 相声): the
 * audience named as such (AUDIENCE: 各位, 大家, 朋友们, 来宾, 游客, 乘客, 观众, 听众, 家人们, 宝宝们), greeted or
 * welcomed (AUDIENCE_GREETINGS: 大家好, 欢迎来到, 欢迎收看) and told what to do (AUDIENCE_IMPERATIVES: 请大家, 跟紧,
 * 掌声响起来, 点赞关注, 扣1), as a careers counsellor hears a recital for a stage rather than an answer to an interviewer.
 */
export const AUDIENCE = ['各位', '大家', '朋友们', '来宾', '嘉宾', '游客', '乘客', '旅客', '观众', '听众', '家人们', '宝宝们', '老铁', '姐妹们', '兄弟们', '小伙伴们', '同学们', '网友们', '粉丝们', '信众', '施主', '街坊'];
export const AUDIENCE_GREETINGS = ['大家好', '你们好', '晚上好', '上午好', '下午好', '早上好', '中午好', '欢迎来到', '欢迎收看', '欢迎收听', '欢迎光临', '欢迎乘坐', '欢迎各位', '欢迎大家', '欢迎走进', '欢迎回到', '欢聚一堂'];
export const AUDIENCE_IMPERATIVES = ['请大家', '请各位', '让我们', '跟紧', '不要掉队', '别掉队', '掌声', '点赞', '关注', '上车', '扣1', '扣个1', '别走开', '不要走开', '敬请', '请注意', '请系好', '请坐好', '集合', '下面请', '有请', '链接', '拍下', '抢到', '感谢收看', '感谢收听', '我们下期再见', '再见'];
/** The opening of an answer in which the audience is addressed (its first AUDIENCE_OPENING_CHARS characters). */
export const AUDIENCE_OPENING_CHARS = 12;
/** A question that asks for a performance (请你现场向我推销一下这支笔, 试讲, 说课, 开场白, 致辞): a pitch or a lesson said to its audience answers it. */
export const ASKS_PERFORMANCE = /推销|卖给我|试讲一|说课|现场(?:演示|模拟)|主持一|开场白|致辞/u;

/**
 * interview.gaming.ceremony: the set formulas of a ceremony's speech — a host's or a leader's opening and closing
 * (尊敬的各位领导, 各位来宾, 大家晚上好, 在这辞旧迎新的美好时刻, 让我们用最热烈的掌声, 下面有请) and an award citation's or
 * eulogy's parallel praise (他，是…的守护者, 用冗余诠释担当, 书写忠诚, 是一种精神, 一种信仰, 致敬) — as a careers counsellor
 * hears them: a speech for a stage, not an answer to an interviewer.
 */
export const CEREMONY_CUES = [
  '尊敬的各位',
  '尊敬的领导',
  '各位领导',
  '各位来宾',
  '各位嘉宾',
  '亲爱的同事们',
  '亲爱的同学们',
  '亲爱的朋友们',
  '大家晚上好',
  '大家上午好',
  '大家下午好',
  '辞旧迎新',
  '美好时刻',
  '值此',
  '热烈的掌声',
  '下面有请',
  '有请下一',
  '的守护者',
  '的代名词',
  '诠释',
  '书写',
  '谱写',
  '铸就',
  '一种精神',
  '一种信仰',
  '致敬',
];

/**
 * interview.story.practice: a turn from the question to a subject of the student's own (我想先说一下我法考的情况,
 * 我想先从我自己讲起, 先说一下我的经历): what follows is no account of how they do what is asked.
 */
export const PRACTICE_TURNS = /我想先|先从我自己|先说一下我|先讲一下我/u;

/**
 * interview.relevance.oneself: the task asked turned into the student's own life, the reason given being the student
 * themselves (健康宣教这个我觉得特别重要，因为我自己就是一个特别注重健康的人; 评估投资项目…因为我自己大二就开始投资了):
 * what follows is their running or their funds, not the task done for others (on-question.ts turnsToOneself).
 */
export const SELF_TURNS = /因为我自己|拿我自己来说|就拿我自己|以我自己为例/u;

/**
 * interview.story.practice.case: a case announced as one (举个例子, 举一个例子, 拿…来说, 比如说有一次) after a method
 * of the student's own stated first (我会先问三个问题, 我一般先看数据: METHOD_OPENING): the case shows the method at work.
 */
export const CASE_ANNOUNCED = /举(?:个|一个)例子|拿[^，,。！？!?]{1,12}来说|比如说?(?:有一次|上次|之前|我之前)/u;
export const METHOD_OPENING = /我(?:会|一般|通常|习惯|平时)/u;
/**
 * interview.story.practice.own-case: a how-to answer opening on a case of the student's own taken up by name (就拿刚才那个
 * 瑕疵识别说吧, 拿我实习做的那个看板来说): the case is set where the student told it, as a time or place of its own is.
 * Read at the opening only.
 */
export const OWN_CASE_TAKEN = /^[^，,。！？!?]{0,4}拿(?:刚才|前面|上面|之前|我)[^，,。！？!?]{1,16}?(?:来)?说吧?[，,]/u;
/**
 * interview.story.practice.own-case.named: or on the student saying where they did the very thing asked, or naming one
 * time they did it by its count: a project, a course assignment, a contest or an internship of their own named with 做过
 * or 用过 (特征工程我在一个辣椒价格预测的课程项目里做过, 数据清洗我之前在毕设里弄过), or one piece of work done (我做过一份
 * 水稻种植手册的翻译练习, 我帮舅舅算过一笔账, 我给学院拍过一组片子), whose it was said before the count (我参加过学院的一个
 * 建模比赛: a short owner ending in 的): the case is set there, as 拿…来说 sets it. Read in
 * the opening sentence only; 在实际项目中一般会… names no case of the student's, nor does 我做过一些… count one.
 */
export const OWN_CASE_NAMED =
  /^[^。！？!?]{0,12}?我(?:之前|以前|去年|前年|上学期|大[一二三四])?(?:在[^，,。！？!?]{0,20}?(?:项目|课设|课程设计|毕设|作业|比赛|竞赛|实习|论文|实验)(?:里|中|上|时|的时候)?(?:做过|用过|干过|弄过|写过|试过)|(?:(?:给|帮|替|跟)[^，,。！？!?]{1,12}?)?(?:做|用|弄|写|翻|译|算|编|拍|策划|参加|接)过(?:[^，,。！？!?的]{1,6}的)?[一两几](?:份|个|次|篇|本|组|套|场|笔|期|批|项|回))/u;

/**
 * interview.story.work-exchange: a story set at the student's work in the field (实习, 兼职, 见习, 轮转, 上班) and
 * the student's own words to someone in it quoted (我说：“…”, 我跟他说：“…”): an exchange at work, not a pastime.
 */
export const WORK_SETTING = /实习|兼职|见习|轮转|上班|值班|打工|(?:做|当|干)(?:过|了)?[^，,。！？!?]{0,12}?(?:导购|店员|收银员|服务员|促销员|营业员)/u;
/**
 * interview.story.work-exchange.reported: at work, the student asking someone in it about the matter and their answer
 * reported (先问她老伴平时怎么穿，她说贴身穿): the need learnt by asking, an exchange as the words quoted are. The
 * asking named alone (我问店长能不能换班) reports nothing.
 */
const PARTY = '(?:她|他|对方|顾客|客户|客人|家长|患者|病人|阿姨|叔叔|大爷|奶奶|爷爷)';
export const REPORTED_EXCHANGE = new RegExp(`问(?:了问|了一下|一下|了)?${PARTY}[^，,。！？!?]{1,20}[，,]\\s?${PARTY}(?:就|才|只)?说`, 'u');
export const QUOTED_OWN_WORDS = /我(?:就|又|先|也|便)?(?:(?:跟|对|和|给)[^，,。！？!?：:“”"]{1,8})?(?:说|讲|解释|告诉[^，,。：:]{1,6})[：:]\s*[“"「]/u;
/**
 * interview.story.work-exchange.asked: at work, the student going to each party in turn to learn what they want (挨个问了,
 * 分别找两个部长了解需求) or learning it only by asking (问了才知道): the point 了解各方需求 done, in any words of the matter.
 */
export const ASKED_EACH_PARTY = /(?:挨个|逐个|一个个|一个一个|分别)[找去跟和向]?[^，,。！？!?]{0,8}?(?:问|聊|谈|了解)|问了?(?:一圈|一下|以后|之后)?才(?:知道|发现|明白)/u;

/**
 * interview.relevance.own-choice.way: how the student would choose among options, told as a way of weighing them
 * (列一张表打分, 对比, 排个序, 权衡: WEIGHS_OPTIONS) and a rule of decision (哪个分高就选哪个, 再定: DECIDES).
 */
export const WEIGHS_OPTIONS = /打(?:个|一)?分|列(?:一张|一个|个)?表|排(?:个|一下)?序|对比|比一比|比较一下|权衡|加权/u;
export const DECIDES = /选|定|挑|去哪/u;

/** An opening that only restates the question's subject before going on (配色的话，…, 北极星指标这个问题，…, 法律检索的话……). */
export const TOPIC_OPENING = /^[^，,。！？!?]{0,12}?(?:的话|这个问题|这个嘛|这一?块|这方面)[，,。…\s]+/u;

/**
 * A motive said, in whatever words (想做, 因为, 喜欢, 适合, 专业对口, 稳定, 有前景): what a student says when they give
 * a reason of theirs for the work, however thin (on-question.ts toldForMotive). A story that says none of them gives no motive.
 */
export const MOTIVE_SAID = /想(?:做|从事|干|当|成为|进|去|往|试)|(?:选择|选了|选它|喜欢|感兴趣|兴趣|因为|之所以|所以|适合|对口|热爱|爱上|吸引|稳定|前景|发展|有意思|向往|梦想|理想|值得)/u;
