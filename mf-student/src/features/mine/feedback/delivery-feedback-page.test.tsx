import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unreadNotices$ } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { logIn, recordDialogs, resetBus } from '@campus/shared-utils/testing';
import { application, failed, interview, ok, page } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { DeliveryFeedbackPage } from './delivery-feedback-page';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const counts = (unread: number) => ({
  unread: { all: unread, delivered: 0, viewed: unread, interview: 0, hired: 0, rejected: 0 },
  total: { all: 3, delivered: 1, viewed: 1, interview: 1, hired: 0, rejected: 0 },
});

describe('DeliveryFeedbackPage', () => {
  it('shows applications with their timeline and times, unread counts per tab, and marks what was seen read', async () => {
    logIn({ state: 1, userId: '7' });
    const invited = application(2, {
      status: 'interview',
      status_text: '面试邀请',
      interview: interview(2),
      timeline: [...application(2).timeline, { status: 'interview', text: '面试邀请', note: '企业邀请你参加面试', at: Date.UTC(2026, 10, 21, 1, 5) }],
    });
    jest.spyOn(api.mine, 'getDeliverList').mockResolvedValue(ok(page([application(1, { unread: 1 }), invited])));
    const info = jest.spyOn(api.mine, 'getNotReadingInfo').mockResolvedValueOnce(ok(counts(1))).mockResolvedValue(ok(counts(0)));
    let marked: (v: Awaited<ReturnType<typeof api.mine.markRead>>) => void = () => undefined;
    const read = jest.spyOn(api.mine, 'markRead').mockImplementation(() => new Promise((resolve) => (marked = resolve)));
    renderAt(<DeliveryFeedbackPage />, '/deliveryFeedback');

    const list = await screen.findByRole('list', { name: '投递记录' });
    const first = within(list).getByRole('listitem', { name: 'Java开发工程师1' });
    expect(first).toHaveTextContent('新消息');
    const steps = within(within(first).getByRole('list', { name: '投递进度' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['已投递2026-11-20 10:00简历已投递，等待企业查看', '被查看2026-11-20 11:00企业已查看你的简历']);
    const second = within(list).getByRole('listitem', { name: 'Java开发工程师2' });
    expect(second).toHaveTextContent('面试安排：11月25日（周三）14:30 · 线上面试');

    expect(await screen.findByRole('tab', { name: /被查看\s*1\s*，\s*1 条未读/ })).toBeInTheDocument();
    // the header's badge hears the page's count
    expect(unreadNotices$.getValue()).toBe(1);
    expect(read).toHaveBeenCalledWith([1]);
    await act(async () => marked(ok({ updated: 1 })));
    // the counts are read again once the seen ones are marked
    await waitFor(() => expect(info).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('tab', { name: /^被查看\s*1$/ })).toBeInTheDocument();
    // reading cleared it there too
    expect(unreadNotices$.getValue()).toBe(0);
  });

  it('loads one status per tab and says when a tab is empty', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.mine, 'getNotReadingInfo').mockResolvedValue(ok(counts(0)));
    const load = jest.spyOn(api.mine, 'getDeliverList').mockResolvedValueOnce(ok(page([application(1)]))).mockResolvedValueOnce(ok(page([])));
    renderAt(<DeliveryFeedbackPage />, '/deliveryFeedback');
    await screen.findByRole('list', { name: '投递记录' });
    await userEvent.setup().click(screen.getByRole('tab', { name: /录用/ }));
    expect(await screen.findByText('暂无“录用”的投递')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ status: 'hired', page: 1, page_size: 10 });
  });

  it('opens the tab the URL names', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.mine, 'getNotReadingInfo').mockResolvedValue(ok(counts(0)));
    const load = jest.spyOn(api.mine, 'getDeliverList').mockResolvedValue(ok(page([])));
    renderAt(<DeliveryFeedbackPage />, '/subApp/deliveryFeedback?status=interview&from=3');
    expect(await screen.findByText('暂无“面试邀请”的投递')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /面试邀请/ })).toHaveAttribute('aria-selected', 'true');
    expect(load).toHaveBeenCalledWith({ status: 'interview', page: 1, page_size: 10 });
  });

  it('says so when there are no applications, and shows a failure with a retry', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.mine, 'getNotReadingInfo').mockResolvedValue(ok(counts(0)));
    jest.spyOn(api.mine, 'getDeliverList').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok(page([])));
    renderAt(<DeliveryFeedbackPage />, '/deliveryFeedback');
    expect(screen.getByRole('status')).toHaveTextContent('正在加载投递记录…');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    await userEvent.setup().click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有投递记录')).toBeInTheDocument();
  });

  it('is for students only: a visitor is asked to log in, another role to switch identity', () => {
    const load = jest.spyOn(api.mine, 'getDeliverList');
    const counts = jest.spyOn(api.mine, 'getNotReadingInfo');
    const dialogs = recordDialogs();
    const { unmount } = renderAt(<DeliveryFeedbackPage />, '/deliveryFeedback');
    expect(screen.getByRole('heading', { name: '登录后即可查看投递反馈' })).toBeInTheDocument();
    unmount();
    logIn({ state: 2, comKeyUser: 'k' });
    renderAt(<DeliveryFeedbackPage />, '/deliveryFeedback');
    expect(screen.getByRole('button', { name: '切换为学生' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }, { kind: 'switchIdentity' }]);
    expect(load).not.toHaveBeenCalled();
    expect(counts).not.toHaveBeenCalled();
    dialogs.stop();
  });
});
