/** Every route and sub-app chapter of spec §2, with its owning parcel, title and layout flags. */
export type ParcelName = 'mf-home' | 'mf-auth' | 'mf-student' | 'mf-content';

export type RouteEntry = {
  /** path inside the hash, without query: '/job', or '/subApp/job' for a chapter */
  path: string;
  owner: ParcelName;
  title: string;
  hideHeader?: boolean;
  hideFooter?: boolean;
  /** the header is fixed from the top of the page, not only after a scroll */
  fixedHeader?: boolean;
  /** a resume page: the older PC header turns dark and 1200 px wide there */
  resumePage?: boolean;
  /** the older PC header hides its resume tab here */
  hideResumeTab?: boolean;
  /** shown only when site data sets show_about to 1 */
  needsShowAbout?: boolean;
  /** the site flag that opens this AI tool: where it is 0 the page says 本站暂未开放, and nothing should lead there */
  feature?: SiteFeature;
};

/** The site flags of the AI tools (site info). */
export type SiteFeature = 'is_open_ai' | 'is_ai_interview' | 'is_ai_career_planning';

const top: RouteEntry[] = [
  { path: '/', owner: 'mf-home', title: '首页' },
  { path: '/about', owner: 'mf-content', title: '关于我们', hideHeader: true, hideFooter: true, needsShowAbout: true },
  { path: '/login', owner: 'mf-auth', title: '登录' },
  { path: '/transferPage', owner: 'mf-auth', title: '登录跳转' },
  { path: '/jobRecommend', owner: 'mf-student', title: '职位推荐' },
  { path: '/resume', owner: 'mf-student', title: '简历详情', resumePage: true },
  { path: '/resume_add', owner: 'mf-student', title: '添加简历', resumePage: true, hideResumeTab: true },
  { path: '/resume_create', owner: 'mf-student', title: '创建简历', resumePage: true, hideResumeTab: true },
  { path: '/attentdetail', owner: 'mf-student', title: '简历预览', resumePage: true, hideFooter: true },
  { path: '/videoDetail', owner: 'mf-content', title: '视频详情', hideFooter: true },
  { path: '/companyDetailPage', owner: 'mf-student', title: '企业详情' },
  { path: '/positionList', owner: 'mf-student', title: '职位列表' },
  { path: '/job', owner: 'mf-student', title: '职位详情' },
  { path: '/deliveryFeedback', owner: 'mf-student', title: '投递反馈' },
  { path: '/myCollect', owner: 'mf-student', title: '我的收藏' },
  { path: '/myInterviewList', owner: 'mf-student', title: '我的面试' },
  { path: '/jobFair', owner: 'mf-content', title: '招聘会' },
  { path: '/floorplan', owner: 'mf-content', title: '展位图' },
  { path: '/boothConsole', owner: 'mf-content', title: '展位控制台' },
  { path: '/companyList', owner: 'mf-student', title: '企业列表' },
  { path: '/wenList', owner: 'mf-content', title: '文章列表' },
  { path: '/wenDetail', owner: 'mf-content', title: '文章详情' },
  { path: '/contentListNew', owner: 'mf-content', title: '内容列表' },
  { path: '/collegePosition', owner: 'mf-student', title: '院系职位' },
  { path: '/collegeCompany', owner: 'mf-student', title: '院系企业' },
  { path: '/collegeJobfair', owner: 'mf-student', title: '院系招聘会' },
  { path: '/aiIntelligentfilling', owner: 'mf-student', title: 'AI简历', feature: 'is_open_ai', fixedHeader: true },
  { path: '/aiResumeBasicInfo', owner: 'mf-student', title: 'AI简历基本信息', feature: 'is_open_ai', fixedHeader: true },
  { path: '/aiResumeDetail', owner: 'mf-student', title: 'AI简历详情', feature: 'is_open_ai', fixedHeader: true, hideFooter: true },
];

/** Children of /subApp (spec §2 "Sub-application children" and the header's targets). */
const chapters: Omit<RouteEntry, 'owner'>[] = [
  { path: 'companyList', title: '企业列表' },
  { path: 'jobRecommend', title: '职位推荐' },
  { path: 'positionList', title: '职位列表' },
  { path: 'companyDetailPage', title: '企业详情' },
  { path: 'job', title: '职位详情' },
  { path: 'collegePosition', title: '院系职位' },
  { path: 'collegeCompany', title: '院系企业' },
  { path: 'interviewRoom', title: 'AI模拟面试', feature: 'is_ai_interview', hideHeader: true, hideFooter: true },
  { path: 'aiInterviewResult', title: 'AI面试结果', feature: 'is_ai_interview', hideFooter: true },
  { path: 'diagnosticResult', title: 'AI简历诊断结果', feature: 'is_open_ai', hideFooter: true, fixedHeader: true },
  { path: 'aiIntelligentfilling', title: 'AI简历', feature: 'is_open_ai', fixedHeader: true },
  { path: 'aiIntroduction', title: 'AI简历诊断', feature: 'is_open_ai', fixedHeader: true },
  { path: 'aiInterviewIntroduce', title: 'AI模拟面试', feature: 'is_ai_interview' },
  { path: 'aiCareerPlanningBookIntroduce', title: 'AI职业规划书', feature: 'is_ai_career_planning' },
  { path: 'aiCareerPlanningBookResult', title: 'AI职业规划书', feature: 'is_ai_career_planning' },
  { path: 'resume', title: '我的简历' },
  { path: 'resume_create', title: '创建简历' },
  { path: 'deliveryFeedback', title: '投递反馈' },
  { path: 'myInterviewList', title: '我的面试' },
  { path: 'myCollect', title: '我的收藏' },
  { path: 'occupationAssessmentResult', title: '职业测评结果', feature: 'is_ai_career_planning' },
  { path: 'attentdetail', title: '简历预览', hideFooter: true },
];

export const SUB_APP_PREFIX = '/subApp/';

export const ROUTES: readonly RouteEntry[] = [
  ...top,
  ...chapters.map((c) => ({ ...c, path: SUB_APP_PREFIX + c.path, owner: 'mf-student' as const })),
];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/** The path part of a location hash: '#/job?id=3' -> '/job'. */
export function hashPath(hash: string): string {
  const raw = hash.replace(/^#/, '').split('?')[0] ?? '';
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The query of a location hash: '#/job?id=3' -> URLSearchParams {id: 3}. */
export function hashQuery(hash: string): URLSearchParams {
  const i = hash.indexOf('?');
  return new URLSearchParams(i < 0 ? '' : hash.slice(i + 1));
}

/** The route a hash path names, or undefined for an unknown path. */
export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** Whether a parcel owns the route at this hash (unknown paths belong to nobody). */
export function isOwnedBy(owner: ParcelName, hash: string): boolean {
  return findRoute(hashPath(hash))?.owner === owner;
}

/** The routes a parcel owns, for its own router. */
export function routesOf(owner: ParcelName): RouteEntry[] {
  return ROUTES.filter((r) => r.owner === owner);
}
