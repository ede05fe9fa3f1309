import { hasKeyword } from '../diagnose/match';
import SKILLS from '../dictionaries/skills.json';

const ALIASES = new Map((SKILLS as { name: string; aliases: string[] }[]).map((s) => [s.name.toLowerCase(), s.aliases]));

/** Whether a text shows a skill, by its name or an alias the skills dictionary knows (JS for JavaScript). */
export function showsSkill(text: string, skill: string): boolean {
  return hasKeyword(text, skill) || (ALIASES.get(skill.toLowerCase()) ?? []).some((alias) => alias.length > 1 && hasKeyword(text, alias));
}
