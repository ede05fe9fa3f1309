import { Type, type TProperties } from '@sinclair/typebox';
import { envelope, optionalFields } from '../../lib/envelope-schema';

// Answers of the resume calls (shared-utils/src/types/resume.ts); request fields are capped here and
// judged by the shared validators, so bad input gets the same Chinese text as in the page.

const Text = (max: number) => Type.String({ maxLength: max });
const Month = Type.String({ maxLength: 10, description: 'YYYY-MM' });
const EndMonth = Type.String({ maxLength: 10, description: "YYYY-MM, '' for 至今" });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'the version read (0 when never saved)' });
const Time = Type.Integer({ description: 'epoch ms' });

export const ResumeBasicSchema = Type.Object({
  name: Type.String(),
  sex: Type.Integer({ description: '0 unset, 1 男, 2 女' }),
  birth_date: Type.String({ description: 'YYYY-MM-DD' }),
  phone: Type.String(),
  email: Type.String(),
  city: Type.String(),
  school: Type.String(),
  major: Type.String(),
  degree: Type.Integer({ description: '0 unset, 1 大专, 2 本科, 3 硕士, 4 博士' }),
  graduation_year: Type.Integer(),
  photo: Type.String({ description: "photo URL, '' for none" }),
  version: Type.Integer(),
  updated_at: Time,
});

const entryCommon = { id: Type.Integer(), start_date: Type.String(), end_date: Type.String(), description: Type.String(), version: Type.Integer(), updated_at: Time };
export const EducationSchema = Type.Object({ ...entryCommon, school: Type.String(), major: Type.String(), degree: Type.Integer() });
export const WorkSchema = Type.Object({ ...entryCommon, kind: Type.Integer({ description: '1 实习, 2 工作' }), company: Type.String(), position: Type.String() });
export const ProjectSchema = Type.Object({ ...entryCommon, name: Type.String(), role: Type.String() });

export const ResumeOtherSchema = Type.Object({
  skills: Type.String(),
  certificates: Type.String(),
  awards: Type.String(),
  languages: Type.String(),
  self_evaluation: Type.String(),
  version: Type.Integer(),
  updated_at: Time,
});

export const JobIntentionSchema = Type.Object({
  categories: Type.Array(Type.String()),
  cities: Type.Array(Type.String()),
  salary_min: Type.Integer({ description: '元/月' }),
  salary_max: Type.Integer({ description: '元/月; both 0 = 面议' }),
  nature: Type.Integer({ description: '0 unset, 1 校招, 2 实习, 3 社招' }),
  version: Type.Integer(),
  updated_at: Time,
});

export const ResumeContentFields = {
  basic: ResumeBasicSchema,
  intention: JobIntentionSchema,
  education_list: Type.Array(EducationSchema),
  work_list: Type.Array(WorkSchema),
  project_list: Type.Array(ProjectSchema),
  other: ResumeOtherSchema,
};
export const ResumeContentSchema = Type.Object(ResumeContentFields);

const CompletenessPartSchema = Type.Object({ key: Type.String(), label: Type.String(), weight: Type.Integer(), section: Type.String() });

export const ResumeDetailFields = {
  has_resume: Type.Integer({ description: '1 when the resume has a name' }),
  name: Type.String(),
  sex: Type.Integer(),
  ...ResumeContentFields,
  completeness: Type.Object({ score: Type.Integer({ minimum: 0, maximum: 100 }), missing: Type.Array(CompletenessPartSchema) }),
};

export const AttachmentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'the original file name' }),
  mime: Type.String(),
  size: Type.Integer({ description: 'bytes' }),
  created_at: Time,
  url: Type.String({ description: 'owner-only; inline for a PDF' }),
  download_url: Type.String(),
});

export const ResumeChoiceSchema = Type.Object({ type: Type.Integer({ description: '1 online, 2 attachment' }), id: Type.Integer(), name: Type.String(), updated_at: Time });

export const ExampleSchema = Type.Object({ id: Type.Integer(), major: Type.String(), title: Type.String(), summary: Type.String(), content: ResumeContentSchema });

/** The 200 answer of a versioned save: the stored record, or 41001 with the stored record as `current`. */
export function saveAnswer<P extends TProperties>(fields: P) {
  return envelope({ ...optionalFields(fields), current: Type.Optional(Type.Object(fields)) });
}

export const DeletedAnswer = envelope(optionalFields({ id: Type.Integer() }));

// Request bodies.
export const BasicInfoBody = Type.Object({
  name: Text(200),
  sex: Type.Integer(),
  birth_date: Text(20),
  phone: Text(20),
  email: Text(200),
  city: Text(200),
  school: Text(200),
  major: Text(200),
  degree: Type.Integer(),
  graduation_year: Type.Integer(),
  version: Version,
});

const entryBody = { id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })), version: Type.Optional(Version), start_date: Month, end_date: Type.Optional(EndMonth), description: Type.Optional(Text(5000)) };
export const EducationBody = Type.Object({ ...entryBody, school: Text(200), major: Text(200), degree: Type.Integer() });
export const WorkBody = Type.Object({ ...entryBody, kind: Type.Integer(), company: Text(200), position: Text(200) });
export const ProjectBody = Type.Object({ ...entryBody, name: Text(200), role: Text(200) });
export const IdBody = Type.Object({ id: Id });

export const OtherBody = Type.Object({
  skills: Type.Optional(Text(3000)),
  certificates: Type.Optional(Text(3000)),
  awards: Type.Optional(Text(3000)),
  languages: Type.Optional(Text(3000)),
  self_evaluation: Type.Optional(Text(5000)),
  version: Version,
});

export const IntentionBody = Type.Object({
  categories: Type.String({ maxLength: 2000, description: 'JSON text of string[]' }),
  cities: Type.String({ maxLength: 2000, description: 'JSON text of string[]' }),
  salary_min: Type.Integer(),
  salary_max: Type.Integer(),
  nature: Type.Integer(),
  version: Version,
});
