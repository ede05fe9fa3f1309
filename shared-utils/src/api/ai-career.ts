import { AiInterviewAnswered, AssessmentQuestions, AssessmentResult, AssessmentSaved, CareerBook, CareerBookList, InterviewList, InterviewResult, InterviewSession } from '../shapes/ai-career';
import type { AssessmentSubmitInput, InterviewAnswerInput, InterviewStartInput } from '../types/ai-career';
import { http, type RequestOptions } from './http';
import { conformed } from './parsed';

/**
 * The AI mock interview, the occupation assessment and the career-planning book (issue 12; docs/api-ai-career.md):
 * student-only and owner-only; refused where the site's flag is off (is_ai_interview, is_ai_career_planning).
 */
export const career = {
  /** Starts an interview, or answers the one still going (a reload resumes it). */
  startInterview: (input: InterviewStartInput) => conformed(http.post('/api/aiinterview/start', input), InterviewSession),
  interview: (id: number, options?: RequestOptions) => conformed(http.get('/api/aiinterview/get', { id }, options), InterviewSession),
  answer: (input: InterviewAnswerInput) => conformed(http.post('/api/aiinterview/answer', input), AiInterviewAnswered),
  /** Ends the interview and scores it; a second call answers the same result. With `onDelta`, a model's feedback is passed on as it is written. */
  finishInterview: (id: number, onDelta?: (text: string) => void) =>
    conformed(onDelta ? http.postStream('/api/aiinterview/finish', { id }, onDelta) : http.post('/api/aiinterview/finish', { id }), InterviewResult),
  interviewResult: (id: number, options?: RequestOptions) => conformed(http.get('/api/aiinterview/result', { id }, options), InterviewResult),
  interviews: (options?: RequestOptions) => conformed(http.get('/api/aiinterview/list', {}, options), InterviewList),

  assessmentQuestions: (options?: RequestOptions) => conformed(http.get('/api/assessment/questions', {}, options), AssessmentQuestions),
  submitAssessment: (input: AssessmentSubmitInput) => conformed(http.post('/api/assessment/submit', input), AssessmentSaved),
  /** One result, or the latest without an id. */
  assessmentResult: (id?: number, options?: RequestOptions) => conformed(http.get('/api/assessment/result', id ? { id } : {}, options), AssessmentResult),

  createBook: () => conformed(http.post('/api/careerplan/create'), CareerBook),
  book: (id: number, options?: RequestOptions) => conformed(http.get('/api/careerplan/get', { id }, options), CareerBook),
  books: (options?: RequestOptions) => conformed(http.get('/api/careerplan/list', {}, options), CareerBookList),
};
