import { QR_PAGE_TEXT } from '../errors/codes';
import { escapeHtml, FAVICON_LINK } from '../lib/html';

export type QrConfirmView =
  | { kind: 'form'; uuid: string; phone: string; notice?: string; error?: string }
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
`;

/**
 * The phone side of the QR login: a plain form, no script (CSP). 获取验证码 and 确认登录 submit the same
 * form with step=sendcode / step=confirm; 确认登录 comes first in the markup, so Enter confirms.
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
<form method="post" action="/api/user/qrconfirm">
<input type="hidden" name="uuid" value="${escapeHtml(view.uuid)}">
<input type="hidden" name="view" value="html">
<label class="phone">${escapeHtml(T.phone)}<input name="phone" type="tel" inputmode="numeric" autocomplete="tel" maxlength="20" value="${escapeHtml(view.phone)}"></label>
<label class="code">${escapeHtml(T.code)}<input name="smsCode" inputmode="numeric" autocomplete="one-time-code" maxlength="6"></label>
<button class="confirm" type="submit" name="step" value="confirm">${escapeHtml(T.confirm)}</button>
<button class="send" type="submit" name="step" value="sendcode">${escapeHtml(T.getCode)}</button>
</form>`;
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
