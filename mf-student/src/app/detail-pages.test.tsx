import { screen, within } from '@testing-library/react';
import { api } from '@campus/shared-utils/student';
import { logIn, resetBus } from '@campus/shared-utils/testing';
import { companyItems, ok, positionDetail, positionItems, positionPage } from '../features/jobs/testing/fixtures';
import { applied } from '../features/mine/testing/fixtures';
import { renderRoute } from '@campus/shared-utils/testing';
import { detailPages } from './detail-pages';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

describe('the composed detail pages', () => {
  it('puts the apply and favourite controls beside a position title', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.jobs, 'positionDetail').mockResolvedValue(ok(positionDetail()));
    jest.spyOn(api.mine, 'getDeliverStatus').mockResolvedValue(ok(applied({ is_collect: 1 })));
    renderRoute('/job', <>{detailPages['/job']}</>, '/job?id=7');
    const header = await screen.findByRole('region', { name: '前端开发工程师7' });
    expect(await within(header).findByRole('button', { name: /已投递/ })).toBeDisabled();
    expect(within(header).getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the follow control beside a company name, in the sub-application chapter too', async () => {
    jest.spyOn(api.jobs, 'companyDetail').mockResolvedValue(ok({ ...companyItems(1, 9)[0]!, address: '', intro: '', website: '', welfare: [] }));
    jest.spyOn(api.jobs, 'companyPositions').mockResolvedValue(ok(positionPage(positionItems(1))));
    renderRoute('/subApp/companyDetailPage', <>{detailPages['/subApp/companyDetailPage']}</>, '/subApp/companyDetailPage?id=9');
    const header = await screen.findByRole('region', { name: '云帆数据科技有限公司9' });
    expect(within(header).getByRole('button', { name: '关注企业' })).toHaveAttribute('aria-pressed', 'false');
  });
});
