import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BOOTH_RESULT_TEXT, CONTENT_MSG, expectedWaitMinutes, talkEndsAt } from '@campus/shared-utils/rules';
import { BoothLiveList, BoothPlace, BoothSlotList, MyBookingList } from '@campus/shared-utils/shapes';
import { requireStudent, optionalStudentId } from '../../auth/session-student';
import { boothsLive, isBoothOpen, joinQueue, leaveQueue, placeOf, shownEntry, touchEntry, dropAbsent, type Booth } from '../../db/repositories/live-fair';
import { bookingStanding, bookSlot, cancelBooking, findSlot, upcomingBookings } from '../../db/repositories/live-fair-slots';
import type { FairBoothEntryRow } from '../../db/tables/live-fair';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { fileStoreFor } from '../../providers/files/create-file-store';
import { boothApplication } from './booth-application';
import { announceBooth, boothNumbers, slotList } from './booth-answers';
import { BoothQuery, FairId, requireBooth, requireOnlineFair, requireRunning, ResumeChoice } from './booth-query';
import type { FastifyInstance } from 'fastify';
import { routePlugin } from '../../lib/route-plugin';

const STUDENT_NOTE = `Student session only: visitors get ${CODES.notLoggedIn.code}, other roles ${CODES.forbidden.code}.`;
const LEFT_TEXT: Record<string, string> = { absent: CONTENT_MSG.leftAbsent, closed: CONTENT_MSG.leftClosed, student: '' };
const SlotId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'a slot id from getslots' });

/** A student's place as the page shows it. */
async function placeAnswer(app: FastifyInstance, booth: Booth, entry: FairBoothEntryRow | undefined, now: number): Promise<BoothPlace> {
  const live = (await boothsLive(app.db, booth.fairId, now, booth.companyId)).get(booth.companyId);
  const waiting = live?.waiting ?? 0;
  const talk = live?.talk_minutes ?? 0;
  if (!entry) return { state: 'none', entry_id: 0, place: 0, waiting, expected_wait_minutes: expectedWaitMinutes(waiting + 1, talk), result: '', result_text: '', note: '', left_text: '', ends_at: 0 };
  const place = entry.state === 'waiting' ? await placeOf(app.db, entry) : 0;
  return {
    state: entry.state,
    entry_id: entry.id,
    place,
    waiting,
    expected_wait_minutes: expectedWaitMinutes(place, talk),
    result: entry.result,
    result_text: entry.result ? BOOTH_RESULT_TEXT[entry.result] : '',
    note: entry.note,
    left_text: entry.state === 'left' ? (LEFT_TEXT[entry.left_reason] ?? '') : '',
    ends_at: entry.state === 'called' ? talkEndsAt({ kind: entry.kind, end_at: Number(entry.end_at), called_at: Number(entry.called_at) }) : 0,
  };
}

/** A student at an online fair that happens here: the booths' queues, the student's place, slots and bookings. */
const liveFairStudentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const files = fileStoreFor(app.config);

  app.get(
    '/api/livefair/getbooths',
    {
      schema: {
        tags: ['content'],
        summary: 'Every booth of an online fair of this site: open or not, how many wait, the expected wait of a student joining now',
        description: `Anyone may read it. ${CODES.fairNotFound.code} for an unknown fair, another site's, or an offline one.`,
        querystring: Type.Object({ id: FairId }),
        response: { 200: envelope(optionalFields(BoothLiveList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const fair = await requireOnlineFair(app, request, request.query.id);
      const now = app.now();
      await dropAbsent(app.db, fair.id, now);
      const booths = await boothsLive(app.db, fair.id, now);
      const list = [...booths.values()].map(boothNumbers);
      return ok({ list });
    },
  );

  app.get(
    '/api/livefair/getplace',
    {
      schema: {
        tags: ['content'],
        summary: 'The session’s student’s place at a booth (state none when never queued); asking keeps a waiting place',
        description: `${STUDENT_NOTE} A waiting place whose page has not asked (or pinged its socket) for two minutes is given up.`,
        querystring: BoothQuery,
        response: { 200: envelope(optionalFields(BoothPlace.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request, CONTENT_MSG.notStudent);
      const { booth } = await requireBooth(app, request, request.query.id, request.query.company_id);
      const now = app.now();
      await dropAbsent(app.db, booth.fairId, now);
      const entry = await shownEntry(app.db, booth, studentId);
      if (entry && (entry.state === 'waiting' || entry.state === 'called')) await touchEntry(app.db, entry.id, now);
      return ok(await placeAnswer(app, booth, entry, now));
    },
  );

  app.post(
    '/api/livefair/joinqueue',
    {
      schema: {
        tags: ['content'],
        summary: 'Queues the session’s student at an open booth of a running online fair, with a resume sent to one of the company’s positions at it',
        description:
          `${STUDENT_NOTE} ${CODES.fairNotRunning.code} fair not running, ${CODES.boothClosed.code} booth closed, ${CODES.queueFull.code} queue full, ` +
          `${CODES.positionNotAtFair.code} the position is not the company's at this fair, 43004 daily applications used, 43005 resume not the student's. ` +
          'A student already queued there gets the same place. The application (投递反馈) is recorded once, or the one sent before is used.',
        body: Type.Object({ id: FairId, company_id: BoothQuery.properties.company_id, ...ResumeChoice }),
        response: { 200: envelope(optionalFields(BoothPlace.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request, CONTENT_MSG.notStudent);
      const { id, company_id: companyId, ...choice } = request.body;
      const { fair, booth } = await requireBooth(app, request, id, companyId);
      const now = app.now();
      requireRunning(fair, now);
      // refused before a resume is sent: a closed booth takes no application
      if (!(await isBoothOpen(app.db, booth))) throw new AppError(CODES.boothClosed);
      const applicationId = await boothApplication(app, files, studentId, booth, choice, now);
      const joined = await joinQueue(app.db, booth, studentId, applicationId, now);
      if (!joined.ok) throw new AppError(joined.reason === 'full' ? CODES.queueFull : CODES.boothClosed);
      await announceBooth(app, booth, studentId);
      return ok(await placeAnswer(app, booth, joined.entry, now));
    },
  );

  app.post(
    '/api/livefair/leavequeue',
    {
      schema: {
        tags: ['content'],
        summary: 'The session’s student leaves a booth’s queue',
        description: `${STUDENT_NOTE} ${CODES.notInQueue.code} when the student holds no place there.`,
        body: BoothQuery,
        response: { 200: envelope(optionalFields(BoothPlace.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request, CONTENT_MSG.notStudent);
      const { booth } = await requireBooth(app, request, request.body.id, request.body.company_id);
      const now = app.now();
      if (!(await leaveQueue(app.db, booth, studentId, now))) throw new AppError(CODES.notInQueue);
      await announceBooth(app, booth, studentId);
      return ok(await placeAnswer(app, booth, await shownEntry(app.db, booth, studentId), now));
    },
  );

  app.get(
    '/api/livefair/getslots',
    {
      schema: {
        tags: ['content'],
        summary: 'A booth’s published 15-minute slots in time order, each free or not, and whether the session’s student holds it',
        description: 'Anyone may read it (mine is 0 without a student session).',
        querystring: BoothQuery,
        response: { 200: envelope(optionalFields(BoothSlotList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const { booth } = await requireBooth(app, request, request.query.id, request.query.company_id);
      return ok(await slotList(app, booth, optionalStudentId(request)));
    },
  );

  app.post(
    '/api/livefair/bookslot',
    {
      schema: {
        tags: ['content'],
        summary: 'Books a free slot of a booth for the session’s student, with a resume sent to one of the company’s positions at the fair',
        description:
          `${STUDENT_NOTE} ${CODES.slotUnknown.code} unknown slot (or another site's), ${CODES.slotStarted.code} the slot has started, ` +
          `${CODES.slotTaken.code} another student holds it (two at once: one wins), ${CODES.slotClash.code} it overlaps another booking of the student, ` +
          `${CODES.positionNotAtFair.code}, 43004 and 43005 as joinqueue. Booking a slot the student holds answers it again.`,
        body: Type.Object({ slot_id: SlotId, ...ResumeChoice }),
        response: { 200: envelope(optionalFields(BoothSlotList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request, CONTENT_MSG.notStudent);
      const { slot_id: slotId, ...choice } = request.body;
      const slot = await findSlot(app.db, slotId);
      if (!slot) throw new AppError(CODES.slotUnknown);
      const { booth } = await requireBooth(app, request, slot.fair_id, slot.company_id).catch(() => {
        throw new AppError(CODES.slotUnknown);
      });
      const now = app.now();
      if (Number(slot.start_at) <= now) throw new AppError(CODES.slotStarted);
      // a booking that would be refused sends no resume (bookSlot decides again under its lock)
      const standing = await bookingStanding(app.db, slot, studentId);
      if (standing && !standing.ok) throw new AppError(standing.reason === 'clash' ? CODES.slotClash : CODES.slotTaken);
      const applicationId = await boothApplication(app, files, studentId, booth, choice, now);
      const booked = await bookSlot(app.db, slot, studentId, applicationId, now);
      if (!booked.ok) throw new AppError(booked.reason === 'clash' ? CODES.slotClash : CODES.slotTaken);
      await announceBooth(app, booth, studentId);
      return ok(await slotList(app, booth, studentId));
    },
  );

  app.get(
    '/api/livefair/mybookings',
    {
      schema: {
        tags: ['content'],
        summary: 'The session’s student’s booked interview slots at this site’s online fairs that have not ended, soonest first (我的面试)',
        description: STUDENT_NOTE,
        response: { 200: envelope(optionalFields(MyBookingList.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request, CONTENT_MSG.notStudent);
      const rows = await upcomingBookings(app.db, (await request.site()).id, studentId, app.now());
      const list = rows.map((b) => ({
        entry_id: b.id,
        fair_id: b.fair_id,
        fair_title: b.fair_title,
        company_id: b.company_id,
        company_name: b.company_name,
        position_title: b.position_title,
        start_at: Number(b.start_at),
        end_at: Number(b.end_at),
        state: b.state as 'waiting' | 'called',
      }));
      return ok({ list });
    },
  );

  app.post(
    '/api/livefair/cancelbooking',
    {
      schema: {
        tags: ['content'],
        summary: 'Cancels the session’s student’s booking of a slot that has not started; the slot is free again',
        description: `${STUDENT_NOTE} ${CODES.slotUnknown.code} when the student holds no such booking (or it has started).`,
        body: Type.Object({ slot_id: SlotId }),
        response: { 200: envelope({}), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request, CONTENT_MSG.notStudent);
      const slot = await findSlot(app.db, request.body.slot_id);
      if (!slot || !(await cancelBooking(app.db, slot.id, studentId, app.now()))) throw new AppError(CODES.slotUnknown);
      await announceBooth(app, { fairId: slot.fair_id, companyId: slot.company_id }, studentId);
      return ok({});
    },
  );
};

export default routePlugin('routes/livefair/student', liveFairStudentRoutes);
