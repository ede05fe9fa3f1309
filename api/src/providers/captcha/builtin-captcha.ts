import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { CaptchaVerifier } from './captcha-verifier';
import { isHumanDrag, type DragSample } from './drag';
import { drawPuzzle, PUZZLE } from './puzzle';

/** A puzzle lives 2 minutes and takes one verify; so does a ticket (docs/api-auth.md "Captcha"). */
export const PUZZLE_TTL_MS = 2 * 60 * 1000;
export const TICKET_TTL_MS = 2 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type PuzzleAnswer = {
  captcha_id: string;
  image: string;
  piece: string;
  piece_y: number;
  piece_size: number;
  width: number;
  height: number;
};

/** Draws a puzzle for an app id and keeps its answer. */
export async function createPuzzle(db: Db, appid: string, now: number): Promise<PuzzleAnswer> {
  const drawn = drawPuzzle();
  const id = randomUUID();
  await db.insertInto('captcha_puzzle').values({ id, appid, answer_x: drawn.x, created_at: now, expires_at: now + PUZZLE_TTL_MS, used_at: null }).execute();
  return { captcha_id: id, image: drawn.image, piece: drawn.piece, piece_y: drawn.y, piece_size: PUZZLE.piece, width: PUZZLE.width, height: PUZZLE.height };
}

export type IssuedTicket = { captcha_appid: string; captcha_randstr: string; captcha_ticket: string };

/**
 * Checks a drag against a puzzle, which is used up whatever the result; a right, human-looking drag
 * gives a single-use ticket bound to the puzzle's app id. null for anything else.
 */
export async function solvePuzzle(db: Db, input: { captcha_id: string; x: number; track: DragSample[] }, now: number): Promise<IssuedTicket | null> {
  const puzzle = await db
    .updateTable('captcha_puzzle')
    .set({ used_at: now })
    .where('id', '=', input.captcha_id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['appid', 'answer_x'])
    .executeTakeFirst();
  if (!puzzle || !isHumanDrag(input.track, input.x, Number(puzzle.answer_x), PUZZLE.width - PUZZLE.piece)) return null;
  const ticket = randomBytes(32).toString('base64url');
  const randstr = `@${randomBytes(6).toString('base64url')}`;
  await db
    .insertInto('captcha_ticket')
    .values({ ticket_hash: sha256(ticket), appid: puzzle.appid, randstr, source: 'builtin', created_at: now, expires_at: now + TICKET_TTL_MS, used_at: null })
    .execute();
  return { captcha_appid: puzzle.appid, captcha_randstr: randstr, captcha_ticket: ticket };
}

/** The built-in verifier: a ticket counts once, for its own app id and random string, within its life. */
export function createBuiltinVerifier(db: Db, now: () => number): CaptchaVerifier {
  return {
    name: 'builtin',
    async redeem({ appid, randstr, ticket }) {
      const at = now();
      const result = await db
        .updateTable('captcha_ticket')
        .set({ used_at: at })
        .where('ticket_hash', '=', sha256(ticket))
        .where('appid', '=', appid)
        .where('randstr', '=', randstr)
        .where('source', '=', 'builtin')
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** Records a ticket the hosted service is about to check; false when it was seen before (a replay). */
export async function recordHostedTicket(db: Db, proof: { appid: string; randstr: string; ticket: string }, now: number): Promise<boolean> {
  const row = await db
    .insertInto('captcha_ticket')
    .values({ ticket_hash: sha256(`hosted:${proof.ticket}`), appid: proof.appid, randstr: proof.randstr, source: 'hosted', created_at: now, expires_at: now + 24 * 60 * 60 * 1000, used_at: now })
    .onConflict((oc) => oc.column('ticket_hash').doNothing())
    .returning('ticket_hash')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredCaptcha(db: Db, now: number): Promise<number> {
  const puzzles = await db.deleteFrom('captcha_puzzle').where('expires_at', '<=', now).executeTakeFirst();
  const tickets = await db.deleteFrom('captcha_ticket').where('expires_at', '<=', now).executeTakeFirst();
  return Number(puzzles.numDeletedRows) + Number(tickets.numDeletedRows);
}
