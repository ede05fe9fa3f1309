import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type JobIntention } from '@campus/shared-utils/student';
import { logIn, recordDialogs, resetBus } from '@campus/shared-utils/testing';
import { filterOptions } from '../../../testing/job-filter-options';
import { failed, ok, page, recommended } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { JobRecommendPage } from './job-recommend-page';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const intention = (over: Partial<JobIntention> = {}): JobIntention => ({ categories: ['前端开发'], cities: ['杭州'], salary_min: 8000, salary_max: 12000, nature: 1, version: 2, updated_at: 1, ...over });
// the intention editor offers the site's categories; this one adds Java开发 to pick
const options = () =>
  filterOptions({
    categories: [
      { value: 'fe', label: '前端开发', group: '技术' },
      { value: 'java', label: 'Java开发', group: '技术' },
      { value: 'acc', label: '会计', group: '财务' },
    ],
  });

describe('JobRecommendPage', () => {
  it('shows a visitor popular positions and an invitation to log in (jump mode 8)', async () => {
    jest.spyOn(api.mine, 'getRecommend').mockResolvedValue(ok({ ...page([recommended(1, ['热门职位：近30天有3位同学投递或收藏'])]), mode: 'popular' as const }));
    const intentionCall = jest.spyOn(api.resume, 'getPositionIntention');
    const dialogs = recordDialogs();
    renderAt(<JobRecommendPage />, '/jobRecommend');
    expect(screen.getByRole('heading', { name: '热门职位' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在为你挑选职位…');
    const list = await screen.findByRole('list', { name: '热门职位' });
    expect(within(list).getByRole('list', { name: '推荐理由' })).toHaveTextContent('热门职位：近30天有3位同学投递或收藏');
    await userEvent.setup().click(screen.getByRole('button', { name: '学生登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 8 }]);
    expect(intentionCall).not.toHaveBeenCalled();
    dialogs.stop();
  });

  it('shows a student the intention and ranked positions with reasons; editing the intention reloads them', async () => {
    logIn({ state: 1, userId: '7' });
    const user = userEvent.setup();
    const reasons = ['匹配你的意向职位：前端开发', '匹配你的意向城市：杭州'];
    const load = jest.spyOn(api.mine, 'getRecommend').mockResolvedValue(ok({ ...page([recommended(1, reasons)]), mode: 'intention' as const }));
    jest.spyOn(api.resume, 'getPositionIntention').mockResolvedValue(ok(intention()));
    jest.spyOn(api.jobs, 'filterOptions').mockResolvedValue(ok(options()));
    const save = jest.spyOn(api.resume, 'savePositionIntention').mockResolvedValue(ok(intention({ categories: ['前端开发', 'Java开发'], version: 3 })));
    renderAt(<JobRecommendPage />, '/subApp/jobRecommend');

    const summary = await screen.findByRole('region', { name: '我的求职意向' });
    expect(summary).toHaveTextContent('期望职位前端开发');
    expect(summary).toHaveTextContent('期望月薪8000-12000元/月');
    expect(summary).toHaveTextContent('工作性质校招');
    const list = await screen.findByRole('list', { name: '推荐职位' });
    expect(within(list).getByRole('link', { name: '前端开发工程师1' })).toHaveAttribute('href', '#/subApp/job?id=1');
    expect(within(list).getAllByRole('listitem').filter((li) => reasons.includes(li.textContent ?? ''))).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '编辑求职意向' }));
    await user.click(await screen.findByRole('button', { name: 'Java开发' }));
    await user.click(screen.getByRole('button', { name: '保存求职意向' }));
    expect(save).toHaveBeenCalledWith({ categories: ['前端开发', 'Java开发'], cities: ['杭州'], salary_min: 8000, salary_max: 12000, nature: 1, version: 2 });
    expect(await screen.findByRole('region', { name: '我的求职意向' })).toHaveTextContent('前端开发、Java开发');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('opens the editor for a student without an intention and checks it before saving', async () => {
    logIn({ state: 1, userId: '7' });
    const user = userEvent.setup();
    jest.spyOn(api.mine, 'getRecommend').mockResolvedValue(ok({ ...page([]), mode: 'popular' as const }));
    jest.spyOn(api.resume, 'getPositionIntention').mockResolvedValue(ok(intention({ categories: [], cities: [], salary_min: 0, salary_max: 0, nature: 0, version: 0 })));
    jest.spyOn(api.jobs, 'filterOptions').mockResolvedValue(ok(options()));
    const save = jest.spyOn(api.resume, 'savePositionIntention');
    renderAt(<JobRecommendPage />, '/jobRecommend');
    expect(await screen.findByRole('heading', { name: '设置求职意向，获取更精准的推荐' })).toBeInTheDocument();
    expect(await screen.findByText('暂时没有可推荐的职位')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存求职意向' }));
    expect(screen.getByText('请至少选择一个期望职位')).toBeInTheDocument();
    expect(screen.getByText('请至少选择一个期望城市')).toBeInTheDocument();
    expect(screen.getByText('请选择工作性质')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    // a city the list does not offer can be typed in
    await user.type(screen.getByRole('textbox', { name: '搜索期望城市' }), '嘉兴{Enter}');
    expect(screen.getByRole('list', { name: '已选期望城市' })).toHaveTextContent('嘉兴');
  });

  it('invites another role to switch identity, and shows a failed list with a retry', async () => {
    logIn({ state: 4, userId: '3' });
    jest.spyOn(api.mine, 'getRecommend').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok({ ...page([recommended(2, ['最新发布'])]), mode: 'popular' as const }));
    const dialogs = recordDialogs();
    const user = userEvent.setup();
    renderAt(<JobRecommendPage />, '/jobRecommend');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '前端开发工程师2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '切换为学生' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
    dialogs.stop();
  });
});
