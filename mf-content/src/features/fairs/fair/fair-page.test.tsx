import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { closeDialog } from '@campus/shared-utils';
import { logIn, recordDialogs, renderRoute, resetBus, studentLogsIn } from '@campus/shared-utils/testing';
import { companyPage, fairCompanies, fairDetail, fairLabels, failed, noSignup, ok, signup } from '../testing/fixtures';
import { FairPage } from './fair-page';

beforeEach(() => {
  resetBus();
  jest.spyOn(api.content, 'fairLabels').mockResolvedValue(ok({ list: fairLabels() }));
  jest.spyOn(api.content, 'fairCompanies').mockResolvedValue(ok(companyPage(fairCompanies(2))));
  // a running online fair's booths (live/live-booth.test.tsx tests them)
  jest.spyOn(api.liveFair, 'booths').mockResolvedValue(ok({ list: [] }));
});
afterEach(() => jest.restoreAllMocks());

const open = (at = '/jobFair?id=7') => renderRoute('/jobFair', <FairPage />, at);
const signupBlock = () => screen.getByRole('region', { name: '报名参会' });

describe('FairPage', () => {
  it('shows the fair: kind, state, time, venue with its map, organiser, figures, about image and intro', async () => {
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '2026届秋季大型综合双选会' })).toBeInTheDocument();
    const header = screen.getByRole('region', { name: '2026届秋季大型综合双选会' });
    expect(header).toHaveTextContent('现场招聘会');
    expect(header).toHaveTextContent('进行中');
    expect(header).toHaveTextContent('举办时间2026-11-28 09:00 – 16:00');
    expect(header).toHaveTextContent('举办地点云山大学体育馆');
    expect(header).toHaveTextContent('主办方云山大学就业指导中心');
    expect(within(header).getByRole('link', { name: '查看展位图' })).toHaveAttribute('href', '#/floorplan?id=7');
    expect(within(header).getByRole('list', { name: '招聘会概况' })).toHaveTextContent('180参会企业960招聘职位300展位1520已报名');
    const about = screen.getByRole('region', { name: '关于本场招聘会' });
    expect(within(about).getByRole('img', { name: '招聘会介绍图' })).toHaveAttribute('src', '/api/static/fair-about-7.png');
    expect(within(about).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['本次双选会面向2026届毕业生。', '现场设 A、B 两个展馆。']);
  });

  it('enlarges the about image in a dialog', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    open();
    const about = await screen.findByRole('region', { name: '关于本场招聘会' });
    await user.click(within(about).getByRole('button', { name: '招聘会介绍图' }));
    const dialog = await screen.findByRole('dialog', { name: '招聘会介绍图' });
    expect(within(dialog).getByRole('img', { name: '招聘会介绍图' })).toHaveAttribute('src', '/api/static/fair-about-7.png');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('writes both dates of a fair that spans days', async () => {
    const start = new Date(2026, 10, 28, 9, 0).getTime();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail({ end_at: new Date(2026, 10, 29, 17, 30).getTime(), start_at: start })));
    open();
    expect(await screen.findByText((_, el) => el?.tagName === 'DD' && el.textContent === '2026-11-28 09:00 – 2026-11-29 17:30')).toBeInTheDocument();
    // each end is one unbreakable piece, so a phone breaks the line at the dash, never inside a date
    expect(screen.getByText('2026-11-29 17:30')).toHaveClass('whole');
  });

  it('shows a loading state, then a failure with a retry', async () => {
    const user = userEvent.setup();
    let answer: (v: Awaited<ReturnType<typeof api.content.fair>>) => void = () => {};
    jest
      .spyOn(api.content, 'fair')
      .mockImplementationOnce(() => new Promise((r) => (answer = r)))
      .mockResolvedValueOnce(ok(fairDetail()));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('招聘会加载中…');
    await act(async () => answer(failed('网络异常')));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '2026届秋季大型综合双选会' })).toBeInTheDocument();
  });

  it('gives an unknown or malformed id a not-found page', async () => {
    jest.spyOn(api.content, 'fair').mockResolvedValue(failed('招聘会不存在或已取消', 44003));
    const view = open('/jobFair?id=404');
    expect(await screen.findByRole('heading', { name: '招聘会不存在或已取消' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
    view.unmount();
    open('/jobFair?id=abc');
    // the page asks nothing of the server for an id that cannot be one
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: '招聘会不存在或已取消' })).toBeInTheDocument();
    expect(api.content.fair).toHaveBeenCalledTimes(1);
  });

  it('asks a visitor to log in, then loads the student’s sign-up once logged in', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    const current = jest.spyOn(api.content, 'signup').mockResolvedValue(ok(signup()));
    const dialogs = recordDialogs();
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(signupBlock()).toHaveTextContent('登录学生账号后即可报名参会');
    await user.click(within(signupBlock()).getByRole('button', { name: '报名参会' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    expect(current).not.toHaveBeenCalled();
    logIn({ state: 1, userId: '9' });
    expect(await within(signupBlock()).findByRole('img', { name: '入场二维码' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(signupBlock()).toHaveTextContent('已报名');
    expect(signupBlock()).toHaveTextContent('入场码F7-8K2Q9P');
    expect(current).toHaveBeenCalledWith(7);
    dialogs.stop();
  });

  it('signs a visitor up once logged in from the prompt, without a second press, and counts the sign-up at once', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    jest.spyOn(api.content, 'signup').mockResolvedValue(ok(noSignup()));
    const signUp = jest.spyOn(api.content, 'signUp').mockResolvedValue(ok(signup({ ticket: 'F7-NEW' })));
    open();
    const figures = await screen.findByRole('list', { name: '招聘会概况' });
    expect(figures).toHaveTextContent('1520已报名');
    await user.click(within(signupBlock()).getByRole('button', { name: '报名参会' }));
    studentLogsIn('9');
    expect(await within(signupBlock()).findByText('报名成功')).toBeInTheDocument();
    expect(signupBlock()).toHaveTextContent('入场码F7-NEW');
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(figures).toHaveTextContent('1521已报名');
  });

  it('drops the sign-up when the visitor closes the login instead', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    jest.spyOn(api.content, 'signup').mockResolvedValue(ok(noSignup()));
    const signUp = jest.spyOn(api.content, 'signUp');
    open();
    await user.click(await within(await screen.findByRole('region', { name: '报名参会' })).findByRole('button', { name: '报名参会' }));
    act(() => closeDialog());
    logIn({ state: 1, userId: '9' });
    await within(signupBlock()).findByRole('button', { name: '报名参会' });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs a student up and shows the entrance QR; a failure shows the server’s message', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '9' });
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    jest.spyOn(api.content, 'signup').mockResolvedValue(ok(noSignup()));
    const signUp = jest.spyOn(api.content, 'signUp').mockResolvedValueOnce(failed('操作太频繁，请稍后再试', 44999)).mockResolvedValueOnce(ok(signup({ ticket: 'F7-NEW' })));
    open();
    const button = await within(await screen.findByRole('region', { name: '报名参会' })).findByRole('button', { name: '报名参会' });
    expect(signupBlock()).toHaveTextContent('报名后凭入场二维码进场');
    await user.click(button);
    expect(await within(signupBlock()).findByRole('alert')).toHaveTextContent('操作太频繁，请稍后再试');
    await user.click(within(signupBlock()).getByRole('button', { name: '报名参会' }));
    expect(await within(signupBlock()).findByText('报名成功')).toBeInTheDocument();
    expect(within(signupBlock()).getByRole('img', { name: '入场二维码' })).toBeInTheDocument();
    expect(signupBlock()).toHaveTextContent('入场码F7-NEW');
    expect(within(signupBlock()).queryByRole('button', { name: '报名参会' })).not.toBeInTheDocument();
    expect(signUp).toHaveBeenCalledTimes(2);
    expect(signUp).toHaveBeenCalledWith(7);
  });

  it('says the fair has ended when the server refuses a late sign-up', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '9' });
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    jest.spyOn(api.content, 'signup').mockResolvedValue(ok(noSignup()));
    jest.spyOn(api.content, 'signUp').mockResolvedValue(failed('ended', 44005));
    open();
    await user.click(await within(await screen.findByRole('region', { name: '报名参会' })).findByRole('button', { name: '报名参会' }));
    expect(await within(signupBlock()).findByRole('alert')).toHaveTextContent('招聘会已结束，无法报名');
  });

  it('asks another role to switch identity', async () => {
    const user = userEvent.setup();
    logIn({ state: 2, userId: '3' });
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    const current = jest.spyOn(api.content, 'signup');
    const dialogs = recordDialogs();
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(signupBlock()).toHaveTextContent('切换为学生身份登录后方可操作');
    await user.click(within(signupBlock()).getByRole('button', { name: '报名参会' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
    expect(current).not.toHaveBeenCalled();
    dialogs.stop();
  });

  it('takes no sign-ups for an ended fair', async () => {
    logIn({ state: 1, userId: '9' });
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail({ status: 2 })));
    const current = jest.spyOn(api.content, 'signup');
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(signupBlock()).toHaveTextContent('已结束');
    expect(within(signupBlock()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '2026届秋季大型综合双选会' })).toHaveTextContent('已结束');
    expect(current).not.toHaveBeenCalled();
  });

  it('gives an online fair its entrance while it runs, and no sign-up or booth map', async () => {
    const online = fairDetail({ kind: 'online', status: 1, online_url: 'https://live.example.cn/fair/7', place: '', booth_count: 0 });
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(online));
    const view = open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('空中双选会')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: '进入空中双选会' });
    expect(links[0]).toHaveAttribute('href', 'https://live.example.cn/fair/7');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('region', { name: '报名参会' })).not.toBeInTheDocument();
    expect(screen.getByText('空中双选会无需报名，开始后点击进入即可')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '查看展位图' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '云帆数据科技有限公司1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /在展位图中查看/ })).not.toBeInTheDocument();
    view.unmount();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok({ ...online, status: 0 }));
    open();
    expect(await screen.findAllByText('双选会未开始，开始后可在此进入')).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: '进入空中双选会' })).not.toBeInTheDocument();
  });

  it('lists the companies with booths and positions, filtered by label and keyword, paged in the URL', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    const list = jest.spyOn(api.content, 'fairCompanies').mockResolvedValue(ok(companyPage(fairCompanies(12), { total: 30 })));
    const { search } = open('/jobFair?id=7&page=2');
    const companies = await screen.findByRole('list', { name: '参会企业列表' });
    expect(list).toHaveBeenCalledWith({ id: 7, page: 2, page_size: 12 });
    expect(screen.getByText(/家参会企业/)).toHaveTextContent('共 30 家参会企业');
    const card = within(companies).getAllByRole('article')[0]!;
    expect(within(card).getByRole('link', { name: '云帆数据科技有限公司1' })).toHaveAttribute('href', '#/companyDetailPage?id=1');
    expect(within(card).getByRole('link', { name: '在展位图中查看展位 A001' })).toHaveAttribute('href', '#/floorplan?id=7&booth=A001');
    expect(card).toHaveTextContent('A馆 主馆');
    expect(card).toHaveTextContent('互联网/IT · 100-499人');
    expect(within(card).getByRole('link', { name: '前端开发工程师1-1' })).toHaveAttribute('href', '#/job?id=101');
    expect(card).toHaveTextContent('12-18K');
    expect(card).toHaveTextContent('杭州 · 本科');
    expect(within(card).getByRole('link', { name: '查看全部 7 个职位' })).toHaveAttribute('href', '#/companyDetailPage?id=1');

    const halls = screen.getByRole('group', { name: '展馆' });
    await user.click(within(halls).getByRole('button', { name: /^B馆 理工馆/ }));
    expect(Object.fromEntries(search())).toEqual({ id: '7', label: '12' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ id: 7, label_id: 12, page: 1, page_size: 12 }));
    expect(within(halls).getByRole('button', { name: /^B馆 理工馆/ })).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByRole('searchbox', { name: '搜索参会企业或职位' }), '前端{Enter}');
    expect(Object.fromEntries(search())).toEqual({ id: '7', label: '12', keyword: '前端' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ id: 7, label_id: 12, keyword: '前端', page: 1, page_size: 12 }));

    await user.click(await screen.findByRole('button', { name: '第 3 页' }));
    expect(Object.fromEntries(search())).toEqual({ id: '7', label: '12', keyword: '前端', page: '3' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ id: 7, label_id: 12, keyword: '前端', page: 3, page_size: 12 }));

    await user.click(within(screen.getByRole('group', { name: '行业' })).getByRole('button', { name: '全部' }));
    expect(Object.fromEntries(search())).toEqual({ id: '7', keyword: '前端' });
  });

  it('says when no company matches, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    jest.spyOn(api.content, 'fairCompanies').mockResolvedValue(ok(companyPage([])));
    const { search } = open('/jobFair?id=7&label=1&keyword=火星');
    expect(await screen.findByText('没有找到符合条件的参会企业')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索参会企业或职位' })).toHaveValue('火星');
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(Object.fromEntries(search())).toEqual({ id: '7' });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: '搜索参会企业或职位' })).toHaveValue(''));
  });

  it('shows a failed company list in its own block with a retry, the fair still shown', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'fair').mockResolvedValue(ok(fairDetail()));
    jest.spyOn(api.content, 'fairCompanies').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok(companyPage(fairCompanies(1))));
    open();
    const section = await screen.findByRole('region', { name: '参会企业' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('请求失败');
    expect(screen.getByRole('heading', { level: 1, name: '2026届秋季大型综合双选会' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '重新加载' }));
    expect(await within(section).findByRole('link', { name: '云帆数据科技有限公司1' })).toBeInTheDocument();
  });
});
