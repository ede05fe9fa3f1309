import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { logIn, recordDialogs, resetBus } from '@campus/shared-utils/testing';
import { failed, favouriteCompany, favouritePosition, ok, page } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { MyCollectPage } from './my-collect-page';

beforeEach(() => {
  resetBus();
  jest.spyOn(toast, 'success').mockResolvedValue();
  jest.spyOn(toast, 'error').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

describe('MyCollectPage', () => {
  it('lists favourite positions, marks closed ones, and cancels one from the list', async () => {
    logIn({ state: 1, userId: '7' });
    const load = jest
      .spyOn(api.mine, 'getCollectPositions')
      .mockResolvedValueOnce(ok(page([favouritePosition(1), favouritePosition(2, { status: 0 })])))
      .mockResolvedValueOnce(ok(page([favouritePosition(2, { status: 0 })])));
    const cancel = jest.spyOn(api.mine, 'cancelCollect').mockResolvedValue(ok({ is_collect: 0 as const }));
    renderAt(<MyCollectPage />, '/myCollect');
    expect(screen.getByRole('heading', { name: '我的收藏' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载收藏的职位…');
    const list = await screen.findByRole('list', { name: '收藏的职位' });
    expect(within(list).getByRole('link', { name: '前端开发工程师1' })).toHaveAttribute('href', '#/job?id=1');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('已停止招聘');
    await userEvent.setup().click(screen.getByRole('button', { name: '取消收藏 前端开发工程师1' }));
    expect(cancel).toHaveBeenCalledWith('position', 1);
    expect(await screen.findByRole('button', { name: '取消收藏 前端开发工程师2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '前端开发工程师1' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('switches to the companies tab, with empty and error states', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.mine, 'getCollectPositions').mockResolvedValue(ok(page([])));
    const companies = jest.spyOn(api.mine, 'getCollectCompanies').mockResolvedValueOnce(failed('网络异常，请检查网络后重试', -1)).mockResolvedValueOnce(ok(page([favouriteCompany(3)])));
    const user = userEvent.setup();
    renderAt(<MyCollectPage />, '/subApp/myCollect');
    expect(await screen.findByText('还没有收藏的职位')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看职位' })).toHaveAttribute('href', '#/subApp/positionList');
    await user.click(screen.getByRole('tab', { name: '企业' }));
    expect(screen.getByRole('tab', { name: '企业' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    const list = await screen.findByRole('list', { name: '关注的企业' });
    expect(list).toHaveTextContent('在招职位 6 个');
    expect(within(list).getByRole('link', { name: '云帆数据3' })).toHaveAttribute('href', '#/subApp/companyDetailPage?id=3');
    expect(companies).toHaveBeenCalledTimes(2);
  });

  it('asks a visitor to log in and another role to switch identity, loading nothing', async () => {
    const load = jest.spyOn(api.mine, 'getCollectPositions');
    const dialogs = recordDialogs();
    const { unmount } = renderAt(<MyCollectPage />, '/myCollect');
    expect(screen.getByRole('heading', { name: '登录后即可查看我的收藏' })).toBeInTheDocument();
    unmount();
    logIn({ state: 3, userId: '2' });
    renderAt(<MyCollectPage />, '/myCollect');
    expect(screen.getByRole('heading', { name: '切换为学生身份登录后方可查看' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }, { kind: 'switchIdentity' }]);
    expect(load).not.toHaveBeenCalled();
    dialogs.stop();
  });
});
