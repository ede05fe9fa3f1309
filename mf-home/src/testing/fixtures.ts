import type { HomeCompany, HomeConfig, HomeLink, HomePosition, RecruitHotItem, ZoneItem } from '@campus/shared-utils';

/** Answers of the home calls for component tests (mocked at the api object). */

export { ok, failed } from '@campus/shared-utils/testing';

export function categories(n: number, hotEvery = 5): RecruitHotItem[] {
  return Array.from({ length: n }, (_, i) => ({ value: `c${i + 1}`, label: `分类${i + 1}`, period: '2026届', aliasName: '', isHot: i % hotEvery === 0 ? 1 : 0 }));
}

export function links(n: number, prefix = '活动'): HomeLink[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, img_url: `/static/home/banner/${i + 1}.svg`, jump_link: `https://example.com/${i + 1}`, title: `${prefix}${i + 1}` }));
}

export function companies(n: number): HomeCompany[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    logo_url: `/api/company/logo?text=c${i + 1}`,
    company_name: `企业${i + 1}有限公司`,
    short_name: `企业${i + 1}`,
    industry: '互联网/IT',
    second_industry: '软件开发',
    insize: '100-499人',
    nature: '民营企业',
    city: '上海',
    position_count: i === 0 ? 1500 : 12,
  }));
}

export function positions(n: number, start = 1): HomePosition[] {
  return Array.from({ length: n }, (_, i) => ({
    id: start + i,
    title: `职位${start + i}`,
    salary_str: '12-18K·13薪',
    city: '上海',
    work_addr: '上海·浦东新区',
    education: '本科',
    experience: '不限',
    nature: '校招',
    period: '2026届',
    graduation_year: 2026,
    category_value: 'fe',
    category_label: '前端开发',
    position: '前端开发',
    benefits: [],
    publish_at: 0,
    company: { id: 9, logo_url: '/api/company/logo?text=x', company_name: '星河科技有限公司', industry: '互联网/IT', second_industry: '软件开发', insize: '500-999人', nature: '民营企业' },
  }));
}

export function zoneItems(n: number, prefix: string, type: ZoneItem['config_type'] = 2): ZoneItem[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    icon: '/static/home/icon/code.svg',
    title: `${prefix}${i + 1}`,
    config_type: type,
    config_content: String(100 + i),
    config_content_details: { web_domain: '' },
  }));
}

const block = (label: string, title: string, show: 0 | 1 = 1) => ({ label, title, show });

/** A home config with every block filled and shown, in the seed's order. */
export function homeConfig(over: Partial<HomeConfig> = {}): HomeConfig {
  return {
    domainData: { head_img_url: '/static/home/school/head.svg', top_img: '/static/home/school/head-narrow.svg' },
    dataList: [
      { value: '326', label: '合作企业' },
      { value: '12800+', label: '在招岗位' },
      { value: '48', label: '本学期双选会' },
      { value: '96.3%', label: '去向落实率' },
      { value: '9', label: '第五项' },
    ],
    school_college_zone: Array.from({ length: 14 }, (_, i) => ({ id: i + 1, name: `学院${i + 1}`, thumbnail_url: `/static/home/college/${i}.svg`, domain: `c${i + 1}.school.localhost` })),
    companyArea: zoneItems(14, '企业专区'),
    big_four: zoneItems(13, '行业精选'),
    zoneThree: zoneItems(6, '就业指导', 4),
    zoneFour: zoneItems(13, '专题招聘', 5),
    show_all: 1,
    companyList: Array.from({ length: 18 }, (_, i) => ({ id: i + 1, logo_url: '/logo.svg', company_name: `推荐企业${i + 1}`, industry_label: '软件开发' })),
    recruitHot: '[]',
    school_job_fair_zone: Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      title: `双选会${i + 1}`,
      home_thumbnail_url: `/static/home/fair/${i + 1}.svg`,
      place: '体育馆',
      start_at: Date.UTC(2026, 11, 5, 1, 0),
      end_at: Date.UTC(2026, 11, 5, 8, 0),
    })),
    aboutus: JSON.stringify({ image: '/static/home/school/about.svg', title: '关于本届双选会', content: '本届双选会由学生就业指导中心主办。' }),
    exhibition: [
      block('dataConfig', '就业数据'),
      block('collegeZone', '院系专区'),
      block('zoneOne', '名企专区'),
      block('companyConfig', '推荐企业'),
      block('zoneTwo', '行业精选'),
      block('jobFair', '近期双选会'),
      block('zoneThree', '就业指导'),
      block('positionConfig', '最新职位'),
      block('zoneFour', '专题招聘'),
      block('aboutUs', '关于本届双选会'),
    ].map((b) => ({ ...b, show: b.show as 0 | 1 })),
    ...over,
  };
}
