import { AI_MSG } from '@campus/shared-utils/rules';

/** Why a file gave no resume text; the texts are the ones the student sees. */
export const RESUME_TEXT_ERRORS = {
  noText: AI_MSG.noText,
  tooHeavy: AI_MSG.fileTooHeavy,
  unreadable: '文件已损坏或已加密，无法读取，请上传未加密的 PDF 或 DOCX 简历',
  type: '仅支持 PDF 或 DOCX 格式的简历',
} as const;
export type ResumeTextErrorKind = keyof typeof RESUME_TEXT_ERRORS;

export class ResumeTextError extends Error {
  constructor(readonly kind: ResumeTextErrorKind) {
    super(RESUME_TEXT_ERRORS[kind]);
    this.name = 'ResumeTextError';
  }
}
