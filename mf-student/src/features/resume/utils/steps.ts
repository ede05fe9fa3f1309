import type { ResumeDetail } from '@campus/shared-utils/student';
import { isOtherEmpty } from './describe';
import { RESUME_TEXT as T } from './texts';

/** The steps of the guided create flow, in order; `?step=<key>` names the one shown. */
export const CREATE_STEPS = [
  { key: 'basic', title: T.sections.basic },
  { key: 'intention', title: T.sections.intention },
  { key: 'education', title: T.sections.education },
  { key: 'work', title: T.sections.work },
  { key: 'project', title: T.sections.project },
  { key: 'other', title: T.sections.other },
] as const;

export type StepKey = (typeof CREATE_STEPS)[number]['key'];

/** Whether a step's part of the resume has been saved. */
export function stepDone(key: StepKey, r: ResumeDetail): boolean {
  switch (key) {
    case 'basic':
      return r.basic.name !== '';
    case 'intention':
      return r.intention.nature !== 0;
    case 'education':
      return r.education_list.length > 0;
    case 'work':
      return r.work_list.length > 0;
    case 'project':
      return r.project_list.length > 0;
    case 'other':
      return !isOtherEmpty(r.other);
  }
}

/**
 * The step to show: the one the address names, else the first not yet saved (a reload or a return
 * continues where the student left off). Nothing but the basic step opens before a name is saved.
 */
export function currentStep(requested: string | null, r: ResumeDetail): StepKey {
  if (!stepDone('basic', r)) return 'basic';
  const named = CREATE_STEPS.find((s) => s.key === requested);
  if (named) return named.key;
  return CREATE_STEPS.find((s) => !stepDone(s.key, r))?.key ?? 'other';
}

export function nextStep(key: StepKey): StepKey | null {
  const i = CREATE_STEPS.findIndex((s) => s.key === key);
  return CREATE_STEPS[i + 1]?.key ?? null;
}

export function previousStep(key: StepKey): StepKey | null {
  const i = CREATE_STEPS.findIndex((s) => s.key === key);
  return i > 0 ? CREATE_STEPS[i - 1]!.key : null;
}
