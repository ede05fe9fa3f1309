// Entries of the education, work and project sections in the resume area's input shapes (issue 11 "Server"),
// each field with a confidence 0-1. Where a dictionary fits (schools, majors, employers) the caller passes a
// lookup; without one the small patterns of title-words.ts decide.
import type { ResumeDegree, ResumeWorkKind } from '@campus/shared-utils/rules';
import { CITIES } from './cities';
import { type EntryBlock, splitEntryBlocks } from './entry-blocks';
import { type TitlePart, takeDegree, titleParts } from './title-parts';
import { EXTRA, ORGANISATION, POSITION, PROJECT_ROLE, ROLE_END, SCHOOL } from './title-words';

export type EducationInput = { school: string; major: string; degree: ResumeDegree; start_date: string; end_date: string; description: string };
export type WorkInput = { kind: ResumeWorkKind; company: string; position: string; start_date: string; end_date: string; description: string };
export type ProjectInput = { name: string; role: string; start_date: string; end_date: string; description: string };

/** An entry as the resume area takes it, with how sure the engine is of each field. */
export type Draft<T> = { value: T; confidence: { [K in keyof T]: number } };

export type EntryOptions = {
  isSchool?: (text: string) => boolean;
  isMajor?: (text: string) => boolean;
  isEmployer?: (text: string) => boolean;
};

type Pick = { text: string; confidence: number };
const NONE: Pick = { text: '', confidence: 0 };

/** Takes the first part that is labelled one of `labels` (sure), else matches `test`, out of `parts`. */
function take(parts: TitlePart[], labels: readonly string[], test: (t: string) => boolean, sure: number): Pick | null {
  let at = parts.findIndex((p) => labels.includes(p.label));
  let confidence = 0.95;
  if (at < 0) {
    at = parts.findIndex((p) => p.label === '' && test(p.text));
    confidence = sure;
  }
  if (at < 0) return null;
  const [part] = parts.splice(at, 1);
  return { text: part.text, confidence };
}

/** The first part left, with a low confidence: its place in the line is all we know. */
function rest(parts: TitlePart[], confidence: number): Pick {
  const at = parts.findIndex((p) => !EXTRA.test(p.text));
  if (at < 0) return NONE;
  const [part] = parts.splice(at, 1);
  return { text: part.text, confidence };
}

function dates(block: EntryBlock) {
  const c = block.date?.confidence ?? 0;
  return { value: { start_date: block.date?.start ?? '', end_date: block.date?.end ?? '' }, confidence: { start_date: c, end_date: c } };
}

/** Parts no title field takes (GPA, ranking) lead the description. */
function description(block: EntryBlock, leftovers: TitlePart[]): { text: string; confidence: number } {
  const extra = leftovers.filter((p) => EXTRA.test(p.text)).map((p) => (p.label ? `${p.label}：${p.text}` : p.text));
  const lines = [...extra, ...block.description];
  return { text: lines.join('\n'), confidence: lines.length > 0 ? 0.8 : 0 };
}

export function toEducation(block: EntryBlock, options: EntryOptions = {}): Draft<EducationInput> {
  let degree: ResumeDegree | null = null;
  const parts = titleParts(block.title).flatMap((p) => {
    if (degree !== null && p.label === '') return [p];
    const d = takeDegree(p.text);
    degree ??= d.degree;
    return d.rest ? [{ ...p, text: d.rest }] : [];
  });
  const isSchool = options.isSchool ?? ((t: string) => SCHOOL.test(t));
  const school = take(parts, ['学校', '院校', '毕业院校'], isSchool, options.isSchool ? 0.95 : 0.85) ?? rest(parts, 0.5);
  const major = take(parts, ['专业'], options.isMajor ?? (() => false), 0.95) ?? rest(parts, school.confidence >= 0.85 ? 0.75 : 0.5);
  const majorText = (major.text.length > 3 ? major.text.replace(/专业$/, '') : major.text).replace(/^(?:in|of)\s+/i, '');
  const d = dates(block);
  const desc = description(block, parts);
  return {
    value: { school: school.text, major: majorText, degree: degree ?? 2, ...d.value, description: desc.text },
    // an unknown degree answers the resume area's default (本科), marked as a guess
    confidence: { school: school.confidence, major: major.confidence, degree: degree ? 0.95 : 0.2, ...d.confidence, description: desc.confidence },
  };
}

/**
 * A title of one part that is an employer glued to a position ("字节跳动后端开发实习生": OCR and some templates drop
 * the space) becomes the two parts, cut where the first position word starts, when what stands before it is an
 * employer. A title already in several parts is left as it is.
 */
export function unglued(parts: TitlePart[], isEmployer: (text: string) => boolean): TitlePart[] {
  const unlabelled = parts.filter((p) => p.label === '');
  if (unlabelled.length !== 1) return parts;
  const [part] = unlabelled;
  const at = POSITION.exec(part!.text)?.index ?? -1;
  const head = part!.text.slice(0, at);
  if (at < 2 || !(isEmployer(head) || ORGANISATION.test(head))) return parts;
  return parts.flatMap((p) => (p === part ? [{ label: '', text: head }, { label: '', text: p.text.slice(at) }] : [p]));
}

/** A title of one part that ends in a role ("校园二手交易平台项目负责人") becomes the name and the role. */
export function ungluedRole(parts: TitlePart[]): TitlePart[] {
  const unlabelled = parts.filter((p) => p.label === '');
  const role = unlabelled.length === 1 ? ROLE_END.exec(unlabelled[0]!.text) : null;
  if (!role || role.index < 2) return parts;
  const part = unlabelled[0]!;
  return parts.flatMap((p) => (p === part ? [{ label: '', text: p.text.slice(0, role.index) }, { label: '', text: role[0] }] : [p]));
}

/** `kind`: 1 in an internship section, 2 in a work section; a position with 实习 / intern is an internship anyway. */
export function toWork(block: EntryBlock, kind: ResumeWorkKind, options: EntryOptions = {}): Draft<WorkInput> {
  const isEmployer = options.isEmployer ?? ((t: string) => ORGANISATION.test(t));
  // the city of the job ("2024.06 - 2024.09 | 杭州") is no title field
  const parts = unglued(titleParts(block.title), isEmployer).filter((p) => p.label !== '' || !(CITIES as readonly string[]).includes(p.text.replace(/市$/, '')));
  const position = take(parts, ['职位', '岗位', '职务'], (t) => POSITION.test(t) && !ORGANISATION.test(t), 0.9);
  // an employer the dictionary knows, else a name that says it is one (…有限公司, …集团), else the first part left
  const company = take(parts, ['公司', '单位', '公司名称'], isEmployer, 0.9) ?? take(parts, [], (t) => ORGANISATION.test(t), 0.75) ?? rest(parts, 0.6);
  // a department between company and position ("技术部") is no position
  const fallback = parts.filter((p) => !/(部|部门|中心|事业群|团队)$/.test(p.text));
  const pos = position ?? rest(fallback.length > 0 ? fallback : parts, 0.5);
  const d = dates(block);
  const desc = description(block, parts);
  const realKind: ResumeWorkKind = kind === 2 && /实习|intern/i.test(pos.text) ? 1 : kind;
  return {
    value: { kind: realKind, company: company.text, position: pos.text, ...d.value, description: desc.text },
    confidence: { kind: 0.9, company: company.confidence, position: pos.confidence, ...d.confidence, description: desc.confidence },
  };
}

export function toProject(block: EntryBlock): Draft<ProjectInput> {
  const parts = ungluedRole(titleParts(block.title));
  const name = take(parts, ['项目名称', '项目'], () => false, 0) ?? rest(parts, 0.75);
  const role = take(parts, ['角色', '担任', '身份', '职位', '职务'], (t) => PROJECT_ROLE.test(t) && t.length <= 15, 0.85) ?? rest(parts, 0.5);
  const d = dates(block);
  const desc = description(block, parts);
  return {
    value: { name: name.text, role: role.text, ...d.value, description: desc.text },
    confidence: { name: name.confidence, role: role.confidence, ...d.confidence, description: desc.confidence },
  };
}

export function readEducation(lines: readonly string[], options: EntryOptions = {}): Draft<EducationInput>[] {
  return splitEntryBlocks(lines).map((b) => toEducation(b, options));
}

export function readWork(lines: readonly string[], kind: ResumeWorkKind, options: EntryOptions = {}): Draft<WorkInput>[] {
  return splitEntryBlocks(lines).map((b) => toWork(b, kind, options));
}

export function readProjects(lines: readonly string[]): Draft<ProjectInput>[] {
  return splitEntryBlocks(lines).map(toProject);
}

/**
 * A section of internships and projects together (实习与项目经历): an entry whose title names an employer, an
 * organisation or an internship is an internship; any other (a project's name and role) is a project.
 */
export function readExperience(lines: readonly string[], options: EntryOptions = {}): { work: Draft<WorkInput>[]; project: Draft<ProjectInput>[] } {
  const isEmployer = options.isEmployer ?? ((t: string) => ORGANISATION.test(t));
  const work: Draft<WorkInput>[] = [];
  const project: Draft<ProjectInput>[] = [];
  for (const block of splitEntryBlocks(lines)) {
    const title = block.title.join(' ');
    const job = !/项目|project/i.test(title) && (isEmployer(title) || ORGANISATION.test(title) || /实习|intern/i.test(title));
    if (job) work.push(toWork(block, 1, options));
    else project.push(toProject(block));
  }
  return { work, project };
}
