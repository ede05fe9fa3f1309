/** POST /api/aiinterview/start: a site job category label, 1 综合面试 / 2 专业面试, questions and seconds per answer from CAREER_LIMITS. */
export type InterviewStartInput = { category: string; kind: 1 | 2; count: number; seconds: number };

/** POST /api/aiinterview/answer: the answer to the session's current question (`index`), typed or heard; '' is no answer. */
export type InterviewAnswerInput = { id: number; index: number; answer: string; seconds_used: number };

/** POST /api/assessment/submit: answers so far as JSON text of {id, value}[] (saved as the student goes); `final` 1 asks for the result. */
export type AssessmentSubmitInput = { answers: { id: string; value: number }[]; final: 0 | 1 };
