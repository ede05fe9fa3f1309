/** The resume templates of the preview; the chosen id lives in the ui$ store (spec §3 "resume template id"). */
export const RESUME_TEMPLATES = [
  { id: 1, name: '经典蓝', note: '蓝色页眉，信息清晰' },
  { id: 2, name: '简约黑白', note: '黑白单栏，打印友好' },
  { id: 3, name: '商务双栏', note: '侧栏放联系方式与技能' },
] as const;

export type ResumeTemplateId = (typeof RESUME_TEMPLATES)[number]['id'];

/** A stored id that is not a template (an old value) reads as the first template. */
export function templateOf(id: number): ResumeTemplateId {
  return RESUME_TEMPLATES.find((t) => t.id === id)?.id ?? 1;
}
