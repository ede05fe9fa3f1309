import { APPLICATION_STATUSES } from '../areas/mine/application-status';
import { INTERVIEW_REPLIES } from '../areas/mine/limits';
import type {
  Application,
  ApplicationCounts,
  CollectAnswer,
  CompanyRef,
  DeliverStatus,
  FavouriteCompany,
  FavouritePosition,
  FollowAnswer,
  Interview,
  InterviewAnswered,
  MinePage,
  RecommendPage,
  RecommendedPosition,
  StatusCounts,
} from '../types/mine';
import { isObj, readFlag, readNum, readObj, readOneOf, readStr, readStrList, type Obj } from '../util/read';

// Each answer is rebuilt field by field: a malformed answer gives empty values, never a crash.
const list = <T>(value: unknown, item: (o: Obj) => T): T[] => (Array.isArray(value) ? value.filter(isObj).map(item) : []);

const page = <T>(d: Obj, item: (o: Obj) => T): MinePage<T> => ({
  list: list(d.list, item),
  total: readNum(d.total),
  page: readNum(d.page, 1),
  page_size: readNum(d.page_size, 10),
});

const company = (v: unknown): CompanyRef => {
  const c = readObj(v);
  return { id: readNum(c.id), name: readStr(c.name), logo_url: readStr(c.logo_url) };
};

const status = (v: unknown) => readOneOf(v, APPLICATION_STATUSES, 'delivered');

export const parseFavouritePosition = (o: Obj): FavouritePosition => ({
  id: readNum(o.id),
  title: readStr(o.title),
  salary_str: readStr(o.salary_str),
  city: readStr(o.city),
  work_addr: readStr(o.work_addr),
  education: readStr(o.education),
  nature: readStr(o.nature),
  period: readStr(o.period),
  status: readNum(o.status),
  collected_at: readNum(o.collected_at),
  company: company(o.company),
});

export const parseFavouriteCompany = (o: Obj): FavouriteCompany => ({
  id: readNum(o.id),
  name: readStr(o.name),
  logo_url: readStr(o.logo_url),
  industry: readStr(o.industry),
  insize: readStr(o.insize),
  nature: readStr(o.nature),
  city: readStr(o.city),
  position_count: readNum(o.position_count),
  collected_at: readNum(o.collected_at),
});

export const parseFavouritePositions = (d: Obj) => page(d, parseFavouritePosition);
export const parseFavouriteCompanies = (d: Obj) => page(d, parseFavouriteCompany);
export const parseCollect = (d: Obj): CollectAnswer => ({ is_collect: readFlag(d.is_collect) });
export const parseFollow = (d: Obj): FollowAnswer => ({ is_follow: readFlag(d.is_follow) });

export const parseDeliverStatus = (d: Obj): DeliverStatus => ({
  is_deliver: readFlag(d.is_deliver),
  application_id: readNum(d.application_id),
  status: d.status === '' ? '' : status(d.status),
  status_text: readStr(d.status_text),
  delivered_at: readNum(d.delivered_at),
  resume_name: readStr(d.resume_name),
  is_collect: readFlag(d.is_collect),
});

export const parseInterview = (o: Obj): Interview => {
  const p = readObj(o.position);
  return {
    id: readNum(o.id),
    application_id: readNum(o.application_id),
    start_at: readNum(o.start_at),
    mode: readOneOf(o.mode, ['online', 'onsite'] as const, 'onsite'),
    mode_text: readStr(o.mode_text),
    place: readStr(o.place),
    link: readStr(o.link),
    contact_name: readStr(o.contact_name),
    contact_phone: readStr(o.contact_phone),
    note: readStr(o.note),
    state: readOneOf(o.state, ['upcoming', 'finished', 'cancelled'] as const, 'finished'),
    state_text: readStr(o.state_text),
    position: { id: readNum(p.id), title: readStr(p.title) },
    company: company(o.company),
    reply: readOneOf(o.reply, INTERVIEW_REPLIES, 'none'),
    reply_reason: readStr(o.reply_reason),
    reply_at: readNum(o.reply_at),
  };
};
export const parseInterviewAnswered = (d: Obj): InterviewAnswered => ({ item: parseInterview(readObj(d.item)) });

export const parseApplication = (o: Obj): Application => {
  const p = readObj(o.position);
  return {
    id: readNum(o.id),
    status: status(o.status),
    status_text: readStr(o.status_text),
    unread: readFlag(o.unread),
    delivered_at: readNum(o.delivered_at),
    updated_at: readNum(o.updated_at),
    resume_type: readOneOf(o.resume_type, ['online', 'attachment'] as const, 'online'),
    resume_name: readStr(o.resume_name),
    position: { id: readNum(p.id), title: readStr(p.title), salary_str: readStr(p.salary_str), city: readStr(p.city), status: readNum(p.status) },
    company: company(o.company),
    timeline: list(o.timeline, (e) => ({ status: status(e.status), text: readStr(e.text), note: readStr(e.note), at: readNum(e.at) })),
    interview: isObj(o.interview) ? parseInterview(o.interview) : null,
  };
};

export const parseApplications = (d: Obj) => page(d, parseApplication);
export const parseInterviews = (d: Obj) => page(d, parseInterview);

const counts = (v: unknown): StatusCounts => {
  const c = readObj(v);
  return { all: readNum(c.all), delivered: readNum(c.delivered), viewed: readNum(c.viewed), interview: readNum(c.interview), hired: readNum(c.hired), rejected: readNum(c.rejected) };
};

export const parseApplicationCounts = (d: Obj): ApplicationCounts => ({ unread: counts(d.unread), total: counts(d.total) });

const recommended = (o: Obj): RecommendedPosition => {
  const c = readObj(o.company);
  return {
    id: readNum(o.id),
    title: readStr(o.title),
    salary_str: readStr(o.salary_str),
    city: readStr(o.city),
    education: readStr(o.education),
    nature: readStr(o.nature),
    period: readStr(o.period),
    category_label: readStr(o.category_label),
    publish_at: readNum(o.publish_at),
    company: { ...company(c), industry: readStr(c.industry), insize: readStr(c.insize) },
    reasons: readStrList(o.reasons),
    score: readNum(o.score),
  };
};

export const parseRecommendPage = (d: Obj): RecommendPage => ({ ...page(d, recommended), mode: d.mode === 'intention' ? 'intention' : 'popular' });
