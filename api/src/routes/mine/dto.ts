import { APPLICATION_STATUS_TEXT, INTERVIEW_MODE_TEXT, INTERVIEW_STATUS_TEXT, type InterviewState } from '@campus/shared-utils/rules';
import type { ApplicationListRow, TimelineEvent } from '../../db/repositories/applications';
import type { InterviewListRow } from '../../db/repositories/interviews';
import type { Application, Interview } from '@campus/shared-utils/shapes';

/** Rows of the mine area mapped to the answers' shapes, in one place. */

export function interviewState(row: Pick<InterviewListRow, 'status' | 'start_at'>, now: number): InterviewState {
  if (row.status === 'cancelled') return 'cancelled';
  return Number(row.start_at) >= now ? 'upcoming' : 'finished';
}

export function toInterviewDto(row: InterviewListRow, now: number): Interview {
  const state = interviewState(row, now);
  return {
    id: row.id,
    application_id: row.application_id,
    start_at: Number(row.start_at),
    mode: row.mode,
    mode_text: INTERVIEW_MODE_TEXT[row.mode],
    place: row.place,
    link: row.link,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    note: row.note,
    state,
    state_text: INTERVIEW_STATUS_TEXT[state],
    reply: row.reply,
    reply_reason: row.reply_reason,
    reply_at: Number(row.reply_at),
    position: { id: row.position_id, title: row.position_title },
    company: { id: row.company_id, name: row.company_name, logo_url: row.logo_url },
  };
}

export function toApplicationDto(row: ApplicationListRow, events: TimelineEvent[], interview: InterviewListRow | undefined, now: number): Application {
  return {
    id: row.id,
    status: row.status,
    status_text: APPLICATION_STATUS_TEXT[row.status],
    unread: row.unread === 1 ? 1 : 0,
    delivered_at: Number(row.delivered_at),
    updated_at: Number(row.updated_at),
    resume_type: row.resume_type,
    resume_name: row.resume_name,
    position: { id: row.position_id, title: row.position_title, salary_str: row.salary_str, city: row.city, status: row.position_status },
    company: { id: row.company_id, name: row.company_name, logo_url: row.logo_url },
    timeline: events.map((e) => ({ status: e.status, text: APPLICATION_STATUS_TEXT[e.status], note: e.note, at: e.created_at })),
    interview: interview ? toInterviewDto(interview, now) : null,
  };
}
