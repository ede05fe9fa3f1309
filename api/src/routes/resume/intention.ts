import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cleanItems, validateIntention, type IntentionNature } from '@campus/shared-utils/rules';
import { getIntention, saveIntention } from '../../db/repositories/intention';
import { AppError } from '../../errors/app-error';
import { CODES, VALIDATION_MSG } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { enforceValid, savedAnswer } from '../../services/resume-answers';
import { JobIntention } from '@campus/shared-utils/shapes';
import { IntentionBody, saveAnswer } from './schemas';
import { requireStudent } from '../../auth/session-student';
import { routePlugin } from '../../lib/route-plugin';

/** A list sent as JSON text (spec §7: object values are JSON-stringified): string[] or 40001. */
function readList(json: string, field: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw new AppError(CODES.validation, 400, VALIDATION_MSG.invalid(field));
  return value;
}

/** The job intention (getpositionintention / savepositionintention). */
const intentionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // student-only, answered before the input is read or judged (as the resume area's calls)
  app.addHook('onRequest', async (request) => {
    requireStudent(request);
  });
  app.get(
    '/api/position/getpositionintention',
    {
      schema: {
        tags: ['resume'],
        summary: 'The session student’s job intention (nature 0 and version 0 before the first save)',
        response: { 200: envelope(optionalFields(JobIntention.properties)), ...errorResponses },
      },
    },
    async (request) => ok(await getIntention(app.db, requireStudent(request))),
  );

  app.post(
    '/api/position/savepositionintention',
    {
      schema: {
        tags: ['resume'],
        summary: 'Saves the job intention (versioned): categories and cities as JSON text of string[]',
        body: IntentionBody,
        response: { 200: saveAnswer(JobIntention.properties), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request);
      const b = request.body;
      const input = {
        categories: cleanItems(readList(b.categories, 'categories')),
        cities: cleanItems(readList(b.cities, 'cities')),
        salary_min: b.salary_min,
        salary_max: b.salary_max,
        nature: b.nature as IntentionNature,
        version: b.version,
      };
      enforceValid(validateIntention(input));
      return savedAnswer(await saveIntention(app.db, studentId, input, app.now()));
    },
  );
};

export default routePlugin('routes/resume/intention', intentionRoutes);
