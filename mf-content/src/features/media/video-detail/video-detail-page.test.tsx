import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { logIn, recordDialogs, renderRoute, resetBus } from '@campus/shared-utils/testing';
import { article, failed, ok, progress, video } from '../testing/fixtures';
import { VideoDetailPage } from './video-detail-page';

// jsdom has no media playback: play and pause fire their events as a browser would
let play: jest.SpyInstance;
let pause: jest.SpyInstance;
let leaving: jest.SpyInstance;
beforeEach(() => {
  resetBus();
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  // jsdom has no fetch, which the report made on leaving uses
  leaving = jest.spyOn(api.content, 'watchedOnLeave').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const open = (at = '/videoDetail?id=21') => renderRoute('/videoDetail', <VideoDetailPage />, at);
const player = (): HTMLVideoElement => screen.getByLabelText('无领导小组面试技巧', { selector: 'video' });
const watched = () => jest.spyOn(api.content, 'watched').mockResolvedValue(ok(progress(0)));

describe('VideoDetailPage', () => {
  it('shows the player, meta, chapters, the video’s text and related videos', async () => {
    const load = jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('视频加载中…');
    expect(await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(21);
    const el = player();
    expect(el.tagName).toBe('VIDEO');
    expect(el).toHaveAttribute('src', '/static/media/video/interview.webm');
    expect(el).toHaveAttribute('poster', '/static/media/video/interview.svg');
    expect(el).toHaveAttribute('controls');
    expect(el).toHaveAttribute('preload', 'metadata');
    const columnList = '#/contentListNew?id=5&title=%E9%9D%A2%E8%AF%95%E6%8A%80%E5%B7%A7%E8%A7%86%E9%A2%91';
    expect(within(screen.getByRole('navigation', { name: '当前位置' })).getByRole('link', { name: '面试技巧视频' })).toHaveAttribute('href', columnList);
    expect(screen.getByText('栏目：').querySelector('a')).toHaveAttribute('href', columnList);
    const meta = screen.getByText('栏目：').parentElement!;
    expect(meta).toHaveTextContent('栏目：面试技巧视频作者：李老师2026-11-20880 次播放时长：3:05');
    const chapters = screen.getByRole('region', { name: '章节' });
    expect(within(chapters).getAllByRole('button').map((b) => b.textContent)).toEqual(['0:00开场当前', '1:00角色分工', '2:00总结陈词']);
    const text = screen.getByRole('region', { name: '视频介绍' });
    expect(within(text).getByRole('article')).toHaveTextContent('本视频讲解无领导小组面试的角色分工。');
    expect(within(text).getByText('无领导小组面试')).toContainHTML('<strong>无领导小组面试</strong>');
    const related = screen.getByRole('region', { name: '相关视频' });
    expect(within(related).getByRole('link', { name: '面试技巧视频31' })).toHaveAttribute('href', '#/videoDetail?id=31');
    expect(within(related).getByRole('link', { name: '面试技巧视频32' })).toHaveAttribute('href', '#/videoDetail?id=32');
  });

  it('asks a visitor who presses play to log in, coming back to this video (jump mode 2)', async () => {
    const user = userEvent.setup();
    const saved = jest.spyOn(api.content, 'watchedProgress').mockResolvedValue(ok(progress(65)));
    const report = watched();
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    const dialogs = recordDialogs();
    open();
    await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' });
    expect(saved).not.toHaveBeenCalled();
    fireEvent.play(player());
    expect(pause).toHaveBeenCalled();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 2, data: { url: '#/videoDetail?id=21' } }]);
    expect(screen.getByText('登录后即可观看视频')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(dialogs.requests).toHaveLength(2);
    expect(dialogs.requests[1]).toEqual(dialogs.requests[0]);
    expect(report).not.toHaveBeenCalled();

    // the login dialog made them a student: the saved second is read and playback resumes there
    logIn({ state: 1, userId: '1001' });
    expect(screen.queryByText('登录后即可观看视频')).not.toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(21);
    fireEvent.loadedMetadata(player());
    expect(await screen.findByText('已为您从 1:05 继续播放')).toBeInTheDocument();
    expect(player().currentTime).toBe(65);
    dialogs.stop();
  });

  it('resumes a student at the saved second and reports progress while playing, on pause, seek and leaving', async () => {
    logIn({ state: 1, userId: '1001' });
    jest.spyOn(api.content, 'watchedProgress').mockResolvedValue(ok(progress(65)));
    const report = watched();
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    const view = open();
    await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' });
    const el = player();
    fireEvent.loadedMetadata(el);
    expect(await screen.findByText('已为您从 1:05 继续播放')).toBeInTheDocument();
    expect(el.currentTime).toBe(65);
    // resuming is not the student's seek
    fireEvent.seeked(el);
    expect(report).not.toHaveBeenCalled();

    jest.useFakeTimers();
    fireEvent.play(el);
    expect(pause).not.toHaveBeenCalled();
    el.currentTime = 75;
    act(() => jest.advanceTimersByTime(10_000));
    expect(report).toHaveBeenLastCalledWith(21, 75);
    el.currentTime = 85;
    act(() => jest.advanceTimersByTime(10_000));
    expect(report).toHaveBeenLastCalledWith(21, 85);
    expect(report).toHaveBeenCalledTimes(2);

    el.currentTime = 88;
    fireEvent.pause(el);
    expect(report).toHaveBeenLastCalledWith(21, 88);
    act(() => jest.advanceTimersByTime(30_000));
    expect(report).toHaveBeenCalledTimes(3);

    el.currentTime = 140;
    fireEvent.seeked(el);
    expect(report).toHaveBeenLastCalledWith(21, 140);
    fireEvent.ended(el);
    expect(report).toHaveBeenCalledTimes(5);

    // leaving sends a report that outlives the page (an XHR would be cancelled with it)
    el.currentTime = 150;
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(leaving).toHaveBeenLastCalledWith(21, 150);
    view.unmount();
    expect(leaving).toHaveBeenCalledTimes(2);
    expect(leaving).toHaveBeenLastCalledWith(21, 150);
    expect(report).toHaveBeenCalledTimes(5);
  });

  it('ignores a failed report', async () => {
    logIn({ state: 1, userId: '1001' });
    jest.spyOn(api.content, 'watchedProgress').mockResolvedValue(failed('请求失败'));
    const report = jest.spyOn(api.content, 'watched').mockRejectedValue(new Error('offline'));
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    open();
    await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' });
    fireEvent.loadedMetadata(player());
    fireEvent.play(player());
    fireEvent.pause(player());
    expect(report).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/继续播放/)).not.toBeInTheDocument();
  });

  it('starts a finished video, or one never watched, from the beginning without a message', async () => {
    logIn({ state: 1, userId: '1001' });
    const saved = jest.spyOn(api.content, 'watchedProgress').mockResolvedValueOnce(ok(progress(185, { finished: 1 }))).mockResolvedValueOnce(ok(progress(0)));
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    const view = open();
    await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' });
    fireEvent.loadedMetadata(player());
    await act(async () => undefined);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(player().currentTime).toBe(0);
    expect(screen.queryByText(/继续播放/)).not.toBeInTheDocument();
    view.unmount();

    open();
    await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' });
    fireEvent.loadedMetadata(player());
    await act(async () => undefined);
    expect(saved).toHaveBeenCalledTimes(2);
    expect(player().currentTime).toBe(0);
    expect(screen.queryByText(/继续播放/)).not.toBeInTheDocument();
  });

  it('asks another role to switch to a student identity', async () => {
    const user = userEvent.setup();
    logIn({ state: 2, comKeyUser: 'c1' });
    const saved = jest.spyOn(api.content, 'watchedProgress');
    const report = watched();
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    const dialogs = recordDialogs();
    open();
    await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' });
    fireEvent.play(player());
    expect(pause).toHaveBeenCalled();
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
    expect(screen.getByText('切换为学生身份后即可观看视频')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '切换为学生' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }, { kind: 'switchIdentity' }]);
    expect(saved).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
    dialogs.stop();
  });

  it('plays a chapter from its start and marks it as the current one', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '1001' });
    jest.spyOn(api.content, 'watchedProgress').mockResolvedValue(ok(progress(0)));
    const report = watched();
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    open();
    await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' });
    const chapters = screen.getByRole('region', { name: '章节' });
    await user.click(within(chapters).getByRole('button', { name: /角色分工/ }));
    expect(player().currentTime).toBe(60);
    expect(play).toHaveBeenCalled();
    expect(within(chapters).getByRole('button', { name: /角色分工/ })).toHaveAttribute('aria-current', 'true');
    expect(within(chapters).getByRole('button', { name: /开场/ })).not.toHaveAttribute('aria-current');
    fireEvent.seeked(player());
    expect(report).toHaveBeenLastCalledWith(21, 60);
    // the current chapter follows playback
    player().currentTime = 130;
    fireEvent.timeUpdate(player());
    expect(within(chapters).getByRole('button', { name: /总结陈词/ })).toHaveAttribute('aria-current', 'true');
  });

  it('says when the file fails to load, and the rest of the page still works', async () => {
    const user = userEvent.setup();
    logIn({ state: 1, userId: '1001' });
    jest.spyOn(api.content, 'watchedProgress').mockResolvedValue(ok(progress(0)));
    watched();
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(video()));
    open();
    await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' });
    fireEvent.error(player());
    expect(screen.getByRole('alert')).toHaveTextContent('视频加载失败，请稍后重试');
    expect(screen.getByRole('region', { name: '视频介绍' })).toHaveTextContent('角色分工');
    await user.click(screen.getByRole('button', { name: /总结陈词/ }));
    expect(screen.getByRole('button', { name: /总结陈词/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '面试技巧视频31' })).toBeInTheDocument();
  });

  it('sends an article’s id to the article page', async () => {
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(ok(article()));
    const view = open('/videoDetail?id=7');
    expect(await screen.findByText('其他页面')).toBeInTheDocument();
    expect(view.where()).toBe('/wenDetail?id=7');
  });

  it('gives an unknown id a not-found page', async () => {
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValue(failed('内容不存在或已下线', 44002));
    open('/videoDetail?id=404');
    expect(await screen.findByRole('heading', { name: '内容不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.content, 'mediaDetail').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok(video()));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '无领导小组面试技巧' })).toBeInTheDocument();
  });
});
