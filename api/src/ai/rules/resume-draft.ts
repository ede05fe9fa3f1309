// The rules put together: resume text lines → the parse draft of issue 11 ("Server": basic, education[],
// work[], project[], other), each field with a confidence. Dictionaries come in through the options.
import type { ResumeDegree } from '@campus/shared-utils/rules';
import { CITIES } from './cities';
import { matchText } from '../text/normalize';
import { type ContactOptions, findCity, findContact, findEmail, findName, findPhone } from './contact';
import { joinFieldLabels } from './field-labels';
import { type Intention, readIntention } from './intention';
import { type Draft, type EducationInput, type EntryOptions, type ProjectInput, type WorkInput, readEducation, readExperience, readProjects, readWork } from './entries';
import { type HeadingOf, type Section, sectionLines, splitSections } from './sections';
import { normalizeLine } from './text';
import { defaultHeadingOf } from './section-headings';

export type BasicInput = {
  name: string; sex: 0 | 1 | 2; birth_date: string; phone: string; email: string; city: string;
  school: string; major: string; degree: 0 | ResumeDegree; graduation_year: number;
};
export type OtherInput = { skills: string; certificates: string; awards: string; languages: string; self_evaluation: string };

export type ResumeDraft = {
  basic: Draft<BasicInput>;
  education: Draft<EducationInput>[];
  work: Draft<WorkInput>[];
  project: Draft<ProjectInput>[];
  other: Draft<OtherInput>;
  intention: Intention;
  /** keys of the sections found, in order ('basic' first) */
  sections: string[];
};

/** Sections of dated entries: the name stands above them. */
const ENTRY_SECTIONS = new Set(['education', 'internship', 'work', 'project', 'experience', 'campus']);

export type DraftOptions = EntryOptions & Omit<ContactOptions, 'headingOf'> & { headingOf?: HeadingOf };

/** The education entry the basic information names: the highest degree, the latest of equals. */
function mainEducation(education: Draft<EducationInput>[]): Draft<EducationInput> | undefined {
  return [...education].sort((a, b) => b.value.degree - a.value.degree || b.value.start_date.localeCompare(a.value.start_date))[0];
}

export function draftResume(raw: readonly string[], options: DraftOptions = {}): ResumeDraft {
  const headingOf = options.headingOf ?? defaultHeadingOf;
  // a Word grid's label cells joined to their values ("姓名", "陈思远" → "姓名：陈思远")
  const lines = joinFieldLabels(raw.map(normalizeLine).filter((l) => l !== ''), (l) => headingOf(l) !== null);
  const sections = splitSections(lines, headingOf);
  // a sidebar's contact lines read after the main part's last section (a phone, an e-mail, a city alone) are not
  // its text: kept out of every section's text, and read as contacts
  const isCity = options.isCity ?? ((t: string) => (CITIES as readonly string[]).includes(t));
  const contactLine = (line: string) => {
    const rest = matchText(line).replace(/(?:电话|手机|邮箱|e-?mail|tel|phone|微信)\s*[:：]?/gi, '').trim();
    const phoneAlone = /^[\d\s+()-]+$/.test(rest) && findPhone([rest]) !== null;
    return phoneAlone || findEmail([rest])?.value === rest.toLowerCase() || isCity(rest.replace(/市$/, ''));
  };
  const of = (key: string) => sectionLines(sections, key).filter((line) => !contactLine(line));
  const found = findContact(sectionLines(sections, 'basic'), { ...options, headingOf });
  // a sidebar's 联系方式 may come after the main part: a phone and an e-mail are sure anywhere; a name may stand
  // under a first line that opened a section ("求职意向：前端开发" over "李四"), never in an entry
  const firstEntries = sections.findIndex((s) => ENTRY_SECTIONS.has(s.key));
  // a heading's own content ("求职意向：市场营销") is no name
  const ownLines = (s: Section) => (s.at >= 0 && lines[s.at] !== s.heading ? s.lines.slice(1) : s.lines);
  const head = sections.slice(0, firstEntries < 0 ? sections.length : firstEntries).flatMap(ownLines).slice(0, options.headLines ?? 6).map(matchText);
  const loose = sections.slice(1).flatMap((s) => s.lines).filter(contactLine).map(matchText);
  const everywhere = lines.map(matchText);
  const city = found.city ?? findCity(loose, isCity, loose.length);
  const contact = {
    ...found,
    name: found.name ?? findName(head, { ...options, headingOf }),
    phone: found.phone ?? findPhone(everywhere),
    email: found.email ?? findEmail(everywhere),
    city: city && !found.city ? { ...city, confidence: Math.min(city.confidence, 0.5) } : city,
  };
  const education = readEducation(of('education'), options);
  // one section of internships and projects together (实习与项目经历): each entry goes where its title says
  const mixed = readExperience(of('experience'), options);
  const work = [...readWork(of('internship'), 1, options), ...readWork(of('work'), 2, options), ...mixed.work];
  // campus, club and volunteer entries: the online resume has no section of their own, so they are projects with
  // the organisation as the name and the post as the role (as the wish writer keeps them)
  const project = [...readProjects(of('project')), ...mixed.project, ...readProjects(of('campus'))];
  const main = mainEducation(education);
  const graduation = main?.value.end_date ? Number(main.value.end_date.slice(0, 4)) : 0;
  // a school the contact lines name ("毕业院校：华中科技大学") that is not the education's: one of them is wrong
  const named = sectionLines(sections, 'basic').map((l) => /(?:毕业院校|毕业学校|院校|学校)\s*[:：]?\s*(\S{2,30})/.exec(matchText(l))?.[1]).find(Boolean);
  const contradicts = Boolean(named && main?.value.school && !named.includes(matchText(main.value.school)) && !matchText(main.value.school).includes(named));
  const schoolConfidence = contradicts ? Math.min(main?.confidence.school ?? 0, 0.4) : (main?.confidence.school ?? 0);
  const text = (key: string) => of(key).join('\n');
  const sure = (s: string) => (s ? 0.8 : 0);
  const other: OtherInput = { skills: text('skills'), certificates: text('certificates'), awards: text('awards'), languages: text('languages'), self_evaluation: text('self_evaluation') };
  return {
    basic: {
      value: {
        name: contact.name?.value ?? '', sex: contact.sex?.value ?? 0, birth_date: contact.birth_date?.value ?? '',
        phone: contact.phone?.value ?? '', email: contact.email?.value ?? '', city: contact.city?.value ?? '',
        school: main?.value.school ?? '', major: main?.value.major ?? '',
        degree: main && main.confidence.degree > 0.5 ? main.value.degree : 0, graduation_year: graduation,
      },
      confidence: {
        name: contact.name?.confidence ?? 0, sex: contact.sex?.confidence ?? 0, birth_date: contact.birth_date?.confidence ?? 0,
        phone: contact.phone?.confidence ?? 0, email: contact.email?.confidence ?? 0, city: contact.city?.confidence ?? 0,
        school: schoolConfidence, major: main?.confidence.major ?? 0,
        degree: main && main.confidence.degree > 0.5 ? main.confidence.degree : 0, graduation_year: graduation ? main!.confidence.end_date : 0,
      },
    },
    education,
    work,
    project,
    other: {
      value: other,
      confidence: { skills: sure(other.skills), certificates: sure(other.certificates), awards: sure(other.awards), languages: sure(other.languages), self_evaluation: sure(other.self_evaluation) },
    },
    intention: readIntention(sectionLines(sections, 'intention'), sectionLines(sections, 'basic')),
    sections: sections.map((s) => s.key),
  };
}
