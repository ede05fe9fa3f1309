import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { failed, logIn, ok, publishSite, renderRoute, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { book } from '../testing/fixtures';
import { CareerBookPage } from './book-page';

beforeEach(() => {
  resetBus();
  publishSite(siteInfo({ is_ai_career_planning: 1 }));
  logIn({ state: 1, userId: '7' });
});
afterEach(() => jest.restoreAllMocks());

describe('CareerBookPage', () => {
  it('shows the book with the student’s name and code on its cover, the plan by term with links, and prints it', async () => {
    jest.spyOn(api.career, 'book').mockResolvedValue(ok(book()));
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderRoute('/subApp/aiCareerPlanningBookResult', <CareerBookPage />, '/subApp/aiCareerPlanningBookResult?id=4&type=1');
    expect(await screen.findByRole('heading', { level: 1, name: '李明的职业生涯规划书' })).toBeInTheDocument();
    expect(screen.getByText('职业兴趣代码：SAE')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: '三、行动计划' });
    expect(within(plan).getByText('考取教师资格证')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: '参加春季双选会' })).toHaveAttribute('href', '#/jobFair?id=2');
    expect(screen.getByText('待提升：教师资格证')).toBeInTheDocument();
    expect(screen.getByText('暂无匹配的在招职位')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '打印 / 导出PDF' }));
    expect(print).toHaveBeenCalled();
  });

  it('reads another student’s book as not found', async () => {
    jest.spyOn(api.career, 'book').mockResolvedValue(failed('职业规划书不存在', 46009));
    renderRoute('/subApp/aiCareerPlanningBookResult', <CareerBookPage />, '/subApp/aiCareerPlanningBookResult?id=99&type=1');
    expect(await screen.findByRole('heading', { name: '职业规划书不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回职业规划书首页' })).toHaveAttribute('href', '#/subApp/aiCareerPlanningBookIntroduce');
  });

  it('heads the plan of a student past graduation as a job-search plan, by its windows', async () => {
    const plan = [{ term: '2027年春招（3-5月）', actions: [{ kind: 'job' as const, text: '参加春招：留意国企、事业单位和企业校招岗位的报名条件', link: '' }] }];
    jest.spyOn(api.career, 'book').mockResolvedValue(ok(book({ plan_kind: 'job_search', plan })));
    renderRoute('/subApp/aiCareerPlanningBookResult', <CareerBookPage />, '/subApp/aiCareerPlanningBookResult?id=4&type=1');
    const section = await screen.findByRole('region', { name: '三、求职计划' });
    expect(within(section).getByRole('heading', { level: 3, name: '2027年春招（3-5月）' })).toBeInTheDocument();
    expect(within(section).getByText('参加春招：留意国企、事业单位和企业校招岗位的报名条件')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '三、行动计划' })).not.toBeInTheDocument();
  });
});
