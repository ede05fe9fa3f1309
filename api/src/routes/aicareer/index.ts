import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import assessmentRoutes from './assessment';
import careerPlanRoutes from './careerplan';
import { routePlugin } from '../../lib/route-plugin';

/** `/api/assessment/*` and `/api/careerplan/*` (issue 12; docs/api-ai-career.md): student-only where is_ai_career_planning is 1. */
const aiCareerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(assessmentRoutes);
  await app.register(careerPlanRoutes);
};

export default routePlugin('routes/aicareer', aiCareerRoutes);
