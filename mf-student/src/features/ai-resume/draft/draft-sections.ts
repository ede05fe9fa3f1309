import {
  DEGREE_OPTIONS, graduationYearRange, RESUME_LABEL, SEX_OPTIONS, validateBasicInfo, validateEducation, validateOther, validateProject, validateWork, WORK_KIND_OPTIONS,
  type DraftBasic, type DraftEducation, type DraftOther, type DraftProject, type DraftWork, type ResumeBasicInput, type ResumeEducationInput,
  type ResumeOtherInput, type ResumeProjectInput, type ResumeWorkInput,
} from '@campus/shared-utils/student';
import { AI_TEXT } from '../texts';

/** One field of a draft section as its editor shows it. */
export type FieldSpec = {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'month' | 'date' | 'tel' | 'email' | 'select';
  options?: readonly { value: number; label: string }[];
  required?: boolean;
  hint?: string;
};

const S = AI_TEXT.draft.sections;
const untilNow = AI_TEXT.wish.endHint;
const years = (now: number) => {
  const { max } = graduationYearRange(now);
  return Array.from({ length: 12 }, (_, i) => ({ value: max - i, label: `${max - i}年` }));
};
const period: FieldSpec[] = [
  { key: 'start_date', label: AI_TEXT.wish.start, kind: 'month', required: true },
  { key: 'end_date', label: AI_TEXT.wish.end, kind: 'month', hint: untilNow },
];
const description: FieldSpec = { key: 'description', label: RESUME_LABEL.description, kind: 'textarea' };

/** Each kind of draft part: its title, fields, the resume area's rule for it, and an empty entry. */
export const DRAFT_PARTS = {
  basic: {
    title: S.basic,
    fields: (now: number): FieldSpec[] => [
      { key: 'name', label: RESUME_LABEL.name, kind: 'text', required: true },
      { key: 'sex', label: AI_TEXT.wish.sex, kind: 'select', options: SEX_OPTIONS, required: true },
      { key: 'birth_date', label: '出生日期', kind: 'date', required: true },
      { key: 'phone', label: AI_TEXT.wish.phone, kind: 'tel', required: true },
      { key: 'email', label: RESUME_LABEL.email, kind: 'email', required: true },
      { key: 'city', label: RESUME_LABEL.city, kind: 'text', required: true },
      { key: 'school', label: RESUME_LABEL.school, kind: 'text', required: true },
      { key: 'major', label: RESUME_LABEL.major, kind: 'text', required: true },
      { key: 'degree', label: AI_TEXT.wish.degree, kind: 'select', options: DEGREE_OPTIONS, required: true },
      { key: 'graduation_year', label: AI_TEXT.wish.graduation, kind: 'select', options: years(now), required: true },
    ],
    check: (v: DraftBasic['value'], now: number) => validateBasicInfo({ ...v, version: 0 } as ResumeBasicInput, now),
  },
  education: {
    title: S.education,
    noun: '教育经历',
    fields: (): FieldSpec[] => [
      { key: 'school', label: RESUME_LABEL.school, kind: 'text', required: true },
      { key: 'major', label: RESUME_LABEL.major, kind: 'text', required: true },
      { key: 'degree', label: AI_TEXT.wish.degree, kind: 'select', options: DEGREE_OPTIONS, required: true },
      ...period,
      description,
    ],
    check: (v: DraftEducation['value'], now: number) => validateEducation(v as ResumeEducationInput, now),
    empty: (): DraftEducation['value'] => ({ school: '', major: '', degree: 2, start_date: '', end_date: '', description: '' }),
  },
  work: {
    title: S.work,
    noun: '实习/工作经历',
    fields: (): FieldSpec[] => [
      { key: 'kind', label: AI_TEXT.wish.kind, kind: 'select', options: WORK_KIND_OPTIONS, required: true },
      { key: 'company', label: RESUME_LABEL.company, kind: 'text', required: true },
      { key: 'position', label: RESUME_LABEL.position, kind: 'text', required: true },
      ...period,
      description,
    ],
    check: (v: DraftWork['value'], now: number) => validateWork(v as ResumeWorkInput, now),
    empty: (): DraftWork['value'] => ({ kind: 1, company: '', position: '', start_date: '', end_date: '', description: '' }),
  },
  project: {
    title: S.project,
    noun: '项目经历',
    fields: (): FieldSpec[] => [
      { key: 'name', label: RESUME_LABEL.projectName, kind: 'text', required: true },
      { key: 'role', label: RESUME_LABEL.role, kind: 'text', required: true },
      ...period,
      description,
    ],
    check: (v: DraftProject['value'], now: number) => validateProject(v as ResumeProjectInput, now),
    empty: (): DraftProject['value'] => ({ name: '', role: '', start_date: '', end_date: '', description: '' }),
  },
  other: {
    title: S.other,
    fields: (): FieldSpec[] => [
      { key: 'skills', label: RESUME_LABEL.skills, kind: 'textarea' },
      { key: 'certificates', label: RESUME_LABEL.certificates, kind: 'textarea' },
      { key: 'awards', label: RESUME_LABEL.awards, kind: 'textarea' },
      { key: 'languages', label: RESUME_LABEL.languages, kind: 'textarea' },
      { key: 'self_evaluation', label: RESUME_LABEL.selfEvaluation, kind: 'textarea' },
    ],
    check: (v: DraftOther['value']) => validateOther(v as ResumeOtherInput),
  },
} as const;

export type ListPart = 'education' | 'work' | 'project';

/** A field's value as the draft view shows it: a choice by its label, a month range's open end as 至今. */
export function shown(spec: FieldSpec, value: unknown): string {
  if (spec.kind === 'select') return spec.options?.find((o) => o.value === value)?.label ?? '';
  return typeof value === 'number' ? (value ? String(value) : '') : String(value ?? '');
}

/** Placeholders the writer left for the student's own figures: 【X%】. */
export const PLACEHOLDER = /【[^】]*】/g;
export const countPlaceholders = (text: string): number => text.match(PLACEHOLDER)?.length ?? 0;
