import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { renderRoute, resetBus } from '@campus/shared-utils/testing';
import { cards, column, failed, mediaPage, ok } from '../testing/fixtures';
import { ContentListPage } from './content-list-page';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const open = (at: string) => renderRoute('/contentListNew', <ContentListPage />, at);
const mixed = () => mediaPage([...cards(1, 1), ...cards(1, 2, 'video')], { column: column({ id: 5, title: '求职技能课堂' }) });

describe('ContentListPage', () => {
  it('mixes article and video cards, each opening its own page', async () => {
    const load = jest.spyOn(api.content, 'mediaList').mockResolvedValue(ok(mixed()));
    open('/contentListNew?id=5&title=技能课堂');
    expect(screen.getByRole('heading', { level: 1, name: '技能课堂' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('内容加载中…');
    expect(await screen.findByRole('heading', { level: 1, name: '求职技能课堂' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ id: 5, page: 1, page_size: 10 });
    const list = screen.getByRole('list', { name: '内容' });
    const text = within(list).getByRole('article', { name: '简历写作第1讲' });
    expect(within(text).getByRole('link')).toHaveAttribute('href', '#/wenDetail?id=1');
    expect(text).toHaveTextContent('文章');
    expect(text).toHaveTextContent('1.2k 阅读');
    const clip = within(list).getByRole('article', { name: '面试技巧视频2' });
    expect(within(clip).getByRole('link')).toHaveAttribute('href', '#/videoDetail?id=2');
    expect(clip).toHaveTextContent('时长：2:05');
    expect(clip).toHaveTextContent('56 次播放');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '全部' })).toContainElement(list);
  });

  it('filters by kind in the URL, starting again at page 1', async () => {
    const user = userEvent.setup();
    const load = jest.spyOn(api.content, 'mediaList').mockImplementation(async (q) => ok(mediaPage(q.kind === 'video' ? cards(3, 10, 'video') : cards(10), { page: q.page ?? 1, total: q.kind === 'video' ? 3 : 30 })));
    const view = open('/contentListNew?id=5&title=技能课堂&page=2');
    await screen.findByRole('link', { name: '简历写作第1讲' });
    expect(load).toHaveBeenLastCalledWith({ id: 5, page: 2, page_size: 10 });
    await user.click(screen.getByRole('tab', { name: '视频' }));
    expect(await screen.findByRole('link', { name: '面试技巧视频10' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ id: 5, kind: 'video', page: 1, page_size: 10 });
    expect(view.search().get('kind')).toBe('video');
    expect(view.search().get('page')).toBeNull();
    expect(screen.getByRole('tab', { name: '视频' })).toHaveAttribute('aria-selected', 'true');
    // the arrow keys move along the tabs
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '文章' })).toHaveFocus();
    expect(view.search().get('kind')).toBe('article');
    expect(await screen.findByRole('link', { name: '简历写作第1讲' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ id: 5, kind: 'article', page: 1, page_size: 10 });
  });

  it('pages within a kind', async () => {
    const user = userEvent.setup();
    const load = jest.spyOn(api.content, 'mediaList').mockImplementation(async (q) => ok(mediaPage(cards(10, ((q.page ?? 1) - 1) * 10 + 1, 'video'), { page: q.page ?? 1, total: 20 })));
    const view = open('/contentListNew?id=5&kind=video');
    await screen.findByRole('link', { name: '面试技巧视频1' });
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('link', { name: '面试技巧视频11' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ id: 5, kind: 'video', page: 2, page_size: 10 });
    expect(view.search().get('kind')).toBe('video');
  });

  it('says a filter has nothing, and offers the whole column', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'mediaList').mockImplementation(async (q) => ok(q.kind === 'video' ? mediaPage([]) : mixed()));
    const view = open('/contentListNew?id=5&kind=video');
    expect(await screen.findByText('该栏目暂无内容')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看全部' }));
    expect(await screen.findByRole('link', { name: '面试技巧视频2' })).toBeInTheDocument();
    expect(view.search().get('kind')).toBeNull();
  });

  it('says an empty column is empty', async () => {
    jest.spyOn(api.content, 'mediaList').mockResolvedValue(ok(mediaPage([])));
    open('/contentListNew?id=5');
    expect(await screen.findByText('该栏目暂无内容')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
  });

  it('gives an unknown column a not-found page', async () => {
    jest.spyOn(api.content, 'mediaList').mockResolvedValue(failed('栏目不存在或已下线', 44001));
    open('/contentListNew?id=999');
    expect(await screen.findByRole('heading', { name: '栏目不存在或已下线' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'mediaList').mockResolvedValueOnce(failed('服务繁忙')).mockResolvedValueOnce(ok(mixed()));
    open('/contentListNew?id=5');
    expect(await screen.findByRole('alert')).toHaveTextContent('服务繁忙');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '面试技巧视频2' })).toBeInTheDocument();
  });
});
