/** Texts of the student's own activity: server failures (codes 43xxx) and page texts, written once. */
export const MINE_MSG = {
  notStudent: '切换为学生身份登录后方可操作',
  positionMissing: '该职位不存在或已下线',
  positionClosed: '该职位已停止招聘，无法投递',
  alreadyApplied: '你已投递过该职位，请勿重复投递',
  dailyLimit: '今日投递次数已达上限，请明天再来',
  resumeMissing: '请先选择要投递的简历',
  resumeUnknown: '所选简历不存在，请重新选择',
  companyMissing: '该企业不存在或已下线',
  favouriteLimit: '收藏数量已达上限，请先整理收藏夹',
  applicationMissing: '该投递记录不存在',
  badTransition: '当前状态下不能进行此操作',
  applySuccess: '投递成功',
  collectAdded: '收藏成功',
  collectCancelled: '已取消收藏',
  // a company is followed (关注企业), not collected: its toasts say so
  followAdded: '关注成功',
  followCancelled: '已取消关注',
  interviewPast: '面试时间已过，无法回复',
  interviewAnswered: '已回复过该邀请',
  interviewCancelled: '该面试已取消',
  declineReason: '请填写拒绝原因',
  interviewMissing: '面试邀请不存在',
} as const;

export type MineMsgKey = keyof typeof MINE_MSG;
