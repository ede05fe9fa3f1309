import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { APPLICATION_STATUSES } from '../areas/mine/application-status';
import { MINE_LIMITS } from '../areas/mine/limits';
import { Flag } from './site';

/** Answers of the student's own activity calls (docs/api-mine.md): favourites, applications, interviews, recommendations. */

/** Paging of the student's lists; the client reads a missing page as 1 and a missing size as the lists' size. */
export const MinePaging = {
  total: Type.Integer(),
  page: Type.Integer({ default: 1 }),
  page_size: Type.Integer({ default: MINE_LIMITS.pageSize }),
};

/** A page of one of the student's lists. */
export const minePage = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), ...MinePaging });

export const ApplicationStatusName = Type.Union(APPLICATION_STATUSES.map((s) => Type.Literal(s)));

export const CompanyRef = Type.Object({ id: Type.Integer(), name: Type.String(), logo_url: Type.String() });
export type CompanyRef = Static<typeof CompanyRef>;

/** GET /api/collect/getpositionlist */
export const FavouritePosition = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  salary_str: Type.String(),
  city: Type.String(),
  work_addr: Type.String(),
  education: Type.String(),
  nature: Type.String(),
  period: Type.String(),
  status: Type.Integer({ description: '1 recruiting, 0 closed' }),
  collected_at: Type.Number({ description: 'epoch ms' }),
  company: CompanyRef,
});
export type FavouritePosition = Static<typeof FavouritePosition>;
export const FavouritePositionPage = minePage(FavouritePosition);

/** GET /api/collect/getcompanylist */
export const FavouriteCompany = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo_url: Type.String(),
  industry: Type.String(),
  insize: Type.String(),
  nature: Type.String(),
  city: Type.String(),
  position_count: Type.Integer(),
  collected_at: Type.Number(),
});
export type FavouriteCompany = Static<typeof FavouriteCompany>;
export const FavouriteCompanyPage = minePage(FavouriteCompany);

export const CollectAnswer = Type.Object({ is_collect: Flag });
export type CollectAnswer = Static<typeof CollectAnswer>;
export const FollowAnswer = Type.Object({ is_follow: Flag });
export type FollowAnswer = Static<typeof FollowAnswer>;

/** POST /api/resume/deliver and /api/resume/getdeliverstatus */
export const DeliverStatus = Type.Object({
  is_deliver: Flag,
  application_id: Type.Integer({ description: '0 when not applied' }),
  status: Type.Union([ApplicationStatusName, Type.Literal('')]),
  status_text: Type.String(),
  delivered_at: Type.Number({ description: 'epoch ms, 0 when not applied' }),
  resume_name: Type.String(),
  is_collect: Type.Union([Type.Literal(0), Type.Literal(1)], { description: 'whether the student has favourited the position' }),
});
export type DeliverStatus = Static<typeof DeliverStatus>;

export const TimelineStep = Type.Object({
  status: ApplicationStatusName,
  text: Type.String({ description: 'the state’s label, e.g. 被查看' }),
  note: Type.String(),
  at: Type.Number({ description: 'epoch ms' }),
});
export type TimelineStep = Static<typeof TimelineStep>;

/** GET /api/invite/getlist */
export const Interview = Type.Object({
  id: Type.Integer(),
  application_id: Type.Integer(),
  start_at: Type.Number(),
  mode: Type.Union([Type.Literal('online'), Type.Literal('onsite')], { default: 'onsite' }),
  mode_text: Type.String(),
  place: Type.String(),
  link: Type.String(),
  contact_name: Type.String(),
  contact_phone: Type.String(),
  note: Type.String(),
  state: Type.Union([Type.Literal('upcoming'), Type.Literal('finished'), Type.Literal('cancelled')], { default: 'finished' }),
  state_text: Type.String(),
  /** the student's answer to the invitation */
  reply: Type.Union([Type.Literal('none'), Type.Literal('accepted'), Type.Literal('declined')]),
  reply_reason: Type.String({ description: 'why the student declined, as typed' }),
  reply_at: Type.Number({ description: 'epoch ms of the answer, 0 when none' }),
  position: Type.Object({ id: Type.Integer(), title: Type.String() }),
  company: CompanyRef,
});
export type Interview = Static<typeof Interview>;
export const InterviewPage = minePage(Interview);
/** POST /api/invite/answer (house-sec): the invitation as updated by the student's answer. */
export const InterviewAnswered = Type.Object({ item: Interview });
export type InterviewAnswered = Static<typeof InterviewAnswered>;

/** GET /api/deliver/getList */
export const Application = Type.Object({
  id: Type.Integer(),
  status: ApplicationStatusName,
  status_text: Type.String(),
  unread: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 until the student has seen the latest change' }),
  delivered_at: Type.Number(),
  updated_at: Type.Number(),
  resume_type: Type.Union([Type.Literal('online'), Type.Literal('attachment')]),
  resume_name: Type.String(),
  position: Type.Object({ id: Type.Integer(), title: Type.String(), salary_str: Type.String(), city: Type.String(), status: Type.Integer() }),
  company: CompanyRef,
  timeline: Type.Array(TimelineStep),
  interview: Type.Union([Interview, Type.Null()]),
});
export type Application = Static<typeof Application>;
export const ApplicationPage = minePage(Application);

/** Counts per state, plus `all`. */
export const StatusCounts = Type.Object({
  all: Type.Integer(),
  delivered: Type.Integer(),
  viewed: Type.Integer(),
  interview: Type.Integer(),
  hired: Type.Integer(),
  rejected: Type.Integer(),
});
export type StatusCounts = Static<typeof StatusCounts>;
/** GET /api/deliver/getnotreadinginfo */
export const ApplicationCounts = Type.Object({ unread: StatusCounts, total: StatusCounts });
export type ApplicationCounts = Static<typeof ApplicationCounts>;

/** A recommended position with why it was picked. */
export const RecommendedPosition = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  salary_str: Type.String(),
  city: Type.String(),
  education: Type.String(),
  nature: Type.String(),
  period: Type.String(),
  category_label: Type.String(),
  publish_at: Type.Number(),
  company: Type.Object({ ...CompanyRef.properties, industry: Type.String(), insize: Type.String() }),
  reasons: Type.Array(Type.String(), { description: 'why it was picked, strongest first, e.g. 匹配你的意向城市：杭州' }),
  score: Type.Integer(),
});
export type RecommendedPosition = Static<typeof RecommendedPosition>;

/** GET /api/position/getrecommend: `intention` ranks by the student's intention and resume, `popular` for visitors and students without one. */
export const RecommendPage = Type.Object({
  ...minePage(RecommendedPosition).properties,
  mode: Type.Union([Type.Literal('intention'), Type.Literal('popular')], { default: 'popular' }),
});
export type RecommendPage = Static<typeof RecommendPage>;
