// Section headings (Chinese and English), defined once in dictionaries/headings.json: the rules read them here
// (defaultHeadingOf, words without decoration), the dictionary helper (dictionary.ts headingOf) in its own forms.
import HEADINGS from '../dictionaries/headings.json';
import { matchText } from '../text/normalize';

export type SectionKey =
  | 'basic' | 'intention' | 'education' | 'internship' | 'work' | 'project' | 'experience' | 'campus'
  | 'skills' | 'certificates' | 'awards' | 'languages' | 'self_evaluation' | 'other';

/**
 * The heading words of each section as the rules compare them (lower case, no spaces or brackets, & as "and").
 * 'basic' opens another part of the contact lines (联系方式); 'other' a section the draft has no field for
 * (学术成果, Publications): its lines must not join the section above them.
 */
export const SECTION_HEADINGS = Object.fromEntries(
  Object.entries(HEADINGS as Record<SectionKey, string[]>).map(([key, words]) => [key, [...new Set(words.map((w) => bare(w)))]]),
) as unknown as Record<SectionKey, readonly string[]>;

const LOOKUP = new Map<string, SectionKey>(
  Object.entries(SECTION_HEADINGS).flatMap(([key, words]) => words.map((w) => [w, key as SectionKey] as const)),
);

/** The heading word of a line without decoration: "一、教育背景", "【项目经历】", "■ EDUCATION", "Work Experience:". */
function bare(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(?:[一二三四五六七八九十]+[、.]|\d{1,2}[、.)]|[■□●◆◇▶►▌|｜#*•·\-—]+)\s*/u, '')
    .replace(/&/g, 'and')
    .replace(/[\s【】[\]()（）<>《》「」:：]+/g, '');
}

/** The section key of a heading line, or null: the line is the heading word alone, or Chinese and English together ("教育背景 Education"). */
export function defaultHeadingOf(line: string): SectionKey | null {
  const text = matchText(line);
  if (text.length === 0 || text.length > 40) return null;
  // "校园经历 / 社团经历", "荣誉奖项 | Honors & Awards": every part names the same section
  const parts = text.split(/[/|｜]/).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length > 1) {
    const keys = parts.map(headingOfPart);
    return keys.every((k) => k !== null && k === keys[0]) ? keys[0] : null;
  }
  return headingOfPart(text);
}

function headingOfPart(text: string): SectionKey | null {
  const whole = LOOKUP.get(bare(text));
  if (whole) return whole;
  const han = LOOKUP.get(bare(text.replace(/[A-Za-z]+/g, ' ')));
  const latin = LOOKUP.get(bare(text.replace(/\p{Script=Han}+/gu, ' ')));
  // the English beside the Chinese must name the same section ("教育背景 Education"), or be none ("A 项目" is a project's name)
  return han && (!/[A-Za-z]/.test(text) || latin === han) ? han : null;
}
