import type { ReactNode } from 'react';
import { lazyPage } from '@campus/shared-utils/student';

// Each page is a lazy chunk: the parcel's entry carries none of the interview code (docs/architecture.md §3).
const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, { rows: 6 });
const intro = page(() => import('./intro/intro-page').then((m) => m.InterviewIntroPage));
const room = page(() => import('./room/room-page').then((m) => m.InterviewRoomPage));
const result = page(() => import('./result/result-page').then((m) => m.InterviewResultPage));

/** This feature's page per route path (spec §2 chapters). */
export const pages: Partial<Record<string, ReactNode>> = {
  '/subApp/aiInterviewIntroduce': intro,
  '/subApp/interviewRoom': room,
  '/subApp/aiInterviewResult': result,
};
