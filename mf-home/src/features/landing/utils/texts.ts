/** The school landing page's labels (spec §2 "Landing page of a school site"). */
export const LANDING_TEXT = {
  entrances: '登录入口',
  employer: { title: '企业入口', text: '发布职位、参加双选会、查看简历' },
  student: { title: '学生入口', text: '微信扫码，查看岗位、投递简历' },
  school: { title: '学校/院系后台', text: '就业数据统计，审核企业与岗位' },
  login: '登录',
  studentLogin: '学生登录',
  studentLoggedIn: '已登录，请使用微信扫码继续',
  backOffice: '进入后台',
  qrAlt: '学生端微信扫码二维码',
  qrLoading: '二维码加载中…',
  footer: '本平台为省级人才主管部门建设，企业发布的岗位经审核后向全体高校共享。',
} as const;
