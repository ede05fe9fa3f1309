import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { logIn, resetBus } from '@campus/shared-utils/testing';
import { failed, filterOptions, ok, positionItems, positionPage } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { PositionListPage } from './position-list-page';

beforeEach(() => {
  resetBus();
  jest.spyOn(api.jobs, 'filterOptions').mockResolvedValue(ok(filterOptions()));
});
afterEach(() => jest.restoreAllMocks());

const open = (at: string) => renderRoute(at.split('?')[0]!, <PositionListPage />, at);

describe('PositionListPage', () => {
  it('searches with the filters the URL carries and shows them as chosen', async () => {
    const search = jest.spyOn(api.jobs, 'searchPositions').mockResolvedValue(ok(positionPage(positionItems(20), { page: 2, total: 45 })));
    open('/positionList?keyword=前端&city=杭州&salary=10-15&page=2');
    expect(screen.getByRole('status')).toHaveTextContent('职位加载中…');
    expect(await screen.findByRole('link', { name: '前端开发工程师1' })).toHaveAttribute('href', '/job?id=1');
    expect(search).toHaveBeenCalledWith({ keyword: '前端', city: '杭州', salary: '10-15', page: 2, page_size: 20 });
    expect(screen.getByRole('searchbox', { name: '搜索职位' })).toHaveValue('前端');
    expect(within(screen.getByRole('group', { name: '工作城市' })).getByRole('button', { name: '杭州' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: '薪资' })).toHaveValue('10-15');
    expect(screen.getByText(/共找到/)).toHaveTextContent('共找到 45 个职位');
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes each change into the URL from page 1, and Back restores the previous list', async () => {
    const user = userEvent.setup();
    const search = jest.spyOn(api.jobs, 'searchPositions').mockResolvedValue(ok(positionPage(positionItems(3), { total: 3 })));
    const { search: url, back } = open('/positionList?city=杭州&page=3');
    await screen.findByRole('link', { name: '前端开发工程师1' });

    await user.click(within(screen.getByRole('group', { name: '职位性质' })).getByRole('button', { name: '实习' }));
    expect(Object.fromEntries(url())).toEqual({ city: '杭州', nature: '实习' });
    await user.selectOptions(screen.getByRole('combobox', { name: '学历' }), '硕士');
    await user.type(screen.getByRole('searchbox', { name: '搜索职位' }), '会计{Enter}');
    expect(Object.fromEntries(url())).toEqual({ city: '杭州', nature: '实习', education: '硕士', keyword: '会计' });
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ keyword: '会计', city: '杭州', education: '硕士', nature: '实习', page: 1, page_size: 20 }));

    await user.click(screen.getByRole('button', { name: '最相关' }));
    expect(url().get('sort')).toBe('relevance');
    back();
    expect(url().get('sort')).toBeNull();
    expect(screen.getByRole('button', { name: '最新发布' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(Object.fromEntries(url())).toEqual({ keyword: '会计' });
  });

  it('takes the category of a home chip (value and label) and drops both when another is picked', async () => {
    const user = userEvent.setup();
    const search = jest.spyOn(api.jobs, 'searchPositions').mockResolvedValue(ok(positionPage(positionItems(1))));
    const { search: url } = open('/subApp/positionList?value=fe&label=前端开发');
    expect(await screen.findByRole('heading', { level: 1, name: '前端开发' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ category: 'fe', page: 1, page_size: 20 });
    // links stay in the sub-application's chapters
    expect(await screen.findByRole('link', { name: '前端开发工程师1' })).toHaveAttribute('href', '/subApp/job?id=1');
    expect(screen.getByRole('link', { name: /星河科技有限公司/ })).toHaveAttribute('href', '/subApp/companyDetailPage?id=9');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '职位类别' })).toHaveValue('fe'));
    await user.selectOptions(screen.getByRole('combobox', { name: '职位类别' }), 'accountant');
    expect(Object.fromEntries(url())).toEqual({ category: 'accountant' });
    expect(screen.getByRole('heading', { level: 1, name: '职位搜索' })).toBeInTheDocument();
  });

  it('says "N+" when the search has more matches than it counts', async () => {
    jest.spyOn(api.jobs, 'searchPositions').mockResolvedValue(ok(positionPage(positionItems(20), { total: 10000, total_capped: 1 })));
    open('/positionList?keyword=工程');
    expect(await screen.findByText(/共找到/)).toHaveTextContent('共找到 10000+ 个职位');
  });

  it('says when nothing matches and offers to clear the search', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.jobs, 'searchPositions').mockResolvedValue(ok(positionPage([])));
    const { search: url } = open('/positionList?keyword=不存在的职位&nature=实习');
    expect(await screen.findByText('没有找到符合条件的职位')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清空搜索条件' }));
    expect(url().toString()).toBe('');
  });

  it('shows a failure with a retry that loads again', async () => {
    const user = userEvent.setup();
    const search = jest.spyOn(api.jobs, 'searchPositions').mockResolvedValueOnce(failed('请求超时，请稍后再试')).mockResolvedValueOnce(ok(positionPage(positionItems(1))));
    open('/positionList');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求超时，请稍后再试');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '前端开发工程师1' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('offers "hide what I applied to" to a logged-in student only', async () => {
    const user = userEvent.setup();
    const search = jest.spyOn(api.jobs, 'searchPositions').mockResolvedValue(ok(positionPage(positionItems(2))));
    const { search: url } = open('/positionList?hide_applied=1');
    await screen.findByRole('link', { name: '前端开发工程师1' });
    expect(screen.queryByRole('switch', { name: '隐藏已投递的职位' })).not.toBeInTheDocument();
    // a visitor's link with hide_applied searches without it
    expect(search).toHaveBeenLastCalledWith({ page: 1, page_size: 20 });
    logIn({ state: 1, userId: '7' });
    const toggle = await screen.findByRole('switch', { name: '隐藏已投递的职位' });
    expect(toggle).toBeChecked();
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ hide_applied: 1, page: 1, page_size: 20 }));
    await user.click(toggle);
    expect(url().get('hide_applied')).toBeNull();
  });

  it('names a zone list after its zone, and gives an unknown zone a not-found page', async () => {
    jest.spyOn(api.jobs, 'searchPositions').mockResolvedValue(ok(positionPage(positionItems(1))));
    const zone = jest.spyOn(api.jobs, 'zone').mockResolvedValue(ok({ id: 5, kind: 'position' as const, title: '技术研发岗位', intro: '名企技术岗一站直达', count: 40 }));
    // the title the home item carries names the page; the zone's own title stands in without it
    const first = open('/positionList?zoneid=5&title=技术岗专场');
    expect(await screen.findByText('名企技术岗一站直达')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '技术岗专场' })).toBeInTheDocument();
    expect(zone).toHaveBeenCalledWith(5);
    first.unmount();
    const second = open('/positionList?zoneid=5');
    expect(await screen.findByRole('heading', { level: 1, name: '技术研发岗位' })).toBeInTheDocument();
    second.unmount();
    zone.mockResolvedValueOnce(failed('专区不存在', 42003));
    open('/positionList?zoneid=404');
    expect(await screen.findByRole('heading', { name: '专区不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部职位' })).toHaveAttribute('href', '#/positionList');
  });
});
