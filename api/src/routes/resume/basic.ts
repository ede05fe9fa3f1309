import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validateBasicInfo, validateOther, type ResumeDegree, type ResumeSex } from '@campus/shared-utils/rules';
import { saveBasicInfo, saveResumeOther } from '../../db/repositories/resume';
import { errorResponses } from '../../lib/envelope-schema';
import { enforceValid, savedAnswer } from '../../services/resume-answers';
import { ResumeBasic, ResumeOther } from '@campus/shared-utils/shapes';
import { BasicInfoBody, OtherBody, saveAnswer } from './schemas';
import { requireStudent } from '../../auth/session-student';
import { routePlugin } from '../../lib/route-plugin';

/** The one-per-resume parts: basic information and "other" (skills, certificates, awards, languages, self-evaluation). */
const basicRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.post(
    '/api/resume/savebasicinfo',
    {
      schema: {
        tags: ['resume'],
        summary: 'Saves the basic information (versioned: 41001 with `current` when another tab saved first)',
        body: BasicInfoBody,
        response: { 200: saveAnswer(ResumeBasic.properties), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const { version, ...raw } = request.body;
      const input = {
        name: raw.name.trim(),
        sex: raw.sex as ResumeSex,
        birth_date: raw.birth_date.trim(),
        phone: raw.phone.trim(),
        email: raw.email.trim(),
        city: raw.city.trim(),
        school: raw.school.trim(),
        major: raw.major.trim(),
        degree: raw.degree as ResumeDegree,
        graduation_year: raw.graduation_year,
      };
      enforceValid(validateBasicInfo({ ...input, version }, app.now()));
      return savedAnswer(await saveBasicInfo(app.db, studentId, input, version, app.now()));
    },
  );

  app.post(
    '/api/resume/saveother',
    {
      schema: {
        tags: ['resume'],
        summary: 'Saves skills, certificates, awards, languages and self-evaluation (versioned)',
        body: OtherBody,
        response: { 200: saveAnswer(ResumeOther.properties), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const b = request.body;
      const input = {
        skills: (b.skills ?? '').trim(),
        certificates: (b.certificates ?? '').trim(),
        awards: (b.awards ?? '').trim(),
        languages: (b.languages ?? '').trim(),
        self_evaluation: (b.self_evaluation ?? '').trim(),
      };
      enforceValid(validateOther({ ...input, version: b.version }));
      return savedAnswer(await saveResumeOther(app.db, studentId, input, b.version, app.now()));
    },
  );
};

export default routePlugin('routes/resume/basic', basicRoutes);
