import { createRng, type Rng } from '../../src/seed/home/prng';

/**
 * The resume corpus of the engine's accuracy bench (issue 11): varied Chinese student resumes made from
 * data, each with its true fields in the resume area's input shapes, so a parse can be scored field by
 * field. Deterministic: the same seed gives the same resumes.
 */

export type Month = string; // 'YYYY-MM', '' for 至今

export type TrueResume = {
  basic: { name: string; sex: 1 | 2; phone: string; email: string; city: string; school: string; major: string; degree: 1 | 2 | 3 | 4; graduation_year: number };
  education: { school: string; major: string; degree: 1 | 2 | 3 | 4; start_date: Month; end_date: Month; description: string }[];
  work: { kind: 'internship' | 'job'; company: string; position: string; start_date: Month; end_date: Month; description: string }[];
  project: { name: string; role: string; start_date: Month; end_date: Month; description: string }[];
  other: { skills: string[]; certificates: string[]; awards: string[]; self_evaluation: string };
  /**
   * how it is written: layout, date form, heading language; how an entry's title meets its dates; how headings
   * are decorated (and which of the usual words they use); whether the name is labelled under a 个人简历 title
   */
  style: {
    layout: Layout; dates: DateForm; english: boolean; entry: EntryForm; headings: HeadingForm; labelledName: boolean;
    /** how the phone is grouped; what separates title parts; degrees as 本科 or as 全日制本科, 硕士研究生 */
    phone: PhoneForm; separator: TitleSeparator; longDegrees: boolean;
    /** the self-evaluation right under the contact lines (else last); bullets long enough to wrap */
    selfFirst: boolean; longBullets: boolean;
    /** the name line goes on with sex and party membership: "张浩然 | 男 | 中共党员"; or it titles the page: "张浩然的个人简历" */
    nameDetails: boolean; nameTitle: boolean;
    /** internships name their city after the dates ("2024.07 - 2024.09 | 北京"); projects are listed without dates */
    workPlace: boolean; undatedProjects: boolean;
    /** printed with a page number in the footer ("1/2") */
    pageNumbers: boolean;
  };
};

/** sidebar: contact and skills in a column on the left; sidebar-right: the same on the right */
export const LAYOUTS = ['one-column', 'sidebar', 'table', 'photo-corner', 'sidebar-right'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const DATE_FORMS = ['dot', 'dot-short', 'chinese', 'slash', 'dash', 'english', 'month-year'] as const;
export type DateForm = (typeof DATE_FORMS)[number];
/**
 * inline: "腾讯 | 前端开发实习生   2024.07 - 2024.09"; stacked: "腾讯   2024.07 - 2024.09" over "前端开发实习生";
 * dates-first: the dates lead the title line; dates-below: the dates on a line of their own under the title;
 * labelled: a line per field ("公司：腾讯", "职位：…", "时间：…"), as form-like templates print them
 */
export const ENTRY_FORMS = ['inline', 'stacked', 'dates-first', 'dates-below', 'labelled'] as const;
export type EntryForm = (typeof ENTRY_FORMS)[number];
/** plain: "教育背景"; numbered: "一、教育经历"; bracketed: "【教育背景】"; bilingual: "教育背景 Education" */
export const HEADING_FORMS = ['plain', 'numbered', 'bracketed', 'bilingual'] as const;
export type HeadingForm = (typeof HEADING_FORMS)[number];
/** 18618421570, 186-1842-1570, 186 1842 1570, +86 18618421570 */
export const PHONE_FORMS = ['plain', 'dashed', 'spaced', 'country'] as const;
export type PhoneForm = (typeof PHONE_FORMS)[number];
/** what stands between the parts of an entry's title: "北京大学 | 法学 | 本科", "北京大学  法学  本科", "北京大学 · 法学 · 本科" */
export const TITLE_SEPARATORS = [' | ', '  ', ' · '] as const;
export type TitleSeparator = (typeof TITLE_SEPARATORS)[number];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '欧阳', '司马'];
const GIVEN = ['一鸣', '思远', '雨桐', '子涵', '浩然', '欣怡', '梓萱', '俊杰', '诗琪', '宇航', '佳怡', '晨曦', '嘉豪', '若曦', '明', '婷', '磊', '静'];
const CITIES = ['北京', '上海', '杭州', '深圳', '广州', '南京', '武汉', '成都', '西安', '苏州'];
const SCHOOLS: [string, string][] = [
  ['北京大学', '计算机科学与技术'], ['浙江大学', '软件工程'], ['武汉大学', '会计学'], ['华中科技大学', '电子信息工程'], ['南京大学', '金融学'],
  ['郑州大学', '土木工程'], ['苏州大学', '汉语言文学'], ['杭州电子科技大学', '通信工程'], ['临江大学', '市场营销'], ['西安电子科技大学', '自动化'],
  ['中国人民大学', '法学'], ['上海财经大学', '统计学'], ['深圳职业技术学院', '物流管理'], ['四川大学', '临床医学'], ['南京信息工程大学', '数据科学与大数据技术'],
];
const COMPANIES = ['腾讯', '阿里巴巴', '字节跳动', '华为技术有限公司', '中国工商银行', '普华永道', '美的集团', '比亚迪', '京东', '网易', '招商银行', '国家电网', '小米科技', '云帆数据科技有限公司'];
const POSITIONS = ['前端开发实习生', '数据分析实习生', '审计助理', '产品运营实习生', '算法实习生', '财务实习生', '市场专员', '测试开发实习生', '管培生'];
const PROJECTS = ['校园二手交易平台', '基于深度学习的垃圾分类系统', '大学生创新创业训练项目', '企业财务分析报告', '智慧图书馆小程序', '城市共享单车调度优化', '电商用户画像分析'];
const ROLES = ['项目负责人', '核心开发', '组员', '数据分析', '前端开发'];
const SKILLS = ['JavaScript', 'TypeScript', 'React', 'Vue', 'Python', 'Java', 'SQL', 'Excel', 'Photoshop', 'MySQL', 'Linux', 'Git', 'SPSS', 'CAD'];
const CERTIFICATES = ['CET-6', 'CET-4', '计算机二级', '初级会计师', '普通话二级甲等', '教师资格证'];
const AWARDS = ['国家奖学金', '校一等奖学金', '全国大学生数学建模竞赛省二等奖', '优秀学生干部', '“挑战杯”省赛银奖'];
const DUTIES = [
  '负责数据看板的前端开发，重构 12 个页面，白屏时间降低 40%',
  '整理并分析 3 万条用户数据，输出周报 8 份，推动转化率提升 5%',
  '协助完成 6 家企业的年度审计底稿，核对凭证 2000 余张',
  '设计并实现推荐模块，点击率提升 18%',
  '组织线下活动 4 场，累计参与 500 余人',
  '编写自动化测试用例 300 余条，缺陷发现率提升 30%',
];

const SELF_EVALUATIONS = ['热爱数据分析，学习能力强，善于沟通协作。', '性格开朗，责任心强，有较强的抗压能力和团队合作精神。', ''];
// a second clause that makes a bullet wrap in a narrow column
const LONG_TAIL = '，并将过程整理成文档在团队内分享，获得导师和同事的好评';

const ym = (year: number, month: number): Month => `${year}-${String(month).padStart(2, '0')}`;

function makeOne(rng: Rng, i: number): TrueResume {
  const name = rng.pick(SURNAMES) + rng.pick(GIVEN);
  const degree = rng.pick([2, 2, 2, 3, 1, 4] as const);
  const [school, major] = SCHOOLS[i % SCHOOLS.length]!;
  const graduation = rng.int(2025, 2027);
  const years = degree === 1 ? 3 : degree === 3 ? 3 : degree === 4 ? 4 : 4;
  const education: TrueResume['education'] = [{ school, major, degree, start_date: ym(graduation - years, 9), end_date: ym(graduation, 6), description: rng.chance(0.6) ? `GPA ${(3 + rng.next()).toFixed(1)}/4.0，主修课程：${major}导论、专业英语` : '' }];
  if (degree >= 3) {
    const [undergrad, undergradMajor] = rng.pick(SCHOOLS);
    education.push({ school: undergrad, major: undergradMajor, degree: 2, start_date: ym(graduation - years - 4, 9), end_date: ym(graduation - years, 6), description: '' });
  }
  const work = Array.from({ length: rng.int(1, 3) }, (_, k) => {
    const start = ym(graduation - 1 - k, rng.pick([1, 3, 7]));
    const end = k === 0 && rng.chance(0.3) ? '' : ym(graduation - 1 - k, rng.pick([6, 9, 12]));
    return { kind: 'internship' as const, company: rng.pick(COMPANIES), position: rng.pick(POSITIONS), start_date: start, end_date: end, description: rng.sample(DUTIES, 2).join('\n') };
  });
  const project = Array.from({ length: rng.int(0, 2) }, (_, k) => ({
    name: rng.pick(PROJECTS),
    role: rng.pick(ROLES),
    start_date: ym(graduation - 2 - k, 3),
    end_date: ym(graduation - 2 - k, 12),
    description: rng.pick(DUTIES),
  }));
  // projects written without dates have none to find
  if (i % 11 === 7) for (const p of project) Object.assign(p, { start_date: '', end_date: '' });
  if (i % 4 === 2) for (const w of work) w.description = w.description.split('\n').map((l) => l + LONG_TAIL).join('\n');
  return {
    basic: { name, sex: rng.pick([1, 2] as const), phone: `1${rng.pick(['38', '39', '58', '86', '77'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`, email: `student${i + 1}@example.com`, city: rng.pick(CITIES), school, major, degree, graduation_year: graduation },
    education,
    work,
    project,
    other: { skills: rng.sample(SKILLS, rng.int(3, 6)), certificates: rng.sample(CERTIFICATES, rng.int(1, 3)), awards: rng.sample(AWARDS, rng.int(0, 2)), self_evaluation: SELF_EVALUATIONS[i % SELF_EVALUATIONS.length]! },
    // the style comes from the index, not the random source, so adding a way of writing leaves the data as it was
    style: {
      layout: LAYOUTS[i % LAYOUTS.length]!, dates: DATE_FORMS[Math.floor(i / LAYOUTS.length) % DATE_FORMS.length]!, english: i % 7 === 4,
      entry: ENTRY_FORMS[Math.floor(i / LAYOUTS.length) % ENTRY_FORMS.length]!, headings: HEADING_FORMS[Math.floor(i / 3) % HEADING_FORMS.length]!, labelledName: i % 4 === 1,
      phone: PHONE_FORMS[Math.floor(i / 2) % PHONE_FORMS.length]!, separator: TITLE_SEPARATORS[i % TITLE_SEPARATORS.length]!, longDegrees: i % 7 >= 4,
      selfFirst: i % 6 === 0, longBullets: i % 4 === 2, nameDetails: i % 4 === 3, nameTitle: i % 9 === 5,
      workPlace: i % 5 === 2, undatedProjects: i % 11 === 7, pageNumbers: i % 6 === 1,
    },
  };
}

/** `count` resumes (at least 40 in the bench); every layout meets every date form. */
export function makeCorpus(count = 120, seed = 20261124): TrueResume[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => makeOne(rng, i));
}
