/**
 * The demo videos: each a real file made by scripts/media/make-demo-videos.sh, with its exact duration and
 * the chapters where the script's sections start (change both together; the seed test checks the durations
 * against the files).
 */
export type SeedVideo = {
  column: string;
  /** file name without extension under /static/content/video (.mp4) and /poster (.jpg) */
  file: string;
  title: string;
  summary: string;
  author: string;
  /** seconds */
  duration: number;
  chapters: { at: number; title: string }[];
  /** what the page shows under the player, paragraph by paragraph */
  text: string[];
};

const TEACHER = '就业指导中心 求职微课';

export const VIDEOS: SeedVideo[] = [
  {
    column: '202',
    file: 'interview-self-intro',
    title: '面试自我介绍三步法：一分钟讲清楚你是谁',
    summary: '我是谁、我做过什么、我为什么适合——三步搭好自我介绍的骨架，控制在60到90秒。',
    author: TEACHER,
    duration: 30,
    chapters: [
      { at: 0, title: '开场' },
      { at: 4, title: '第一步：我是谁' },
      { at: 12, title: '第二步：我做过什么' },
      { at: 20, title: '第三步：我为什么适合' },
      { at: 27, title: '小结' },
    ],
    text: ['自我介绍是面试的第一印象。本节微课用三个步骤帮你搭好自我介绍的骨架：先用一句话说清身份并留下记忆点，再挑一两段与岗位相关的经历并用数字说明结果，最后把经历和岗位要求对应起来。', '练习时可以录下自己的介绍，回看语速和停顿；不要逐字背稿，记住要点即可。'],
  },
  {
    column: '202',
    file: 'group-discussion',
    title: '无领导小组讨论：角色选择与发言策略',
    summary: '读题、选角色、有效发言、总结陈词，四个环节的要点一次讲清。',
    author: TEACHER,
    duration: 36,
    chapters: [
      { at: 0, title: '开场' },
      { at: 4, title: '读题与独立思考' },
      { at: 12, title: '选对角色' },
      { at: 21, title: '有效发言' },
      { at: 30, title: '总结陈词' },
    ],
    text: ['无领导小组讨论考查的是你在团队中推动问题解决的能力。组织者、计时者、记录者、总结者都能展现价值，关键是贡献有质量的观点，并帮助小组达成结论。', '发言时先回应他人，再补充自己的观点；出现分歧时，用"我同意……同时……"的句式把讨论拉回目标。'],
  },
  {
    column: '201',
    file: 'xuandiao-process',
    title: '选调生报考全流程：从报名到入职',
    summary: '报名条件、考试与面试、考察与公示，看懂选调生招录的每一步。',
    author: '就业指导中心 选调生工作组',
    duration: 32,
    chapters: [
      { at: 0, title: '开场' },
      { at: 4, title: '报名条件' },
      { at: 12, title: '考试与面试' },
      { at: 20, title: '考察与公示' },
      { at: 27, title: '小结' },
    ],
    text: ['选调生招录一般包括报名、资格审查与学校推荐、笔试、面试、体检考察和公示等环节。各省的报考条件和考试科目不同，请以当年公告为准。', '需要学校推荐的同学，请提前与学院党委和就业指导中心联系。'],
  },
  {
    column: '203',
    file: 'army-enlist',
    title: '大学生征兵报名指南',
    summary: '网上报名、体检与政治考核、优待政策，三分钟了解大学生参军入伍。',
    author: '武装部 征兵工作站',
    duration: 28,
    chapters: [
      { at: 0, title: '开场' },
      { at: 4, title: '网上报名' },
      { at: 12, title: '体检与政治考核' },
      { at: 20, title: '优待政策' },
    ],
    text: ['高校毕业生是征兵的重点对象，上半年、下半年两次征兵均可报名。报名后请留意学校武装部和县级兵役机关的通知，按时参加体检和政治考核。', '入伍的同学可享受学费补偿或国家助学贷款代偿，退役后在升学和就业方面也有多项优待。'],
  },
  {
    column: '204',
    file: 'kaoyan-or-job',
    title: '考研还是就业？三个问题帮你做决定',
    summary: '目标岗位要求什么学历、能否承受长期备考、有没有两手准备——想清楚这三个问题再做选择。',
    author: '就业指导中心 升学辅导组',
    duration: 30,
    chapters: [
      { at: 0, title: '开场' },
      { at: 4, title: '目标岗位要求什么学历' },
      { at: 13, title: '能否承受一年以上备考' },
      { at: 21, title: '有没有两手准备' },
    ],
    text: ['考研和就业不是非此即彼。先弄清目标岗位对学历的要求，再评估自己的时间、经济和心理准备。', '秋招投递不影响初试备考，初试后也可以关注春招和补录，给自己多留一条路。'],
  },
  {
    column: '205',
    file: 'fair-live',
    title: '双选会现场攻略：30秒看懂逛展路线',
    summary: '入场之前、逛展路线、现场沟通，跟着视频规划你的双选会一天。',
    author: '双选会组委会 学生服务组',
    duration: 24,
    chapters: [
      { at: 0, title: '开场' },
      { at: 4, title: '入场之前' },
      { at: 10, title: '逛展路线' },
      { at: 18, title: '现场沟通' },
    ],
    text: ['入场前扫码签到、领取展位图，准备10份以上简历；逛展时先主馆后分馆，先去目标企业，再补充投递。', '与HR沟通时做一分钟自我介绍，并准备一个好问题；离开前记下对方的联系方式和后续安排。'],
  },
  {
    column: 'main-skills',
    file: 'resume-one-page',
    title: '一页纸简历五原则',
    summary: '一页纸、倒序排列、量化成果、关键词匹配、零错误——五条原则让HR在6秒内看到你的亮点。',
    author: '启航校招编辑部',
    duration: 34,
    chapters: [
      { at: 0, title: '开场' },
      { at: 4, title: '原则一：一页纸' },
      { at: 10, title: '原则二：倒序排列' },
      { at: 16, title: '原则三：量化成果' },
      { at: 22, title: '原则四：关键词匹配' },
      { at: 28, title: '原则五：零错误' },
    ],
    text: ['HR初筛一份简历的时间很短。控制在一页、最近最相关的经历放前面、用数据说明结果，能让你的亮点第一时间被看到。', '投递前对照岗位描述调整关键词，并检查错别字、日期和联系方式。'],
  },
];
