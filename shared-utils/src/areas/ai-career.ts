// The AI interview, assessment and career book's server-safe part (texts, codes, limits), exported from
// `@campus/shared-utils/rules` (server) and `@campus/shared-utils/student` (browser): no React, rxjs, axios or DOM.
export { CAREER_MSG, CAREER_CODE, CAREER_LIMITS } from './ai-career/texts';
export type {
  InterviewQuestion, InterviewSession, AiInterviewAnswered, InterviewDimension, InterviewReview, InterviewResult, InterviewList, RiasecType, AssessmentItem,
  AssessmentQuestions, AssessmentSaved, OccupationMatch, AssessmentResult, CareerTarget, CareerTerm, CareerBook, CareerBookList,
} from '../shapes/ai-career';
export type { InterviewStartInput, InterviewAnswerInput, AssessmentSubmitInput } from '../types/ai-career';
