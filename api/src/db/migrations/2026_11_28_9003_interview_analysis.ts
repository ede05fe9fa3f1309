import type { Kysely } from 'kysely';

/**
 * What the interview's rules found in an answer, stored with it when it arrives (JSON text; '' for answers from
 * before, analysed at finish): finishing reads it back instead of analysing every answer again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_interview_answer').addColumn('analysis', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_interview_answer').dropColumn('analysis').execute();
}
