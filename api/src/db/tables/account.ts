import type { Generated, Insertable, Selectable } from 'kysely';

/** A student (spec §6): one per phone, created on the first code or QR login. */
export interface StudentTable {
  id: Generated<number>;
  phone: string;
  name: string;
  /** 0 unknown, 1 male, 2 female (the default avatar depends on it, spec §2). */
  sex: number;
  avatar: string;
  created_at: number;
  last_login_at: number;
}

/** An employer account (spec §6): `company_key` is the id the client keeps in com_key_user. */
export interface EmployerTable {
  id: Generated<number>;
  phone: string;
  company_key: string;
  company_name: string;
  /** null until the employer sets a password (a first code login creates the account without one). */
  password_hash: string | null;
  created_at: number;
  last_login_at: number;
}

/** A school (user_type 0) or department (user_type 1) administrator (spec §6). */
export interface SchoolAdminTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  school_id: number;
  user_type: number;
  strategy: string;
  /** the department's name for department admins, '' otherwise */
  faculty: string;
  created_at: number;
}

/** A channel (organiser) administrator (spec §6). */
export interface ChannelAdminTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  channel_id: number;
  created_at: number;
}

export type StudentRow = Selectable<StudentTable>;
export type EmployerRow = Selectable<EmployerTable>;
export type NewEmployer = Insertable<EmployerTable>;
export type SchoolAdminRow = Selectable<SchoolAdminTable>;
export type ChannelAdminRow = Selectable<ChannelAdminTable>;
