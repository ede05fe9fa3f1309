import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type CompanyDetail } from '@campus/shared-utils/student';
import { resetBus } from '@campus/shared-utils/testing';
import { companyItems, failed, ok, positionItems, positionPage } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { CompanyDetailPage } from './company-detail-page';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const open = (at: string) => renderRoute(at.split('?')[0]!, <CompanyDetailPage />, at);
const detail = (): CompanyDetail => ({ ...companyItems(1, 9)[0]!, position_count: 25, address: '上海市浦东新区张江路 1 号', intro: '云帆数据专注于企业数据服务。\n<script>x</script>', website: '', welfare: ['年终奖', '餐补'] });

describe('CompanyDetailPage', () => {
  it('shows the company, its facts and its open positions paged on the server', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.jobs, 'companyDetail').mockResolvedValue(ok(detail()));
    const positions = jest
      .spyOn(api.jobs, 'companyPositions')
      .mockResolvedValueOnce(ok(positionPage(positionItems(10), { total: 25 })))
      .mockResolvedValueOnce(ok(positionPage(positionItems(10, 11), { page: 2, total: 25 })));
    open('/companyDetailPage?id=9');
    expect(await screen.findByRole('heading', { level: 1, name: '云帆数据科技有限公司9' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '公司福利' })).toHaveTextContent('年终奖餐补');
    expect(screen.getByRole('region', { name: '公司介绍' })).toHaveTextContent('<script>x</script>');
    expect(screen.getByRole('region', { name: '基本信息' })).toHaveTextContent('上海市浦东新区张江路 1 号');
    const list = screen.getByRole('region', { name: '在招职位（25）' });
    expect(await within(list).findByRole('link', { name: '前端开发工程师1' })).toHaveAttribute('href', '/job?id=1');
    expect(positions).toHaveBeenCalledWith(9, { page: 1, page_size: 10 });
    await user.click(within(list).getByRole('button', { name: '第 2 页' }));
    expect(await within(list).findByRole('link', { name: '前端开发工程师11' })).toBeInTheDocument();
    expect(positions).toHaveBeenLastCalledWith(9, { page: 2, page_size: 10 });
  });

  it('says when the company has no open positions', async () => {
    jest.spyOn(api.jobs, 'companyDetail').mockResolvedValue(ok({ ...detail(), position_count: 0 }));
    jest.spyOn(api.jobs, 'companyPositions').mockResolvedValue(ok(positionPage([])));
    open('/subApp/companyDetailPage?id=9');
    expect(await screen.findByText('该企业暂无在招职位')).toBeInTheDocument();
  });

  it('gives an unknown company a friendly not-found page', async () => {
    jest.spyOn(api.jobs, 'companyDetail').mockResolvedValue(failed('企业不存在或已被移除', 42002));
    open('/companyDetailPage?id=404');
    expect(await screen.findByRole('heading', { name: '企业不存在或已被移除' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看更多企业' })).toHaveAttribute('href', '#/companyList');
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.jobs, 'companyDetail').mockResolvedValueOnce(failed('网络异常')).mockResolvedValueOnce(ok(detail()));
    jest.spyOn(api.jobs, 'companyPositions').mockResolvedValue(ok(positionPage([])));
    open('/companyDetailPage?id=9');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '云帆数据科技有限公司9' })).toBeInTheDocument();
  });
});
