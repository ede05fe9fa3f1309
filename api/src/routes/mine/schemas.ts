import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { APPLICATION_STATUSES, MINE_LIMITS } from '@campus/shared-utils/rules';

/** Page and page size of the student's lists (1-based; size capped). */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MINE_LIMITS.maxPageSize, default: MINE_LIMITS.pageSize })),
};

export function pageOf(query: { page?: number; page_size?: number }): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? MINE_LIMITS.pageSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const FavouriteKind = Type.Union([Type.Literal('position'), Type.Literal('company')], { description: 'what is favourited' });

export const StatusName = Type.Union(APPLICATION_STATUSES.map((s) => Type.Literal(s)));

export function pageFields<T extends TSchema>(item: T): TProperties {
  return { list: Type.Array(item), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer() };
}

const CompanyRef = Type.Object({ id: Type.Integer(), name: Type.String(), logo_url: Type.String() });

export const FavouritePositionItem = Type.Object({
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

export const FavouriteCompanyItem = Type.Object({
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

export const TimelineStep = Type.Object({
  status: StatusName,
  text: Type.String({ description: 'the state’s label, e.g. 被查看' }),
  note: Type.String(),
  at: Type.Number({ description: 'epoch ms' }),
});

export const InterviewItem = Type.Object({
  id: Type.Integer(),
  application_id: Type.Integer(),
  start_at: Type.Number(),
  mode: Type.Union([Type.Literal('online'), Type.Literal('onsite')]),
  mode_text: Type.String(),
  place: Type.String(),
  link: Type.String(),
  contact_name: Type.String(),
  contact_phone: Type.String(),
  note: Type.String(),
  state: Type.Union([Type.Literal('upcoming'), Type.Literal('finished'), Type.Literal('cancelled')]),
  state_text: Type.String(),
  reply: Type.Union([Type.Literal('none'), Type.Literal('accepted'), Type.Literal('declined')], { description: 'the student’s answer' }),
  reply_reason: Type.String({ description: 'why the student declined, \'\' otherwise' }),
  reply_at: Type.Number({ description: 'epoch ms of the answer, 0 when none' }),
  position: Type.Object({ id: Type.Integer(), title: Type.String() }),
  company: CompanyRef,
});

export const ApplicationItem = Type.Object({
  id: Type.Integer(),
  status: StatusName,
  status_text: Type.String(),
  unread: Type.Integer({ description: '1 until the student has seen the latest change' }),
  delivered_at: Type.Number(),
  updated_at: Type.Number(),
  resume_type: Type.Union([Type.Literal('online'), Type.Literal('attachment')]),
  resume_name: Type.String(),
  position: Type.Object({ id: Type.Integer(), title: Type.String(), salary_str: Type.String(), city: Type.String(), status: Type.Integer() }),
  company: CompanyRef,
  timeline: Type.Array(TimelineStep),
  interview: Type.Union([InterviewItem, Type.Null()]),
});

/** Counts per state, plus `all`. */
export const StatusCounts = Type.Object({
  all: Type.Integer(),
  delivered: Type.Integer(),
  viewed: Type.Integer(),
  interview: Type.Integer(),
  hired: Type.Integer(),
  rejected: Type.Integer(),
});
