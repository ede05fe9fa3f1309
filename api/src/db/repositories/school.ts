import type { Db } from '../database';
import type { CollegeRow, MajorRow, SchoolRow } from '../tables/school';

export function findSchool(db: Db, id: number): Promise<SchoolRow | undefined> {
  return db.selectFrom('school').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listColleges(db: Db, schoolId: number): Promise<CollegeRow[]> {
  return db.selectFrom('college').selectAll().where('school_id', '=', schoolId).orderBy('sort').orderBy('id').execute();
}

export type MajorWithCollege = Pick<MajorRow, 'id' | 'name' | 'college_id'> & { college_name: string };

/** Majors of a school in college order, optionally of one of its colleges (a college of another school gives none). */
export function listMajors(db: Db, schoolId: number, collegeId?: number): Promise<MajorWithCollege[]> {
  let query = db
    .selectFrom('major')
    .innerJoin('college', 'college.id', 'major.college_id')
    .select(['major.id', 'major.name', 'major.college_id', 'college.name as college_name'])
    .where('major.school_id', '=', schoolId);
  if (collegeId !== undefined) query = query.where('major.college_id', '=', collegeId);
  return query.orderBy('college.sort').orderBy('college.id').orderBy('major.sort').orderBy('major.id').execute();
}
