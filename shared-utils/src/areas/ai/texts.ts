/** Texts of the AI resume tools that the server and the pages both show. */
export const AI_MSG = {
  notOpen: '本站暂未开放AI简历功能',
  noResume: '请先创建在线简历，再进行AI诊断',
  diagnosisNotFound: '诊断记录不存在',
  dailyLimit: '今日AI简历诊断次数已用完，请明天再来',
  notStudent: '切换为学生身份登录后方可使用AI简历',
  /** a file in which neither its text layer nor OCR finds text (a blank page, a photo of something else) */
  noText: '未能识别文字，请上传文字清晰的简历文件或照片',
  /** a file that inflates past the import's ceilings or does not finish within its time budget */
  fileTooHeavy: '文件内容过大或过于复杂，无法读取，请另存为普通的PDF或DOCX后重新上传',
  /** every parse worker busy and the queue full */
  parseBusy: '简历识别排队人数较多，请稍后再试',
  /** a readable file that does not read as a resume: the draft is not filled */
  notResume: '这份文件看起来不是简历，未能可靠识别其中的信息，请上传您的简历',
  wishNotFound: '请先填写AI简历基本信息',
  writeDailyLimit: '今日AI简历撰写次数已用完，请明天再来',
  /** a wish field over AI_LIMITS.wishFieldChars */
  wishCut: '内容超过10000字，超出部分已截去',
  fileType: '仅支持上传PDF、DOCX格式的简历或JPG、PNG格式的简历照片',
  categoryRequired: '请选择目标岗位类别',
  experienceTitleRequired: '请填写经历名称（公司、项目或组织）',
  experienceTextRequired: '请用几句话描述这段经历',
  /** more experiences than AI_LIMITS.wishExperiences (8) */
  tooManyExperiences: '最多填写8段经历',
  experienceKind: '请选择经历类型：实习、项目或校园经历',
} as const;

/** 45xxx: the AI tools' codes (api/src/errors/codes.ts holds the server's catalogue). */
export const AI_CODE = { notOpen: 45001, noResume: 45002, diagnosisNotFound: 45003, dailyLimit: 45004, noText: 45005, wishNotFound: 45006, writeDailyLimit: 45007, notResume: 45008, fileTooHeavy: 45009, parseBusy: 45010 } as const;

export const AI_LIMITS = {
  /** diagnoses one student may run per China Standard Time day */
  dailyDiagnoses: 20,
  /** diagnoses the history lists */
  history: 20,
  /** parses and generations (each) one student may run per day */
  dailyWrites: 40,
  /** characters kept of one wish field */
  wishFieldChars: 10_000,
  /** experiences the wish form takes */
  wishExperiences: 8,
  /** below this a draft field is marked for the student to check */
  sureConfidence: 0.6,
  /** below this a parsed file's confidence says it does not read as a resume (low_confidence alone asks for a check) */
  resumeLike: 0.5,
} as const;
