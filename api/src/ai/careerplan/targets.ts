import type { AssessmentResult, CareerTarget, OccupationMatch, ResumeContent } from '@campus/shared-utils/shapes';
import KEYWORDS from '../diagnose/category-keywords.json';
import { hasKeyword, resumeText } from '../diagnose/match';
import SKILLS from '../dictionaries/skills.json';

/**
 * The book's target roles: two or three of the assessment's matched occupations, each in other job categories
 * than the targets before it (so the plan is not three names of one job), with why and the skills gap: the
 * keywords recruiters look for in its categories (diagnose/category-keywords.json) that the resume shows (a
 * skill also counts under an alias of the skills dictionary, e.g. JS for JavaScript) and those it lacks.
 */

export const TARGETS_MAX = 3;
const GAP_MAX = 8;
const LISTS: Record<string, string[]> = KEYWORDS.categories;
const ALIASES = new Map((SKILLS as { name: string; aliases: string[] }[]).map((s) => [s.name.toLowerCase(), s.aliases]));

/** Whether the resume text shows a skill, by its name or an alias the dictionary knows. */
export function showsSkill(text: string, skill: string): boolean {
  return hasKeyword(text, skill) || (ALIASES.get(skill.toLowerCase()) ?? []).some((alias) => alias.length > 1 && hasKeyword(text, alias));
}

/** The occupations to aim at: the best matches, skipping one whose categories a chosen target already covers. */
export function pickTargets(occupations: readonly OccupationMatch[]): OccupationMatch[] {
  const chosen: OccupationMatch[] = [];
  for (const o of occupations) {
    if (chosen.length >= TARGETS_MAX) break;
    if (chosen.some((c) => c.categories.some((label) => o.categories.includes(label)))) continue;
    chosen.push(o);
  }
  // a catalogue narrower than three distinct areas still gives two targets when it can
  for (const o of occupations) if (chosen.length < 2 && !chosen.includes(o)) chosen.push(o);
  return chosen;
}

function gap(o: OccupationMatch, resume: ResumeContent): { have: string[]; missing: string[] } {
  const text = resumeText(resume);
  const keywords = [...new Set(o.categories.flatMap((label) => LISTS[label] ?? []))];
  const experience = [...resume.work_list.map((w) => `${w.position}`), ...resume.project_list.map((p) => p.name)].filter((t) => t !== '' && (t.includes(o.name) || o.categories.some((label) => t.includes(label))));
  if (keywords.length === 0) {
    return { have: experience.map((t) => `相关经历：${t}`), missing: experience.length > 0 ? [] : [`${o.categories[0] ?? o.name}方向的实习或项目经历`] };
  }
  const have = keywords.filter((k) => showsSkill(text, k));
  const missing = keywords.filter((k) => !have.includes(k)).slice(0, GAP_MAX);
  return { have: [...have, ...experience.map((t) => `相关经历：${t}`)], missing };
}

export function buildTargets(result: AssessmentResult, resume: ResumeContent): { targets: CareerTarget[]; occupations: OccupationMatch[] } {
  const occupations = pickTargets(result.occupations);
  const targets = occupations.map((o) => {
    const { have, missing } = gap(o, resume);
    const positions = o.positions > 0 ? `本站目前有${o.positions}个相关在招职位（${o.categories.join('、')}）。` : `本站暂时没有${o.categories.join('、')}的在招职位，可以多关注更新。`;
    const why = `与你的兴趣代码${result.riasec_code}匹配度${o.match}%：该职业的代码是${o.riasec_code}，${o.description}。${positions}`;
    return { role: o.name, riasec_code: o.riasec_code, why, have, missing };
  });
  return { targets, occupations };
}
