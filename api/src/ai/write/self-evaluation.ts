// The self-evaluation from the student's facts only (school, major, degree, skills, strengths, experiences,
// the job aimed at): sentences of self-evaluation.json, each left out when a fact it names is empty.
import { DEGREE_OPTIONS, optionLabel } from '@campus/shared-utils/rules';
import SENTENCES from './self-evaluation.json';

export type SelfFacts = {
  school: string; major: string; degree: number; graduation_year: number; skills: string; strengths: string;
  target_category: string; companies: string[]; projects: string[];
};

/** Skills as the student listed them, joined with 、 (at most six: a sentence, not the skills section). */
export const skillList = (skills: string): string =>
  skills.split(/[,，、/;；\n]+|\s{2,}/).map((s) => s.trim()).filter(Boolean).slice(0, 6).join('、');

const pick = (list: readonly string[], variant: number): string => list[Math.abs(Math.trunc(variant)) % list.length]!;

/** Fills {slot}s; undefined when a slot's fact is empty (the sentence is left out). */
function fill(template: string, slots: Record<string, string>): string | undefined {
  let empty = false;
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = slots[key] ?? '';
    if (!value) empty = true;
    return value;
  });
  return empty ? undefined : text;
}

export function writeSelfEvaluation(facts: SelfFacts, variant = 0): string {
  const strengths = facts.strengths.trim().replace(/[。.！!]+$/, '');
  const slots: Record<string, string> = {
    school: facts.school.trim(),
    major: facts.major.trim(),
    degree: optionLabel(DEGREE_OPTIONS, facts.degree),
    graduation: facts.graduation_year ? String(facts.graduation_year) : '',
    skills: skillList(facts.skills),
    strengths,
    category: facts.target_category.trim(),
    companies: facts.companies.filter(Boolean).join('、'),
    projects: facts.projects.filter(Boolean).join('、'),
  };
  const identity = fill(pick(SENTENCES.identity, variant), slots) ?? fill(pick(SENTENCES.identity_short, variant), slots);
  const parts = [identity, ...(['skills', 'experience', 'projects', 'strengths', 'closing'] as const).map((k) => fill(pick(SENTENCES[k], variant), slots))];
  return parts.filter((p): p is string => Boolean(p)).join('');
}
