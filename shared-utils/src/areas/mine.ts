// The mine area's server-safe part (types, validation rules, texts, constants), exported whole from
// `@campus/shared-utils/student` (browser) and `@campus/shared-utils/rules` (server): nothing here may import React, rxjs,
// axios or the DOM.
export {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_TEXT,
  APPLICATION_STEP_NOTE,
  APPLICATION_NEXT,
  EMPLOYER_ACTIONS,
  EMPLOYER_ACTION_TEXT,
  canMoveApplication,
  isApplicationStatus,
} from './mine/application-status';
export type { ApplicationStatus, EmployerAction } from './mine/application-status';
export { MINE_LIMITS, checkDeclineReason, INTERVIEW_MODE_TEXT, INTERVIEW_STATUS_TEXT, INTERVIEW_REPLIES } from './mine/limits';
export type { InterviewMode, InterviewReply, InterviewState } from './mine/limits';
export { MINE_MSG } from './mine/texts';
export type { MineMsgKey } from './mine/texts';
export type {
  MinePage,
  PageQuery,
  CompanyRef,
  FavouriteKind,
  FavouritePosition,
  FavouriteCompany,
  CollectAnswer,
  FollowAnswer,
  DeliverStatus,
  DeliverInput,
  TimelineStep,
  Interview,
  InterviewAnswer,
  InterviewAnswered,
  Application,
  StatusCounts,
  ApplicationCounts,
  RecommendedPosition,
  RecommendPage,
} from '../types/mine';
