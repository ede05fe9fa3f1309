import { readNum, readStr } from '../util/read';
import type { CaptchaAnswer, CaptchaPuzzle, CaptchaTicket } from './auth-types';
import { http } from './http';
import { parsed } from './parsed';

/** The built-in slider captcha (docs/api-auth.md "Captcha"). */
export const captcha = {
  /** GET /api/captcha/get {appid}: a new puzzle for that app id. */
  get: (appid: string) =>
    parsed<CaptchaPuzzle>(http.get('/api/captcha/get', { appid }), (d) => ({
      captcha_id: readStr(d.captcha_id),
      image: readStr(d.image),
      piece: readStr(d.piece),
      piece_y: readNum(d.piece_y),
      piece_size: readNum(d.piece_size),
      width: readNum(d.width),
      height: readNum(d.height),
    })),
  /** POST /api/captcha/verify: the track goes as JSON text; a wrong drag answers 30007. */
  verify: (answer: CaptchaAnswer) =>
    parsed<CaptchaTicket>(http.post('/api/captcha/verify', { captcha_id: answer.captcha_id, x: answer.x, track: answer.track }), (d) => ({
      captcha_appid: readStr(d.captcha_appid),
      captcha_randstr: readStr(d.captcha_randstr),
      captcha_ticket: readStr(d.captcha_ticket),
    })),
};
