import { findEmployer, findUniversity, headingOf as dictionaryHeadingOf, isMajor } from '../dictionary';
import { draftResume, type DraftOptions, type ResumeDraft } from '../rules/resume-draft';
import { defaultHeadingOf } from '../rules/section-headings';
import { resumeTextLines } from '../text/resume-text';

/**
 * The dictionaries behind the rules: schools, majors and employers by name; headings by the rules' own list
 * first (it tells 实习经历 from 工作经历) and then the dictionary's longer one.
 */
export const DICTIONARY_OPTIONS: DraftOptions = {
  headingOf: (line) => defaultHeadingOf(line) ?? dictionaryHeadingOf(line),
  isSchool: (text) => findUniversity(text) !== undefined || /(大学|学院|学校)$/.test(text),
  isMajor,
  isEmployer: (text) => findEmployer(text) !== undefined,
};

/** Resume text lines into the parse draft, every field with a confidence. */
export function parseResumeLines(lines: readonly string[]): ResumeDraft {
  return draftResume(lines, DICTIONARY_OPTIONS);
}

/** A resume file (PDF or DOCX, told by content) into the parse draft; a ResumeTextError says why not. */
export async function parseResumeFile(data: Buffer): Promise<ResumeDraft> {
  return parseResumeLines(await resumeTextLines(data));
}
