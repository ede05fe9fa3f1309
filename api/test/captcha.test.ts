import { isHumanDrag, parseTrack } from '../src/providers/captcha/drag';
import { fakeClock, humanTrack, LOGIN_APP, puzzleAnswer, SMS_APP } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

type Puzzle = { captcha_id: string; image: string; piece: string; piece_y: number; piece_size: number; width: number; height: number };

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('drag check', () => {
  const track = humanTrack(150);

  it('passes a person-like drag that ends on the answer, within 6 px', () => {
    expect(isHumanDrag(track, 150, 150, 248)).toBe(true);
    expect(isHumanDrag(humanTrack(144), 144, 150, 248)).toBe(true);
    expect(isHumanDrag(humanTrack(157), 157, 150, 248)).toBe(false);
  });

  it('fails a drag that is too fast, too short, goes back in time, starts mid-way or ends elsewhere', () => {
    expect(isHumanDrag(humanTrack(150, 200), 150, 150, 248)).toBe(false);
    expect(isHumanDrag(track.slice(-4), 150, 150, 248)).toBe(false);
    const backwards = track.map((s, i) => (i === 5 ? { ...s, t: track[4]?.t ?? 0 } : s));
    expect(isHumanDrag(backwards, 150, 150, 248)).toBe(false);
    expect(isHumanDrag(track.map((s) => ({ ...s, x: s.x + 40 })), 150, 150, 248)).toBe(false);
    expect(isHumanDrag(track, 150, 150, 100)).toBe(false);
    expect(isHumanDrag(humanTrack(120), 150, 150, 248)).toBe(false);
  });

  it('reads only lists of numeric samples', () => {
    expect(parseTrack('[{"x":1,"t":2}]')).toEqual([{ x: 1, t: 2 }]);
    for (const bad of ['', 'x', '{}', '[1]', '[{"x":"1","t":2}]', '[{"x":null,"t":2}]', JSON.stringify(Array(501).fill({ x: 1, t: 1 }))]) {
      expect(parseTrack(bad)).toBeNull();
    }
  });
});

describe.each(DB_KINDS)('built-in slider captcha on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, {}, { now: clock.now });
  const get = async (appid = SMS_APP) => body<Puzzle>(await t.app.inject({ url: `/api/captcha/get?appid=${appid}&public_source=1` }));
  const verify = (captchaId: string, x: number, track: unknown) =>
    formPost(t.app, '/api/captcha/verify', { captcha_id: captchaId, x: String(x), track: typeof track === 'string' ? track : JSON.stringify(track) });

  it('draws a puzzle: background with the cut-out and the piece as SVG data URLs, the answer kept on the server', async () => {
    const p = (await get()).data;
    expect(p).toMatchObject({ code: 0, width: 300, height: 160, piece_size: 52 });
    const background = svgOf(p.image);
    const piece = svgOf(p.piece);
    expect(background).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="160"/);
    expect(background).toContain('fill="rgba(0,0,0,0.5)"');
    expect(piece).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="52" height="52"/);
    expect(piece).toContain('clip-path="url(#cut)"');
    const answer = await puzzleAnswer(t.app, p.captcha_id);
    expect(background).toContain(`translate(${answer} ${p.piece_y})`);
    expect(piece).toContain(`translate(${-answer} ${-p.piece_y})`);
    expect(JSON.stringify(p)).not.toContain('answer');
    // random places
    const others = await Promise.all([get(), get(), get(), get()]);
    expect(new Set(await Promise.all(others.map((o) => puzzleAnswer(t.app, o.data.captcha_id)))).size).toBeGreaterThan(1);
  });

  it('refuses an unknown app id', async () => {
    const res = await t.app.inject({ url: '/api/captcha/get?appid=other' });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.code).toBe(40001);
  });

  it('gives a ticket bound to the puzzle’s app id for a right, human drag', async () => {
    const p = (await get(LOGIN_APP)).data;
    const x = await puzzleAnswer(t.app, p.captcha_id);
    const res = await verify(p.captcha_id, x + 3, humanTrack(x + 3));
    const data = body<{ captcha_appid: string; captcha_randstr: string; captcha_ticket: string }>(res).data;
    expect(data).toMatchObject({ code: 0, captcha_appid: LOGIN_APP });
    expect(data.captcha_ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.captcha_randstr).toMatch(/^@/);
  });

  it.each([
    ['off target', (x: number) => [x + 20, humanTrack(x + 20)] as const],
    ['too fast', (x: number) => [x, humanTrack(x, 150)] as const],
    ['too few samples', (x: number) => [x, humanTrack(x).slice(-4)] as const],
    ['a straight jump', (x: number) => [x, [{ x: 0, t: 0 }, { x, t: 1 }]] as const],
  ])('answers 30007 for a drag that is %s, and the puzzle is used up', async (_name, drag) => {
    const p = (await get()).data;
    const x = await puzzleAnswer(t.app, p.captcha_id);
    const [finalX, track] = drag(x);
    expect(body(await verify(p.captcha_id, finalX, track))).toEqual({ apiStatus: false, msg: '请先完成滑块验证', data: { code: 30007, msg: '请先完成滑块验证' } });
    expect(body(await verify(p.captcha_id, x, humanTrack(x))).data.code).toBe(30007);
  });

  it('takes one verify per puzzle, and none after 2 minutes or for an unknown puzzle', async () => {
    const p = (await get()).data;
    const x = await puzzleAnswer(t.app, p.captcha_id);
    expect(body(await verify(p.captcha_id, x, humanTrack(x))).data.code).toBe(0);
    expect(body(await verify(p.captcha_id, x, humanTrack(x))).data.code).toBe(30007);
    const late = (await get()).data;
    const lateX = await puzzleAnswer(t.app, late.captcha_id);
    clock.advance(2 * 60_000);
    expect(body(await verify(late.captcha_id, lateX, humanTrack(lateX))).data.code).toBe(30007);
    expect(body(await verify('00000000-0000-4000-8000-000000000000', 100, humanTrack(100))).data.code).toBe(30007);
  });

  it('refuses malformed answers with 400', async () => {
    const p = (await get()).data;
    expect(body(await verify(p.captcha_id, 10, 'not json')).msg).toBe('参数错误：track 格式不正确');
    const noX = await formPost(t.app, '/api/captcha/verify', { captcha_id: p.captcha_id, track: '[]' });
    expect(body(noX).msg).toBe('参数错误：x 不能为空');
    const nanX = await formPost(t.app, '/api/captcha/verify', { captcha_id: p.captcha_id, x: 'abc', track: '[]' });
    expect(nanX.statusCode).toBe(400);
    expect(body(await formPost(t.app, '/api/captcha/verify', { captcha_id: p.captcha_id, x: '1', track: 'x'.repeat(20_001) })).msg).toBe('参数错误：track 不能超过 20000 个字符');
  });
});
