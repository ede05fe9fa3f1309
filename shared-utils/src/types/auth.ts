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

export type StudentInfo = {
  has_resume: 0 | 1;
  has_resume_diagnose: 0 | 1;
  has_ai_career_planning: 0 | 1;
  sex: 0 | 1 | 2;
  avatar: string;
  /** ids for the header links to the diagnosis and career-book results */
  resume_diagnose_id?: number;
  ai_career_planning_id?: number;
  /** the resume's name as getcommon sends it ('' or absent without one; has_resume is 1 exactly when it is set) */
  resume_name?: string;
};

/** Jump modes after a student login (spec §4). */
export type JumpMode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** Back types after a log-out (spec §4): 0 home, 1-4 login dialogs, 5 delivery, 6 collect. */
export type BackType = 0 | 1 | 2 | 3 | 4 | 5 | 6;
