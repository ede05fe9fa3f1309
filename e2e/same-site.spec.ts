import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freshPhone, logInStudentByApi } from './auth-steps';
import { hostUrl } from './hosts';

// Issue 27, same-site forgery: in Chromium a page on another port of the same host is same-site, so the student's
// cookies go with its form; it changed a resume field. A state-changing call now takes only our own origins.

let attacker: Server;
let attackerOrigin = '';
let target = '';

test.beforeAll(async () => {
  attacker = createServer((_req, res) => {
    // a page on another port of localhost that posts a resume change as soon as it opens
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><meta charset="utf-8"><title>抽奖</title>
<form id="f" method="POST" action="${target}"><input name="self_evaluation" value="攻击者写入"><input name="version" value="0"><input name="public_source" value="1"></form>
<script>document.getElementById('f').submit()</script>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

test('a page on another port of the same host cannot change a logged-in student’s resume; the site itself can', async ({ page, baseURL }) => {
  target = hostUrl(baseURL, 'localhost', '/api/resume/saveother');
  await logInStudentByApi(page, baseURL, freshPhone());
  const evaluation = async () => {
    const detail = await (await page.context().request.get(hostUrl(baseURL, 'localhost', '/api/resume/getdetail'))).json();
    return String(detail.data?.other?.self_evaluation ?? '');
  };

  await page.goto(`${attackerOrigin}/`);
  // the form's answer is the refusal, and nothing was written
  await expect(page.locator('body')).toContainText('40301');
  expect(await evaluation()).not.toBe('攻击者写入');

  // the same call from the site's own page goes through: the refusal above is the origin's, not the call's
  await page.goto(hostUrl(baseURL, 'localhost', '/api/site/getsiteinfo'));
  const own = await page.evaluate(async (url) => {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'self_evaluation=本人写入&version=0&public_source=1' });
    return (await res.json()).data.code as number;
  }, target);
  expect(own).toBe(0);
  expect(await evaluation()).toBe('本人写入');
});
