import type {
  ResumeBasic,
  ResumeBasicInput,
  ResumeChoice,
  ResumeContent,
  ResumeDegree,
  ResumeOther,
  ResumeOtherInput,
  ResumeSex,
  ResumeSnapshot,
} from '@campus/shared-utils/rules';
import { RESUME_CHOICE } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import type { ResumeRow } from '../tables/resume-area';
import { getIntention } from './intention';
import { findAttachment, listAttachments } from './resume-attachment';
import { listEducation, listProjects, listWork, type Saved } from './resume-entries';

/** Address of a resume photo; the key is random, so the address changes with every new photo. */
export const photoUrl = (key: string) => (key ? `/api/resume/photo?key=${encodeURIComponent(key)}` : '');

/** The stored key a photo address names ('' for none): the inverse of `photoUrl`. */
export const photoKeyOf = (url: string) => (url.startsWith('/api/resume/photo?') ? (new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('key') ?? '') : '');

export function findResume(db: Db, studentId: number): Promise<ResumeRow | undefined> {
  return db.selectFrom('resume').selectAll().where('student_id', '=', studentId).executeTakeFirst();
}

/** Creates the student's (empty) resume row when missing: the parts are saved in any order. */
async function ensureResume(db: Db, studentId: number, now: number): Promise<void> {
  await db
    .insertInto('resume')
    .values({ student_id: studentId, name: '', sex: 0, birth_date: '', phone: '', email: '', city: '', school: '', major: '', degree: 0, graduation_year: 0, created_at: now })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
}

export function toResumeBasic(r: ResumeRow | undefined): ResumeBasic {
  return {
    name: r?.name ?? '',
    sex: (r?.sex ?? 0) as 0 | ResumeSex,
    birth_date: r?.birth_date ?? '',
    phone: r?.phone ?? '',
    email: r?.email ?? '',
    city: r?.city ?? '',
    school: r?.school ?? '',
    major: r?.major ?? '',
    degree: (r?.degree ?? 0) as 0 | ResumeDegree,
    graduation_year: r?.graduation_year ?? 0,
    photo: photoUrl(r?.photo_key ?? ''),
    version: r?.basic_version ?? 0,
    updated_at: Number(r?.basic_updated_at ?? 0),
  };
}

export function toResumeOther(r: ResumeRow | undefined): ResumeOther {
  return {
    skills: r?.skills ?? '',
    certificates: r?.certificates ?? '',
    awards: r?.awards ?? '',
    languages: r?.languages ?? '',
    self_evaluation: r?.self_evaluation ?? '',
    version: r?.other_version ?? 0,
    updated_at: Number(r?.other_updated_at ?? 0),
  };
}

/** Saves the basic information when `input.version` is the stored basic_version (0 for a new resume). */
export async function saveBasicInfo(db: Db, studentId: number, input: Omit<ResumeBasicInput, 'version'>, version: number, now: number): Promise<Saved<ResumeBasic>> {
  await ensureResume(db, studentId, now);
  const res = await db
    .updateTable('resume')
    .set((eb) => ({ ...input, basic_updated_at: now, basic_version: eb('basic_version', '+', 1) }))
    .where('student_id', '=', studentId)
    .where('basic_version', '=', version)
    .executeTakeFirst();
  const basic = toResumeBasic(await findResume(db, studentId));
  return Number(res.numUpdatedRows) > 0 ? { saved: basic } : { conflict: basic };
}

/** Saves skills, certificates, awards, languages and self-evaluation, versioned like the basic information. */
export async function saveResumeOther(db: Db, studentId: number, input: Omit<ResumeOtherInput, 'version'>, version: number, now: number): Promise<Saved<ResumeOther>> {
  await ensureResume(db, studentId, now);
  const res = await db
    .updateTable('resume')
    .set((eb) => ({ ...input, other_updated_at: now, other_version: eb('other_version', '+', 1) }))
    .where('student_id', '=', studentId)
    .where('other_version', '=', version)
    .executeTakeFirst();
  const other = toResumeOther(await findResume(db, studentId));
  return Number(res.numUpdatedRows) > 0 ? { saved: other } : { conflict: other };
}

/**
 * Sets the photo; answers the key it replaced ('' for none) so the caller can remove that file. The
 * update is conditional on the key read, so of two uploads at once each learns the key it really replaced
 * (and no file is left behind or removed twice).
 */
export async function setResumePhoto(db: Db, studentId: number, key: string, now: number): Promise<string> {
  await ensureResume(db, studentId, now);
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = (await findResume(db, studentId))?.photo_key ?? '';
    const res = await db
      .updateTable('resume')
      .set((eb) => ({ photo_key: key, basic_updated_at: now, basic_version: eb('basic_version', '+', 1) }))
      .where('student_id', '=', studentId)
      .where('photo_key', '=', before)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) > 0) return before;
  }
  throw new Error('resume photo changed five times during one upload');
}

/** The whole resume as the preview and an employer see it (empty parts for a student without one). */
export async function loadResumeContent(db: Db, studentId: number): Promise<ResumeContent> {
  const [row, intention, education_list, work_list, project_list] = await Promise.all([
    findResume(db, studentId),
    getIntention(db, studentId),
    listEducation(db, studentId),
    listWork(db, studentId),
    listProjects(db, studentId),
  ]);
  return { basic: toResumeBasic(row), intention, education_list, work_list, project_list, other: toResumeOther(row) };
}

/**
 * The resumes a student can send with an application: the online resume (type 1, id = the student's id)
 * when it has a name, then the live attachments (type 2), newest first.
 */
export async function listResumeChoices(db: Db, studentId: number): Promise<ResumeChoice[]> {
  const [row, attachments] = await Promise.all([findResume(db, studentId), listAttachments(db, studentId)]);
  const choices: ResumeChoice[] = [];
  if (row && row.name !== '') {
    const updated = Math.max(Number(row.basic_updated_at), Number(row.other_updated_at), Number(row.created_at));
    choices.push({ type: RESUME_CHOICE.online, id: studentId, name: row.name, updated_at: updated });
  }
  for (const a of attachments) choices.push({ type: RESUME_CHOICE.attachment, id: a.id, name: a.original_name, updated_at: Number(a.created_at) });
  return choices;
}

/**
 * A JSON-serialisable copy of what an employer sees of one of the student's resumes, to keep with an
 * application; undefined when the choice is not the student's (or is deleted, or the resume has no name).
 * An attachment's copy names its stored file: call markAttachmentInUse when the application is recorded.
 */
export async function resumeSnapshot(db: Db, studentId: number, choice: { type: number; id: number }): Promise<ResumeSnapshot | undefined> {
  if (choice.type === RESUME_CHOICE.online) {
    if (choice.id !== studentId) return undefined;
    const content = await loadResumeContent(db, studentId);
    if (content.basic.name === '') return undefined;
    return { type: 1, id: studentId, name: content.basic.name, content };
  }
  if (choice.type === RESUME_CHOICE.attachment) {
    const a = await findAttachment(db, studentId, choice.id);
    if (!a) return undefined;
    return { type: 2, id: a.id, name: a.original_name, attachment: { id: a.id, name: a.original_name, mime: a.mime, size: a.size, file_key: a.file_key } };
  }
  return undefined;
}
