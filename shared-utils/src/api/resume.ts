import type {
  ResumeDeleted,
  ResumeEducation,
  ResumeEducationInput,
  JobIntention,
  JobIntentionInput,
  ResumeProject,
  ResumeProjectInput,
  ResumeAttachment,
  ResumeAttachmentList,
  ResumeBasic,
  ResumeBasicInput,
  ResumeChoiceList,
  ResumeDetail,
  ResumeExampleList,
  ResumeExampleQuery,
  ResumeOther,
  ResumeOtherInput,
  ResumePhoto,
  ResumeWork,
  ResumeWorkInput,
} from '../types/resume';
import { http, type RequestOptions, type UploadOptions } from './http';
import { parsed } from './parsed';
import {
  parseAttachment,
  parseAttachmentList,
  parseDeleted,
  parseEducation,
  parseExamples,
  parseJobIntention,
  parsePhoto,
  parseProject,
  parseResumeBasic,
  parseResumeChoices,
  parseResumeDetail,
  parseResumeOther,
  parseWork,
} from './resume-parsers';

/**
 * The resume calls (spec §7 Student, resume and position calls): resume, attachments, examples, job intention.
 * Every call acts on the session's own student; a failure resolves with apiStatus false and the server's
 * Chinese msg (41001 on a save means another tab saved first: `current` holds the stored record).
 */
export const resume = {
  /** The session's resume; `userId` (the user_id cookie) is only checked against the session. */
  getDetail: (userId?: string, options?: RequestOptions) =>
    parsed<ResumeDetail>(http.get('/api/resume/getdetail', userId ? { user_id: userId } : {}, options), parseResumeDetail),
  saveBasicInfo: (input: ResumeBasicInput) => parsed<ResumeBasic>(http.post('/api/resume/savebasicinfo', input), parseResumeBasic),
  saveEdu: (input: ResumeEducationInput) => parsed<ResumeEducation>(http.post('/api/resume/saveedu', input), parseEducation),
  delEdu: (id: number) => parsed<ResumeDeleted>(http.post('/api/resume/deledu', { id }), parseDeleted),
  saveWork: (input: ResumeWorkInput) => parsed<ResumeWork>(http.post('/api/resume/savework', input), parseWork),
  delWork: (id: number) => parsed<ResumeDeleted>(http.post('/api/resume/delwork', { id }), parseDeleted),
  saveProject: (input: ResumeProjectInput) => parsed<ResumeProject>(http.post('/api/resume/saveproject', input), parseProject),
  delProject: (id: number) => parsed<ResumeDeleted>(http.post('/api/resume/delproject', { id }), parseDeleted),
  saveOther: (input: ResumeOtherInput) => parsed<ResumeOther>(http.post('/api/resume/saveother', input), parseResumeOther),

  /** Live attachments, newest first; each has an owner-only `url` (inline for PDFs) and `download_url`. */
  getAttachment: () => parsed<ResumeAttachmentList>(http.get('/api/resume/getattachment'), parseAttachmentList),
  /**
   * Uploads a PDF, DOC or DOCX (check it first with checkAttachmentFile). 15 s timeout (spec §9): a timeout
   * resolves with code -1 and 请求超时，请稍后重试. `onProgress` gets 0-100.
   */
  upload: (file: File, options?: UploadOptions) => parsed<ResumeAttachment>(http.upload('/api/resume/upload', { file }, options), parseAttachment),
  deleteAttachment: (id: number) => parsed<ResumeDeleted>(http.get('/api/resume/deleteattachment', { id }), parseDeleted),
  /** Sets the resume photo (JPG or PNG, check with checkPhotoFile); answers the new photo URL. */
  uploadPhoto: (file: File, options?: UploadOptions) => parsed<ResumePhoto>(http.upload('/api/resume/uploadphoto', { file }, options), parsePhoto),

  /** The resumes a student can send with an application: the online one (when named), then attachments. */
  getResumeList: () => parsed<ResumeChoiceList>(http.post('/api/resume/getresumelist'), parseResumeChoices),
  /** Sample resumes; without a major, every example (and `majors` lists the majors that have some). */
  getExamples: (query: ResumeExampleQuery = {}) => parsed<ResumeExampleList>(http.post('/api/example/get', query), parseExamples),

  getPositionIntention: () => parsed<JobIntention>(http.get('/api/position/getpositionintention'), parseJobIntention),
  savePositionIntention: (input: JobIntentionInput) => parsed<JobIntention>(http.post('/api/position/savepositionintention', input), parseJobIntention),
};
