import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { failed, logIn, ok, publishSite, renderRoute, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { filterOptions } from '../../../testing/job-filter-options';
import { assessmentResult, book, questions } from '../testing/fixtures';
import { AssessmentPage } from './assessment-page';

beforeEach(() => {
  resetBus();
  publishSite(siteInfo({ is_ai_career_planning: 1 }));
  logIn({ state: 1, userId: '7' });
  jest.spyOn(api.jobs, 'filterOptions').mockResolvedValue(ok(filterOptions()));
  jest.spyOn(toast, 'warning').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

describe('AssessmentPage', () => {
  it('continues where the student stopped, asks for the items left, then shows the result', async () => {
    const served = questions(14, 12);
    jest.spyOn(api.career, 'assessmentQuestions').mockResolvedValue(ok(served));
    const result = jest.spyOn(api.career, 'assessmentResult').mockResolvedValueOnce(failed('测评结果不存在', 46007)).mockResolvedValue(ok(assessmentResult()));
    const submit = jest.spyOn(api.career, 'submitAssessment').mockResolvedValue(ok({ answered: 14, total: 14, result_id: 8 }));
    const user = userEvent.setup();
    renderRoute('/subApp/occupationAssessmentResult', <AssessmentPage />, '/subApp/occupationAssessmentResult?from=5');

    // twelve answered: the second page opens
    expect(await screen.findByText('已答 12 / 14 题 · 第 2 / 2 页')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交测评' }));
    expect(toast.warning).toHaveBeenCalledWith('还有 2 题未作答');
    expect(submit).not.toHaveBeenCalledWith(expect.objectContaining({ final: 1 }));
    for (const n of [13, 14]) await user.click(within(screen.getByRole('group', { name: new RegExp(`题目${n}：`) })).getByRole('radio', { name: '比较符合' }));
    expect(screen.getByText('已答 14 / 14 题 · 第 2 / 2 页')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交测评' }));
    // the answers go back under the ids as served (opaque: the page never reads them)
    expect(submit).toHaveBeenLastCalledWith({ answers: served.items.map((item) => ({ id: item.id, value: 4 })), final: 1 });

    expect(await screen.findByLabelText('你的职业兴趣代码 SAE')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: /六种兴趣类型得分：.*社会型\(S\)90/ })).toBeInTheDocument();
    const teacher = screen.getByRole('listitem', { name: '中学教师' });
    // the site's category value once its lists are in
    await waitFor(() => expect(within(teacher).getByRole('link', { name: '会计' })).toHaveAttribute('href', `#/subApp/positionList?value=accountant&label=${encodeURIComponent('会计')}`));
    expect(within(teacher).getByText('3个在招职位')).toBeInTheDocument();
  });

  it('writes a career book from the result and opens it', async () => {
    jest.spyOn(api.career, 'assessmentQuestions').mockResolvedValue(ok(questions(14, 14)));
    jest.spyOn(api.career, 'assessmentResult').mockResolvedValue(ok(assessmentResult()));
    const create = jest.spyOn(api.career, 'createBook').mockResolvedValue(ok(book({ id: 12 })));
    jest.spyOn(api.user, 'getCommon').mockResolvedValue(failed());
    renderRoute('/subApp/occupationAssessmentResult', <AssessmentPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '生成职业规划书' }));
    expect(create).toHaveBeenCalled();
    expect(window.location.hash).toBe('#/subApp/aiCareerPlanningBookResult?id=12&type=1');
  });

  it('says which parts show no clear preference instead of leaving the bars to rank them', async () => {
    jest.spyOn(api.career, 'assessmentQuestions').mockResolvedValue(ok(questions(14, 14)));
    jest.spyOn(api.career, 'assessmentResult').mockResolvedValue(ok(assessmentResult({ flat: { interest: 1, values: 1, abilities: 0 } })));
    renderRoute('/subApp/occupationAssessmentResult', <AssessmentPage />);
    expect(await screen.findByText('六种兴趣类型得分接近，暂时没有明显偏好，兴趣代码仅供参考')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '职业价值观' })).getByText('各项价值观得分接近，暂时没有明显偏好')).toBeInTheDocument();
    expect(screen.queryByText('各项能力自评得分接近，暂时看不出明显的强项和短板')).not.toBeInTheDocument();
  });
});
