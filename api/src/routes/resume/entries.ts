import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validateEducation, validateProject, validateWork, type ResumeDegree, type ResumeWorkKind } from '@campus/shared-utils/rules';
import { deleteEntry, saveEntry, toEducation, toProject, toWork, type EntryTable } from '../../db/repositories/resume-entries';
import type { EducationRow, ProjectRow, WorkRow } from '../../db/tables/resume-area';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { errorResponses } from '../../lib/envelope-schema';
import { enforceValid, savedAnswer } from '../../services/resume-answers';
import { ResumeEducation, ResumeProject, ResumeWork } from '@campus/shared-utils/shapes';
import { DeletedAnswer, EducationBody, IdBody, ProjectBody, saveAnswer, WorkBody } from './schemas';
import { requireStudent } from '../../auth/session-student';
import { routePlugin } from '../../lib/route-plugin';

/** The list sections: education (saveedu/deledu), experience (savework/delwork), projects (saveproject/delproject). */
const entryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const period = (b: { start_date: string; end_date?: string; description?: string }) => ({
    start_date: b.start_date.trim(),
    end_date: (b.end_date ?? '').trim(),
    description: (b.description ?? '').trim(),
  });

  const deleteRoute = (path: string, table: EntryTable, what: string) =>
    app.post(
      path,
      {
        schema: { tags: ['resume'], summary: `Deletes one of the student’s ${what} (soft; 41002 when not theirs)`, body: IdBody, response: { 200: DeletedAnswer, ...errorResponses } },
      },
      async (request) => {
        const studentId = requireStudent(request);
        if (!(await deleteEntry(app.db, table, studentId, request.body.id, app.now()))) throw new AppError(CODES.resumeEntryMissing);
        return ok({ id: request.body.id });
      },
    );

  app.post(
    '/api/resume/saveedu',
    {
      schema: {
        tags: ['resume'],
        summary: 'Adds (no id) or updates (id + version) an education entry; answers the stored entry',
        body: EducationBody,
        response: { 200: saveAnswer(ResumeEducation.properties), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const b = request.body;
      const input = { school: b.school.trim(), major: b.major.trim(), degree: b.degree as ResumeDegree, ...period(b) };
      enforceValid(validateEducation(input, app.now()));
      return savedAnswer(await saveEntry(app.db, 'resume_education', studentId, b, input, app.now(), (r: EducationRow) => toEducation(r)));
    },
  );
  deleteRoute('/api/resume/deledu', 'resume_education', 'education entries');

  app.post(
    '/api/resume/savework',
    {
      schema: {
        tags: ['resume'],
        summary: 'Adds or updates an internship (kind 1) or work (kind 2) entry; answers the stored entry',
        body: WorkBody,
        response: { 200: saveAnswer(ResumeWork.properties), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const b = request.body;
      const input = { kind: b.kind as ResumeWorkKind, company: b.company.trim(), position: b.position.trim(), ...period(b) };
      enforceValid(validateWork(input, app.now()));
      return savedAnswer(await saveEntry(app.db, 'resume_work', studentId, b, input, app.now(), (r: WorkRow) => toWork(r)));
    },
  );
  deleteRoute('/api/resume/delwork', 'resume_work', 'experience entries');

  app.post(
    '/api/resume/saveproject',
    {
      schema: {
        tags: ['resume'],
        summary: 'Adds or updates a project entry; answers the stored entry',
        body: ProjectBody,
        response: { 200: saveAnswer(ResumeProject.properties), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const b = request.body;
      const input = { name: b.name.trim(), role: b.role.trim(), ...period(b) };
      enforceValid(validateProject(input, app.now()));
      return savedAnswer(await saveEntry(app.db, 'resume_project', studentId, b, input, app.now(), (r: ProjectRow) => toProject(r)));
    },
  );
  deleteRoute('/api/resume/delproject', 'resume_project', 'projects');
};

export default routePlugin('routes/resume/entries', entryRoutes);
