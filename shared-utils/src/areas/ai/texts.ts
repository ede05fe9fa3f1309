/** Texts of the AI resume tools that the server and the pages both show. */
export const AI_MSG = {
  notOpen: '本站暂未开放AI简历功能',
  noResume: '请先创建在线简历，再进行AI诊断',
  diagnosisNotFound: '诊断记录不存在',
  dailyLimit: '今日AI简历诊断次数已用完，请明天再来',
  notStudent: '切换为学生身份登录后方可使用AI简历',
} as const;

/** 45xxx: the AI tools' codes (api/src/errors/codes.ts holds the server's catalogue). */
export const AI_CODE = { notOpen: 45001, noResume: 45002, diagnosisNotFound: 45003, dailyLimit: 45004 } as const;

export const AI_LIMITS = {
  /** diagnoses one student may run per China Standard Time day */
  dailyDiagnoses: 20,
  /** diagnoses the history lists */
  history: 20,
} as const;
