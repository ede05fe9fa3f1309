import type { FastifyInstance } from 'fastify';
import { hitCounter } from '../db/repositories/rate-counter';
import { AppError } from '../errors/app-error';
import type { CodeEntry } from '../errors/codes';
import { chinaDay, DAY_MS } from '../lib/china-time';

/** Counts one use of a call for the student's China day; `refusal` past `max` (the AI tools' daily limits). */
export async function dailyUse(app: FastifyInstance, call: string, studentId: number, max: number, refusal: CodeEntry): Promise<void> {
  const now = app.now();
  const used = await hitCounter(app.db, `ai:${call}:${studentId}:${chinaDay(now)}`, DAY_MS, now);
  if (used > max) throw new AppError(refusal);
}
