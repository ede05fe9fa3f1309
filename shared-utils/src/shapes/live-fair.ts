import { Type, type Static } from '@sinclair/typebox';

/**
 * Answers of the live-fair calls (docs/api-live-fair.md): an online fair's booths as students see them, a
 * student's place at one, a booth's slots, and the recruiter's console.
 */

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Result = Type.Union([Type.Literal(''), Type.Literal('pass'), Type.Literal('hold'), Type.Literal('reject')], { description: "'' until the recruiter marks one" });

/** One company's booth at a running online fair. */
export const BoothLive = Type.Object({
  company_id: Type.Number(),
  open: Flag,
  waiting: Type.Number({ description: 'students waiting in the queue' }),
  expected_wait_minutes: Type.Number({ description: 'the wait of a student joining now' }),
});
export type BoothLive = Static<typeof BoothLive>;

export const BoothLiveList = Type.Object({ list: Type.Array(BoothLive) });
export type BoothLiveList = Static<typeof BoothLiveList>;

/** The session's student's place at a booth: in the queue, called, done with a result, or gone. */
export const BoothPlace = Type.Object({
  state: Type.Union([Type.Literal('none'), Type.Literal('waiting'), Type.Literal('called'), Type.Literal('done'), Type.Literal('left')]),
  entry_id: Type.Number({ description: '0 when none' }),
  place: Type.Number({ description: '1 = next; 0 unless waiting' }),
  waiting: Type.Number(),
  expected_wait_minutes: Type.Number(),
  result: Result,
  result_text: Type.String(),
  note: Type.String({ description: 'the recruiter’s note to the student' }),
  left_text: Type.String({ description: 'why the place was given up, in words; empty unless left' }),
  ends_at: Type.Number({ description: 'when the talk ends (epoch ms) while called; 0 otherwise' }),
});
export type BoothPlace = Static<typeof BoothPlace>;

/** A 15-minute slot a booth published. */
export const BoothSlot = Type.Object({
  id: Type.Number(),
  start_at: Type.Number(),
  end_at: Type.Number(),
  free: Flag,
  mine: Flag,
});
export type BoothSlot = Static<typeof BoothSlot>;

export const BoothSlotList = Type.Object({ list: Type.Array(BoothSlot) });
export type BoothSlotList = Static<typeof BoothSlotList>;

/** A booking of the session's student that has not ended (我的面试). */
export const MyBooking = Type.Object({
  entry_id: Type.Number(),
  fair_id: Type.Number(),
  fair_title: Type.String(),
  company_id: Type.Number(),
  company_name: Type.String(),
  position_title: Type.String(),
  start_at: Type.Number(),
  end_at: Type.Number(),
  state: Type.Union([Type.Literal('waiting'), Type.Literal('called')], { description: 'called: the recruiter is calling the student now' }),
});
export type MyBooking = Static<typeof MyBooking>;

export const MyBookingList = Type.Object({ list: Type.Array(MyBooking) });
export type MyBookingList = Static<typeof MyBookingList>;

/** A student at a booth as its recruiters see them, with the resume as it was sent. */
export const ConsoleEntry = Type.Object({
  id: Type.Number(),
  kind: Type.Union([Type.Literal('queue'), Type.Literal('booking')]),
  state: Type.Union([Type.Literal('waiting'), Type.Literal('called')]),
  student_name: Type.String(),
  position_id: Type.Number(),
  position_title: Type.String(),
  resume_name: Type.String(),
  resume: Type.String({ description: 'JSON text of the resume as sent with the application (the online resume’s parts, or the attachment’s name and link)' }),
  start_at: Type.Number({ description: 'a booking’s slot; 0 in the queue' }),
  joined_at: Type.Number(),
  called_at: Type.Number(),
  by_me: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 when the session’s recruiter called this student' }),
  ends_at: Type.Number({ description: 'when the talk ends (epoch ms) while called; 0 otherwise' }),
});
export type ConsoleEntry = Static<typeof ConsoleEntry>;

/** One fair's booth of the recruiter's company. */
export const ConsoleBooth = Type.Object({
  fair_id: Type.Number(),
  fair_title: Type.String(),
  start_at: Type.Number(),
  end_at: Type.Number(),
  open: Flag,
  slots: Type.Array(BoothSlot),
  entries: Type.Array(ConsoleEntry),
});
export type ConsoleBooth = Static<typeof ConsoleBooth>;

export const ConsoleBoothList = Type.Object({ company_id: Type.Number(), company_name: Type.String(), list: Type.Array(ConsoleBooth) });
export type ConsoleBoothList = Static<typeof ConsoleBoothList>;
