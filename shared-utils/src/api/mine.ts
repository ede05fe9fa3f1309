import type { ApplicationStatus } from '../areas/mine/application-status';
import type {
  ApplicationCounts,
  CollectAnswer,
  DeliverInput,
  DeliverStatus,
  FavouriteKind,
  FollowAnswer,
  MinePage,
  PageQuery,
  RecommendPage,
  Application,
  FavouriteCompany,
  FavouritePosition,
  Interview,
  InterviewAnswer,
  InterviewAnswered,
} from '../types/mine';
import { http, type RequestOptions } from './http';
import {
  parseApplicationCounts,
  parseApplications,
  parseCollect,
  parseDeliverStatus,
  parseFavouriteCompanies,
  parseFavouritePositions,
  parseFollow,
  parseInterviewAnswered,
  parseInterviews,
  parseRecommendPage,
} from './mine-parsers';
import { parsed } from './parsed';

/**
 * A student's own job activity (spec §7; docs/api-mine.md): favourites, applications, interviews,
 * recommendations. Every call acts for the session's student; visitors get 20011, other roles 20013.
 */
export const mine = {
  addCollect: (type: FavouriteKind, id: number) => parsed<CollectAnswer>(http.post('/api/collect/add', { type, id }), parseCollect),
  cancelCollect: (type: FavouriteKind, id: number) => parsed<CollectAnswer>(http.post('/api/collect/cancel', { type, id }), parseCollect),
  getCollectPositions: (query: PageQuery = {}, options?: RequestOptions) =>
    parsed<MinePage<FavouritePosition>>(http.get('/api/collect/getpositionlist', query, options), parseFavouritePositions),
  getCollectCompanies: (query: PageQuery = {}, options?: RequestOptions) =>
    parsed<MinePage<FavouriteCompany>>(http.get('/api/collect/getcompanylist', query, options), parseFavouriteCompanies),
  /** Whether the student follows (has favourited) a company; 0 for visitors and other roles. */
  checkAccountFollow: (companyId: number) => parsed<FollowAnswer>(http.get('/api/user/checkaccountfollow', { company_id: companyId }), parseFollow),

  deliver: (input: DeliverInput) => parsed<DeliverStatus>(http.post('/api/resume/deliver', input), parseDeliverStatus),
  getDeliverStatus: (positionId: number) => parsed<DeliverStatus>(http.post('/api/resume/getdeliverstatus', { position_id: positionId }), parseDeliverStatus),
  getDeliverList: (query: PageQuery & { status?: ApplicationStatus | '' }, options?: RequestOptions) =>
    parsed<MinePage<Application>>(http.get('/api/deliver/getList', query, options), parseApplications),
  getNotReadingInfo: () => parsed<ApplicationCounts>(http.get('/api/deliver/getnotreadinginfo'), parseApplicationCounts),
  /** Marks applications the student has seen as read. */
  markRead: (ids: number[]) => http.post<{ updated: number }>('/api/deliver/read', { ids }),

  getInviteList: (query: PageQuery = {}, options?: RequestOptions) => parsed<MinePage<Interview>>(http.get('/api/invite/getlist', query, options), parseInterviews),
  /** Accepts or declines (with a reason) an upcoming invitation; answers the updated invitation. */
  answerInterview: (id: number, answer: InterviewAnswer, reason = '') =>
    parsed<InterviewAnswered>(http.post('/api/invite/answer', { id, answer, reason }), parseInterviewAnswered),
  getRecommend: (query: PageQuery = {}, options?: RequestOptions) => parsed<RecommendPage>(http.get('/api/position/getrecommend', query, options), parseRecommendPage),
};
