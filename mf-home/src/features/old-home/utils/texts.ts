/** The old-style home's labels and its fixed figures (spec §1: the old-style home page states them). */
export const OLD_HOME_TEXT = {
  entries: '服务入口',
  student: { title: '学生求职', text: '海量校招岗位，微信扫码随时查看、一键投递' },
  employer: { title: '企业招聘', text: '发布职位、筛选简历、预约面试，高效招揽人才' },
  university: { title: '高校管理', text: '就业数据统计、企业审核与就业服务管理' },
  findJobs: '找工作',
  improveResume: '完善简历',
  enter: '立即进入',
  moreJobsQr: '更多职位，请使用微信扫码查看',
  qrAlt: '微信扫码查看更多职位',
  qrLoading: '二维码加载中…',
  pointsTitle: '平台优势',
  points: [
    { title: '海量优质岗位', text: '汇聚名企、国企与本地重点企业的校招和实习岗位，每日更新，按专业和意向精准推荐。', image: '/static/home/old/point-jobs.svg' },
    { title: '一份简历，处处投递', text: '在线完善简历，一次填写即可投递多家企业，随时查看投递反馈与面试邀请。', image: '/static/home/old/point-resume.svg' },
    { title: '全程就业服务', text: '政策解读、双选会报名、就业指导与咨询，陪伴从求职到签约的每一步。', image: '/static/home/old/point-service.svg' },
  ],
  figuresTitle: '服务成果',
  figures: [
    { value: '500000+', label: '学生' },
    { value: '20000+', label: '企业' },
    { value: '1000+', label: '高校' },
    { value: '1+X', label: '就业服务模式' },
  ],
} as const;
