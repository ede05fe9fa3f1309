/** The organiser login page's labels. */
export const ORGANISER_TEXT = {
  entries: '登录入口',
  employer: { title: '企业登录 / 注册', text: '参会企业在此登录，发布职位、预约展位、管理简历', action: '企业登录' },
  organiser: { title: '主办方管理', text: '主办方工作人员在此登录，管理参会企业与招聘活动', action: '主办方管理' },
  note: '企业参会须经主办方审核，审核结果将以短信通知。',
} as const;
