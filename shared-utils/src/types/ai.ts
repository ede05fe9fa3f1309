import type { AiWish } from '../shapes/ai';

/** POST /api/airesume/savewish: the wish form (experiences travel as JSON text, as every list in a form post). */
export type AiWishInput = Omit<AiWish, 'updated_at'>;

/** POST /api/airesume/generate: `variant` 0 is the first writing; each other number words the texts another way. */
export type GenerateQuery = { variant?: number };
