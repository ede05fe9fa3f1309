import { Type, type TProperties } from '@sinclair/typebox';
import { envelope, optionalFields } from '../../lib/envelope-schema';

// Request schemas of the resume calls (their answers are shapes of @campus/shared-utils/shapes); request
// fields are capped here and judged by the shared validators, so bad input gets the same Chinese text as in the page.

const Text = (max: number) => Type.String({ maxLength: max });
const Month = Type.String({ maxLength: 10, description: 'YYYY-MM' });
const EndMonth = Type.String({ maxLength: 10, description: "YYYY-MM, '' for 至今" });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'the version read (0 when never saved)' });

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
