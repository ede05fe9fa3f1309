import type { FastifyInstance } from 'fastify';
import type { AssessmentQuestions, AssessmentSaved } from '@campus/shared-utils/shapes';
import { ITEM_BY_ID } from '../src/ai/assessment/catalogue';
import { data, get, post } from './resume-kit';

/** Helpers of the assessment and career-book tests. */

export const BY_TYPE: Record<string, number> = { R: 2, I: 4, A: 5, S: 4, E: 3, C: 1 };

/** Whether an item scores interest (a RIASEC type); the served ids do not tell, the server's catalogue does. */
export const isInterest = (id: string) => ITEM_BY_ID.get(id)?.part === 'interest';

/** The hand-worked answers: interest by BY_TYPE (code AIS), 成就感 and 数理逻辑 5, everything else 3. */
export const handWorked = (id: string, key: string) => (isInterest(id) ? BY_TYPE[key]! : key === 'achievement' || key === 'logic' ? 5 : 3);

/** The type or key an item scores (R, support, logic), from the server's catalogue. */
export const keyOf = (id: string) => ITEM_BY_ID.get(id)!.key;

export const submit = (app: FastifyInstance, token: string | undefined, answers: { id: string; value: number }[], final: 0 | 1 = 0, host?: string) =>
  host
    ? app.inject({ method: 'POST', url: '/api/assessment/submit', payload: new URLSearchParams({ answers: JSON.stringify(answers), final: String(final) }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', host, ...(token ? { cookie: `uniq_user_token=${token}` } : {}) } })
    : post(app, '/api/assessment/submit', token, { answers: JSON.stringify(answers), final });

export async function itemIds(app: FastifyInstance, token: string): Promise<string[]> {
  return data<AssessmentQuestions>(await get(app, '/api/assessment/questions', token)).items.map((i) => i.id);
}

/** Answers every item by `value` and asks for the result; its id. */
export async function finishAssessment(app: FastifyInstance, token: string, value: (id: string, key: string) => number = handWorked): Promise<number> {
  const ids = await itemIds(app, token);
  const saved = data<AssessmentSaved & { code: number }>(await submit(app, token, ids.map((id) => ({ id, value: value(id, keyOf(id)) })), 1));
  if (saved.code !== 0) throw new Error(`submit answered ${saved.code}`);
  return saved.result_id;
}
