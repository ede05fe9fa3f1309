import type { ReactNode } from 'react';
import { lazyPage } from '@campus/shared-utils/student';

// Each page is a lazy chunk: the parcel's entry carries none of them (docs/architecture.md §3, bundle budget).
const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, {});
const feedback = page(() => import('./feedback/delivery-feedback-page').then((m) => m.DeliveryFeedbackPage));
const collect = page(() => import('./collect/my-collect-page').then((m) => m.MyCollectPage));
const recommend = page(() => import(/* webpackChunkName: "jobRecommend" */ './recommend/job-recommend-page').then((m) => m.JobRecommendPage));
const interviews = page(() => import('./interviews/my-interview-page').then((m) => m.MyInterviewPage));

/** This feature's page per route path (top-level and /subApp/ chapter alike). */
export const pages: Partial<Record<string, ReactNode>> = {
  '/jobRecommend': recommend,
  '/subApp/jobRecommend': recommend,
  '/deliveryFeedback': feedback,
  '/subApp/deliveryFeedback': feedback,
  '/myCollect': collect,
  '/subApp/myCollect': collect,
  '/myInterviewList': interviews,
  '/subApp/myInterviewList': interviews,
};
