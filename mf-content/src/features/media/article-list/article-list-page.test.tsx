import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { renderRoute, resetBus } from '@campus/shared-utils/testing';
import { cards, column, failed, mediaPage, ok } from '../testing/fixtures';
import { ArticleListPage } from './article-list-page';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const open = (at: string) => renderRoute('/wenList', <ArticleListPage />, at);

describe('ArticleListPage', () => {
  it('shows the link’s title while the column loads, then the column and its articles', async () => {
    let answer: (value: Awaited<ReturnType<typeof api.content.mediaList>>) => void = () => {};
    const load = jest.spyOn(api.content, 'mediaList').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open('/wenList?id=3&title=简历课');
    expect(screen.getByRole('heading', { level: 1, name: '简历课' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('文章加载中…');
    expect(load).toHaveBeenCalledWith({ id: 3, kind: 'article', page: 1, page_size: 10 });

    await act(async () => answer(ok(mediaPage(cards(2)))));
    expect(await screen.findByRole('heading', { level: 1, name: '简历写作公开课' })).toBeInTheDocument();
    expect(screen.getByText('手把手教你写出让 HR 眼前一亮的简历。')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '文章' });
    const first = within(list).getByRole('article', { name: '简历写作第1讲' });
    expect(within(first).getByRole('link', { name: '简历写作第1讲' })).toHaveAttribute('href', '#/wenDetail?id=1');
    expect(first).toHaveTextContent('第1篇的摘要');
    expect(first).toHaveTextContent('2026-11-20');
    expect(first).toHaveTextContent('1.2k 阅读');
    expect(within(list).getByRole('article', { name: '简历写作第2讲' })).toHaveTextContent('56 阅读');
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('pages in the URL, so reload and Back keep the page', async () => {
    const user = userEvent.setup();
    const load = jest
      .spyOn(api.content, 'mediaList')
      .mockImplementation(async (q) => ok(mediaPage(cards(10, ((q.page ?? 1) - 1) * 10 + 1), { page: q.page ?? 1, total: 25 })));
    const view = open('/wenList?id=3&title=简历课');
    await screen.findByRole('link', { name: '简历写作第1讲' });
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(await screen.findByRole('link', { name: '简历写作第21讲' })).toBeInTheDocument();
    expect(view.where()).toBe('/wenList?id=3&title=%E7%AE%80%E5%8E%86%E8%AF%BE&page=3');
    expect(load).toHaveBeenLastCalledWith({ id: 3, kind: 'article', page: 3, page_size: 10 });
    // the column's heading stays while the next page loads
    expect(screen.getByRole('heading', { level: 1, name: '简历写作公开课' })).toBeInTheDocument();
    view.back();
    expect(await screen.findByRole('link', { name: '简历写作第1讲' })).toBeInTheDocument();
  });

  it('opens at the page the URL names', async () => {
    const load = jest.spyOn(api.content, 'mediaList').mockResolvedValue(ok(mediaPage(cards(5, 11), { page: 2, total: 15 })));
    open('/wenList?id=3&page=2');
    expect(await screen.findByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(load).toHaveBeenCalledWith({ id: 3, kind: 'article', page: 2, page_size: 10 });
  });

  it('says when the column has no articles', async () => {
    jest.spyOn(api.content, 'mediaList').mockResolvedValue(ok(mediaPage([], { column: column({ intro: '' }) })));
    open('/wenList?id=3&title=简历课');
    expect(await screen.findByText('该栏目暂无文章')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '文章' })).not.toBeInTheDocument();
  });

  it('offers the first page when the URL names a page past the end', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'mediaList').mockImplementation(async (q) => ok(mediaPage(q.page === 1 ? cards(3) : [], { page: q.page ?? 1, total: 3 })));
    const view = open('/wenList?id=3&page=9');
    await user.click(await screen.findByRole('button', { name: '回到第一页' }));
    expect(await screen.findByRole('link', { name: '简历写作第1讲' })).toBeInTheDocument();
    expect(view.search().get('page')).toBeNull();
  });

  it('gives an unknown column, and a malformed id, a not-found page with a way home', async () => {
    jest.spyOn(api.content, 'mediaList').mockResolvedValue(failed('栏目不存在或已下线', 44001));
    const view = open('/wenList?id=404&title=旧栏目');
    expect(await screen.findByRole('heading', { name: '栏目不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
    view.unmount();

    const load = jest.spyOn(api.content, 'mediaList');
    load.mockClear();
    open('/wenList?id=abc');
    expect(await screen.findByRole('heading', { name: '栏目不存在或已下线' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a failure in its own block, with a retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'mediaList').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok(mediaPage(cards(1))));
    open('/wenList?id=3&title=简历课');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    expect(screen.getByRole('heading', { level: 1, name: '简历课' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '简历写作第1讲' })).toBeInTheDocument();
  });
});
