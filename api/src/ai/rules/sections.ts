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
  // a Word grid's label cell beside its value, on one baseline of the PDF: "获奖情况 2022年 全国大学生…" (a Chinese
  // heading of four characters or more, so no word of a sentence)
  const m = /^([^:：]{2,20})[:：]\s*(.+)$/.exec(line) ?? /^(\p{Script=Han}{4,8})\s+(\S.*)$/u.exec(line);
  const key = m ? headingOf(m[1]) : null;
  return m && key ? { key, heading: m[1].trim(), rest: m[2].trim() } : null;
}

/**
 * A heading the lists do not know, by its form: a short line of Chinese alone ending in a word that names a
 * section (学术成果, 竞赛经历, 出版作品). Its lines are no part of the section above it.
 */
export const UNKNOWN_HEADING = /^\p{Script=Han}{0,6}(?:成果|会议|论文|专利|作品|著作|爱好|经历|经验)$/u;

export function splitSections(lines: readonly string[], headingOf: HeadingOf = defaultHeadingOf): Section[] {
  const sections: Section[] = [{ key: 'basic', heading: '', lines: [], at: -1 }];
  for (const [i, raw] of lines.entries()) {
    const line = normalizeLine(raw);
    if (line === '') continue;
    const key = headingOf(line) ?? (UNKNOWN_HEADING.test(line) ? 'other' : null);
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
