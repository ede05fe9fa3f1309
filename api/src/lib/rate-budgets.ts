import type { RateLimitsConfig } from '../config';

/**
 * Which budget each API call counts against (issue 13; docs/decisions.md "Limits shaped for campuses").
 * Thousands of students share a few campus NAT addresses, so an address is only the key of the outer
 * bounds; guessing is stopped by the limits keyed to what is attacked (per phone, account, captcha,
 * ticket: auth/limits.ts, auth/sms-codes.ts) and a signed-in user's calls are counted per user.
 *
 * - read: public, cached or indexed reads a page makes on every view (site info, home, details, images,
 *   QR codes, the login check): never counted, so browsing at any head count behind one address works.
 * - search: keyword lists, the one read a scraper makes expensive: a per-address ceiling far above campus need.
 * - user: a signed-in user's own calls, keyed per user (per address when no session: those answer 未登录).
 * - save / upload: the same, a fifth and a thirtieth of the user budget (each writes rows or files).
 * - guard: calls without a session that create state or check secrets (codes, logins, tickets): the
 *   per-address outer bound; the real limits are per phone, account and ticket.
 * - draw: a new captcha puzzle or login QR code, each a fresh drawing and a row: counted per browser (its signed
 *   `campus_client` token, lib/client-token.ts), draws without a token share a per-address bucket of a fifth
 *   of the guard bound, and all draws of an address a far outer bound (issue 27: one browser must not spend
 *   a NAT's draws for its classmates).
 * - poll: the QR-login poll, once a second from each open dialog: keyed per QR ticket.
 */
export type Budget = 'read' | 'search' | 'user' | 'save' | 'upload' | 'guard' | 'draw' | 'poll';

const BUDGETS: Record<Budget, readonly string[]> = {
  read: [
    '/api/site/getsiteinfo',
    '/api/site/getconfig',
    '/api/site/gethomeconfig',
    '/api/site/gethomeresource',
    '/api/site/getsitecollege',
    '/api/site/getsitemajors',
    '/api/site/selectlabel',
    '/api/school/getcollegemajors',
    '/api/schoolcollege/gethomeconfig',
    '/api/schoolcollege/jobfairlist',
    '/api/schooljobfairzone/getinfo',
    '/api/schooljobfairzone/getfairlabel',
    '/api/schooljobfairzone/getfloorplan',
    '/api/schooljobfairzone/getcompanylist',
    '/api/livefair/getbooths',
    '/api/livefair/getslots',
    '/api/position/getdetail',
    '/api/position/getfilteroptions',
    '/api/position/gethomeresource',
    '/api/position/getlistbycollege',
    '/api/company/getdetail',
    '/api/company/getpositionlist',
    '/api/company/gethomeresource',
    '/api/company/logo',
    '/api/mediamaterial/getinfo',
    '/api/example/get',
    '/api/zone/get',
    '/api/qrcodeparameter/create',
    '/api/qrcodeparameter/image',
    '/api/user/getcommon',
    // the slider script of the phone confirm page: a fixed text
    '/api/user/qrconfirm/slider.js',
    '/school/site/home',
    '/school/site/getschoolqrcode',
    '/company/site/getinfo',
    // a balancer's probes (routes/health): counted, they would refuse it and take the process out of service
    '/healthz',
    '/readyz',
  ],
  search: ['/api/position/getlistbyselect', '/api/position/suggest', '/api/company/getlist', '/api/company/getlistbycollege', '/api/mediamaterial/getlist'],
  user: [
    '/api/site/gettoken',
    // a queued student's page asks for its place while it waits; a recruiter's console reloads after each step
    '/api/livefair/getplace',
    '/api/livefair/mybookings',
    '/api/livefair/console',
    '/api/livefair/socket',
    '/api/user/loginout',
    '/api/user/transferticket',
    '/api/user/checkaccountfollow',
    '/api/resume/getdetail',
    '/api/resume/getdeliverstatus',
    '/api/resume/getattachment',
    '/api/resume/getresumelist',
    '/api/resume/viewattachment',
    '/api/resume/photo',
    '/api/position/getpositionintention',
    '/api/position/getrecommend',
    '/api/deliver/getList',
    '/api/deliver/getnotreadinginfo',
    '/api/deliver/read',
    '/api/invite/getlist',
    '/api/collect/getpositionlist',
    '/api/collect/getcompanylist',
    '/api/collect/add',
    '/api/collect/cancel',
    '/api/schooljobfairzone/getsignup',
    '/api/abilityimprovement/watched',
    '/api/abilityimprovement/getwatched',
    '/api/airesume/getwish',
    '/api/airesume/diagnosis',
    '/api/airesume/diagnosislist',
    '/api/aiinterview/get',
    '/api/aiinterview/result',
    '/api/aiinterview/list',
    '/api/assessment/questions',
    '/api/assessment/result',
    '/api/careerplan/get',
    '/api/careerplan/list',
  ],
  save: [
    '/api/resume/savebasicinfo',
    '/api/resume/saveother',
    '/api/resume/saveedu',
    '/api/resume/savework',
    '/api/resume/saveproject',
    '/api/resume/deledu',
    '/api/resume/delwork',
    '/api/resume/delproject',
    '/api/resume/deleteattachment',
    '/api/resume/deliver',
    '/api/position/savepositionintention',
    '/api/invite/answer',
    '/api/schooljobfairzone/signup',
    '/api/airesume/savewish',
    '/api/airesume/generate',
    '/api/airesume/diagnose',
    '/api/aiinterview/start',
    '/api/aiinterview/answer',
    '/api/aiinterview/finish',
    '/api/assessment/submit',
    '/api/careerplan/create',
    '/api/livefair/joinqueue',
    '/api/livefair/leavequeue',
    '/api/livefair/bookslot',
    '/api/livefair/cancelbooking',
    '/api/livefair/setbooth',
    '/api/livefair/publishslots',
    '/api/livefair/call',
    '/api/livefair/result',
  ],
  upload: ['/api/resume/upload', '/api/resume/uploadphoto', '/api/airesume/parse'],
  guard: [
    '/api/user/sendcode',
    '/api/user/login',
    '/api/user/register',
    '/api/user/checksmscode',
    '/api/user/checkstulogin',
    '/api/user/forgetpassword',
    '/api/user/qrconfirm',
    '/api/user/transferlogin',
    '/api/captcha/verify',
    '/company/user/login',
    '/channel/user/login',
    '/school/strategy/login',
  ],
  draw: ['/api/captcha/get', '/api/site/getloginqrcode'],
  poll: ['/api/user/loginbyqrcode'],
};

/** Every listed call with its budget (a test checks each is a route, so the list cannot go stale). */
export const BUDGET_OF: ReadonlyMap<string, Budget> = new Map<string, Budget>(Object.entries(BUDGETS).flatMap(([budget, urls]) => urls.map((url) => [url, budget as Budget])));

/**
 * The budget of a route. Every call answered with the envelope must be listed (a new route that is not
 * fails the server's start, so nobody adds one without deciding); the docs and the loopback-only dev
 * tools count as reads and guarded calls.
 */
export function budgetOf(url: string): Budget {
  const listed = BUDGET_OF.get(url);
  if (listed) return listed;
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'read';
  if (url.startsWith('/api/dev/')) return 'guard';
  throw new Error(`${url} has no rate budget: list it in api/src/lib/rate-budgets.ts`);
}

/** Draws a minute of one browser holding a token: a student redrawing a hard puzzle, with room to spare. */
export const DRAWS_PER_CLIENT = 20;
/** Draws a minute without a token (new browsers, or a flooder dropping its cookie), per address: today's draw budget. */
export const newDrawsPerAddress = (limits: RateLimitsConfig): number => Math.max(1, Math.floor(limits.address / 5));
/** All draws a minute of one address, tokens or not: ten times the token-less bucket, an outer bound only. */
export const drawsPerAddress = (limits: RateLimitsConfig): number => 10 * newDrawsPerAddress(limits);

/** QR-login polls a minute per ticket: the dialog polls once a second (QR_POLL), twice that is allowed. */
export const POLLS_PER_TICKET = 120;
