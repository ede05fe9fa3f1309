import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@campus/shared-utils';
import { api, type Interview } from '@campus/shared-utils/student';
import { logIn, resetBus } from '@campus/shared-utils/testing';
import { failed, interview, ok, page } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import { MyInterviewPage } from './my-interview-page';

beforeEach(() => {
  resetBus();
  logIn({ state: 1, userId: '7' });
  jest.spyOn(toast, 'success').mockResolvedValue();
  jest.spyOn(toast, 'error').mockResolvedValue();
  jest.spyOn(api.liveFair, 'myBookings').mockResolvedValue(ok({ list: [] }));
});
afterEach(() => jest.restoreAllMocks());

/** 我的面试 with these invitations; answers the card of the first. */
async function show(...items: Interview[]) {
  jest.spyOn(api.mine, 'getInviteList').mockResolvedValue(ok(page(items)));
  renderAt(<MyInterviewPage />, '/myInterviewList');
  const list = await screen.findByRole('list', { name: '面试邀请' });
  return (title: string) => within(list).getByRole('listitem', { name: title });
}

describe('answering an interview invitation on 我的面试', () => {
  it('accepts an upcoming invitation: the card says 已接受 and a toast confirms', async () => {
    const user = userEvent.setup();
    const send = jest.spyOn(api.mine, 'answerInterview').mockResolvedValue(ok({ item: interview(1, { reply: 'accepted', reply_at: 1 }) }));
    const card = await show(interview(1));
    await user.click(within(card('数据分析师1')).getByRole('button', { name: '接受邀请' }));
    expect(send).toHaveBeenCalledWith(1, 'accept', '');
    expect(await within(card('数据分析师1')).findByText('已接受')).toBeInTheDocument();
    expect(within(card('数据分析师1')).queryByRole('button', { name: '接受邀请' })).not.toBeInTheDocument();
    expect(within(card('数据分析师1')).queryByRole('button', { name: '拒绝' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('已接受面试邀请');
  });

  it('declines with a reason: an empty or one-character one is refused in place, the reason is sent trimmed and shown', async () => {
    const user = userEvent.setup();
    const send = jest.spyOn(api.mine, 'answerInterview').mockResolvedValue(ok({ item: interview(1, { reply: 'declined', reply_reason: '时间冲突', reply_at: 1 }) }));
    const card = await show(interview(1));
    await user.click(within(card('数据分析师1')).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝面试邀请' });
    await user.type(within(dialog).getByLabelText('拒绝原因'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('拒绝原因')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    // one character is too short for the server's rule (2-200), so it is refused here too
    await user.clear(within(dialog).getByLabelText('拒绝原因'));
    await user.type(within(dialog).getByLabelText('拒绝原因'), ' 忙 ');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(within(dialog).getByText('请填写拒绝原因')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('拒绝原因'));
    await user.type(within(dialog).getByLabelText('拒绝原因'), '时间冲突 ');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(send).toHaveBeenCalledWith(1, 'decline', '时间冲突');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('数据分析师1')).toHaveTextContent('已拒绝（原因：时间冲突）');
    expect(within(card('数据分析师1')).queryByRole('button', { name: '接受邀请' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('已拒绝面试邀请');
  });

  it('取消 closes the decline dialog and sends nothing', async () => {
    const user = userEvent.setup();
    const send = jest.spyOn(api.mine, 'answerInterview');
    const card = await show(interview(1));
    await user.click(within(card('数据分析师1')).getByRole('button', { name: '拒绝' }));
    await user.click(within(await screen.findByRole('dialog', { name: '拒绝面试邀请' })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
    expect(within(card('数据分析师1')).getByRole('button', { name: '接受邀请' })).toBeEnabled();
  });

  it('offers no answer on past or cancelled invitations, and shows earlier answers', async () => {
    const card = await show(
      interview(2, { state: 'finished', state_text: '已结束' }),
      interview(3, { state: 'cancelled', state_text: '已取消' }),
      interview(4, { reply: 'accepted', reply_at: 1 }),
      interview(5, { state: 'finished', state_text: '已结束', reply: 'declined', reply_reason: '已接受其他公司录用' }),
    );
    for (const title of ['数据分析师2', '数据分析师3', '数据分析师4', '数据分析师5']) {
      expect(within(card(title)).queryByRole('button', { name: '接受邀请' })).not.toBeInTheDocument();
      expect(within(card(title)).queryByRole('button', { name: '拒绝' })).not.toBeInTheDocument();
    }
    expect(card('数据分析师4')).toHaveTextContent('已接受');
    expect(card('数据分析师5')).toHaveTextContent('已拒绝（原因：已接受其他公司录用）');
  });

  it("shows the server's refusal as a toast and leaves the invitation unanswered", async () => {
    const user = userEvent.setup();
    jest.spyOn(api.mine, 'answerInterview').mockResolvedValueOnce(failed('面试时间已过，无法回复', 43012)).mockResolvedValueOnce(failed('该面试已取消', 43013));
    const card = await show(interview(1));
    await user.click(within(card('数据分析师1')).getByRole('button', { name: '接受邀请' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('面试时间已过，无法回复'));
    expect(within(card('数据分析师1')).getByRole('button', { name: '接受邀请' })).toBeEnabled();
    expect(card('数据分析师1')).not.toHaveTextContent('已接受');

    // a refused decline keeps the dialog and what was typed
    await user.click(within(card('数据分析师1')).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝面试邀请' });
    await user.type(within(dialog).getByLabelText('拒绝原因'), '时间冲突');
    await user.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('该面试已取消'));
    expect(within(dialog).getByLabelText('拒绝原因')).toHaveValue('时间冲突');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
