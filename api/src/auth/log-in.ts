import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmployerRow, StudentRow } from '../db/tables/account';
import { maskPhone, startSession } from './session-cookie';

/** What each role's login answers (docs/api-auth.md); the transfer login answers the same. */
export type StudentLogin = { user_id: string };
export type EmployerLogin = { user_id: string; registered: 0 | 1 };
export type SchoolLogin = { user_id: string; school: string; user_type: number; strategy: string; faculty?: string };
export type ChannelLogin = { user_id: string; channel_name: string };

type Ctx = { app: FastifyInstance; request: FastifyRequest; reply: FastifyReply };

export async function logInStudent({ app, request, reply }: Ctx, student: StudentRow): Promise<StudentLogin> {
  await startSession(app, request, reply, { role: 'student', userId: student.id, label: maskPhone(student.phone) });
  return { user_id: String(student.id) };
}

/** The employer's id in answers is its key (kept by the client in com_key_user), never the row id. */
export async function logInEmployer({ app, request, reply }: Ctx, employer: EmployerRow, created: boolean): Promise<EmployerLogin> {
  const label = employer.company_name ? `${employer.company_name}（${maskPhone(employer.phone)}）` : maskPhone(employer.phone);
  await startSession(app, request, reply, { role: 'company', userId: employer.id, label });
  return { user_id: employer.company_key, registered: created ? 1 : 0 };
}

export type SchoolAccount = { id: number; username: string; user_type: number; strategy: string; faculty: string; school_name: string };

export async function logInSchoolAdmin({ app, request, reply }: Ctx, admin: SchoolAccount): Promise<SchoolLogin> {
  const place = admin.faculty ? `${admin.school_name} ${admin.faculty}` : admin.school_name;
  await startSession(app, request, reply, { role: 'school', userId: admin.id, label: `${place}（${admin.username}）` });
  return {
    user_id: String(admin.id),
    school: admin.school_name,
    user_type: admin.user_type,
    strategy: admin.strategy,
    // spec §3: faculty is optional; only department admins have one
    ...(admin.faculty ? { faculty: admin.faculty } : {}),
  };
}

export type ChannelAccount = { id: number; username: string; channel_name: string };

export async function logInChannelAdmin({ app, request, reply }: Ctx, admin: ChannelAccount): Promise<ChannelLogin> {
  await startSession(app, request, reply, { role: 'channel', userId: admin.id, label: `${admin.channel_name}（${admin.username}）` });
  return { user_id: String(admin.id), channel_name: admin.channel_name };
}
