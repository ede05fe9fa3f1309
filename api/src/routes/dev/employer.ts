import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APPLICATION_NEXT, APPLICATION_STATUS_TEXT, EMPLOYER_ACTION_TEXT, EMPLOYER_ACTIONS, type EmployerAction } from '@campus/shared-utils/rules';
import { listRecentApplications } from '../../db/repositories/applications';
import { latestInterviews, type InterviewListRow } from '../../db/repositories/interviews';
import { AppError } from '../../errors/app-error';
import { ok } from '../../lib/envelope';
import { escapeHtml, simplePage } from '../../lib/html';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { takeEmployerStep, type InviteDetails } from './employer-step';
import { ApplicationStatusName } from '@campus/shared-utils/shapes';
import { Id } from '../../lib/envelope-schema';
import { DEV_TOKEN_QUERY, DevTokenQuery } from '../../auth/dev-token';
import { routePlugin } from '../../lib/route-plugin';

const Action = Type.Union((Object.keys(EMPLOYER_ACTIONS) as EmployerAction[]).map((a) => Type.Literal(a)));

const StepBody = Type.Object({
  application_id: Id,
  action: Action,
  start_at: Type.Optional(Type.String({ maxLength: 32, description: 'epoch ms, or YYYY-MM-DDTHH:mm in China Standard Time; default tomorrow 10:00' })),
  mode: Type.Optional(Type.Union([Type.Literal('online'), Type.Literal('onsite')])),
  place: Type.Optional(Type.String({ maxLength: 200 })),
  link: Type.Optional(Type.String({ maxLength: 500, pattern: '^(|https?://\\S+)$' })),
  contact_name: Type.Optional(Type.String({ maxLength: 50 })),
  contact_phone: Type.Optional(Type.String({ maxLength: 30 })),
  note: Type.Optional(Type.String({ maxLength: 500 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
});

const PAGE = {
  title: '开发工具：模拟企业处理投递',
  intro: '此页面仅在开发工具开启时可用（生产环境关闭），用于代替企业后台处理学生的投递：查看简历、邀请面试、录用或标记不合适。每一步都会给学生一条未读提醒。',
  filter: '按学生手机号筛选',
  filterButton: '筛选',
  empty: '暂无投递记录',
  done: '已处理',
  mode: '面试方式',
  online: '线上面试',
  onsite: '现场面试',
  time: '面试时间',
  place: '地点',
  link: '会议链接',
  contact: '联系人',
  contactPhone: '联系电话',
  note: '备注',
  interview: '面试',
  reply: '学生回复',
  replyNone: '未回复',
  replyAccepted: '已接受',
  replyDeclined: (reason: string) => `已拒绝：${reason}`,
} as const;

/** The student's answer to an invitation, as the employer reads it. */
function replyText(i: InterviewListRow): string {
  if (i.reply === 'accepted') return PAGE.replyAccepted;
  if (i.reply === 'declined') return PAGE.replyDeclined(i.reply_reason);
  return PAGE.replyNone;
}

/** A datetime-local value is China Standard Time as the tester reads it. */
function parseStart(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d{10,15}$/.test(value)) return Number(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]) - 8, Number(m[5]));
}

function details(body: { start_at?: string; mode?: 'online' | 'onsite'; place?: string; link?: string; contact_name?: string; contact_phone?: string; note?: string }): InviteDetails {
  return { ...body, start_at: parseStart(body.start_at) };
}

const cst = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The page's own address with the dev token, which each of its forms and links must carry to be answered. */
const pageUrl = (token: string, params: Record<string, string> = {}) => `/api/dev/employer?${new URLSearchParams({ ...params, [DEV_TOKEN_QUERY]: token }).toString()}`;

function renderPage(rows: Awaited<ReturnType<typeof listRecentApplications>>, interviews: Map<number, InterviewListRow>, phone: string, message: string, token: string): string {
  const items = rows.map((r) => {
    const actions = (Object.keys(EMPLOYER_ACTIONS) as EmployerAction[]).filter((a) => APPLICATION_NEXT[r.status].includes(EMPLOYER_ACTIONS[a]));
    const hidden = `<input type="hidden" name="application_id" value="${r.id}"><input type="hidden" name="phone" value="${escapeHtml(phone)}">`;
    const forms = actions.map((a) => {
      const invite =
        a === 'invite'
          ? `<label>${PAGE.mode} <select name="mode"><option value="online">${PAGE.online}</option><option value="onsite">${PAGE.onsite}</option></select></label>
<label>${PAGE.time} <input type="datetime-local" name="start_at"></label>
<label>${PAGE.place} <input name="place" maxlength="200"></label>
<label>${PAGE.link} <input name="link" maxlength="500"></label>
<label>${PAGE.contact} <input name="contact_name" maxlength="50"></label>
<label>${PAGE.note} <input name="note" maxlength="500"></label>`
          : '';
      return `<form method="post" action="${escapeHtml(pageUrl(token))}" aria-label="${escapeHtml(`${EMPLOYER_ACTION_TEXT[a]} ${r.position_title}`)}">${hidden}<input type="hidden" name="action" value="${a}">${invite}<button type="submit">${EMPLOYER_ACTION_TEXT[a]}</button></form>`;
    });
    const interview = interviews.get(r.id);
    const answer = interview ? `<p>${PAGE.interview} ${cst(Number(interview.start_at))} · ${PAGE.reply}：<strong>${escapeHtml(replyText(interview))}</strong></p>` : '';
    return `<li><p><strong>${escapeHtml(r.position_title)}</strong> · ${escapeHtml(r.company_name)}</p>
<p>学生 ${escapeHtml(r.phone)} · 简历「${escapeHtml(r.resume_name)}」 · 投递于 ${cst(Number(r.delivered_at))} · 状态：<strong>${APPLICATION_STATUS_TEXT[r.status]}</strong></p>${answer}${forms.join('')}</li>`;
  });
  const filter = `<form method="get" action="/api/dev/employer"><input type="hidden" name="${DEV_TOKEN_QUERY}" value="${escapeHtml(token)}"><label>${PAGE.filter} <input name="phone" value="${escapeHtml(phone)}" maxlength="20"></label> <button type="submit">${PAGE.filterButton}</button></form>`;
  const note = message ? `<p class="note" role="status">${escapeHtml(message)}</p>` : '';
  const list = items.length ? `<ol>${items.join('')}</ol>` : `<p>${PAGE.empty}</p>`;
  return simplePage(PAGE.title, `<p class="warn">${PAGE.intro}</p>${filter}${note}${list}`);
}

/**
 * Dev tools (off in production): act as the employer on an application. JSON for scripts and tests, and
 * a plain page for testers in the browser (docs/api-mine.md).
 */
const devEmployerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/dev/employer/act',
    {
      schema: {
        tags: ['dev'],
        summary: 'Dev tools only: act as the employer on an application (view, invite, hire, reject); invite creates the interview',
        querystring: Type.Object(DevTokenQuery),
        body: StepBody,
        response: { 200: envelope(optionalFields({ application_id: Type.Integer(), status: ApplicationStatusName, interview_id: Type.Optional(Type.Integer()) })), ...errorResponses },
      },
    },
    async (request) => {
      const result = await takeEmployerStep(app, request.body.application_id, request.body.action, details(request.body));
      return ok({ application_id: result.application.id, status: result.application.status, ...(result.interviewId ? { interview_id: result.interviewId } : {}) });
    },
  );

  app.get(
    '/api/dev/employer',
    {
      schema: {
        tags: ['dev'],
        summary: 'Dev tools only: a page listing recent applications with the employer’s next steps as buttons',
        querystring: Type.Object({ phone: Type.Optional(Type.String({ maxLength: 20 })), msg: Type.Optional(Type.String({ maxLength: 100 })), ...DevTokenQuery }),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const phone = request.query.phone?.trim() ?? '';
      const rows = await listRecentApplications(app.db, 50, phone || undefined);
      const interviews = await latestInterviews(app.db, rows.map((r) => r.id));
      // the page's address holds the dev token: no other site learns it from a Referer
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(renderPage(rows, interviews, phone, request.query.msg ?? '', app.config.devToken));
    },
  );

  app.post(
    '/api/dev/employer',
    { schema: { tags: ['dev'], summary: 'Dev tools only: the page’s form; acts, then 303 back to the page with the outcome', querystring: Type.Object(DevTokenQuery), body: StepBody } },
    async (request, reply) => {
      let msg: string;
      try {
        const result = await takeEmployerStep(app, request.body.application_id, request.body.action, details(request.body));
        msg = `${PAGE.done}：${EMPLOYER_ACTION_TEXT[request.body.action]} → ${APPLICATION_STATUS_TEXT[result.application.status]}`;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        msg = err.message;
      }
      return reply.redirect(pageUrl(app.config.devToken, { phone: request.body.phone ?? '', msg }), 303);
    },
  );
};

export default routePlugin('routes/dev/employer', devEmployerRoutes);
