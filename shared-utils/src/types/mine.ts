/** Answers of the student's own activity calls (docs/api-mine.md), shared with the server. */
import type { ApplicationStatus } from '../areas/mine/application-status';
import type { InterviewMode, InterviewReply, InterviewState } from '../areas/mine/limits';

export type MinePage<T> = { list: T[]; total: number; page: number; page_size: number };
export type PageQuery = { page?: number; page_size?: number };

export type CompanyRef = { id: number; name: string; logo_url: string };

export type FavouriteKind = 'position' | 'company';

/** GET /api/collect/getpositionlist */
export type FavouritePosition = {
  id: number;
  title: string;
  salary_str: string;
  city: string;
  work_addr: string;
  education: string;
  nature: string;
  period: string;
  /** 1 recruiting, 0 closed */
  status: number;
  collected_at: number;
  company: CompanyRef;
};

/** GET /api/collect/getcompanylist */
export type FavouriteCompany = {
  id: number;
  name: string;
  logo_url: string;
  industry: string;
  insize: string;
  nature: string;
  city: string;
  position_count: number;
  collected_at: number;
};

export type CollectAnswer = { is_collect: 0 | 1 };
export type FollowAnswer = { is_follow: 0 | 1 };

/** POST /api/resume/deliver and /api/resume/getdeliverstatus */
export type DeliverStatus = {
  is_deliver: 0 | 1;
  application_id: number;
  status: ApplicationStatus | '';
  status_text: string;
  delivered_at: number;
  resume_name: string;
  is_collect: 0 | 1;
};

/** 1 the online resume, 2 an attachment (the resume area's choice types). */
export type DeliverInput = { position_id: number; resume_type: 1 | 2; resume_id: number };

export type TimelineStep = { status: ApplicationStatus; text: string; note: string; at: number };

/** GET /api/invite/getlist */
export type Interview = {
  id: number;
  application_id: number;
  start_at: number;
  mode: InterviewMode;
  mode_text: string;
  place: string;
  link: string;
  contact_name: string;
  contact_phone: string;
  note: string;
  state: InterviewState;
  state_text: string;
  position: { id: number; title: string };
  company: CompanyRef;
  /** the student's answer to the invitation */
  reply: InterviewReply;
  /** why the student declined ('' otherwise) */
  reply_reason: string;
  /** when the student answered, epoch ms (0: not yet) */
  reply_at: number;
};

/** POST /api/invite/answer: what the student says to an invitation (decline needs a reason). */
export type InterviewAnswer = 'accept' | 'decline';
/** POST /api/invite/answer answers the updated invitation. */
export type InterviewAnswered = { item: Interview };

/** GET /api/deliver/getList */
export type Application = {
  id: number;
  status: ApplicationStatus;
  status_text: string;
  unread: 0 | 1;
  delivered_at: number;
  updated_at: number;
  resume_type: 'online' | 'attachment';
  resume_name: string;
  position: { id: number; title: string; salary_str: string; city: string; status: number };
  company: CompanyRef;
  timeline: TimelineStep[];
  interview: Interview | null;
};

export type StatusCounts = Record<ApplicationStatus | 'all', number>;
/** GET /api/deliver/getnotreadinginfo */
export type ApplicationCounts = { unread: StatusCounts; total: StatusCounts };

/** A recommended position with why it was picked. */
export type RecommendedPosition = {
  id: number;
  title: string;
  salary_str: string;
  city: string;
  education: string;
  nature: string;
  period: string;
  category_label: string;
  publish_at: number;
  company: CompanyRef & { industry: string; insize: string };
  /** short Chinese reasons, strongest first, e.g. 匹配你的意向城市：杭州 */
  reasons: string[];
  score: number;
};

/** GET /api/position/getrecommend: `intention` ranks by the student's intention and resume, `popular` for visitors and students without one. */
export type RecommendPage = MinePage<RecommendedPosition> & { mode: 'intention' | 'popular' };
