/** Texts of the AI interview, the occupation assessment and the career book that the server and the pages both show. */
export const CAREER_MSG = {
  interviewNotOpen: '本站暂未开放AI模拟面试',
  careerNotOpen: '本站暂未开放AI职业规划书',
  interviewNotFound: '面试记录不存在',
  interviewDailyLimit: '今日AI模拟面试次数已用完，请明天再来',
  interviewFinished: '本次面试已结束',
  assessmentIncomplete: '还有题目未作答，请答完全部题目后提交',
  assessmentNotFound: '测评结果不存在',
  needsAssessment: '请先完成职业测评，再生成职业规划书',
  bookNotFound: '职业规划书不存在',
  bookDailyLimit: '今日生成职业规划书次数已用完，请明天再来',
  assessmentDailyLimit: '今日职业测评次数已用完，请明天再来',
  notStudent: '切换为学生身份登录后方可使用',
  /** an answer over CAREER_LIMITS.answerChars */
  answerCut: '回答超过5000字，超出部分已截去',
  /** the note of an empty answer (scored 0, not an error) */
  emptyAnswer: '未作答',
} as const;

/** 46xxx: the codes of these tools (api/src/errors/codes.ts holds the server's catalogue). */
export const CAREER_CODE = {
  interviewNotOpen: 46001,
  careerNotOpen: 46002,
  interviewNotFound: 46003,
  interviewDailyLimit: 46004,
  interviewFinished: 46005,
  assessmentIncomplete: 46006,
  assessmentNotFound: 46007,
  needsAssessment: 46008,
  bookNotFound: 46009,
  bookDailyLimit: 46010,
  assessmentDailyLimit: 46011,
} as const;

export const CAREER_LIMITS = {
  /** characters kept of one interview answer */
  answerChars: 5000,
  /** questions an interview may have, and the seconds per answer the student may choose */
  questionCounts: [3, 5, 8] as readonly number[],
  answerSeconds: [60, 90, 120, 180] as readonly number[],
  /** interviews started, assessments finished and books written per student per China Standard Time day */
  dailyInterviews: 10,
  dailyAssessments: 10,
  dailyBooks: 5,
  /** interviews and books the history lists */
  history: 20,
  /** seconds of grace after the countdown before an answer counts as late (network, a last word) */
  lateGraceSeconds: 5,
} as const;
