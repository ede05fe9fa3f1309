import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { body, formPost } from './helper';

/** A clock the test moves by hand (no sleeping): pass `clock.now` to the app. */
export function fakeClock(start = Date.UTC(2026, 10, 22, 2, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
    set: (ms: number) => {
      t = ms;
    },
  };
}

/** A person-like drag to x: 12 samples over 720 ms with uneven steps. */
export function humanTrack(x: number, durationMs = 720): { x: number; t: number }[] {
  const n = 12;
  return Array.from({ length: n }, (_, i) => {
    const p = i / (n - 1);
    return { x: Math.round(x * (1 - (1 - p) ** 2) * 10) / 10, t: 1000 + Math.round(durationMs * p) };
  });
}

export type Ticket = { captcha_appid: string; captcha_randstr: string; captcha_ticket: string };

/** The answer of a puzzle, read where only the server keeps it. */
export async function puzzleAnswer(app: FastifyInstance, captchaId: string): Promise<number> {
  const row = await app.db.selectFrom('captcha_puzzle').select('answer_x').where('id', '=', captchaId).executeTakeFirstOrThrow();
  return Number(row.answer_x);
}

/** Fetches a puzzle for an app id and drags it right, like a person: the ticket. */
export async function solveCaptcha(app: FastifyInstance, appid: string): Promise<Ticket> {
  const puzzle = body<{ captcha_id: string }>(await app.inject({ url: `/api/captcha/get?appid=${appid}` })).data;
  const x = await puzzleAnswer(app, puzzle.captcha_id);
  const res = await formPost(app, '/api/captcha/verify', { captcha_id: puzzle.captcha_id, x: String(x), track: JSON.stringify(humanTrack(x)) });
  const answer = body<Ticket>(res);
  if (answer.data.code !== 0) throw new Error(`captcha not solved: ${res.body}`);
  return { captcha_appid: answer.data.captcha_appid, captcha_randstr: answer.data.captcha_randstr, captcha_ticket: answer.data.captcha_ticket };
}

/** The header that opens the dev tools (`/api/dev/*`) of an app: its dev token, as the operator reads it at start. */
export const devHeaders = (app: FastifyInstance) => ({ 'x-dev-token': app.config.devToken });

/** The SMS messages the dev provider "sent" to a phone, newest first. */
export const outbox = (app: FastifyInstance, phone: string) => app.inject({ url: `/api/dev/sms-outbox?phone=${phone}`, headers: devHeaders(app) });

/** The newest code the dev SMS provider "sent" to a phone. */
export async function outboxCode(app: FastifyInstance, phone: string): Promise<string> {
  const list = body<{ list: { code: string }[] }>(await outbox(app, phone)).data.list;
  const code = list[0]?.code;
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

/** The value of one Set-Cookie of an answer ('' when cleared), or undefined when not set. */
export function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1).split(';')[0] ?? '');
}

/** The raw Set-Cookie line of a cookie. */
export function setCookieLine(res: LightMyRequestResponse, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return all.find((c) => c.startsWith(`${name}=`));
}

export const SMS_APP = 'campus-sms';
export const LOGIN_APP = 'campus-login';

export const query = (fields: Record<string, string>) => new URLSearchParams({ ...fields, public_source: '1' }).toString();

/** Student: captcha, code, login; the session token. */
export async function studentSession(app: FastifyInstance, phone: string, headers: Record<string, string> = {}): Promise<string> {
  const ticket = await solveCaptcha(app, SMS_APP);
  const sent = await app.inject({ url: `/api/user/sendcode?${query({ phone, type: '1', ...ticket })}`, headers });
  if (body(sent).data.code !== 0) throw new Error(`code not sent: ${sent.body}`);
  const res = await app.inject({ url: `/api/user/login?${query({ phone, smsCode: await outboxCode(app, phone) })}`, headers });
  const token = setCookie(res, 'uniq_user_token');
  if (body(res).data.code !== 0 || !token) throw new Error(`not logged in: ${res.body}`);
  return token;
}

/** A form POST from an address (remoteAddress), with a cookie if given. */
export function postFrom(app: FastifyInstance, url: string, fields: Record<string, string>, from: { remoteAddress?: string; cookie?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: from.remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(from.cookie ? { cookie: from.cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * An admin's password login (school or channel) from an address, with a cookie if given. After a few failures the
 * server asks for a passed slider first (30007): this passes one and sends again, as the person would. Tests of
 * that step send without it (postFrom).
 */
export async function adminLogin(app: FastifyInstance, url: string, fields: Record<string, string>, from: { remoteAddress?: string; cookie?: string } = {}) {
  const res = await postFrom(app, url, fields, from);
  return body(res).data.code === 30007 ? postFrom(app, url, { ...fields, ...(await solveCaptcha(app, LOGIN_APP)) }, from) : res;
}

/** Employer password login with a fresh captcha ticket. */
export async function employerPasswordLogin(app: FastifyInstance, phone: string, password: string, headers: Record<string, string> = {}) {
  const ticket = await solveCaptcha(app, LOGIN_APP);
  return formPost(app, '/company/user/login', { phone, type: '2', login_type: '2', password, ...ticket }, headers);
}

/** Employer code request with a fresh SMS captcha ticket. */
export async function employerCode(app: FastifyInstance, phone: string, service: 1 | 2 | 3, headers: Record<string, string> = {}) {
  const ticket = await solveCaptcha(app, SMS_APP);
  return formPost(app, '/api/user/sendcode', { phone, type: '2', service_code: String(service), ...ticket }, headers);
}
