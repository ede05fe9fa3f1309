import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeDialog, toast } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { logIn, recordDialogs, resetBus, studentLogsIn } from '@campus/shared-utils/testing';
import { CompanyActions, PositionActions } from './slots';
import { applied, choices, deliverStatus, failed, ok } from './testing/fixtures';
import { renderAt } from './testing/render';

beforeEach(() => {
  resetBus();
  jest.spyOn(toast, 'success').mockResolvedValue();
  jest.spyOn(toast, 'error').mockResolvedValue();
  jest.spyOn(toast, 'info').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

const student = () => logIn({ state: 1, userId: '7' });


describe('PositionActions: apply', () => {
  it('asks a visitor to log in, then continues the apply: pick a resume, confirm, 已投递', async () => {
    const user = userEvent.setup();
    const status = jest.spyOn(api.mine, 'getDeliverStatus').mockResolvedValue(ok(deliverStatus()));
    jest.spyOn(api.resume, 'getResumeList').mockResolvedValue(ok({ list: choices() }));
    const deliver = jest.spyOn(api.mine, 'deliver').mockResolvedValue(ok(applied({ resume_name: '陈思远-前端.pdf' })));
    const dialogs = recordDialogs();
    renderAt(<PositionActions positionId={42} positionTitle="前端开发工程师" />, '/job');

    expect(status).not.toHaveBeenCalled(); // a visitor is never asked about
    await user.click(screen.getByRole('button', { name: '投递简历' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    studentLogsIn();

    const dialog = await screen.findByRole('dialog', { name: '选择投递的简历' });
    expect(dialog).toHaveTextContent('投递职位：前端开发工程师');
    expect(screen.getByRole('radio', { name: /在线简历\s*陈思远/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /附件简历\s*陈思远-前端\.pdf/ }));
    await user.click(screen.getByRole('button', { name: '确认投递' }));

    expect(deliver).toHaveBeenCalledWith({ position_id: 42, resume_type: 2, resume_id: 31 });
    const sent = await screen.findByRole('button', { name: /已投递/ });
    expect(sent).toBeDisabled();
    // a fresh application is 已投递 itself: said once
    expect(sent).toHaveTextContent(/^已投递$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('投递成功');
    dialogs.stop();
  });

  it('drops the apply when the visitor closes the login without logging in', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(api.resume, 'getResumeList').mockResolvedValue(ok({ list: choices() }));
    jest.spyOn(api.mine, 'getDeliverStatus').mockResolvedValue(ok(deliverStatus()));
    renderAt(<PositionActions positionId={42} />, '/job');
    await user.click(screen.getByRole('button', { name: '投递简历' }));
    act(() => closeDialog());
    // a later login elsewhere (the header) does not start the apply
    studentLogsIn();
    await waitFor(() => expect(api.mine.getDeliverStatus).toHaveBeenCalled());
    expect(list).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers another role the switch to a student identity, and calls nothing', async () => {
    logIn({ state: 2, comKeyUser: 'k' });
    const status = jest.spyOn(api.mine, 'getDeliverStatus');
    const dialogs = recordDialogs();
    renderAt(<PositionActions positionId={42} />, '/job');
    await userEvent.setup().click(screen.getByRole('button', { name: '投递简历' }));
    await userEvent.setup().click(screen.getByRole('button', { name: '收藏' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }, { kind: 'switchIdentity' }]);
    expect(status).not.toHaveBeenCalled();
    dialogs.stop();
  });

  it('shows 已投递 with the state for a position applied to before', async () => {
    student();
    jest.spyOn(api.mine, 'getDeliverStatus').mockResolvedValue(ok(applied({ status: 'interview', status_text: '面试邀请', is_collect: 1 })));
    renderAt(<PositionActions positionId={42} />, '/job');
    const button = await screen.findByRole('button', { name: /已投递/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('面试邀请');
    expect(screen.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the button usable and says why when the apply fails; one click sends one request', async () => {
    student();
    const user = userEvent.setup();
    jest.spyOn(api.mine, 'getDeliverStatus').mockResolvedValue(ok(deliverStatus()));
    jest.spyOn(api.resume, 'getResumeList').mockResolvedValue(ok({ list: choices() }));
    let answer: (v: Awaited<ReturnType<typeof api.mine.deliver>>) => void = () => undefined;
    const deliver = jest.spyOn(api.mine, 'deliver').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAt(<PositionActions positionId={42} />, '/job');
    await user.click(await screen.findByRole('button', { name: '投递简历' }));
    await user.click(await screen.findByRole('button', { name: '确认投递' }));
    const sending = screen.getByRole('button', { name: '投递中…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(deliver).toHaveBeenCalledTimes(1);
    await act(async () => answer(failed('今日投递次数已达上限，请明天再来', 43004)));
    expect(screen.getByRole('alert')).toHaveTextContent('今日投递次数已达上限，请明天再来');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByRole('button', { name: '投递简历' })).toBeEnabled();
  });

  it('cannot apply to a closed position, but still shows an earlier application', async () => {
    student();
    const status = jest.spyOn(api.mine, 'getDeliverStatus').mockResolvedValueOnce(ok(deliverStatus())).mockResolvedValueOnce(ok(applied()));
    const { unmount } = renderAt(<PositionActions positionId={42} closed />, '/job');
    await waitFor(() => expect(status).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: '已停止招聘' })).toBeDisabled();
    unmount();
    renderAt(<PositionActions positionId={43} closed />, '/job');
    expect(await screen.findByRole('button', { name: /已投递/ })).toBeDisabled();
  });

  it('tells a student without a resume how to make one', async () => {
    student();
    jest.spyOn(api.mine, 'getDeliverStatus').mockResolvedValue(ok(deliverStatus()));
    jest.spyOn(api.resume, 'getResumeList').mockResolvedValue(ok({ list: [] }));
    const deliver = jest.spyOn(api.mine, 'deliver');
    renderAt(<PositionActions positionId={42} />, '/subApp/job');
    await userEvent.setup().click(await screen.findByRole('button', { name: '投递简历' }));
    expect(await screen.findByText('你还没有可投递的简历')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去创建简历' })).toHaveAttribute('href', '#/subApp/resume_create');
    expect(screen.queryByRole('button', { name: '确认投递' })).not.toBeInTheDocument();
    expect(deliver).not.toHaveBeenCalled();
  });
});

describe('favourite toggles', () => {
  it('favourites a position at once, and takes it back when the server refuses', async () => {
    student();
    const user = userEvent.setup();
    jest.spyOn(api.mine, 'getDeliverStatus').mockResolvedValue(ok(deliverStatus()));
    let answer: (v: Awaited<ReturnType<typeof api.mine.addCollect>>) => void = () => undefined;
    const add = jest.spyOn(api.mine, 'addCollect').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAt(<PositionActions positionId={42} />, '/job');
    const toggle = await screen.findByRole('button', { name: '收藏' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    // shown before the server answers
    expect(screen.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    expect(add).toHaveBeenCalledWith('position', 42);
    await act(async () => answer(failed('收藏数量已达上限，请先整理收藏夹', 43007)));
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(toast.error).toHaveBeenCalledWith('收藏数量已达上限，请先整理收藏夹');
  });

  it('follows a company after a visitor logs in, and unfollows it', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.mine, 'checkAccountFollow').mockResolvedValue(ok({ is_follow: 0 as const }));
    const add = jest.spyOn(api.mine, 'addCollect').mockResolvedValue(ok({ is_collect: 1 as const }));
    const cancel = jest.spyOn(api.mine, 'cancelCollect').mockResolvedValue(ok({ is_collect: 0 as const }));
    renderAt(<CompanyActions companyId={9} />, '/companyDetailPage');
    await user.click(screen.getByRole('button', { name: '关注企业' }));
    studentLogsIn();
    expect(await screen.findByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
    expect(add).toHaveBeenCalledWith('company', 9);
    // a company is followed, not collected
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('关注成功'));
    await user.click(screen.getByRole('button', { name: '已关注' }));
    expect(cancel).toHaveBeenCalledWith('company', 9);
    expect(await screen.findByRole('button', { name: '关注企业' })).toHaveAttribute('aria-pressed', 'false');
    expect(toast.success).toHaveBeenLastCalledWith('已取消关注');
  });
});
