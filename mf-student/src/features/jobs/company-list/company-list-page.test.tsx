import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { resetBus } from '@campus/shared-utils/testing';
import { companyItems, failed, filterOptions, ok } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { CompanyListPage } from './company-list-page';

beforeEach(() => {
  resetBus();
  jest.spyOn(api.jobs, 'filterOptions').mockResolvedValue(ok(filterOptions()));
});
afterEach(() => jest.restoreAllMocks());

const open = (at: string) => renderRoute(at.split('?')[0]!, <CompanyListPage />, at);
const page = (n: number, total = n) => ok({ list: companyItems(n), page: 1, page_size: 20, total });

describe('CompanyListPage', () => {
  it('lists companies with the URL’s filters and writes changes back from page 1', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(api.jobs, 'companies').mockResolvedValue(page(20, 64));
    const { search } = open('/companyList?industry=金融&page=2');
    expect(await screen.findByRole('link', { name: '云帆数据科技有限公司1' })).toHaveAttribute('href', '/companyDetailPage?id=1');
    expect(list).toHaveBeenCalledWith({ industry: '金融', page: 2, page_size: 20 });
    expect(screen.getByText(/家企业/)).toHaveTextContent('共 64 家企业');
    expect(screen.getByRole('combobox', { name: '行业' })).toHaveValue('金融');
    await user.click(within(screen.getByRole('group', { name: '所在城市' })).getByRole('button', { name: '上海' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '公司规模' }), '1000-9999人');
    await user.type(screen.getByRole('searchbox', { name: '搜索企业' }), '银行{Enter}');
    expect(Object.fromEntries(search())).toEqual({ industry: '金融', city: '上海', company_size: '1000-9999人', keyword: '银行' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ keyword: '银行', industry: '金融', company_size: '1000-9999人', city: '上海', page: 1, page_size: 20 }));
  });

  it('titles a zone list and keeps its zone when filters are cleared', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.jobs, 'companies').mockResolvedValue(page(2));
    jest.spyOn(api.jobs, 'zone').mockResolvedValue(ok({ id: 3, kind: 'company' as const, title: '央国企', intro: '', count: 12 }));
    const { search } = open('/subApp/companyList?zoneid=3&title=央国企专区&city=上海');
    expect(await screen.findByRole('heading', { level: 1, name: '央国企专区' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '云帆数据科技有限公司1' })).toHaveAttribute('href', '/subApp/companyDetailPage?id=1');
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(Object.fromEntries(search())).toEqual({ zoneid: '3', title: '央国企专区' });
  });

  it('says when no company matches, and shows failures with a retry', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(api.jobs, 'companies').mockResolvedValueOnce(page(0)).mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(page(1));
    const view = open('/companyList?keyword=火星');
    expect(await screen.findByText('没有找到符合条件的企业')).toBeInTheDocument();
    view.unmount();
    open('/companyList');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '云帆数据科技有限公司1' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(3);
  });
});
