import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type BoothPlace } from '@campus/shared-utils/student';
import { logIn, recordDialogs, renderRoute, resetBus, studentLogsIn } from '@campus/shared-utils/testing';
import { companyPage, fairCompanies, fairDetail, fairLabels, ok } from '../testing/fixtures';
import { FairPage } from '../fair/fair-page';
import { FakeSocket, withFakeSocket } from '../testing/fake-socket';

withFakeSocket();

const ONLINE = { type: 1 as const, id: 9, name: '林晓雨', updated_at: 0 };
const NONE: BoothPlace = { state: 'none', entry_id: 0, place: 0, waiting: 0, expected_wait_minutes: 4, result: '', result_text: '', note: '', left_text: '', ends_at: 0 };
const place = (over: Partial<BoothPlace>) => ok({ ...NONE, ...over });

beforeEach(() => {
  resetBus();
  jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail({ kind: 'online', place: '' })));
  jest.spyOn(api.content, 'fairLabels').mockResolvedValue(ok({ list: fairLabels() }));
  jest.spyOn(api.content, 'fairCompanies').mockResolvedValue(ok(companyPage(fairCompanies(2))));
  jest.spyOn(api.liveFair, 'booths').mockResolvedValue(
    ok({
      list: [
        { company_id: 1, open: 1, waiting: 3, expected_wait_minutes: 20 },
        { company_id: 2, open: 0, waiting: 0, expected_wait_minutes: 4 },
      ],
    }),
  );
  jest.spyOn(api.liveFair, 'place').mockResolvedValue(place({}));
  jest.spyOn(api.resume, 'getResumeList').mockResolvedValue(ok({ list: [ONLINE] }));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const open = () => renderRoute('/jobFair', <FairPage />, '/jobFair?id=7');
const card = (name: string) => screen.findByRole('article', { name });

describe('a running online fair’s live booths', () => {
  it('shows each booth open or not, with its queue and expected wait; a closed one offers booking only', async () => {
    open();
    const first = await card('云帆数据科技有限公司1');
    expect(await within(first).findByText('展位在线 · 3人排队 · 预计等待约20分钟')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '进入排队' })).toBeInTheDocument();
    const second = await card('云帆数据科技有限公司2');
    expect(within(second).getByText('展位未开放')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: '进入排队' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '预约面试' })).toBeInTheDocument();
  });

  it('queues a visitor once logged in, with the chosen position, then keeps the place live until the call and the result', async () => {
    const user = userEvent.setup();
    const dialogs = recordDialogs();
    const join = jest.spyOn(api.liveFair, 'join').mockResolvedValue(place({ state: 'waiting', entry_id: 5, place: 4, waiting: 4, expected_wait_minutes: 26 }));
    open();
    const first = await card('云帆数据科技有限公司1');
    await within(first).findByText(/展位在线/);
    await user.selectOptions(within(first).getByRole('combobox', { name: '应聘职位' }), '前端开发工程师1-2');
    await user.click(within(first).getByRole('button', { name: '进入排队' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    studentLogsIn('9');
    expect(await within(first).findByText('您排在第4位 · 预计等待约26分钟')).toBeInTheDocument();
    expect(join.mock.calls[0]!.slice(0, 2)).toEqual([{ id: 7, company_id: 1 }, 102]);
    dialogs.stop();

    // the page asks again while the student waits: the recruiter's call, then the result
    jest.spyOn(api.liveFair, 'place').mockResolvedValue(place({ state: 'called', entry_id: 5 }));
    expect(await within(first).findByRole('status', {}, { timeout: 7000 })).toHaveTextContent('轮到您了：企业正在呼叫您，请留在本页');
    jest.spyOn(api.liveFair, 'place').mockResolvedValue(place({ state: 'done', entry_id: 5, result: 'pass', result_text: '通过', note: '请准备二面' }));
    await waitFor(() => expect(within(first).getByRole('status')).toHaveTextContent('面试结果：通过企业留言：请准备二面'), { timeout: 7000 });
    expect(within(first).getByRole('button', { name: '重新排队' })).toBeInTheDocument();
  }, 20_000);

  it('queues with the attachment the student picks, and books with it too', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '9' });
    const attachment = { type: 2 as const, id: 31, name: '林晓雨-前端.pdf', updated_at: 0 };
    jest.spyOn(api.resume, 'getResumeList').mockResolvedValue(ok({ list: [ONLINE, attachment] }));
    const join = jest.spyOn(api.liveFair, 'join').mockResolvedValue(place({ state: 'waiting', entry_id: 5, place: 1, waiting: 1, expected_wait_minutes: 4 }));
    open();
    const first = await card('云帆数据科技有限公司1');
    const picker = await within(first).findByRole('combobox', { name: '投递简历' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['在线简历：林晓雨', '附件简历：林晓雨-前端.pdf']);
    await user.selectOptions(picker, '附件简历：林晓雨-前端.pdf');
    await user.click(within(first).getByRole('button', { name: '进入排队' }));
    expect(join).toHaveBeenCalledWith({ id: 7, company_id: 1 }, 101, attachment);
    // queued: the choice is made
    expect(await within(first).findByText(/您排在第1位/)).toBeInTheDocument();
    expect(within(first).queryByRole('combobox', { name: '投递简历' })).not.toBeInTheDocument();
  });

  it('opens the call from 进入面试 when called, with the device check first, and closes it with the result', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '9' });
    const called = place({ state: 'called', entry_id: 5, ends_at: Date.now() + 15 * 60_000 });
    jest.spyOn(api.liveFair, 'place').mockResolvedValue(called);
    open();
    const first = await card('云帆数据科技有限公司1');
    await user.click(await within(first).findByRole('button', { name: '进入面试' }));
    const call = await screen.findByRole('dialog', { name: '视频面试 · 云帆数据科技有限公司1' });
    // this browser (jsdom) has no WebRTC: said so, with 重新检测
    expect(await within(call).findByRole('alert')).toHaveTextContent('当前浏览器不支持视频面试');
    expect(within(call).getByRole('button', { name: '重新检测' })).toBeInTheDocument();
    // the result arrives (the socket says the booth changed): the call's dialog goes, the result shows
    jest.spyOn(api.liveFair, 'place').mockResolvedValue(place({ state: 'done', entry_id: 5, result: 'hold', result_text: '待定' }));
    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
    act(() => {
      FakeSocket.all[0]!.accept();
      FakeSocket.all[0]!.booth(1);
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /视频面试/ })).not.toBeInTheDocument());
    expect(await within(first).findByText('待定')).toBeInTheDocument();
  });

  it('says why a join was refused, in the server’s words', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '9' });
    jest.spyOn(api.liveFair, 'join').mockResolvedValue({ apiStatus: false, code: 44010, msg: '该展位排队人数已满，请稍后再试或预约面试' });
    open();
    const first = await card('云帆数据科技有限公司1');
    await user.click(await within(first).findByRole('button', { name: '进入排队' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('该展位排队人数已满，请稍后再试或预约面试');
  });

  it('lets a waiting student leave, and says when a quiet page lost its place', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '9' });
    jest.spyOn(api.liveFair, 'place').mockResolvedValue(place({ state: 'waiting', entry_id: 5, place: 2, expected_wait_minutes: 12 }));
    const leave = jest.spyOn(api.liveFair, 'leave').mockResolvedValue(place({ state: 'left', entry_id: 5 }));
    open();
    const first = await card('云帆数据科技有限公司1');
    await user.click(await within(first).findByRole('button', { name: '离开队列' }));
    expect(leave).toHaveBeenCalledWith({ id: 7, company_id: 1 });
    expect(await within(first).findByRole('button', { name: '重新排队' })).toBeInTheDocument();
    expect(within(first).queryByText(/您排在/)).not.toBeInTheDocument();

  });

  it('says when a page that went quiet lost its place, and offers to queue again', async () => {
    logIn({ state: 1, userId: '9' });
    jest.spyOn(api.liveFair, 'place').mockResolvedValue(place({ state: 'left', entry_id: 6, left_text: '您离开页面时间过长，已退出排队，可重新排队' }));
    open();
    const first = await card('云帆数据科技有限公司1');
    expect(await within(first).findByText('您离开页面时间过长，已退出排队，可重新排队')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '重新排队' })).toBeInTheDocument();
  });

  it('books a free slot, shows a clash in words, and cancels the student’s own', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '9' });
    const at = new Date(2026, 10, 28, 14, 0).getTime();
    const slots = jest
      .spyOn(api.liveFair, 'slots')
      .mockResolvedValueOnce(ok({ list: [{ id: 1, start_at: at, end_at: at + 900_000, free: 1, mine: 0 }, { id: 2, start_at: at + 900_000, end_at: at + 1_800_000, free: 0, mine: 0 }] }))
      .mockResolvedValueOnce(ok({ list: [{ id: 1, start_at: at, end_at: at + 900_000, free: 1, mine: 0 }] }))
      .mockResolvedValue(ok({ list: [{ id: 1, start_at: at, end_at: at + 900_000, free: 0, mine: 1 }] }));
    const book = jest
      .spyOn(api.liveFair, 'book')
      .mockResolvedValueOnce({ apiStatus: false, code: 44014, msg: '该时段与您已预约的其他企业面试时间冲突，请选择其他时段' })
      .mockResolvedValue(ok({ list: [] }));
    const cancel = jest.spyOn(api.liveFair, 'cancelBooking').mockResolvedValue(ok({}));
    open();
    const second = await card('云帆数据科技有限公司2');
    await user.click(await within(second).findByRole('button', { name: '预约面试' }));
    const dialog = await screen.findByRole('dialog', { name: '预约面试 · 云帆数据科技有限公司2' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('2026-11-28 14:00-14:15');
    expect(rows[1]).toHaveTextContent('已约满');
    await user.click(within(rows[0]!).getByRole('button', { name: '预约面试' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该时段与您已预约的其他企业面试时间冲突，请选择其他时段');
    expect(book).toHaveBeenCalledWith(1, 201, ONLINE);
    await user.click(await within(dialog).findByRole('button', { name: '预约面试' }));
    expect(await within(dialog).findByText('已预约')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    expect(cancel).toHaveBeenCalledWith(1);
    expect(slots).toHaveBeenCalledWith({ id: 7, company_id: 2 });
  });

  it('reads the place again at once when the page’s socket says the booth changed', async () => {
    logIn({ state: 1, userId: '9' });
    const read = jest.spyOn(api.liveFair, 'place').mockResolvedValue(place({ state: 'waiting', entry_id: 5, place: 1, expected_wait_minutes: 4 }));
    open();
    const first = await card('云帆数据科技有限公司1');
    await within(first).findByText('您排在第1位 · 预计等待约4分钟');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://localhost/api/livefair/socket?id=7');
    act(() => socket.accept());
    read.mockResolvedValue(place({ state: 'called', entry_id: 5 }));
    const before = read.mock.calls.length;
    act(() => socket.booth(1));
    expect(await within(first).findByRole('status')).toHaveTextContent('轮到您了');
    expect(read.mock.calls.length).toBe(before + 1);
  });

  it('takes a booth’s numbers from the socket’s notice without reading the list, and reads the place when the student’s own changed', async () => {
    logIn({ state: 1, userId: '9' });
    const read = jest.spyOn(api.liveFair, 'place').mockResolvedValue(place({}));
    open();
    const first = await card('云帆数据科技有限公司1');
    await within(first).findByText('展位在线 · 3人排队 · 预计等待约20分钟');
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.accept());
    const lists = (api.liveFair.booths as jest.Mock).mock.calls.length;
    const places = read.mock.calls.length;
    act(() => socket.says({ type: 'booth', company_id: 1, open: 1, waiting: 7, expected_wait_minutes: 44 }));
    expect(await within(first).findByText('展位在线 · 7人排队 · 预计等待约44分钟')).toBeInTheDocument();
    expect((api.liveFair.booths as jest.Mock).mock.calls.length).toBe(lists);
    // a booth change does not concern a student who holds no place there
    expect(read.mock.calls.length).toBe(places);
    // the student's own place there changed (a booking called): read at once
    read.mockResolvedValue(place({ state: 'called', entry_id: 8 }));
    act(() => socket.says({ type: 'place', company_id: 1 }));
    expect(await within(first).findByRole('status')).toHaveTextContent('轮到您了');
  });

  it('opens no socket for a visitor', async () => {
    open();
    await card('云帆数据科技有限公司1');
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('shows no live booth on an offline fair', async () => {
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    const booths = jest.spyOn(api.liveFair, 'booths');
    open();
    await screen.findByRole('article', { name: '云帆数据科技有限公司1' });
    expect(screen.queryByRole('button', { name: '进入排队' })).not.toBeInTheDocument();
    expect(booths).not.toHaveBeenCalled();
  });
});
