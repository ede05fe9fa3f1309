import type { EmployerRow, StudentRow } from '../db/tables/account';
import { maskPhone, type SessionLogin } from './session-cookie';

/** What each role's login answers (docs/api-auth.md); the transfer login answers the same. */
export type StudentLogin = { user_id: string };
export type EmployerLogin = { user_id: string; registered: 0 | 1 };
export type SchoolLogin = { user_id: string; school: string; user_type: number; strategy: string; faculty?: string };
export type ChannelLogin = { user_id: string; channel_name: string };

/** A login's session and its answer; `commitLogin` starts the one and returns the other. */
export type LoginOutcome<T> = { session: SessionLogin; answer: T };

export function studentLogin(student: StudentRow): LoginOutcome<StudentLogin> {
  return { session: { role: 'student', userId: student.id, label: maskPhone(student.phone) }, answer: { user_id: String(student.id) } };
}

/** The employer's id in answers is its key (kept by the client in com_key_user), never the row id. */
export function employerLogin(employer: EmployerRow, created: boolean): LoginOutcome<EmployerLogin> {
  const label = employer.company_name ? `${employer.company_name}（${maskPhone(employer.phone)}）` : maskPhone(employer.phone);
  return { session: { role: 'company', userId: employer.id, label }, answer: { user_id: employer.company_key, registered: created ? 1 : 0 } };
}

export type SchoolAccount = { id: number; username: string; user_type: number; strategy: string; faculty: string; school_name: string };

export function schoolAdminLogin(admin: SchoolAccount): LoginOutcome<SchoolLogin> {
  const place = admin.faculty ? `${admin.school_name} ${admin.faculty}` : admin.school_name;
  return {
    session: { role: 'school', userId: admin.id, label: `${place}（${admin.username}）` },
    answer: {
      user_id: String(admin.id),
      school: admin.school_name,
      user_type: admin.user_type,
      strategy: admin.strategy,
      // spec §3: faculty is optional; only department admins have one
      ...(admin.faculty ? { faculty: admin.faculty } : {}),
    },
  };
}

export type ChannelAccount = { id: number; username: string; channel_name: string };

export function channelAdminLogin(admin: ChannelAccount): LoginOutcome<ChannelLogin> {
  return {
    session: { role: 'channel', userId: admin.id, label: `${admin.channel_name}（${admin.username}）` },
    answer: { user_id: String(admin.id), channel_name: admin.channel_name },
  };
}
