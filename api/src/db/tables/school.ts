import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * A school tenant. school_type 1 is a whole school; 2 is one department of it, whose name is `college`
 * (the school admin and department admin of spec §6 each own one row).
 */
export interface SchoolTable {
  id: Generated<number>;
  name: string;
  school_type: number;
  college: string;
  is_show_jobfair: number;
  qr_parameter_id: string;
  badge_url: string;
  building_url: string;
}

export interface CollegeTable {
  id: Generated<number>;
  school_id: number;
  name: string;
  sort: number;
}

export interface MajorTable {
  id: Generated<number>;
  school_id: number;
  college_id: number;
  name: string;
  sort: number;
}

export type SchoolRow = Selectable<SchoolTable>;
export type NewSchool = Insertable<SchoolTable>;
export type CollegeRow = Selectable<CollegeTable>;
export type MajorRow = Selectable<MajorTable>;
