import type { ResumeDraft } from '@campus/shared-utils/rules';
import type { ResumeDraft as ParseDraft } from '../rules/resume-draft';
import { parseResumeFile } from './parse-resume';
import { resumeLikeness } from './resume-likeness';

/** The parser's draft in the answer shape of POST /api/airesume/parse, the engine wrote it. */
export function toResumeDraft(draft: ParseDraft): ResumeDraft {
  return {
    basic: draft.basic,
    intention: draft.intention,
    education: draft.education,
    work: draft.work,
    project: draft.project,
    other: draft.other,
    ...resumeLikeness(draft),
    source: 'engine',
  };
}

/** A PDF or DOCX file (told by content) into the answer draft; a ResumeTextError says why not. */
export async function parseResumeDraft(data: Buffer): Promise<ResumeDraft> {
  return toResumeDraft(await parseResumeFile(data));
}
