import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AI_LIMITS, checkWish, cutWish, type AiWishInput, type WishExperience } from '@campus/shared-utils/rules';
import { AiWish, AiWishSaved, ResumeDraft } from '@campus/shared-utils/shapes';
import { generateDraft } from '../../ai/write/generate';
import { EMPTY_WISH, findWish, saveWish } from '../../db/repositories/ai-wish';
import { AppError } from '../../errors/app-error';
import { CODES, VALIDATION_MSG } from '../../errors/codes';
import { streamEnvelope, wantsModelStream } from '../../lib/event-stream';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { featureNote, studentOnFeature } from '../../services/student-feature';
import { dailyUse } from '../../services/daily-use';
import { routePlugin } from '../../lib/route-plugin';

// Text fields have no length cap here: a field over AI_LIMITS.wishFieldChars is cut and named in `cut`;
// a body far too large is refused by the server's body limit as every form post is.
const SaveWishBody = Type.Object({
  name: Type.Optional(Type.String()),
  sex: Type.Optional(Type.Integer()),
  phone: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  target_category: Type.Optional(Type.String()),
  target_city: Type.Optional(Type.String()),
  school: Type.Optional(Type.String()),
  major: Type.Optional(Type.String()),
  degree: Type.Optional(Type.Integer()),
  graduation_year: Type.Optional(Type.Integer()),
  skills: Type.Optional(Type.String()),
  strengths: Type.Optional(Type.String()),
  experiences: Type.Optional(Type.String({ description: 'JSON text of WishExperience[] (shapes/ai.ts)' })),
});
const GenerateBody = Type.Object({ variant: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: '0: the first writing; another number words the texts another way' })) });

const invalid = (field: string) => new AppError(CODES.validation, 400, VALIDATION_MSG.invalid(field));

/** The experiences sent as JSON text: an array of objects whose fields are texts (or 40001). */
function readExperiences(json: string | undefined): WishExperience[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw invalid('experiences');
  }
  if (!Array.isArray(value)) throw invalid('experiences');
  return value.map((item: unknown) => {
    if (!item || typeof item !== 'object') throw invalid('experiences');
    const e = item as Record<string, unknown>;
    const text = (key: string) => {
      const v = e[key] ?? '';
      if (typeof v !== 'string') throw invalid(`experiences.${key}`);
      return v.trim();
    };
    return { kind: text('kind') as WishExperience['kind'], title: text('title'), role: text('role'), start_date: text('start_date'), end_date: text('end_date'), text: text('text') };
  });
}

function oneOf<T extends number>(value: number | undefined, allowed: readonly T[], field: string): T {
  const v = value ?? 0;
  if (!(allowed as readonly number[]).includes(v)) throw new AppError(CODES.validation, 400, VALIDATION_MSG.notAllowed(field, allowed.join(', ')));
  return v as T;
}

/** The wish form of AI resume writing (getwish / savewish) and the draft written from it (generate). */
const wishRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/airesume/getwish',
    {
      schema: {
        tags: ['ai'],
        summary: "The session's saved wish form, or an empty one with updated_at 0",
        description: featureNote('ai'),
        response: { 200: envelope(optionalFields(AiWish.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'ai')).studentId;
      return ok((await findWish(app.db, studentId)) ?? EMPTY_WISH);
    },
  );

  app.post(
    '/api/airesume/savewish',
    {
      schema: {
        tags: ['ai'],
        summary: `Stores the wish form (one per student): experiences as JSON text of WishExperience[] (at most ${AI_LIMITS.wishExperiences}); a text over ${AI_LIMITS.wishFieldChars} characters is cut and named in \`cut\``,
        description: `${featureNote('ai')} 40001 with the field's message for a wrong phone, e-mail, graduation year, sex, degree, experience kind or month.`,
        body: SaveWishBody,
        response: { 200: envelope(optionalFields(AiWishSaved.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = (await studentOnFeature(request, 'ai')).studentId;
      const b = request.body;
      const s = (v: string | undefined) => (v ?? '').trim();
      const input: AiWishInput = {
        name: s(b.name), sex: oneOf(b.sex, [0, 1, 2] as const, 'sex'), phone: s(b.phone), email: s(b.email), city: s(b.city),
        target_category: s(b.target_category), target_city: s(b.target_city), school: s(b.school), major: s(b.major),
        degree: oneOf(b.degree, [0, 1, 2, 3, 4] as const, 'degree'), graduation_year: b.graduation_year ?? 0,
        skills: s(b.skills), strengths: s(b.strengths), experiences: readExperiences(b.experiences),
      };
      const problem = checkWish(input, app.now());
      if (problem) throw new AppError(CODES.validation, 400, problem);
      const { wish, cut } = cutWish(input);
      return ok({ wish: await saveWish(app.db, studentId, wish, app.now()), cut });
    },
  );

  app.post(
    '/api/airesume/generate',
    {
      schema: {
        tags: ['ai'],
        summary:
          'Writes a resume draft from the saved wish: the student’s facts, STAR bullets from their own words with placeholders such as 【X%】 where a figure is missing (never an invented number), a self-evaluation; by the language model when one is configured and answers in time, else the offline writer (`source`)',
        description: `${featureNote('ai')} ${CODES.wishNotFound.code} before a wish is saved, ${CODES.aiWriteDailyLimit.code} after ${AI_LIMITS.dailyWrites} a day.`,
        body: Type.Optional(GenerateBody),
        response: { 200: envelope(optionalFields(ResumeDraft.properties)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const studentId = (await studentOnFeature(request, 'ai')).studentId;
      const wish = await findWish(app.db, studentId);
      if (!wish) throw new AppError(CODES.wishNotFound);
      await dailyUse(app, 'generate', studentId, AI_LIMITS.dailyWrites, CODES.aiWriteDailyLimit);
      const variant = request.body?.variant ?? 0;
      const onFallback = (error: unknown) => request.log.warn({ err: error }, 'AI writer: the model gave no usable answer; the offline writer answers');
      const { ai } = app.config;
      if (!wantsModelStream(request, ai)) return ok(await generateDraft(ai, wish, variant, { onFallback }));
      // with a model, the page may read its answer as it arrives
      return streamEnvelope(request, reply, (onDelta) => generateDraft(ai, wish, variant, { onFallback, onDelta })) as never;
    },
  );
};

export default routePlugin('routes/airesume/wish', wishRoutes);
