import { render, screen, within } from '@testing-library/react';
import { api } from '@campus/shared-utils';
import { companies, failed, ok } from '../../../testing/fixtures';
import { RecruitingCompanies } from './recruiting-companies';

afterEach(() => jest.restoreAllMocks());

describe('RecruitingCompanies', () => {
  it('shows at most 39 companies, then a "more companies" tile opening the company list', async () => {
    jest.spyOn(api.home, 'getCompanies').mockResolvedValue(ok({ list: companies(45), total: 120 }));
    render(<RecruitingCompanies />);
    const region = await screen.findByRole('region', { name: '热招企业' });
    const tiles = within(region).getAllByRole('link');
    expect(tiles).toHaveLength(40);
    expect(tiles[0]).toHaveAttribute('href', '#/subApp/companyDetailPage?id=1');
    expect(tiles[0]).toHaveAttribute('target', '_blank');
    expect(tiles[39]).toHaveAccessibleName('更多企业');
    expect(tiles[39]).toHaveAttribute('href', '#/subApp/companyList');
  });

  it('shows name, industry, size and the open positions, 1000 or more with a k suffix', async () => {
    jest.spyOn(api.home, 'getCompanies').mockResolvedValue(ok({ list: companies(2), total: 2 }));
    render(<RecruitingCompanies />);
    const first = (await screen.findAllByRole('link'))[0]!;
    expect(within(first).getByText('企业1')).toHaveAttribute('title', '企业1有限公司');
    expect(within(first).getByText('软件开发 · 100-499人')).toBeInTheDocument();
    expect(within(first).getByText('1.5k个在招职位')).toBeInTheDocument();
    expect(screen.getByText('12个在招职位')).toBeInTheDocument();
  });

  it('says 请求失败 when the call fails', async () => {
    jest.spyOn(api.home, 'getCompanies').mockResolvedValue(failed());
    render(<RecruitingCompanies />);
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
  });
});
