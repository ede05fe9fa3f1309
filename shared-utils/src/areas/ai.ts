// The AI tools' server-safe part (texts, codes, limits), exported from `@campus/shared-utils/rules` (server)
// and `@campus/shared-utils/student` (browser): nothing here may import React, rxjs, axios or the DOM.
export { AI_MSG, AI_CODE, AI_LIMITS } from './ai/texts';
export { AI_FILE, checkAiResumeFile } from './ai/files';
export { validateWish, checkWish, type WishErrors } from './ai/wish-rules';
export { WISH_KINDS, WISH_TEXT_FIELDS, WISH_EXPERIENCE_TEXT_FIELDS, cutWish } from './ai/wish';
export type {
  DiagnosisFinding, DiagnosisScores, Diagnosis, DiagnosisList, DraftBasic, DraftEducation, DraftWork, DraftProject, DraftOther, ResumeDraft, WishExperience, AiWish, AiWishSaved,
} from '../shapes/ai';
export type { AiWishInput, GenerateQuery } from '../types/ai';
