import type { ResumeContent, ResumeExample } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import type { ResumeExampleRow } from '../tables/resume-area';

const toExample = (r: ResumeExampleRow): ResumeExample => ({
  id: r.id,
  major: r.major,
  title: r.title,
  summary: r.summary,
  content: JSON.parse(r.content) as ResumeContent,
});

/** Sample resumes of a major (every one without a major), in their set order. */
export async function listExamples(db: Db, major?: string): Promise<ResumeExample[]> {
  let q = db.selectFrom('resume_example').selectAll().orderBy('sort').orderBy('id');
  if (major) q = q.where('major', '=', major);
  return (await q.execute()).map(toExample);
}

/** The majors that have examples, in the examples' order. */
export async function listExampleMajors(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('resume_example').select(['major']).orderBy('sort').orderBy('id').execute();
  return [...new Set(rows.map((r) => r.major))];
}
