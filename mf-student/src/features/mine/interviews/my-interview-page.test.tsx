import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { logIn, recordDialogs, resetBus } from '@campus/shared-utils/testing';
import { failed, interview, ok, page } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { MyInterviewPage } from './my-interview-page';

beforeEach(() => {
  resetBus();
  jest.spyOn(api.liveFair, 'myBookings').mockResolvedValue(ok({ list: [] }));
});
afterEach(() => jest.restoreAllMocks());

describe('MyInterviewPage', () => {
  it('shows time, online link or place, contact, note and state; online ones open the my-interview QR popup', async () => {
    logIn({ state: 1, userId: '7' });
    const onsite = interview(2, { mode: 'onsite', mode_text: '现场面试', link: '', place: '创新大道 88 号 5 楼', contact_name: '王老师', note: '请携带纸质简历' });
    const past = interview(3, { state: 'finished', state_text: '已结束' });
    const evil = interview(4, { link: 'javascript:alert(1)' });
    jest.spyOn(api.mine, 'getInviteList').mockResolvedValue(ok(page([interview(1), onsite, past, evil])));
    const dialogs = recordDialogs();
    renderAt(<MyInterviewPage />, '/myInterviewList');
    const list = await screen.findByRole('list', { name: '面试邀请' });
    const online = within(list).getByRole('listitem', { name: '数据分析师1' });
    expect(online).toHaveTextContent('待参加');
    expect(online).toHaveTextContent('面试时间11月25日（周三）14:30');
    expect(online).toHaveTextContent('联系人周老师 0571-88886666');
    expect(online).toHaveTextContent('备注请提前 10 分钟进入会议室');
    expect(within(online).getByRole('link', { name: 'https://meeting.example.com/j/abc' })).toHaveAttribute('target', '_blank');
    await userEvent.setup().click(within(online).getByRole('button', { name: '扫码参加面试' }));
    expect(dialogs.requests).toEqual([{ kind: 'myInterviewQr' }]);

    const site = within(list).getByRole('listitem', { name: '数据分析师2' });
    expect(site).toHaveTextContent('面试地点创新大道 88 号 5 楼');
    expect(within(site).queryByRole('button', { name: '扫码参加面试' })).not.toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: '数据分析师3' })).toHaveTextContent('已结束');
    // a link that is not a web address is shown as text, never followed
    const bad = within(list).getByRole('listitem', { name: '数据分析师4' });
    expect(bad).toHaveTextContent('javascript:alert(1)');
    expect(within(bad).queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    dialogs.stop();
  });

  it('lists booked slots of online fairs above the invitations, the one starting soon marked, each with its fair', async () => {
    logIn({ state: 1, userId: '7' });
    const now = Date.now();
    // exact times from now: a slot 5 minutes away is within the reminder's 15 whatever the clock says
    const at = (minutes: number) => now + minutes * 60_000;
    const booking = (id: number, start: number, state: 'waiting' | 'called' = 'waiting') => ({ entry_id: id, fair_id: 12, fair_title: '经济管理类空中双选会', company_id: 3, company_name: `临江智造${id}`, position_title: '商业数据分析师', start_at: start, end_at: start + 900_000, state });
    jest.spyOn(api.liveFair, 'myBookings').mockResolvedValue(ok({ list: [booking(1, at(5)), booking(2, at(24 * 60)), booking(3, at(-5), 'called')] }));
    jest.spyOn(api.mine, 'getInviteList').mockResolvedValue(ok(page([])));
    renderAt(<MyInterviewPage />, '/myInterviewList');
    const list = await screen.findByRole('list', { name: '空中双选会面试预约' });
    const soon = within(list).getByRole('listitem', { name: '临江智造1' });
    expect(soon).toHaveTextContent('即将开始');
    expect(soon).toHaveTextContent('双选会经济管理类空中双选会');
    expect(soon).toHaveTextContent('应聘职位商业数据分析师');
    expect(soon).toHaveTextContent(/面试时间\d+月\d+日 \d\d:\d\d-\d\d:\d\d/);
    expect(within(soon).getByRole('link', { name: '进入双选会' })).toHaveAttribute('href', '#/jobFair?id=12');
    expect(within(list).getByRole('listitem', { name: '临江智造2' })).toHaveTextContent('待开始');
    expect(within(list).getByRole('listitem', { name: '临江智造3' })).toHaveTextContent('企业正在呼叫');
    // no invitations: still said below
    expect(screen.getByText('暂无面试邀请')).toBeInTheDocument();
  });

  it('has loading, empty and error states', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.mine, 'getInviteList').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok(page([])));
    renderAt(<MyInterviewPage />, '/myInterviewList');
    expect(screen.getByRole('status')).toHaveTextContent('正在加载面试邀请…');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    await userEvent.setup().click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无面试邀请')).toBeInTheDocument();
  });

  it('asks a visitor to log in and another role to switch identity, loading nothing', () => {
    const load = jest.spyOn(api.mine, 'getInviteList');
    const dialogs = recordDialogs();
    const { unmount } = renderAt(<MyInterviewPage />, '/myInterviewList');
    expect(screen.getByRole('heading', { name: '登录后即可查看我的面试' })).toBeInTheDocument();
    unmount();
    logIn({ state: 4, userId: '3' });
    renderAt(<MyInterviewPage />, '/subApp/myInterviewList');
    expect(screen.getByRole('heading', { name: '切换为学生身份登录后方可查看' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }, { kind: 'switchIdentity' }]);
    expect(load).not.toHaveBeenCalled();
    dialogs.stop();
  });
});
