// A student's live fair page as bench/live-fair.mjs plays it: its HTTP calls (the session's cookie, same-origin,
// as the browser sends them) and its socket to the fair (mf-content use-fair-socket.ts: pings answered, opened
// again 1, 3, then 10 s after a drop, 30 s after a 4008), the booth notices it heard, and the timing of a call
// from the recruiter's click to the place the page shows.
import http from 'node:http';
import WebSocket from 'ws';

/** The page's waits before opening a dropped socket again, and after a 4008 (its budget spent). */
const RETRY_MS = [1000, 3000, 10_000];
const BUDGET_WAIT_MS = 30_000;
const BOOTH = Buffer.from('"type":"booth"');
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** A page's HTTP call as the browser makes it (its cookie, same-origin); answers { status, data, ms }. */
export function request(port, agent, method, url, token, form) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers = { host: 'localhost', cookie: `uniq_user_token=${token}`, 'sec-fetch-site': 'same-origin', ...(body && { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }) };
  const t = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        let data;
        try {
          data = JSON.parse(Buffer.concat(chunks).toString('utf8')).data;
        } catch {
          data = undefined;
        }
        resolve({ status: res.statusCode, data, ms: performance.now() - t });
      });
      res.on('error', (err) => resolve({ status: 0, data: undefined, ms: performance.now() - t, err }));
    });
    req.on('error', (err) => resolve({ status: 0, data: undefined, ms: performance.now() - t, err }));
    req.end(body);
  });
}

/**
 * One student's open fair page: its socket (opened again after a drop as the page does), the booth notices it
 * heard, and a watch for one booth's next notices (the call being timed).
 */
export class Page {
  constructor(port, student, fairId) {
    Object.assign(this, { port, student, fairId, ws: null, open: false, failures: 0, stopped: false, opens: 0, drops: 0, openedAt: 0, notices: 0, rejections: 0 });
    this.watch = null;
    /** called with the booth's id on every notice (the herd: the page reads the booths again) */
    this.onBooth = null;
  }

  connect() {
    const ws = new WebSocket(`ws://127.0.0.1:${this.port}/api/livefair/socket?id=${this.fairId}`, {
      headers: { host: 'localhost', cookie: `uniq_user_token=${this.student.token}`, 'sec-fetch-site': 'same-origin' },
      perMessageDeflate: false,
    });
    this.ws = ws;
    ws.on('open', () => {
      Object.assign(this, { open: true, failures: 0, openedAt: performance.now() });
      this.opens += 1;
    });
    ws.on('message', (data) => {
      const at = performance.now();
      // a page not being watched only counts its notices: the bench's own time is kept off the figures
      if (!this.watch && !this.onBooth) {
        if (data.length < 200 && data.includes(BOOTH)) this.notices += 1;
        return;
      }
      let m;
      try {
        m = JSON.parse(data.toString('utf8'));
      } catch {
        return;
      }
      if (m.type !== 'booth') return;
      this.notices += 1;
      if (this.watch && m.company_id === this.watch.company) this.watch.heard(at);
      this.onBooth?.(m.company_id);
    });
    ws.on('unexpected-response', (_req, res) => {
      this.rejections += 1;
      this.lastEnd = `HTTP ${res.statusCode}`;
      res.resume();
      ws.terminate();
    });
    ws.on('error', (err) => {
      this.lastEnd = err.code ?? err.message;
    });
    ws.on('close', (code) => {
      if (code !== 1006 || !this.lastEnd) this.lastEnd = `close ${code}`;
      const wasOpen = this.open;
      this.open = false;
      if (wasOpen) this.drops += 1;
      if (this.stopped) return;
      const wait = code === 4008 ? BUDGET_WAIT_MS : RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
      this.failures += 1;
      this.timer = setTimeout(() => this.connect(), wait);
    });
  }

  /** The times of the notices of `company` heard from now on, one at a time (null past the deadline). */
  watchBooth(company) {
    const heard = [];
    let wake = null;
    this.watch = { company, heard: (at) => (heard.push(at), wake?.()) };
    return async (deadline) => {
      if (heard.length === 0) await new Promise((r) => ((wake = r), setTimeout(r, Math.max(0, deadline - performance.now()))));
      wake = null;
      return heard.shift() ?? null;
    };
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws?.terminate();
  }
}

/** Waits until every page is open (or the deadline); answers when the last one opened. */
export async function allOpen(pages, deadlineMs) {
  const end = performance.now() + deadlineMs;
  while (performance.now() < end && pages.some((p) => !p.open)) await sleep(50);
  return Math.max(...pages.map((p) => p.openedAt));
}

/**
 * The call's page: after each notice of the booth the student's page reads its place (getplace), until it says
 * called. Answers { noticeMs, pageMs } from t0, or null when not seen within 10 s.
 */
export async function pageSeesCall(page, next, agent, company, t0) {
  const deadline = t0 + 10_000;
  let noticeAt = null;
  for (;;) {
    const at = await next(deadline);
    if (at === null) return null;
    noticeAt ??= at;
    const place = await request(page.port, agent, 'GET', `/api/livefair/getplace?id=${page.fairId}&company_id=${company}`, page.student.token);
    if (place.data?.state === 'called') return { noticeMs: noticeAt - t0, pageMs: performance.now() - t0 };
  }
}
