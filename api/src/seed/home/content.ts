import type { HomeBlockLabel } from '@campus/shared-utils';
import type { HomeZoneName } from '../../db/tables/home';

/** What each demo site's home shows, before ids are known. Images are our own files under /static/home. */

export const IMG = '/static/home';

export type SeedLink = { title: string; img: string; link: string };

/** Banners of the main site's new home; links stay on our origin (the company and position pages). */
export const MAIN_BANNERS: SeedLink[] = [
  { title: '2026届春季校园招聘火热进行中', img: `${IMG}/banner/spring.svg`, link: '/#/subApp/jobRecommend' },
  { title: 'AI模拟面试 · 求职先练一练', img: `${IMG}/banner/ai-interview.svg`, link: '/#/subApp/aiInterviewIntroduce' },
  { title: '名企管培生计划全面开启', img: `${IMG}/banner/management-trainee.svg`, link: '/#/subApp/positionList?value=mt&label=管培生' },
  { title: '暑期实习 · 提前锁定心仪offer', img: `${IMG}/banner/internship.svg`, link: '/#/subApp/positionList?value=fe&label=前端开发' },
  { title: '硬科技专场：芯片、算法与新能源', img: `${IMG}/banner/hard-tech.svg`, link: '/#/subApp/positionList?value=ic_design&label=芯片设计' },
];

/** Famous-company tiles: each opens the detail page of a main-site company of its industry (a famous one first). */
export const FAMOUS_TILES: { slogan: string; img: string; industry?: string }[] = [
  { slogan: '2026届校园招聘', img: `${IMG}/famous/1.svg` },
  { slogan: '金融科技管培生', img: `${IMG}/famous/2.svg`, industry: '金融' },
  { slogan: '工程师培养计划', img: `${IMG}/famous/3.svg`, industry: '制造业' },
  { slogan: '优秀教师招募', img: `${IMG}/famous/4.svg`, industry: '教育' },
  { slogan: '春招补录进行中', img: `${IMG}/famous/5.svg` },
  { slogan: '咨询与审计专场', img: `${IMG}/famous/6.svg`, industry: '专业服务' },
  { slogan: '供应链管培生', img: `${IMG}/famous/7.svg`, industry: '交通/物流' },
  { slogan: '芯片研发专场', img: `${IMG}/famous/8.svg`, industry: '电子/半导体' },
];

/** A zone item: the target is a zone key (config types 1-3), an article or content id (4, 5) or an address (6). */
export type SeedZoneItem = { zone: HomeZoneName; title: string; icon: string; type: 1 | 2 | 3 | 4 | 5 | 6; target: string };

/**
 * Zones (named groups) a site has: position zones for config_type 1, company zones for 2 and 3. Members are
 * drawn from those that fit the title: companies of `industries` (first-level) or `natures`, positions of
 * category `groups` or of a `nature` (实习).
 */
export type SeedZone = { key: string; kind: 'position' | 'company'; title: string; size: number; industries?: string[]; natures?: string[]; groups?: string[]; nature?: string };

export type SeedHome = {
  head: string;
  top: string;
  stats: { value: string; label: string }[];
  exhibition: { label: HomeBlockLabel; show: 0 | 1; title: string }[];
  zones: SeedZone[];
  items: SeedZoneItem[];
  /** how many of the site's companies the enterprise-config block lists */
  configCompanies: number;
  fairs: { title: string; place: string; days: number; kind: 'online' | 'offline' }[];
  about: { image: string; title: string; content: string } | null;
  showAll: 0 | 1;
  /** category values of recruit_hot (all when absent) */
  hot?: string[];
};

const icon = (name: string) => `${IMG}/icon/${name}.svg`;
/** Web-address items (config_type 6) open our own pages: the demo links nowhere outside our sites. */
const OWN_PAGE = {
  careerPlan: '/#/subApp/aiCareerPlanningBookIntroduce',
  resumeCheck: '/#/subApp/aiIntroduction',
  mockInterview: '/#/subApp/aiInterviewIntroduce',
} as const;

const SCHOOL_BLOCKS: SeedHome['exhibition'] = [
  { label: 'dataConfig', show: 1, title: '就业数据' },
  { label: 'collegeZone', show: 1, title: '院系专区' },
  { label: 'zoneOne', show: 1, title: '名企专区' },
  { label: 'companyConfig', show: 1, title: '推荐企业' },
  { label: 'zoneTwo', show: 1, title: '行业精选' },
  { label: 'jobFair', show: 1, title: '近期双选会' },
  { label: 'zoneThree', show: 1, title: '就业指导' },
  { label: 'positionConfig', show: 1, title: '最新职位' },
  { label: 'zoneFour', show: 1, title: '专题招聘' },
  { label: 'aboutUs', show: 1, title: '关于本届双选会' },
];

/** school.localhost: every block, zone items of every config_type. */
export const SCHOOL_HOME: SeedHome = {
  head: `${IMG}/school/head.svg`,
  top: `${IMG}/school/head-narrow.svg`,
  stats: [
    { value: '326', label: '合作企业' },
    { value: '12800+', label: '在招岗位' },
    { value: '48', label: '本学期双选会' },
    { value: '96.3%', label: '2025届毕业去向落实率' },
  ],
  exhibition: SCHOOL_BLOCKS,
  zones: [
    { key: 'pz-tech', kind: 'position', title: '技术研发岗位', size: 40, groups: ['技术'] },
    { key: 'pz-fin', kind: 'position', title: '财会金融岗位', size: 30, groups: ['财会金融'] },
    { key: 'pz-intern', kind: 'position', title: '实习岗位', size: 30, nature: '实习' },
    { key: 'cz-state', kind: 'company', title: '央国企', size: 12, natures: ['国有企业'] },
    { key: 'cz-internet', kind: 'company', title: '互联网大厂', size: 12, industries: ['互联网/IT'] },
    { key: 'cz-foreign', kind: 'company', title: '外资企业', size: 10, natures: ['外资企业', '合资企业'] },
    { key: 'cz-local', kind: 'company', title: '本地重点企业', size: 14 },
    { key: 'cz-listed', kind: 'company', title: '上市公司', size: 10, natures: ['上市公司'] },
    { key: 'cz-auto', kind: 'company', title: '新能源汽车', size: 10, industries: ['汽车/新能源'] },
    { key: 'cz-health', kind: 'company', title: '医疗健康', size: 10, industries: ['医疗健康'] },
    { key: 'cz-edu', kind: 'company', title: '教育行业', size: 10, industries: ['教育'] },
    { key: 'cz-manu', kind: 'company', title: '先进制造', size: 10, industries: ['制造业'] },
    { key: 'cz-media', kind: 'company', title: '文化传媒', size: 10, industries: ['文化传媒'] },
    { key: 'cz-logistics', kind: 'company', title: '现代物流', size: 10, industries: ['交通/物流'] },
    { key: 'cz-finance', kind: 'company', title: '金融机构', size: 10, industries: ['金融'] },
    { key: 'cz-services', kind: 'company', title: '咨询与审计', size: 10, industries: ['专业服务'] },
    { key: 'cz-chip', kind: 'company', title: '芯片半导体', size: 10, industries: ['电子/半导体'] },
    { key: 'cz-fmcg', kind: 'company', title: '快消零售', size: 10, industries: ['快消/零售'] },
    { key: 'cz-build', kind: 'company', title: '建筑地产', size: 10, industries: ['房地产/建筑'] },
    { key: 'cz-energy', kind: 'company', title: '能源化工', size: 10, industries: ['能源/化工'] },
  ],
  items: [
    { zone: 'companyArea', title: '央国企专区', icon: icon('state'), type: 2, target: 'cz-state' },
    { zone: 'companyArea', title: '互联网大厂', icon: icon('internet'), type: 2, target: 'cz-internet' },
    { zone: 'companyArea', title: '外资企业', icon: icon('globe'), type: 3, target: 'cz-foreign' },
    { zone: 'companyArea', title: '本地重点企业', icon: icon('city'), type: 3, target: 'cz-local' },
    { zone: 'companyArea', title: '上市公司', icon: icon('chart'), type: 2, target: 'cz-listed' },
    { zone: 'companyArea', title: '技术研发岗', icon: icon('code'), type: 1, target: 'pz-tech' },
    { zone: 'companyArea', title: '财会金融岗', icon: icon('coin'), type: 1, target: 'pz-fin' },
    { zone: 'companyArea', title: '实习专区', icon: icon('badge'), type: 1, target: 'pz-intern' },
    { zone: 'companyArea', title: '新能源汽车', icon: icon('bolt'), type: 2, target: 'cz-auto' },
    { zone: 'companyArea', title: '医疗健康', icon: icon('health'), type: 3, target: 'cz-health' },
    { zone: 'companyArea', title: '教育行业', icon: icon('book'), type: 2, target: 'cz-edu' },
    { zone: 'companyArea', title: '先进制造', icon: icon('gear'), type: 3, target: 'cz-manu' },
    { zone: 'companyArea', title: '文化传媒', icon: icon('media'), type: 2, target: 'cz-media' },
    { zone: 'companyArea', title: '现代物流', icon: icon('truck'), type: 3, target: 'cz-logistics' },
    { zone: 'big_four', title: '金融机构', icon: icon('coin'), type: 2, target: 'cz-finance' },
    { zone: 'big_four', title: '咨询与审计', icon: icon('chart'), type: 3, target: 'cz-services' },
    { zone: 'big_four', title: '算法与AI', icon: icon('code'), type: 1, target: 'pz-tech' },
    { zone: 'big_four', title: '2026届就业政策解读', icon: icon('book'), type: 4, target: '101' },
    { zone: 'big_four', title: '选调生与公务员', icon: icon('state'), type: 5, target: '201' },
    { zone: 'big_four', title: '生涯规划指南', icon: icon('globe'), type: 6, target: OWN_PAGE.careerPlan },
    { zone: 'big_four', title: '芯片半导体', icon: icon('bolt'), type: 2, target: 'cz-chip' },
    { zone: 'big_four', title: '快消零售', icon: icon('badge'), type: 3, target: 'cz-fmcg' },
    { zone: 'big_four', title: '建筑地产', icon: icon('city'), type: 2, target: 'cz-build' },
    { zone: 'big_four', title: '医药生物', icon: icon('health'), type: 3, target: 'cz-health' },
    { zone: 'big_four', title: '教育培训', icon: icon('book'), type: 2, target: 'cz-edu' },
    { zone: 'big_four', title: '能源化工', icon: icon('gear'), type: 3, target: 'cz-energy' },
    { zone: 'big_four', title: '交通物流', icon: icon('truck'), type: 2, target: 'cz-logistics' },
    { zone: 'zoneThree', title: '简历写作公开课', icon: icon('book'), type: 4, target: '102' },
    { zone: 'zoneThree', title: '面试技巧视频', icon: icon('media'), type: 5, target: '202' },
    { zone: 'zoneThree', title: 'AI简历诊断', icon: icon('globe'), type: 6, target: OWN_PAGE.resumeCheck },
    { zone: 'zoneThree', title: '实习岗位推荐', icon: icon('badge'), type: 1, target: 'pz-intern' },
    { zone: 'zoneThree', title: '往届校友企业', icon: icon('city'), type: 2, target: 'cz-local' },
    { zone: 'zoneFour', title: '春季双选会企业', icon: icon('city'), type: 2, target: 'cz-local' },
    { zone: 'zoneFour', title: '西部计划', icon: icon('state'), type: 4, target: '103' },
    { zone: 'zoneFour', title: '征兵入伍', icon: icon('badge'), type: 5, target: '203' },
    { zone: 'zoneFour', title: '三支一扶', icon: icon('health'), type: 4, target: '104' },
    { zone: 'zoneFour', title: '专升本与考研', icon: icon('book'), type: 5, target: '204' },
    { zone: 'zoneFour', title: 'AI模拟面试', icon: icon('bolt'), type: 6, target: OWN_PAGE.mockInterview },
    { zone: 'zoneFour', title: '技术岗专场', icon: icon('code'), type: 1, target: 'pz-tech' },
    { zone: 'zoneFour', title: '金融岗专场', icon: icon('coin'), type: 1, target: 'pz-fin' },
    { zone: 'zoneFour', title: '外企专场', icon: icon('globe'), type: 3, target: 'cz-foreign' },
    { zone: 'zoneFour', title: '上市公司专场', icon: icon('chart'), type: 3, target: 'cz-listed' },
    { zone: 'zoneFour', title: '国企专场', icon: icon('state'), type: 2, target: 'cz-state' },
    { zone: 'zoneFour', title: '互联网专场', icon: icon('internet'), type: 2, target: 'cz-internet' },
    { zone: 'zoneFour', title: '物流专场', icon: icon('truck'), type: 3, target: 'cz-logistics' },
  ],
  configCompanies: 18,
  fairs: [
    { title: '临江大学2026届毕业生春季大型双选会', place: '临江大学体育馆', days: 8, kind: 'offline' },
    { title: '计算机与人工智能类专场招聘会', place: '信息楼报告厅', days: 12, kind: 'offline' },
    { title: '经济管理类空中双选会', place: '线上', days: 15, kind: 'online' },
    { title: '先进制造与新能源专场', place: '临江大学学生活动中心', days: 19, kind: 'offline' },
    { title: '医药卫生类专场招聘会', place: '医学院综合楼一楼大厅', days: 23, kind: 'offline' },
    { title: '师范教育类空中宣讲周', place: '线上', days: 27, kind: 'online' },
    { title: '长三角重点企业联合招聘会', place: '临江国际会展中心', days: 33, kind: 'offline' },
  ],
  about: {
    image: `${IMG}/school/about.svg`,
    title: '关于本届双选会',
    content: '本届双选会由临江大学学生就业指导中心主办，面向2026届毕业生，设300个展位，汇聚二百余家用人单位，提供上千个就业岗位。',
  },
  showAll: 1,
};

/** fair.localhost: an organiser's normal site with a shorter configurable home. */
export const FAIR_HOME: SeedHome = {
  head: `${IMG}/fair-site/head.svg`,
  top: '',
  stats: [
    { value: '100+', label: '参会高校' },
    { value: '1000+', label: '参会企业' },
    { value: '10000+', label: '招聘岗位' },
    { value: '3', label: '分会场' },
  ],
  exhibition: [
    { label: 'dataConfig', show: 1, title: '双选会数据' },
    { label: 'zoneOne', show: 1, title: '分会场' },
    { label: 'jobFair', show: 1, title: '场次安排' },
    { label: 'companyConfig', show: 1, title: '参会企业' },
    { label: 'positionConfig', show: 1, title: '热招职位' },
    { label: 'collegeZone', show: 0, title: '参会高校' },
    { label: 'aboutUs', show: 1, title: '关于本届双选会' },
  ],
  zones: [
    { key: 'cz-main', kind: 'company', title: '主会场企业', size: 10 },
    { key: 'pz-hot', kind: 'position', title: '热招岗位', size: 30 },
  ],
  items: [
    { zone: 'companyArea', title: '主会场', icon: icon('city'), type: 2, target: 'cz-main' },
    { zone: 'companyArea', title: '热招岗位', icon: icon('code'), type: 1, target: 'pz-hot' },
    { zone: 'companyArea', title: '参会指南', icon: icon('book'), type: 4, target: '105' },
    { zone: 'companyArea', title: '现场直播', icon: icon('media'), type: 5, target: '205' },
  ],
  configCompanies: 12,
  fairs: [
    { title: '春季双选会 · 主会场', place: '临江国际会展中心A馆', days: 10, kind: 'offline' },
    { title: '春季双选会 · 理工分会场', place: '临江国际会展中心B馆', days: 10, kind: 'offline' },
    { title: '春季双选会 · 空中分会场', place: '线上', days: 11, kind: 'online' },
  ],
  about: { image: `${IMG}/school/about.svg`, title: '关于本届双选会', content: '2026届高校毕业生春季双选会，百所高校、千家企业、万个岗位。' },
  showAll: 1,
};

/**
 * The industries of 明德理工大学's employers (its colleges: 电子信息, 土木与建筑, 自动化): uni.localhost's companies
 * keep to them, so its 理工 fairs are of them.
 */
export const UNI_INDUSTRIES = ['电子/半导体', '互联网/IT', '制造业', '汽车/新能源', '房地产/建筑'];

/** uni.localhost (another brand family, new generation): a university's configurable home. */
export const UNI_HOME: SeedHome = {
  head: `${IMG}/uni/head.svg`,
  top: '',
  stats: [
    { value: '180', label: '合作企业' },
    { value: '5600+', label: '在招岗位' },
    { value: '22', label: '本月宣讲会' },
    { value: '95.8%', label: '毕业去向落实率' },
  ],
  exhibition: [
    { label: 'dataConfig', show: 1, title: '就业数据' },
    { label: 'companyConfig', show: 1, title: '推荐企业' },
    { label: 'jobFair', show: 1, title: '校园招聘会' },
    { label: 'positionConfig', show: 1, title: '最新职位' },
  ],
  zones: [],
  items: [],
  configCompanies: 10,
  fairs: [
    { title: '明德理工大学2026届秋季校园招聘会', place: '明德理工大学体育中心', days: 9, kind: 'offline' },
    { title: '电子信息类专场', place: '电子楼报告厅', days: 16, kind: 'offline' },
  ],
  about: null,
  showAll: 0,
};

/** The department's figures, stated once: its home's strip and its news (articles-other-sites.ts) quote them. */
export const DEPT_FIGURES = { companies: '86', positions: '1300+', talks: '9', placement: '98.1%' } as const;

/** dept.school.localhost: a department's home config (served by /api/schoolcollege/gethomeconfig). */
export const DEPT_HOME: SeedHome = {
  head: `${IMG}/school/head.svg`,
  top: '',
  stats: [
    { value: DEPT_FIGURES.companies, label: '合作企业' },
    { value: DEPT_FIGURES.positions, label: '在招岗位' },
    { value: DEPT_FIGURES.talks, label: '学院宣讲会' },
    { value: DEPT_FIGURES.placement, label: '毕业去向落实率' },
  ],
  exhibition: [
    { label: 'dataConfig', show: 1, title: '学院就业数据' },
    { label: 'companyConfig', show: 1, title: '学院推荐企业' },
    { label: 'positionConfig', show: 1, title: '学院职位' },
  ],
  zones: [],
  items: [],
  configCompanies: 8,
  fairs: [],
  about: null,
  showAll: 1,
};

/** The home of another department site: DEPT_HOME's blocks with figures of a smaller college (n: its place). */
export function collegeHome(n: number): SeedHome {
  return {
    ...DEPT_HOME,
    stats: [
      { value: String(24 + n * 7), label: '合作企业' },
      { value: `${300 + n * 60}+`, label: '在招岗位' },
      { value: String(3 + (n % 4)), label: '学院宣讲会' },
      { value: `${(95.2 + (n % 5) * 0.6).toFixed(1)}%`, label: '毕业去向落实率' },
    ],
  };
}

/**
 * The college zone of school.localhost: each college has its own department site, whose companies come from the
 * industries its graduates go to (first-level or second-level names of home/industries.ts), and whose fair list
 * shows the school home's fair of the college (`schoolFair`, a title of SCHOOL_HOME.fairs) or a talk of its own.
 */
export const COLLEGE_SITES: { college: string; host: string; image: string; industries: string[]; schoolFair?: string }[] = [
  { college: '计算机与人工智能学院', host: 'dept.school.localhost', image: `${IMG}/college/cs.svg`, industries: ['互联网/IT', '电子/半导体', '金融科技'], schoolFair: '计算机与人工智能类专场招聘会' },
  { college: '经济管理学院', host: 'em.school.localhost', image: `${IMG}/college/em.svg`, industries: ['银行', '证券/基金', '会计/审计', '快消/零售', '咨询'], schoolFair: '经济管理类空中双选会' },
  { college: '机械与能源工程学院', host: 'me.school.localhost', image: `${IMG}/college/me.svg`, industries: ['制造业', '汽车/新能源', '电力/能源'], schoolFair: '先进制造与新能源专场' },
  { college: '化学与材料学院', host: 'cm.school.localhost', image: `${IMG}/college/cm.svg`, industries: ['能源/化工', '医药制造', '日化'] },
  { college: '外国语学院', host: 'fl.school.localhost', image: `${IMG}/college/fl.svg`, industries: ['航空/航运', '教育', '供应链服务', '咨询'] },
  { college: '文学与新闻传播学院', host: 'lj.school.localhost', image: `${IMG}/college/lj.svg`, industries: ['文化传媒', 'K12教育', '在线教育'] },
  { college: '法学院', host: 'law.school.localhost', image: `${IMG}/college/law.svg`, industries: ['法律', '证券/基金', '法律', '银行', '人力资源服务'] },
  { college: '医学院', host: 'med.school.localhost', image: `${IMG}/college/med.svg`, industries: ['医疗健康', '医院/医疗服务'], schoolFair: '医药卫生类专场招聘会' },
];
