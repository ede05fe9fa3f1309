import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { resetBus } from '@campus/shared-utils/testing';
import { failed, ok, positionDetail } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { PositionDetailPage } from './position-detail-page';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const open = (at: string) => renderRoute(at.split('?')[0]!, <PositionDetailPage />, at);

describe('PositionDetailPage', () => {
  it('shows the position, its company card and similar positions', async () => {
    const load = jest.spyOn(api.jobs, 'positionDetail').mockResolvedValue(ok(positionDetail()));
    open('/job?id=7');
    expect(screen.getByRole('status')).toHaveTextContent('职位加载中…');
    expect(await screen.findByRole('heading', { level: 1, name: '前端开发工程师7' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(7);
    expect(screen.getByRole('region', { name: '前端开发工程师7' })).toHaveTextContent('12-18K·13薪');
    const facts = screen.getByRole('region', { name: '职位信息' });
    expect(within(facts).getByText('杭州·西湖区')).toBeInTheDocument();
    expect(within(facts).getByText('5人')).toBeInTheDocument();
    expect(within(facts).getByRole('list', { name: '职位福利' })).toHaveTextContent('五险一金弹性工作');
    // the employer's text is shown as text: markup stays visible and inert
    expect(screen.getByRole('region', { name: '职位描述' })).toHaveTextContent('2. <b>参与</b>组件库建设');
    expect(screen.getByRole('region', { name: '工作地址' })).toHaveTextContent('杭州市西湖区文三路 100 号');
    expect(screen.getByRole('link', { name: '星河科技有限公司' })).toHaveAttribute('href', '/companyDetailPage?id=9');
    expect(screen.getByRole('link', { name: '查看公司全部 12 个在招职位' })).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: '相似职位' });
    expect(within(similar).getByRole('link', { name: '前端开发工程师20' })).toHaveAttribute('href', '/job?id=20');
  });

  it('keeps links in the sub-application chapter', async () => {
    jest.spyOn(api.jobs, 'positionDetail').mockResolvedValue(ok(positionDetail({ similar: [] })));
    open('/subApp/job?id=7');
    expect(await screen.findByRole('link', { name: '星河科技有限公司' })).toHaveAttribute('href', '/subApp/companyDetailPage?id=9');
    expect(screen.queryByRole('region', { name: '相似职位' })).not.toBeInTheDocument();
  });

  it('says when the position no longer recruits', async () => {
    jest.spyOn(api.jobs, 'positionDetail').mockResolvedValue(ok(positionDetail({ status: 0 })));
    open('/job?id=7');
    expect(await screen.findByText('该职位已停止招聘')).toBeInTheDocument();
  });

  it('gives an unknown or malformed id a friendly not-found page', async () => {
    jest.spyOn(api.jobs, 'positionDetail').mockResolvedValue(failed('职位不存在或已下线', 42001));
    const first = open('/job?id=999');
    expect(await screen.findByRole('heading', { name: '职位不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看更多职位' })).toHaveAttribute('href', '#/positionList');
    first.unmount();
    open('/subApp/job?id=abc');
    expect(await screen.findByRole('heading', { name: '职位不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看更多职位' })).toHaveAttribute('href', '#/subApp/positionList');
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.jobs, 'positionDetail').mockResolvedValueOnce(failed('网络异常')).mockResolvedValueOnce(ok(positionDetail()));
    open('/job?id=7');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '前端开发工程师7' })).toBeInTheDocument();
  });
});
