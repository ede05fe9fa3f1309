import type { MediaCard, MediaColumn, MediaDetail, MediaPage, WatchedProgress } from '@campus/shared-utils/student';

export { ok, failed } from '@campus/shared-utils/testing';

export const PUBLISHED = new Date(2026, 10, 20, 9, 30).getTime();

export const column = (over: Partial<MediaColumn> = {}): MediaColumn => ({ id: 3, title: '简历写作公开课', intro: '手把手教你写出让 HR 眼前一亮的简历。', ...over });

/** Cards numbered from `from`: articles unless told, the views of the first one over 1000. */
export function cards(count: number, from = 1, kind: MediaCard['kind'] = 'article'): MediaCard[] {
  return Array.from({ length: count }, (_, i) => {
    const id = from + i;
    return {
      id,
      kind,
      title: kind === 'video' ? `面试技巧视频${id}` : `简历写作第${id}讲`,
      summary: `第${id}篇的摘要`,
      cover_url: `/static/media/cover-${id}.svg`,
      publish_at: PUBLISHED,
      views: id === 1 ? 1234 : 56,
      duration: kind === 'video' ? 125 : 0,
    };
  });
}

export const mediaPage = (list: MediaCard[], over: Partial<MediaPage> = {}): MediaPage => ({ column: column(), list, page: 1, page_size: 10, total: list.length, ...over });

export function article(over: Partial<MediaDetail> = {}): MediaDetail {
  return {
    ...cards(1, 7)[0]!,
    title: '如何写好一份校招简历',
    views: 2345,
    column: column(),
    source: '就业指导中心',
    author: '王老师',
    body_html:
      '<h2>一、简历的结构</h2><p>简历要<strong>简洁</strong>，一页为宜。</p>' +
      '<table><thead><tr><th>模块</th><th>要点</th></tr></thead><tbody><tr><td>教育经历</td><td>倒序书写</td></tr></tbody></table>' +
      '<ul><li>写清成果</li></ul><p>参考 <a href="https://www.example.edu.cn/guide">写作指南</a>。</p>',
    attachments: [{ name: '简历模板.docx', url: '/static/media/files/resume-template.docx', size: 12_595 }],
    video_url: '',
    poster_url: '',
    chapters: [],
    prev: { id: 6, kind: 'article', title: '求职季时间线' },
    next: { id: 8, kind: 'video', title: '群面技巧视频' },
    related: [],
    ...over,
  };
}

export function video(over: Partial<MediaDetail> = {}): MediaDetail {
  return {
    ...cards(1, 21, 'video')[0]!,
    title: '无领导小组面试技巧',
    views: 880,
    duration: 185,
    column: column({ id: 5, title: '面试技巧视频' }),
    source: '',
    author: '李老师',
    body_html: '<p>本视频讲解<strong>无领导小组面试</strong>的角色分工。</p>',
    attachments: [],
    video_url: '/static/media/video/interview.webm',
    poster_url: '/static/media/video/interview.svg',
    chapters: [
      { at: 0, title: '开场' },
      { at: 60, title: '角色分工' },
      { at: 120, title: '总结陈词' },
    ],
    prev: null,
    next: null,
    related: cards(2, 31, 'video'),
    ...over,
  };
}

export const progress = (seconds: number, over: Partial<WatchedProgress> = {}): WatchedProgress => ({ id: 21, seconds, duration: 185, finished: 0, ...over });
