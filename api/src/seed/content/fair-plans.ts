import { COLLEGE_SITES, SCHOOL_HOME, UNI_INDUSTRIES } from '../home/content';
import { FAIR_IMAGES } from './media-files';

/**
 * When a fair runs, relative to the seed's `now`: whole days from today (China Standard Time) at an hour of the
 * day (a fair opens and closes between 08:00 and 21:00, whatever hour the demo is seeded at).
 */
export type FairTiming =
  | { start: [day: number, hour: number]; end: [day: number, hour: number] }
  /** running now: opened `daysAgo` days back at that hour (a day earlier when that is not yet past), ends on a later day */
  | { running: [daysAgo: number, hour: number]; end: [day: number, hour: number] };

/** The venue map of an offline fair: the big fair's two halls, or one hall of doubleRows x perRow x 2 booths. */
export type FairMap = { kind: 'big' } | { kind: 'hall'; name: string; doubleRows: number; perRow: number };

export type FairPlan = {
  host: string;
  title: string;
  timing: FairTiming;
  organiser: string;
  intro: string[];
  about: string;
  online_url?: string;
  map?: FairMap;
  /** companies of an online fair (offline ones: those at a booth) */
  companies?: number;
  /** the share of a small map's booths that are booked */
  booked?: number;
  /** a fair the home seed did not write (department sites): its row fields */
  create?: { kind: 'online' | 'offline'; place: string; thumbnail: string };
  /** the site's featured fair: article links to '{fair}' open it */
  featured?: boolean;
  /**
   * A themed fair's industries (first- or second-level names of home/industries.ts): its first booths and
   * most of its companies are of them, so 医药卫生类专场 is led by hospitals and drug makers.
   */
  industries?: string[];
  /**
   * An online fair whose booths are live in the demo (seed-live-booths.ts): the demo employer's company takes part,
   * its booth open with slots published, and a few other booths open. Not copied to a department site.
   */
  staffed?: boolean;
  /**
   * The fair keeps the season its title names (the organiser's site is named after its 春季双选会): when its day
   * falls outside that season it moves, still to come, to the season's next opening. Others are renamed instead.
   */
  keepSeason?: boolean;
};

const CENTRE = '临江大学学生就业指导中心';
/** Entrances of online fairs: our own position lists, where students watch the talks' positions and apply. */
const ONLINE_ENTRANCE = { school: '/#/subApp/positionList', teachers: '/#/subApp/positionList?value=teacher&label=教师', college: '/#/subApp/collegePosition' } as const;
const BIG_FAIR_INTRO = [
  '本届大型双选会由临江大学学生就业指导中心主办，各学院协办，面向2026届毕业生及往届未就业毕业生。',
  '本届双选会设A馆（主馆）和B馆（理工馆）两个展馆，共300个展位，汇聚互联网、先进制造、新能源、金融、教育、医疗等行业的用人单位，提供技术研发、工程技术、管培生、市场销售、职能管理等各类岗位。',
  '参会同学请先在本页报名参会，凭入场二维码签到；现场提供简历打印、就业政策咨询和签约服务。可在展位图中搜索目标企业，提前规划逛展路线。',
];

/**
 * The demo fairs of the school, organiser and university sites, and the CS department's own. A title's season
 * (春季, 秋季) is the one of the fair's date when seeded (home/seasons.ts), or the date is moved into the title's
 * season (keepSeason); intros name none.
 */
const SITE_PLANS: FairPlan[] = [
  {
    host: 'school.localhost',
    title: '临江大学2026届毕业生春季大型双选会',
    timing: { running: [0, 9], end: [2, 16] },
    organiser: CENTRE,
    intro: BIG_FAIR_INTRO,
    about: FAIR_IMAGES.spring,
    map: { kind: 'big' },
    featured: true,
  },
  {
    host: 'school.localhost',
    title: '计算机与人工智能类专场招聘会',
    industries: ['互联网/IT', '电子/半导体', '金融科技'],
    timing: { start: [-15, 9], end: [-15, 12.5] },
    organiser: `${CENTRE}、计算机与人工智能学院`,
    intro: ['本场招聘会面向计算机科学与技术、软件工程、人工智能、数据科学等专业的毕业生，邀请软件、互联网、芯片与智能硬件企业现场招聘。', '企业在现场收取简历并安排初面，部分企业当天发放面试通知。'],
    about: FAIR_IMAGES.offline,
    map: { kind: 'hall', name: '信息楼报告厅', doubleRows: 2, perRow: 10 },
    booked: 0.8,
  },
  {
    host: 'school.localhost',
    title: '经济管理类空中双选会',
    industries: ['金融', '专业服务', '快消/零售'],
    // running whenever the demo is seeded (yesterday to tomorrow), its booths staffed
    timing: { running: [1, 9], end: [1, 17] },
    organiser: `${CENTRE}、经济管理学院`,
    intro: ['空中双选会为期三天，面向经济学、金融学、会计学、工商管理、市场营销等专业的毕业生。', '同学们可在线投递简历，也可在企业展位开放时排队面试，或预约企业发布的面试时段。'],
    about: FAIR_IMAGES.online,
    online_url: ONLINE_ENTRANCE.school,
    companies: 30,
    staffed: true,
  },
  {
    host: 'school.localhost',
    title: '先进制造与新能源专场',
    industries: ['汽车/新能源', '制造业', '电力/能源', '新材料'],
    timing: { start: [5, 9], end: [5, 12] },
    organiser: `${CENTRE}、机械与能源工程学院`,
    intro: ['本专场聚焦智能制造、新能源汽车、动力电池与储能、电力能源等领域，面向机械、能源动力、电气、材料等专业的毕业生。', '部分企业提供管培生和工程师培养计划，现场可了解轮岗与培养安排。'],
    about: FAIR_IMAGES.offline,
    map: { kind: 'hall', name: '学生活动中心一楼', doubleRows: 3, perRow: 10 },
    booked: 0.7,
  },
  {
    host: 'school.localhost',
    title: '医药卫生类专场招聘会',
    industries: ['医疗健康'],
    timing: { start: [9, 13.5], end: [9, 16.5] },
    organiser: `${CENTRE}、医学院`,
    intro: ['本场招聘会面向临床医学、护理学、药学、医学检验等专业毕业生，邀请医院、医药企业和医疗器械企业参会。', '请携带执业资格相关证明材料（如有）和成绩单。'],
    about: FAIR_IMAGES.offline,
    map: { kind: 'hall', name: '医学院综合楼一楼大厅', doubleRows: 2, perRow: 9 },
    booked: 0.5,
  },
  {
    host: 'school.localhost',
    title: '师范教育类空中宣讲周',
    industries: ['教育'],
    timing: { start: [12, 9], end: [16, 17] },
    organiser: `${CENTRE}、文学与新闻传播学院`,
    intro: ['宣讲周为期五天，各地教育局、中小学和教育机构将在线介绍招聘计划与人才政策。', '有意从事教育工作的同学请提前准备教师资格证明和试讲材料。'],
    about: FAIR_IMAGES.online,
    online_url: ONLINE_ENTRANCE.teachers,
    companies: 16,
  },
  {
    host: 'school.localhost',
    title: '长三角重点企业联合招聘会',
    industries: ['电子/半导体', '医疗健康', '互联网/IT', '金融'],
    timing: { start: [20, 9], end: [20, 16] },
    organiser: `${CENTRE}、长三角高校就业联盟`,
    intro: ['由长三角高校就业联盟联合举办，邀请上海、江苏、浙江、安徽的重点企业参会。', '企业覆盖集成电路、生物医药、人工智能、现代金融等重点产业，提供大量校招和实习岗位。'],
    about: FAIR_IMAGES.offline,
    map: { kind: 'hall', name: '临江国际会展中心C馆', doubleRows: 3, perRow: 10 },
    booked: 0.75,
  },
  {
    host: 'fair.localhost',
    title: '春季双选会 · 主会场',
    keepSeason: true,
    timing: { start: [6, 9], end: [6, 16] },
    organiser: '临江市人力资源和社会保障局、临江市高校毕业生就业联盟',
    intro: ['本届双选会主会场设在临江国际会展中心A馆，百所高校的毕业生可报名参会。', '主会场以综合类企业为主，涵盖互联网、金融、快消、教育等行业。'],
    about: FAIR_IMAGES.offline,
    map: { kind: 'hall', name: '临江国际会展中心A馆', doubleRows: 2, perRow: 12 },
    booked: 0.45,
    featured: true,
  },
  {
    host: 'fair.localhost',
    title: '春季双选会 · 理工分会场',
    keepSeason: true,
    industries: ['电子/半导体', '互联网/IT', '制造业', '汽车/新能源', '能源/化工', '房地产/建筑'],
    timing: { start: [6, 9], end: [6, 16] },
    organiser: '临江市人力资源和社会保障局、临江市高校毕业生就业联盟',
    intro: ['理工分会场设在临江国际会展中心B馆，聚焦电子信息、智能制造、新能源和建筑工程等行业。', '理工科同学可优先参加本分会场。'],
    about: FAIR_IMAGES.offline,
    map: { kind: 'hall', name: '临江国际会展中心B馆', doubleRows: 2, perRow: 9 },
    booked: 0.3,
  },
  {
    host: 'fair.localhost',
    title: '春季双选会 · 空中分会场',
    keepSeason: true,
    timing: { start: [6, 9], end: [8, 17] },
    organiser: '临江市人力资源和社会保障局、临江市高校毕业生就业联盟',
    intro: ['空中分会场与现场同步开放，为不能到场的毕业生提供在线宣讲和简历投递。', '开始后从本页点击进入即可。'],
    about: FAIR_IMAGES.online,
    online_url: ONLINE_ENTRANCE.school,
    companies: 16,
  },
  {
    host: 'uni.localhost',
    title: '明德理工大学2026届秋季校园招聘会',
    timing: { start: [3, 9], end: [3, 16] },
    organiser: '明德理工大学招生就业处',
    intro: ['本届校园招聘会面向全校毕业生，邀请电子信息、智能制造、汽车与新能源、土木建筑等理工科相关行业企业参会。', '请携带简历和学生证入场。'],
    about: FAIR_IMAGES.offline,
    map: { kind: 'hall', name: '明德理工大学体育中心', doubleRows: 3, perRow: 10 },
    booked: 0.3,
    featured: true,
    industries: UNI_INDUSTRIES,
  },
  {
    host: 'uni.localhost',
    title: '电子信息类专场',
    industries: ['电子/半导体', '互联网/IT'],
    timing: { start: [-5, 14], end: [-5, 17] },
    organiser: '明德理工大学招生就业处、电子信息学院',
    intro: ['面向电子信息、通信工程、微电子等专业毕业生的专场招聘会。'],
    about: FAIR_IMAGES.offline,
    map: { kind: 'hall', name: '电子楼报告厅', doubleRows: 3, perRow: 5 },
    booked: 0.25,
  },
  {
    host: 'dept.school.localhost',
    title: '计算机与人工智能学院2026届毕业生专场招聘会',
    industries: ['互联网/IT', '电子/半导体', '金融科技'],
    timing: { start: [4, 14], end: [4, 17] },
    organiser: '临江大学计算机与人工智能学院',
    intro: ['学院专场招聘会邀请与学院长期合作的软件、互联网和人工智能企业参会，面向本院及相关专业毕业生。', '学院老师现场提供简历指导和岗位推荐。'],
    about: FAIR_IMAGES.college,
    map: { kind: 'hall', name: '信息楼一楼大厅', doubleRows: 3, perRow: 5 },
    booked: 0.35,
    create: { kind: 'offline', place: '信息楼一楼大厅', thumbnail: '/static/home/fair/2.svg' },
    featured: true,
  },
  {
    host: 'dept.school.localhost',
    title: '人工智能方向实习生空中宣讲会',
    industries: ['互联网/IT', '电子/半导体', '金融科技'],
    timing: { running: [1, 9], end: [3, 17] },
    organiser: '临江大学计算机与人工智能学院',
    intro: ['面向2027届同学的实习生专场，企业在线介绍算法、数据、开发等方向的实习岗位。', '宣讲会持续开放至本周末，可随时进入观看回放并投递。'],
    about: FAIR_IMAGES.online,
    online_url: ONLINE_ENTRANCE.college,
    companies: 8,
    create: { kind: 'online', place: '线上', thumbnail: '/static/home/fair/5.svg' },
  },
  {
    host: 'dept.school.localhost',
    title: '软件与大数据企业线上宣讲会',
    industries: ['互联网/IT', '金融科技'],
    timing: { start: [-12, 14], end: [-12, 17] },
    organiser: '临江大学计算机与人工智能学院',
    intro: ['已结束的线上宣讲会，企业宣讲回放可在各企业主页查看。'],
    about: FAIR_IMAGES.online,
    online_url: ONLINE_ENTRANCE.college,
    companies: 6,
    create: { kind: 'online', place: '线上', thumbnail: '/static/home/fair/6.svg' },
  },
];

/**
 * A department site's copy of the school home's fair of its college (same title, time, place and texts, with
 * the department's own companies), so the college fair list agrees with the school home's 近期双选会 block.
 */
function collegeCopy(host: string, title: string): FairPlan | undefined {
  const plan = SITE_PLANS.find((p) => p.host === 'school.localhost' && p.title === title);
  const sort = SCHOOL_HOME.fairs.findIndex((f) => f.title === title);
  const fair = SCHOOL_HOME.fairs[sort];
  if (!plan || !fair) return undefined;
  const { featured: _featured, staffed: _staffed, ...rest } = plan;
  return {
    ...rest,
    host,
    ...(fair.kind === 'online' ? { online_url: ONLINE_ENTRANCE.college, companies: 8 } : {}),
    create: { kind: fair.kind, place: fair.place, thumbnail: `/static/home/fair/${(sort % 7) + 1}.svg` },
  };
}

/** A college without a fair on the school home holds its own online talk for its graduates. */
function collegeTalk(host: string, college: string, n: number): FairPlan {
  return {
    host,
    title: `${college}2026届毕业生空中宣讲会`,
    timing: { start: [6 + n, 14], end: [6 + n, 17] },
    organiser: `临江大学${college}`,
    intro: [`${college}邀请与学院长期合作的用人单位在线宣讲，介绍面向本院毕业生的岗位与培养计划。`, '宣讲结束后可在学院职位页直接投递简历。'],
    about: FAIR_IMAGES.online,
    online_url: ONLINE_ENTRANCE.college,
    companies: 6,
    create: { kind: 'online', place: '线上', thumbnail: `/static/home/fair/${(n % 7) + 1}.svg` },
  };
}

const COLLEGE_PLANS: FairPlan[] = COLLEGE_SITES.flatMap((c, n) => {
  const copy = c.schoolFair ? collegeCopy(c.host, c.schoolFair) : undefined;
  return copy ? [copy] : [collegeTalk(c.host, c.college, n)];
});

/** Every demo fair: the home seed's (found by site and title, re-timed), the department sites' new ones. */
export const FAIR_PLANS: FairPlan[] = [...SITE_PLANS, ...COLLEGE_PLANS];
