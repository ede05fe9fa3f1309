import { conform } from '../shapes/conform';
import { AboutUs, RecruitHotItem } from '../shapes/home';
import { isObj, parseJson } from '../util/read';

// The home answers carry two blocks as JSON text (spec §3); these read them.

/** The categories of recruit_hot JSON text; malformed text gives [], malformed items are left out. */
export function parseRecruitHot(text: unknown): RecruitHotItem[] {
  const value = typeof text === 'string' ? parseJson(text) : text;
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObj)
    .map((o) => conform(RecruitHotItem, o))
    .filter((c) => c.value !== '' && c.label !== '');
}

/** The aboutus JSON text; malformed text, or one without an image, gives null. */
export function parseAboutUs(text: unknown): AboutUs | null {
  const value = typeof text === 'string' ? parseJson(text) : text;
  if (!isObj(value)) return null;
  const about = conform(AboutUs, value);
  return about.image ? about : null;
}
