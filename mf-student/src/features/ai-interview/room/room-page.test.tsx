import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { failed, logIn, ok, publishSite, renderRoute, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { interviewResult, question, session } from '../testing/fixtures';
import { InterviewRoomPage } from './room-page';

beforeEach(() => {
  resetBus();
  publishSite(siteInfo({ is_ai_interview: 1 }));
  logIn({ state: 1, userId: '7' });
  jest.spyOn(toast, 'warning').mockResolvedValue();
  jest.spyOn(toast, 'info').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

const at = '/subApp/interviewRoom?id=3';

describe('InterviewRoomPage', () => {
  it('resumes the interview where the server says, asks a follow-up, and opens the report after the last answer', async () => {
    jest.spyOn(api.career, 'interview').mockResolvedValue(ok(session({ answered: 1, current: question(1) })));
    const answer = jest
      .spyOn(api.career, 'answer')
      .mockResolvedValueOnce(ok({ session: session({ answered: 2, current: question(2, { number: 2, text: '能举一个具体的例子吗？', follow_up: 1 }) }), cut: 0, late: 0 }))
      .mockResolvedValueOnce(ok({ session: session({ answered: 3, current: null }), cut: 1, late: 1 }));
    // a model's feedback streams in while the report is made
    let done = () => {};
    const finish = jest.spyOn(api.career, 'finishInterview').mockImplementation((_id, onDelta) => {
      onDelta?.('回答有条理，');
      return new Promise((resolve) => (done = () => resolve(ok(interviewResult()))));
    });
    const user = userEvent.setup();
    renderRoute('/subApp/interviewRoom', <InterviewRoomPage />, at);

    expect(await screen.findByRole('heading', { name: '请介绍一次你解决困难的经历（2）' })).toBeInTheDocument();
    expect(screen.getByText('第 2 题 / 共 3 题')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '已答 1 题 / 共 3 题' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/剩余 [12]:\d\d/);
    await user.type(screen.getByLabelText('你的回答'), '沟通解决');
    await user.click(screen.getByRole('button', { name: '提交回答' }));
    expect(answer).toHaveBeenCalledWith(expect.objectContaining({ id: 3, index: 1, answer: '沟通解决' }));

    // the follow-up belongs to question 2: the counter stays on it and does not count it as a question
    expect(await screen.findByRole('heading', { name: '能举一个具体的例子吗？' })).toBeInTheDocument();
    expect(screen.getByText('追问')).toBeInTheDocument();
    expect(screen.getByText('第 2 题 / 共 3 题')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '已答 2 题 / 共 3 题' })).toHaveAttribute('value', '2');
    expect(screen.getByLabelText('你的回答')).toHaveValue('');
    await user.type(screen.getByLabelText('你的回答'), '在课程项目中……');
    await user.click(screen.getByRole('button', { name: '提交回答' }));
    expect(toast.warning).toHaveBeenCalledWith('回答超过5000字，超出部分已截去');
    expect(toast.info).toHaveBeenCalledWith('本题超时作答');
    expect(finish).toHaveBeenCalledWith(3, expect.any(Function));
    expect(await screen.findByText('回答有条理，')).toBeInTheDocument();
    await act(async () => done());
    expect(window.location.hash).toBe('#/subApp/aiInterviewResult?id=3');
  });

  it('says when time is up, and leaves only after a confirm', async () => {
    jest.spyOn(api.career, 'interview').mockResolvedValue(ok(session({ current: question(0, { asked_at: Date.now() - 200_000, seconds: 60 }) })));
    const user = userEvent.setup();
    renderRoute('/subApp/interviewRoom', <InterviewRoomPage />, at);
    expect(await screen.findByText('时间已到，请尽快提交（将记为超时）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '退出面试' }));
    const confirm = await screen.findByRole('dialog', { name: '退出面试' });
    expect(window.location.hash).toBe('#/');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(window.location.hash).toBe('#/subApp/aiInterviewIntroduce');
  });

  it('reads another student’s interview as not found', async () => {
    jest.spyOn(api.career, 'interview').mockResolvedValue(failed('面试记录不存在', 46003));
    renderRoute('/subApp/interviewRoom', <InterviewRoomPage />, at);
    expect(await screen.findByRole('heading', { name: '面试记录不存在' })).toBeInTheDocument();
  });
});
