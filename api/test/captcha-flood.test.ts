import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CLIENT_COOKIE } from '../src/lib/client-token';
import { DRAWS_PER_CLIENT, drawsPerAddress, newDrawsPerAddress } from '../src/lib/rate-budgets';
import { humanTrack, outboxCode, puzzleAnswer, query, setCookie, setCookieLine, SMS_APP } from './auth-helper';
import { body, DB_KINDS, useTempDir, useTestApp } from './helper';

/**
 * Issue 27: one browser behind a campus NAT floods captcha draws; its classmates on the same address, who
 * hold their own `campus_client` token, still draw puzzles and log in. RATE_LIMIT_MAX=250: 50 token-less
 * draws a minute per address, 20 per token, 500 in all per address.
 */
const LIMITS = { RATE_LIMIT_MAX: '250' };
const config = { address: 250, search: 0, user: 0 };
const NEW_DRAWS = newDrawsPerAddress(config);
const ALL_DRAWS = drawsPerAddress(config);

/** The cookie header a browser sends after an answer that set its token (or the one it had). */
const cookieAfter = (res: LightMyRequestResponse, had = ''): string => {
  const token = setCookie(res, CLIENT_COOKIE);
  return token ? `${CLIENT_COOKIE}=${encodeURIComponent(token)}` : had;
};

const codeOf = (res: LightMyRequestResponse): number => (res.statusCode === 429 ? 42901 : body(res).data.code);

describe.each(DB_KINDS)('captcha draws counted per browser on %s', (kind) => {
  // a built page, so a newcomer can open the site before its first draw, as a student does
  const build = useTempDir('campus-flood-web-');
  writeFileSync(path.join(build.dir, 'index.html'), '<!doctype html><html><head><!--campus-config--></head><body></body></html>');
  const t = useTestApp(kind, { ...LIMITS, WEB_DIR: build.dir });
  let lastOctet = 10;
  /** Each test gets its own campus address, so the minute windows of one do not touch the next. */
  const newCampus = () => ({ remoteAddress: `203.0.113.${(lastOctet += 1)}` });

  const draw = (app: FastifyInstance, from: Partial<InjectOptions>, cookie = '') =>
    app.inject({ ...from, url: `/api/captcha/get?appid=${SMS_APP}&public_source=1`, headers: cookie ? { cookie } : {} });

  /** A classmate with a token: draws, drags right, asks for a code and logs in, all from the campus address. */
  async function classmateLogsIn(app: FastifyInstance, from: Partial<InjectOptions>, cookie: string, phone: string) {
    const puzzle = await draw(app, from, cookie);
    expect(codeOf(puzzle)).toBe(0);
    const captchaId = body<{ captcha_id: string }>(puzzle).data.captcha_id;
    const x = await puzzleAnswer(app, captchaId);
    const verified = await app.inject({ ...from, method: 'POST', url: '/api/captcha/verify', payload: { captcha_id: captchaId, x, track: JSON.stringify(humanTrack(x)) } });
    const ticket = body<{ captcha_appid: string; captcha_randstr: string; captcha_ticket: string }>(verified).data;
    expect(ticket.code).toBe(0);
    const { captcha_appid, captcha_randstr, captcha_ticket } = ticket;
    const sent = await app.inject({ ...from, url: `/api/user/sendcode?${query({ phone, type: '1', captcha_appid, captcha_randstr, captcha_ticket })}` });
    expect(body(sent).data.code).toBe(0);
    const login = await app.inject({ ...from, url: `/api/user/login?${query({ phone, smsCode: await outboxCode(app, phone) })}` });
    expect(body(login).data.code).toBe(0);
    expect(setCookie(login, 'uniq_user_token')).toBeTruthy();
  }

  it('gives a signed token with the first draw and keeps it; a forged one is no token', async () => {
    const campus = newCampus();
    const first = await draw(t.app, campus);
    const line = setCookieLine(first, CLIENT_COOKIE) ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Path=\/api/);
    const cookie = cookieAfter(first);
    expect(setCookie(await draw(t.app, campus, cookie), CLIENT_COOKIE)).toBeUndefined();
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(setCookie(await draw(t.app, campus, forged), CLIENT_COOKIE)).toBeTruthy();
  });

  it('a flooder keeping its cookie is refused after its own 20 draws; a classmate on the address still logs in', async () => {
    const campus = newCampus();
    const classmate = cookieAfter(await draw(t.app, campus));
    let flooder = '';
    const codes: number[] = [];
    for (let i = 0; i < 600; i += 1) {
      const res = await draw(t.app, campus, flooder);
      flooder = cookieAfter(res, flooder);
      codes.push(codeOf(res));
    }
    // the first draw came without a token (the token-less bucket), then its token's own 20
    expect(codes.filter((c) => c === 0)).toHaveLength(1 + DRAWS_PER_CLIENT);
    expect(codes.slice(1 + DRAWS_PER_CLIENT).every((c) => c === 42901)).toBe(true);
    await classmateLogsIn(t.app, campus, classmate, '13722200001');
  }, 60_000);

  it('a flooder dropping its cookie spends only the token-less bucket: token holders and students opening the site draw and log in', async () => {
    const campus = newCampus();
    const classmates = [cookieAfter(await draw(t.app, campus)), cookieAfter(await draw(t.app, campus))];
    // 600 in a row, none with a cookie (one after another: the in-process counter of @fastify/rate-limit reads
    // its count after an await, so draws started in the same tick would all see the last count)
    const codes: number[] = [];
    for (let i = 0; i < 600; i += 1) codes.push(codeOf(await draw(t.app, campus)));
    expect(codes.filter((c) => c === 0)).toHaveLength(NEW_DRAWS - classmates.length);
    expect(codes.filter((c) => c === 42901)).toHaveLength(600 - (NEW_DRAWS - classmates.length));
    await classmateLogsIn(t.app, campus, classmates[0] ?? '', '13722200002');
    await classmateLogsIn(t.app, campus, classmates[1] ?? '', '13722200003');
    // a student new to the site opens its page first, which gives the token: the flood does not touch them
    const newcomer = cookieAfter(await t.app.inject({ ...campus, url: '/' }));
    expect(newcomer).toContain(CLIENT_COOKIE);
    await classmateLogsIn(t.app, campus, newcomer, '13722200004');
    // only a client that reads no page and keeps no cookie waits, as the flooder itself does; another address is untouched
    expect(codeOf(await draw(t.app, campus))).toBe(42901);
    expect(codeOf(await draw(t.app, newCampus()))).toBe(0);
  }, 60_000);

  it('keeps the outer bound: all draws of one address, over many tokens, stop at ten times the token-less bucket', async () => {
    const campus = newCampus();
    const browsers: string[] = [];
    for (let i = 0; i < Math.ceil(ALL_DRAWS / DRAWS_PER_CLIENT) + 1; i += 1) browsers.push(cookieAfter(await draw(t.app, campus)));
    let granted = browsers.length;
    const refused: number[] = [];
    for (const cookie of browsers) {
      for (let i = 0; i < DRAWS_PER_CLIENT; i += 1) {
        const code = codeOf(await draw(t.app, campus, cookie));
        if (code === 0) granted += 1;
        else refused.push(code);
      }
    }
    expect(granted).toBe(ALL_DRAWS);
    expect(new Set(refused)).toEqual(new Set([42901]));
  }, 120_000);
});

