import type { AiWishInput } from '../../types/ai';
import type { WishExperience } from '../../shapes/ai';
import { charCount } from '../resume/rules';
import { AI_LIMITS } from './texts';

/** The kinds of wish experiences: 实习, 项目, 校园经历. */
export const WISH_KINDS = ['internship', 'project', 'campus'] as const;

/** The text fields of the wish (each cut to AI_LIMITS.wishFieldChars), and those of an experience. */
export const WISH_TEXT_FIELDS = ['name', 'phone', 'email', 'city', 'target_category', 'target_city', 'school', 'major', 'skills', 'strengths'] as const;
export const WISH_EXPERIENCE_TEXT_FIELDS = ['title', 'role', 'text'] as const;

const cut = (text: string): string => Array.from(text).slice(0, AI_LIMITS.wishFieldChars).join('');

/** The wish with every text field cut to AI_LIMITS.wishFieldChars, and the names of those cut (experiences[0].text). */
export function cutWish(wish: AiWishInput): { wish: AiWishInput; cut: string[] } {
  const names: string[] = [];
  const over = (text: string, name: string): string => {
    if (charCount(text) <= AI_LIMITS.wishFieldChars) return text;
    names.push(name);
    return cut(text);
  };
  const out: AiWishInput = { ...wish };
  for (const field of WISH_TEXT_FIELDS) out[field] = over(wish[field], field);
  out.experiences = wish.experiences.map((e, i) => {
    const copy: WishExperience = { ...e };
    for (const field of WISH_EXPERIENCE_TEXT_FIELDS) copy[field] = over(e[field], `experiences[${i}].${field}`);
    return copy;
  });
  return { wish: out, cut: names };
}
