import type {
  Application,
  DeliverStatus,
  FavouriteCompany,
  FavouritePosition,
  Interview,
  MinePage,
  RecommendedPosition,
  ResumeChoice,
} from '@campus/shared-utils/student';
export { failed, ok } from '@campus/shared-utils/testing';

const T = Date.UTC(2026, 10, 20, 2, 0); // 10:00 CST

export const page = <T,>(list: T[], total = list.length): MinePage<T> => ({ list, total, page: 1, page_size: 10 });

export const deliverStatus = (over: Partial<DeliverStatus> = {}): DeliverStatus => ({
  is_deliver: 0,
  application_id: 0,
  status: '',
  status_text: '',
  delivered_at: 0,
  resume_name: '',
  is_collect: 0,
  ...over,
});

export const applied = (over: Partial<DeliverStatus> = {}) =>
  deliverStatus({ is_deliver: 1, application_id: 5, status: 'delivered', status_text: '已投递', delivered_at: T, resume_name: '陈思远', ...over });

export const choices = (): ResumeChoice[] => [
  { type: 1, id: 7, name: '陈思远', updated_at: T },
  { type: 2, id: 31, name: '陈思远-前端.pdf', updated_at: T },
];

export const favouritePosition = (id: number, over: Partial<FavouritePosition> = {}): FavouritePosition => ({
  id,
  title: `前端开发工程师${id}`,
  salary_str: '12-18K',
  city: '杭州',
  work_addr: '',
  education: '本科',
  nature: '校招',
  period: '2026届',
  status: 1,
  collected_at: T,
  company: { id: 90 + id, name: `星河科技${id}`, logo_url: '' },
  ...over,
});

export const favouriteCompany = (id: number): FavouriteCompany => ({
  id,
  name: `云帆数据${id}`,
  logo_url: '',
  industry: '互联网',
  insize: '500-999人',
  nature: '民营企业',
  city: '杭州',
  position_count: 6,
  collected_at: T,
});

export const interview = (id: number, over: Partial<Interview> = {}): Interview => ({
  id,
  application_id: id,
  start_at: Date.UTC(2026, 10, 25, 6, 30), // 11月25日 14:30 CST
  mode: 'online',
  mode_text: '线上面试',
  place: '',
  link: 'https://meeting.example.com/j/abc',
  contact_name: '周老师',
  contact_phone: '0571-88886666',
  note: '请提前 10 分钟进入会议室',
  state: 'upcoming',
  state_text: '待参加',
  reply: 'none',
  reply_reason: '',
  reply_at: 0,
  position: { id: 100 + id, title: `数据分析师${id}` },
  company: { id: 200 + id, name: `云帆数据${id}`, logo_url: '' },
  ...over,
});

export const application = (id: number, over: Partial<Application> = {}): Application => ({
  id,
  status: 'viewed',
  status_text: '被查看',
  unread: 0,
  delivered_at: T,
  updated_at: T + 3600_000,
  resume_type: 'online',
  resume_name: '陈思远',
  position: { id: 100 + id, title: `Java开发工程师${id}`, salary_str: '15-20K', city: '上海', status: 1 },
  company: { id: 200 + id, name: `海川科技${id}`, logo_url: '' },
  timeline: [
    { status: 'delivered', text: '已投递', note: '简历已投递，等待企业查看', at: T },
    { status: 'viewed', text: '被查看', note: '企业已查看你的简历', at: T + 3600_000 },
  ],
  interview: null,
  ...over,
});

export const recommended = (id: number, reasons: string[]): RecommendedPosition => ({
  id,
  title: `前端开发工程师${id}`,
  salary_str: '12-18K',
  city: '杭州',
  education: '本科',
  nature: '校招',
  period: '2026届',
  category_label: '前端开发',
  publish_at: T,
  company: { id: 300 + id, name: `星河科技${id}`, logo_url: '', industry: '互联网', insize: '100-499人' },
  reasons,
  score: 70,
});
