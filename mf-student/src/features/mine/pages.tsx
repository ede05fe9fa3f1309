import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '../../ui/load-states';

// Each page is a lazy chunk: the parcel's entry carries none of them (ARCHITECTURE §3, bundle budget).
const DeliveryFeedbackPage = lazy(() => import('./feedback/delivery-feedback-page').then((m) => ({ default: m.DeliveryFeedbackPage })));
const MyCollectPage = lazy(() => import('./collect/my-collect-page').then((m) => ({ default: m.MyCollectPage })));
const JobRecommendPage = lazy(() => import('./recommend/job-recommend-page').then((m) => ({ default: m.JobRecommendPage })));
const MyInterviewPage = lazy(() => import('./interviews/my-interview-page').then((m) => ({ default: m.MyInterviewPage })));

const page = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** This feature's page per route path (top-level and /subApp/ chapter alike). */
export const pages: Partial<Record<string, ReactNode>> = {
  '/jobRecommend': page(<JobRecommendPage />),
  '/subApp/jobRecommend': page(<JobRecommendPage />),
  '/deliveryFeedback': page(<DeliveryFeedbackPage />),
  '/subApp/deliveryFeedback': page(<DeliveryFeedbackPage />),
  '/myCollect': page(<MyCollectPage />),
  '/subApp/myCollect': page(<MyCollectPage />),
  '/myInterviewList': page(<MyInterviewPage />),
  '/subApp/myInterviewList': page(<MyInterviewPage />),
};
