import { RESUME_CHOICE } from '@campus/shared-utils/rules';
import type { Db } from '../../db/database';
import { insertApplication, moveApplication } from '../../db/repositories/applications';
import { addFavourite } from '../../db/repositories/favourites';
import { listResumeChoices, resumeSnapshot } from '../../db/repositories/resume';
import type { ApplicationStatus } from '@campus/shared-utils/rules';
import { CITIES } from '../home/companies';
import { chinaTimeAfter } from '../../lib/china-time';

const DEMO_PHONE = '13800000001';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Plan = {
  /** the states after 已投递, in order */
  steps: ApplicationStatus[];
  /** days before now it was sent */
  sentDaysAgo: number;
  /** whether the student has seen the last change */
  unread: boolean;
  interview?: { mode: 'online' | 'onsite'; inDays: number; hour: number };
};

/** One application in every state; interviews online (with a link) and on site; a finished one behind the hire. */
const PLANS: Plan[] = [
  { steps: [], sentDaysAgo: 1, unread: false },
  { steps: ['viewed'], sentDaysAgo: 3, unread: true },
  { steps: ['viewed', 'interview'], sentDaysAgo: 5, unread: true, interview: { mode: 'online', inDays: 2, hour: 10 } },
  { steps: ['viewed', 'interview'], sentDaysAgo: 6, unread: false, interview: { mode: 'onsite', inDays: 4, hour: 14 } },
  { steps: ['viewed', 'interview', 'hired'], sentDaysAgo: 14, unread: true, interview: { mode: 'onsite', inDays: -7, hour: 15 } },
  { steps: ['viewed', 'rejected'], sentDaysAgo: 9, unread: true },
];

/**
 * The company's own recruiting line: its city's area code and a number made from its id, so two companies
 * never share a phone and each interview names its contact and phone once.
 */
export function companyPhone(companyId: number, city: string): string {
  const code = CITIES.find((c) => c.name === city)?.areaCode ?? '0571';
  const digits = code.length === 3 ? 8 : code === '0592' ? 7 : 8;
  const number = String(5_000_000 + ((companyId * 7919) % 4_999_999)).padStart(digits, '6').slice(-digits);
  return `${code}-${number}`;
}

/** An online interview's link as companies send it: a meeting number (no address outside our sites). */
const meetingText = (companyId: number) => `腾讯会议 会议号：${String(400_000_000 + ((companyId * 104_729) % 99_999_999)).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`;

/** A day's hour in China Standard Time, `days` from the day of `now`. */
const cstTime = chinaTimeAfter;

/**
 * The demo student's own activity: applications in every state with their timelines, two upcoming
 * interviews (one online with a link, one on site), favourite positions and companies. Runs once: false
 * when the student already has applications (or is missing, or the main site has no positions).
 */
export async function seedMineDemo(db: Db, now: number = Date.now()): Promise<boolean> {
  const student = await db.selectFrom('student').select('id').where('phone', '=', DEMO_PHONE).executeTakeFirst();
  if (!student) return false;
  if (await db.selectFrom('application').select('id').where('student_id', '=', student.id).limit(1).executeTakeFirst()) return false;
  const positions = await db
    .selectFrom('position')
    .innerJoin('site', 'site.id', 'position.site_id')
    .innerJoin('company', 'company.id', 'position.company_id')
    .select(['position.id', 'position.company_id', 'company.city', 'company.address'])
    .where('site.host', '=', 'localhost')
    .where('position.status', '=', 1)
    .where('company.status', '=', 1)
    .orderBy('position.publish_at', 'desc')
    .orderBy('position.id', 'desc')
    .limit(40)
    .execute();
  // one application per company, so the list reads like a real search
  const picked = positions.filter((p, i) => positions.findIndex((q) => q.company_id === p.company_id) === i);
  if (picked.length < PLANS.length + 3) return false;

  // the online resume when the resume seed gave one, else a copy that names the student
  const [choice] = await listResumeChoices(db, student.id);
  const snapshot = choice ? await resumeSnapshot(db, student.id, choice) : undefined;
  const resume = snapshot ?? { type: RESUME_CHOICE.online, id: student.id, name: '陈思远', content: null };

  for (const [i, plan] of PLANS.entries()) {
    const p = picked[i]!;
    let at = cstTime(now, -plan.sentDaysAgo, 9 + i);
    const row = await insertApplication(
      db,
      { studentId: student.id, positionId: p.id, companyId: p.company_id, resumeType: resume.type === RESUME_CHOICE.attachment ? 'attachment' : 'online', resumeId: resume.id, resumeName: resume.name, snapshot: resume },
      at,
    );
    if (!row) continue;
    for (const step of plan.steps) {
      at += 20 * HOUR;
      const interview =
        step === 'interview' && plan.interview
          ? {
              start_at: cstTime(now, plan.interview.inDays, plan.interview.hour),
              mode: plan.interview.mode,
              place: plan.interview.mode === 'onsite' ? `${p.address} 人力资源部会议室` : '',
              link: plan.interview.mode === 'online' ? meetingText(p.company_id) : '',
              // one person in the name field (no role or number beside it), the company's line in the phone field
              contact_name: plan.interview.mode === 'online' ? '周老师' : '王老师',
              contact_phone: companyPhone(p.company_id, p.city),
              note: plan.interview.mode === 'online' ? '请提前 10 分钟进入会议室，并测试摄像头和麦克风。' : '请携带纸质简历和身份证，提前 10 分钟到前台登记。',
            }
          : undefined;
      await moveApplication(db, row.id, step, at, { interview });
    }
    if (!plan.unread) await db.updateTable('application').set({ unread: 0 }).where('id', '=', row.id).execute();
  }

  const rest = picked.slice(PLANS.length);
  for (const [i, p] of rest.slice(0, 3).entries()) await addFavourite(db, student.id, 'position', p.id, now - (i + 1) * DAY);
  for (const [i, p] of picked.slice(0, 2).entries()) await addFavourite(db, student.id, 'company', p.company_id, now - (i + 2) * DAY);
  return true;
}
