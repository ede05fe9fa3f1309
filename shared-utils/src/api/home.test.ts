import { answerAll, envelope, installFakeXhr } from '../testing/fake-xhr';
import { api } from './api';
import { parseAboutUs, parseRecruitHot } from '../format/home-json';

const xhr = installFakeXhr();

type Call = { name: string; run: () => Promise<unknown>; method: string; path: string; payload: Record<string, string> };

const calls: Call[] = [
  { name: 'getResource', run: () => api.home.getResource(), method: 'GET', path: '/api/site/gethomeresource', payload: {} },
  { name: 'getCompanies', run: () => api.home.getCompanies(), method: 'GET', path: '/api/company/gethomeresource', payload: {} },
  { name: 'getPositions', run: () => api.home.getPositions({ page: 2, page_size: 18 }), method: 'GET', path: '/api/position/gethomeresource', payload: { page: '2', page_size: '18' } },
  { name: 'getConfig', run: () => api.home.getConfig('school.localhost'), method: 'POST', path: '/api/site/gethomeconfig', payload: { domain: 'school.localhost' } },
  { name: 'getCollegeConfig', run: () => api.home.getCollegeConfig('dept.school.localhost'), method: 'POST', path: '/api/schoolcollege/gethomeconfig', payload: { domain: 'dept.school.localhost' } },
];

describe('api.home', () => {
  it.each(calls)('$name calls $method $path', async ({ run, method, path, payload }) => {
    answerAll(envelope(0));
    await run();
    const request = xhr.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    const sent = method === 'GET' ? request.query : request.formBody;
    expect(Object.fromEntries(sent)).toEqual({ ...payload, public_source: '1' });
  });

  it('reads the new-home resources, dropping malformed items', async () => {
    answerAll(
      envelope(0, {
        banner_list: [{ id: '1', img_url: '/static/home/banner/1.svg', jump_link: 'https://example.com/a', title: '春招' }, 'junk'],
        company_famous_list: null,
        recruit_hot: '[{"value":"fe","label":"前端开发","isHot":1}]',
      }),
    );
    await expect(api.home.getResource()).resolves.toMatchObject({
      apiStatus: true,
      banner_list: [{ id: 1, img_url: '/static/home/banner/1.svg', jump_link: 'https://example.com/a', title: '春招' }],
      company_famous_list: [],
      recruit_hot: '[{"value":"fe","label":"前端开发","isHot":1}]',
    });
  });

  it('reads a position chunk with its company, and has_more only when the server says so', async () => {
    answerAll(
      envelope(0, {
        list: [{ id: 7, title: '前端开发工程师', salary_str: '12-18K', work_addr: '上海·浦东新区', position: '前端开发', period: '2026届', company: { id: 3, company_name: '星河科技', insize: '100-499人' } }],
        page: 1,
        page_size: 18,
        total: '1500',
        has_more: true,
      }),
    );
    const page = await api.home.getPositions({ page: 1 });
    expect(page).toMatchObject({ apiStatus: true, total: 1500, has_more: true, page: 1 });
    expect(page.apiStatus && page.list[0]?.company).toEqual({ id: 3, logo_url: '', company_name: '星河科技', industry: '', second_industry: '', insize: '100-499人', nature: '' });
    answerAll(envelope(0, { list: 'x', has_more: 'yes' }));
    await expect(api.home.getPositions({ page: 2 })).resolves.toMatchObject({ list: [], has_more: false });
  });

  it('reads the home config with typed zone items and the exhibition list', async () => {
    answerAll(
      envelope(0, {
        domainData: { head_img_url: '/static/home/school/head.svg' },
        dataList: [{ value: 1200, label: '在招岗位' }],
        companyArea: [{ id: 1, title: '名企专区', config_type: '2', config_content: 5, config_content_details: { web_domain: '' } }, { id: 2, config_type: 9 }],
        show_all: '1',
        exhibition: '[{"label":"dataConfig","show":1,"title":"数据"}]',
      }),
    );
    const config = await api.home.getConfig('school.localhost');
    expect(config).toMatchObject({
      apiStatus: true,
      domainData: { head_img_url: '/static/home/school/head.svg', top_img: '' },
      dataList: [{ value: '1200', label: '在招岗位' }],
      show_all: 1,
      school_college_zone: [],
      exhibition: [{ label: 'dataConfig', show: 1, title: '数据' }],
    });
    expect(config.apiStatus && config.companyArea.map((z) => [z.config_type, z.config_content])).toEqual([
      [2, '5'],
      [1, ''],
    ]);
  });

  it('passes a failure through with its message', async () => {
    answerAll(envelope(40001, {}, '参数错误：domain 格式不正确'));
    await expect(api.home.getConfig('bad host')).resolves.toEqual({ apiStatus: false, code: 40001, msg: '参数错误：domain 格式不正确' });
  });
});

describe('parseRecruitHot', () => {
  it('reads categories and keeps only complete ones', () => {
    const text = JSON.stringify([
      { value: 'fe', label: '前端开发', period: '2026届', aliasName: '前端', isHot: 1 },
      { value: 'acc', label: '会计', isHot: '0' },
      { value: '', label: '无值' },
      42,
    ]);
    expect(parseRecruitHot(text)).toEqual([
      { value: 'fe', label: '前端开发', period: '2026届', aliasName: '前端', isHot: 1 },
      { value: 'acc', label: '会计', period: '', aliasName: '', isHot: 0 },
    ]);
  });

  it.each(['', '{not json', '{"value":"x"}', 'null'])('survives malformed text %j', (text) => {
    expect(parseRecruitHot(text)).toEqual([]);
  });
});

describe('parseAboutUs', () => {
  it('reads the image with optional title and text', () => {
    expect(parseAboutUs('{"image":"/static/home/school/about.svg","title":"关于本届双选会"}')).toEqual({ image: '/static/home/school/about.svg', title: '关于本届双选会', content: '' });
  });

  it.each(['', '[1]', '{"title":"无图"}', '{broken'])('gives null for %j', (text) => {
    expect(parseAboutUs(text)).toBeNull();
  });
});
