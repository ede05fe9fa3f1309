import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { publishSite, resetBus, schoolSite } from '@campus/shared-utils/testing';
import { companyItems, failed, ok, positionItems, positionPage } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { CollegeCompanyPage, CollegeJobfairPage, CollegePositionPage } from './college-pages';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const DAY = 86_400_000;

describe('college lists', () => {
  it('list this site’s positions with the three college tabs, paged in the URL', async () => {
    const user = userEvent.setup();
    publishSite(schoolSite());
    const load = jest.spyOn(api.jobs, 'collegePositions').mockResolvedValue(ok(positionPage(positionItems(20), { total: 41 })));
    const { search } = renderRoute('/subApp/collegePosition', <CollegePositionPage />, '/subApp/collegePosition?from=0');
    expect(await screen.findByRole('link', { name: '前端开发工程师1' })).toHaveAttribute('href', '/subApp/job?id=1');
    expect(load).toHaveBeenCalledWith({ page: 1, page_size: 20 });
    const tabs = screen.getByRole('navigation', { name: '院系栏目' });
    expect(tabs).toHaveTextContent('院系职位院系企业院系招聘会');
    expect(screen.getByRole('link', { name: '院系职位' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '院系企业' })).toHaveAttribute('href', '/subApp/collegeCompany?from=1');
    // the job fair list has no chapter of its own: a top-level link
    expect(screen.getByRole('link', { name: '院系招聘会' })).toHaveAttribute('href', '/collegeJobfair?from=2');
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(search().get('page')).toBe('3');
    expect(load).toHaveBeenLastCalledWith({ page: 3, page_size: 20 });
  });

  it('list the companies', async () => {
    jest.spyOn(api.jobs, 'collegeCompanies').mockResolvedValue(ok({ list: companyItems(2), page: 1, page_size: 20, total: 2 }));
    renderRoute('/collegeCompany', <CollegeCompanyPage />, '/collegeCompany?from=1');
    expect(await screen.findByRole('link', { name: '云帆数据科技有限公司1' })).toHaveAttribute('href', '/companyDetailPage?id=1');
    expect(screen.getByText(/个企业/)).toHaveTextContent('共 2 个企业');
  });

  it('list the job fairs with their state, linking to the job fair page', async () => {
    const now = Date.now();
    const fair = (id: number, start: number, title: string) => ({ id, title, kind: 'offline' as const, place: '体育馆', organiser: '', thumbnail_url: '/static/home/fair/1.svg', start_at: start, end_at: start + 7 * 3_600_000 });
    jest.spyOn(api.jobs, 'collegeJobFairs').mockResolvedValue(ok({ list: [fair(1, now + 3 * DAY, '春季双选会'), fair(2, now - 30 * DAY, '秋季双选会')], page: 1, page_size: 20, total: 2 }));
    renderRoute('/collegeJobfair', <CollegeJobfairPage />, '/collegeJobfair?from=2');
    expect(await screen.findByRole('link', { name: '春季双选会' })).toHaveAttribute('href', '#/jobFair?id=1');
    expect(screen.getByRole('article', { name: '春季双选会' })).toHaveTextContent('即将开始');
    expect(screen.getByRole('article', { name: '秋季双选会' })).toHaveTextContent('已结束');
  });

  it('say when a list is empty, and explain the lists on a site that is not a school site', async () => {
    jest.spyOn(api.jobs, 'collegeJobFairs').mockResolvedValue(ok({ list: [], page: 1, page_size: 20, total: 0 }));
    const view = renderRoute('/collegeJobfair', <CollegeJobfairPage />, '/collegeJobfair');
    expect(await screen.findByText('暂无招聘会')).toBeInTheDocument();
    view.unmount();
    jest.spyOn(api.jobs, 'collegePositions').mockResolvedValue(failed('该站点不是学校站点', 40402));
    renderRoute('/collegePosition', <CollegePositionPage />, '/collegePosition');
    expect(await screen.findByRole('heading', { name: '院系栏目仅在学校站点提供' })).toBeInTheDocument();
  });

  it('show a failure with a retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.jobs, 'collegeCompanies').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok({ list: companyItems(1), page: 1, page_size: 20, total: 1 }));
    renderRoute('/collegeCompany', <CollegeCompanyPage />, '/collegeCompany');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '云帆数据科技有限公司1' })).toBeInTheDocument();
  });
});
