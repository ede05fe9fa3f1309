import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ConsoleBooth, type ConsoleBoothList, type ConsoleEntry } from '@campus/shared-utils/student';
import { logIn, recordDialogs, renderRoute, resetBus } from '@campus/shared-utils/testing';
import { failed, ok } from '../testing/fixtures';
import { FakeSocket, withFakeSocket } from '../testing/fake-socket';
import { ConsolePage } from './console-page';
import { publishableStarts } from './slot-publisher';

withFakeSocket();

const QUARTER = 15 * 60_000;
const NOW = Date.UTC(2026, 10, 28, 2, 5);
const RESUME = JSON.stringify({
  type: 1,
  content: {
    basic: { name: '林晓雨', school: '临江大学', major: '软件工程', degree: 2, graduation_year: 2026 },
    intention: { categories: ['前端开发'] },
    education_list: [{ id: 1, school: '临江大学', major: '软件工程', degree: 2, start_date: '2022-09', end_date: '2026-06' }],
    work_list: [{ id: 2, company: '云帆数据', position: '前端实习生', start_date: '2025-07', end_date: '2025-09', description: '负责报表页面开发' }],
    project_list: [],
    other: { skills: 'React、TypeScript' },
  },
});

const entry = (over: Partial<ConsoleEntry>): ConsoleEntry => ({
  id: 1,
  kind: 'queue',
  state: 'waiting',
  student_name: '林晓雨',
  position_id: 3,
  position_title: '前端开发工程师',
  resume_name: '林晓雨',
  resume: RESUME,
  start_at: 0,
  joined_at: NOW - 60_000,
  called_at: 0,
  by_me: 0,
  ends_at: 0,
  ...over,
});
const booth = (over: Partial<ConsoleBooth> = {}): ConsoleBooth => ({
  fair_id: 7,
  fair_title: '经济管理类空中双选会',
  start_at: NOW - 2 * 3600_000,
  end_at: NOW + 3 * 3600_000,
  open: 0,
  slots: [],
  entries: [],
  ...over,
});
const list = (...booths: ConsoleBooth[]): ConsoleBoothList => ({ company_id: 9, company_name: '临江智造科技有限公司', list: booths });

beforeEach(() => {
  resetBus();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

const open = (id = 7) => renderRoute('/boothConsole', <ConsolePage />, `/boothConsole?id=${id}`);

describe('the recruiter’s booth console', () => {
  it('asks anyone but an employer to log in with the company’s recruiting account', async () => {
    const dialogs = recordDialogs();
    logIn({ state: 1, userId: '5' });
    const read = jest.spyOn(api.liveFair, 'console');
    open();
    expect(await screen.findByText('请使用参会企业的招聘账号登录')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '企业登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'employer', view: 'login' }]);
    expect(read).not.toHaveBeenCalled();
    expect(FakeSocket.all).toHaveLength(0);
    dialogs.stop();
  });

  it('says so when the account recruits for no company, or its company is not at the fair', async () => {
    logIn({ state: 2, userId: '5' });
    jest.spyOn(api.liveFair, 'console').mockResolvedValueOnce(failed('请使用参会企业的招聘账号登录', 44018));
    const first = open();
    expect(await screen.findByText('请使用参会企业的招聘账号登录')).toBeInTheDocument();
    first.unmount();
    jest.spyOn(api.liveFair, 'console').mockResolvedValue(ok(list(booth())));
    open(8);
    expect(await screen.findByText('贵公司未参加该双选会')).toBeInTheDocument();
  });

  it('opens the booth, shows the queue and bookings with their resumes, and calls the next student', async () => {
    logIn({ state: 2, userId: '5' });
    const queued = [entry({ id: 1 }), entry({ id: 2, student_name: '周同学', joined_at: NOW - 30_000 })];
    const booked = entry({ id: 3, kind: 'booking', student_name: '陈同学', start_at: NOW + 10 * 60_000 });
    jest.spyOn(api.liveFair, 'console').mockResolvedValue(ok(list(booth({ entries: [booked, ...queued] }))));
    const setBooth = jest.spyOn(api.liveFair, 'setBooth').mockResolvedValue(ok(list(booth({ open: 1, entries: [booked, ...queued] }))));
    const call = jest.spyOn(api.liveFair, 'call').mockResolvedValue(ok(list(booth({ open: 1, entries: [booked, { ...queued[0]!, state: 'called', by_me: 1, ends_at: NOW + QUARTER }, queued[1]!] }))));
    open();
    expect(await screen.findByRole('heading', { name: '展位控制台 · 临江智造科技有限公司' })).toBeInTheDocument();
    expect(screen.getByText('展位未开放')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '开放展位' }));
    expect(setBooth).toHaveBeenCalledWith(7, true);
    expect(await screen.findByText('展位已开放，学生可以排队')).toBeInTheDocument();

    const queue = screen.getByRole('region', { name: '排队中（2人）' });
    expect(within(queue).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['林晓雨', '周同学']);
    const bookings = screen.getByRole('region', { name: '已预约（1人）' });
    expect(within(bookings).getByText(/预约时段 2026-11-28 \d\d:15-\d\d:30/)).toBeInTheDocument();
    // the resume as sent, on request
    await userEvent.click(within(queue).getAllByRole('button', { name: '查看简历' })[0]!);
    expect(within(queue).getByText('求职意向：前端开发')).toBeInTheDocument();
    expect(within(queue).getByText('负责报表页面开发')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '呼叫下一位' }));
    expect(call).toHaveBeenCalledWith(7, undefined);
    // the talk in progress: the device check first, and nobody else can be called meanwhile
    const talk = await screen.findByRole('region', { name: '当前面试：林晓雨' });
    expect(within(talk).getByRole('group', { name: '面试结果' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '呼叫下一位' })).toBeDisabled();
  });

  it('marks the result with the note the student will read', async () => {
    logIn({ state: 2, userId: '5' });
    const talking = entry({ id: 4, state: 'called', by_me: 1, ends_at: NOW + QUARTER });
    jest.spyOn(api.liveFair, 'console').mockResolvedValue(ok(list(booth({ open: 1, entries: [talking] }))));
    const result = jest.spyOn(api.liveFair, 'result').mockResolvedValue(ok(list(booth({ open: 1 }))));
    open();
    const talk = await screen.findByRole('region', { name: '当前面试：林晓雨' });
    await userEvent.type(within(talk).getByRole('textbox', { name: /给学生的留言/ }), '请准备二面');
    await userEvent.click(within(talk).getByRole('button', { name: '通过' }));
    expect(result).toHaveBeenCalledWith(7, 4, 'pass', '请准备二面');
    await waitFor(() => expect(screen.queryByRole('region', { name: /当前面试/ })).not.toBeInTheDocument());
    expect(screen.getByText('暂无学生排队')).toBeInTheDocument();
  });

  it('shows another recruiter’s talk without its call, and reads the console again when the socket says the booth changed', async () => {
    logIn({ state: 2, userId: '5' });
    const read = jest.spyOn(api.liveFair, 'console').mockResolvedValue(ok(list(booth({ open: 1, entries: [entry({ state: 'called', by_me: 0 })] }))));
    open();
    expect(await screen.findByText('其他招聘人员正在面试：林晓雨')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /当前面试/ })).not.toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(FakeSocket.all[0]!.url).toMatch(/\/api\/livefair\/socket\?id=7$/);
    read.mockResolvedValue(ok(list(booth({ open: 1, entries: [entry({ id: 9, student_name: '新同学' })] }))));
    act(() => {
      FakeSocket.all[0]!.accept();
      FakeSocket.all[0]!.booth(9);
    });
    expect(await screen.findByText('新同学')).toBeInTheDocument();
  });

  it('publishes the quarter hours picked from the fair’s time left', async () => {
    logIn({ state: 2, userId: '5' });
    const b = booth({ slots: [{ id: 1, start_at: Math.ceil(NOW / QUARTER) * QUARTER, end_at: Math.ceil(NOW / QUARTER) * QUARTER + QUARTER, free: 0, mine: 0 }] });
    jest.spyOn(api.liveFair, 'console').mockResolvedValue(ok(list(b)));
    const publish = jest.spyOn(api.liveFair, 'publishSlots').mockResolvedValue(ok(list(b)));
    open();
    const slots = await screen.findByRole('region', { name: '面试时段' });
    expect(within(slots).getByText('已预约')).toBeInTheDocument();
    await userEvent.click(within(slots).getByRole('button', { name: '发布所选时段' }));
    expect(within(slots).getByRole('alert')).toHaveTextContent('请先选择时段');
    const boxes = within(slots).getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await userEvent.click(within(slots).getByRole('button', { name: '发布所选时段' }));
    expect(publish).toHaveBeenCalledWith(7, [publishableStarts(b, NOW)[1]]);
  });
});

describe('the starts a booth may publish', () => {
  it('are the quarter hours after now and inside the fair, not yet published, at most one publish’s worth', () => {
    const start = Math.ceil(NOW / QUARTER) * QUARTER;
    const starts = publishableStarts({ start_at: NOW - 3600_000, end_at: start + 4 * QUARTER, slots: [{ id: 1, start_at: start + QUARTER, end_at: start + 2 * QUARTER, free: 1, mine: 0 }] }, NOW);
    expect(starts).toEqual([start, start + 2 * QUARTER, start + 3 * QUARTER]);
    expect(publishableStarts({ start_at: NOW, end_at: NOW + 30 * 24 * 3600_000, slots: [] }, NOW)).toHaveLength(48);
    // a fair that has not started offers its own first quarter hours
    expect(publishableStarts({ start_at: start + 8 * QUARTER, end_at: start + 10 * QUARTER, slots: [] }, NOW)).toEqual([start + 8 * QUARTER, start + 9 * QUARTER]);
  });
});
