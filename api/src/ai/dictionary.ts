/**
 * The offline resume engine's dictionaries (universities, majors, degrees, skills, employers and
 * section headings), loaded and indexed once when this module is first imported.
 * Every lookup NFKC-normalises its input, so text pulled out of PDFs matches as typed text does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../paths';
import { normalizeText, TermMatcher } from './dictionaries/term-matcher';
import { matchText } from './text/normalize';

export interface University {
  name: string;
  aliases: string[];
  p985: boolean;
  p211: boolean;
  doubleFirstClass: boolean;
  /** Absent for Chinese 本科 universities. */
  kind?: 'vocational' | 'foreign';
}

export type MajorLevel = 'undergraduate' | 'vocational' | 'graduate';

export interface Major {
  name: string;
  level: MajorLevel;
  /** 门类 and 专业类 of the undergraduate catalogue; absent for 专科 and graduate names. */
  category?: string;
  className?: string;
}

/** The resume's degree codes: 1 大专, 2 本科, 3 硕士, 4 博士; 0 when none is named. */
export type DegreeCode = 0 | 1 | 2 | 3 | 4;

export interface Skill {
  name: string;
  category: string;
  aliases: string[];
  caseSensitive?: boolean;
}

export interface Employer {
  name: string;
  aliases: string[];
  industry: string;
}

export const SECTION_KEYS = [
  'basic',
  'education',
  'internship',
  'work',
  'project',
  'experience',
  'campus',
  'skills',
  'certificates',
  'awards',
  'languages',
  'self_evaluation',
  'intention',
  'other',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

// Decoration students put around headings: brackets, bars, colons, dashes, bullets, stars, icons.
const DECORATION = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;
// Numbering in front: 一、 (三) 1. 01 ① IV. (NFKC has already turned ① into 1 and Ⅳ into IV).
const NUMBERING = /^(?:[(]?[一二三四五六七八九十]+[)、.]?|[(]?\d{1,2}[)、.]?|[ivx]+[、.])\s*/iu;
const CJK = /\p{Script=Han}/u;

interface MajorsFile {
  undergraduate: { category: string; classes: { name: string; majors: string[] }[] }[];
  vocational: string[];
  graduate: string[];
}

interface DegreesFile {
  terms: { code: DegreeCode; names: string[]; english: string[] }[];
}

/**
 * Read from the repository rather than imported: the api project's tsconfig lists only .ts files,
 * and tests run as CommonJS but the server as ESM, so neither __dirname nor import.meta serves both.
 */
function readDictionary<T>(file: string): T {
  const full = path.join(findRepoRoot(), 'api', 'src', 'ai', 'dictionaries', file);
  return JSON.parse(readFileSync(full, 'utf8')) as T;
}

const majorsData = readDictionary<MajorsFile>('majors.json');
const degreesData = readDictionary<DegreesFile>('degrees.json');
const headingsData = readDictionary<Record<SectionKey, string[]>>('headings.json');
const stopPhrases = readDictionary<Record<'universities' | 'employers' | 'skills', string[]>>('stop-phrases.json');

export const universities: readonly University[] = readDictionary<University[]>('universities.json');
export const skills: readonly Skill[] = readDictionary<Skill[]>('skills.json');
export const employers: readonly Employer[] = readDictionary<Employer[]>('employers.json');
export const majors: readonly Major[] = [
  ...majorsData.undergraduate.flatMap((group) =>
    group.classes.flatMap((cls) =>
      cls.majors.map((name): Major => ({ name, level: 'undergraduate', category: group.category, className: cls.name })),
    ),
  ),
  ...majorsData.vocational.map((name): Major => ({ name, level: 'vocational' })),
  ...majorsData.graduate.map((name): Major => ({ name, level: 'graduate' })),
];

const universityIndex = new TermMatcher<University>();
for (const school of universities) for (const term of [school.name, ...school.aliases]) universityIndex.add(term, school);
for (const phrase of stopPhrases.universities) universityIndex.addStop(phrase);

// Undergraduate names come first, so a name in several lists resolves to its catalogue entry.
const majorIndex = new TermMatcher<Major>();
for (const major of majors) majorIndex.add(major.name, major);

const degreeIndex = new TermMatcher<DegreeCode>();
for (const degree of degreesData.terms) {
  for (const term of [...degree.names, ...degree.english]) degreeIndex.add(term, degree.code);
}

const skillIndex = new TermMatcher<Skill>();
for (const skill of skills) {
  for (const term of [skill.name, ...skill.aliases]) skillIndex.add(term, skill, skill.caseSensitive === true);
}
for (const phrase of stopPhrases.skills) skillIndex.addStop(phrase);

const employerIndex = new TermMatcher<Employer>();
for (const employer of employers) for (const term of [employer.name, ...employer.aliases]) employerIndex.add(term, employer);
for (const phrase of stopPhrases.employers) employerIndex.addStop(phrase);

const headingIndex = new Map<string, SectionKey>();
for (const key of SECTION_KEYS) for (const term of headingsData[key]) headingIndex.set(headingKey(term), key);

/** The university named in a line: the longest name or alias found in it. */
export function findUniversity(text: string): University | undefined {
  return universityIndex.longest(text);
}

/** Whether the text is exactly a known major ("专业" after it and a bracketed note are allowed). */
export function isMajor(text: string): boolean {
  return majorIndex.get(text) !== undefined || majorIndex.get(bareMajor(text)) !== undefined;
}

/** The major named in a line: the longest known major name found in it. */
export function findMajor(text: string): Major | undefined {
  return majorIndex.longest(text);
}

/** The highest degree named in the text (博士研究生 is 4, not 3), or 0. */
export function degreeOf(text: string): DegreeCode {
  let best: DegreeCode = 0;
  for (const match of degreeIndex.matchAll(text)) if (match.value > best) best = match.value;
  return best;
}

/** The canonical names of the skills in the text, each once, in order of appearance. */
export function findSkills(text: string): string[] {
  return [...new Set(skillIndex.matchAll(text).map((match) => match.value.name))];
}

/** The text (normalized) with every skill it names taken out, each replaced by a comma: what the line says besides its skills. */
export function withoutSkills(text: string): string {
  const source = normalizeText(text);
  let out = '';
  let at = 0;
  for (const m of skillIndex.matchAll(source)) {
    out += `${source.slice(at, m.start)}，`;
    at = m.start + m.length;
  }
  return out + source.slice(at);
}

/** The employer named in a line: the longest name or alias found in it. */
export function findEmployer(text: string): Employer | undefined {
  return employerIndex.longest(text);
}

/**
 * The section a line heads, or null. The line must be only the heading, with decoration or
 * numbering around it (【教育背景】, 一、项目经历：, —— Skills ——, 教 育 背 景) or the Chinese
 * and English names of the same section together (教育背景 Education).
 */
export function headingOf(line: string): SectionKey | null {
  const text = matchText(line);
  if (text.length > 60) return null;
  const core = text.replace(DECORATION, '').replace(NUMBERING, '').replace(DECORATION, '');
  if (!core) return null;
  const whole = headingIndex.get(headingKey(core));
  if (whole) return whole;
  // Bilingual headings: a Chinese part and an English part, optionally split by / | or a space.
  const parts = /^([\p{Script=Han}\s]+?)[\s/|&]*([A-Za-z][A-Za-z\s&'-]*)$/u.exec(core) ?? /^([A-Za-z][A-Za-z\s&'-]*?)[\s/|]*([\p{Script=Han}\s]+)$/u.exec(core);
  if (!parts) return null;
  const first = headingIndex.get(headingKey(parts[1]));
  const second = headingIndex.get(headingKey(parts[2]));
  return first && first === second ? first : null;
}

/** Lower case, single spaces, and no spaces between CJK characters (教 育 背 景 is 教育背景). */
function headingKey(text: string): string {
  const key = normalizeText(text).toLowerCase();
  return CJK.test(key) ? key.replace(/\s+/g, '') : key;
}

function bareMajor(text: string): string {
  return normalizeText(text)
    .replace(/\([^)]*\)$/, '')
    .replace(/专业$/, '')
    .trim();
}
