import type { ReactNode } from 'react';
import { lazyPage as page } from '@campus/shared-utils/student';

/** This feature's page per route path, each a lazy chunk of its own. */
export const pages: Partial<Record<string, ReactNode>> = {
  '/wenList': page(() => import(/* webpackChunkName: "wenList" */ './article-list/article-list-page').then((m) => m.ArticleListPage)),
  '/wenDetail': page(() => import(/* webpackChunkName: "wenDetail" */ './article-detail/article-detail-page').then((m) => m.ArticleDetailPage)),
  '/contentListNew': page(() => import(/* webpackChunkName: "contentListNew" */ './content-list/content-list-page').then((m) => m.ContentListPage)),
  '/videoDetail': page(() => import(/* webpackChunkName: "videoDetail" */ './video-detail/video-detail-page').then((m) => m.VideoDetailPage)),
};
