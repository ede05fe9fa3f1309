import type { AnswerAnalysis } from './analysis';
import type { BankQuestion } from './bank';
import { SAID_MIN } from './weights';

/**
 * What the rules find wrong in one answer, each with its id, the note the report shows, the test on the answer's
 * analysis, and examples on a bank question (one answer it must fire on, one it must not), run by
 * api/test/ai-interview-engine.test.ts. The gaming ones come first: such an answer keeps GAMING_CREDIT of its marks.
 * (Repeating another answer is found across the interview: gaming.ts, repeatsOf.)
 */
/**
 * A question that asks for the members of a list (有哪些, 哪几种, 列举): a list is part of its answer.
 * interview.gaming.list.named-set: so does one asking what a set it names in quotation marks holds (“三查七对”的内容).
 */
export const asksForList = (q: Pick<BankQuestion, 'text'>): boolean => /有哪些|哪几种|哪几个|哪几类|列举|[“「][^“”「」\n]{1,12}[”」](?:的|具体)?(?:内容|包括|包含|分别)/u.test(q.text);

export type Finding = {
  id: string;
  note: string;
  gaming: boolean;
  fires: (a: AnswerAnalysis, q: BankQuestion) => boolean;
  examples: { question: string; fires: string; passes: string };
};

const JAVA_01_SPOKEN = 'HashMap底层是数组加链表，链表太长了会转成红黑树。它不是线程安全的，并发的时候要用ConcurrentHashMap。';

export const FINDINGS: readonly Finding[] = [
  {
    id: 'interview.gaming.echo',
    note: '回答只是把题目复述了一遍',
    gaming: true,
    fires: (a) => a.gaming === 'echo',
    examples: { question: 'java-01', fires: 'HashMap的底层原理是什么？它是线程安全的吗？', passes: JAVA_01_SPOKEN },
  },
  {
    id: 'interview.gaming.copied',
    note: '回答与参考答案几乎一样，请用自己的经历和语言作答',
    gaming: true,
    fires: (a) => a.gaming === 'copied',
    examples: {
      question: 'java-01',
      fires: 'HashMap在JDK8中底层是数组加链表加红黑树。首先，put时根据key的hashCode计算哈希值定位到数组的桶，冲突时挂在链表上。',
      passes: JAVA_01_SPOKEN,
    },
  },
  {
    id: 'interview.gaming.reference',
    note: '回答像是照搬的百科或教材定义，请用自己的话和例子说明',
    gaming: true,
    fires: (a) => a.gaming === 'reference',
    examples: {
      question: 'mkt-13',
      fires:
        '整合营销传播（Integrated Marketing Communication，简称IMC）是指将与企业市场营销有关的一切传播活动一元化的过程，即把广告、公共关系、销售促进和直接营销等传播手段整合为统一的传播体系，以消费者为中心，用一个声音说话，实现传播效果的最大化。',
      passes: '我理解整合营销传播就是让所有渠道说同一句话。比如我们社团招新，海报、公众号推文和摊位上的口号都用同一个主题，新生在哪儿看到都记得住，那次报名人数比前一年多了一倍。',
    },
  },
  {
    id: 'interview.gaming.prompt',
    note: '回答里留着给AI的指令和它改写的稿子（如“请帮我润色…原回答…润色后…”），不是你自己的回答：请用自己的话讲一件真实的事',
    gaming: true,
    fires: (a) => a.gaming === 'prompt',
    examples: {
      question: 'common-04',
      fires: '请帮我润色以下回答，要求：显得专业、有数据。\n原回答：压力大的时候我会列清单。\n润色后：\n在高压环境下，我始终坚持目标拆解、优先级排序的方法，最终提前完成任务。\n（如需调整语气或字数，请告诉我。）',
      passes: '期末周我同时有三门考试和社团的晚会。我先把每天要做的事写在便利贴上，晚会的彩排交给副部长盯，自己每天留两个小时复习，最后三门都过了。写简历的时候我也让AI帮我改过措辞，但事情都是我自己的。',
    },
  },
  {
    id: 'interview.gaming.outline',
    note: '回答是把思维导图的分支念了一遍，只有关键词没有句子：请讲清每一点怎么做、为什么',
    gaming: true,
    fires: (a) => a.gaming === 'outline',
    examples: {
      question: 'ops-05',
      fires: '中心主题：系统高可用\n├─ 冗余\n│  ├─ 多副本\n│  └─ 主备切换\n├─ 负载均衡\n│  └─ 健康检查\n├─ 限流 / 熔断 / 降级\n└─ 监控告警',
      passes: '我实习时做过一点高可用的事。\n├─ 冗余：我们的数据库是一主一从，主库挂了以后用Keepalived把VIP漂到从库上，我演练过一次，大概二十秒切过去。\n├─ 负载均衡：前面两台Nginx，配了健康检查，一台后端挂了会自动摘掉。\n└─ 监控：用Prometheus盯着磁盘和延迟，超过阈值就发钉钉告警。',
    },
  },
  {
    id: 'interview.gaming.counted',
    note: '回答是一份词频统计（如“数据(31) 分析(27)…”），只有关键词和次数，没有句子：请讲清你做了什么、发现了什么',
    gaming: true,
    fires: (a) => a.gaming === 'counted',
    examples: {
      question: 'da-13',
      fires: '数据(31) 分析(27) 业务(19) 改进(15) 发现(14) 问题(14) 推动(12) 指标(11) 转化率(9) 留存(8) 用户(8) 漏斗(7)',
      passes: '实习时我把三个月的退货原因做了词频统计，“尺码”出现了31次，“色差”12次。我拉出尺码退货的订单，发现集中在两款外套上，详情页的尺码表写错了一档。改了以后下个月这两款的退货少了一半。',
    },
  },
  {
    id: 'interview.gaming.record',
    note: '回答是粘贴的一段记录或单据（如配置文件的“键: 值”、课表、价目单、化验单），只有字段和词语没有句子：请用自己的话讲清怎么做、为什么',
    gaming: true,
    fires: (a) => a.gaming === 'record',
    examples: {
      question: 'da-10',
      fires: '---\ntitle: 用户分群常用方法\ndate: 2026-03-02 10:00:00\ntags: [用户分群, RFM, 聚类, 生命周期]\ncategories: [数据分析]\nkeywords: 用户分群 RFM 聚类 用户画像\n---\n用户分群 RFM 聚类',
      passes: '实习时我做过一次用户分群。\n方法：RFM，按最近一次购买、购买频次、金额各分五档。\n结果：我们把高价值但九十天没买的用户单拎出来发券，回购率比对照组高了六个点。\n不足：我当时没考虑季节性，冬装用户被误判成了流失。',
    },
  },
  {
    id: 'interview.gaming.evasion',
    note: '题目问的是失败或受挫的经历，回答没有讲任何失败或不足（讲的是成功或别的事）',
    gaming: true,
    fires: (a) => a.gaming === 'evasion',
    examples: {
      question: 'common-05',
      fires: '其实我想讲一个我做得最好的一件事。大二我接手了学院的公众号，做了一个毕业季的系列推送，有一篇阅读量破了一万，粉丝一个月涨了一千多，老师也表扬了我们。',
      passes: '大二我参加学校的软件设计比赛，初赛就被刷了。评委说我们功能做得太多，演示时好几个页面是空的。后来做项目我先把最核心的流程做完、测完，再加别的功能。',
    },
  },
  {
    id: 'interview.gaming.praise',
    note: '讲的都是公司的价值观、使命和口号，没有说你自己了解公司什么、为什么适合这个岗位',
    gaming: true,
    fires: (a) => a.gaming === 'praise',
    examples: {
      question: 'common-07',
      fires: '我非常认同贵公司客户至上、诚信为本、追求卓越的核心价值观和企业使命，贵公司的企业文化让我深受感动，我希望与贵公司携手同行，共创美好未来。',
      passes: '我大三在一家做小家电的工厂采购部实习了三个月，做询价、跟单和对账。咱们公司的供应商也是珠三角那一片，我熟悉这些厂的报价方式，采购岗正好用得上。',
    },
  },
  {
    id: 'interview.gaming.stuffed',
    note: '回答堆砌了多道题的关键词，没有针对这道题展开',
    gaming: true,
    fires: (a) => a.gaming === 'stuffed',
    examples: {
      question: 'java-01',
      fires: '我认为HashMap用数组、链表和红黑树，会扩容。Redis缓存要防止穿透、击穿和雪崩。索引是B+树，慢SQL要看EXPLAIN执行计划。线程池有核心线程、阻塞队列和拒绝策略。',
      passes: JAVA_01_SPOKEN,
    },
  },
  {
    id: 'interview.gaming.buzzwords',
    note: '满是“闭环、赋能、全链路”之类的大词，没有讲出一件具体做过的事',
    gaming: true,
    fires: (a) => a.gaming === 'buzzwords',
    examples: {
      question: 'newmedia-05',
      fires: '面对负面舆情，我会秉持用户至上的理念，第一时间建立全方位的监测体系，打通全链路快速响应闭环，实现舆情处置价值最大化。',
      passes: '去年社团公众号有人留言说报名费收了不退，我先私信问清楚是哪次活动，查了记录发现确实漏退了两个人，当天退了钱，又在评论区说明了原因，后来没人再提。',
    },
  },
  {
    id: 'interview.gaming.list',
    note: '多是词语罗列，没有说成完整的句子',
    gaming: true,
    // a question that asks for a list (常用的Linux命令有哪些) is answered in part by one: half the share said will do
    fires: (a, q) => a.said < (asksForList(q) ? SAID_MIN / 2 : SAID_MIN),
    examples: { question: 'java-01', fires: 'HashMap 数组 链表 红黑树 哈希 扩容 线程安全 首先 其次 最终', passes: JAVA_01_SPOKEN },
  },
  {
    id: 'interview.gaming.enumeration',
    note: '一句话罗列了一串术语，没有说明其中任何一项怎么做、为什么做、效果如何',
    gaming: true,
    fires: (a) => a.gaming === 'enumeration',
    examples: {
      question: 'fe-02',
      fires: '性能优化方面，我做过懒加载、预加载、防抖节流、虚拟列表、CDN加速、Gzip压缩、代码分割、Tree Shaking和图片压缩，这些都用得比较熟练。',
      passes:
        '我做过懒加载、预加载、防抖节流、虚拟列表、CDN加速和Gzip压缩。其中虚拟列表用在订单页，因为列表有上万条数据，滚动很卡，改成只渲染可视区域以后，首屏时间从3秒降到了1秒。',
    },
  },
  {
    id: 'interview.gaming.frame',
    note: '只有套话框架（“从几个方面来谈、第一第二第三、综上所述”，“S（情境）T（任务）A（行动）R（结果）”之类的方法标签，开头引一句名言，或聊天机器人式的排版），框架里没有一件自己经历的具体的事（“比如”之后也只是泛泛而谈）',
    gaming: true,
    fires: (a) => a.gaming === 'frame',
    examples: {
      question: 'common-12',
      fires: '关于团队合作，我想从三个方面来谈。第一，沟通层面，我注重倾听，及时反馈。第二，分工层面，我明确职责，发挥各自优势。第三，氛围层面，我营造互帮互助的氛围。比如在社团活动中，我就是这样做的，最终取得了良好的效果。综上所述，我具备良好的团队合作能力。',
      passes: '大三做课程设计，组里有个同学性格慢、不爱说话，总是最后一天才交。我私下找他沟通，知道他喜欢想清楚再动手，就和他约好先交一版初稿再一起改，合作顺了很多，最后我们按时交了，拿了90分。',
    },
  },
  {
    id: 'interview.gaming.portrait',
    note: '全是“自律、严谨、执行力强”之类形容自己的词，没有一件事实、经历或数字：请说出你的专业、做过的事和结果',
    gaming: true,
    fires: (a) => a.gaming === 'portrait',
    examples: {
      question: 'common-01',
      fires: '面试官好，我是一个极度自律、追求细节的人。我思维缜密、逻辑清晰、表达清晰，抗压能力强，学习能力出众，执行力超群，责任心强，总能抓住关键。我坚信我的综合能力能为贵公司带来价值。',
      passes: '面试官好，我叫李娜，法学专业应届生。大三在一家律所实习四个月，整理过三十多份劳动争议案卷，做事比较细，带教律师让我负责核对证据目录。我比较自律，抗压能力也还可以，希望能做法务助理。',
    },
  },
  {
    id: 'interview.gaming.platitudes',
    note: '是一段“对事不对人、求同存异”之类的现成说法，没有一件自己的事：请讲你自己遇到的一次具体情况和你怎么做的',
    gaming: true,
    fires: (a) => a.gaming === 'platitudes',
    examples: {
      question: 'common-12',
      fires: '与不同性格的同事相处，我始终坚持以人为本的原则，尊重差异，求同存异，取长补短。良好的沟通是合作的基石，相互信任是团队的核心，从而实现个人与团队的共同成长。',
      passes: '上学期做课程设计，组里有个同学特别慢热，开会从不发言。我后来改成会前把要讨论的三个问题发到群里，让他写在文档里，他写的接口方案最后被我们用了。',
    },
  },
  {
    id: 'interview.gaming.slogans',
    note: '多是“要……”之类的口号，没有说具体怎么做',
    gaming: true,
    fires: (a) => a.gaming === 'slogans',
    examples: {
      question: 'hr-04',
      fires: '绩效考核要公平，要公开，要透明，要有标准，要有沟通，要有反馈，要有申诉，要有激励，总之一定要做到公平有效。',
      passes: '我实习的公司以前只看销售额，新人总是垫底。我们改成前三个月看拜访量和成交率，标准月初就公开，月底一对一反馈，申诉由另一位主管复核，第二个季度新人离职少了一半。',
    },
  },
  {
    id: 'interview.gaming.ceremony',
    note: '像是典礼上的致辞或颁奖词（“尊敬的各位领导”“他，是……的守护者”“致敬”），不是在回答面试官的问题',
    gaming: true,
    fires: (a) => a.gaming === 'ceremony',
    examples: {
      question: 'mkt-05',
      fires: '尊敬的各位领导、各位来宾，大家晚上好！在这辞旧迎新的美好时刻，让我们一起衡量活动效果！首先，曝光！其次，转化！让我们用最热烈的掌声，致敬每一位努力的同事！',
      passes: '去年我在学院年会负责线上宣传，开场前一周发了3条预热推文，阅读一共1200次，现场扫码报名的有86人。我用报名人数除以阅读量算转化，再对比花的800块物料费，算出每个报名大概9块多。',
    },
  },
  {
    id: 'interview.gaming.performance',
    note: '像是在台上对观众说话（主持、导游、直播、广播：“各位来宾”“欢迎来到”“请大家跟紧”），是在表演一段台词，不是在回答面试官的问题',
    gaming: true,
    fires: (a) => a.gaming === 'performance',
    examples: {
      question: 'hr-05',
      fires: '各位观众朋友们大家好，欢迎收看今天的职场节目！员工离职是人生的驿站，留住人才是企业的港湾。请大家记住三个关键词：薪酬、文化、成长！点赞关注不迷路，我们下期再见！',
      passes: '我实习的那家连锁药店，店员一年走了一半。我跟店长去做了离职面谈，走的人多半说排班总在最后一天才出。后来排班提前一周公布、允许互换，第二个季度走的人从9个降到3个。',
    },
  },
  {
    id: 'interview.gaming.vague',
    note: '事例里都是“某项目、一系列措施、显著提升”之类的空泛说法，没有真实的细节',
    gaming: true,
    fires: (a) => a.gaming === 'vague',
    examples: {
      question: 'common-04',
      fires: '在某项目中，团队面临某个较大的问题。我采取了一系列有效措施，协调各方资源，优化相关流程，最终各项指标显著提升。',
      passes: '大三做社团招新小程序，上线前一天发现报名表提交后没有保存。我先查日志，发现是数据库字段长度不够，改完后连夜测了30条数据，第二天按时上线，收到了210份报名。',
    },
  },
  {
    id: 'interview.gaming.signposts',
    note: '多是“首先、其次、最后”之类的连接词，没有实际内容',
    gaming: true,
    fires: (a) => a.gaming === 'signposts',
    examples: {
      question: 'common-01',
      fires: '首先，我是一名学生。其次，我具备较强的学习能力。最后，我提升了30%。首先沟通，其次协作，最终提升效率50%，综上所述，我非常适合。',
      passes: '我是计算机专业的大四学生，做过两个Web项目。先说实习：我在一家电商公司做后端，负责订单接口，把下单接口的响应时间从800毫秒降到了200毫秒。',
    },
  },
  {
    id: 'interview.gaming.off-topic',
    note: '回答没有切题，没有谈到这道题问的内容',
    gaming: true,
    fires: (a) => !a.on_topic,
    examples: { question: 'java-01', fires: '我平时喜欢打篮球，周末经常和室友去操场打半场，打完球一起去吃火锅。', passes: JAVA_01_SPOKEN },
  },
  {
    id: 'interview.content.general',
    note: '只讲了通用的原则（如“多沟通、互相尊重、站在对方角度”），没有你自己的做法和细节：请讲一次你遇到的具体情况，说清你做了什么、结果如何',
    gaming: false,
    fires: (a) => a.general === true,
    examples: {
      question: 'pm-04',
      fires: '跟开发沟通，我觉得最重要的是态度要真诚，要把需求讲清楚。有分歧的时候要先听听对方的意见，互相理解，互相尊重，站在对方的角度考虑问题，然后一起商量一个合理的方案。',
      passes: '我在课程项目里做产品，写需求时会附上原型和验收标准。开发说筛选功能两周做不完，我就拆成两期，第一期只做按学院筛选，第二期再加按时间，最后如期上线。',
    },
  },
  {
    id: 'interview.content.vague',
    note: '多是“多沟通、多学习、活动很成功、锻炼了能力”这类泛泛的说法，没有你自己的具体经过：请讲清一次真实的情况——什么时候、你做了什么、结果如何（数字、原话、没做好的地方都可以说）',
    gaming: false,
    fires: (a) => (a.vague ?? []).length > 0,
    examples: {
      question: 'common-12',
      fires: '和不同性格的同事合作，我觉得首先要了解对方，然后多沟通、多交流，遇到问题换位思考，互相尊重，只要目标一致就能合作好。',
      passes: '我在奶茶店兼职时，早班店长说话很冲，后来发现她最烦问题拖着不说，我就改成有事当场讲，有一次原料少了两箱，我直接拍照发给她。另一个同事慢，我就提前一天跟他对好备料。说实话跟慢的人配合我现在还会急。',
    },
  },
  {
    id: 'interview.content.deferred',
    note: '结尾把选择交给了“具体要根据……来定”，却没有说清什么情况下选哪一种、为什么：请讲出你的判断依据，最好用一次你自己做过或见过的例子说明',
    gaming: false,
    fires: (a) => Boolean(a.deferred),
    examples: {
      question: 'acct-08',
      fires: '固定资产折旧的方法有年限平均法、工作量法、双倍余额递减法和年数总和法。前两种每期折旧比较均匀，后两种是加速折旧，前几年提得多。各有各的特点，具体用哪种要根据企业的情况来定。',
      passes: '常用的有年限平均法、工作量法，还有双倍余额递减法和年数总和法这两种加速折旧。我实习的那家物流公司，货车按行驶里程用工作量法，因为跑得多的车损耗明显大；办公电脑就按三年直线法。加速折旧我只在课上算过，没在账上用过。',
    },
  },
  {
    id: 'interview.content.summed-up',
    note: '列了几点，最后用“总之……”概括了一遍，却没有一处是你自己的：请挑其中一点讲深——为什么要这样做、你在课上、实习或项目里见过或做过的一次具体情况，说清结果',
    gaming: false,
    fires: (a) => Boolean(a.summed_up),
    examples: {
      question: 'java-04',
      fires: '索引相当于字典的目录，能让查询不用扫全表。慢SQL一般先看执行计划，再看要不要加索引，还要注意函数和类型转换会让索引失效。总的来说就是先分析再优化。',
      passes: '索引相当于字典的目录，能让查询不用扫全表。我实习时有个订单查询要3秒，用EXPLAIN一看是全表扫描，加了用户ID和时间的联合索引以后降到了200毫秒。总的来说就是先看执行计划再动手。',
    },
  },
  {
    id: 'interview.content.vouched',
    note: '最后说“我实习的时候就是这样做的”，却没有讲那次具体是什么情况：请讲出你亲眼见到或亲手做的一次——当时是什么情况、你做了什么、结果如何',
    gaming: false,
    fires: (a) => Boolean(a.vouched),
    examples: {
      question: 'nurse-11',
      fires: '预防压疮要定时翻身，保持皮肤清洁干燥，床单平整，骨隆突处垫软枕，还要加强营养，多观察皮肤颜色。我在老年科实习的时候也都是这么做的。',
      passes: '预防压疮要定时翻身，保持皮肤清洁干燥，床单平整，骨隆突处垫软枕。我在老年科实习时有位八十多岁的奶奶骶尾部发红，带教老师让我们改成一个半小时翻一次身，加了气垫床，三天后红印就退了。',
    },
  },
  {
    id: 'interview.content.hollow-example',
    note: '举了“比如”，却没有举出真正的例子（只是换个说法、列出名词或工具名）：答案停在定义和人人都会说的几点上。请讲一个具体的例子——最好是你自己在课上、实习或项目里遇到的，说清是什么情况、怎么判断、结果如何',
    gaming: false,
    fires: (a) => a.hollow_case === true,
    examples: {
      question: 'da-15',
      fires: '相关性是说两个东西一起变化，因果性是说一个导致另一个。相关不一定有因果，比如两个数据可能都受别的因素影响。所以做分析的时候要注意，不能看到相关就说是因果，要进一步去验证。',
      passes: '相关是两个东西一起变，因果是一个导致另一个。比如夏天冰淇淋卖得多，溺水的人也多，它俩相关，但是天热同时推了两边。要说因果最好做A/B实验，做不了就先控制住其他因素。',
    },
  },
  {
    id: 'interview.content.tools-unused',
    note: '只列出了工具和各自的用途，没有讲你自己用它们做过什么：挑一两个讲清在哪门课、哪次实习或项目里怎么用的、解决了什么问题，不熟的也可以直说',
    gaming: false,
    fires: (a) => a.tools_unused === true,
    examples: {
      question: 'newmedia-15',
      fires: '我常用的新媒体工具有：排版用秀米，做图用稿定设计和Canva，剪视频用剪映，看数据用新榜。这些工具我都用得比较熟练，我觉得工具是为内容服务的，关键还是内容要好。',
      passes: '排版我用秀米，社团公众号每周两篇都是我排的；视频用剪映，去年给迎新做的那条剪了三个晚上，自动字幕省了不少事。PR我只会剪辑和加字幕，调色不会。',
    },
  },
  {
    id: 'interview.asked.stock',
    note: '问的都是培训、晋升、加班这类对任何公司都能问的问题，看不出你了解过这个岗位：可以问问这个岗位具体做什么、怎么做，并说明你为什么想知道',
    gaming: false,
    fires: (a) => (a.stock_asked ?? []).length > 0,
    examples: {
      question: 'common-14',
      fires: '我想问一下，公司对新人有没有培训？另外这个岗位的晋升通道是怎样的？平时加班多不多？谢谢。',
      passes: '有两个问题。新人进来是先跟着审校改稿，还是直接做初译？咱们用的是Trados还是memoQ？我在学校用的是memoQ，想入职前先补一下。',
    },
  },
  {
    id: 'interview.salary.deferred',
    note: '说了“相信公司会给出合理的待遇”“对薪资没有特别的要求”这类客套话，等于把期望薪资交回给了公司：请直接给出自己的期望区间，并说明依据（城市和岗位的行情、自己的实习或证书）',
    gaming: false,
    fires: (a) => (a.pay_deferred ?? []).length > 0,
    examples: {
      question: 'common-13',
      fires: '我了解过一些，这边行政岗应届生大概四千到五千。我对薪资没有特别高的要求，主要看重学习的机会，相信公司会给出合理的待遇。',
      passes: '我在招聘网站上看了一下，成都这边应届行政一般四千到五千，我期望四千五左右，具体可以按公司的标准来。',
    },
  },
  {
    id: 'interview.content.hedged',
    note: '说法含糊（如“差不多吧”“好像”），没有把握的地方不如直接说明',
    gaming: false,
    fires: (a) => a.hedges.length > 0,
    examples: { question: 'java-01', fires: 'HashMap底层好像是数组加链表吧，线程安全的话应该是安全的。', passes: JAVA_01_SPOKEN },
  },
  {
    id: 'interview.content.disguised-weakness',
    note: '优点是套话，缺点说的是变相的优点（如“太追求完美”），也没有具体事例：这是网上的模板答案，请讲一个真实的不足和你怎么改',
    gaming: false,
    fires: (a) => (a.disguised ?? []).length > 0,
    examples: {
      question: 'common-02',
      fires: '我最大的优点是做事认真负责，有较强的学习能力。我最大的缺点是太追求完美，对自己要求过高，正在学着合理安排时间。',
      passes: '优点是我对细节比较敏感，上学期给学院做迎新小程序的界面，开发说我的标注最清楚。缺点是太抠细节，会拖进度，那个小程序第一版我就晚交了两天，现在我先出粗稿对方向再抠细节。',
    },
  },
  {
    id: 'interview.star.no-example',
    note: '没有具体事例',
    gaming: false,
    fires: (a, q) => q.example && !a.star.example,
    examples: {
      question: 'common-03',
      fires: '我觉得沟通很重要，遇到分歧要互相理解，多站在别人的角度想问题。',
      passes: '有一次做课程项目，我和组员对技术选型意见不同。我先请他讲了理由，然后我们各做了一个小原型对比，最后按时交付，拿了全班最高分。',
    },
  },
  {
    id: 'interview.star.no-figure',
    note: '事例的结果没有数字',
    gaming: false,
    fires: (a, q) => q.example && a.star.example && !a.star.quantified,
    examples: {
      question: 'common-03',
      fires: '有一次做课程项目，我和组员对技术选型意见不同。我先请他讲了理由，然后我们各做了一个小原型对比，最后按时交付，效果很好。',
      passes: '有一次做课程项目，我和组员对技术选型意见不同。我先请他讲了理由，然后我们各做了一个小原型对比，最后开发时间缩短了30%。',
    },
  },
];

/** The gaming finding of an answer on its own (the first that fires), or undefined. */
export const gamingFinding = (a: AnswerAnalysis, q: BankQuestion): Finding | undefined => FINDINGS.find((f) => f.gaming && f.fires(a, q));
