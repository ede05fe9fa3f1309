import { screen } from '@testing-library/react';
import { api } from '@campus/shared-utils/student';
import { failed, logIn, ok, publishSite, recordDialogs, renderRoute, resetBus, siteInfo, studentLogsIn } from '@campus/shared-utils/testing';
import userEvent from '@testing-library/user-event';
import { assessmentResult, questions } from '../testing/fixtures';
import { CareerIntroPage } from './intro-page';

beforeEach(() => {
  resetBus();
  publishSite(siteInfo({ is_ai_career_planning: 1 }));
});
afterEach(() => jest.restoreAllMocks());

describe('CareerIntroPage', () => {
  it('leads to the assessment first (continuing it), and to the book once there is a result', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.career, 'assessmentQuestions').mockResolvedValue(ok(questions(14, 5)));
    const result = jest.spyOn(api.career, 'assessmentResult').mockResolvedValue(failed('测评结果不存在', 46007));
    jest.spyOn(api.career, 'books').mockResolvedValue(ok({ list: [] }));
    const { unmount } = renderRoute('/subApp/aiCareerPlanningBookIntroduce', <CareerIntroPage />);
    expect(await screen.findByRole('link', { name: '继续测评（已答 5/14）' })).toHaveAttribute('href', '#/subApp/occupationAssessmentResult');
    expect(screen.getByRole('button', { name: '生成职业规划书' })).toBeDisabled();
    expect(screen.getByText('请先完成职业测评，再生成职业规划书')).toBeInTheDocument();
    unmount();

    result.mockResolvedValue(ok(assessmentResult()));
    jest.spyOn(api.career, 'books').mockResolvedValue(ok({ list: [{ id: 4, riasec_code: 'SAE', created_at: Date.UTC(2026, 10, 24) }] }));
    renderRoute('/subApp/aiCareerPlanningBookIntroduce', <CareerIntroPage />);
    expect(await screen.findByText('已完成，你的职业兴趣代码是 SAE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '生成职业规划书' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '查看' })).toHaveAttribute('href', '#/subApp/aiCareerPlanningBookResult?id=4&type=1');
  });

  it('asks a visitor to log in, then opens the assessment without a second press', async () => {
    jest.spyOn(api.career, 'assessmentQuestions').mockResolvedValue(ok(questions(14, 0)));
    jest.spyOn(api.career, 'assessmentResult').mockResolvedValue(failed('测评结果不存在', 46007));
    jest.spyOn(api.career, 'books').mockResolvedValue(ok({ list: [] }));
    const dialogs = recordDialogs();
    const view = renderRoute('/subApp/aiCareerPlanningBookIntroduce', <CareerIntroPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: '开始测评' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    studentLogsIn();
    expect(view.pathname()).toBe('/subApp/occupationAssessmentResult');
    dialogs.stop();
  });
});
