import { answerAll, envelope, installFakeXhr } from '../testing/fake-xhr';
import { api } from '../student';

const xhr = installFakeXhr();

type Call = { name: string; run: () => Promise<unknown>; method: string; path: string; payload: Record<string, string> };

const calls: Call[] = [
  {
    name: 'searchPositions',
    run: () => api.jobs.searchPositions({ keyword: '前端', city: '杭州', graduation_year: 2026, hide_applied: 1, page: 2 }),
    method: 'POST',
    path: '/api/position/getlistbyselect',
    payload: { keyword: '前端', city: '杭州', graduation_year: '2026', hide_applied: '1', page: '2' },
  },
  { name: 'positionDetail', run: () => api.jobs.positionDetail(7), method: 'GET', path: '/api/position/getdetail', payload: { id: '7' } },
  { name: 'filterOptions', run: () => api.jobs.filterOptions(), method: 'GET', path: '/api/position/getfilteroptions', payload: {} },
  { name: 'zone', run: () => api.jobs.zone(4), method: 'POST', path: '/api/zone/get', payload: { zoneid: '4' } },
  { name: 'companies', run: () => api.jobs.companies({ industry: '金融', zoneid: 3 }), method: 'GET', path: '/api/company/getlist', payload: { industry: '金融', zoneid: '3' } },
  { name: 'companyDetail', run: () => api.jobs.companyDetail(9), method: 'GET', path: '/api/company/getdetail', payload: { id: '9' } },
  { name: 'companyPositions', run: () => api.jobs.companyPositions(9, { page: 2 }), method: 'POST', path: '/api/company/getpositionlist', payload: { company_id: '9', page: '2' } },
  { name: 'collegePositions', run: () => api.jobs.collegePositions({ page: 1 }), method: 'GET', path: '/api/position/getlistbycollege', payload: { page: '1' } },
  { name: 'collegeCompanies', run: () => api.jobs.collegeCompanies(), method: 'GET', path: '/api/company/getlistbycollege', payload: {} },
  { name: 'collegeJobFairs', run: () => api.jobs.collegeJobFairs(), method: 'GET', path: '/api/schoolcollege/jobfairlist', payload: {} },
];

describe('api.jobs', () => {
  it.each(calls)('$name calls $method $path', async ({ run, method, path, payload }) => {
    answerAll(envelope(0));
    await run();
    const request = xhr.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    const sent = method === 'GET' ? request.query : request.formBody;
    expect(Object.fromEntries(sent)).toEqual({ ...payload, public_source: '1' });
  });

  it('reads a position page, dropping malformed items and filling missing fields', async () => {
    answerAll(envelope(0, { list: [{ id: '7', title: '前端开发工程师', benefits: ['五险一金', 3], company: { id: 2, company_name: '星河科技' } }, 'junk'], page: 2, total: '41', total_capped: 1 }));
    await expect(api.jobs.searchPositions({})).resolves.toMatchObject({
      apiStatus: true,
      list: [{ id: 7, title: '前端开发工程师', salary_str: '', benefits: ['五险一金'], company: { id: 2, company_name: '星河科技', insize: '' } }],
      page: 2,
      page_size: 20,
      total: 41,
      total_capped: 1,
    });
  });

  it('reads a position detail with its company and similar positions', async () => {
    answerAll(envelope(0, { id: 7, title: '会计', status: 0, headcount: '3', company: { id: 2, address: '杭州市西湖区', position_count: 5 }, similar: [{ id: 8, title: '出纳' }] }));
    await expect(api.jobs.positionDetail(7)).resolves.toMatchObject({ id: 7, status: 0, headcount: 3, company: { id: 2, address: '杭州市西湖区', position_count: 5 }, similar: [{ id: 8, title: '出纳' }] });
  });

  it('passes a not-found failure through with its code', async () => {
    answerAll(envelope(42001, {}, '职位不存在或已下线'));
    await expect(api.jobs.positionDetail(1)).resolves.toMatchObject({ apiStatus: false, code: 42001, msg: '职位不存在或已下线' });
  });

  it('reads filter options and zones', async () => {
    answerAll(envelope(0, { categories: [{ value: 'fe', label: '前端开发', group: '技术' }], cities: [{ value: '杭州', label: '杭州' }], natures: null }));
    await expect(api.jobs.filterOptions()).resolves.toMatchObject({ categories: [{ value: 'fe', label: '前端开发', group: '技术' }], cities: [{ value: '杭州', label: '杭州' }], natures: [] });
    answerAll(envelope(0, { id: 4, kind: 'company', title: '央国企', count: 12 }));
    await expect(api.jobs.zone(4)).resolves.toMatchObject({ id: 4, kind: 'company', title: '央国企', intro: '', count: 12 });
  });
});
