import type { ApplicationStatus } from '../areas/mine/application-status';
import type { DeliverInput, FavouriteKind, InterviewAnswer, PageQuery } from '../types/mine';
import { http, type RequestOptions } from './http';
import { conformed } from './parsed';
import {
  ApplicationCounts,
  ApplicationPage,
  CollectAnswer,
  DeliverStatus,
  FavouriteCompanyPage,
  FavouritePositionPage,
  FollowAnswer,
  InterviewAnswered,
  InterviewPage,
  RecommendPage,
} from '../shapes/mine';

/**
 * A student's own job activity (spec §7; docs/api-mine.md): favourites, applications, interviews,
 * recommendations. Every call acts for the session's student; visitors get 20011, other roles 20013.
 */
export const mine = {
  addCollect: (type: FavouriteKind, id: number) => conformed(http.post('/api/collect/add', { type, id }), CollectAnswer),
  cancelCollect: (type: FavouriteKind, id: number) => conformed(http.post('/api/collect/cancel', { type, id }), CollectAnswer),
  getCollectPositions: (query: PageQuery = {}, options?: RequestOptions) =>
    conformed(http.get('/api/collect/getpositionlist', query, options), FavouritePositionPage),
  getCollectCompanies: (query: PageQuery = {}, options?: RequestOptions) =>
    conformed(http.get('/api/collect/getcompanylist', query, options), FavouriteCompanyPage),
  /** Whether the student follows (has favourited) a company; 0 for visitors and other roles. */
  checkAccountFollow: (companyId: number) => conformed(http.get('/api/user/checkaccountfollow', { company_id: companyId }), FollowAnswer),

  deliver: (input: DeliverInput) => conformed(http.post('/api/resume/deliver', input), DeliverStatus),
  getDeliverStatus: (positionId: number) => conformed(http.post('/api/resume/getdeliverstatus', { position_id: positionId }), DeliverStatus),
  getDeliverList: (query: PageQuery & { status?: ApplicationStatus | '' }, options?: RequestOptions) =>
    conformed(http.get('/api/deliver/getList', query, options), ApplicationPage),
  getNotReadingInfo: () => conformed(http.get('/api/deliver/getnotreadinginfo'), ApplicationCounts),
  /** Marks applications the student has seen as read. */
  markRead: (ids: number[]) => http.post<{ updated: number }>('/api/deliver/read', { ids }),

  getInviteList: (query: PageQuery = {}, options?: RequestOptions) => conformed(http.get('/api/invite/getlist', query, options), InterviewPage),
  /** Accepts or declines (with a reason) an upcoming invitation; answers the updated invitation. */
  answerInterview: (id: number, answer: InterviewAnswer, reason = '') => conformed(http.post('/api/invite/answer', { id, answer, reason }), InterviewAnswered),
  getRecommend: (query: PageQuery = {}, options?: RequestOptions) => conformed(http.get('/api/position/getrecommend', query, options), RecommendPage),
};
