import { randomBytes } from 'node:crypto';
import { EMPLOYER_ACTIONS, type EmployerAction } from '@campus/shared-utils/rules';
import type { FastifyInstance } from 'fastify';
import { moveApplication } from '../../db/repositories/applications';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';

export type InviteDetails = {
  start_at?: number;
  mode?: 'online' | 'onsite';
  place?: string;
  link?: string;
  contact_name?: string;
  contact_phone?: string;
  note?: string;
};

const HOUR_MS = 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** Tomorrow at 10:00 China Standard Time: the invitation's time when the tester gives none. */
export function defaultInterviewTime(now: number): number {
  const day = Math.floor((now + CHINA_OFFSET_MS) / (24 * HOUR_MS)) + 1;
  return day * 24 * HOUR_MS + 10 * HOUR_MS - CHINA_OFFSET_MS;
}

/**
 * An employer's step on an application, as the employer back office would take it (here for testers):
 * the state machine decides, and an invitation creates the interview with its details.
 */
export async function takeEmployerStep(app: FastifyInstance, applicationId: number, action: EmployerAction, details: InviteDetails = {}) {
  const now = app.now();
  const mode = details.mode ?? 'online';
  const interview =
    action === 'invite'
      ? {
          start_at: details.start_at ?? defaultInterviewTime(now),
          mode,
          place: mode === 'onsite' ? details.place || '临江市高新区创新大道 88 号 A 座 5 楼会议室' : '',
          link: mode === 'online' ? details.link || `https://meeting.example.com/j/${randomBytes(5).toString('hex')}` : '',
          contact_name: details.contact_name || '王老师',
          contact_phone: details.contact_phone || '0571-88886666',
          note: details.note || (mode === 'online' ? '请提前 10 分钟进入会议室，并测试摄像头和麦克风。' : '请携带纸质简历和身份证，提前 10 分钟到前台登记。'),
        }
      : undefined;
  const result = await moveApplication(app.db, applicationId, EMPLOYER_ACTIONS[action], now, { interview });
  if (!result.ok) throw new AppError(result.reason === 'missing' ? CODES.mineApplicationMissing : CODES.mineBadTransition);
  return result;
}
