import { screen, within } from '@testing-library/react';
import { api } from '@campus/shared-utils/student';
import { logIn, ok, publishSite, renderRoute, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { interviewResult } from '../testing/fixtures';
import { InterviewResultPage } from './result-page';

beforeEach(() => {
  resetBus();
  publishSite(siteInfo({ is_ai_interview: 1 }));
  logIn({ state: 1, userId: '7' });
});
afterEach(() => jest.restoreAllMocks());

describe('InterviewResultPage', () => {
  it('shows the score, each dimension explained, and each answer beside a stronger one', async () => {
    jest.spyOn(api.career, 'interviewResult').mockResolvedValue(ok(interviewResult()));
    renderRoute('/subApp/aiInterviewResult', <InterviewResultPage />, '/subApp/aiInterviewResult?id=3');
    expect(await screen.findByRole('figure', { name: '综合得分 58分' })).toBeInTheDocument();
    expect(screen.getByText('具体事例 / STAR 40分')).toBeInTheDocument();
    expect(screen.getByText('第2题没有具体事例')).toBeInTheDocument();
    const weak = screen.getByRole('listitem', { name: '第2题 遇到冲突怎么办' });
    expect(within(weak).getByText('20分')).toBeInTheDocument();
    expect(within(weak).getByText('超时')).toBeInTheDocument();
    expect(within(weak).getByText('沟通。')).toBeInTheDocument();
    expect(within(weak).getByText('在一次课程项目中……')).toBeInTheDocument();
    expect(within(weak).getByText('未提及：具体事例、结果')).toBeInTheDocument();
    expect(within(weak).getByText('评语：没有具体事例；回答过短')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打印报告' })).toBeInTheDocument();
  });

  it('labels a follow-up by the question it follows and never counts it as a question', async () => {
    jest.spyOn(api.career, 'interviewResult').mockResolvedValue(ok(interviewResult()));
    renderRoute('/subApp/aiInterviewResult', <InterviewResultPage />, '/subApp/aiInterviewResult?id=3');
    const reviews = await screen.findByRole('region', { name: '逐题点评' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label')!.split(' ')[0])).toEqual(['第1题', '第2题', '第2题追问', '第3题']);
    const followUp = screen.getByRole('listitem', { name: '第2题追问 能讲讲当时你具体说了什么吗？' });
    expect(within(followUp).getByText('第2题追问')).toBeInTheDocument();
    expect(within(followUp).getByText('62分')).toBeInTheDocument();
    expect(screen.queryByText(/第4题/)).not.toBeInTheDocument();
  });
});
