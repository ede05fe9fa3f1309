import { resumeCompleteness } from '../areas/resume/completeness';
import {
  JobIntention,
  ResumeAttachment,
  ResumeAttachmentList,
  ResumeBasic,
  ResumeChoiceList,
  ResumeDeleted,
  ResumeDetail,
  ResumeEducation,
  ResumeExampleList,
  ResumeOther,
  ResumePhoto,
  ResumeProject,
  ResumeWork,
} from '../shapes/resume';
import { conform } from '../shapes/conform';
import type {
  JobIntentionInput,
  ResumeBasicInput,
  ResumeEducationInput,
  ResumeExampleQuery,
  ResumeOtherInput,
  ResumeProjectInput,
  ResumeWorkInput,
} from '../types/resume';
import type { Obj } from '../util/read';
import { http, type RequestOptions, type UploadOptions } from './http';
import { conformed, parsed } from './parsed';

/** The detail; the completeness is recomputed with the shared rule, so it always matches what is shown. */
function resumeDetail(d: Obj): ResumeDetail {
  const detail = conform(ResumeDetail, d);
  return { ...detail, has_resume: detail.basic.name ? 1 : 0, name: detail.basic.name, sex: detail.basic.sex, completeness: resumeCompleteness(detail) };
}

/**
 * The resume calls (spec §7 Student, resume and position calls): resume, attachments, examples, job intention.
 * Every call acts on the session's own student; a failure resolves with apiStatus false and the server's
 * Chinese msg (41001 on a save means another tab saved first: `current` holds the stored record).
 */
export const resume = {
  /** The session's resume; `userId` (the user_id cookie) is only checked against the session. */
  getDetail: (userId?: string, options?: RequestOptions) =>
    parsed(http.get('/api/resume/getdetail', userId ? { user_id: userId } : {}, options), resumeDetail),
  saveBasicInfo: (input: ResumeBasicInput) => conformed(http.post('/api/resume/savebasicinfo', input), ResumeBasic),
  saveEdu: (input: ResumeEducationInput) => conformed(http.post('/api/resume/saveedu', input), ResumeEducation),
  delEdu: (id: number) => conformed(http.post('/api/resume/deledu', { id }), ResumeDeleted),
  saveWork: (input: ResumeWorkInput) => conformed(http.post('/api/resume/savework', input), ResumeWork),
  delWork: (id: number) => conformed(http.post('/api/resume/delwork', { id }), ResumeDeleted),
  saveProject: (input: ResumeProjectInput) => conformed(http.post('/api/resume/saveproject', input), ResumeProject),
  delProject: (id: number) => conformed(http.post('/api/resume/delproject', { id }), ResumeDeleted),
  saveOther: (input: ResumeOtherInput) => conformed(http.post('/api/resume/saveother', input), ResumeOther),

  /** Live attachments, newest first; each has an owner-only `url` (inline for PDFs) and `download_url`. */
  getAttachment: () => conformed(http.get('/api/resume/getattachment'), ResumeAttachmentList),
  /**
   * Uploads a PDF, DOC or DOCX (check it first with checkAttachmentFile). 15 s timeout (spec §9): a timeout
   * resolves with code -1 and 请求超时，请稍后重试. `onProgress` gets 0-100.
   */
  upload: (file: File, options?: UploadOptions) => conformed(http.upload('/api/resume/upload', { file }, options), ResumeAttachment),
  deleteAttachment: (id: number) => conformed(http.get('/api/resume/deleteattachment', { id }), ResumeDeleted),
  /** Sets the resume photo (JPG or PNG, check with checkPhotoFile); answers the new photo URL. */
  uploadPhoto: (file: File, options?: UploadOptions) => conformed(http.upload('/api/resume/uploadphoto', { file }, options), ResumePhoto),

  /** The resumes a student can send with an application: the online one (when named), then attachments. */
  getResumeList: () => conformed(http.post('/api/resume/getresumelist'), ResumeChoiceList),
  /** Sample resumes; without a major, every example (and `majors` lists the majors that have some). */
  getExamples: (query: ResumeExampleQuery = {}) => conformed(http.post('/api/example/get', query), ResumeExampleList),

  getPositionIntention: () => conformed(http.get('/api/position/getpositionintention'), JobIntention),
  savePositionIntention: (input: JobIntentionInput) => conformed(http.post('/api/position/savepositionintention', input), JobIntention),
};
