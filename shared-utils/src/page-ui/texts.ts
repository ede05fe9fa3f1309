/** The parcel-wide pieces' labels (loading, errors, paging, student-only prompt). */
export const UI_TEXT = {
  loading: '加载中…',
  pageLoading: '页面加载中…',
  retry: '重新加载',
  notFoundHint: '您访问的内容不存在或已被移除。',
  backHome: '返回首页',
  pagination: '分页',
  total: (n: number) => `共 ${n} 条`,
  previousPage: '上一页',
  nextPage: '下一页',
  pageNumber: (n: number) => `第 ${n} 页`,
  logInTo: (what: string) => `登录后即可${what}`,
  switchToView: '切换为学生身份登录后方可查看',
  studentLogin: '学生登录',
  switchToStudent: '切换为学生',
} as const;
