/**
 * The application state machine (spec chain 已投递 → 被查看 → 面试邀请 → 录用 / 不合适): the one place
 * its states, labels and allowed steps are written, for the server and the pages alike.
 */
export const APPLICATION_STATUSES = ['delivered', 'viewed', 'interview', 'hired', 'rejected'] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, string> = {
  delivered: '已投递',
  viewed: '被查看',
  interview: '面试邀请',
  hired: '录用',
  rejected: '不合适',
};

/** What each step means to the student, shown on the timeline. */
export const APPLICATION_STEP_NOTE: Record<ApplicationStatus, string> = {
  delivered: '简历已投递，等待企业查看',
  viewed: '企业已查看你的简历',
  interview: '企业邀请你参加面试',
  hired: '恭喜！企业决定录用你',
  rejected: '企业认为你暂不合适，别灰心，继续加油',
};

/** The steps an employer may take from each state; anything else is refused. */
export const APPLICATION_NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  delivered: ['viewed'],
  viewed: ['interview', 'rejected'],
  interview: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_NEXT[from].includes(to);
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The employer's actions (dev tools stand in for the employer back office) and the state each leads to. */
export const EMPLOYER_ACTIONS = { view: 'viewed', invite: 'interview', hire: 'hired', reject: 'rejected' } as const satisfies Record<string, ApplicationStatus>;

export type EmployerAction = keyof typeof EMPLOYER_ACTIONS;

export const EMPLOYER_ACTION_TEXT: Record<EmployerAction, string> = { view: '查看简历', invite: '邀请面试', hire: '录用', reject: '不合适' };
