/**
 * The server's code catalogue: every non-zero `data.code` with its Chinese message.
 * Codes the spec names (§4, §8) keep its meaning; the others are ours. User-facing server texts live only here.
 */
import { MINE_MSG, RESUME_CONFLICT_CODE, RESUME_MSG } from '@campus/shared-utils/rules';
import { JOBS_CODE, JOBS_MSG } from '@campus/shared-utils/rules';
import { CONTENT_CODE, CONTENT_MSG } from '@campus/shared-utils/rules';
import { AI_CODE, AI_MSG } from '@campus/shared-utils/rules';
import { CAREER_CODE, CAREER_MSG } from '@campus/shared-utils/rules';

export type CodeEntry = { readonly code: number; readonly msg: string };

export const CODES = {
  success: { code: 0, msg: 'success' },
  /** Spec §8: school login with a wrong user name or password. */
  wrongCredentials: { code: 10003, msg: '用户名或密码错误' },
  /** Spec §4, §8: the session check failed; the client clears its login data. */
  sessionInvalid: { code: 10008, msg: '登录已失效，请重新登录' },
  /** Spec §4, §8: not logged in; the client removes user_id and redirects. */
  notLoggedIn: { code: 20011, msg: '请先登录' },
  /** Spec §8 lists 20013 without a meaning; we use it for a request the session may not make. */
  forbidden: { code: 20013, msg: '无权访问该数据' },
  /** Spec §8: school login, account unknown (the client shows the same text as 10003). */
  accountNotFound: { code: 20024, msg: '账号不存在' },
  /** Spec §8: sending a code to a phone that has no account. */
  phoneNotRegistered: { code: 30001, msg: '该手机号尚未注册，请先注册' },
  // Login codes of docs/api-auth.md (texts identical to the contract).
  phoneRegistered: { code: 30002, msg: '该手机号已注册，请直接登录' },
  smsCodeWrong: { code: 30003, msg: '验证码错误或已过期' },
  smsCodeVoid: { code: 30004, msg: '验证码错误次数过多，请重新获取' },
  smsTooSoon: { code: 30005, msg: '发送过于频繁，请稍后再试' },
  smsDailyCap: { code: 30006, msg: '今日验证码发送次数已达上限' },
  captchaRequired: { code: 30007, msg: '请先完成滑块验证' },
  employerWrongPassword: { code: 30008, msg: '手机号或密码错误' },
  employerLoginLimited: { code: 30009, msg: '登录失败次数过多，请稍后再试' },
  smsSendFailed: { code: 30010, msg: '短信发送失败，请稍后再试' },
  qrWaiting: { code: 20101, msg: '等待扫码' },
  qrScanned: { code: 20102, msg: '已扫码，请在手机上确认' },
  qrExpired: { code: 20103, msg: '二维码已失效' },
  qrLoginOff: { code: 20104, msg: '暂不支持扫码登录，请使用手机号登录' },
  transferInvalid: { code: 20201, msg: '登录凭证无效，请重新登录' },
  /** Spec §8, §9: channel account frozen for 24 h after repeated failures. */
  accountFrozen: { code: 500002, msg: '登录操作频繁，账号已被冻结，请24小时之后再试' },

  // Applications, favourites, interviews (docs/api-mine.md); texts from shared-utils areas/mine.
  minePositionMissing: { code: 43001, msg: MINE_MSG.positionMissing },
  minePositionClosed: { code: 43002, msg: MINE_MSG.positionClosed },
  mineAlreadyApplied: { code: 43003, msg: MINE_MSG.alreadyApplied },
  mineDailyLimit: { code: 43004, msg: MINE_MSG.dailyLimit },
  mineResumeUnknown: { code: 43005, msg: MINE_MSG.resumeUnknown },
  mineCompanyMissing: { code: 43006, msg: MINE_MSG.companyMissing },
  mineFavouriteLimit: { code: 43007, msg: MINE_MSG.favouriteLimit },
  mineApplicationMissing: { code: 43008, msg: MINE_MSG.applicationMissing },
  mineBadTransition: { code: 43009, msg: MINE_MSG.badTransition },
  mineInterviewPast: { code: 43010, msg: MINE_MSG.interviewPast },
  mineInterviewAnswered: { code: 43011, msg: MINE_MSG.interviewAnswered },
  mineInterviewCancelled: { code: 43012, msg: MINE_MSG.interviewCancelled },
  mineDeclineReason: { code: 43013, msg: MINE_MSG.declineReason },
  mineInterviewMissing: { code: 43014, msg: MINE_MSG.interviewMissing },

  // Resume, attachments, examples, job intention (docs/api-resume.md); texts from shared-utils areas/resume.
  resumeConflict: { code: RESUME_CONFLICT_CODE, msg: RESUME_MSG.conflict },
  resumeEntryMissing: { code: 41002, msg: RESUME_MSG.entryNotFound },
  resumeEntryLimit: { code: 41003, msg: RESUME_MSG.entryLimit },
  resumeFileRequired: { code: 41004, msg: RESUME_MSG.fileRequired },
  resumeFileType: { code: 41005, msg: RESUME_MSG.attachmentType },
  resumeFileTooLarge: { code: 41006, msg: RESUME_MSG.attachmentTooLarge },
  resumeFileLimit: { code: 41007, msg: RESUME_MSG.attachmentLimit },
  resumeFileMissing: { code: 41008, msg: RESUME_MSG.fileNotFound },
  resumePhotoType: { code: 41009, msg: RESUME_MSG.photoType },
  resumePhotoTooLarge: { code: 41010, msg: RESUME_MSG.photoTooLarge },
  resumePhotoUnreadable: { code: 41011, msg: RESUME_MSG.photoUnreadable },

  validation: { code: 40001, msg: '参数错误' },
  badRequest: { code: 40002, msg: '参数错误：请求格式不正确' },
  notFound: { code: 40401, msg: '请求的接口不存在' },
  // Requests the server cannot read (issue 13): each answers its HTTP status with its own code.
  badJson: { code: 40003, msg: '参数错误：请求内容不是有效的 JSON' },
  requestTimeout: { code: 40801, msg: '请求超时，请重试' },
  bodyTooLarge: { code: 41301, msg: '请求内容过大' },
  uriTooLong: { code: 41401, msg: '请求地址过长' },
  unsupportedMediaType: { code: 41501, msg: '不支持的请求内容类型' },
  headersTooLarge: { code: 43101, msg: '请求头过大' },
  notSchoolSite: { code: 40402, msg: '该站点不是学校站点' },
  // Jobs area (42xxx): browsing positions and companies (docs/api-jobs.md); texts shared with the pages.
  positionNotFound: { code: JOBS_CODE.positionNotFound, msg: JOBS_MSG.positionNotFound },
  companyNotFound: { code: JOBS_CODE.companyNotFound, msg: JOBS_MSG.companyNotFound },
  zoneNotFound: { code: JOBS_CODE.zoneNotFound, msg: JOBS_MSG.zoneNotFound },
  // Content area (44xxx): articles, videos, job fairs (docs/api-content.md); texts shared with the pages.
  columnNotFound: { code: CONTENT_CODE.columnNotFound, msg: CONTENT_MSG.columnNotFound },
  materialNotFound: { code: CONTENT_CODE.materialNotFound, msg: CONTENT_MSG.materialNotFound },
  fairNotFound: { code: CONTENT_CODE.fairNotFound, msg: CONTENT_MSG.fairNotFound },
  notVideo: { code: CONTENT_CODE.notVideo, msg: CONTENT_MSG.notVideo },
  signUpEnded: { code: CONTENT_CODE.signUpEnded, msg: CONTENT_MSG.signUpEnded },
  signUpOnline: { code: CONTENT_CODE.signUpOnline, msg: CONTENT_MSG.signUpOnline },
  notOffline: { code: CONTENT_CODE.notOffline, msg: CONTENT_MSG.notOffline },
  // online fairs that happen here: live booths, queues and slots (docs/api-live-fair.md)
  fairNotRunning: { code: CONTENT_CODE.fairNotRunning, msg: CONTENT_MSG.fairNotRunning },
  boothClosed: { code: CONTENT_CODE.boothClosed, msg: CONTENT_MSG.boothClosed },
  queueFull: { code: CONTENT_CODE.queueFull, msg: CONTENT_MSG.queueFull },
  notInQueue: { code: CONTENT_CODE.notInQueue, msg: CONTENT_MSG.notInQueue },
  slotUnknown: { code: CONTENT_CODE.slotUnknown, msg: CONTENT_MSG.slotUnknown },
  slotTaken: { code: CONTENT_CODE.slotTaken, msg: CONTENT_MSG.slotTaken },
  slotClash: { code: CONTENT_CODE.slotClash, msg: CONTENT_MSG.slotClash },
  slotStarted: { code: CONTENT_CODE.slotStarted, msg: CONTENT_MSG.slotStarted },
  slotInvalid: { code: CONTENT_CODE.slotInvalid, msg: CONTENT_MSG.slotInvalid },
  positionNotAtFair: { code: CONTENT_CODE.positionNotAtFair, msg: CONTENT_MSG.positionNotAtFair },
  notRecruiter: { code: CONTENT_CODE.notRecruiter, msg: CONTENT_MSG.notRecruiter },
  companyNotAtFair: { code: CONTENT_CODE.companyNotAtFair, msg: CONTENT_MSG.companyNotAtFair },
  entryUnknown: { code: CONTENT_CODE.entryUnknown, msg: CONTENT_MSG.entryUnknown },
  noOneWaiting: { code: CONTENT_CODE.noOneWaiting, msg: CONTENT_MSG.noOneWaiting },
  noteTooLong: { code: CONTENT_CODE.noteTooLong, msg: CONTENT_MSG.noteTooLong },
  // AI tools (45xxx): resume writing and diagnosis (docs/api-ai.md); texts shared with the pages.
  aiNotOpen: { code: AI_CODE.notOpen, msg: AI_MSG.notOpen },
  aiNoResume: { code: AI_CODE.noResume, msg: AI_MSG.noResume },
  diagnosisNotFound: { code: AI_CODE.diagnosisNotFound, msg: AI_MSG.diagnosisNotFound },
  aiDailyLimit: { code: AI_CODE.dailyLimit, msg: AI_MSG.dailyLimit },
  aiNoText: { code: AI_CODE.noText, msg: AI_MSG.noText },
  wishNotFound: { code: AI_CODE.wishNotFound, msg: AI_MSG.wishNotFound },
  aiWriteDailyLimit: { code: AI_CODE.writeDailyLimit, msg: AI_MSG.writeDailyLimit },
  /** a file to diagnose that does not read as a resume: no score is worth storing */
  aiNotResume: { code: AI_CODE.notResume, msg: AI_MSG.notResume },
  /** an upload past the import's inflation ceilings, memory or time budget (api/src/ai/text/file-limits.ts, ai/pool) */
  aiFileTooHeavy: { code: AI_CODE.fileTooHeavy, msg: AI_MSG.fileTooHeavy },
  /** every parse worker busy and the queue full (HTTP 503, Retry-After) */
  aiParseBusy: { code: AI_CODE.parseBusy, msg: AI_MSG.parseBusy },
  // AI mock interview (46001-46005, docs/api-ai-career.md); texts shared with the pages.
  interviewNotOpen: { code: CAREER_CODE.interviewNotOpen, msg: CAREER_MSG.interviewNotOpen },
  interviewNotFound: { code: CAREER_CODE.interviewNotFound, msg: CAREER_MSG.interviewNotFound },
  interviewDailyLimit: { code: CAREER_CODE.interviewDailyLimit, msg: CAREER_MSG.interviewDailyLimit },
  interviewFinished: { code: CAREER_CODE.interviewFinished, msg: CAREER_MSG.interviewFinished },
  // Occupation assessment and career-planning book (46002, 46006-46011; docs/api-ai-career.md); texts shared with the pages.
  careerNotOpen: { code: CAREER_CODE.careerNotOpen, msg: CAREER_MSG.careerNotOpen },
  assessmentIncomplete: { code: CAREER_CODE.assessmentIncomplete, msg: CAREER_MSG.assessmentIncomplete },
  assessmentNotFound: { code: CAREER_CODE.assessmentNotFound, msg: CAREER_MSG.assessmentNotFound },
  needsAssessment: { code: CAREER_CODE.needsAssessment, msg: CAREER_MSG.needsAssessment },
  bookNotFound: { code: CAREER_CODE.bookNotFound, msg: CAREER_MSG.bookNotFound },
  bookDailyLimit: { code: CAREER_CODE.bookDailyLimit, msg: CAREER_MSG.bookDailyLimit },
  assessmentDailyLimit: { code: CAREER_CODE.assessmentDailyLimit, msg: CAREER_MSG.assessmentDailyLimit },
  /**
   * docs/architecture.md §4: a state-changing call the browser marks cross-site, from an origin that is not one of
   * our sites (HTTP 403).
   */
  crossSite: { code: 40301, msg: '请求来源不被允许' },
  rateLimited: { code: 42901, msg: '请求过于频繁，请稍后再试' },
  serverError: { code: 50001, msg: '服务器繁忙，请稍后再试' },
  // Storage faults (errors/storage-faults.ts says which database and file-system errors fall in each).
  /** disk, quota or database size limit reached: nothing was saved */
  storageFull: { code: 50002, msg: '存储空间不足，请稍后再试' },
  /** the database or the files folder is read-only (maintenance, a read-only mount or replica) */
  storageReadOnly: { code: 50003, msg: '系统维护中，暂时无法保存，请稍后再试' },
  /** the database's write lock stayed taken longer than the busy timeout (HTTP 503, Retry-After) */
  storageBusy: { code: 50004, msg: '系统繁忙，请稍后重试' },
  /** the database cannot be reached or opened (HTTP 503, Retry-After) */
  databaseDown: { code: 50005, msg: '数据库暂时无法连接，请稍后再试' },
  /** the file store (S3 bucket) cannot be reached, times out or fails: nothing was saved (HTTP 503, Retry-After) */
  filesDown: { code: 50006, msg: '文件存储暂时不可用，请稍后再试' },
} as const satisfies Record<string, CodeEntry>;

/** The SMS text (the dev outbox and log show it as sent). */
export const SMS_TEXT = (code: string, minutes: number) => `【校园招聘】您的验证码是${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。`;

/** Texts of the phone confirm page of the QR login (GET/POST /api/user/qrconfirm). */
export const QR_PAGE_TEXT = {
  title: '扫码登录确认',
  intro: '您正在电脑上登录校园招聘平台。请输入手机号并获取验证码，确认后电脑端将自动登录。',
  phone: '手机号',
  code: '验证码',
  getCode: '获取验证码',
  confirm: '确认登录',
  codeSent: (masked: string) => `验证码已发送至 ${masked}，5分钟内有效`,
  done: '登录成功，请返回电脑端继续操作',
  expired: '二维码已失效，请在电脑上点击刷新后重新扫码',
  sendLimit: '该二维码获取验证码次数过多，请在电脑上刷新二维码',
  // the slider shown before a code is sent (spec §5), worded as the login dialog's
  captchaTitle: '安全验证',
  captchaHint: '拖动下方滑块完成拼图',
  slider: '拖动滑块完成拼图',
  puzzleAlt: '拼图背景',
  captchaLoading: '验证码加载中',
  captchaVerifying: '验证中',
  captchaFailed: '验证失败，请重试',
  captchaRefresh: '换一张',
  captchaNeedsScript: '请允许浏览器运行脚本后完成滑块验证',
} as const;

/** Texts of validation failures, naming the offending field (e.g. `参数错误：domain 不能为空`). */
export const VALIDATION_MSG = {
  required: (field: string) => `参数错误：${field} 不能为空`,
  invalid: (field: string) => `参数错误：${field} 格式不正确`,
  tooLong: (field: string, max: number) => `参数错误：${field} 不能超过 ${max} 个字符`,
  notAllowed: (field: string, allowed: string) => `参数错误：${field} 只能是 ${allowed}`,
} as const;

/** Texts of the server-rendered pages (front end not built, not found, back-office placeholders). */
export const PAGE_TEXT = {
  notBuiltTitle: '前端尚未构建',
  notBuiltBody: '服务已启动，但还没有找到前端构建产物。请在项目根目录运行 npm run build 后刷新本页。',
  notFoundTitle: '页面不存在',
  notFoundBody: '您访问的页面不存在或已被移除。',
  backHome: '返回首页',
  backOfficeNote: '这里是占位页面：真正的后台管理系统是独立的产品，不属于本平台。本页只用于展示登录后的跳转和当前会话。',
  sessionNone: '当前没有登录。',
  sessionRole: '当前登录身份',
  sessionUserId: '用户 ID',
  sessionLabel: '账号',
  sessionExpires: '会话有效期至',
  sessionOtherRole: '当前登录身份不属于此后台，请使用对应身份登录。',
  logIn: { school: '学校 / 院系管理员登录', company: '企业登录', op: '渠道主办方登录' },
  logout: '退出登录',
  roleNames: { student: '学生', company: '企业', school: '学校 / 院系管理员', channel: '渠道主办方' },
  backOffices: { school: '学校后台', company: '企业后台', op: '渠道主办方后台' },
  /** the employer back office's section for an account that recruits for a company (its live booths) */
  boothFairs: '空中双选会展位',
  boothFairsNone: '贵公司暂无进行中或即将开始的空中双选会。',
  boothConsole: '进入展位控制台',
  timeRange: '至',
} as const;
