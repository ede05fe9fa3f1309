import type { Generated, Selectable } from 'kysely';

/** Which company an employer account recruits for (two accounts of one company staff one booth). */
export interface CompanyRecruiterTable {
  employer_id: number;
  company_id: number;
  created_at: number;
}

/** A company's live booth at an online fair: open while its recruiters receive students. */
export interface FairBoothRoomTable {
  fair_id: number;
  company_id: number;
  open: number;
  opened_at: Generated<number>;
  updated_at: number;
}

/** A 15-minute interview time a booth publishes. */
export interface FairBoothSlotTable {
  id: Generated<number>;
  fair_id: number;
  company_id: number;
  start_at: number;
  end_at: number;
  created_at: number;
}

export type BoothEntryKind = 'queue' | 'booking';
/** waiting: in the queue or booked; called: the recruiter is talking to the student; done: a result; left: gone without one. */
export type BoothEntryState = 'waiting' | 'called' | 'done' | 'left';
export type BoothResult = '' | 'pass' | 'hold' | 'reject';

/** A student's place at a booth: a queue place, or a booking of one slot (its times copied for the clash check). */
export interface FairBoothEntryTable {
  id: Generated<number>;
  fair_id: number;
  company_id: number;
  student_id: number;
  kind: BoothEntryKind;
  slot_id: number | null;
  start_at: Generated<number>;
  end_at: Generated<number>;
  /** the application the student's resume went in with (to the position chosen at the booth) */
  application_id: number;
  state: BoothEntryState;
  joined_at: number;
  called_at: Generated<number>;
  ended_at: Generated<number>;
  /** when the booking's reminder became a step of the student's application (0: not yet) */
  reminded_at: Generated<number>;
  /** the student's page last said it is there (a place whose page is gone too long is given up) */
  last_seen_at: number;
  recruiter_id: number | null;
  result: Generated<BoothResult>;
  /** the recruiter's note, shown to the student with the result */
  note: Generated<string>;
  /** why a place was left: 'student', 'absent' or 'closed' ('' while live) */
  left_reason: Generated<string>;
}

export interface LiveFairTables {
  company_recruiter: CompanyRecruiterTable;
  fair_booth_room: FairBoothRoomTable;
  fair_booth_slot: FairBoothSlotTable;
  fair_booth_entry: FairBoothEntryTable;
}

export type FairBoothSlotRow = Selectable<FairBoothSlotTable>;
export type FairBoothEntryRow = Selectable<FairBoothEntryTable>;
