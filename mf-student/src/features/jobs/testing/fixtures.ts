import type { CompanyItem, PositionDetail, PositionItem } from '@campus/shared-utils/student';

export { failed, ok } from '@campus/shared-utils/testing';
export { filterOptions } from '../../../testing/job-filter-options';

export function positionItems(n: number, start = 1): PositionItem[] {
  return Array.from({ length: n }, (_, i) => ({
    id: start + i,
    title: `前端开发工程师${start + i}`,
    salary_str: '12-18K·13薪',
    city: '杭州',
    work_addr: '杭州·西湖区',
    education: '本科',
    experience: '应届生',
    nature: '校招',
    period: '2026届',
    graduation_year: 2026,
    category_value: 'fe',
    category_label: '前端开发',
    position: '前端开发',
    benefits: ['五险一金', '弹性工作'],
    publish_at: Date.now(),
    company: { id: 9, logo_url: '/api/company/logo?text=x', company_name: '星河科技有限公司', industry: '互联网/IT', second_industry: '软件开发', insize: '500-999人', nature: '民营企业' },
  }));
}

export const positionPage = (list: PositionItem[], over: { page?: number; total?: number; total_capped?: 0 | 1 } = {}) => ({ list, page: 1, page_size: 20, total: list.length, total_capped: 0 as const, ...over });

export function positionDetail(over: Partial<PositionDetail> = {}): PositionDetail {
  const [base] = positionItems(1, 7);
  return {
    ...base!,
    headcount: 5,
    description: '1. 负责前端页面开发\n2. <b>参与</b>组件库建设',
    requirements: '1. 本科及以上学历',
    salary_min: 12000,
    salary_max: 18000,
    salary_months: 13,
    status: 1,
    company: { ...base!.company, city: '杭州', address: '杭州市西湖区文三路 100 号', position_count: 12 },
    similar: positionItems(2, 20),
    ...over,
  };
}

export function companyItems(n: number, start = 1): CompanyItem[] {
  return Array.from({ length: n }, (_, i) => ({
    id: start + i,
    logo_url: '/api/company/logo?text=c',
    company_name: `云帆数据科技有限公司${start + i}`,
    short_name: '云帆数据',
    industry: '互联网/IT',
    second_industry: '云计算/大数据',
    insize: '100-499人',
    nature: '民营企业',
    city: '上海',
    position_count: 6,
  }));
}

