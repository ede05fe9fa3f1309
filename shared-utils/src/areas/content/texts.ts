/** Texts of the content area (articles, videos, job fairs, booth map) that the server and the pages both show. */
export const CONTENT_MSG = {
  columnNotFound: '栏目不存在或已下线',
  materialNotFound: '内容不存在或已下线',
  fairNotFound: '招聘会不存在或已取消',
  noArticles: '该栏目暂无文章',
  noContent: '该栏目暂无内容',
  noFairCompanies: '没有找到符合条件的参会企业',
  notVideo: '该内容不是视频',
  signUpEnded: '招聘会已结束，无法报名',
  signUpOnline: '空中双选会无需报名，开始后点击进入即可',
  notStudent: '切换为学生身份登录后方可操作',
  notOffline: '该招聘会没有现场展位图',
} as const;

/** 44xxx: the content area's codes (api/src/errors/codes.ts holds the server's catalogue). */
export const CONTENT_CODE = {
  columnNotFound: 44001,
  materialNotFound: 44002,
  fairNotFound: 44003,
  notVideo: 44004,
  signUpEnded: 44005,
  signUpOnline: 44006,
  notOffline: 44007,
} as const;
