/**
 * Everyday words a student says for the banks' concepts (banks/*.json name them as a textbook would): a concept that
 * has the key among its terms is also named by these. A troubleshooting story says 查清楚、找到原因 rather than 排查,
 * 改完以后 rather than 解决.
 */
export const SPOKEN_SYNONYMS: Record<string, readonly string[]> = {
  排查: ['查清', '查明', '查了', '找出', '找到原因', '翻日志', '看了监控', '查日志'],
  定位: ['找到了', '找出了', '发现是', '原来是'],
  // an analysis told by the sums done (按三类算毛利, 算下来), a business's trouble by its money (没赚到钱), a flow's by
  // where its users stop (都卡在这一步), an outcome by the amounts seen change (报名的人明显多了, 电话也少了很多)
  分析: ['对比', '看了一下', '研究了', '算毛利', '算了一下', '算下来'],
  解决: ['处理', '搞定', '改完', '改好', '修好', '解掉', '建了', '换成'],
  优化: ['改进', '改造', '提速', '降到', '缩短'],
  修复: ['修好', '修掉', '改掉'],
  结果: ['最后', '最终', '后来', '效果', '降到', '提升到', '从此', '从那以后', '明显多了', '多了不少', '多了很多', '明显少了', '少了很多', '少了不少'],
  恢复: ['恢复正常', '再也没有', '没再'],
  降低: ['降到', '下降', '减少', '缩短'],
  线上: ['生产环境', '正式环境', '高峰', '大促', '上线后', '用户反馈'],
  问题: ['故障', '异常', '报错', '超时', '卡顿', '变慢', '投诉', '漏单', '漏看', '没赚到钱', '不赚钱', '赚不到钱', '亏钱', '赔钱'],
  一致性: ['一致', '同步', '脏数据'],
  沟通: ['聊', '商量', '交流', '谈了'],
  结论: ['总之', '所以', '因此'],
  // a story about a pupil names them (女生, 小男孩), what held them back, and what came of it
  学生: ['女生', '男生', '同学', '小男孩', '小女孩', '学员'],
  原因: ['原来是', '发现她', '发现他', '找她聊', '找他聊', '查出来是', '问题出在', '卡在这', '卡在了', '都卡在'],
  方法: ['办法', '我就让', '我让她', '我让他'],
  进步: ['提到了', '提高到', '考到了'],
  验证: ['观察', '复查', '回访', '试了', '改版后', '首件', '巡检', '没有再出现', '没再出现'],
  // an error in the books found and put right
  差错: ['记了两遍', '记重', '多记', '漏记', '对不上'],
  查找: ['翻出来', '一张张', '一笔笔'],
  纠正: ['改过来', '改回来', '补记'],
  // a salesman's everyday words: what a thing costs, keeping calm when turned down, coming back to a customer
  价格: ['多少钱', '便宜', '嫌贵', '太贵', '报价'],
  心态: ['很正常', '不灰心', '别灰心', '平常心', '不气馁'],
  跟进: ['再问', '再打', '再来问', '回头再'],
  // where a campaign is spread
  渠道: ['朋友圈', '群里', '小红书', '抖音', '传单'],
  // trust won, as a story shows it: the person seeking the student out (后面几天他一看到我就喊…, 点名要我)
  信任: ['信得过', '一看到我就', '主动找我', '点名要我', '只找我'],
  // the classroom's own devices and tools named for 信息技术 (我用平板让学生拖动展开图, 课后用问卷星发小题, 连上教室的投影, 在大屏上挑几张讲)
  信息技术: ['平板', '一体机', '投影', '大屏', '问卷星'],
  // what a patient is told, and how (健康宣教)
  评估: ['复述', '说不对', '记不住'],
  通俗: ['大白话', '听得懂', '大字'],
  方式: ['演示', '示范', '视频', '图片'],
  // following a trending topic: fast, fitting the account, and not the ones that get one scolded
  速度: ['要快', '当天', '尽快', '马上'],
  关联: ['有没有关系', '有关系', '沾边', '相关'],
  风险: ['被骂', '挨骂', '反转', '争议', '出事'],
  // a student's questions to the interviewer: the work, the training, what is expected
  岗位: ['业务线', '具体做', '职责', '怎么安排', '排班', '夜班'],
  培训: ['新人', '带教', '评审', '规培', '轮科'],
  期望: ['需要补', '需要准备', '需要具备'],
  // adapting a mobile screen as a designer says it
  尺寸: ['宽度', '设计稿', '像素'],
  栅格: ['rem', '百分比', 'vw', '媒体查询'],
  切图: ['出图'],
  // a part that keeps failing on the shop floor, as an intern tells it: out of tolerance (超差, 毛刺), or failing in use
  // by its failure modes (密封老是漏水, 传动轴断了, 动环磨得一边深一边浅, 陆续退回来七台): a leak, a break, a crack,
  // wear, a unit sent back; and the same failure not come again (没再漏, 不再断). A leak told by the verb alone, on the
  // seal or the package that leaks (封口老是漏, 漏的袋子按时间分开放, 漏袋降到一天五六袋, 渗漏): what leaks is the part
  不良: ['超差', '偏大', '偏小', '毛刺', '裂纹', '返工', '报废', '漏水', '漏油', '漏气', '断了', '断裂', '开裂', '磨损', '磨得', '退回', '返修', '再漏', '再断', '再裂', '渗漏', '泄漏', '老是漏', '总是漏', '经常漏', '漏的', '漏袋', '漏包', '漏瓶'],
  不良率: ['返工率', '报废率', '合格率', '次品率'],
  统计: ['记录拉出来', '量了', '数了一下', '拉出来看'],
  措施: ['改成', '强制', '加了', '规定每'],
  跟踪: ['后面两周', '后来两周', '盯了', '连续观察'],
  // a salary asked for as a graduate says it: the going rate, what one learns, the employer addressed
  行业: ['这边', '行情', '应届生大概', '市场价'],
  发展: ['学到东西', '有师傅带', '有项目做', '成长'],
  公司: ['咱们', '贵公司', '你们公司'],
  // why this employer and this post, as a graduate says it: what they make, how they work, what one is like
  文化: ['规范', '流程完整', '氛围', '风格'],
  匹配: ['我挺喜欢', '适合我', '我学的', '专业对口', '跟我的专业', '我实习做的', '实习的时候做', '接着做', '继续做'],
  // how a graduate found out about the employer: the posting read, the web searched, someone working there asked
  了解: ['查了一下', '网上查', '看了咱们', '看了你们', '看了贵', '打听', '听学长', '听学姐', '听师兄', '听师姐'],
  // whether one can live on site or far from home, as a graduate says it: the hardship lived, what it teaches, who is left at home
  艰苦: ['辛苦', '吃苦', '条件差', '条件一般', '板房', '风吹日晒', '确实热', '确实冷'],
  成长: ['锻炼', '积累经验', '趁年轻', '学得快', '长本事'],
  家人: ['家里', '家里人', '父母', '爸妈'],
  // an interest as a student owns it (学了以后觉得还挺有意思): the field found worth one's while, in plain words
  兴趣: ['有意思'],
  // a strength and a weakness told plainly: what one does about the weakness, the moment that shows the strength
  改进: ['在改', '改掉', '克服', '我现在会', '现在也在'],
  // a price objection answered as a salesman says it to the customer: what it is compared with, what it costs over
  // time, what the customer gets, what is offered
  对比: ['跟哪家比', '比的', '相比', '比一下', '比起来'],
  成本: ['耗材', '差价', '算下来', '一年下来'],
  价值: ['划算', '回本', '省下'],
  // and a persuasion's own offer: a trial proposed (建议他先拿十头牛试一个月), the customer's sums worked out (算了一笔账)
  方案: ['试用', '先放一台', '先送', '建议他先', '建议她先', '算了一笔账', '建议'],
  // a product improved as a student tells it: whom they asked, what they would add, how they would know it worked
  需求: ['问过', '调研', '痛点', '同样的问题', '先问他', '先问她'],
  功能: ['加一个', '新增', '入口'],
  // the difficulty of a task said as speech names it (难的不是句子，是课名; 难在术语不统一), and a check made against
  // another source (找了几所学校的英文课程表来对照) is checking it
  难点: ['难的是', '难的不是', '难就难在', '难在'],
  查证: ['对照', '比对', '对着查'],
  // and a defect measured on the parts themselves (用卡尺量了二十几个不良件)
  数据: ['留存', '指标', '日活', '转化率', '卡尺', '检具', '量具', '测量', '量了'],
  // a drawing as a draughtsman says it (交图前, 改图要留记录, 旧图收回来), and checking one's own by a checklist
  图纸: ['交图', '改图', '旧图', '新图', '图面'],
  自检: ['按清单', '对着清单', '照着清单'],
  // people gathered for a club's or an event's work, as the organiser says it (我负责招人和排班)
  招募: ['招人', '招志愿者', '拉人'],
  // work against a deadline as an editor tells it: what comes first (分了轻重, 最要紧的), the rush itself (赶稿), the
  // time it is due as the writer says it (几点前交稿, 周四就要上版, 截止前), and checking before it goes out (发之前核一遍)
  优先级: ['轻重', '最要紧'],
  截稿: ['赶稿', '交稿', '上版', '截止'],
  // a work edited as the editor says it: 编 for 编辑 (我编过一本小册子, 我的工作是重新编)
  编辑: ['编过', '重新编', '编了一'],
  把关: ['核一遍', '核一下'],
  // a work published as its maker says it: where it went out (发在我们学院的公众号上, 登在校报上) and the series done (四篇发完)
  发布: ['发在', '发到', '发完', '登在', '刊在'],
  // a manuscript as the writer says it (写稿的老师病了, 我交了排好的稿)
  稿件: ['稿子', '写稿', '交稿', '初稿', '的稿'],
  // working to a deadline as the site or the factory says it (赶工期的时候没办法, 赶交期, 赶货)
  赶进度: ['赶工', '赶交期', '赶货'],
  // work past its hours as a student tells it: the night it ran into (忙到夜里十一二点, 熬到后半夜, 干到凌晨两点), the
  // hour one leaves (下班以后, 晚走), not the word 加班
  加班: ['熬夜', '通宵', '下班', '晚走', '值夜班', '到半夜', '到深夜', '到凌晨', '到夜里', '到后半夜'],
  // a live stream told by its own trade (直播间 names it already): who hosts it, who runs the room, who watches, its close
  直播: ['主播', '场控', '同时在线', '下播'],
  // a community run as a chat group, as whoever runs it says it (管家长群, 发到群里, 拉了个新群)
  社群: ['群里', '微信群', '家长群', '粉丝群', '群聊', '建群', '拉群'],
  // keeping customers who came before, as a salesman says it (去年来过的学校挨个打电话)
  老客户: ['老顾客', '熟客', '去年来过', '以前来过', '之前来过'],
  联系: ['打电话', '打了电话', '挨个打'],
  // a team's work shared out as a member tells it (分给每个人打电话，我负责十三户), and a goal falling behind (停滞, 落后)
  分工: ['分给每个人', '分给每人', '每人负责', '各自负责', '我负责'],
  困难: ['停滞', '落后了', '卡住了', '没完成'],
  // a promotion as whoever ran one says it: the intake it was for (暑期招生, 拉新) and its devices (体验券, 开放日, 地推)
  推广: ['招生', '拉新', '地推', '体验券', '体验课', '试听课', '开放日', '发传单'],
  // advice as a student says they gave it (给她提了两条, 跟产品经理提了); a second try (第二年又投了一次) and the habit a
  // setback left (后来我再写东西，会先…), which is what was learned
  建议: ['提了两条', '提了几条', '提了三条', '提了一条', '给她提', '给他提', '跟产品经理提', '跟老板提', '跟店长提', '跟主管提'],
  再次: ['又投了', '又报了', '又考了', '又参加了', '又试了一次', '第二年又', '重新投', '再投'],
  收获: ['后来我再', '以后我再', '现在我再', '后来我每次', '以后我每次', '现在我每次'],
  // the law as one who used it names it: by its code (我查了民法典, 消法课上学的东西真能用上), not the word 法律
  法律: ['民法典', '消法', '消费者权益保护法', '合同法', '劳动法', '劳动合同法', '公司法', '刑法', '著作权法', '商标法', '专利法', '广告法', '电子商务法', '食品安全法', '个人信息保护法', '司法解释'],
};

/** The terms of a concept with the spoken words of each. */
export const withSpokenSynonyms = (concept: readonly string[]): string[] => [...new Set(concept.flatMap((t) => [t, ...(SPOKEN_SYNONYMS[t] ?? [])]))];

/**
 * interview.story.matter-named.told: the forms a story tells a question's matter in, read only where a story names the
 * matter asked (stories.ts namesAskedMatter, in a clause of the student's own), not as the concept's terms: they are
 * deeds and reports, not the word. A design revised on users' word, as the designer tells it: what the people using it
 * told the student (商户跟我说…看不清, 跟我反映, 抱怨) is their feedback, and the design changed (我就改成竖着的列表,
 * 我把底换成深色) is the revision; a promotion is told by its devices (摆摊, 试吃, 拉群). Read as terms they would move the
 * bank's context of every concept naming 修改 or 反馈.
 */
export const MATTER_TOLD: Record<string, readonly string[]> = {
  反馈: ['跟我说', '跟我们说', '跟我反映', '向我反映', '找我说', '抱怨', '吐槽'],
  // and a design told by its versions (第一版我把按钮放在右上角…第二版挪到了底部) was revised on what came between them
  // and a change told as done by the student (我给网店改过详情页: 改过 in a clause of the student's own, namesAskedMatter)
  修改: ['改成', '换成', '改为', '调大', '放大', '第一版', '第二版', '改版', '改了一版', '改过'],
  // a promotion told by what was done at it (我们在小区门口摆摊, 现场切开给人试吃, 我负责拉群): its devices, not the word
  推广: ['摆摊', '试吃', '拉群', '扫码进群'],
  // a product built, as its makers name it: by its kind (我参与过一个给合作社用的小程序, 我们做了一个预约网站)
  产品: ['小程序', 'App', 'APP', 'app', '公众号', '网站', '插件'],
  // a design work, as its designer names it: by what was made (给工作室做的小程序界面, 我做的那套海报), or by the
  // page it is (给一家花店做的商城首页, 那张活动落地页): a site's designer names its pages so
  作品: ['界面', '页面', '海报', '小程序', '图标', '插画', 'logo', 'LOGO', 'Logo', '首页', '主页', '详情页', '落地页'],
  // a failure, as a student tells it: the trial failed in its own word (去面实习就挂了, 复试被刷了)
  失败: ['挂了', '被刷了', '没通过', '没考过'],
  // a competition, as its team names it: by its kind (我们队报了一个电子设计大赛, 最后拿了个省赛三等奖)
  竞赛: ['大赛', '比赛', '省赛', '国赛'],
  // a project, as a student names the one they did: by the course it was for (我毕设做了一个…, 课设做的是…)
  项目: ['毕业设计', '毕设', '课程设计', '课设', '大创'],
};

/** The words a story names a concept's matter by: its spoken words (SPOKEN_SYNONYMS) and the forms it is told in (MATTER_TOLD). */
export const toldMatterOf = (word: string): readonly string[] => [...(SPOKEN_SYNONYMS[word] ?? []), ...(MATTER_TOLD[word] ?? [])];
