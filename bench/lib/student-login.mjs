// A student logs in over HTTP as the login dialog does: the built-in slider captcha (its answer read from
// the puzzle's SVG, as e2e/auth-steps.ts does), an SMS code from the dev outbox (this machine, with the dev
// token the server printed at start), then the login. Used by the load bench, the browse-mix recorder and the
// load and crash tests.
import { devTokenOf } from './server.mjs';

const SMS_APP = 'campus-sms';

/** A mainland mobile number; `n` makes it unique within one run. */
export function studentPhone(n, prefix = '135') {
  return `${prefix}${String(n).padStart(8, '0')}`;
}

/** The hole's left offset in a built-in puzzle (the background SVG draws it). */
function puzzleAnswer(imageDataUrl) {
  const svg = Buffer.from(imageDataUrl.slice(imageDataUrl.indexOf(',') + 1), 'base64').toString('utf8');
  const hole = /translate\((\d+(?:\.\d+)?) \d+(?:\.\d+)?\)" fill="rgba\(0,0,0,0\.5\)"/.exec(svg);
  if (!hole) throw new Error('no hole in the captcha puzzle');
  return Number(hole[1]);
}

async function envelope(res, what) {
  const text = await res.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 200)}`);
  }
  if (answer?.data?.code !== 0) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return { data: answer.data, res };
}

const qs = (fields) => new URLSearchParams({ ...fields, public_source: '1' }).toString();

/**
 * Logs a (new or known) student in on `base` (http://127.0.0.1:port); answers the session token and user id.
 * `devToken`: the server's, by default the one it printed when bench/lib/server.mjs started it.
 */
export async function logInStudent(base, phone, headers = { host: 'localhost' }, devToken = devTokenOf(base)) {
  const puzzle = (await envelope(await fetch(`${base}/api/captcha/get?${qs({ appid: SMS_APP })}`, { headers }), 'captcha')).data;
  const x = puzzleAnswer(String(puzzle.image));
  const track = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ x: Math.round(x * (1 - (1 - i / 11) ** 2) * 10) / 10, t: 1000 + Math.round((720 * i) / 11) })));
  const verify = await fetch(`${base}/api/captcha/verify`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: qs({ captcha_id: String(puzzle.captcha_id), x: String(x), track }),
  });
  const ticket = (await envelope(verify, 'captcha verify')).data;
  const tickets = { captcha_appid: ticket.captcha_appid, captcha_randstr: ticket.captcha_randstr, captcha_ticket: ticket.captcha_ticket };
  await envelope(await fetch(`${base}/api/user/sendcode?${qs({ phone, type: '1', ...tickets })}`, { headers }), `send code to ${phone}`);
  const outbox = (await envelope(await fetch(`${base}/api/dev/sms-outbox?phone=${phone}`, { headers: { ...headers, 'x-dev-token': devToken } }), 'dev outbox')).data;
  const smsCode = outbox.list?.[0]?.code;
  if (!smsCode) throw new Error(`no SMS for ${phone} in the dev outbox`);
  const { data, res } = await envelope(await fetch(`${base}/api/user/login?${qs({ phone, smsCode })}`, { headers }), `login of ${phone}`);
  const token = res.headers
    .getSetCookie()
    .map((c) => /^uniq_user_token=([^;]*)/.exec(c)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`login of ${phone} set no session cookie`);
  return { token: decodeURIComponent(token), userId: Number(data.user_id) };
}

// As a command (for tests that spawn a server): node bench/lib/student-login.mjs --dev-token=<token> <base> <phone>…
// prints [{phone, token, userId}] as JSON.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [flag = '', base, ...phones] = process.argv.slice(2);
  if (!flag.startsWith('--dev-token=')) throw new Error('usage: node bench/lib/student-login.mjs --dev-token=<token> <base> <phone>…');
  const sessions = [];
  for (const phone of phones) sessions.push({ phone, ...(await logInStudent(base, phone, undefined, flag.slice('--dev-token='.length))) });
  console.log(JSON.stringify(sessions));
}
