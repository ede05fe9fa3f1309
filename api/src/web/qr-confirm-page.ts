import { QR_PAGE_TEXT } from '../errors/codes';
import { escapeHtml, FAVICON_LINK } from '../lib/html';

/** Where the page's slider script is served (routes/user/qr-confirm.ts). */
export const QR_SLIDER_PATH = '/api/user/qrconfirm/slider.js';

/** The slider before a code: the SMS app id, and the hosted provider's script when CAPTCHA_PROVIDER=hosted. */
export type QrCaptcha = { appId: string; hostedScript?: string };

export type QrConfirmView =
  | { kind: 'form'; uuid: string; phone: string; captcha: QrCaptcha; notice?: string; error?: string }
  | { kind: 'done' }
  | { kind: 'expired'; error?: string };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f4f6fb;color:#1f2937;font-size:16px}
main{max-width:420px;margin:0 auto;padding:28px 20px}
h1{font-size:22px;margin:8px 0 12px;color:#1d4ed8}
p{line-height:1.7;margin:8px 0}
form{display:grid;grid-template-columns:1fr auto;gap:12px;margin-top:20px}
label{display:grid;gap:6px;font-size:14px;color:#4b5563}
.phone{grid-column:1/3}
.code{grid-column:1;grid-row:2}
.send{grid-column:2;grid-row:2;align-self:end}
.confirm{grid-column:1/3;grid-row:3}
input{font-size:16px;padding:11px 12px;border:1px solid #cbd5e1;border-radius:8px;width:100%}
button{font-size:16px;padding:11px 16px;border-radius:8px;border:0;cursor:pointer}
.send{background:#e0e7ff;color:#1d4ed8}
.confirm{background:#1d4ed8;color:#fff;margin-top:4px}
.notice{padding:10px 12px;background:#ecfdf5;color:#065f46;border-radius:8px}
.error{padding:10px 12px;background:#fef2f2;color:#b91c1c;border-radius:8px}
.done{font-size:18px;color:#065f46}
.captcha{margin-top:20px;padding:14px;background:#fff;border:1px solid #e2e8f0;border-radius:12px}
.captcha h2{font-size:16px;margin:0 0 4px}
.captcha p{font-size:14px;color:#4b5563;margin:0 0 10px}
.stage{position:relative;width:100%;max-width:300px;height:160px;margin:0 auto;background:#e2e8f0;border-radius:6px;overflow:hidden;touch-action:none}
.stage img{position:absolute;left:0;top:0;display:block;user-select:none;-webkit-user-drag:none;pointer-events:none}
.puzzle{width:100%;height:100%}
.refresh{position:absolute;right:6px;top:6px;padding:4px 8px;font-size:13px;background:rgba(255,255,255,.85);color:#1d4ed8}
.track{position:relative;max-width:300px;height:44px;margin:12px auto 0;background:#eef2ff;border-radius:22px;touch-action:none}
.fill{position:absolute;left:0;top:0;bottom:0;width:22px;background:#c7d2fe;border-radius:22px}
.handle{position:absolute;left:0;top:0;width:44px;height:44px;border-radius:50%;background:#1d4ed8;color:#fff;display:grid;place-items:center;font-size:20px;cursor:grab;touch-action:none}
.captcha-message{min-height:1.4em;margin:8px 0 0;text-align:center}
`;

/**
 * The phone side of the QR login: a plain form. 获取验证码 and 确认登录 submit the same form with
 * step=sendcode / step=confirm; 确认登录 comes first in the markup, so Enter confirms. Before a code is sent
 * the slider captcha must pass (spec §5): its panel is here, its script (web/qr-confirm-slider.ts) is served
 * from our origin, and the ticket it gets rides in the form's hidden fields.
 */
export function qrConfirmPage(view: QrConfirmView): string {
  const T = QR_PAGE_TEXT;
  let main: string;
  if (view.kind === 'done') {
    main = `<p class="done" role="status">${escapeHtml(T.done)}</p>`;
  } else if (view.kind === 'expired') {
    main = `<p class="error" role="alert">${escapeHtml(view.error ?? T.expired)}</p>`;
  } else {
    const notice = view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : '';
    const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
    main = `<p>${escapeHtml(T.intro)}</p>${notice}${error}
<form method="post" action="/api/user/qrconfirm" data-captcha-appid="${escapeHtml(view.captcha.appId)}"${view.captcha.hostedScript ? ` data-captcha-script="${escapeHtml(view.captcha.hostedScript)}"` : ''}>
<input type="hidden" name="uuid" value="${escapeHtml(view.uuid)}">
<input type="hidden" name="view" value="html">
<input type="hidden" name="captcha_appid" value="">
<input type="hidden" name="captcha_randstr" value="">
<input type="hidden" name="captcha_ticket" value="">
<label class="phone">${escapeHtml(T.phone)}<input name="phone" type="tel" inputmode="numeric" autocomplete="tel" maxlength="20" value="${escapeHtml(view.phone)}"></label>
<label class="code">${escapeHtml(T.code)}<input name="smsCode" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></label>
<button class="confirm" type="submit" name="step" value="confirm">${escapeHtml(T.confirm)}</button>
<button class="send" type="submit" name="step" value="sendcode">${escapeHtml(T.getCode)}</button>
</form>
<noscript><p class="error">${escapeHtml(T.captchaNeedsScript)}</p></noscript>
<section class="captcha" id="captcha" hidden aria-labelledby="captcha-title" data-loading="${escapeHtml(T.captchaLoading)}" data-verifying="${escapeHtml(T.captchaVerifying)}" data-failed="${escapeHtml(T.captchaFailed)}">
<h2 id="captcha-title">${escapeHtml(T.captchaTitle)}</h2>
<p id="captcha-hint">${escapeHtml(T.captchaHint)}</p>
<div class="stage"><img class="puzzle" alt="${escapeHtml(T.puzzleAlt)}" draggable="false"><img class="piece" alt="" draggable="false"><button class="refresh" type="button">${escapeHtml(T.captchaRefresh)}</button></div>
<div class="track"><div class="fill"></div><div class="handle" role="slider" tabindex="0" aria-label="${escapeHtml(T.slider)}" aria-describedby="captcha-hint" aria-valuemin="0" aria-valuemax="0" aria-valuenow="0" aria-disabled="true">→</div></div>
<p class="captcha-message" role="status"></p>
</section>
<script src="${QR_SLIDER_PATH}" defer></script>`;
  }
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${FAVICON_LINK}
<title>${escapeHtml(T.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(T.title)}</h1>
${main}
</main>
</body>
</html>
`;
}
