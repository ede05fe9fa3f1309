import { RESUME_TEXT } from '../../utils/texts';

/** The resume templates of the preview; the chosen id lives in the ui$ store (spec §3 "resume template id"). */
export const RESUME_TEMPLATES = [
  { id: 1, ...RESUME_TEXT.templates[1] },
  { id: 2, ...RESUME_TEXT.templates[2] },
  { id: 3, ...RESUME_TEXT.templates[3] },
] as const;

export type ResumeTemplateId = (typeof RESUME_TEMPLATES)[number]['id'];

/** A stored id that is not a template (an old value) reads as the first template. */
export function templateOf(id: number): ResumeTemplateId {
  return RESUME_TEMPLATES.find((t) => t.id === id)?.id ?? 1;
}
