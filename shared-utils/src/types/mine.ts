/** Answers of the student's own activity calls (docs/api-mine.md): defined once in shapes/mine.ts. */
export type {
  CompanyRef, FavouritePosition, FavouriteCompany, CollectAnswer, FollowAnswer, DeliverStatus, TimelineStep, Interview, Application,
  StatusCounts, ApplicationCounts, RecommendedPosition, RecommendPage, InterviewAnswered,
} from '../shapes/mine';

export type MinePage<T> = { list: T[]; total: number; page: number; page_size: number };
export type PageQuery = { page?: number; page_size?: number };

export type FavouriteKind = 'position' | 'company';

/** 1 the online resume, 2 an attachment (the resume area's choice types). */
export type DeliverInput = { position_id: number; resume_type: 1 | 2; resume_id: number };

/** POST /api/invite/answer: the student's answer to an upcoming invitation. */
export type InterviewAnswer = 'accept' | 'decline';
