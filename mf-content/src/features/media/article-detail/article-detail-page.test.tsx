import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { renderRoute, resetBus } from '@campus/shared-utils/testing';
import { article, failed, ok, video } from '../testing/fixtures';
import { ArticleDetailPage } from './article-detail-page';

beforeEach(() => {
  resetBus();
  jest.spyOn(toast, 'success').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

const open = (at: string) => renderRoute('/wenDetail', <ArticleDetailPage />, at);

describe('ArticleDetailPage', () => {
  it('shows the article: breadcrumb, title, meta and the sanitised body as the server sent it', async () => {
    const load = jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(article()));
    open('/wenDetail?id=7');
    expect(screen.getByRole('status')).toHaveTextContent('文章加载中…');
    expect(await screen.findByRole('heading', { level: 1, name: '如何写好一份校招简历' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(7);
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '首页' })).toHaveAttribute('href', '#/');
    expect(within(crumbs).getByRole('link', { name: '简历写作公开课' })).toHaveAttribute('href', '#/wenList?id=3&title=%E7%AE%80%E5%8E%86%E5%86%99%E4%BD%9C%E5%85%AC%E5%BC%80%E8%AF%BE');
    expect(screen.getByText(/来源：就业指导中心/)).toBeInTheDocument();
    expect(screen.getByText(/作者：王老师/)).toBeInTheDocument();
    expect(screen.getByText('2026-11-20')).toBeInTheDocument();
    expect(screen.getByText('2.3k 阅读')).toBeInTheDocument();

    const body = screen.getByRole('article', { name: '如何写好一份校招简历' });
    expect(within(body).getByRole('heading', { level: 2, name: '一、简历的结构' })).toBeInTheDocument();
    expect(body).toHaveTextContent('简历要简洁，一页为宜。');
    const table = within(body).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: '要点' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '倒序书写' })).toBeInTheDocument();
    expect(within(body).getByRole('listitem')).toHaveTextContent('写清成果');
    expect(within(body).getByRole('link', { name: '写作指南' })).toHaveAttribute('href', 'https://www.example.edu.cn/guide');
  });

  it('lists the attachments with their size and a download link', async () => {
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(article()));
    open('/wenDetail?id=7');
    const files = await screen.findByRole('region', { name: '附件下载' });
    expect(within(files).getByRole('listitem')).toHaveTextContent('简历模板.docx12.3 KB');
    const link = within(files).getByRole('link', { name: '下载附件 简历模板.docx' });
    expect(link).toHaveAttribute('href', '/static/media/files/resume-template.docx');
    expect(link).toHaveAttribute('download', '简历模板.docx');
  });

  it('links the previous and next material of the column, a video to its player, and says 没有了 at the ends', async () => {
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValueOnce(ok(article())).mockResolvedValueOnce(ok(article({ prev: null, next: null, attachments: [] })));
    const view = open('/wenDetail?id=7');
    const nav = await screen.findByRole('navigation', { name: '上下篇' });
    expect(within(nav).getByRole('link', { name: '求职季时间线' })).toHaveAttribute('href', '#/wenDetail?id=6');
    expect(within(nav).getByRole('link', { name: '群面技巧视频' })).toHaveAttribute('href', '#/videoDetail?id=8');
    expect(nav).toHaveTextContent('上一篇：求职季时间线下一篇：群面技巧视频');
    view.unmount();

    open('/wenDetail?id=9');
    const ends = await screen.findByRole('navigation', { name: '上下篇' });
    expect(ends).toHaveTextContent('上一篇：没有了下一篇：没有了');
    expect(within(ends).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '附件下载' })).not.toBeInTheDocument();
  });

  it('shares the article’s own link and copies it', async () => {
    const user = userEvent.setup();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(article()));
    open('/wenDetail?id=7&from=home');
    const field = await screen.findByRole('textbox', { name: '文章链接' });
    expect(field).toHaveValue('http://localhost/#/wenDetail?id=7');
    expect(field).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(write).toHaveBeenCalledWith('http://localhost/#/wenDetail?id=7');
    expect(toast.success).toHaveBeenCalledWith('链接已复制');
  });

  it('selects the link for a manual copy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(article()));
    open('/wenDetail?id=7');
    await user.click(await screen.findByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('复制失败，请选中链接后手动复制')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sends a video’s id to the video page, replacing this entry', async () => {
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    const view = open('/wenDetail?id=21');
    expect(await screen.findByText('其他页面')).toBeInTheDocument();
    expect(view.where()).toBe('/videoDetail?id=21');
    view.back();
    expect(view.where()).toBe('/videoDetail?id=21');
  });

  it('gives an unknown or malformed id a not-found page', async () => {
    const load = jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(failed('内容不存在或已下线', 44002));
    const view = open('/wenDetail?id=404');
    expect(await screen.findByRole('heading', { name: '内容不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
    view.unmount();
    load.mockClear();
    open('/wenDetail?id=-1');
    expect(await screen.findByRole('heading', { name: '内容不存在或已下线' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok(article()));
    open('/wenDetail?id=7');
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '如何写好一份校招简历' })).toBeInTheDocument();
  });
});
