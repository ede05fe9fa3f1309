// Splits a resume's lines into sections at heading lines; the lines before the first heading are 'basic'.
import { defaultHeadingOf } from './section-headings';
import { normalizeLine } from './text';
import { TITLE_LABEL } from './title-words';

export type Section = {
  /** 'basic' for the lines before the first heading, else what headingOf answered */
  key: string;
  /** the heading line as written ('' for basic) */
  heading: string;
  /** normalised, non-empty lines of the section, heading excluded */
  lines: string[];
  /** index of the heading line in the input (-1 for basic) */
  at: number;
};

export type HeadingOf = (line: string) => string | null;

/**
 * A heading followed by its content on the same line: "专业技能：Java、Python". An entry's labelled field is none,
 * though its label may be a heading word too ("学历：本科", "项目：校园二手平台").
 */
function inlineHeading(line: string, headingOf: HeadingOf): { key: string; heading: string; rest: string } | null {
  if (TITLE_LABEL.test(line)) return null;
  const m = /^([^:：]{2,20})[:：]\s*(.+)$/.exec(line);
  const key = m ? headingOf(m[1]) : null;
  return m && key ? { key, heading: m[1].trim(), rest: m[2].trim() } : null;
}

export function splitSections(lines: readonly string[], headingOf: HeadingOf = defaultHeadingOf): Section[] {
  const sections: Section[] = [{ key: 'basic', heading: '', lines: [], at: -1 }];
  for (const [i, raw] of lines.entries()) {
    const line = normalizeLine(raw);
    if (line === '') continue;
    const key = headingOf(line);
    if (key) {
      sections.push({ key, heading: line, lines: [], at: i });
      continue;
    }
    const inline = inlineHeading(line, headingOf);
    if (inline) sections.push({ key: inline.key, heading: inline.heading, lines: [inline.rest], at: i });
    else sections[sections.length - 1].lines.push(line);
  }
  // an empty 'basic' (the resume starts with a heading) is still answered, so callers always find it first
  return sections;
}

/** The lines of every section with this key, in order (a resume may repeat a heading). */
export function sectionLines(sections: readonly Section[], key: string): string[] {
  return sections.filter((s) => s.key === key).flatMap((s) => s.lines);
}
