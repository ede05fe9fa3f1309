/** Global login state (spec §4): 0 none, 1 student, 2 employer, 3 school, 4 channel. */
export type LoginState = 0 | 1 | 2 | 3 | 4;

export type LoginType = 'student' | 'school' | 'company' | 'channel';

export type AuthState = {
  state: LoginState;
  /** student or school user id, or the channel user id for channels */
  userId: string;
  /** employer key (com_key_user) */
  comKeyUser: string;
  userName: string;
  school: string;
  userType: string;
  strategy: string;
  faculty: string;
  channelName: string;
};

/** GET /api/user/getcommon: defined once in shapes/site-calls.ts. */
export type { StudentInfo } from '../shapes/site-calls';

/** Jump modes after a student login (spec §4). */
export type JumpMode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** Back types after a log-out (spec §4): 0 home, 1-4 login dialogs, 5 delivery, 6 collect. */
export type BackType = 0 | 1 | 2 | 3 | 4 | 5 | 6;
