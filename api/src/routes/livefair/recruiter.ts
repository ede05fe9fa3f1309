import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BOOTH_RESULTS, LIVE_FAIR, slotProblem, talkEndsAt, type BoothResultKey } from '@campus/shared-utils/rules';
import { ConsoleBoothList } from '@campus/shared-utils/shapes';
import type { FastifyInstance } from 'fastify';
import { callEntry, consoleEntries, isBoothOpen, markResult, setBoothOpen, type Booth } from '../../db/repositories/live-fair';
import { publishSlots } from '../../db/repositories/live-fair-slots';
import { companyOnlineFairs } from '../../db/repositories/recruiter-fairs';
import type { JobFairRow } from '../../db/tables/home';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, Flag, Id, optionalFields } from '../../lib/envelope-schema';
import { announceBooth, slotList } from './booth-answers';
import { FairId, requireOwnBooth, requireRecruiter, requireRunning } from './booth-query';
import { routePlugin } from '../../lib/route-plugin';

const RECRUITER_NOTE = `Employer session of an account that recruits for a company: visitors get ${CODES.notLoggedIn.code}, others ${CODES.notRecruiter.code}; ${CODES.companyNotAtFair.code} when the company is not at the fair.`;

/** One fair's booth as its recruiters' console shows it. */
async function consoleBooth(app: FastifyInstance, fair: JobFairRow, booth: Booth, employerId: number, now: number) {
  const entries = await consoleEntries(app.db, booth, now);
  return {
    fair_id: fair.id,
    fair_title: fair.title,
    start_at: Number(fair.start_at),
    end_at: Number(fair.end_at),
    open: (await isBoothOpen(app.db, booth)) ? (1 as const) : (0 as const),
    slots: (await slotList(app, booth, null)).list,
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      state: e.state as 'waiting' | 'called',
      student_name: e.student_name,
      position_id: e.position_id,
      position_title: e.position_title,
      resume_name: e.resume_name,
      resume: e.resume_snapshot,
      start_at: Number(e.start_at),
      joined_at: Number(e.joined_at),
      called_at: Number(e.called_at),
      by_me: e.recruiter_id === employerId ? (1 as const) : (0 as const),
      ends_at: e.state === 'called' ? talkEndsAt({ kind: e.kind, end_at: Number(e.end_at), called_at: Number(e.called_at) }) : 0,
    })),
  };
}

/** The recruiter's booth console: open and close the booth, publish slots, call students, mark results. */
const liveFairRecruiterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = { 200: envelope(optionalFields(ConsoleBoothList.properties)), ...errorResponses };

  /** Tells the fair's open pages (and the page of the student it concerns), then answers the console. */
  const changed = async (booth: Booth, siteId: number, employerId: number, student?: number) => {
    const answer = await consoleOf(booth.companyId, siteId, employerId);
    await announceBooth(app, booth, student);
    return answer;
  };

  /** The console of every online fair of this site the company is at and that has not ended, as `employerId` sees it. */
  async function consoleOf(companyId: number, siteId: number, employerId: number) {
    const now = app.now();
    const company = await app.db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirst();
    const fairs = await companyOnlineFairs(app.db, companyId, siteId, now);
    const list = [];
    for (const fair of fairs) list.push(await consoleBooth(app, fair, { fairId: fair.id, companyId }, employerId, now));
    return { company_id: companyId, company_name: company?.name ?? '', list };
  }

  app.get(
    '/api/livefair/console',
    {
      schema: {
        tags: ['content'],
        summary: 'The recruiter’s booths: each online fair of this site the company is at that has not ended, with its slots and the students queued, booked or being talked to',
        description: RECRUITER_NOTE,
        response: answer,
      },
    },
    async (request) => {
      const { companyId, employerId } = await requireRecruiter(app, request);
      return ok(await consoleOf(companyId, (await request.site()).id, employerId));
    },
  );

  app.post(
    '/api/livefair/setbooth',
    {
      schema: {
        tags: ['content'],
        summary: 'Opens (open 1) or closes (open 0) the company’s booth at a fair; closing ends the queue (bookings stay)',
        description: `${RECRUITER_NOTE} Opening needs the fair running (${CODES.fairNotRunning.code}).`,
        body: Type.Object({ id: FairId, open: Flag }),
        response: answer,
      },
    },
    async (request) => {
      const { fair, booth, employerId } = await requireOwnBooth(app, request, request.body.id);
      const now = app.now();
      if (request.body.open === 1) requireRunning(fair, now);
      await setBoothOpen(app.db, booth, request.body.open === 1, now);
      return ok(await changed(booth, fair.site_id, employerId));
    },
  );

  app.post(
    '/api/livefair/publishslots',
    {
      schema: {
        tags: ['content'],
        summary: 'Publishes 15-minute slots at the given start times (epoch ms, comma-separated); a start published before stays one slot',
        description: `${RECRUITER_NOTE} ${CODES.slotInvalid.code} unless every start is on a quarter hour, inside the fair, not started, and at most ${LIVE_FAIR.publishMax} at once.`,
        body: Type.Object({ id: FairId, starts: Type.String({ minLength: 1, maxLength: 1000, pattern: '^[0-9]{1,15}(,[0-9]{1,15})*$' }) }),
        response: answer,
      },
    },
    async (request) => {
      const { fair, booth, employerId } = await requireOwnBooth(app, request, request.body.id);
      const now = app.now();
      const starts = [...new Set(request.body.starts.split(',').map(Number))];
      const window = { start_at: Number(fair.start_at), end_at: Number(fair.end_at) };
      if (starts.length > LIVE_FAIR.publishMax || starts.some((s) => slotProblem(s, window, now) !== null)) throw new AppError(CODES.slotInvalid);
      await publishSlots(app.db, booth, starts, now);
      return ok(await changed(booth, fair.site_id, employerId));
    },
  );

  app.post(
    '/api/livefair/call',
    {
      schema: {
        tags: ['content'],
        summary: 'Calls a student: the one named by entry_id (a queue place or a booking), or else the longest waiting in the queue',
        description: `${RECRUITER_NOTE} ${CODES.fairNotRunning.code} fair not running; ${CODES.noOneWaiting.code} nobody waiting; ${CODES.entryUnknown.code} the named student is no longer waiting (another recruiter called them, or they left).`,
        body: Type.Object({ id: FairId, entry_id: Type.Optional(Id) }),
        response: answer,
      },
    },
    async (request) => {
      const { fair, booth, employerId } = await requireOwnBooth(app, request, request.body.id);
      const now = app.now();
      requireRunning(fair, now);
      const called = await callEntry(app.db, booth, employerId, request.body.entry_id, now);
      if (!called) throw new AppError(request.body.entry_id === undefined ? CODES.noOneWaiting : CODES.entryUnknown);
      return ok(await changed(booth, fair.site_id, employerId, called.student_id));
    },
  );

  app.post(
    '/api/livefair/result',
    {
      schema: {
        tags: ['content'],
        summary: 'Marks the result of a called student (pass 通过, hold 待定, reject 不合适) with an optional note the student sees; it becomes a step of the student’s application',
        description: `${RECRUITER_NOTE} ${CODES.entryUnknown.code} unless the student is called at this booth (a result is marked once); ${CODES.noteTooLong.code} for a note over ${LIVE_FAIR.noteMax} characters.`,
        body: Type.Object({
          id: FairId,
          entry_id: Id,
          result: Type.Union(BOOTH_RESULTS.map((r) => Type.Literal(r))),
          note: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: answer,
      },
    },
    async (request) => {
      const { fair, booth, employerId } = await requireOwnBooth(app, request, request.body.id);
      const note = (request.body.note ?? '').trim();
      if ([...note].length > LIVE_FAIR.noteMax) throw new AppError(CODES.noteTooLong);
      const marked = await markResult(app.db, booth, request.body.entry_id, request.body.result as BoothResultKey, note, app.now());
      if (!marked) throw new AppError(CODES.entryUnknown);
      return ok(await changed(booth, fair.site_id, employerId, marked.student_id));
    },
  );
};

export default routePlugin('routes/livefair/recruiter', liveFairRecruiterRoutes);
