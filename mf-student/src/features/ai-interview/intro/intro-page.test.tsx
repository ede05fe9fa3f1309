import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { logIn, ok, publishSite, recordDialogs, renderRoute, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { filterOptions } from '../../../testing/job-filter-options';
import { emptyIntention } from '../../../testing/resume-fixtures';
import { session } from '../testing/fixtures';
import { InterviewIntroPage } from './intro-page';

beforeEach(() => {
  resetBus();
  publishSite(siteInfo({ is_ai_interview: 1 }));
  jest.spyOn(api.jobs, 'filterOptions').mockResolvedValue(ok(filterOptions()));
});
afterEach(() => jest.restoreAllMocks());

describe('InterviewIntroPage', () => {
  it('starts from the intended category and opens the room with the chosen settings', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.resume, 'getPositionIntention').mockResolvedValue(ok({ ...emptyIntention(), categories: ['会计'] }));
    jest.spyOn(api.career, 'interviews').mockResolvedValue(ok({ list: [{ id: 2, category: '会计', kind: 2, status: 'finished', score: 71, started_at: Date.UTC(2026, 10, 20) }] }));
    const start = jest.spyOn(api.career, 'startInterview').mockResolvedValue(ok(session({ id: 9 })));
    const user = userEvent.setup();
    renderRoute('/subApp/aiInterviewIntroduce', <InterviewIntroPage />);
    expect(await screen.findByLabelText('目标岗位')).toHaveValue('会计');
    expect(await screen.findByRole('link', { name: '71分 · 查看报告' })).toHaveAttribute('href', '#/subApp/aiInterviewResult?id=2');
    await user.click(screen.getByRole('radio', { name: /专业面试/ }));
    await user.selectOptions(screen.getByLabelText('题目数量'), '5题');
    await user.click(screen.getByRole('button', { name: '开始面试' }));
    expect(start).toHaveBeenCalledWith({ category: '会计', kind: 2, count: 5, seconds: 120 });
    expect(window.location.hash).toBe('#/subApp/interviewRoom?id=9');
  });

  it('asks a visitor to log in before starting, and checks devices only when asked, working without them', async () => {
    const dialogs = recordDialogs();
    const getUserMedia = jest.fn(async (c: MediaStreamConstraints) => {
      if (c.video) throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
      return { getTracks: () => [{ stop: jest.fn() }] } as unknown as MediaStream;
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const user = userEvent.setup();
    renderRoute('/subApp/aiInterviewIntroduce', <InterviewIntroPage />);
    await user.click(await screen.findByRole('button', { name: '开始面试' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByText('浏览器不支持，可打字作答')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '检测麦克风和摄像头' }));
    expect(await screen.findByText('可用')).toBeInTheDocument();
    expect(screen.getByText('未授权')).toBeInTheDocument();
    dialogs.stop();
  });

  it('does not promise spoken answers where the browser can listen but no microphone is found', async () => {
    Object.assign(window, { webkitSpeechRecognition: class {} });
    const getUserMedia = jest.fn(async () => {
      throw Object.assign(new Error('none'), { name: 'NotFoundError' });
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const user = userEvent.setup();
    renderRoute('/subApp/aiInterviewIntroduce', <InterviewIntroPage />);
    expect(await screen.findByText('支持语音作答')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '检测麦克风和摄像头' }));
    expect(await screen.findByText('需要麦克风，当前只能打字作答')).toBeInTheDocument();
    expect(screen.queryByText('支持语音作答')).toBeNull();
    Reflect.deleteProperty(window, 'webkitSpeechRecognition');
  });

  it('says the tool is not open where the site has it off', () => {
    publishSite(siteInfo({ is_ai_interview: 0 }));
    renderRoute('/subApp/aiInterviewIntroduce', <InterviewIntroPage />);
    expect(screen.getByText('本站暂未开放AI模拟面试')).toBeInTheDocument();
  });
});
