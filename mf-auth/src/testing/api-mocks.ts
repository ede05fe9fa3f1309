import { api, type CaptchaPuzzle, type CaptchaTicket } from '@campus/shared-utils';

/** A successful answer of the API client with these fields. */
export const ok = <T extends object>(fields: T) => ({ ...fields, apiStatus: true as const, code: 0, msg: 'success' });
/** A failed answer with a code and message. */
export const failure = (code: number, msg = '失败') => ({ apiStatus: false as const, code, msg });

export const PUZZLE: CaptchaPuzzle = { captcha_id: 'cap-1', image: 'data:image/png;base64,BG', piece: 'data:image/png;base64,PC', piece_y: 40, piece_size: 52, width: 300, height: 160 };
export const TICKET: CaptchaTicket = { captcha_appid: 'campus-sms', captcha_randstr: 'rand', captcha_ticket: 'tick' };

/** The built-in captcha answers: a puzzle for each get, and the given verify answers in turn (default: pass). */
export function mockCaptcha(verify: Array<ReturnType<typeof failure> | 'pass'> = ['pass']) {
  const get = jest.spyOn(api.captcha, 'get').mockImplementation(async (appid) => ok({ ...PUZZLE, captcha_id: `cap-${appid}` }));
  let call = 0;
  const check = jest.spyOn(api.captcha, 'verify').mockImplementation(async (answer) => {
    const next = verify[Math.min(call, verify.length - 1)] ?? 'pass';
    call += 1;
    return next === 'pass' ? ok({ ...TICKET, captcha_appid: answer.captcha_id.replace('cap-', '') }) : next;
  });
  return { get, verify: check };
}
