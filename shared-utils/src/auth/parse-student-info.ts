import type { StudentInfo } from '../types/auth';
import { readNum, readObj, readOneOf, readStr } from '../util/read';

/** Student info (§3) with every field typed; a malformed answer reads as "no resume, no extras". */
export function parseStudentInfo(raw: unknown): StudentInfo {
  const r = readObj(raw);
  const info: StudentInfo = {
    has_resume: readOneOf(r.has_resume, [0, 1] as const, 0),
    has_resume_diagnose: readOneOf(r.has_resume_diagnose, [0, 1] as const, 0),
    has_ai_career_planning: readOneOf(r.has_ai_career_planning, [0, 1] as const, 0),
    sex: readOneOf(r.sex, [0, 1, 2] as const, 0),
    avatar: readStr(r.avatar),
  };
  const diagnoseId = readNum(r.resume_diagnose_id, Number.NaN);
  const careerId = readNum(r.ai_career_planning_id, Number.NaN);
  const name = readStr(r.resume_name);
  if (!Number.isNaN(diagnoseId)) info.resume_diagnose_id = diagnoseId;
  if (!Number.isNaN(careerId)) info.ai_career_planning_id = careerId;
  if (name) info.resume_name = name;
  return info;
}
